import CustomControlsCGtk
import CustomControlsCore

/// What a GtkAdjustment holds, in a model's terms: its largest value is its upper bound less
/// its page size, never below its lower bound (as GtkAdjustment clamps its value: a page
/// larger than the range leaves one value). The one reader and writer of the adjustments the
/// controls keep as views of their models (the knob's and circular slider's `adjustment`, the
/// two-value controls' handles', among them the range slider's `lower-adjustment` and
/// `upper-adjustment`).
struct AdjustmentCopy: Equatable {
    var value: Double
    var minimum: Double
    var maximum: Double
    var increments: Increments

    init(value: Double, minimum: Double, maximum: Double, increments: Increments) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.increments = increments
    }

    /// What `adjustment` holds now.
    init(of adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        value = gtk_adjustment_get_value(adjustment)
        minimum = gtk_adjustment_get_lower(adjustment)
        maximum = Self.largestValue(of: adjustment)
        increments = Increments(step: gtk_adjustment_get_step_increment(adjustment), page: gtk_adjustment_get_page_increment(adjustment))
    }

    /// Writes itself to `adjustment` where they differ, keeping its page size: one
    /// `gtk_adjustment_configure` when a bound or an increment differs (one `changed` for those
    /// who share it), else one `gtk_adjustment_set_value` when only the value does, else
    /// nothing. The caller blocks its own handlers, so nothing comes back round.
    ///
    /// The adjustment's fields are compared one by one, up to the first that differs, rather
    /// than read into a second copy: most writes follow a change of the value alone.
    func write(to adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        let pageSize = gtk_adjustment_get_page_size(adjustment)
        if gtk_adjustment_get_lower(adjustment) != minimum || Self.largestValue(of: adjustment) != maximum
            || gtk_adjustment_get_step_increment(adjustment) != increments.step || gtk_adjustment_get_page_increment(adjustment) != increments.page {
            gtk_adjustment_configure(adjustment, value, minimum, maximum + pageSize, increments.step, increments.page, pageSize)
        } else if gtk_adjustment_get_value(adjustment) != value {
            gtk_adjustment_set_value(adjustment, value)
        }
    }

    /// The largest value `adjustment` takes: its upper bound less its page size, or its lower
    /// bound when the page is larger than the range.
    private static func largestValue(of adjustment: UnsafeMutablePointer<GtkAdjustment>) -> Double {
        max(gtk_adjustment_get_lower(adjustment), gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
    }
}

extension ControlState {
    /// Where a change came from: a change goes out to every holder of a copy (the adjustment,
    /// the thumbs, an entry) except the one it came from.
    enum ChangeOrigin {
        /// The app, a property, a key, the wheel or a drag: everything follows.
        case control
        /// The knob's or circular slider's GtkAdjustment, which already says what it said.
        case adjustment
    }

    /// An adjustment's increments become the control's (`step`, `page`), not written back to it.
    func takeIncrements(from copy: AdjustmentCopy) {
        setIncrement(\.step, copy.increments.step, property: .step, from: .adjustment)
        setIncrement(\.page, copy.increments.page, property: .page, from: .adjustment)
    }
}
