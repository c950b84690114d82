import CCustomControls
import CustomControls
import CustomControlsCGtk

// The C API of CcKnob (customcontrols.h): the constructor, a getter and a setter per
// property, the animated setter and the format function. Each calls KnobWidget's typed
// accessors, as the Swift API (Knob) and the GObject properties do.

/// The state of the knob `knob`, or nil after GLib's critical naming the calling function.
private func state(_ knob: OpaquePointer?, function: String = #function) -> KnobWidget? {
    control(knob, KnobWidget.self, check: "CC_IS_KNOB (self)", function: function)
}

@_cdecl("cc_knob_new")
public func cc_knob_new() -> UnsafeMutablePointer<GtkWidget>? { newControl(cc_knob_get_type()) }

@_cdecl("cc_knob_get_value")
public func cc_knob_get_value(_ knob: OpaquePointer?) -> Double { state(knob)?.value ?? 0 }
@_cdecl("cc_knob_set_value")
public func cc_knob_set_value(_ knob: OpaquePointer?, _ value: Double) { state(knob)?.setValue(value, animated: false) }
@_cdecl("cc_knob_set_value_animated")
public func cc_knob_set_value_animated(_ knob: OpaquePointer?, _ value: Double) { state(knob)?.setValue(value, animated: true) }

@_cdecl("cc_knob_get_minimum_value")
public func cc_knob_get_minimum_value(_ knob: OpaquePointer?) -> Double { state(knob)?.minimum ?? 0 }
@_cdecl("cc_knob_set_minimum_value")
public func cc_knob_set_minimum_value(_ knob: OpaquePointer?, _ value: Double) { state(knob)?.setMinimum(value) }

@_cdecl("cc_knob_get_maximum_value")
public func cc_knob_get_maximum_value(_ knob: OpaquePointer?) -> Double { state(knob)?.maximum ?? 0 }
@_cdecl("cc_knob_set_maximum_value")
public func cc_knob_set_maximum_value(_ knob: OpaquePointer?, _ value: Double) { state(knob)?.setMaximum(value) }

@_cdecl("cc_knob_get_default_value")
public func cc_knob_get_default_value(_ knob: OpaquePointer?) -> Double { state(knob)?.defaultValue ?? 0 }
@_cdecl("cc_knob_set_default_value")
public func cc_knob_set_default_value(_ knob: OpaquePointer?, _ value: Double) { state(knob)?.setDefaultValue(value) }

@_cdecl("cc_knob_get_start_angle")
public func cc_knob_get_start_angle(_ knob: OpaquePointer?) -> Double { state(knob)?.startAngle ?? 0 }
@_cdecl("cc_knob_set_start_angle")
public func cc_knob_set_start_angle(_ knob: OpaquePointer?, _ angle: Double) { state(knob)?.setStartAngle(angle) }

@_cdecl("cc_knob_get_end_angle")
public func cc_knob_get_end_angle(_ knob: OpaquePointer?) -> Double { state(knob)?.endAngle ?? 0 }
@_cdecl("cc_knob_set_end_angle")
public func cc_knob_set_end_angle(_ knob: OpaquePointer?, _ angle: Double) { state(knob)?.setEndAngle(angle) }

@_cdecl("cc_knob_get_continuous")
public func cc_knob_get_continuous(_ knob: OpaquePointer?) -> gboolean { state(knob)?.continuous == true ? 1 : 0 }
@_cdecl("cc_knob_set_continuous")
public func cc_knob_set_continuous(_ knob: OpaquePointer?, _ continuous: gboolean) { state(knob)?.setContinuous(continuous != 0) }

@_cdecl("cc_knob_get_step")
public func cc_knob_get_step(_ knob: OpaquePointer?) -> Double { state(knob)?.increments.step ?? 0 }
@_cdecl("cc_knob_set_step")
public func cc_knob_set_step(_ knob: OpaquePointer?, _ step: Double) { state(knob)?.setIncrement(\.step, step, property: .step) }

@_cdecl("cc_knob_get_page")
public func cc_knob_get_page(_ knob: OpaquePointer?) -> Double { state(knob)?.increments.page ?? 0 }
@_cdecl("cc_knob_set_page")
public func cc_knob_set_page(_ knob: OpaquePointer?, _ page: Double) { state(knob)?.setIncrement(\.page, page, property: .page) }

@_cdecl("cc_knob_get_digits")
public func cc_knob_get_digits(_ knob: OpaquePointer?) -> Int32 { state(knob)?.digits ?? 0 }
@_cdecl("cc_knob_set_digits")
public func cc_knob_set_digits(_ knob: OpaquePointer?, _ digits: Int32) { state(knob)?.setDigits(digits) }

@_cdecl("cc_knob_get_tint_color")
public func cc_knob_get_tint_color(_ knob: OpaquePointer?) -> UnsafePointer<GdkRGBA>? { state(knob).flatMap { keptGdkRGBA($0.tintColor, of: $0, property: "tint-color") } }
@_cdecl("cc_knob_set_tint_color")
public func cc_knob_set_tint_color(_ knob: OpaquePointer?, _ color: UnsafePointer<GdkRGBA>?) { state(knob)?.setTintColor(rgba(color)) }

