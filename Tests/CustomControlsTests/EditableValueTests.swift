import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct EditableValueTests {
    private func type(_ text: String, into entry: UnsafeMutablePointer<GtkWidget>) {
        gtk_editable_set_text(OpaquePointer(entry), text)
        cc_signal_emit_by_name(entry.raw, "activate")  // Enter
    }

    @Test func typingANumberAndEnterSetsTheValue() throws {
        let slider = CircularSlider()
        slider.editable = true
        let host = try HostWindow(slider.widget, width: 220, height: 220)
        defer { host.close() }
        let entry = try #require(try state(of: slider.widget, as: CircularSliderWidget.self).entry)
        #expect(gtk_widget_get_mapped(entry) != 0)
        #expect(String(cString: gtk_editable_get_text(OpaquePointer(entry))) == "0°")
        let changes = SignalCounter(slider.widget)
        type("123", into: entry)
        #expect(slider.value == 123 && changes.count == 1)
        #expect(String(cString: gtk_editable_get_text(OpaquePointer(entry))) == "123°")
        type("400", into: entry)  // clamped
        #expect(slider.value == 360)
        slider.wraps = true
        type("400", into: entry)  // wrapped
        #expect(slider.value == 40 && changes.count == 3)
    }

    @Test func invalidTextShowsTheErrorStyleAndEscapeReverts() throws {
        let slider = CircularSlider()
        slider.editable = true
        slider.value = 42
        let entry = try #require(try state(of: slider.widget, as: CircularSliderWidget.self).entry)
        let changes = SignalCounter(slider.widget)
        type("north", into: entry)
        #expect(slider.value == 42 && changes.count == 0)
        #expect(gtk_widget_has_css_class(entry, "error") != 0)
        let escape = try #require(entryKeyController(entry))
        #expect(cc_signal_emit_key_pressed(UnsafeMutableRawPointer(escape), guint(GDK_KEY_Escape), GdkModifierType(0)) != 0)
        #expect(gtk_widget_has_css_class(entry, "error") == 0)
        #expect(String(cString: gtk_editable_get_text(OpaquePointer(entry))) == "42°")
    }

    @Test func theEntryIsHiddenUnlessEditableAndShowingTheValue() throws {
        let slider = CircularSlider()
        #expect(try state(of: slider.widget, as: CircularSliderWidget.self).entry == nil)  // not made until needed
        slider.editable = true
        let entry = try #require(try state(of: slider.widget, as: CircularSliderWidget.self).entry)
        #expect(gtk_widget_get_visible(entry) != 0)
        slider.showValue = false
        #expect(gtk_widget_get_visible(entry) == 0)
    }

    /// The key controller the slider added to its entry (for Escape).
    private func entryKeyController(_ entry: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        let controllers = gtk_widget_observe_controllers(entry)
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        var found: OpaquePointer?
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let controller = g_list_model_get_item(controllers, index) else { continue }
            g_object_unref(controller)
            if g_type_check_instance_is_a(cast(controller), gtk_event_controller_key_get_type()) != 0 { found = OpaquePointer(controller) }
        }
        return found
    }
}
