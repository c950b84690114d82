import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// The suites that type into entries, one at a time: each takes the X server's keyboard focus
/// for its window (``Typist/Way/xKeys``), which a suite running beside it would take away.
@Suite(.serialized) enum TypingSuites {}

extension TypingSuites {
    /// The knob's editable centre, typed into as a person types (``Typist``): the same entry rules
    /// as the circular slider's (CircularSliderEntryTests), and the `input` signal.
    @MainActor
    @Suite(.serialized, .gtk)
    struct KnobEntryTests {
        /// An editable gain knob (-60...12 dB, shown as "-6.0 dB") next to a button.
        @MainActor
        private final class Scene {
            let knob = Knob()
            let button = gtk_button_new_with_label("Elsewhere")!
            let host: HostWindow
            let typist: Typist
            let changes: SignalCounter

            init(_ way: Typist.Way, focusEntry: Bool = true) throws {
                knob.minimumValue = -60
                knob.maximumValue = 12
                knob.value = 0
                knob.digits = 1
                knob.valueFormatter = { TypedNumber.format($0, digits: 1) + " dB" }
                knob.editable = true
                let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
                gtk_widget_set_vexpand(knob.widget, 1)
                gtk_box_append(cast(box), knob.widget)
                gtk_box_append(cast(box), button)
                host = try HostWindow(box, width: 160, height: 200)
                let entry = try #require(try state(of: knob.widget, as: KnobState.self).entry)
                typist = Typist(way: way, window: host.window, entry: entry)
                changes = SignalCounter(knob.widget)
                if focusEntry { try typist.focusEntry() }
            }

            var text: String { typist.entryText }
            var hasError: Bool { gtk_widget_has_css_class(typist.entry, "error") != 0 }
        }

        @Test func theEntryIsLabelledAndTakesTheDrawnTextsPlace() throws {
            let scene = try Scene(.inputMethod, focusEntry: false)
            defer { scene.host.close() }
            #expect(cc_test_accessible_check_string(scene.typist.entry.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, "Knob value") == nil)
            #expect(gtk_widget_get_visible(scene.typist.entry) != 0 && scene.text == "0.0 dB")
            let knob = try state(of: scene.knob.widget, as: KnobState.self)
            #expect(knob.frame(size: Size(width: 100, height: 100), scale: 1).label == nil, "the drawn text would show under the entry")
            scene.knob.editable = false
            #expect(gtk_widget_get_visible(scene.typist.entry) == 0)
        }

        @Test(arguments: Typist.Way.available)
        func typedTextSurvivesAValueChangeFromElsewhereAndEnterCommitsIt(way: Typist.Way) throws {
            let scene = try Scene(way)
            defer { scene.host.close() }
            try scene.typist.type("-6 dB")
            scene.knob.value = 6  // automation moves the knob while the person types
            #expect(scene.text == "-6 dB", "the value change overwrote the typing")
            try scene.typist.press(.enter)
            #expect(scene.knob.value == -6 && scene.changes.count == 2)
            #expect(scene.text == "-6.0 dB")
            scene.knob.value = 3  // committed: the entry follows the value again
            #expect(scene.text == "3.0 dB")
        }

        /// Past either end: Enter clamps, and the entry shows the end.
        @Test(arguments: Typist.Way.available, [("40", 12.0), ("-100", -60.0)])
        func enterClampsIntoTheRange(way: Typist.Way, typed: (String, Double)) throws {
            let scene = try Scene(way)
            defer { scene.host.close() }
            try scene.typist.type(typed.0)
            try scene.typist.press(.enter)
            #expect(scene.knob.value == typed.1 && scene.changes.count == 1)
            #expect(scene.text == TypedNumber.format(typed.1, digits: 1) + " dB")
        }

        @Test(arguments: Typist.Way.available)
        func escapeCancelsAndFocusLeavingCommits(way: Typist.Way) throws {
            let scene = try Scene(way)
            defer { scene.host.close() }
            try scene.typist.type("-12")
            try scene.typist.press(.escape)
            #expect(scene.text == "0.0 dB" && scene.knob.value == 0 && scene.changes.count == 0)
            try scene.typist.focusEntry()
            try scene.typist.type("-12")
            try scene.typist.press(.tab)
            #expect(gtk_widget_is_focus(scene.button) != 0)
            #expect(scene.knob.value == -12 && scene.changes.count == 1 && scene.text == "-12.0 dB")
        }

