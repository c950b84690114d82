/// One value kept inside `minimum...maximum`, optionally snapped to a step grid.
///
/// The shared model of the knob and the circular slider. Invariants, at every moment:
/// all fields finite, `minimum <= value <= maximum`, `step >= 0`, and with `step > 0`
/// `value` on the grid `minimum + k * step` (or equal to `maximum`).
///
/// ```swift
/// var level = BoundedValue(minimum: 0, maximum: 10, value: 3, step: 1)
/// try level.setValue(12)      // clamps: level.value == 10
/// try level.setMinimum(20)    // maximum follows: 20...20, value 20
/// ```
public struct BoundedValue: Equatable, Sendable {
    public private(set) var minimum: Double
    public private(set) var maximum: Double
    public private(set) var value: Double
    /// The grid spacing; 0 means continuous.
    public private(set) var step: Double

    /// Creates a bounded value; out-of-range or non-finite arguments are repaired, not trapped on.
    public init(minimum: Double = 0, maximum: Double = 1, value: Double = 0, step: Double = 0) {
        self.minimum = 0
        self.maximum = 0
        self.value = 0
        self.step = 0
        try? setMinimum(minimum)
        try? setMaximum(maximum)
        try? setStep(step)
        try? setValue(value)
    }

    /// Sets the lower bound; a maximum below it moves up to meet it and the value is clamped.
    public mutating func setMinimum(_ newValue: Double) throws(RejectedValue) {
        let newValue = try ValueMath.finite(newValue, for: "minimum-value")
        minimum = newValue
        maximum = max(maximum, newValue)
        value = snapped(value)
    }

    /// Sets the upper bound; a minimum above it moves down to meet it and the value is clamped.
    public mutating func setMaximum(_ newValue: Double) throws(RejectedValue) {
        let newValue = try ValueMath.finite(newValue, for: "maximum-value")
        maximum = newValue
        minimum = min(minimum, newValue)
        value = snapped(value)
    }

    /// Sets the value, clamped into the bounds and snapped to the step grid.
    public mutating func setValue(_ newValue: Double) throws(RejectedValue) {
        value = snapped(try ValueMath.finite(newValue, for: "value"))
    }

    /// Sets the grid spacing; a negative step clamps to 0 (continuous).
    public mutating func setStep(_ newValue: Double) throws(RejectedValue) {
        step = max(0, try ValueMath.finite(newValue, for: "step"))
        value = snapped(value)
    }

    /// Where the value lies between the bounds, 0...1.
    public var fraction: Double { ValueMath.fraction(of: value, from: minimum, to: maximum) }

    /// The legal value `fraction` of the way through the bounds (clamped and snapped).
    public func value(atFraction fraction: Double) -> Double {
        snapped(ValueMath.interpolate(from: minimum, to: maximum, fraction: fraction))
    }

    /// Where an arbitrary value would lie between the bounds, 0...1.
    public func fraction(of value: Double) -> Double {
        ValueMath.fraction(of: value, from: minimum, to: maximum)
    }

    /// Moves the value `count` grid steps (one step is `step`, or 1% of the range when continuous).
    public mutating func stepValue(by count: Int) {
        let spacing = step > 0 ? step : (maximum - minimum) / 100
        value = ValueMath.step(value, by: count, minimum: minimum, maximum: maximum, step: spacing)
    }

    /// `candidate` as this model would store it.
    public func snapped(_ candidate: Double) -> Double {
        ValueMath.snap(candidate, minimum: minimum, maximum: maximum, step: step)
    }
}
