import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// Set A, set B, set A again: going back must reach everything going there did (the property,
/// one notify and one signal each time, the GtkRange's adjustment, what a screen reader reads,
/// the entry's text), and so must the wheel's two directions.
@MainActor
@Suite(.serialized, .gtk)
struct ValueSequenceTests {
    enum Arc: String, CaseIterable, CustomTestStringConvertible {
        case knob, circularSlider
        var testDescription: String { rawValue }
    }

    @Test(arguments: Arc.allCases)
    func anArcValueSetThereAndBackReachesEverythingEachTime(arc: Arc) throws {
        let control: ArcControl = arc == .knob ? Knob() : CircularSlider()
        if let slider = control as? CircularSlider { slider.editable = true }
        let (a, b): (Double, Double) = arc == .knob ? (0.25, 0.75) : (45, 300)
        let arcState = try #require(try state(of: control.widget) as? ArcValueState)
        let changes = SignalCounter(control.widget)
        let notifies = SignalCounter(control.widget, notify: "value")
        for (step, value) in [a, b, a].enumerated() {
            cc_object_set_double(control.widget, "value", value)
            #expect(control.value == value && cc_object_get_double(control.widget, "value") == value)
            #expect(changes.count == step + 1 && notifies.count == step + 1)
            #expect(gtk_adjustment_get_value(arcState.adjustment) == value, "step \(step): the adjustment did not follow")
            #expect(cc_test_accessible_check_double(control.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, value) == nil)
            let text = try state(of: control.widget).text(for: value)
            #expect(cc_test_accessible_check_string(control.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text) == nil)
            if arc == .circularSlider {
                let entry = try #require(try state(of: control.widget, as: CircularSliderState.self).entry)
                #expect(String(cString: gtk_editable_get_text(OpaquePointer(entry))) == text)
            }
        }
    }

    @Test func rangeValuesSetThereAndBackReachEverythingEachTime() throws {
        let slider = RangeSlider()
        let parts = try state(of: slider.widget, as: RangeSliderState.self)
        let changes = SignalCounter(slider.widget)
        let lowerNotifies = SignalCounter(slider.widget, notify: "lower-value")
        let upperNotifies = SignalCounter(slider.widget, notify: "upper-value")
        let a = ValuePair(lower: 0.1, upper: 0.4), b = ValuePair(lower: 0.6, upper: 0.9)
        for (step, pair) in [a, b, a].enumerated() {
            slider.setValues(lower: pair.lower, upper: pair.upper)
            #expect(slider.lowerValue == pair.lower && slider.upperValue == pair.upper)
            #expect(changes.count == step + 1 && lowerNotifies.count == step + 1 && upperNotifies.count == step + 1)
            for (handle, value) in [(RangeSliderDrag.Thumb.lower, pair.lower), (.upper, pair.upper)] {
                #expect(gtk_adjustment_get_value(parts.adjustment(of: handle)) == value, "step \(step): a thumb's adjustment did not follow")
                #expect(cc_test_accessible_check_double(parts.thumbWidget(handle).accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, value) == nil)
            }
        }
    }

    /// The circular slider's wheel, both ways, and across its seam both ways (a full circle
    /// wraps): up raises the value, down lowers it.
    @Test func theCircularSlidersWheelTurnsBothWaysAndWrapsBothWays() throws {
        let slider = CircularSlider()
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        gtk_widget_grab_focus(slider.widget)
        try state(of: slider.widget).engage()
        let input = try InputDriver(slider.widget)
        let changes = SignalCounter(slider.widget)
        slider.value = 10
        #expect(input.wheel(-1))
        #expect(slider.value == 11)
        #expect(input.wheel(2))
        #expect(slider.value == 9)
        slider.value = 0
        input.wheel(1)  // down from the minimum: round to the other end
        #expect(slider.value == 359)
        input.wheel(-1)
        input.wheel(-1)  // up from 359: 360, then round past the seam
        #expect(slider.value == 1)
        #expect(changes.count == 7)
    }
}