        @Test(arguments: Typist.Way.available)
        func junkIsRefusedWithTheErrorStyleAndDroppedWhenFocusLeaves(way: Typist.Way) throws {
            let scene = try Scene(way)
            defer { scene.host.close() }
            try scene.typist.type("loud")
            try scene.typist.press(.enter)
            #expect(scene.hasError && scene.text == "loud" && scene.knob.value == 0 && scene.changes.count == 0)
            #expect(gtk_widget_is_focus(scene.typist.text) != 0, "the entry must stay for correcting")
            scene.knob.value = 6
            #expect(scene.text == "loud")
            try scene.typist.press(.tab)
            #expect(!scene.hasError && scene.text == "6.0 dB" && scene.knob.value == 6 && scene.changes.count == 1)
        }

        /// A handler parses what the default cannot ("unity"), refuses what it must ("max" is
        /// no level here), and leaves the rest to the default (FALSE): GtkSpinButton's three answers.
        @Test(arguments: Typist.Way.available)
        func anInputHandlerParsesRefusesOrLeavesTheTextToTheDefault(way: Typist.Way) throws {
            let scene = try Scene(way)
            defer { scene.host.close() }
            var seen: [String] = []
            scene.knob.onInput { _, text in
                seen.append(text)
                switch text {
                case "unity": return .value(0.5)
                case "max": return .invalid
                default: return .notHandled
                }
            }
            try scene.typist.type("unity")
            try scene.typist.press(.enter)
            #expect(scene.knob.value == 0.5 && scene.text == "0.5 dB")
            try scene.typist.focusEntry()
            try scene.typist.type("max")
            try scene.typist.press(.enter)
            #expect(scene.hasError && scene.knob.value == 0.5)
            try scene.typist.focusEntry()
            try scene.typist.type("-3 dB")
            try scene.typist.press(.enter)
            #expect(!scene.hasError && scene.knob.value == -3)
            #expect(seen == ["unity", "max", "-3 dB"])
            let knob = try state(of: scene.knob.widget, as: KnobState.self)
            #expect(knob.inputText == nil, "the text is readable only during the emission")
        }

        /// Keyboard users reach the entry with Enter on the focused knob; keys the entry leaves
        /// (Page Up) then do not move the value under the typing.
        @Test func enterOnTheFocusedKnobMovesFocusIntoTheEntry() throws {
            let scene = try Scene(.inputMethod, focusEntry: false)
            defer { scene.host.close() }
            gtk_widget_grab_focus(scene.knob.widget)
            #expect(scene.typist.bubble(GDK_KEY_Return))
            #expect(gtk_widget_is_focus(scene.typist.text) != 0)
            _ = scene.typist.bubble(GDK_KEY_Page_Up)
            #expect(scene.knob.value == 0 && scene.changes.count == 0)
        }
    }
}

extension TypingSuites {
    /// The range slider's popover entry at the focused thumb, for each thumb: opened by Enter,
    /// the same entry rules, and the thumb stopping at the other as for a key.
    @MainActor
    @Suite(.serialized, .gtk)
    struct RangeSliderEntryTests {
        /// A price range (0...1000 €, 200...800) with a button beside it.
        @MainActor
        private final class Scene {
            let slider = RangeSlider()
            let button = gtk_button_new_with_label("Elsewhere")!
            let host: HostWindow
            let way: Typist.Way
            let changes: SignalCounter
            var typist: Typist!

            init(_ way: Typist.Way) throws {
                self.way = way
                slider.minimumValue = 0
                slider.maximumValue = 1000
                slider.step = 10
                slider.setValues(lower: 200, upper: 800)
                slider.digits = 0
                slider.valueFormatter = { TypedNumber.format($0, digits: 0) + " €" }
                slider.editable = true
                let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
                gtk_widget_set_vexpand(slider.widget, 1)
                gtk_widget_set_margin_top(slider.widget, 60)  // room for the popover above
                gtk_box_append(cast(box), slider.widget)
                gtk_box_append(cast(box), button)
                host = try HostWindow(box, width: 300, height: 160)
                changes = SignalCounter(slider.widget)
            }

