import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// What a screen reader is told of the value's range follows the bounds an app sets, by the
/// properties or by the adjustment: VALUE_MIN, VALUE_MAX and VALUE_NOW of the knob, the
/// circular slider and each of the range slider's thumbs (each thumb a slider over the whole
/// range, not stopped at the other thumb: it can be moved up to it, and reads where it is).
@MainActor
@Suite(.serialized, .gtk)
struct AccessibleRangeTests {
    /// Whether `accessible` reports `minimum`, `maximum` and `now`; the failures, else nil.
    private func report(_ accessible: OpaquePointer, _ minimum: Double, _ maximum: Double, _ now: Double) -> String? {
        let failures = [
            cc_test_accessible_check_double(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, minimum),
            cc_test_accessible_check_double(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, maximum),
            cc_test_accessible_check_double(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now),
        ].compactMap { $0.map { String(cString: $0) } }
        return failures.isEmpty ? nil : failures.joined(separator: "; ")
    }

    enum Arc: String, CaseIterable, CustomTestStringConvertible {
        case knob, circularSlider
        var testDescription: String { rawValue }
    }

    /// New bounds by the properties, one then the other (the value inside them, so only the
    /// bounds change), then back: each step is read.
    @Test(arguments: Arc.allCases)
    func theArcsAccessibleRangeFollowsItsBoundProperties(arc: Arc) throws {
        let control: ArcControl = arc == .knob ? Knob() : CircularSlider()
        let (minimum, maximum): (Double, Double) = arc == .knob ? (0, 1) : (0, 360)
        control.value = arc == .knob ? 0.5 : 90
        let now = control.value
        let accessible = control.widget.accessible
        #expect(report(accessible, minimum, maximum, now) == nil)
        control.minimumValue = -100
        #expect(report(accessible, -100, maximum, now) == nil)
        control.maximumValue = 500
        #expect(report(accessible, -100, 500, now) == nil)
        control.minimumValue = minimum
        control.maximumValue = maximum
        #expect(report(accessible, minimum, maximum, now) == nil)
        control.maximumValue = now / 2  // below the value: the value follows, and says so
        #expect(report(accessible, minimum, now / 2, now / 2) == nil)
    }

    /// New bounds through the adjustment: reconfigured in place, and a new one set.
    @Test(arguments: Arc.allCases)
    func theArcsAccessibleRangeFollowsItsAdjustment(arc: Arc) throws {
        let control: ArcControl = arc == .knob ? Knob() : CircularSlider()
        let accessible = control.widget.accessible
        let adjustment = try state(of: control.widget, as: ControlState.self)
        let arcState = try #require(adjustment as? ArcValueState)
        gtk_adjustment_configure(arcState.adjustment, 20, -40, 60, 1, 10, 0)
        #expect(report(accessible, -40, 60, 20) == nil)
        let other = gtk_adjustment_new(3, 2, 8, 1, 1, 0)!
        g_object_ref_sink(UnsafeMutableRawPointer(other))
        defer { g_object_unref(UnsafeMutableRawPointer(other)) }
        arcState.setAdjustment(other)
        #expect(report(accessible, 2, 8, 3) == nil)
        gtk_adjustment_set_upper(other, 5)
        #expect(report(accessible, 2, 5, 3) == nil)
    }

    /// Both thumbs read the whole new range whenever the range slider's bounds change, from
    /// either end, and their own values.
    @Test func bothRangeThumbsFollowTheBounds() throws {
        let slider = RangeSlider()
        let parts = try state(of: slider.widget, as: RangeSliderState.self)
        let lower = parts.lowerThumb.accessible, upper = parts.upperThumb.accessible
        #expect(report(lower, 0, 1, 0.2) == nil && report(upper, 0, 1, 0.8) == nil)
        slider.minimumValue = -1
        #expect(report(lower, -1, 1, 0.2) == nil && report(upper, -1, 1, 0.8) == nil)
        slider.maximumValue = 4
        #expect(report(lower, -1, 4, 0.2) == nil && report(upper, -1, 4, 0.8) == nil)
        slider.minimumValue = 0.5  // above the lower value: it follows
        #expect(report(lower, 0.5, 4, 0.5) == nil && report(upper, 0.5, 4, 0.8) == nil)
        slider.maximumValue = 0.6  // below the upper value: it follows
        #expect(report(lower, 0.5, 0.6, 0.5) == nil && report(upper, 0.5, 0.6, 0.6) == nil)
    }

    /// The thumbs' and handles' GtkRanges (GTK 4.8) are value holders only: a value set on the
    /// control reaches their accessible values through the control, and their own GtkRange
    /// handlers (which would emit each thumb's `value-changed` and lay out its hidden trough)
    /// are released from the adjustment GtkRange makes at construction. From GTK 4.10 the
    /// thumbs are no GtkRanges (``theThumbsAreGtkRangesOnlyOnGTK48``) and have no such signal.
    @Test func theThumbsGtkRangesOnlyHoldTheValue() throws {
        let slider = RangeSlider()
        let parts = try state(of: slider.widget, as: RangeSliderState.self)
        let ring = CircularRangeSlider()
        let handles = try state(of: ring.widget, as: CircularRangeSliderState.self)
        let thumbs = [parts.lowerThumb, parts.upperThumb, handles.lowerHandle, handles.upperHandle]
        let counters = thumbs.filter { cc_test_is_range($0) != 0 }.map { SignalCounter($0) }
        slider.lowerValue = 0.3
        slider.upperValue = 0.7
        ring.lowerValue = ring.lowerValue + 10
        ring.upperValue = ring.upperValue - 10
        #expect(counters.map(\.count) == Array(repeating: 0, count: counters.count))
        #expect(report(parts.lowerThumb.accessible, 0, 1, 0.3) == nil && report(parts.upperThumb.accessible, 0, 1, 0.7) == nil)
        #expect(cc_test_accessible_check_double(handles.lowerHandle.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, ring.lowerValue) == nil)
        #expect(cc_test_accessible_check_double(handles.upperHandle.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, ring.upperValue) == nil)
    }

