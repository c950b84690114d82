import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

extension TypingSuites {
    /// The XY pad's popover entry for x or y, whichever has focus: opened by Enter, labelled
    /// with the axis, its value typed into that axis alone, clamped into its bounds.
    @MainActor
    @Suite(.serialized, .gtk)
    struct XYPadEntryTests {
        /// A pad of 0…10 across and 0…1 up, at (4, 0.25), with room above it for the popover.
        @MainActor
        private final class Scene {
            let pad = XYPad()
            let host: HostWindow
            let changes: SignalCounter
            let xNotifications: SignalCounter
            let yNotifications: SignalCounter
            var typist: Typist!

            init() throws {
                pad.xMaximum = 10
                pad.setValues(x: 4, y: 0.25)
                pad.editable = true
                let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
                gtk_widget_set_vexpand(pad.widget, 1)
                gtk_widget_set_margin_top(pad.widget, 60)
                gtk_box_append(cast(box), pad.widget)
                host = try HostWindow(box, width: 260, height: 320)
                changes = SignalCounter(pad.widget)
                xNotifications = SignalCounter(pad.widget, notify: "x-value")
                yNotifications = SignalCounter(pad.widget, notify: "y-value")
            }

            var state: XYPadState { get throws { try CustomControlsTests.state(of: pad.widget, as: XYPadState.self) } }

            /// Focuses x (`.lower`) or y (`.upper`), presses Enter on it and types `text`, then Enter.
            func enter(_ text: String, at handle: RangeSliderDrag.Thumb) throws {
                let widget = try state.handleWidget(handle)
                gtk_widget_grab_focus(widget)
                try #require(gtk_widget_is_focus(widget) != 0)
                #expect(Typist(way: .inputMethod, window: host.window, entry: widget).bubble(GDK_KEY_Return), "Enter on the handle was not taken")
                let entry = try #require(try state.popoverEntry?.widget)
                typist = Typist(way: .inputMethod, window: host.window, entry: entry)
                try #require(try state.isTypingValue, "the popover did not open")
                #expect(cc_test_accessible_check_string(entry.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, handle == .lower ? "X value" : "Y value") == nil)
                try typist.focusEntry()
                try typist.type(text)
                try typist.press(.enter)
            }
        }

        /// A typed value goes to the focused axis only, clamped into that axis's bounds, with
        /// one value-changed and one notify of that axis's value.
        @Test(arguments: [RangeSliderDrag.Thumb.lower, .upper])
        func aTypedValueGoesToTheFocusedAxisAlone(handle: RangeSliderDrag.Thumb) throws {
            let scene = try Scene()
            defer { scene.host.close() }
            try scene.enter("0.75", at: handle)
            #expect(handle == .lower ? scene.pad.xValue == 0.75 && scene.pad.yValue == 0.25 : scene.pad.yValue == 0.75 && scene.pad.xValue == 4)
            #expect(scene.changes.count == 1)
            #expect(handle == .lower ? scene.xNotifications.count == 1 && scene.yNotifications.count == 0
                                     : scene.yNotifications.count == 1 && scene.xNotifications.count == 0)
            try scene.enter("50", at: handle)  // x is 0…10, y 0…1
            #expect(handle == .lower ? scene.pad.xValue == 10 : scene.pad.yValue == 1)
            #expect(scene.changes.count == 2)
        }

        /// The popover points at the handle, and follows it when the values change while it is open.
        @Test func thePopoverPointsAtTheHandleAndFollowsIt() throws {
            let scene = try Scene()
            defer { scene.host.close() }
            let state = try scene.state
            gtk_widget_grab_focus(state.yHandle)
            #expect(Typist(way: .inputMethod, window: scene.host.window, entry: state.yHandle).bubble(GDK_KEY_Return))
            let popover = try #require(state.valuePopover)
            for (x, y) in [(4.0, 0.25), (9.0, 0.9)] {
                scene.pad.setValues(x: x, y: y)
                GTK.spin(0.05)  // laid out again
                var pointed = GdkRectangle()
                var bounds = graphene_rect_t()
                #expect(gtk_popover_get_pointing_to(cast(popover), &pointed) != 0)
                #expect(gtk_widget_compute_bounds(state.yHandle, scene.pad.widget, &bounds) != 0)
                #expect(abs(Double(pointed.x) - Double(bounds.origin.x)) <= 1 && abs(Double(pointed.y) - Double(bounds.origin.y)) <= 1,
                        "at (\(x), \(y)) the popover points at (\(pointed.x), \(pointed.y)), the handle is at (\(bounds.origin.x), \(bounds.origin.y))")
            }
        }
    }
}
