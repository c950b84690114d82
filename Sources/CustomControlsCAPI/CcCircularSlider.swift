import CCustomControls
import CustomControls
import CustomControlsCGtk

// The C API of CcCircularSlider (customcontrols.h): the constructor, a getter and a setter
// per property, the animated setter and the format function. Each calls
// CircularSliderWidget's typed accessors, as the Swift API (CircularSlider) and the GObject
// properties do.

/// The state of the circular slider `slider`, or nil after GLib's critical naming the calling function.
private func state(_ slider: OpaquePointer?, function: String = #function) -> CircularSliderWidget? {
    control(slider, CircularSliderWidget.self, check: "CC_IS_CIRCULAR_SLIDER (self)", function: function)
}

@_cdecl("cc_circular_slider_new")
public func cc_circular_slider_new() -> UnsafeMutablePointer<GtkWidget>? { newControl(cc_circular_slider_get_type()) }

@_cdecl("cc_circular_slider_get_value")
public func cc_circular_slider_get_value(_ slider: OpaquePointer?) -> Double { state(slider)?.value ?? 0 }
@_cdecl("cc_circular_slider_set_value")
public func cc_circular_slider_set_value(_ slider: OpaquePointer?, _ value: Double) { state(slider)?.setValue(value, animated: false) }
@_cdecl("cc_circular_slider_set_value_animated")
public func cc_circular_slider_set_value_animated(_ slider: OpaquePointer?, _ value: Double) { state(slider)?.setValue(value, animated: true) }

@_cdecl("cc_circular_slider_get_minimum_value")
public func cc_circular_slider_get_minimum_value(_ slider: OpaquePointer?) -> Double { state(slider)?.minimum ?? 0 }
@_cdecl("cc_circular_slider_set_minimum_value")
public func cc_circular_slider_set_minimum_value(_ slider: OpaquePointer?, _ value: Double) { state(slider)?.setMinimum(value) }

@_cdecl("cc_circular_slider_get_maximum_value")
public func cc_circular_slider_get_maximum_value(_ slider: OpaquePointer?) -> Double { state(slider)?.maximum ?? 0 }
@_cdecl("cc_circular_slider_set_maximum_value")
public func cc_circular_slider_set_maximum_value(_ slider: OpaquePointer?, _ value: Double) { state(slider)?.setMaximum(value) }

@_cdecl("cc_circular_slider_get_default_value")
public func cc_circular_slider_get_default_value(_ slider: OpaquePointer?) -> Double { state(slider)?.defaultValue ?? 0 }
@_cdecl("cc_circular_slider_set_default_value")
public func cc_circular_slider_set_default_value(_ slider: OpaquePointer?, _ value: Double) { state(slider)?.setDefaultValue(value) }

@_cdecl("cc_circular_slider_get_start_angle")
public func cc_circular_slider_get_start_angle(_ slider: OpaquePointer?) -> Double { state(slider)?.startAngle ?? 0 }
@_cdecl("cc_circular_slider_set_start_angle")
public func cc_circular_slider_set_start_angle(_ slider: OpaquePointer?, _ angle: Double) { state(slider)?.setStartAngle(angle) }

@_cdecl("cc_circular_slider_get_end_angle")
public func cc_circular_slider_get_end_angle(_ slider: OpaquePointer?) -> Double { state(slider)?.endAngle ?? 0 }
@_cdecl("cc_circular_slider_set_end_angle")
public func cc_circular_slider_set_end_angle(_ slider: OpaquePointer?, _ angle: Double) { state(slider)?.setEndAngle(angle) }

@_cdecl("cc_circular_slider_get_continuous")
public func cc_circular_slider_get_continuous(_ slider: OpaquePointer?) -> gboolean { state(slider)?.continuous == true ? 1 : 0 }
@_cdecl("cc_circular_slider_set_continuous")
public func cc_circular_slider_set_continuous(_ slider: OpaquePointer?, _ continuous: gboolean) { state(slider)?.setContinuous(continuous != 0) }

@_cdecl("cc_circular_slider_get_step")
public func cc_circular_slider_get_step(_ slider: OpaquePointer?) -> Double { state(slider)?.increments.step ?? 0 }
@_cdecl("cc_circular_slider_set_step")
public func cc_circular_slider_set_step(_ slider: OpaquePointer?, _ step: Double) { state(slider)?.setIncrement(\.step, step, property: .step) }

@_cdecl("cc_circular_slider_get_page")
public func cc_circular_slider_get_page(_ slider: OpaquePointer?) -> Double { state(slider)?.increments.page ?? 0 }
@_cdecl("cc_circular_slider_set_page")
public func cc_circular_slider_set_page(_ slider: OpaquePointer?, _ page: Double) { state(slider)?.setIncrement(\.page, page, property: .page) }

@_cdecl("cc_circular_slider_get_digits")
public func cc_circular_slider_get_digits(_ slider: OpaquePointer?) -> Int32 { state(slider)?.digits ?? 0 }
@_cdecl("cc_circular_slider_set_digits")
public func cc_circular_slider_set_digits(_ slider: OpaquePointer?, _ digits: Int32) { state(slider)?.setDigits(digits) }

