import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// Types into a GtkEntry as a person does: focus in the entry's inner GtkText, keys, Tab.
///
/// Two ways, each as close to a person as the display allows:
/// - ``Way/xKeys``: real key events from the X server (XTest, through xdotool) to the focused
///   window, which GTK turns into GdkEvents, its input method's text, its key bindings (Enter
///   activates, Tab moves focus) and its key controllers, as for a keyboard. X11 only.
/// - ``Way/inputMethod``: what those events come to, without a server that can make them
///   (headless Weston can't): the text arrives as the GtkText's input method commits it for
///   typed keys (on a display without a seat, inserted as that commit inserts it); Enter is the `activate` GtkText binds Return to; Escape goes through the key
///   controllers from the focus widget up (the bubble phase); Tab is the window's focus move.
@MainActor
struct Typist {
    enum Way: String, CustomTestStringConvertible {
        case xKeys, inputMethod
        var testDescription: String { rawValue }

        /// The ways this display can type: real X keys only on X11 (GDK's backend as the
        /// environment chooses it) with xdotool installed.
        static var available: [Way] {
            let environment = ProcessInfo.processInfo.environment
            let x11 = environment["GDK_BACKEND"].map { $0 == "x11" } ?? (environment["DISPLAY"] != nil && environment["WAYLAND_DISPLAY"] == nil)
            return x11 && Typist.xdotool != nil ? [.xKeys, .inputMethod] : [.inputMethod]
        }
    }

    enum Key {
        case enter, escape, tab
    }

    let way: Way
    let window: UnsafeMutablePointer<GtkWidget>
    let entry: UnsafeMutablePointer<GtkWidget>

    nonisolated static let xdotool: String? = ["/usr/bin/xdotool", "/usr/local/bin/xdotool"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The entry's inner GtkText: where focus and key events go.
    var text: UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(gtk_editable_get_delegate(OpaquePointer(entry))!).assumingMemoryBound(to: GtkWidget.self)
    }

    var entryText: String { String(cString: gtk_editable_get_text(OpaquePointer(entry))) }

    /// Puts keyboard focus in the entry, as a click on it does; on X11 the window also gets
    /// the X server's input focus, so real keys reach it.
    func focusEntry() throws {
        if way == .xKeys {
            let surface = try #require(gtk_native_get_surface(OpaquePointer(window)))
            typealias GetXID = @convention(c) (OpaquePointer) -> UInt
            let symbol = try #require(dlsym(nil, "gdk_x11_surface_get_xid"))  // RTLD_DEFAULT: GDK is loaded
            let xid = unsafeBitCast(symbol, to: GetXID.self)(surface)
            try xdotool(["windowfocus", "--sync", String(xid)])
        }
        gtk_widget_grab_focus(entry)
        try #require(gtk_widget_is_focus(text) != 0, "focus is not in the entry's text")
        if way == .xKeys {
            // The X server's focus reaches GTK as an event: until GTK has taken it the window
            // is not active, and GTK 4.10+ counts no focus in an inactive window. A person
            // types once the entry shows its caret, with its text selected.
            let focused = GTK.iterate(until: { gtk_window_is_active(cast(window)) != 0 && gtk_widget_has_focus(text) != 0 })
            try #require(focused, "the window never became active with focus in the entry")
            // Ctrl+A through the X server, in order with the typing that follows: a selection
            // made by code could still be undone by focus events GTK has yet to take.
            try xdotool(["key", "ctrl+a"])
            let selected = GTK.iterate(until: { isWholeTextSelected }, timeout: 5)
            try #require(selected, "Ctrl+A did not select \"\(entryText)\" (selection \(selection))")
        }
    }

    /// The selected characters' range, or nil for none.
    private var selection: Range<Int32>? {
        var start: Int32 = 0, end: Int32 = 0
        guard gtk_editable_get_selection_bounds(OpaquePointer(entry), &start, &end) != 0 else { return nil }
        return start..<end
    }

