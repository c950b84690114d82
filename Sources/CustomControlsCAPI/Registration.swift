import CCustomControls
import CustomControls
import CustomControlsCGtk

/// Registers the controls' types and their enumerations (``CustomControls/registerTypes()``).
@_cdecl("cc_register_types")
public func cc_register_types() {
    CustomControls.registerTypes()
    _ = cc_knob_drag_mode_get_type()
    _ = cc_value_scale_get_type()
    _ = cc_appearance_get_type()
}

/// A new control of `type`, floating, as every GTK constructor returns it.
func newControl(_ type: GType) -> UnsafeMutablePointer<GtkWidget>? {
    cc_object_new(type)?.assumingMemoryBound(to: GtkWidget.self)
}
