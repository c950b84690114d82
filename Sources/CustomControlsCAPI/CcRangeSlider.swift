import CCustomControls
import CustomControls
import CustomControlsCGtk

// The C API of CcRangeSlider (customcontrols.h): the constructor, a getter and a setter per
// property, both values at once (animated or not) and the format function. Each calls
// RangeSliderWidget's typed accessors, as the Swift API (RangeSlider) and the GObject
// properties do. The orientation is GtkOrientable's (gtk_orientable_set_orientation).

/// The state of the range slider `slider`, or nil after GLib's critical naming the calling function.
private func state(_ slider: OpaquePointer?, function: String = #function) -> RangeSliderWidget? {
    control(slider, RangeSliderWidget.self, check: "CC_IS_RANGE_SLIDER (self)", function: function)
}

@_cdecl("cc_range_slider_new")
public func cc_range_slider_new() -> UnsafeMutablePointer<GtkWidget>? { newControl(cc_range_slider_get_type()) }

@_cdecl("cc_range_slider_get_minimum_value")
public func cc_range_slider_get_minimum_value(_ slider: OpaquePointer?) -> Double { state(slider)?.model.minimum ?? 0 }
@_cdecl("cc_range_slider_set_minimum_value")
public func cc_range_slider_set_minimum_value(_ slider: OpaquePointer?, _ value: Double) { state(slider)?.setMinimum(value) }

@_cdecl("cc_range_slider_get_maximum_value")
public func cc_range_slider_get_maximum_value(_ slider: OpaquePointer?) -> Double { state(slider)?.model.maximum ?? 0 }
@_cdecl("cc_range_slider_set_maximum_value")
public func cc_range_slider_set_maximum_value(_ slider: OpaquePointer?, _ value: Double) { state(slider)?.setMaximum(value) }

@_cdecl("cc_range_slider_get_lower_value")
public func cc_range_slider_get_lower_value(_ slider: OpaquePointer?) -> Double { state(slider)?.model.lower ?? 0 }
@_cdecl("cc_range_slider_set_lower_value")
public func cc_range_slider_set_lower_value(_ slider: OpaquePointer?, _ value: Double) { state(slider)?.setLower(value) }

@_cdecl("cc_range_slider_get_upper_value")
public func cc_range_slider_get_upper_value(_ slider: OpaquePointer?) -> Double { state(slider)?.model.upper ?? 0 }
@_cdecl("cc_range_slider_set_upper_value")
public func cc_range_slider_set_upper_value(_ slider: OpaquePointer?, _ value: Double) { state(slider)?.setUpper(value) }

@_cdecl("cc_range_slider_set_values")
public func cc_range_slider_set_values(_ slider: OpaquePointer?, _ lower: Double, _ upper: Double) {
    state(slider)?.setValues(lower: lower, upper: upper, animated: false)
}
@_cdecl("cc_range_slider_set_values_animated")
public func cc_range_slider_set_values_animated(_ slider: OpaquePointer?, _ lower: Double, _ upper: Double) {
    state(slider)?.setValues(lower: lower, upper: upper, animated: true)
}

@_cdecl("cc_range_slider_get_default_lower_value")
public func cc_range_slider_get_default_lower_value(_ slider: OpaquePointer?) -> Double { state(slider)?.defaultValues.lower ?? 0 }
@_cdecl("cc_range_slider_set_default_lower_value")
public func cc_range_slider_set_default_lower_value(_ slider: OpaquePointer?, _ value: Double) { state(slider)?.setDefaultLowerValue(value) }

@_cdecl("cc_range_slider_get_default_upper_value")
public func cc_range_slider_get_default_upper_value(_ slider: OpaquePointer?) -> Double { state(slider)?.defaultValues.upper ?? 0 }
@_cdecl("cc_range_slider_set_default_upper_value")
public func cc_range_slider_set_default_upper_value(_ slider: OpaquePointer?, _ value: Double) { state(slider)?.setDefaultUpperValue(value) }

@_cdecl("cc_range_slider_get_minimum_distance")
public func cc_range_slider_get_minimum_distance(_ slider: OpaquePointer?) -> Double { state(slider)?.model.minimumDistance ?? 0 }
@_cdecl("cc_range_slider_set_minimum_distance")
public func cc_range_slider_set_minimum_distance(_ slider: OpaquePointer?, _ distance: Double) { state(slider)?.setMinimumDistance(distance) }

@_cdecl("cc_range_slider_get_push_mode")
public func cc_range_slider_get_push_mode(_ slider: OpaquePointer?) -> gboolean { state(slider)?.model.pushesOtherThumb == true ? 1 : 0 }
@_cdecl("cc_range_slider_set_push_mode")
public func cc_range_slider_set_push_mode(_ slider: OpaquePointer?, _ push: gboolean) { state(slider)?.setPushMode(push != 0) }

@_cdecl("cc_range_slider_get_inverted")
public func cc_range_slider_get_inverted(_ slider: OpaquePointer?) -> gboolean { state(slider)?.inverted == true ? 1 : 0 }
@_cdecl("cc_range_slider_set_inverted")
public func cc_range_slider_set_inverted(_ slider: OpaquePointer?, _ inverted: gboolean) { state(slider)?.setInverted(inverted != 0) }