@_cdecl("cc_knob_get_drag_mode")
public func cc_knob_get_drag_mode(_ knob: OpaquePointer?) -> CcKnobDragMode {
    CcKnobDragMode(rawValue: UInt32(state(knob)?.model.dragMode.enumValue ?? 0))
}
@_cdecl("cc_knob_set_drag_mode")
public func cc_knob_set_drag_mode(_ knob: OpaquePointer?, _ mode: CcKnobDragMode) {
    guard let knobState = state(knob) else { return }
    guard let dragMode = KnobDragMode(enumValue: Int32(bitPattern: mode.rawValue)) else {
        return returnIfFailWarning("drag_mode <= CC_KNOB_DRAG_MODE_HORIZONTAL", function: #function)
    }
    knobState.setDragMode(dragMode)
}

@_cdecl("cc_knob_get_drag_distance")
public func cc_knob_get_drag_distance(_ knob: OpaquePointer?) -> Double { state(knob)?.model.dragDistance ?? 0 }
@_cdecl("cc_knob_set_drag_distance")
public func cc_knob_set_drag_distance(_ knob: OpaquePointer?, _ distance: Double) { state(knob)?.setDragDistance(distance) }

@_cdecl("cc_knob_get_grab_pointer_only")
public func cc_knob_get_grab_pointer_only(_ knob: OpaquePointer?) -> gboolean { state(knob)?.model.grabsPointerOnly == true ? 1 : 0 }
@_cdecl("cc_knob_set_grab_pointer_only")
public func cc_knob_set_grab_pointer_only(_ knob: OpaquePointer?, _ only: gboolean) { state(knob)?.setGrabsPointerOnly(only != 0) }

@_cdecl("cc_knob_get_show_value")
public func cc_knob_get_show_value(_ knob: OpaquePointer?) -> gboolean { state(knob)?.showValue == true ? 1 : 0 }
@_cdecl("cc_knob_set_show_value")
public func cc_knob_set_show_value(_ knob: OpaquePointer?, _ show: gboolean) { state(knob)?.setShowValue(show != 0) }

@_cdecl("cc_knob_get_show_fill")
public func cc_knob_get_show_fill(_ knob: OpaquePointer?) -> gboolean { state(knob)?.showFill == true ? 1 : 0 }
@_cdecl("cc_knob_set_show_fill")
public func cc_knob_set_show_fill(_ knob: OpaquePointer?, _ show: gboolean) { state(knob)?.setShowFill(show != 0) }

@_cdecl("cc_knob_get_origin")
public func cc_knob_get_origin(_ knob: OpaquePointer?) -> Double { state(knob)?.origin ?? 0 }
@_cdecl("cc_knob_set_origin")
public func cc_knob_set_origin(_ knob: OpaquePointer?, _ origin: Double) { state(knob)?.setOrigin(origin) }

@_cdecl("cc_knob_get_line_width")
public func cc_knob_get_line_width(_ knob: OpaquePointer?) -> Double { state(knob)?.lineWidth ?? 0 }
@_cdecl("cc_knob_set_line_width")
public func cc_knob_set_line_width(_ knob: OpaquePointer?, _ width: Double) { state(knob)?.setLineWidth(width) }

@_cdecl("cc_knob_get_pointer_length")
public func cc_knob_get_pointer_length(_ knob: OpaquePointer?) -> Double { state(knob)?.pointerLength ?? 0 }
@_cdecl("cc_knob_set_pointer_length")
public func cc_knob_set_pointer_length(_ knob: OpaquePointer?, _ length: Double) { state(knob)?.setPointerLength(length) }

@_cdecl("cc_knob_get_pointer_paintable")
public func cc_knob_get_pointer_paintable(_ knob: OpaquePointer?) -> OpaquePointer? { state(knob)?.pointerPaintable }
@_cdecl("cc_knob_set_pointer_paintable")
public func cc_knob_set_pointer_paintable(_ knob: OpaquePointer?, _ paintable: OpaquePointer?) {
    guard let knobState = state(knob) else { return }
    if let paintable, g_type_check_instance_is_a(UnsafeMutableRawPointer(paintable).assumingMemoryBound(to: GTypeInstance.self), gdk_paintable_get_type()) == 0 {
        return returnIfFailWarning("paintable == NULL || GDK_IS_PAINTABLE (paintable)", function: #function)
    }
    knobState.setPointerPaintable(paintable)
}

@_cdecl("cc_knob_get_adjustment")
public func cc_knob_get_adjustment(_ knob: OpaquePointer?) -> UnsafeMutablePointer<GtkAdjustment>? { state(knob)?.adjustment }
@_cdecl("cc_knob_set_adjustment")
public func cc_knob_set_adjustment(_ knob: OpaquePointer?, _ adjustment: UnsafeMutablePointer<GtkAdjustment>?) { state(knob)?.setAdjustment(adjustment) }

@_cdecl("cc_knob_set_format_value_func")
public func cc_knob_set_format_value_func(_ knob: OpaquePointer?, _ function: CcFormatValueFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    guard let knobState = state(knob) else { return }
    setFormatValueFunction(knobState, function, data: data, destroy: destroy)
}
