import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

extension TypingSuites {
    /// The circular range slider's popover entry at the focused handle, for each handle: opened
    /// by Enter as on the range slider (RangeSliderEntryTests), the same entry rules, values
    /// wrapped round the ring's end when it wraps, else clamped, the other handle staying.
    @MainActor
    @Suite(.serialized, .gtk)
    struct CircularRangeSliderEntryTests {
        /// A sleep schedule: a 24-hour ring in half hours, 22.0 h to 6.0 h across midnight,
        /// with a button beside it.
        @MainActor
        private final class Scene {
            let slider = CircularRangeSlider()
            let button = gtk_button_new_with_label("Elsewhere")!
            let host: HostWindow
            let way: Typist.Way
            let changes: SignalCounter
            let lowerNotifications: SignalCounter
            let upperNotifications: SignalCounter
            var typist: Typist!

            init(_ way: Typist.Way, wraps: Bool = true) throws {
                self.way = way
                slider.maximumValue = 24
                slider.step = 0.5
                slider.wraps = wraps
                slider.setValues(lower: 22, upper: 6)
                slider.digits = 1
                slider.valueFormatter = { TypedNumber.format($0, digits: 1) + " h" }
                slider.editable = true
                let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
                gtk_widget_set_vexpand(slider.widget, 1)
                gtk_widget_set_margin_top(slider.widget, 60)  // room for the popover above
                gtk_box_append(cast(box), slider.widget)
                gtk_box_append(cast(box), button)
                host = try HostWindow(box, width: 260, height: 320)
                changes = SignalCounter(slider.widget)
                lowerNotifications = SignalCounter(slider.widget, notify: "lower-value")
                upperNotifications = SignalCounter(slider.widget, notify: "upper-value")
            }

            var state: CircularRangeSliderState { get throws { try CustomControlsTests.state(of: slider.widget, as: CircularRangeSliderState.self) } }

            /// Focuses `handle` and presses Enter on it, as a person would; the typist then
            /// types into the popover's entry.
            func open(_ handle: RangeSliderDrag.Thumb) throws {
                let widget = try state.handleWidget(handle)
                gtk_widget_grab_focus(widget)
                try #require(gtk_widget_is_focus(widget) != 0)
                #expect(Typist(way: .inputMethod, window: host.window, entry: widget).bubble(GDK_KEY_Return), "Enter on the handle was not taken")
                let entry = try #require(try state.popoverEntry?.widget)
                typist = Typist(way: way, window: host.window, entry: entry)
                try #require(try state.isTypingValue, "the popover did not open")
                try typist.focusEntry()
            }

            /// Opens the popover at `handle`, types `text` and presses Enter.
            func enter(_ text: String, at handle: RangeSliderDrag.Thumb) throws {
                try open(handle)
                try typist.type(text)
                try typist.press(.enter)
            }

            var text: String { typist.entryText }
            var hasError: Bool { gtk_widget_has_css_class(typist.entry, "error") != 0 }
            var values: ValuePair { ValuePair(lower: slider.lowerValue, upper: slider.upperValue) }
            func value(_ handle: RangeSliderDrag.Thumb) -> Double { handle == .lower ? slider.lowerValue : slider.upperValue }
            func notifications(_ handle: RangeSliderDrag.Thumb) -> Int { handle == .lower ? lowerNotifications.count : upperNotifications.count }
        }

        nonisolated static let handles: [RangeSliderDrag.Thumb] = [.lower, .upper]

        @Test(arguments: handles)
        func enterOnAHandleOpensItsLabelledEntryPointingAtIt(handle: RangeSliderDrag.Thumb) throws {
            let scene = try Scene(.inputMethod)
            defer { scene.host.close() }
            try scene.open(handle)
            let label = handle == .lower ? "Lower value" : "Upper value"
            #expect(cc_test_accessible_check_string(scene.typist.entry.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label) == nil)
            #expect(scene.text == (handle == .lower ? "22.0 h" : "6.0 h"))
            var pointed = GdkRectangle()
            let popover = try #require(try scene.state.valuePopover)
            #expect(gtk_popover_get_pointing_to(cast(popover), &pointed) != 0)
            var bounds = graphene_rect_t()
            #expect(gtk_widget_compute_bounds(try scene.state.handleWidget(handle), scene.slider.widget, &bounds) != 0)
            #expect(abs(Double(pointed.x) - Double(bounds.origin.x)) <= 1 && abs(Double(pointed.y) - Double(bounds.origin.y)) <= 1,
                    "the popover points elsewhere than at the handle")
        }

