import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// The circular range slider through its real gesture, key and adjustment paths: both handles
/// and the arc across the ring's end both ways, with signal and notify counts.
@MainActor
@Suite(.serialized, .gtk)
struct CircularRangeSliderWidgetTests {
    /// A 200x200 ring (line width 20: radius 70 about (100, 100)): the point at `value` degrees.
    func at(_ value: Double) -> (Double, Double) {
        let angle = -value * .pi / 180
        return (100 + 70 * cos(angle), 100 + 70 * sin(angle))
    }

    func dragged(_ slider: CircularRangeSlider, along path: [Double]) throws -> (changes: Int, begins: Int, ends: Int) {
        let changes = SignalCounter(slider.widget)
        let begins = SignalCounter(slider.widget, signal: "drag-begin")
        let ends = SignalCounter(slider.widget, signal: "drag-end")
        let parts = try state(of: slider.widget, as: CircularRangeSliderState.self)
        parts.doublePress = DoublePressDetector()  // each drag its own click, not a double click
        var drag = try GestureDriver(parts)
        let first = at(path[0])
        drag.press(first.0, first.1)
        for value in path.dropFirst() {
            let point = at(value)
            drag.move(point.0, point.1)
        }
        let last = at(path.last!)
        drag.release(last.0, last.1)
        return (changes.count, begins.count, ends.count)
    }

    @Test func propertiesHaveTheirDefaultsAndValueScaleIsNotOffered() {
        let slider = CircularRangeSlider()
        let w = slider.widget
        #expect(cc_object_get_double(w, "minimum-value") == 0)
        #expect(cc_object_get_double(w, "maximum-value") == 360)
        #expect(cc_object_get_double(w, "lower-value") == 0)
        #expect(cc_object_get_double(w, "upper-value") == 90)
        #expect(cc_object_get_double(w, "step") == 1)
        let objectClass = g_type_class_peek(cc_circular_range_slider_get_type())
        #expect(g_object_class_find_property(cast(objectClass), "value-scale") == nil)
        #expect(g_object_class_find_property(cast(objectClass), "skew-mid-value") == nil)
        #expect(g_object_class_find_property(cast(objectClass), "wraps") != nil)
    }

    @Test func eachHandleAndTheArcCrossTheEndBothWaysThroughTheGesture() throws {
        let slider = CircularRangeSlider()
        slider.wraps = true
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        // The upper handle forwards across the end, then back.
        slider.setValues(lower: 300, upper: 340)
        var counts = try dragged(slider, along: [340, 350, 0, 10, 20])
        #expect(slider.lowerValue == 300 && slider.upperValue == 20 && slider.length == 80)
        #expect(counts.changes == 4 && counts.begins == 1 && counts.ends == 1)
        counts = try dragged(slider, along: [20, 10, 0, 350, 340])
        #expect(slider.upperValue == 340 && counts.changes == 4)
        // The lower handle backwards across the end, then forwards.
        slider.setValues(lower: 20, upper: 60)
        _ = try dragged(slider, along: [20, 10, 0, 350, 340])
        #expect(slider.lowerValue == 340 && slider.upperValue == 60)
        _ = try dragged(slider, along: [340, 350, 0, 10, 20])
        #expect(slider.lowerValue == 20 && slider.upperValue == 60)
        // The arc turns both, forwards and backwards across the end.
        slider.setValues(lower: 330, upper: 30)
        _ = try dragged(slider, along: [0, 20, 40])
        #expect(slider.lowerValue == 10 && slider.upperValue == 70)
        _ = try dragged(slider, along: [40, 0, 320, 300])
        #expect(slider.lowerValue == 270 && slider.upperValue == 330)
    }

    @Test func oneDragNotifiesEachValueOncePerChangeAndNotContinuousEmitsOnceAtTheEnd() throws {
        let slider = CircularRangeSlider()
        slider.wraps = true
        slider.continuous = false
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        slider.setValues(lower: 330, upper: 30)
        let lower = SignalCounter(slider.widget, notify: "lower-value")
        let upper = SignalCounter(slider.widget, notify: "upper-value")
        let counts = try dragged(slider, along: [0, 20, 40])
        #expect(counts.changes == 1)
        #expect(lower.count == 2 && upper.count == 2)
    }

    @Test func keysMoveTheFocusedHandleAcrossTheEndAndTabGoesBetweenThem() throws {
        let slider = CircularRangeSlider()
        slider.wraps = true
        slider.step = 10
        slider.setValues(lower: 10, upper: 100)
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        let parts = try state(of: slider.widget, as: CircularRangeSliderState.self)
        let keys = try InputDriver(slider.widget)
        parts.focus(.lower)
        #expect(gtk_widget_has_focus(parts.lowerHandle) != 0)
        keys.press(GDK_KEY_Left)
        keys.press(GDK_KEY_Left)
        #expect(slider.lowerValue == 350 && slider.upperValue == 100)
        #expect(gtk_widget_child_focus(host.window, GTK_DIR_TAB_FORWARD) != 0)
        #expect(gtk_widget_has_focus(parts.upperHandle) != 0)
        slider.setValues(lower: 300, upper: 350)
        let changes = SignalCounter(slider.widget)
        keys.press(GDK_KEY_Right)
        keys.press(GDK_KEY_Right)
        #expect(slider.upperValue == 10 && slider.lowerValue == 300)
        keys.press(GDK_KEY_Left)
        keys.press(GDK_KEY_Left)
        #expect(slider.upperValue == 350)
        #expect(changes.count == 4)
        #expect(gtk_widget_child_focus(slider.widget, GTK_DIR_TAB_FORWARD) == 0)  // after the upper handle: out
    }