    private var isWholeTextSelected: Bool {
        selection == 0..<Int32(g_utf8_strlen(gtk_editable_get_text(OpaquePointer(entry)), -1))
    }

    /// Types `characters` where the cursor is (focusing the entry selected its text, so the
    /// first typing replaces it, as for a person).
    func type(_ characters: String) throws {
        switch way {
        case .xKeys:
            let before = entryText
            let replacing = isWholeTextSelected
            try xdotool(["type", "--delay", "1", "--", characters])
            GTK.iterate(until: { entryText != before && entryText.hasSuffix(characters) }, timeout: 5)
            if replacing && !entryText.hasSuffix(characters) {
                Issue.record("typing \"\(characters)\" over the selected \"\(before)\" gave \"\(entryText)\" (selection now \(String(describing: selection)))")
            }
        case .inputMethod where gdk_display_get_default_seat(gdk_display_get_default()) == nil:
            // A display without a seat (headless Weston has no input devices): GtkText's commit
            // handler would hide the pointer of the seat and log a critical for the missing
            // one, so the text goes in as that handler puts it, over the selection.
            for character in characters {
                let editable = OpaquePointer(text)
                gtk_editable_delete_selection(editable)
                var position = gtk_editable_get_position(editable)
                gtk_editable_insert_text(editable, String(character), -1, &position)
                gtk_editable_set_position(editable, position)
            }
        case .inputMethod:
            let im = try #require(inputMethod, "the entry's text has no input method")
            for character in characters {
                String(character).withCString { cc_signal_emit_by_name_p(UnsafeMutableRawPointer(im), "commit", UnsafeMutableRawPointer(mutating: $0)) }
            }
        }
    }

    func press(_ key: Key) throws {
        switch way {
        case .xKeys:
            let name = switch key { case .enter: "Return"; case .escape: "Escape"; case .tab: "Tab" }
            try xdotool(["key", name])
        case .inputMethod:
            switch key {
            case .enter: cc_signal_emit_by_name(text, "activate")
            case .escape: _ = bubble(GDK_KEY_Escape)
            case .tab: gtk_widget_child_focus(window, GTK_DIR_TAB_FORWARD)
            }
        }
    }

    /// The GtkText's input method, which turns typed keys into text.
    private var inputMethod: UnsafeMutablePointer<GtkIMContext>? {
        for keys in controllers(of: text, type: gtk_event_controller_key_get_type()) {
            if let im = gtk_event_controller_key_get_im_context(keys) { return im }
        }
        return nil
    }

    /// A key press taken up the widget tree from the focus widget, as GTK's bubble phase does,
    /// until a key controller handles it.
    func bubble(_ keyval: Int32) -> Bool {
        var widget: UnsafeMutablePointer<GtkWidget>? = gtk_root_get_focus(OpaquePointer(window))
        // On a display without a seat GtkText's own handler would hide the seat's pointer and
        // log a critical for the missing one; it never handles Escape, so start at its parent.
        if gdk_display_get_default_seat(gdk_display_get_default()) == nil, let text = widget, text == self.text {
            widget = gtk_widget_get_parent(text)
        }
        while let current = widget {
            for keys in controllers(of: current, type: gtk_event_controller_key_get_type())
            where cc_signal_emit_key_pressed(UnsafeMutableRawPointer(keys), guint(bitPattern: keyval), GdkModifierType(0)) != 0 {
                return true
            }
            widget = gtk_widget_get_parent(current)
        }
        return false
    }

    private func controllers(of widget: UnsafeMutablePointer<GtkWidget>, type: GType) -> [OpaquePointer] {
        let list = gtk_widget_observe_controllers(widget)
        defer { g_object_unref(UnsafeMutableRawPointer(list)) }
        return (0..<g_list_model_get_n_items(list)).compactMap { index in
            guard let controller = g_list_model_get_item(list, index) else { return nil }
            g_object_unref(controller)  // the widget keeps it
            return g_type_check_instance_is_a(cast(controller), type) != 0 ? OpaquePointer(controller) : nil
        }
    }

