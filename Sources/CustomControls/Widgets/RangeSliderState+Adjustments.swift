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
        replaceAdjustment(of: thumb, with: newValue,
                          property: thumb == .lower ? RangeSliderProperty.lowerAdjustment : .upperAdjustment,
                          otherOwner: thumb == .lower ? "the upper thumb's" : "the lower thumb's")
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
