import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// A control whose last reference goes inside its own `value-changed` handler, in the middle
/// of the code that emitted it: from a drag (continuous, or at its release before
/// `drag-end`), a key and a value set as the C API sets it (no GObject call holding a
/// reference around it). The control keeps itself alive until its
/// emission is over (`ControlState.emit` and `handling` hold a reference) and emits last
/// (`ValueControl.publish`): otherwise the code after the emission touches a freed widget,
/// which GTK and GObject log as criticals. Each case must finalize the control, call the
/// handler once and log nothing (WarningCapture takes GTK's criticals, so a failure names
/// this test instead of ending the run).
@MainActor
@Suite(.serialized, .gtk)
struct DestroyedInOwnHandlerTests {
    enum Trigger: String, CaseIterable, CustomTestStringConvertible {
        /// A drag, continuous (value-changed on the way) and not (value-changed at the release,
        /// before drag-end); a key; a value set.
        case drag, dragReleased, key, setValue
        var testDescription: String { rawValue }
    }

    @Test(arguments: ControlType.allCases, Trigger.allCases)
    func aControlDestroyedInsideItsOwnValueChangedHandlerFinalizesAndLogsNothing(type: ControlType, trigger: Trigger) throws {
        let widget = type.make()  // ours is the only reference
        let watch = FinalizeWatch(widget)
        let owner = UncheckedPointer(pointer: widget)
        var calls = 0
        SignalHandlerBox.connect(widget, signal: "value-changed") { _ in
            calls += 1
            if calls == 1 { g_object_unref(owner.pointer) }  // the last reference, mid-emission
        }
        let controlState = try state(of: widget)
        var drag = try GestureDriver(controlState)
        let keys = try InputDriver(widget)
        let warnings = WarningCapture.warnings {
            switch trigger {
            case .drag, .dragReleased:
                // Laid out at its test size without a window (a window would hold references
                // of its own): a press on the knob's or circle's arc changes the value at
                // once, the range slider's thumb on the move.
                if trigger == .dragReleased { controlState.setContinuous(false) }
                var minimum: Int32 = 0, natural: Int32 = 0
                gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
                var allocation = GtkAllocation(x: 0, y: 0, width: type.size.0, height: type.size.1)
                gtk_widget_size_allocate(widget, &allocation, -1)
                // (The arcs go on to 9 o'clock: at 3 o'clock the circle would be back at 0.)
                let to = type == .rangeSlider ? type.move : (10, 100)
                drag.press(type.press.0, type.press.1)
                if !watch.isFinalized { drag.move(to.0, to.1) }
                if !watch.isFinalized { drag.release(to.0, to.1) }
            case .key:
                keys.press(GDK_KEY_End)
            case .setValue:
                // What cc_knob_set_value and its kin call: no GObject call refs the widget here.
                switch controlState {
                case let arc as ArcValueState: arc.setValue(arc.maximum, animated: false)
                case let range as RangeSliderState: range.setLower(0.5)
                case let ring as CircularRangeSliderState: ring.setLower(45)
                case let pad as XYPadState: pad.setValue(0.9, on: .x)
                default: Issue.record("\(type): not a control")
                }
            }
        }
        #expect(calls == 1, "\(type) \(trigger): value-changed came \(calls) times")
        #expect(watch.isFinalized, "\(type) \(trigger): not finalized")
        #expect(warnings.isEmpty, "\(type) \(trigger): \(warnings)")
    }
}