    /// Built against GTK 4.8 a thumb must be a GtkRange (the only kind of widget 4.8 gives the
    /// AT-SPI Value interface); from 4.10 it is a plain widget implementing GtkAccessibleRange,
    /// without GtkRange's hidden gizmos. Either way the same node (`slider.horizontal`), role,
    /// focusability and orientation, and no children.
    @Test func theThumbsAreGtkRangesOnlyOnGTK48() throws {
        let slider = RangeSlider()
        let parts = try state(of: slider.widget, as: RangeSliderState.self)
        let ring = CircularRangeSlider()
        let handles = try state(of: ring.widget, as: CircularRangeSliderState.self)
        let modern = cc_test_built_with_accessible_range() != 0
        for thumb in [parts.lowerThumb, parts.upperThumb, handles.lowerHandle, handles.upperHandle] {
            #expect((cc_test_is_range(thumb) != 0) == !modern)
            #expect((cc_test_is_accessible_range(thumb) != 0) == modern)
            #expect(String(cString: gtk_widget_get_css_name(thumb)) == "slider")
            #expect(gtk_widget_has_css_class(thumb, "horizontal") != 0 && gtk_widget_has_css_class(thumb, "vertical") == 0)
            #expect(gtk_test_accessible_has_role(thumb.accessible, GTK_ACCESSIBLE_ROLE_SLIDER) != 0)
            #expect(gtk_widget_get_focusable(thumb) != 0)
            if modern { #expect(gtk_widget_get_first_child(thumb) == nil) }
        }
    }

    /// A thumb's adjustment goes with its control, on both GTKs (on 4.10+ the thumb holds it
    /// itself), and so do the thumbs.
    @Test func theThumbsAndTheirAdjustmentsAreFinalizedWithTheControl() throws {
        var watches: [FinalizeWatch] = []
        do {
            let slider = RangeSlider()
            let parts = try state(of: slider.widget, as: RangeSliderState.self)
            let ring = CircularRangeSlider()
            let handles = try state(of: ring.widget, as: CircularRangeSliderState.self)
            for handle in [RangeSliderDrag.Thumb.lower, .upper] {
                watches += [parts.adjustment(of: handle), handles.adjustment(of: handle)].map { FinalizeWatch(UnsafeMutableRawPointer($0)) }
                watches += [parts.thumbWidget(handle), handles.handleWidget(handle)].map { FinalizeWatch(UnsafeMutableRawPointer($0)) }
            }
        }
        #expect(watches.count == 8 && watches.allSatisfy(\.isFinalized))
    }

    /// A value set through a thumb's Value interface (as AT-SPI sets it) reaches the model once,
    /// on both controls and both GTKs: one `value-changed`, one notify of that handle's value,
    /// one `value-changed` of its adjustment, and the accessible value shows it; setting the
    /// same value again changes nothing.
    @Test func aValueSetThroughTheAccessibleRangeReachesTheModelOnce() throws {
        let slider = RangeSlider()
        let parts = try state(of: slider.widget, as: RangeSliderState.self)
        let ring = CircularRangeSlider()
        ring.setValues(lower: 30, upper: 90)
        let handles = try state(of: ring.widget, as: CircularRangeSliderState.self)
        let cases: [(UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkAdjustment>, String, Double, () -> Double)] = [
            (slider.widget, parts.upperThumb, parts.adjustment(of: .upper), "upper-value", 0.6, { slider.upperValue }),
            (slider.widget, parts.lowerThumb, parts.adjustment(of: .lower), "lower-value", 0.4, { slider.lowerValue }),
            (ring.widget, handles.lowerHandle, handles.adjustment(of: .lower), "lower-value", 45, { ring.lowerValue }),
            (ring.widget, handles.upperHandle, handles.adjustment(of: .upper), "upper-value", 75, { ring.upperValue }),
        ]
        for (control, thumb, adjustment, property, target, value) in cases {
            let changes = SignalCounter(control)
            let notifies = SignalCounter(control, notify: property)
            let adjustmentChanges = SignalCounter(UnsafeMutableRawPointer(adjustment).assumingMemoryBound(to: GtkWidget.self))  // any GObject's signal
            #expect(cc_test_accessible_set_current_value(thumb, target) != 0)
            #expect(value() == target)
            #expect(changes.count == 1 && notifies.count == 1 && adjustmentChanges.count == 1, "\(property) of \(thumb)")
            #expect(cc_test_accessible_check_double(thumb.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, target) == nil)
            #expect(cc_test_accessible_set_current_value(thumb, target) != 0)
            #expect(changes.count == 1 && notifies.count == 1 && adjustmentChanges.count == 1)
        }
    }
}
