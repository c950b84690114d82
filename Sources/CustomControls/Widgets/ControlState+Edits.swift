import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// A person's edits, bracketed by `edit-begin` and `edit-end` for automation hosts: Core's
// EditTracker decides when an edit begins and ends; this emits the signals, knows which input
// is being handled, and times a burst's end.

extension ControlState {
    /// A control's edits: the tracker, the person's input being handled, a burst's timer.
    struct Edits {
        var tracker = EditTracker()
        /// The kind of the person's input being handled (``ControlState/asPerson(_:_:)``), if any:
        /// a value change then is theirs.
        var input: EditTracker.Kind?
        /// The GLib source that ends a quiet burst, or 0.
        var quietCheck: guint = 0
    }

    /// Seconds on GLib's monotonic clock.
    private var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// A person starts an edit of `kind` (a drag, typing, a reset); an open edit of another
    /// kind ends first.
    func startEdit(_ kind: EditTracker.Kind) {
        emitEdit(edits.tracker.start(kind))
    }

    /// The person's edit of `kind` is over (if it is the open one).
    func finishEdit(_ kind: EditTracker.Kind) {
        emitEdit(edits.tracker.finish(kind))
    }

    /// Keys and the wheel went elsewhere (focus left, the control left the screen): an open
    /// burst ends now rather than after its quiet time.
    func finishBurst() {
        emitEdit(edits.tracker.finishBurst())
    }

    /// The control is going: whatever edit is open ends, and the burst's timer with it.
    func finishAnyEdit() {
        if edits.quietCheck != 0 {
            g_source_remove(edits.quietCheck)
            edits.quietCheck = 0
        }
        emitEdit(edits.tracker.finishAny())
    }

    /// Runs `body`, the handling of a person's input of `kind`: a value change in it begins an
    /// edit when none is open (``personWillChangeValue()``). A key or wheel step keeps an open
    /// burst going even when it changed nothing (a key at the end of the range).
    func asPerson<T>(_ kind: EditTracker.Kind, _ body: () -> T) -> T {
        let outer = edits.input
        edits.input = kind
        defer { edits.input = outer }
        let result = body()
        if kind.comesInBursts {
            edits.tracker.stepped(by: kind, at: now)
            scheduleQuietCheck()
        }
        return result
    }

    /// Called just before `value-changed`: during a person's input, an edit begins first if
    /// none is open, so the value change falls inside the pair.
    func personWillChangeValue() {
        guard let kind = edits.input else { return }
        emitEdit(edits.tracker.changing(by: kind, at: now))
    }

    private func emitEdit(_ signals: [EditTracker.Signal]) {
        for signal in signals {
            editSignalled(signal)
            emit(signal == .begin ? .editBegin : .editEnd)
        }
    }

    /// Checks again when the open burst's quiet time is up. A pending check is left alone when
    /// a step moves the deadline on: it finds the burst still going and waits again from the
    /// last step, so a held key's repeats do not remove and add a GLib source each.
    private func scheduleQuietCheck() {
        guard edits.quietCheck == 0, let deadline = edits.tracker.quietDeadline else { return }
        let check: @convention(c) (gpointer?) -> gboolean = { data in
            ControlState.handling(data, otherwise: ()) { state in
                state.edits.quietCheck = 0
                state.emitEdit(state.edits.tracker.quiet(at: state.now))
                state.scheduleQuietCheck()  // a step came meanwhile: wait for its deadline
            }
            return 0  // G_SOURCE_REMOVE
        }
        // No reference: disposing removes the check (``finishAnyEdit()``).
        let milliseconds = guint(max(0, (deadline - now) * 1000).rounded(.up)) + 1
        edits.quietCheck = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, check, widget, nil)
    }
}
