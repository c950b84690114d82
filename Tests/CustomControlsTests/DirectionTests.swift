import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct DirectionTests {
    @Test(arguments: [(false, GTK_TEXT_DIR_RTL), (true, GTK_TEXT_DIR_LTR)])
    func aMirroredRangeSliderPutsTheMinimumOnTheRight(inverted: Bool, direction: GtkTextDirection) throws {
        let slider = RangeSlider()
        slider.inverted = inverted
        gtk_widget_set_direction(slider.widget, direction)
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: slider.widget))
        drag.press(231, 15)  // mirrored, the lower thumb (0.2) sits at 285 - 54
        drag.move(258, 15)
        drag.release(258, 15)
        #expect(abs(slider.lowerValue - 0.1) < 1e-12 && slider.upperValue == 0.8)
        let keys = try InputDriver(slider.widget)
        keys.press(GDK_KEY_Left)  // towards the maximum, which is on the left
        #expect(abs(slider.lowerValue - 0.11) < 1e-12)
        keys.press(GDK_KEY_Up)  // Up always increases
        #expect(abs(slider.lowerValue - 0.12) < 1e-12)
    }

    @Test func rtlAndInvertedTogetherCancelOut() throws {
        let slider = RangeSlider()
        slider.inverted = true
        gtk_widget_set_direction(slider.widget, GTK_TEXT_DIR_RTL)
        #expect(try !state(of: slider.widget, as: RangeSliderState.self).isMirrored)
    }

    @Test func invertedPropertiesNotifyOnce() {
        let knob = Knob(), circle = CircularSlider(), range = RangeSlider()
        let counters = [SignalCounter(knob.widget, notify: "inverted"), SignalCounter(circle.widget, notify: "inverted"), SignalCounter(range.widget, notify: "inverted")]
        for _ in 0..<2 {
            cc_object_set_boolean(knob.widget, "inverted", 1)
            cc_object_set_boolean(circle.widget, "inverted", 1)
            cc_object_set_boolean(range.widget, "inverted", 1)
        }
        #expect(counters.map(\.count) == [1, 1, 1])
        #expect(knob.inverted && circle.inverted && range.inverted)
    }

    @Test func anInvertedCircularSliderGrowsClockwise() throws {
        let slider = CircularSlider()
        slider.inverted = true
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: slider.widget))
        drag.press(100, 20)  // 12 o'clock: three quarters clockwise from 3 o'clock
        drag.release(100, 20)
        #expect(slider.value == 270)
    }
}
