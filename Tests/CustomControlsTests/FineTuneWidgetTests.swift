import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct FineTuneWidgetTests {
    @Test func shiftDuringADragFineTunesAndShowsTheClass() throws {
        let slider = RangeSlider()
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let keys = try InputDriver(slider.widget)
        var drag = try GestureDriver(try state(of: slider.widget))
        drag.press(69, 15)
        drag.move(96, 15)
        #expect(cc_signal_emit_modifiers(UnsafeMutableRawPointer(keys.keys), GDK_SHIFT_MASK) == 0)
        #expect(gtk_widget_has_css_class(slider.widget, "fine-tune") != 0)
        drag.move(123, 15)
        #expect(abs(slider.lowerValue - 0.31) < 1e-12)
        cc_signal_emit_modifiers(UnsafeMutableRawPointer(keys.keys), GdkModifierType(0))
        #expect(gtk_widget_has_css_class(slider.widget, "fine-tune") == 0)
        drag.move(150, 15)
        #expect(abs(slider.lowerValue - 0.41) < 1e-12)
        cc_signal_emit_modifiers(UnsafeMutableRawPointer(keys.keys), GDK_SHIFT_MASK)
        drag.release(150, 15)
        #expect(gtk_widget_has_css_class(slider.widget, "fine-tune") == 0)
    }

    /// Shift pressed and released between drags changes nothing and leaves nothing behind:
    /// no class, no value change, and the next drag moves, and fine-tunes once Shift is pressed
    /// during it, exactly as the same drag on a slider that never saw Shift.
    @Test func shiftWithoutADragChangesNothing() throws {
        /// A drag of a new slider at 0.1 (Shift first pressed and released while idle when
        /// `idleShift`): the value after each move, Shift pressed between the first two.
        func dragValues(idleShift: Bool) throws -> [Double] {
            let slider = RangeSlider()
            let host = try HostWindow(slider.widget, width: 300, height: 30)
            defer { host.close() }
            slider.lowerValue = 0.1
            let changes = SignalCounter(slider.widget)
            let keys = try InputDriver(slider.widget)
            if idleShift {
                #expect(cc_signal_emit_modifiers(UnsafeMutableRawPointer(keys.keys), GDK_SHIFT_MASK) == 0)
                #expect(gtk_widget_has_css_class(slider.widget, "fine-tune") == 0, "Shift without a drag showed fine-tuning")
                cc_signal_emit_modifiers(UnsafeMutableRawPointer(keys.keys), GdkModifierType(0))
                #expect(gtk_widget_has_css_class(slider.widget, "fine-tune") == 0)
                #expect(slider.lowerValue == 0.1 && changes.count == 0, "Shift without a drag changed the value")
            }
            var drag = try GestureDriver(try state(of: slider.widget))
            drag.press(69, 15)
            drag.move(96, 15)
            let fullSpeed = slider.lowerValue
            #expect(gtk_widget_has_css_class(slider.widget, "fine-tune") == 0)
            cc_signal_emit_modifiers(UnsafeMutableRawPointer(keys.keys), GDK_SHIFT_MASK)
            #expect(gtk_widget_has_css_class(slider.widget, "fine-tune") != 0, "Shift during the drag did not fine-tune")
            drag.move(123, 15)
            let fine = slider.lowerValue
            drag.release(123, 15)
            return [fullSpeed, fine]
        }
        let plain = try dragValues(idleShift: false)
        // The plain drag moves, at two speeds: the comparison below means something.
        #expect(plain[0] != 0.1 && abs((plain[1] - plain[0]) - (plain[0] - 0.1) / 10) < 1e-9, "\(plain)")
        #expect(try dragValues(idleShift: true) == plain)
    }
}