    /// Runs xdotool, then lets GTK take the events it made: a round trip to the X server
    /// brings every event sent before it.
    private func xdotool(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.xdotool))
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "xdotool \(arguments) failed")
        gdk_display_sync(gdk_display_get_default())
        GTK.spin(0.05)
    }
}

extension Typist {
    /// Types `characters` into a fresh entry in a window of its own and gives back the entry's
    /// text: whether the keyboard reaches the app's other windows (a popover left up without
    /// its parent keeps the display's keyboard grab).
    static func typeInAnotherWindow(_ characters: String, way: Way) throws -> String {
        let entry = gtk_entry_new()!
        gtk_editable_set_text(OpaquePointer(entry), "x")
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(cast(box), entry)
        let other = try HostWindow(box, width: 260, height: 120)
        defer { other.close() }
        let typist = Typist(way: way, window: other.window, entry: entry)
        try typist.focusEntry()
        try typist.type(characters)
        return typist.entryText
    }
}

extension TypingSuites {
    /// The circular slider's editable entry, typed into as a person types: what is being typed
    /// survives value changes from elsewhere; Enter and focus leaving commit (as GtkSpinButton);
    /// Escape cancels and shows the value again (as GtkEditableLabel).
    @MainActor
    @Suite(.serialized, .gtk)
    struct CircularSliderEntryTests {
        /// An editable slider next to a button (somewhere for focus to go), in a shown window.
        @MainActor
        private final class Scene {
            let slider = CircularSlider()
            let button = gtk_button_new_with_label("Elsewhere")!
            let host: HostWindow
            let typist: Typist
            let changes: SignalCounter

            init(_ way: Typist.Way, value: Double = 100) throws {
                slider.editable = true
                slider.value = value
                let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
                gtk_widget_set_size_request(slider.widget, 200, 200)
                gtk_widget_set_vexpand(slider.widget, 1)
                gtk_box_append(cast(box), slider.widget)
                gtk_box_append(cast(box), button)
                host = try HostWindow(box, width: 200, height: 240)
                let entry = try #require(try state(of: slider.widget, as: CircularSliderState.self).entry)
                typist = Typist(way: way, window: host.window, entry: entry)
                changes = SignalCounter(slider.widget)
                try typist.focusEntry()
            }

            var text: String { typist.entryText }
            var hasError: Bool { gtk_widget_has_css_class(typist.entry, "error") != 0 }
        }

        @Test(arguments: Typist.Way.available)
        func typedTextSurvivesAValueChangeFromElsewhereAndEnterCommitsIt(way: Typist.Way) throws {
            let scene = try Scene(way)
            defer { scene.host.close() }
            try scene.typist.type("12")
            #expect(scene.text == "12")
            scene.slider.value = 200  // from code (an app, a MIDI controller) while the person types
            #expect(scene.slider.value == 200 && scene.changes.count == 1)
            #expect(scene.text == "12", "the value change overwrote the typing")
            #expect(cc_test_accessible_check_double(scene.slider.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 200) == nil)
            scene.slider.value = 210  // and again: still the person's text
            scene.slider.digits = 1  // and a new text format
            #expect(scene.text == "12")
            scene.slider.digits = 0
            try scene.typist.press(.enter)
            #expect(scene.slider.value == 12 && scene.changes.count == 3)
            #expect(scene.text == "12°")
            scene.slider.value = 30  // committed: the entry follows the value again, focus or not
            #expect(scene.text == "30°")
        }

