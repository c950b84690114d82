/// A value a model refused to take, with the property it was meant for.
///
/// Models throw it for input that cannot be clamped into meaning (NaN, ±infinity). The model's
/// state is unchanged when it is thrown, so the widget layer only has to log it once.
public struct RejectedValue: Error, Equatable, Sendable, CustomStringConvertible {
    /// The GObject property name the value was meant for, e.g. `"lower-value"`.
    public let property: String
    /// The rejected input.
    public let value: Double

    /// Creates a rejection.
    ///
    /// - Parameters:
    ///   - property: The GObject property name the value was meant for.
    ///   - value: The rejected input.
    public init(property: String, value: Double) {
        self.property = property
        self.value = value
    }

    /// The message the widgets log, e.g. `invalid value nan for property 'value': not a
    /// finite number` (after the control's type name).
    public var description: String { "invalid value \(value) for property '\(property)': not a finite number" }
}
