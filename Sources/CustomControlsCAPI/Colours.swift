import CustomControls
import CustomControlsCGtk

// Colours across the C boundary: GdkRGBA in, GdkRGBA out.

/// A colour for a C getter (transfer none, as gtk_color_dialog_button_get_rgba returns one):
/// NULL when unset, else a `GdkRGBA` the control keeps under `property` and replaces only when
/// the colour has changed, so a pointer stays valid until the property changes.
func keptGdkRGBA(_ color: RGBA?, of control: ControlState, property: String) -> UnsafePointer<GdkRGBA>? {
    guard let color else { return nil }
    let object = UnsafeMutableRawPointer(control.widget).assumingMemoryBound(to: GObject.self)
    let key = "cc-capi-" + property
    if let kept = g_object_get_data(object, key)?.assumingMemoryBound(to: GdkRGBA.self), RGBA(kept.pointee) == color {
        return UnsafePointer(kept)
    }
    var gdk = color.gdk
    let copy = gdk_rgba_copy(&gdk)
    let free: @convention(c) (gpointer?) -> Void = { gdk_rgba_free($0?.assumingMemoryBound(to: GdkRGBA.self)) }
    g_object_set_data_full(object, key, copy, free)
    return UnsafePointer(copy)
}

/// A colour from a C setter: nil for NULL.
func rgba(_ color: UnsafePointer<GdkRGBA>?) -> RGBA? {
    color.map { RGBA($0.pointee) }
}
