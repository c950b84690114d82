import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// The range slider's two thumbs, each tested as the other is: stopping at the other thumb,
/// pushing it, dragged in both orientations inverted and not, the wheel and keys both ways,
/// and a screen reader setting either.
///
/// A 300x30 slider (30x300 vertical): thumbs 30 long, 270 px of travel, so a thumb at fraction
/// f is centred 15 + 270 f from the minimum's end; 27 px is a tenth of the range.
@MainActor
@Suite(.serialized, .gtk)
struct RangeSliderThumbSymmetryTests {
    enum Thumb: String, CaseIterable, CustomTestStringConvertible {
        case lower, upper
        var testDescription: String { rawValue }
        var part: RangeSliderDrag.Thumb { self == .lower ? .lower : .upper }
    }

    /// Where along the track (x, or y when vertical) fraction `f` is centred.
    private func position(_ f: Double, vertical: Bool, inverted: Bool) -> Double {
        // Horizontal: the minimum on the left unless inverted; vertical: at the bottom unless inverted.
        let fromMinimum = 15 + 270 * f
        return vertical == inverted ? fromMinimum : 300 - fromMinimum
    }

    private func point(_ along: Double, vertical: Bool) -> (Double, Double) {
        vertical ? (15, along) : (along, 15)
    }

    @Test(arguments: Thumb.allCases)
    func aDraggedThumbStopsAtTheOther(thumb: Thumb) throws {
        let slider = RangeSlider()
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let changes = SignalCounter(slider.widget)
        let lower = SignalCounter(slider.widget, notify: "lower-value")
        let upper = SignalCounter(slider.widget, notify: "upper-value")
        var drag = try GestureDriver(try state(of: slider.widget))
        let start = thumb == .lower ? 69.0 : 231.0
        drag.press(start, 15)
        drag.move(thumb == .lower ? 900 : -600, 15)  // far past the other thumb
        drag.release(thumb == .lower ? 900 : -600, 15)
        #expect(slider.lowerValue == (thumb == .lower ? 0.8 : 0.2) && slider.upperValue == (thumb == .lower ? 0.8 : 0.2))
        #expect(changes.count == 1)
        #expect(lower.count == (thumb == .lower ? 1 : 0) && upper.count == (thumb == .upper ? 1 : 0), "the thumb that stays still notified")
    }

    /// Push mode with a minimum distance of 0.1: the dragged thumb pushes the other ahead of it
    /// by the distance, and stops where the other reaches its end.
    @Test(arguments: Thumb.allCases)
    func inPushModeADraggedThumbPushesTheOtherAndStopsWhereItMustStop(thumb: Thumb) throws {
        let slider = RangeSlider()
        slider.pushMode = true
        slider.minimumDistance = 0.1
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let changes = SignalCounter(slider.widget)
        let pushed = SignalCounter(slider.widget, notify: thumb == .lower ? "upper-value" : "lower-value")
        var drag = try GestureDriver(try state(of: slider.widget))
        drag.press(thumb == .lower ? 69 : 231, 15)
        drag.move(position(thumb == .lower ? 0.85 : 0.15, vertical: false, inverted: false), 15)
        if thumb == .lower {
            #expect(abs(slider.lowerValue - 0.85) < 1e-9 && abs(slider.upperValue - 0.95) < 1e-9)
        } else {
            #expect(abs(slider.upperValue - 0.15) < 1e-9 && abs(slider.lowerValue - 0.05) < 1e-9)
        }
        drag.move(thumb == .lower ? 900 : -600, 15)  // the pushed thumb reaches its end: both stop
        drag.release(thumb == .lower ? 900 : -600, 15)
        if thumb == .lower {
            #expect(abs(slider.lowerValue - 0.9) < 1e-9 && slider.upperValue == 1)
        } else {
            #expect(abs(slider.upperValue - 0.1) < 1e-9 && slider.lowerValue == 0)
        }
        #expect(changes.count == 2 && pushed.count == 2)
    }