        /// A commit emits one `value-changed` and notifies the typed handle's value once; the
        /// other handle stays, unnotified. Committing the value it has emits nothing.
        @Test(arguments: Typist.Way.available, handles)
        func typedTextSurvivesAValueChangeAndEnterCommitsOnceClosesAndRefocusesTheHandle(way: Typist.Way, handle: RangeSliderDrag.Thumb) throws {
            let scene = try Scene(way)
            defer { scene.host.close() }
            try scene.open(handle)
            try scene.typist.type("7.3")
            scene.slider.setValues(lower: 21, upper: 5)  // from elsewhere while the person types
            #expect(scene.text == "7.3", "the value change overwrote the typing")
            #expect(scene.changes.count == 1 && scene.notifications(.lower) == 1 && scene.notifications(.upper) == 1)
            try scene.typist.press(.enter)
            #expect(scene.value(handle) == 7.5, "7.3 is not snapped to the half hour")
            #expect(scene.value(handle == .lower ? .upper : .lower) == (handle == .lower ? 5 : 21), "the other handle moved")
            #expect(scene.changes.count == 2 && scene.notifications(handle) == 2 && scene.notifications(handle == .lower ? .upper : .lower) == 1)
            #expect(try !scene.state.isTypingValue, "Enter left the popover open")
            #expect(gtk_widget_is_focus(try scene.state.handleWidget(handle)) != 0, "focus did not come back to the handle")
            try scene.enter("7.5", at: handle)
            #expect(scene.changes.count == 2 && scene.notifications(handle) == 2, "the same value again was reported")
        }

        /// Past the ring's end a typed value comes round when the ring wraps (26 is 2, -1 is
        /// 23), else it is clamped to the end; either way the range may cross the end.
        @Test(arguments: handles, [true, false])
        func aTypedValueWrapsRoundTheEndOrIsClamped(handle: RangeSliderDrag.Thumb, wraps: Bool) throws {
            let scene = try Scene(.inputMethod, wraps: wraps)
            defer { scene.host.close() }
            try scene.enter("26", at: handle)
            let other: Double = handle == .lower ? 6 : 22
            #expect(scene.value(handle) == (wraps ? 2 : 24) && scene.value(handle == .lower ? .upper : .lower) == other)
            #expect(scene.text == (wraps ? "2.0 h" : "24.0 h"))
            try scene.enter("-1", at: handle)
            #expect(scene.value(handle) == (wraps ? 23 : 0) && scene.value(handle == .lower ? .upper : .lower) == other)
            #expect(scene.changes.count == 2)
            try scene.enter("23.5", at: handle)  // within the ring: taken as it is, across the end
            #expect(scene.value(handle) == 23.5 && scene.changes.count == 3)
        }

        /// With a minimum distance, a typed handle stops that far short of the other one, which
        /// stays (the upper one at 24, the angle of 0, two hours on from 22).
        @Test(arguments: handles)
        func aTypedHandleStopsTheMinimumDistanceShortOfTheOther(handle: RangeSliderDrag.Thumb) throws {
            let scene = try Scene(.inputMethod)
            defer { scene.host.close() }
            scene.slider.minimumDistance = 2
            try scene.enter(handle == .lower ? "5" : "23", at: handle)
            #expect(scene.values == (handle == .lower ? ValuePair(lower: 4, upper: 6) : ValuePair(lower: 22, upper: 24)))
            #expect(scene.text == (handle == .lower ? "4.0 h" : "24.0 h"))
        }

