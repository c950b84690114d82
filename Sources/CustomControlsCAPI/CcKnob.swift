import CCustomControls
import CustomControls
import CustomControlsCGtk
import CustomControlsCore

// The hand-written part of CcKnob's C API (customcontrols.h): the constructor, the animated
// setter, the adjustment and the format function. Each calls KnobState's typed accessors, as
// the Swift API (Knob) and the GObject properties do. The property getters and setters are
// generated from the property declarations (Generated/, scripts/generate-c-api.py).

@_cdecl("cc_knob_new")
public func cc_knob_new() -> UnsafeMutablePointer<GtkWidget>? { newControl(cc_knob_get_type()) }

@_cdecl("cc_knob_set_value_animated")
public func cc_knob_set_value_animated(_ knob: OpaquePointer?, _ value: Double) { state(knob, KnobState.self)?.setValue(value, animated: true) }

@_cdecl("cc_knob_get_adjustment")
public func cc_knob_get_adjustment(_ knob: OpaquePointer?) -> UnsafeMutablePointer<GtkAdjustment>? { state(knob, KnobState.self)?.adjustment }
@_cdecl("cc_knob_set_adjustment")
public func cc_knob_set_adjustment(_ knob: OpaquePointer?, _ adjustment: UnsafeMutablePointer<GtkAdjustment>?) { state(knob, KnobState.self)?.setAdjustment(adjustment) }

@_cdecl("cc_knob_set_format_value_func")
public func cc_knob_set_format_value_func(_ knob: OpaquePointer?, _ function: CcFormatValueFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    guard let knobState = state(knob, KnobState.self) else { return }
    setFormatValueFunction(knobState, function, data: data, destroy: destroy)
}

@_cdecl("cc_knob_get_input_text")
public func cc_knob_get_input_text(_ knob: OpaquePointer?) -> UnsafePointer<CChar>? { state(knob, KnobState.self)?.inputText.map { UnsafePointer($0) } }

@_cdecl("cc_knob_set_input_value")
public func cc_knob_set_input_value(_ knob: OpaquePointer?, _ value: Double) { setInputValue(state(knob, KnobState.self), value) }

@_cdecl("cc_knob_add_mark")
public func cc_knob_add_mark(_ knob: OpaquePointer?, _ value: Double, _ position: GtkPositionType, _ markup: UnsafePointer<CChar>?) {
    state(knob, KnobState.self)?.addMark(value, position: position, markup: markup)
}

@_cdecl("cc_knob_clear_marks")
public func cc_knob_clear_marks(_ knob: OpaquePointer?) { state(knob, KnobState.self)?.clearMarks() }