    /// Each thumb, in both orientations, inverted and not: dragged a tenth of the travel
    /// towards the maximum, its value rises by a tenth, and the other stays.
    @Test(arguments: Thumb.allCases, [(false, false), (false, true), (true, false), (true, true)])
    func eachThumbFollowsThePointerInEveryOrientation(thumb: Thumb, layout: (vertical: Bool, inverted: Bool)) throws {
        let slider = RangeSlider()
        slider.orientation = layout.vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
        slider.inverted = layout.inverted
        slider.setValues(lower: 0.2, upper: 0.6)
        let host = try HostWindow(slider.widget, width: layout.vertical ? 30 : 300, height: layout.vertical ? 300 : 30)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: slider.widget))
        let value = thumb == .lower ? 0.2 : 0.6
        let from = position(value, vertical: layout.vertical, inverted: layout.inverted)
        let to = position(value + 0.1, vertical: layout.vertical, inverted: layout.inverted)
        let (px, py) = point(from, vertical: layout.vertical), (mx, my) = point(to, vertical: layout.vertical)
        drag.press(px, py)
        drag.move(mx, my)
        drag.release(mx, my)
        let moved = thumb == .lower ? slider.lowerValue : slider.upperValue
        let other = thumb == .lower ? slider.upperValue : slider.lowerValue
        #expect(abs(moved - (value + 0.1)) < 1e-9 && other == (thumb == .lower ? 0.6 : 0.2))
        #expect(gtk_widget_is_focus(try state(of: slider.widget, as: RangeSliderState.self).thumbWidget(thumb.part)) != 0)  // the window's focus, active or not
    }

    /// The wheel moves the focused thumb, up raising it and down lowering it.
    @Test(arguments: Thumb.allCases)
    func theWheelMovesTheFocusedThumbBothWays(thumb: Thumb) throws {
        let slider = RangeSlider()
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let parts = try state(of: slider.widget, as: RangeSliderState.self)
        parts.focus(thumb.part)
        parts.engage()
        let input = try InputDriver(slider.widget)
        let changes = SignalCounter(slider.widget)
        let start = thumb == .lower ? 0.2 : 0.8
        func moved() -> Double { thumb == .lower ? slider.lowerValue : slider.upperValue }
        #expect(input.wheel(-1))
        #expect(abs(moved() - (start + 0.01)) < 1e-9)
        #expect(input.wheel(2))
        #expect(abs(moved() - (start - 0.01)) < 1e-9)
        #expect((thumb == .lower ? slider.upperValue : slider.lowerValue) == (thumb == .lower ? 0.8 : 0.2))
        #expect(changes.count == 2)
    }

    /// With a minimum distance, keys move either thumb up to the distance from the other.
    @Test(arguments: Thumb.allCases)
    func keysStopEachThumbAtTheMinimumDistance(thumb: Thumb) throws {
        let slider = RangeSlider()
        slider.minimumDistance = 0.3
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let parts = try state(of: slider.widget, as: RangeSliderState.self)
        parts.focus(thumb.part)
        let keys = try InputDriver(slider.widget)
        keys.press(thumb == .lower ? GDK_KEY_End : GDK_KEY_Home)  // towards the other thumb
        if thumb == .lower {
            #expect(abs(slider.lowerValue - 0.5) < 1e-9 && slider.upperValue == 0.8)
        } else {
            #expect(abs(slider.upperValue - 0.5) < 1e-9 && slider.lowerValue == 0.2)
        }
        keys.press(thumb == .lower ? GDK_KEY_Home : GDK_KEY_End)  // away from it: the whole way
        #expect(thumb == .lower ? slider.lowerValue == 0 : slider.upperValue == 1)
    }

    /// A screen reader sets a thumb's value (AT-SPI's Value: `gtk_range_set_value` on GTK 4.8's
    /// thumb, GtkAccessibleRange's `set_current_value` from 4.10): past the other thumb it stops
    /// there, and the thumb's adjustment and accessible value say where it stopped, also when it
    /// was stopped there already. Each set reaches the model once: one `value-changed`, one
    /// notify of the thumb's value, none of the other's.
    @Test(arguments: Thumb.allCases)
    func aScreenReaderSettingAThumbPastTheOtherStopsItThere(thumb: Thumb) throws {
        let slider = RangeSlider()
        let parts = try state(of: slider.widget, as: RangeSliderState.self)
        let widget = parts.thumbWidget(thumb.part)
        let adjustment = parts.adjustment(of: thumb.part)
        let changes = SignalCounter(slider.widget)
        let own = SignalCounter(slider.widget, notify: thumb == .lower ? "lower-value" : "upper-value")
        let other = SignalCounter(slider.widget, notify: thumb == .lower ? "upper-value" : "lower-value")
        #expect(cc_test_accessible_set_current_value(widget, 0.5) != 0)
        #expect((thumb == .lower ? slider.lowerValue : slider.upperValue) == 0.5 && changes.count == 1)
        #expect(own.count == 1 && other.count == 0)
        #expect(cc_test_accessible_set_current_value(widget, thumb == .lower ? 0.95 : 0.05) != 0)
        let stop = thumb == .lower ? 0.8 : 0.2
        #expect(slider.lowerValue == (thumb == .lower ? stop : 0.2) && slider.upperValue == (thumb == .lower ? 0.8 : stop))
        #expect(gtk_adjustment_get_value(adjustment) == stop)
        #expect(cc_test_accessible_check_double(widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, stop) == nil)
        #expect(changes.count == 2 && own.count == 2 && other.count == 0)
        #expect(cc_test_accessible_set_current_value(widget, thumb == .lower ? 0.9 : 0.1) != 0)  // past it again, from the stop: nothing changes
        #expect(gtk_adjustment_get_value(adjustment) == stop, "the thumb's adjustment kept a value the thumb never took")
        #expect(changes.count == 2 && own.count == 2 && other.count == 0)
    }
}