        /// Typed text past an end: Enter clamps it and the entry shows the end, both when the value
        /// moves there and when it was there already (nothing changes, but "400" must not stay).
        @Test(arguments: Typist.Way.available, [("400", 360.0), ("-20", 0.0)])
        func enterClampsAndShowsTheEndAlsoWhenTheValueWasThereAlready(way: Typist.Way, typed: (String, Double)) throws {
            let (text, end) = typed
            let scene = try Scene(way)
            defer { scene.host.close() }
            try scene.typist.type(text)
            try scene.typist.press(.enter)
            #expect(scene.slider.value == end && scene.changes.count == 1)
            #expect(scene.text == "\(Int(end))°")
            try scene.typist.focusEntry()  // select all again, as a click back in does
            try scene.typist.type(text)
            #expect(scene.text == text)
            try scene.typist.press(.enter)  // the value is there already: no change, no signal
            #expect(scene.slider.value == end && scene.changes.count == 1)
            #expect(scene.text == "\(Int(end))°", "the unchanged commit left the typed text")
        }

        @Test(arguments: Typist.Way.available)
        func focusLeavingTheEntryCommitsWhatWasTyped(way: Typist.Way) throws {
            let scene = try Scene(way)
            defer { scene.host.close() }
            try scene.typist.type("77")
            scene.slider.value = 200
            try scene.typist.press(.tab)  // on to the button
            #expect(gtk_widget_is_focus(scene.button) != 0)
            #expect(scene.slider.value == 77 && scene.changes.count == 2)
            #expect(scene.text == "77°")
        }

        /// Focus in the entry with nothing typed: a value change shows in it, and focus leaving
        /// commits nothing (the old text must not come back as a commit).
        @Test(arguments: Typist.Way.available)
        func focusWithoutTypingFollowsTheValueAndLeavingCommitsNothing(way: Typist.Way) throws {
            let scene = try Scene(way)
            defer { scene.host.close() }
            #expect(scene.text == "100°")
            scene.slider.value = 200
            #expect(scene.text == "200°")
            try scene.typist.press(.tab)
            #expect(gtk_widget_is_focus(scene.button) != 0)
            #expect(scene.slider.value == 200 && scene.changes.count == 1 && scene.text == "200°")
        }

        @Test(arguments: Typist.Way.available)
        func escapeCancelsTheTypingAndShowsTheValueAgain(way: Typist.Way) throws {
            let scene = try Scene(way)
            defer { scene.host.close() }
            try scene.typist.type("12")
            scene.slider.value = 200
            try scene.typist.press(.escape)
            #expect(scene.text == "200°" && scene.slider.value == 200)
            try scene.typist.press(.tab)  // nothing typed is left to commit
            #expect(scene.slider.value == 200 && scene.changes.count == 1)
        }

        /// Text that is no number: Enter shows the error style and keeps the text for correcting
        /// (a value change then leaves it too); focus leaving drops it for the value.
        @Test(arguments: Typist.Way.available)
        func junkShowsTheErrorUntilCorrectedOrLeft(way: Typist.Way) throws {
            let scene = try Scene(way)
            defer { scene.host.close() }
            try scene.typist.type("north")
            try scene.typist.press(.enter)
            #expect(scene.hasError && scene.text == "north" && scene.slider.value == 100 && scene.changes.count == 0)
            scene.slider.value = 200
            #expect(scene.text == "north")
            try scene.typist.press(.tab)
            #expect(!scene.hasError && scene.text == "200°" && scene.slider.value == 200 && scene.changes.count == 1)
        }

        /// A press on the ring while text is typed: the text is committed first, then the press
        /// moves the value as always (the focus change it makes commits nothing again).
        @Test(arguments: Typist.Way.available)
        func aPressOnTheRingCommitsTheTypingFirst(way: Typist.Way) throws {
            let scene = try Scene(way)
            defer { scene.host.close() }
            var values: [Double] = []
            scene.slider.onValueChanged { values.append($0.value) }
            try scene.typist.type("12")
            var drag = try GestureDriver(try state(of: scene.slider.widget))
            drag.press(100, 20)  // 12 o'clock: 90
            drag.release(100, 20)
            #expect(values == [12, 90] && scene.text == "90°")
            #expect(gtk_widget_is_focus(scene.slider.widget) != 0)
        }
    }
}
