import CCustomControls
import CustomControls
import CustomControlsCGtk
import CustomControlsCore

// The hand-written part of CcRangeSlider's C API (customcontrols.h): the constructor, both
// values at once (animated or not) and the format function. Each calls RangeSliderState's
// typed accessors, as the Swift API (RangeSlider) and the GObject properties do. The property
// getters and setters are generated from the property declarations (Generated/,
// scripts/generate-c-api.py). The orientation is GtkOrientable's (gtk_orientable_set_orientation).

@_cdecl("cc_range_slider_new")
public func cc_range_slider_new() -> UnsafeMutablePointer<GtkWidget>? { newControl(cc_range_slider_get_type()) }

@_cdecl("cc_range_slider_set_values")
public func cc_range_slider_set_values(_ slider: OpaquePointer?, _ lower: Double, _ upper: Double) {
    state(slider, RangeSliderState.self)?.setValues(lower: lower, upper: upper, animated: false)
}
@_cdecl("cc_range_slider_set_values_animated")
public func cc_range_slider_set_values_animated(_ slider: OpaquePointer?, _ lower: Double, _ upper: Double) {
    state(slider, RangeSliderState.self)?.setValues(lower: lower, upper: upper, animated: true)
}

@_cdecl("cc_range_slider_set_format_value_func")
public func cc_range_slider_set_format_value_func(_ slider: OpaquePointer?, _ function: CcFormatValueFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    guard let sliderState = state(slider, RangeSliderState.self) else { return }
    setFormatValueFunction(sliderState, function, data: data, destroy: destroy)
}

@_cdecl("cc_range_slider_get_input_text")
public func cc_range_slider_get_input_text(_ slider: OpaquePointer?) -> UnsafePointer<CChar>? { state(slider, RangeSliderState.self)?.inputText.map { UnsafePointer($0) } }

@_cdecl("cc_range_slider_set_input_value")
public func cc_range_slider_set_input_value(_ slider: OpaquePointer?, _ value: Double) { setInputValue(state(slider, RangeSliderState.self), value) }

@_cdecl("cc_range_slider_add_mark")
public func cc_range_slider_add_mark(_ slider: OpaquePointer?, _ value: Double, _ position: GtkPositionType, _ markup: UnsafePointer<CChar>?) {
    state(slider, RangeSliderState.self)?.addMark(value, position: position, markup: markup)
}

@_cdecl("cc_range_slider_clear_marks")
public func cc_range_slider_clear_marks(_ slider: OpaquePointer?) { state(slider, RangeSliderState.self)?.clearMarks() }