@_cdecl("cc_range_slider_get_show_labels")
public func cc_range_slider_get_show_labels(_ slider: OpaquePointer?) -> gboolean { state(slider)?.showLabels == true ? 1 : 0 }
@_cdecl("cc_range_slider_set_show_labels")
public func cc_range_slider_set_show_labels(_ slider: OpaquePointer?, _ show: gboolean) { state(slider)?.setShowLabels(show != 0) }

@_cdecl("cc_range_slider_get_continuous")
public func cc_range_slider_get_continuous(_ slider: OpaquePointer?) -> gboolean { state(slider)?.continuous == true ? 1 : 0 }
@_cdecl("cc_range_slider_set_continuous")
public func cc_range_slider_set_continuous(_ slider: OpaquePointer?, _ continuous: gboolean) { state(slider)?.setContinuous(continuous != 0) }

@_cdecl("cc_range_slider_get_step")
public func cc_range_slider_get_step(_ slider: OpaquePointer?) -> Double { state(slider)?.increments.step ?? 0 }
@_cdecl("cc_range_slider_set_step")
public func cc_range_slider_set_step(_ slider: OpaquePointer?, _ step: Double) { state(slider)?.setIncrement(\.step, step, property: .step) }

@_cdecl("cc_range_slider_get_page")
public func cc_range_slider_get_page(_ slider: OpaquePointer?) -> Double { state(slider)?.increments.page ?? 0 }
@_cdecl("cc_range_slider_set_page")
public func cc_range_slider_set_page(_ slider: OpaquePointer?, _ page: Double) { state(slider)?.setIncrement(\.page, page, property: .page) }

@_cdecl("cc_range_slider_get_digits")
public func cc_range_slider_get_digits(_ slider: OpaquePointer?) -> Int32 { state(slider)?.digits ?? 0 }
@_cdecl("cc_range_slider_set_digits")
public func cc_range_slider_set_digits(_ slider: OpaquePointer?, _ digits: Int32) { state(slider)?.setDigits(digits) }

@_cdecl("cc_range_slider_get_tint_color")
public func cc_range_slider_get_tint_color(_ slider: OpaquePointer?) -> UnsafePointer<GdkRGBA>? { state(slider).flatMap { keptGdkRGBA($0.tintColor, of: $0, property: "tint-color") } }
@_cdecl("cc_range_slider_set_tint_color")
public func cc_range_slider_set_tint_color(_ slider: OpaquePointer?, _ color: UnsafePointer<GdkRGBA>?) { state(slider)?.setTintColor(rgba(color)) }

@_cdecl("cc_range_slider_get_track_color")
public func cc_range_slider_get_track_color(_ slider: OpaquePointer?) -> UnsafePointer<GdkRGBA>? { state(slider).flatMap { keptGdkRGBA($0.trackColor, of: $0, property: "track-color") } }
@_cdecl("cc_range_slider_set_track_color")
public func cc_range_slider_set_track_color(_ slider: OpaquePointer?, _ color: UnsafePointer<GdkRGBA>?) { state(slider)?.setTrackColor(rgba(color)) }

@_cdecl("cc_range_slider_get_track_highlight_color")
public func cc_range_slider_get_track_highlight_color(_ slider: OpaquePointer?) -> UnsafePointer<GdkRGBA>? {
    state(slider).flatMap { keptGdkRGBA($0.trackHighlightColor, of: $0, property: "track-highlight-color") }
}
@_cdecl("cc_range_slider_set_track_highlight_color")
public func cc_range_slider_set_track_highlight_color(_ slider: OpaquePointer?, _ color: UnsafePointer<GdkRGBA>?) {
    state(slider)?.setTrackHighlightColor(rgba(color))
}

@_cdecl("cc_range_slider_get_thumb_color")
public func cc_range_slider_get_thumb_color(_ slider: OpaquePointer?) -> UnsafePointer<GdkRGBA>? { state(slider).flatMap { keptGdkRGBA($0.thumbColor, of: $0, property: "thumb-color") } }
@_cdecl("cc_range_slider_set_thumb_color")
public func cc_range_slider_set_thumb_color(_ slider: OpaquePointer?, _ color: UnsafePointer<GdkRGBA>?) { state(slider)?.setThumbColor(rgba(color)) }

@_cdecl("cc_range_slider_get_curvaceousness")
public func cc_range_slider_get_curvaceousness(_ slider: OpaquePointer?) -> Double { state(slider)?.curvaceousness ?? 0 }
@_cdecl("cc_range_slider_set_curvaceousness")
public func cc_range_slider_set_curvaceousness(_ slider: OpaquePointer?, _ value: Double) { state(slider)?.setCurvaceousness(value) }

@_cdecl("cc_range_slider_set_format_value_func")
public func cc_range_slider_set_format_value_func(_ slider: OpaquePointer?, _ function: CcFormatValueFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    guard let sliderState = state(slider) else { return }
    setFormatValueFunction(sliderState, function, data: data, destroy: destroy)
}
