import CCustomControls
import CustomControls
import CustomControlsCGtk
import CustomControlsCore

// The hand-written part of CcCircularSlider's C API (customcontrols.h): the constructor, the
// animated setter, the adjustment and the format function. Each calls CircularSliderState's
// typed accessors, as the Swift API (CircularSlider) and the GObject properties do. The
// property getters and setters are generated from the property declarations (Generated/,
// scripts/generate-c-api.py).

@_cdecl("cc_circular_slider_new")
public func cc_circular_slider_new() -> UnsafeMutablePointer<GtkWidget>? { newControl(cc_circular_slider_get_type()) }

@_cdecl("cc_circular_slider_set_value_animated")
public func cc_circular_slider_set_value_animated(_ slider: OpaquePointer?, _ value: Double) { state(slider, CircularSliderState.self)?.setValue(value, animated: true) }

@_cdecl("cc_circular_slider_get_adjustment")
public func cc_circular_slider_get_adjustment(_ slider: OpaquePointer?) -> UnsafeMutablePointer<GtkAdjustment>? { state(slider, CircularSliderState.self)?.adjustment }
@_cdecl("cc_circular_slider_set_adjustment")
public func cc_circular_slider_set_adjustment(_ slider: OpaquePointer?, _ adjustment: UnsafeMutablePointer<GtkAdjustment>?) {
    state(slider, CircularSliderState.self)?.setAdjustment(adjustment)
}

@_cdecl("cc_circular_slider_set_format_value_func")
public func cc_circular_slider_set_format_value_func(_ slider: OpaquePointer?, _ function: CcFormatValueFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    guard let sliderState = state(slider, CircularSliderState.self) else { return }
    setFormatValueFunction(sliderState, function, data: data, destroy: destroy)
}

@_cdecl("cc_circular_slider_get_input_text")
public func cc_circular_slider_get_input_text(_ slider: OpaquePointer?) -> UnsafePointer<CChar>? { state(slider, CircularSliderState.self)?.inputText.map { UnsafePointer($0) } }

@_cdecl("cc_circular_slider_set_input_value")
public func cc_circular_slider_set_input_value(_ slider: OpaquePointer?, _ value: Double) { setInputValue(state(slider, CircularSliderState.self), value) }

@_cdecl("cc_circular_slider_add_mark")
public func cc_circular_slider_add_mark(_ slider: OpaquePointer?, _ value: Double, _ position: GtkPositionType, _ markup: UnsafePointer<CChar>?) {
    state(slider, CircularSliderState.self)?.addMark(value, position: position, markup: markup)
}

@_cdecl("cc_circular_slider_clear_marks")
public func cc_circular_slider_clear_marks(_ slider: OpaquePointer?) { state(slider, CircularSliderState.self)?.clearMarks() }
