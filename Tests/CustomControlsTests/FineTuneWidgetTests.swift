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

    @Test func shiftWithoutADragChangesNothing() throws {
        let knob = Knob()
        let keys = try InputDriver(knob.widget)
        cc_signal_emit_modifiers(UnsafeMutableRawPointer(keys.keys), GDK_SHIFT_MASK)
        #expect(gtk_widget_has_css_class(knob.widget, "fine-tune") == 0 && knob.value == 0)
    }
}
