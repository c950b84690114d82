import CustomControls
import CustomControlsCGtk

/// Sets the tint that `container` passes down to the controls inside it: the C entry point
/// of ``CustomControls/setInheritedTint(_:on:)``, for apps that build their UI outside Swift.
///
/// ```c
/// GdkRGBA red;
/// gdk_rgba_parse (&red, "#e01b24");
/// cc_set_inherited_tint (window, &red);   /* NULL instead of &red removes the tint */
/// ```
///
/// It is part of the C API of libcustomcontrols-1 (customcontrols.h) too.
///
/// - Parameters:
///   - container: Any widget; for `NULL` or another object, GLib's critical
///     (`cc_set_inherited_tint: assertion 'GTK_IS_WIDGET (container)' failed`) and nothing else.
///   - color: The tint to pass down (copied), or `NULL` to remove the container's tint.
@_cdecl("cc_set_inherited_tint")
public func cc_set_inherited_tint(_ container: UnsafeMutablePointer<GtkWidget>?, _ color: UnsafePointer<GdkRGBA>?) {
    guard let container,
          g_type_check_instance_is_a(UnsafeMutableRawPointer(container).assumingMemoryBound(to: GTypeInstance.self), gtk_widget_get_type()) != 0
    else {
        g_return_if_fail_warning("CustomControls", "cc_set_inherited_tint", "GTK_IS_WIDGET (container)")
        return
    }
    TintScope.setTint(color.map { RGBA($0.pointee) }, on: container)
}
