import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// `edit-begin` and `edit-end` on every control: one pair around each change a person makes,
/// driven through the real key, scroll and drag controllers, with every `value-changed` a
/// person causes inside a pair and none from a program.
@MainActor
@Suite(.serialized, .gtk)
struct EditGestureTests {
    /// The names of the signals a control emitted, in order.
    final class SignalLog {
        private(set) var names: [String] = []
        init(_ widget: UnsafeMutablePointer<GtkWidget>,
             signals: [String] = ["edit-begin", "edit-end", "value-changed", "drag-begin", "drag-end"]) {
            for signal in signals {
                SignalHandlerBox.connect(widget, signal: signal) { [weak self] _ in self?.names.append(signal) }
            }
        }
        func clear() { names = [] }
    }

    /// A control of `type` in a window, its first focusable part focused and engaged (as a
    /// click would leave it), so the wheel reaches it too.
    private func focused(_ type: ControlType) throws -> (UnsafeMutablePointer<GtkWidget>, HostWindow, ControlState) {
        let widget = type.make()
        let host = try HostWindow(widget, width: type.size.0, height: type.size.1)
        gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD)
        let state = try #require(ControlState.of(widget))
        try #require(state.focusedWidget != nil, "\(type) took no focus")
        state.engage()
        return (widget, host, state)
    }

    /// Three arrow keys in a row are one edit: it begins before the first value-changed and
    /// ends half a second after the last key, once.
    @Test(arguments: ControlType.allCases)
    func aBurstOfKeysIsOneEditEndingWhenTheKeysStop(type: ControlType) throws {
        let (widget, host, _) = try focused(type)
        defer { host.close(); g_object_unref(widget) }
        let log = SignalLog(widget)
        let keys = try InputDriver(widget)
        for _ in 0..<3 { #expect(keys.press(GDK_KEY_Right)) }
        #expect(log.names == ["edit-begin", "value-changed", "value-changed", "value-changed"])
        GTK.spin(0.3)
        #expect(!log.names.contains("edit-end"), "the burst ended before its quiet time")
        #expect(keys.press(GDK_KEY_Right))  // the burst goes on from this key
        GTK.spin(0.35)
        #expect(log.names.count == 5, "0.35 s after the fourth key the burst is still open: \(log.names)")
        GTK.spin(0.4)
        #expect(log.names == ["edit-begin"] + Array(repeating: "value-changed", count: 4) + ["edit-end"])
    }

    /// The wheel's notches are a burst as keys are, and a notch or key that changes nothing (at
    /// the end of the range) begins no edit.
    @Test(arguments: ControlType.allCases)
    func wheelNotchesAreOneEditAndAStepThatChangesNothingBeginsNone(type: ControlType) throws {
        let (widget, host, _) = try focused(type)
        defer { host.close(); g_object_unref(widget) }
        let log = SignalLog(widget)
        let input = try InputDriver(widget)
        #expect(input.wheel(-1) && input.wheel(-1))  // up: the value rises
        #expect(log.names == ["edit-begin", "value-changed", "value-changed"])
        GTK.spin(0.7)
        #expect(log.names.last == "edit-end" && log.names.count == 4)
        log.clear()
        #expect(input.press(GDK_KEY_End))  // to the end: one edit
        GTK.spin(0.7)
        #expect(log.names == ["edit-begin", "value-changed", "edit-end"])
        log.clear()
        input.press(GDK_KEY_End)
        GTK.spin(0.7)
        #expect(log.names == [], "End at the end changed nothing, yet: \(log.names)")
    }

    /// Focus leaving the control ends a burst at once.
    @Test(arguments: ControlType.allCases)
    func focusLeavingEndsABurstAtOnce(type: ControlType) throws {
        let button = gtk_button_new_with_label("elsewhere")!
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let widget = type.make()
        defer { g_object_unref(widget) }
        gtk_box_append(cast(box), widget)
        gtk_box_append(cast(box), button)
        let host = try HostWindow(box, width: type.size.0, height: type.size.1 + 40)
        defer { host.close() }
        gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD)
        let log = SignalLog(widget)
        #expect(try InputDriver(widget).press(GDK_KEY_Right))
        gtk_widget_grab_focus(button)
        #expect(log.names == ["edit-begin", "value-changed", "edit-end"])
        GTK.spin(0.7)
        #expect(log.names.count == 3, "a second end after the quiet time: \(log.names)")
    }

    /// A drag is one edit around its drag-begin and drag-end; an arrow key during it joins it,
    /// and a burst of keys open when the drag starts ends first.
    @Test(arguments: ControlType.allCases)
    func aDragIsOneEditAroundItsDragSignals(type: ControlType) throws {
        let (widget, host, state) = try focused(type)
        defer { host.close(); g_object_unref(widget) }
        let keys = try InputDriver(widget)
        #expect(keys.press(GDK_KEY_Right))
        #expect(state.edits.tracker.open == .keys, "the key opened no burst")
        let log = SignalLog(widget)
        var drag = try GestureDriver(state)
        drag.press(type.press.0, type.press.1)
        drag.move(type.move.0, type.move.1)
        keys.press(GDK_KEY_Right)
        drag.release(type.move.0, type.move.1)
        let names = log.names.filter { $0 != "value-changed" }
        #expect(names == ["edit-end", "edit-begin", "drag-begin", "drag-end", "edit-end"], "\(log.names)")
        let begin = try #require(log.names.firstIndex(of: "drag-begin")), end = try #require(log.names.lastIndex(of: "drag-end"))
        #expect(log.names[..<begin].filter { $0 == "value-changed" }.isEmpty, "a value-changed before the drag's edit began")
        #expect(log.names[begin...end].contains("value-changed"), "the drag changed nothing")
        GTK.spin(0.7)
        #expect(log.names.last == "edit-end" && log.names.filter { $0 == "edit-end" }.count == 2, "the key in the drag began a burst")
    }

    /// Escape cancelling a drag ends its edit after the value's return.
    @Test(arguments: ControlType.allCases)
    func aCancelledDragEndsItsEdit(type: ControlType) throws {
        let (widget, host, state) = try focused(type)
        defer { host.close(); g_object_unref(widget) }
        let log = SignalLog(widget)
        var drag = try GestureDriver(state)
        drag.press(type.press.0, type.press.1)
        drag.move(type.move.0, type.move.1)
        #expect(try InputDriver(widget).press(GDK_KEY_Escape))
        #expect(log.names.first == "edit-begin" && Array(log.names.suffix(3)) == ["value-changed", "drag-end", "edit-end"], "\(log.names)")
    }

    /// A double click's second press resets the value inside an edit of its own; a reset that
    /// changes nothing (at the default already, or the circular range slider, which has no
    /// default) makes no edit.
    @Test(arguments: ControlType.allCases, [false, true])
    func aDoubleClickResetIsOneEditWhenItChangesTheValue(type: ControlType, atDefault: Bool) throws {
        let (widget, host, state) = try focused(type)
        defer { host.close(); g_object_unref(widget) }
        var drag = try GestureDriver(state)
        // A point whose value is not the default (the range slider's lower thumb and the pad's
        // handle start at theirs, under the press point): the first click puts the value there.
        let point = switch type {
        case .rangeSlider: (20.0, 15.0)  // left of the lower thumb
        case .xyPad: type.move
        default: type.press
        }
        drag.press(point.0, point.1)
        drag.release(point.0, point.1)
        if atDefault {
            let defaults: [(String, String)] = switch type {
            case .knob, .circularSlider: [("default-value", "value")]
            case .rangeSlider: [("default-lower-value", "lower-value"), ("default-upper-value", "upper-value")]
            case .xyPad: [("default-x", "x-value"), ("default-y", "y-value")]
            case .circularRangeSlider: []
            }
            for (name, value) in defaults { cc_object_set_double(widget, name, cc_object_get_double(widget, value)) }
        }
        let log = SignalLog(widget)
        drag.press(point.0, point.1)  // the second press of a double click
        let changes = !atDefault && type != .circularRangeSlider
        #expect(log.names == (changes ? ["edit-begin", "value-changed", "edit-end"] : []))
    }

    /// What a program sets is no edit: setters, adjustments, animations.
    @Test(arguments: ControlType.allCases)
    func aProgramsChangesAreNoEdit(type: ControlType) throws {
        let (widget, host, _) = try focused(type)
        defer { host.close(); g_object_unref(widget) }
        let log = SignalLog(widget)
        let minimum = cc_object_get_double(widget, type.boundProperties.minimum)
        let maximum = cc_object_get_double(widget, type.boundProperties.maximum)
        for share in [0.1, 0.2] { cc_object_set_double(widget, type.valueProperty, minimum + share * (maximum - minimum)) }
        GTK.spin(0.7)
        #expect(log.names == ["value-changed", "value-changed"])
    }

    /// A control destroyed during a burst ends its edit as it goes.
    @Test(arguments: ControlType.allCases)
    func aControlDestroyedMidBurstEndsItsEdit(type: ControlType) throws {
        let (widget, host, _) = try focused(type)
        let watch = FinalizeWatch(widget)
        let ends = SignalCounter(widget, signal: "edit-end")
        #expect(try InputDriver(widget).press(GDK_KEY_Right))
        host.close()
        g_object_unref(widget)
        #expect(watch.isFinalized && ends.count == 1)
        GTK.spin(0.7)  // the burst's timer must not fire on the freed widget
    }

    /// A typed value is one edit from the first change of the entry's text to its commit, and
    /// a cancelled one ends too; the text the control itself shows begins none.
    @Test func aTypedValueIsOneEditFromTheFirstChangeToItsCommitOrCancel() throws {
        let knob = Knob()
        knob.editable = true
        knob.showValue = true
        let host = try HostWindow(knob.widget, width: 200, height: 200)
        defer { host.close() }
        let parts = try state(of: knob.widget, as: KnobState.self)
        let entry = try #require(parts.valueEntry)
        let log = SignalLog(knob.widget)
        knob.value = 0.25  // the control writes the entry: no edit
        gtk_editable_set_text(OpaquePointer(entry.widget), "0.")
        #expect(log.names == ["value-changed", "edit-begin"])
        gtk_editable_set_text(OpaquePointer(entry.widget), "0.75")
        #expect(entry.commit())
        #expect(log.names == ["value-changed", "edit-begin", "value-changed", "edit-end"])
        #expect(knob.value == 0.75)
        log.clear()
        gtk_editable_set_text(OpaquePointer(entry.widget), "0.5")
        entry.cancel()
        #expect(log.names == ["edit-begin", "edit-end"] && knob.value == 0.75)
    }
}
