import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// The handles' GtkAdjustments: views of the model, one per handle, held by the handles
/// (`cc_range_thumb_get_adjustment`: GtkRange's on GTK 4.8, the thumb's own from 4.10), written
/// from the model and followed when others change them; a value a screen reader sets on a
/// handle arrives through its adjustment on either GTK.
extension TwoValueControl {
    /// A handle's GtkAdjustment (the range slider's `lower-adjustment` and `upper-adjustment`):
    /// a view of the model, showing that handle's value, the bounds and the increments.
    package func adjustment(of handle: Handle) -> UnsafeMutablePointer<GtkAdjustment> {
        cc_range_thumb_get_adjustment(handleWidget(handle))
    }

    /// Follows a handle's adjustment: a value set on it moves that handle as a drag would
    /// (``move(_:to:in:)``); with ``followsAdjustmentBounds``, bounds and increments set on it
    /// go to ``adjustmentConfigured(_:)``.
    func observeAdjustment(of handle: Handle) {
        let adjustment = adjustment(of: handle)
        // The control's own adjustment tells it through its class; another needs handlers.
        guard cc_owned_adjustment_follow(adjustment, widget) == 0 else { return }
        let signals = [("value-changed", handleValueChanged)] + (followsAdjustmentBounds ? [("changed", handleAdjustmentChanged)] : [])
        for (signal, handler) in signals {
            let id = g_signal_connect_data(UnsafeMutableRawPointer(adjustment), signal, handler, widget, nil, GConnectFlags(rawValue: 0))
            adjustmentHandlers.append((adjustment, id))
        }
    }

    /// Stops following `handle`'s adjustment (before it is replaced).
    func stopObservingAdjustment(of handle: Handle) {
        let adjustment = adjustment(of: handle)
        cc_owned_adjustment_unfollow(adjustment, widget)
        for (observed, id) in adjustmentHandlers where observed == adjustment {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(observed), id)
        }
        adjustmentHandlers.removeAll { $0.0 == adjustment }
    }

    /// Stops following both adjustments (dispose).
    func stopObservingAdjustments() {
        for (adjustment, id) in adjustmentHandlers { g_signal_handler_disconnect(UnsafeMutableRawPointer(adjustment), id) }
        adjustmentHandlers = []
    }

    /// Gives `handle` `newValue` as its adjustment (nil: a fresh one of the control's own) and
    /// notifies `property`. An adjustment the other handle has is refused with a warning naming
    /// `property` and saying whose it is (`otherOwner`, "the upper thumb's"): two handles on
    /// one adjustment would fight. A given adjustment's bounds and value are taken
    /// (``adjustmentConfigured(_:)``).
    func replaceAdjustment<P: ControlProperty>(of handle: Handle, with newValue: UnsafeMutablePointer<GtkAdjustment>?,
                                               property: P, otherOwner: String) {
        guard newValue != adjustment(of: handle) else { return }
        if let newValue, newValue == adjustment(of: handle == .lower ? .upper : .lower) {
            cc_log_warning("\(typeName): invalid value for property '\(property.definition(controlClass.defaults).name)': it is \(otherOwner) adjustment")
            return
        }
        stopObservingAdjustment(of: handle)
        let adjustment = newValue ?? cc_owned_adjustment_new(0, 0, 0, 0, 0)!
        cc_range_thumb_set_adjustment(handleWidget(handle), adjustment)  // references (and sinks) it
        observeAdjustment(of: handle)
        if newValue != nil { adjustmentConfigured(adjustment) }
        writeHandleAdjustments()
        notify(property)
    }

    func handle(of adjustment: UnsafeMutablePointer<GtkAdjustment>) -> Handle {
        adjustment == self.adjustment(of: .lower) ? .lower : .upper
    }

    /// Each handle's adjustment holds the bounds, that handle's value and the increments,
    /// written where they differ (``AdjustmentCopy``) with the control's handlers on it
    /// blocked, so nothing comes back round.
    func writeHandleAdjustments() {
        for handle in [Handle.lower, .upper] {
            let adjustment = adjustment(of: handle)
            let handlers = adjustmentHandlers.filter { $0.0 == adjustment }.map(\.1)
            let travel = model.travel(of: handle)
            let copy = AdjustmentCopy(value: travel.value, minimum: travel.minimum, maximum: travel.maximum, increments: increments)
            writing(adjustment, handlers: handlers) { copy.write(to: adjustment) }
        }
    }

    /// Gives a part (a handle, the trough) the box `rect`, measured first as GTK wants of
    /// every child.
    func place(_ part: UnsafeMutablePointer<GtkWidget>, _ rect: Rect) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(part, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        gtk_widget_measure(part, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        var allocation = GtkAllocation(x: Int32(rect.x.rounded()), y: Int32(rect.y.rounded()),
                                       width: max(0, Int32(rect.width.rounded())), height: max(0, Int32(rect.height.rounded())))
        gtk_widget_size_allocate(part, &allocation, -1)
    }
}

extension TwoValueControl: TwoValueState {
    /// A value set on a handle's adjustment moves that handle as a drag would; the adjustment
    /// then shows where the handle stopped.
    func adjustmentValueChanged(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        let handle = handle(of: adjustment)
        let target = gtk_adjustment_get_value(adjustment)
        change(from: .adjustment) { model in move(handle, to: target, in: &model) }
        writeHandleAdjustments()  // a value the model held shows where the handle stopped
    }
}

/// A handle's adjustment's `value-changed`.
private let handleValueChanged: GCallback = unsafeBitCast(
    { (adjustment: gpointer?, data: gpointer?) in
        ControlState.handling(data, otherwise: ()) { state in
            guard let state = state as? TwoValueState, let adjustment else { return }
            state.adjustmentValueChanged(adjustment.assumingMemoryBound(to: GtkAdjustment.self))
        }
    } as @convention(c) (gpointer?, gpointer?) -> Void, to: GCallback.self)

/// A handle's adjustment's `changed` (bounds or increments).
private let handleAdjustmentChanged: GCallback = unsafeBitCast(
    { (adjustment: gpointer?, data: gpointer?) in
        ControlState.handling(data, otherwise: ()) { state in
            guard let state = state as? TwoValueState, let adjustment else { return }
            state.adjustmentConfigured(adjustment.assumingMemoryBound(to: GtkAdjustment.self))
        }
    } as @convention(c) (gpointer?, gpointer?) -> Void, to: GCallback.self)
