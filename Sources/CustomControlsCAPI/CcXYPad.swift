import CCustomControls
import CustomControls
import CustomControlsCGtk
import CustomControlsCore

// The hand-written part of CcXYPad's C API (customcontrols.h): the constructor, both values at
// once (animated or not), the format function, the `input` signal's text and the grid lines
// (marks). Each calls XYPadState's typed accessors, as the Swift API (XYPad) and the GObject
// properties do. The property accessors are generated (Generated/).

@_cdecl("cc_xy_pad_new")
public func cc_xy_pad_new() -> UnsafeMutablePointer<GtkWidget>? { newControl(cc_xy_pad_get_type()) }

@_cdecl("cc_xy_pad_set_values")
public func cc_xy_pad_set_values(_ pad: OpaquePointer?, _ x: Double, _ y: Double) {
    state(pad, XYPadState.self)?.setValues(x: x, y: y, animated: false)
}

@_cdecl("cc_xy_pad_set_values_animated")
public func cc_xy_pad_set_values_animated(_ pad: OpaquePointer?, _ x: Double, _ y: Double) {
    state(pad, XYPadState.self)?.setValues(x: x, y: y, animated: true)
}

@_cdecl("cc_xy_pad_set_format_value_func")
public func cc_xy_pad_set_format_value_func(_ pad: OpaquePointer?, _ function: CcFormatValueFunc?, _ data: gpointer?,
                                            _ destroy: GDestroyNotify?) {
    guard let padState = state(pad, XYPadState.self) else { return }
    setFormatValueFunction(padState, function, data: data, destroy: destroy)
}

@_cdecl("cc_xy_pad_get_input_text")
public func cc_xy_pad_get_input_text(_ pad: OpaquePointer?) -> UnsafePointer<CChar>? {
    state(pad, XYPadState.self)?.inputText.map { UnsafePointer($0) }
}

@_cdecl("cc_xy_pad_set_input_value")
public func cc_xy_pad_set_input_value(_ pad: OpaquePointer?, _ value: Double) { setInputValue(state(pad, XYPadState.self), value) }

@_cdecl("cc_xy_pad_add_mark")
public func cc_xy_pad_add_mark(_ pad: OpaquePointer?, _ value: Double, _ position: GtkPositionType, _ markup: UnsafePointer<CChar>?) {
    state(pad, XYPadState.self)?.addMark(value, position: position, markup: markup)
}

@_cdecl("cc_xy_pad_clear_marks")
public func cc_xy_pad_clear_marks(_ pad: OpaquePointer?) { state(pad, XYPadState.self)?.clearMarks() }
