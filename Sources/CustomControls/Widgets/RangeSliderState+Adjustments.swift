import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// The range slider's two GtkAdjustments (`lower-adjustment`, `upper-adjustment`): views of the
// model, one per thumb, held by the thumbs (TwoValueControl+Handles.swift), which
// the app may replace and others may share.

extension RangeSliderState {
    /// Gives `thumb` the adjustment `newValue` and takes its bounds, increments and value; nil
    /// gives it a fresh one of the control's own, holding the control's.
    ///
    /// As the knob's `adjustment`, the control follows the new adjustment at once rather
    /// than on a notification: properties set after this one in the same g_object_new or
    /// GtkBuilder object must change the new adjustment, not be overwritten by it later.
    ///
    /// The other thumb's adjustment is refused with a warning: one adjustment cannot hold two
    /// values.
    package func setAdjustment(_ newValue: UnsafeMutablePointer<GtkAdjustment>?, of thumb: RangeSliderDrag.Thumb) {
        guard newValue != adjustment(of: thumb) else { return }
        let other: RangeSliderDrag.Thumb = thumb == .lower ? .upper : .lower
        if let newValue, newValue == adjustment(of: other) {
            let property = thumb == .lower ? RangeSliderProperty.lowerAdjustment : .upperAdjustment
            cc_log_warning("\(typeName): invalid value for property '\(property.definition(controlClass.defaults).name)': it is the \(other == .lower ? "lower" : "upper") thumb's adjustment")
            return
        }
        stopObservingAdjustment(of: thumb)
        let adjustment = newValue ?? gtk_adjustment_new(0, 0, 0, 0, 0, 0)!
        cc_range_thumb_set_adjustment(thumbWidget(thumb), adjustment)  // references (and sinks) it
        observeAdjustment(of: thumb)
        if newValue != nil {
            takeConfiguration(of: adjustment)
        }
        writeHandleAdjustments()
        notify(thumb == .lower ? RangeSliderProperty.lowerAdjustment : .upperAdjustment)
    }

    /// Bounds and increments set on a thumb's adjustment are the control's (and so the other
    /// adjustment's); its value is taken with them, as `gtk_adjustment_configure` sets all at
    /// once, and as `lower-value` or `upper-value` takes it: past the other thumb it moves the
    /// other along, so a new pair of adjustments gives the same values whichever comes first.
    func takeConfiguration(of adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        let thumb = handle(of: adjustment)
        let copy = AdjustmentCopy(of: adjustment)
        takeIncrements(from: copy)
        change(from: .adjustment) { model in
            // Either order ends in the same bounds and values: a bound set past the other drags
            // it along, and the next sets it (tried with ranges wholly below and above).
            try model.setMaximum(copy.maximum)
            try model.setMinimum(copy.minimum)
            switch thumb {
            case .lower: try model.setLower(copy.value)
            case .upper: try model.setUpper(copy.value)
            }
        }
        writeHandleAdjustments()
    }
}