            var state: RangeSliderState { get throws { try CustomControlsTests.state(of: slider.widget, as: RangeSliderState.self) } }

            /// Focuses `thumb` and presses Enter on it, as a person would; the typist then types
            /// into the popover's entry.
            func open(_ thumb: RangeSliderDrag.Thumb) throws {
                let widget = try state.thumbWidget(thumb)
                gtk_widget_grab_focus(widget)
                try #require(gtk_widget_is_focus(widget) != 0)
                #expect(Typist(way: .inputMethod, window: host.window, entry: widget).bubble(GDK_KEY_Return), "Enter on the thumb was not taken")
                let entry = try #require(try state.popoverEntry?.widget)
                typist = Typist(way: way, window: host.window, entry: entry)
                try #require(try state.isTypingValue, "the popover did not open")
                try typist.focusEntry()
            }

            var text: String { typist.entryText }
            var hasError: Bool { gtk_widget_has_css_class(typist.entry, "error") != 0 }
            func value(_ thumb: RangeSliderDrag.Thumb) -> Double { thumb == .lower ? slider.lowerValue : slider.upperValue }
        }

        nonisolated static let thumbs: [RangeSliderDrag.Thumb] = [.lower, .upper]

        @Test(arguments: thumbs)
        func enterOnAThumbOpensItsLabelledEntryAtIt(thumb: RangeSliderDrag.Thumb) throws {
            let scene = try Scene(.inputMethod)
            defer { scene.host.close() }
            try scene.open(thumb)
            let label = thumb == .lower ? "Lower value" : "Upper value"
            #expect(cc_test_accessible_check_string(scene.typist.entry.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label) == nil)
            #expect(scene.text == (thumb == .lower ? "200 €" : "800 €"))
            var pointed = GdkRectangle()
            let popover = try #require(try scene.state.valuePopover)
            #expect(gtk_popover_get_pointing_to(cast(popover), &pointed) != 0)
            var bounds = graphene_rect_t()
            #expect(gtk_widget_compute_bounds(try scene.state.thumbWidget(thumb), scene.slider.widget, &bounds) != 0)
            #expect(abs(Double(pointed.x) - Double(bounds.origin.x)) <= 1, "the popover points at the other thumb")
        }

        @Test(arguments: Typist.Way.available, thumbs)
        func typedTextSurvivesAValueChangeAndEnterCommitsClosesAndRefocusesTheThumb(way: Typist.Way, thumb: RangeSliderDrag.Thumb) throws {
            let scene = try Scene(way)
            defer { scene.host.close() }
            try scene.open(thumb)
            try scene.typist.type("$450")  // xdotool cannot type € on Xvfb's keymap
            scene.slider.setValues(lower: 100, upper: 900)  // from elsewhere while the person types
            #expect(scene.text == "$450", "the value change overwrote the typing")
            try scene.typist.press(.enter)
            #expect(scene.value(thumb) == 450 && scene.changes.count == 2)
            #expect(try !scene.state.isTypingValue, "Enter left the popover open")
            #expect(gtk_widget_is_focus(try scene.state.thumbWidget(thumb)) != 0, "focus did not come back to the thumb")
        }

        /// Out of range the value is clamped; past the other thumb it stops there, as a key would.
        @Test(arguments: thumbs)
        func aTypedValueIsClampedAndStopsAtTheOtherThumb(thumb: RangeSliderDrag.Thumb) throws {
            let scene = try Scene(.inputMethod)
            defer { scene.host.close() }
            try scene.open(thumb)
            try scene.typist.type(thumb == .lower ? "-50" : "5000")
            try scene.typist.press(.enter)
            #expect(scene.value(thumb) == (thumb == .lower ? 0 : 1000))
            try scene.open(thumb)
            try scene.typist.type(thumb == .lower ? "900" : "100")
            try scene.typist.press(.enter)
            #expect(scene.slider.lowerValue == (thumb == .lower ? 800 : 200) && scene.slider.upperValue == (thumb == .lower ? 800 : 200))
            #expect(scene.text == (thumb == .lower ? "800 €" : "200 €"))
        }

