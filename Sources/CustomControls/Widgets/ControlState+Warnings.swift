import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// How a control refuses what it cannot take: one GLib warning naming the control, the
// property and the value (Core names only its own quantity; the property is named here).

extension ControlState {
    /// Logs one warning naming the control, the property the model's rejected quantity
    /// belongs to (``property(for:)``) and the rejected value.
    func warn(_ rejection: RejectedValue) {
        let name = property(for: rejection.quantity)?.definition(controlClass.defaults).name ?? rejection.quantity.name
        warnNotFinite(rejection.value, property: name)
    }

    /// Logs `CcKnob: invalid value nan for property 'value': not a finite number`.
    func warnNotFinite(_ value: Double, property name: String) {
        cc_log_warning("\(typeName): invalid value \(value) for property '\(name)': not a finite number")
    }

    /// Validates a finite, non-negative size-like property; warns and returns nil when it is not finite.
    func nonNegative<P: ControlProperty>(_ value: Double, for property: P) -> Double? {
        finite(value, for: property).map { max(0, $0) }
    }

    /// `value` if it is finite; otherwise warns once, naming `property`, and returns nil.
    func finite<P: ControlProperty>(_ value: Double, for property: P) -> Double? {
        guard value.isFinite else {
            warnNotFinite(value, property: property.definition(controlClass.defaults).name)
            return nil
        }
        return value == 0 ? 0 : value  // -0 as 0, as the models take it
    }
}
