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
        cc_signal_emit_by_name(entry, "activate")  // Enter
    }

    @Test func typingANumberAndEnterSetsTheValue() throws {
        let slider = CircularSlider()
        slider.editable = true
        let host = try HostWindow(slider.widget, width: 220, height: 220)
        defer { host.close() }
        let entry = try #require(try state(of: slider.widget, as: CircularSliderState.self).entry)
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
        let entry = try #require(try state(of: slider.widget, as: CircularSliderState.self).entry)
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
        #expect(try state(of: slider.widget, as: CircularSliderState.self).entry == nil)  // not made until needed
        slider.editable = true
        let entry = try #require(try state(of: slider.widget, as: CircularSliderState.self).entry)
        #expect(gtk_widget_get_visible(entry) != 0)
        slider.showValue = false
        #expect(gtk_widget_get_visible(entry) == 0)
    }

    /// The width in pixels `text` takes in `entry`'s font, with the entry's attributes (its scale).
    private func shownWidth(of text: String, in entry: UnsafeMutablePointer<GtkWidget>) throws -> Int32 {
        let layout = try #require(gtk_widget_create_pango_layout(entry, text))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_attributes(layout, gtk_entry_get_attributes(cast(entry)))
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return width
    }

    /// A small knob's entry shows its longest value whole (a GtkEntry would scroll and cut
    /// "−40.0 dB" to "−40.0 d"): its font shrinks to fit. A large knob's keeps the theme's size.
    @Test(arguments: [68, 200])
    func theEntryShowsTheLongestValueWhole(side: Int32) throws {
        let knob = Knob()
        knob.minimumValue = -40
        knob.maximumValue = 6
        knob.value = -14
        knob.valueFormatter = { String(format: "%.1f dB", $0).replacingOccurrences(of: "-", with: "\u{2212}") }
        knob.editable = true
        let host = try HostWindow(knob.widget, width: side, height: side)
        defer { host.close() }
        let entry = try #require(try state(of: knob.widget, as: KnobState.self).entry)
        let textArea = try #require(gtk_widget_get_first_child(entry))
        for text in ["\u{2212}40.0 dB", "\u{2212}14.0 dB", "6.0 dB"] {
            #expect(try shownWidth(of: text, in: entry) <= gtk_widget_get_width(textArea), "\(text) at \(side) px")
        }
        let themeSized = try #require(gtk_widget_create_pango_layout(entry, "\u{2212}40.0 dB"))
        defer { g_object_unref(UnsafeMutableRawPointer(themeSized)) }
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(themeSized, &width, &height)
        let shrunk = try shownWidth(of: "\u{2212}40.0 dB", in: entry) < width
        #expect(shrunk == (side == 68), "the font shrinks only where the text would not fit")
    }

    /// What widens a knob's longest value text while its entry is shown, the size unchanged.
    enum Widening: CaseIterable { case formatter, digits, bounds }

    /// The entry is fitted again when its longest text widens without a new size: a longer
    /// format, more digits or wider bounds still show whole at the next frame.
    @Test(arguments: Widening.allCases)
    func theEntryFitsAgainWhenTheLongestTextWidens(widening: Widening) throws {
        let knob = Knob()
        knob.minimumValue = -4
        knob.maximumValue = 6
        knob.digits = 0
        knob.editable = true
        let host = try HostWindow(knob.widget, width: 68, height: 68)
        defer { host.close() }
        let entry = try #require(try state(of: knob.widget, as: KnobState.self).entry)
        let textArea = try #require(gtk_widget_get_first_child(entry))
        let longest: String
        switch widening {
        case .formatter:
            knob.valueFormatter = { String(format: "%.3f dB", $0) }
            longest = "-4.000 dB"
        case .digits:
            knob.digits = 4
            longest = "-4.0000"
        case .bounds:
            knob.minimumValue = -40000
            longest = "-40000"
        }
        GTK.spin(0.2)
        #expect(try shownWidth(of: longest, in: entry) <= gtk_widget_get_width(textArea), "\(longest) after the \(widening) changed")
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