    @Test func theWheelMovesTheFocusedHandleBothWaysAcrossTheEnd() throws {
        let slider = CircularRangeSlider()
        slider.wraps = true
        slider.setValues(lower: 5, upper: 90)
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        let parts = try state(of: slider.widget, as: CircularRangeSliderState.self)
        parts.focus(.lower)
        parts.engage()
        let input = try InputDriver(slider.widget)
        let changes = SignalCounter(slider.widget)
        #expect(input.wheel(3))  // down
        #expect(slider.lowerValue == 2)
        input.wheel(4)  // stops at the end first, as the circular slider's keys
        #expect(slider.lowerValue == 0)
        input.wheel(1)  // then comes round past it
        #expect(slider.lowerValue == 359 && slider.upperValue == 90)
        input.wheel(-1)
        #expect(slider.lowerValue == 360)
        input.wheel(-2)  // up past the end: round from the start
        #expect(slider.lowerValue == 2)
        parts.focus(.upper)
        input.wheel(-2)
        #expect(slider.upperValue == 92 && slider.lowerValue == 2)
        #expect(changes.count == 6)
    }

    @Test func badInputWarnsOnceOrClampsAndNeverCrashes() {
        let slider = CircularRangeSlider()
        slider.setValues(lower: 10, upper: 20)
        let changes = SignalCounter(slider.widget)
        for bad in [Double.nan, .infinity, -.infinity] {
            let warnings = WarningCapture.warnings { slider.lowerValue = bad }
            #expect(warnings.count == 1 && warnings[0].contains("CcCircularRangeSlider") && warnings[0].contains("lower-value"))
            let upperWarnings = WarningCapture.warnings { slider.setValues(lower: 1, upper: bad) }
            #expect(upperWarnings.count == 1 && upperWarnings[0].contains("upper-value"))
        }
        #expect(slider.lowerValue == 10 && slider.upperValue == 20 && changes.count == 0)
        slider.upperValue = 5000
        #expect(slider.upperValue == 360)
        slider.minimumDistance = 1e9
        #expect(slider.minimumDistance == 1e9 && slider.length == 359)
        slider.setValues(lower: 45, upper: 45)
        #expect(slider.length == 359)
        slider.minimumDistance = 0
        slider.setValues(lower: 45, upper: 45)
        #expect(slider.length == 0)
    }

    @Test func eachHandleIsAnAccessibleSliderAndAScreenReaderMovesIt() throws {
        let slider = CircularRangeSlider()
        slider.setValues(lower: 30, upper: 60)
        let parts = try state(of: slider.widget, as: CircularRangeSliderState.self)
        for (handle, label, value) in [(parts.lowerHandle, "Lower value", 30.0), (parts.upperHandle, "Upper value", 60.0)] {
            #expect(gtk_test_accessible_has_role(handle.accessible, GTK_ACCESSIBLE_ROLE_SLIDER) != 0)
            #expect(gtk_widget_get_focusable(handle) != 0)
            #expect(cc_test_accessible_check_string(handle.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label) == nil)
            #expect(cc_test_accessible_check_double(handle.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, value) == nil)
            #expect(cc_test_accessible_check_double(handle.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 360) == nil)
        }
        #expect(gtk_test_accessible_has_role(slider.widget.accessible, GTK_ACCESSIBLE_ROLE_GROUP) != 0)
        let changes = SignalCounter(slider.widget)
        #expect(cc_test_accessible_set_current_value(parts.upperHandle, 100) != 0)  // as AT-SPI's Value does
        #expect(slider.upperValue == 100 && changes.count == 1)
        #expect(cc_test_accessible_set_current_value(parts.lowerHandle, 200) != 0)
        // The lower handle moves the shorter way round, to 200, and stops at the upper one.
        #expect(slider.lowerValue == 100 && slider.upperValue == 100)
    }

    @Test func anAnimationAcrossTheEndGoesTheShorterWayRound() throws {
        let slider = CircularRangeSlider()
        slider.setValues(lower: 330, upper: 30)
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        let parts = try state(of: slider.widget, as: CircularRangeSliderState.self)
        let changes = SignalCounter(slider.widget)
        slider.setValues(lower: 10, upper: 70, animated: true)
        #expect(slider.lowerValue == 10 && slider.upperValue == 70 && changes.count == 1)
        var seen: [Double] = []
        #expect(GTK.iterate(until: {
            seen.append(parts.shownOnRing.lower)
            return !parts.isAnimating
        }, timeout: 10))
        // Every frame's lower value lies on the short way, 330 round through 0 to 10.
        #expect(seen.allSatisfy { $0 >= 330 || $0 <= 10 }, "\(seen)")
        #expect(parts.shownOnRing == ValuePair(lower: 10, upper: 70))
    }
}
