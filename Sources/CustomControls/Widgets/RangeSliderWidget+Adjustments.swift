import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// The range slider's two GtkAdjustments (`lower-adjustment`, `upper-adjustment`): views of the
// model, one per thumb, held by the thumbs' GtkRanges, and followed when others change them.

extension RangeSliderWidget {

    /// A thumb's GtkAdjustment (`lower-adjustment`, `upper-adjustment`), held by the thumb's
    /// GtkRange: a view of the model, showing that thumb's value, the bounds and the increments.
    package func adjustment(of thumb: RangeSliderDrag.Thumb) -> UnsafeMutablePointer<GtkAdjustment> {
        gtk_range_get_adjustment(thumbRange(thumb))
    }

    /// Gives `thumb` the adjustment `newValue` and takes its bounds, increments and value; nil
    /// gives it a fresh one of the control's own, holding the control's.
    ///
    /// As the knob's `adjustment`, the control follows the new adjustment at once rather
    /// than on a notification: properties set after this one in the same g_object_new or
    /// GtkBuilder object must change the new adjustment, not be overwritten by it later.
    package func setAdjustment(_ newValue: UnsafeMutablePointer<GtkAdjustment>?, of thumb: RangeSliderDrag.Thumb) {
        guard newValue != adjustment(of: thumb) else { return }
        stopObservingThumbAdjustment(thumb)
        let adjustment = newValue ?? gtk_adjustment_new(0, 0, 0, 0, 0, 0)!
        gtk_range_set_adjustment(thumbRange(thumb), adjustment)  // references (and sinks) it
        cc_range_release_adjustment(thumbRange(thumb))  // the thumb's GtkRange draws and emits nothing
        observeThumbAdjustment(thumb)
        if newValue != nil {
            thumbAdjustmentConfigured(adjustment)
        }
        writeThumbAdjustments()
        notify(thumb == .lower ? RangeSliderProperty.lowerAdjustment : .upperAdjustment)
    }

    func thumbRange(_ thumb: RangeSliderDrag.Thumb) -> UnsafeMutablePointer<GtkRange> {
        UnsafeMutableRawPointer(thumbWidget(thumb)).assumingMemoryBound(to: GtkRange.self)
    }

    /// Follows a thumb's adjustment: a value set on it (by the app, a GtkScale sharing it, or a
    /// screen reader's `gtk_range_set_value` on the thumb) moves that thumb as a drag would;
    /// bounds or increments set on it are the control's.
    func observeThumbAdjustment(_ thumb: RangeSliderDrag.Thumb) {
        let adjustment = adjustment(of: thumb)
        let valueChanged: @convention(c) (gpointer?, gpointer?) -> Void = { adjustment, data in
            ControlWidget.handling(data, otherwise: ()) { state in
                guard let slider = state as? RangeSliderWidget, let adjustment else { return }
                slider.thumbAdjustmentValueChanged(adjustment.assumingMemoryBound(to: GtkAdjustment.self))
            }
        }
        let configured: @convention(c) (gpointer?, gpointer?) -> Void = { adjustment, data in
            ControlWidget.handling(data, otherwise: ()) { state in
                guard let slider = state as? RangeSliderWidget, let adjustment else { return }
                slider.thumbAdjustmentConfigured(adjustment.assumingMemoryBound(to: GtkAdjustment.self))
            }
        }
        for (signal, handler) in [("value-changed", valueChanged), ("changed", configured)] {
            let id = g_signal_connect_data(UnsafeMutableRawPointer(adjustment), signal, unsafeBitCast(handler, to: GCallback.self), widget.raw, nil, GConnectFlags(0))
            thumbHandlers.append((adjustment, id))
        }
    }

    func stopObservingThumbAdjustment(_ thumb: RangeSliderDrag.Thumb) {
        let adjustment = adjustment(of: thumb)
        for (observed, id) in thumbHandlers where observed == adjustment {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(observed), id)
        }
        thumbHandlers.removeAll { $0.0 == adjustment }
    }

    func thumb(of adjustment: UnsafeMutablePointer<GtkAdjustment>) -> RangeSliderDrag.Thumb {
        adjustment == self.adjustment(of: .lower) ? .lower : .upper
    }

    /// A thumb's value set on its adjustment moves it as a drag would: with push mode it
    /// pushes the other thumb, without it it stops at the other one.
    func thumbAdjustmentValueChanged(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        let thumb = thumb(of: adjustment)
        let target = gtk_adjustment_get_value(adjustment)
        change(from: .adjustment) { model in
            move(thumb, to: target, in: &model)
        }
        writeThumbAdjustments()  // a value the model clamped shows where the thumb stopped
    }

    /// Bounds and increments set on a thumb's adjustment are the control's (and so the other
    /// adjustment's); its value is taken with them, as `gtk_adjustment_configure` sets all at
    /// once, and as `lower-value` or `upper-value` takes it: past the other thumb it moves the
    /// other along, so a new pair of adjustments gives the same values whichever comes first.
    func thumbAdjustmentConfigured(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        let thumb = thumb(of: adjustment)
        let copy = AdjustmentCopy(of: adjustment)
        takeIncrements(from: copy)
        change(from: .adjustment) { model in
            if copy.maximum < model.minimum {  // in this order, neither bound drags the other past the new ones
                try model.setMinimum(copy.minimum)
                try model.setMaximum(copy.maximum)
            } else {
                try model.setMaximum(copy.maximum)
                try model.setMinimum(copy.minimum)
            }
            switch thumb {
            case .lower: try model.setLower(copy.value)
            case .upper: try model.setUpper(copy.value)
            }
        }
        writeThumbAdjustments()
    }

    func move(_ thumb: RangeSliderDrag.Thumb, to value: Double, in model: inout RangeSliderModel) {
        switch thumb {
        case .lower: model.moveLower(to: value, pushing: model.pushesOtherThumb)
        case .upper: model.moveUpper(to: value, pushing: model.pushesOtherThumb)
        }
    }

    /// Each thumb's adjustment holds the bounds, that thumb's value and the increments, written
    /// where they differ with the control's handlers on it blocked, so nothing comes back round.
    func writeThumbAdjustments() {
        for (thumb, value) in [(RangeSliderDrag.Thumb.lower, model.lower), (.upper, model.upper)] {
            let adjustment = adjustment(of: thumb)
            let handlers = thumbHandlers.filter { $0.0 == adjustment }.map(\.1)
            let copy = AdjustmentCopy(value: value, minimum: model.minimum, maximum: model.maximum, increments: increments)
            withHandlers(handlers, of: UnsafeMutableRawPointer(adjustment), blocked: { copy.write(to: adjustment) })
        }
    }

}
