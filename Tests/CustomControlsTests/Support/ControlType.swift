import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// The controls, made as C users make them.
enum ControlType: String, CaseIterable, CustomTestStringConvertible {
    case rangeSlider = "CcRangeSlider", knob = "CcKnob", circularSlider = "CcCircularSlider"
    case circularRangeSlider = "CcCircularRangeSlider", xyPad = "CcXYPad"

    var testDescription: String { rawValue }

    var gtype: GType {
        switch self {
        case .rangeSlider: cc_range_slider_get_type()
        case .knob: cc_knob_get_type()
        case .circularSlider: cc_circular_slider_get_type()
        case .circularRangeSlider: cc_circular_range_slider_get_type()
        case .xyPad: cc_xy_pad_get_type()
        }
    }

    /// A press point that starts a drag, and a point to move to, at 200x200 (range: 300x30).
    var size: (Int32, Int32) { self == .rangeSlider ? (300, 30) : (200, 200) }
    var press: (Double, Double) {
        switch self {
        case .rangeSlider: (69, 15)
        case .xyPad: (100, 100)  // on the handle, in the middle
        default: (100, 10)
        }
    }
    var move: (Double, Double) { self == .rangeSlider ? (120, 15) : (190, 100) }
    var valueProperty: String {
        switch self {
        case .rangeSlider, .circularRangeSlider: "lower-value"
        case .xyPad: "x-value"
        default: "value"
        }
    }
    /// The properties of the bounds `valueProperty` lies within.
    var boundProperties: (minimum: String, maximum: String) {
        self == .xyPad ? ("x-minimum", "x-maximum") : ("minimum-value", "maximum-value")
    }
    /// Whether the class has `value-scale` (the circular range slider and the pad are linear only).
    var hasValueScale: Bool { self != .circularRangeSlider && self != .xyPad }

    @MainActor
    func make() -> UnsafeMutablePointer<GtkWidget> {
        let widget: UnsafeMutablePointer<GtkWidget> = cast(cc_object_new(gtype))!
        g_object_ref_sink(widget)
        return widget
    }
}