@_cdecl("cc_circular_slider_get_tint_color")
public func cc_circular_slider_get_tint_color(_ slider: OpaquePointer?) -> UnsafePointer<GdkRGBA>? { state(slider).flatMap { keptGdkRGBA($0.tintColor, of: $0, property: "tint-color") } }
@_cdecl("cc_circular_slider_set_tint_color")
public func cc_circular_slider_set_tint_color(_ slider: OpaquePointer?, _ color: UnsafePointer<GdkRGBA>?) { state(slider)?.setTintColor(rgba(color)) }

@_cdecl("cc_circular_slider_get_wraps")
public func cc_circular_slider_get_wraps(_ slider: OpaquePointer?) -> gboolean { state(slider)?.model.wraps == true ? 1 : 0 }
@_cdecl("cc_circular_slider_set_wraps")
public func cc_circular_slider_set_wraps(_ slider: OpaquePointer?, _ wraps: gboolean) { state(slider)?.setWraps(wraps != 0) }

@_cdecl("cc_circular_slider_get_grab_handle_only")
public func cc_circular_slider_get_grab_handle_only(_ slider: OpaquePointer?) -> gboolean { state(slider)?.model.grabsHandleOnly == true ? 1 : 0 }
@_cdecl("cc_circular_slider_set_grab_handle_only")
public func cc_circular_slider_set_grab_handle_only(_ slider: OpaquePointer?, _ grabsHandleOnly: gboolean) {
    state(slider)?.setGrabsHandleOnly(grabsHandleOnly != 0)
}

@_cdecl("cc_circular_slider_get_show_lighting")
public func cc_circular_slider_get_show_lighting(_ slider: OpaquePointer?) -> gboolean { state(slider)?.showLighting == true ? 1 : 0 }
@_cdecl("cc_circular_slider_set_show_lighting")
public func cc_circular_slider_set_show_lighting(_ slider: OpaquePointer?, _ show: gboolean) { state(slider)?.setShowLighting(show != 0) }

@_cdecl("cc_circular_slider_get_gradient_start_color")
public func cc_circular_slider_get_gradient_start_color(_ slider: OpaquePointer?) -> UnsafePointer<GdkRGBA>? {
    state(slider).flatMap { keptGdkRGBA($0.gradientStartColor, of: $0, property: "gradient-start-color") }
}
@_cdecl("cc_circular_slider_set_gradient_start_color")
public func cc_circular_slider_set_gradient_start_color(_ slider: OpaquePointer?, _ color: UnsafePointer<GdkRGBA>?) {
    state(slider)?.setGradientStartColor(rgba(color))
}

@_cdecl("cc_circular_slider_get_gradient_end_color")
public func cc_circular_slider_get_gradient_end_color(_ slider: OpaquePointer?) -> UnsafePointer<GdkRGBA>? {
    state(slider).flatMap { keptGdkRGBA($0.gradientEndColor, of: $0, property: "gradient-end-color") }
}
@_cdecl("cc_circular_slider_set_gradient_end_color")
public func cc_circular_slider_set_gradient_end_color(_ slider: OpaquePointer?, _ color: UnsafePointer<GdkRGBA>?) {
    state(slider)?.setGradientEndColor(rgba(color))
}

@_cdecl("cc_circular_slider_get_line_width")
public func cc_circular_slider_get_line_width(_ slider: OpaquePointer?) -> Double { state(slider)?.lineWidth ?? 0 }
@_cdecl("cc_circular_slider_set_line_width")
public func cc_circular_slider_set_line_width(_ slider: OpaquePointer?, _ width: Double) { state(slider)?.setLineWidth(width) }

@_cdecl("cc_circular_slider_get_show_value")
public func cc_circular_slider_get_show_value(_ slider: OpaquePointer?) -> gboolean { state(slider)?.showValue == true ? 1 : 0 }
@_cdecl("cc_circular_slider_set_show_value")
public func cc_circular_slider_set_show_value(_ slider: OpaquePointer?, _ show: gboolean) { state(slider)?.setShowValue(show != 0) }

@_cdecl("cc_circular_slider_get_editable")
public func cc_circular_slider_get_editable(_ slider: OpaquePointer?) -> gboolean { state(slider)?.editable == true ? 1 : 0 }
@_cdecl("cc_circular_slider_set_editable")
public func cc_circular_slider_set_editable(_ slider: OpaquePointer?, _ editable: gboolean) { state(slider)?.setEditable(editable != 0) }

@_cdecl("cc_circular_slider_get_adjustment")
public func cc_circular_slider_get_adjustment(_ slider: OpaquePointer?) -> UnsafeMutablePointer<GtkAdjustment>? { state(slider)?.adjustment }
@_cdecl("cc_circular_slider_set_adjustment")
public func cc_circular_slider_set_adjustment(_ slider: OpaquePointer?, _ adjustment: UnsafeMutablePointer<GtkAdjustment>?) {
    state(slider)?.setAdjustment(adjustment)
}

@_cdecl("cc_circular_slider_set_format_value_func")
public func cc_circular_slider_set_format_value_func(_ slider: OpaquePointer?, _ function: CcFormatValueFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    guard let sliderState = state(slider) else { return }
    setFormatValueFunction(sliderState, function, data: data, destroy: destroy)
}
