import CCustomControls
import CustomControlsCGtk

/// Tint inheritance: a tint set on a container reaches every control inside it that has no
/// tint of its own, as iOS's `tintColor` does down the view hierarchy.
///
/// The tint is stored on the container (object data); a control looks it up through its
/// ancestors each time it draws, so moving a control into another container re-tints it.
enum TintScope {
    private static let key = "cc-inherited-tint"

    /// The tint of the nearest ancestor of `widget` that has one.
    static func inheritedTint(for widget: UnsafeMutablePointer<GtkWidget>) -> RGBA? {
        var ancestor = gtk_widget_get_parent(widget)
        while let current = ancestor {
            if let data = g_object_get_data(cast(current.raw), key) {
                return RGBA(data.assumingMemoryBound(to: GdkRGBA.self).pointee)
            }
            ancestor = gtk_widget_get_parent(current)
        }
        return nil
    }

    /// Sets (or with nil, removes) the tint `container` passes down, and redraws the controls
    /// inside it.
    static func setTint(_ color: RGBA?, on container: UnsafeMutablePointer<GtkWidget>) {
        let free: @convention(c) (gpointer?) -> Void = { data in
            gdk_rgba_free(data?.assumingMemoryBound(to: GdkRGBA.self))
        }
        if var gdk = color?.gdk {
            g_object_set_data_full(cast(container.raw), key, gdk_rgba_copy(&gdk), free)
        } else {
            g_object_set_data(cast(container.raw), key, nil)
        }
        redrawControls(in: container)
    }

    private static func redrawControls(in widget: UnsafeMutablePointer<GtkWidget>) {
        ControlWidget.of(widget.raw)?.queueDraw()
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            redrawControls(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}

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
