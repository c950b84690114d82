import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// The value scale's shape and mid value (shared by every control; the model holds the scale),
// and the idle check that warns once when the scale stops fitting the bounds.

extension ControlState {
    /// Sets the shape of the scale (`value-scale`); nil (no member of the GEnum) is ignored.
    package final func setValueScaleKind(_ kind: ValueScale.Kind?) {
        guard let kind, kind != valueScale.kind else { return }
        var scale = valueScale
        scale.kind = kind
        storeValueScale(scale)
        notify(SharedProperty.valueScale)
        valueScaleMayNotFit()
    }

    /// Sets the value at half the travel of a skewed scale (`skew-mid-value`); NaN and
    /// ±infinity are rejected with a warning.
    package final func setSkewMidValue(_ value: Double) {
        guard let value = finite(value, for: SharedProperty.skewMidValue), value != valueScale.skewMidValue else { return }
        var scale = valueScale
        scale.skewMidValue = value
        storeValueScale(scale)
        notify(SharedProperty.skewMidValue)
        valueScaleMayNotFit()
    }

    /// The scale or the bounds changed: whether the scale still fits them is checked once the
    /// main loop is idle, when every property set in a row (g_object_new, GtkBuilder, an app's
    /// few lines) has arrived, so their order never causes a warning.
    func valueScaleMayNotFit() {
        let bounds = valueBounds
        if valueScale.isApplicable(minimum: bounds.minimum, maximum: bounds.maximum) {
            valueScaleWatch.misfitWarned = false  // the next misfit is a new one
            return
        }
        guard !valueScaleWatch.misfitWarned, valueScaleWatch.check == 0, !valuePartRemoved else { return }
        let check: @convention(c) (gpointer?) -> gboolean = { data in
            ControlState.of(data)?.checkValueScale()
            return 0  // G_SOURCE_REMOVE
        }
        // No reference: a control disposed before the main loop got round to it removes the
        // check (``dispose()``), as there is nothing left to warn about.
        valueScaleWatch.check = g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, check, widget, nil)
    }

    /// Warns once when the scale stops fitting the bounds (the control behaves linearly
    /// meanwhile); a scale that fits again re-arms the warning.
    func checkValueScale() {
        valueScaleWatch.check = 0
        let scale = valueScale, bounds = valueBounds
        guard !scale.isApplicable(minimum: bounds.minimum, maximum: bounds.maximum) else {
            valueScaleWatch.misfitWarned = false
            return
        }
        guard !valueScaleWatch.misfitWarned else { return }
        valueScaleWatch.misfitWarned = true
        let range = "minimum-value \(bounds.minimum) … maximum-value \(bounds.maximum)"
        let why = switch scale.kind {
        case .logarithmic: "value-scale 'logarithmic' needs a minimum-value above 0, the range is \(range)"
        default: "skew-mid-value \(scale.skewMidValue) is not strictly inside \(range) for value-scale 'skewed'"
        }
        cc_log_warning("\(typeName): \(why): the \(controlClass.accessibleName.lowercased()) behaves linearly until the range fits")
    }

    /// Whether a control's value scale fits its bounds, as last checked: the pending idle check and
    /// whether the misfit was warned about, so a misfit warns once.
    struct ValueScaleWatch {
        /// Whether the scale did not fit the bounds when last checked, and that was warned about.
        fileprivate(set) var misfitWarned = false
        /// The idle check after a change, 0 when none is pending.
        fileprivate(set) var check: guint = 0

        /// Removes a pending check (the control is going).
        mutating func cancel() {
            if check != 0 { g_source_remove(check) }
            check = 0
        }
    }
}
