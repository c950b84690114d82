/// The two values of a range slider inside their bounds.
///
/// Invariants, at every moment: all fields finite, `minimum <= lower <= upper <= maximum`,
/// `step >= 0`, and with `step > 0` both values on the grid `minimum + k * step` (or at
/// `maximum`). Setters never trap: non-finite input throws ``RejectedValue`` and changes
/// nothing; everything else is clamped.
///
/// Setting one value past the other moves the other along (as setting `minimum` above
/// `maximum` moves `maximum`), so properties can be set one by one in any order, as
/// GtkBuilder does, and still end where they were meant to.
///
/// ```swift
/// var range = RangeSliderModel()            // 0...1, lower 0.2, upper 0.8
/// try range.setUpper(0.1)                   // lower follows: 0.1...0.1
/// try range.setValues(lower: 0.3, upper: 0.6)
/// ```
public struct RangeSliderModel: Equatable, Sendable {
    public private(set) var minimum: Double = 0
    public private(set) var maximum: Double = 1
    public private(set) var lower: Double = 0.2
    public private(set) var upper: Double = 0.8
    /// The grid spacing; 0 means continuous.
    public private(set) var step: Double = 0

    public init() {}

    /// Sets the lower bound; a maximum below it moves up to meet it and both values are clamped.
    public mutating func setMinimum(_ newValue: Double) throws(RejectedValue) {
        let newValue = try ValueMath.finite(newValue, for: "minimum-value")
        minimum = newValue
        maximum = max(maximum, newValue)
        resnap()
    }

    /// Sets the upper bound; a minimum above it moves down to meet it and both values are clamped.
    public mutating func setMaximum(_ newValue: Double) throws(RejectedValue) {
        let newValue = try ValueMath.finite(newValue, for: "maximum-value")
        maximum = newValue
        minimum = min(minimum, newValue)
        resnap()
    }

    /// Sets the lower value (clamped, snapped); an upper value below it moves up to meet it.
    public mutating func setLower(_ newValue: Double) throws(RejectedValue) {
        lower = snapped(try ValueMath.finite(newValue, for: "lower-value"))
        upper = max(upper, lower)
    }

    /// Sets the upper value (clamped, snapped); a lower value above it moves down to meet it.
    public mutating func setUpper(_ newValue: Double) throws(RejectedValue) {
        upper = snapped(try ValueMath.finite(newValue, for: "upper-value"))
        lower = min(lower, upper)
    }

    /// Sets both values at once; they are taken in order, so `(0.9, 0.1)` gives `0.1...0.9`.
    /// Nothing changes unless both are finite.
    public mutating func setValues(lower newLower: Double, upper newUpper: Double) throws(RejectedValue) {
        let newLower = try ValueMath.finite(newLower, for: "lower-value")
        let newUpper = try ValueMath.finite(newUpper, for: "upper-value")
        lower = snapped(min(newLower, newUpper))
        upper = snapped(max(newLower, newUpper))
    }

    /// Sets the grid spacing; a negative step clamps to 0 (continuous).
    public mutating func setStep(_ newValue: Double) throws(RejectedValue) {
        step = max(0, try ValueMath.finite(newValue, for: "step"))
        resnap()
    }

    /// Moves the lower value to `fraction` of the bounds without passing the upper value.
    ///
    /// This is how a drag moves a thumb: it stops at the other thumb instead of pushing it.
    public mutating func moveLower(toFraction fraction: Double) {
        lower = min(snapped(ValueMath.interpolate(from: minimum, to: maximum, fraction: fraction)), upper)
    }

    /// Moves the upper value to `fraction` of the bounds without passing the lower value.
    public mutating func moveUpper(toFraction fraction: Double) {
        upper = max(snapped(ValueMath.interpolate(from: minimum, to: maximum, fraction: fraction)), lower)
    }

    /// Moves the lower value `count` grid steps, stopping at the upper value.
    public mutating func stepLower(by count: Int) {
        lower = min(ValueMath.step(lower, by: count, minimum: minimum, maximum: maximum, step: stepSpacing), upper)
    }

    /// Moves the upper value `count` grid steps, stopping at the lower value.
    public mutating func stepUpper(by count: Int) {
        upper = max(ValueMath.step(upper, by: count, minimum: minimum, maximum: maximum, step: stepSpacing), lower)
    }

    /// Where `value` lies between the bounds, 0...1.
    public func fraction(of value: Double) -> Double {
        ValueMath.fraction(of: value, from: minimum, to: maximum)
    }

    /// Both values as one pair, the unit of value-changed and of animation.
    public var values: ValuePair { ValuePair(lower: lower, upper: upper) }

    /// `candidate` as this model would store it.
    public func snapped(_ candidate: Double) -> Double {
        ValueMath.snap(candidate, minimum: minimum, maximum: maximum, step: step)
    }

    private var stepSpacing: Double { step > 0 ? step : (maximum - minimum) / 100 }

    /// Re-establishes the invariants after a bound or the step changed.
    private mutating func resnap() {
        // snap is monotonic, so lower <= upper survives; the max() guards rounding ties.
        lower = snapped(lower)
        upper = max(snapped(upper), lower)
    }
}

/// The lower and upper value of a range slider, reported and animated together.
public struct ValuePair: Equatable, Sendable, CustomStringConvertible {
    public var lower: Double
    public var upper: Double

    public init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    public var description: String { "\(lower)...\(upper)" }
}