        @Test(arguments: Typist.Way.available, handles)
        func escapeCancelsAndClosesLeavingTheValue(way: Typist.Way, handle: RangeSliderDrag.Thumb) throws {
            let scene = try Scene(way)
            defer { scene.host.close() }
            try scene.open(handle)
            try scene.typist.type("12")
            try scene.typist.press(.escape)
            #expect(try !scene.state.isTypingValue)
            #expect(scene.values == ValuePair(lower: 22, upper: 6) && scene.changes.count == 0 && scene.notifications(handle) == 0)
            #expect(gtk_widget_is_focus(try scene.state.handleWidget(handle)) != 0)
        }

        /// Junk keeps the popover open with the error style; closing it (focus leaving) drops
        /// the junk, and typed text that parses is committed instead.
        @Test(arguments: handles)
        func junkKeepsThePopoverOpenAndFocusLeavingCommitsOrDrops(handle: RangeSliderDrag.Thumb) throws {
            let scene = try Scene(.inputMethod)
            defer { scene.host.close() }
            try scene.open(handle)
            try scene.typist.type("bedtime")
            try scene.typist.press(.enter)
            #expect(scene.hasError && scene.text == "bedtime" && scene.changes.count == 0)
            #expect(try scene.state.isTypingValue, "junk closed the popover")
            try scene.state.closeValuePopover(refocusingHandle: false)
            gtk_widget_grab_focus(scene.button)
            #expect(!scene.hasError && scene.changes.count == 0 && scene.values == ValuePair(lower: 22, upper: 6))
            try scene.open(handle)
            try scene.typist.type("12")
            try scene.state.closeValuePopover(refocusingHandle: false)
            gtk_widget_grab_focus(scene.button)
            #expect(scene.value(handle) == 12 && scene.changes.count == 1 && scene.notifications(handle) == 1)
        }

        /// The `input` signal answers for either handle: a number, a refusal, or the default.
        @Test func anInputHandlerAnswersForEitherHandle() throws {
            let scene = try Scene(.inputMethod)
            defer { scene.host.close() }
            scene.slider.onInput { _, text in
                text == "noon" ? .value(12) : text.hasPrefix("at ") ? .invalid : .notHandled
            }
            try scene.enter("noon", at: .upper)
            #expect(scene.slider.upperValue == 12)
            try scene.enter("at 3", at: .lower)
            #expect(scene.hasError && scene.slider.lowerValue == 22)
            try scene.typist.press(.escape)
            try scene.enter("21.0 h", at: .lower)
            #expect(scene.values == ValuePair(lower: 21, upper: 12) && scene.changes.count == 2)
        }

        @Test func switchingEditableOffClosesThePopoverAndEnterThenMovesNothing() throws {
            let scene = try Scene(.inputMethod)
            defer { scene.host.close() }
            try scene.open(.upper)
            scene.slider.editable = false
            #expect(try !scene.state.isTypingValue)
            let handle = try scene.state.handleWidget(.upper)
            gtk_widget_grab_focus(handle)
            #expect(!Typist(way: .inputMethod, window: scene.host.window, entry: handle).bubble(GDK_KEY_Return))
            #expect(try !scene.state.isTypingValue && scene.changes.count == 0)
        }

        /// A popover open when its window closes lets go of the keyboard: real keys typed next
        /// reach another window's entry (they did not while the popover stayed up, holding its
        /// grab). Real keys only: the X server's grab is what matters.
        @Test(arguments: Typist.Way.available.filter { $0 == .xKeys })
        func aPopoverOpenWhenItsWindowClosesLeavesTheKeyboardToOtherWindows(way: Typist.Way) throws {
            let scene = try Scene(.inputMethod)
            try scene.open(.lower)
            scene.host.close()
            #expect(try Typist.typeInAnotherWindow("12", way: way) == "12")
        }

        /// Without `editable` Enter on a handle opens nothing (it is no key binding either).
        @Test func aRingThatIsNotEditableOpensNoPopover() throws {
            let scene = try Scene(.inputMethod)
            defer { scene.host.close() }
            scene.slider.editable = false
            let handle = try scene.state.handleWidget(.lower)
            gtk_widget_grab_focus(handle)
            #expect(!Typist(way: .inputMethod, window: scene.host.window, entry: handle).bubble(GDK_KEY_Return))
            #expect(try scene.state.popoverEntry == nil && scene.changes.count == 0)
        }
    }
}
