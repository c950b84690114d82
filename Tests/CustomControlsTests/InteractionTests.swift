import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct InteractionTests {
    @Test func dragBeginAndEndFrameTheDragsValueChanges() throws {
        let knob = Knob()
        knob.continuous = false
        let host = try HostWindow(knob.widget, width: 200, height: 200)
        defer { host.close() }
        var events: [String] = []
        knob.onDragBegin { _ in events.append("begin") }
        knob.onValueChanged { _ in events.append("value") }
        knob.onDragEnd { _ in events.append("end") }
        var drag = try GestureDriver(try state(of: knob.widget))
        drag.press(100, 10)
        drag.move(190, 100)
        drag.release(190, 100)
        #expect(events == ["begin", "value", "end"])
        events = []
        drag.press(100, 100)  // the exact centre: still a drag, nothing changes
        drag.release(100, 100)
        #expect(events == ["begin", "end"])
    }

    @Test func aPressThatStartsNoDragEmitsNoDragSignals() throws {
        let slider = RangeSlider()
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let begins = SignalCounter(slider.widget, signal: "drag-begin")
        let ends = SignalCounter(slider.widget, signal: "drag-end")
        var drag = try GestureDriver(try state(of: slider.widget))
        withPrimaryButtonWarps(false) {
            drag.press(30, 15)  // left of the lower thumb: nothing to drag
            drag.release(30, 15)
        }
        #expect(begins.count == 0 && ends.count == 0)
    }

    @Test(arguments: [true, false])
    func escapeCancelsADragAndRestoresTheValue(continuous: Bool) throws {
        let slider = RangeSlider()
        slider.continuous = continuous
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let changes = SignalCounter(slider.widget)
        let ends = SignalCounter(slider.widget, signal: "drag-end")
        var drag = try GestureDriver(try state(of: slider.widget))
        drag.press(69, 15)
        drag.move(120, 15)
        #expect(slider.lowerValue > 0.2)
        #expect(try InputDriver(slider.widget).press(GDK_KEY_Escape))
        #expect(slider.lowerValue == 0.2)
        drag.move(200, 15)  // the rest of the gesture changes nothing
        drag.release(200, 15)
        #expect(slider.lowerValue == 0.2 && ends.count == 1)
        #expect(changes.count == (continuous ? 2 : 0))
        #expect(gtk_widget_has_css_class(slider.widget, "dragging") == 0)
    }

    @Test func escapeWithoutADragIsNotOurs() throws {
        let knob = Knob()
        #expect(try !InputDriver(knob.widget).press(GDK_KEY_Escape))
    }

    @Test func aDoubleClickResetsToTheDefault() throws {
        let knob = Knob()
        knob.defaultValue = 0.5
        knob.value = 0.9
        let host = try HostWindow(knob.widget, width: 200, height: 200)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: knob.widget))
        drag.press(190, 100)  // first click: the value jumps to 3 o'clock
        drag.release(190, 100)
        let changes = SignalCounter(knob.widget)
        drag.press(191, 101)  // second click, at once and nearby: reset instead of drag
        drag.release(191, 101)
        #expect(knob.value == 0.5 && changes.count == 1)
    }

    @Test func aDoubleClickIsWhatGtkSettingsSayItIs() throws {
        /// Two quick clicks 20 px apart on a fresh knob whose default is 0.5; returns its value.
        func twoClicks() throws -> Double {
            let knob = Knob()
            knob.defaultValue = 0.5
            let host = try HostWindow(knob.widget, width: 200, height: 200)
            defer { host.close() }
            var drag = try GestureDriver(try state(of: knob.widget))
            for y in [100.0, 120] {
                drag.press(190, y)
                drag.release(190, y)
            }
            return knob.value
        }
        let settings = UnsafeMutableRawPointer(try #require(gtk_settings_get_default()))
        let distance = cc_object_get_int(settings, "gtk-double-click-distance")
        defer { cc_object_set_int(settings, "gtk-double-click-distance", distance) }
        #expect(distance == 5)
        #expect(abs(try twoClicks() - 0.5) > 0.05)  // GTK's default: too far apart, the second click jumps
        cc_object_set_int(settings, "gtk-double-click-distance", 30)
        #expect(try twoClicks() == 0.5)  // near enough now: a double click resets
    }

    @Test func aDoubleClickResetsBothRangeThumbs() throws {
        let slider = RangeSlider()
        slider.defaultLowerValue = 0.1
        slider.defaultUpperValue = 0.3
        slider.setValues(lower: 0.5, upper: 0.9)
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: slider.widget))
        for _ in 0..<2 {
            drag.press(150, 15)
            drag.release(150, 15)
        }
        #expect(slider.lowerValue == 0.1 && slider.upperValue == 0.3)
    }

    @Test func defaultValuesRejectNonFiniteInput() {
        let knob = Knob(), range = RangeSlider()
        let warnings = WarningCapture.warnings {
            knob.defaultValue = .nan
            range.defaultUpperValue = .infinity
        }
        #expect(warnings.count == 2 && warnings[0].contains("default-value") && warnings[1].contains("default-upper-value"))
        #expect(knob.defaultValue == 0 && range.defaultUpperValue == 0.8)
    }

    @Test func digitsAndTheFormatterShapeEveryValueText() throws {
        let knob = Knob(), circle = CircularSlider(), range = RangeSlider()
        knob.value = 0.4242
        knob.digits = 3
        #expect(cc_test_accessible_check_string(knob.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "0.424") == nil)
        knob.valueFormatter = { "\(Int(($0 * 100).rounded())) %" }
        #expect(cc_test_accessible_check_string(knob.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "42 %") == nil)
        knob.valueFormatter = nil
        #expect(cc_test_accessible_check_string(knob.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "0.424") == nil)

        circle.value = 90
        circle.valueFormatter = { $0 == 90 ? "north" : "elsewhere" }
        #expect(try state(of: circle.widget).text(for: circle.value) == "north")
        #expect(cc_test_accessible_check_string(circle.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "north") == nil)

        let notifies = SignalCounter(range.widget, notify: "digits")
        cc_object_set_double(range.widget, "lower-value", 0.25)
        range.digits = 1
        range.digits = 1
        range.digits = 99  // clamps to 10
        #expect(range.digits == 10 && notifies.count == 2)
        range.digits = 1
        let thumb = try state(of: range.widget, as: RangeSliderState.self).lowerThumb
        #expect(cc_test_accessible_check_string(thumb.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "0.3") == nil)
    }
}