        @Test(arguments: Typist.Way.available, thumbs)
        func escapeCancelsAndClosesLeavingTheValue(way: Typist.Way, thumb: RangeSliderDrag.Thumb) throws {
            let scene = try Scene(way)
            defer { scene.host.close() }
            try scene.open(thumb)
            try scene.typist.type("500")
            try scene.typist.press(.escape)
            #expect(try !scene.state.isTypingValue)
            #expect(scene.value(thumb) == (thumb == .lower ? 200 : 800) && scene.changes.count == 0)
            #expect(gtk_widget_is_focus(try scene.state.thumbWidget(thumb)) != 0)
        }

        /// Junk keeps the popover open with the error style; closing it (a click elsewhere, focus
        /// leaving) drops the junk, and typed text that parses is committed instead.
        @Test(arguments: thumbs)
        func junkKeepsThePopoverOpenAndFocusLeavingCommitsOrDrops(thumb: RangeSliderDrag.Thumb) throws {
            let scene = try Scene(.inputMethod)
            defer { scene.host.close() }
            try scene.open(thumb)
            try scene.typist.type("cheap")
            try scene.typist.press(.enter)
            #expect(scene.hasError && scene.text == "cheap" && scene.changes.count == 0)
            #expect(try scene.state.isTypingValue, "junk closed the popover")
            try scene.state.closeValuePopover(refocusingHandle: false)
            gtk_widget_grab_focus(scene.button)
            #expect(!scene.hasError && scene.changes.count == 0 && scene.value(thumb) == (thumb == .lower ? 200 : 800))
            try scene.open(thumb)
            try scene.typist.type("500")
            try scene.state.closeValuePopover(refocusingHandle: false)
            gtk_widget_grab_focus(scene.button)
            #expect(scene.value(thumb) == 500 && scene.changes.count == 1)
        }

        /// The default parser without a formatter: a decimal comma where the locale writes one is
        /// out of reach here (the test locale is C), so the point, units and signs.
        @Test func anInputHandlerOnTheRangeSliderAnswersForEitherThumb() throws {
            let scene = try Scene(.inputMethod)
            defer { scene.host.close() }
            scene.slider.onInput { _, text in text.hasSuffix("k") ? Double(text.dropLast()).map { .value($0 * 1000) } ?? .invalid : .notHandled }
            try scene.open(.upper)
            try scene.typist.type("0.9k")
            try scene.typist.press(.enter)
            #expect(scene.slider.upperValue == 900)
            try scene.open(.lower)
            try scene.typist.type("xk")
            try scene.typist.press(.enter)
            #expect(scene.hasError && scene.slider.lowerValue == 200)
            try scene.typist.press(.escape)
            try scene.open(.lower)
            try scene.typist.type("300 €")
            try scene.typist.press(.enter)
            #expect(scene.slider.lowerValue == 300)
        }

        /// A popover open when its window closes lets go of the keyboard (as on the circular
        /// range slider: CircularRangeSliderEntryTests).
        @Test(arguments: Typist.Way.available.filter { $0 == .xKeys })
        func aPopoverOpenWhenItsWindowClosesLeavesTheKeyboardToOtherWindows(way: Typist.Way) throws {
            let scene = try Scene(.inputMethod)
            try scene.open(.upper)
            scene.host.close()
            #expect(try Typist.typeInAnotherWindow("12", way: way) == "12")
        }

        @Test func switchingEditableOffClosesThePopoverAndEnterThenMovesNothing() throws {
            let scene = try Scene(.inputMethod)
            defer { scene.host.close() }
            try scene.open(.lower)
            scene.slider.editable = false
            #expect(try !scene.state.isTypingValue)
            let thumb = try scene.state.thumbWidget(.lower)
            gtk_widget_grab_focus(thumb)
            #expect(!Typist(way: .inputMethod, window: scene.host.window, entry: thumb).bubble(GDK_KEY_Return))
            #expect(try !scene.state.isTypingValue && scene.changes.count == 0)
        }
    }
}
