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
    /// The lowest value.
    public private(set) var minimum: Double
    /// The highest value, never below ``minimum``.
    public private(set) var maximum: Double
    /// The value, always in ``minimum``...``maximum`` and on the step grid.
    public private(set) var value: Double
    /// The grid spacing; 0 means continuous.
    public private(set) var step: Double
    /// How the values spread along the travel (``fraction``); linear by default. A scale that
    /// does not fit the bounds maps linearly, and is kept for when they fit again.
    public var scale = ValueScale.linear

    /// Creates a bounded value; out-of-range or non-finite arguments are repaired, not trapped on.
    ///
    /// The arguments are applied in the order minimum, maximum, step, value, each as its
    /// setter would, starting from all zeros; a non-finite argument is ignored.
    ///
    /// - Parameters:
    ///   - minimum: The lowest value (default 0).
    ///   - maximum: The highest value (default 1); below `minimum`, it becomes `minimum`.
    ///   - value: The value (default 0), clamped into the bounds and snapped.
    ///   - step: The grid spacing (default 0, continuous); negative becomes 0.
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
    ///
    /// - Parameter newValue: The new minimum.
    /// - Throws: ``RejectedValue`` (`.minimum`) for NaN or ±infinity, leaving
    ///   the model unchanged.
    public mutating func setMinimum(_ newValue: Double) throws(RejectedValue) {
        let newValue = try ValueMath.finite(newValue, for: .minimum)
        minimum = newValue
        maximum = max(maximum, newValue)
        value = snapped(value)
    }

    /// Sets the upper bound; a minimum above it moves down to meet it and the value is clamped.
    ///
    /// - Parameter newValue: The new maximum.
    /// - Throws: ``RejectedValue`` (`.maximum`) for NaN or ±infinity, leaving
    ///   the model unchanged.
    public mutating func setMaximum(_ newValue: Double) throws(RejectedValue) {
        let newValue = try ValueMath.finite(newValue, for: .maximum)
        maximum = newValue
        minimum = min(minimum, newValue)
        value = snapped(value)
    }

    /// Sets the value, clamped into the bounds and snapped to the step grid.
    ///
    /// - Parameter newValue: The new value.
    /// - Throws: ``RejectedValue`` (`.value`) for NaN or ±infinity, leaving the model
    ///   unchanged.
    public mutating func setValue(_ newValue: Double) throws(RejectedValue) {
        value = snapped(try ValueMath.finite(newValue, for: .value))
    }

    /// Sets the grid spacing; a negative step clamps to 0 (continuous).
    ///
    /// The value is snapped to the new grid.
    ///
    /// - Parameter newValue: The new step.
    /// - Throws: ``RejectedValue`` (`.step`) for NaN or ±infinity, leaving the model
    ///   unchanged.
    public mutating func setStep(_ newValue: Double) throws(RejectedValue) {
        step = max(0, try ValueMath.finite(newValue, for: .step))
        value = snapped(value)
    }

    /// Where the value lies along the travel, 0...1 (on the ``scale``).
    public var fraction: Double { fraction(of: value) }

    /// The legal value `fraction` of the way along the travel (clamped and snapped).
    ///
    /// - Parameter fraction: 0 for the minimum, 1 for the maximum; clamped to 0...1.
    /// - Returns: The value there on the ``scale``, snapped to the step grid.
    public func value(atFraction fraction: Double) -> Double {
        snapped(scale.value(atTravel: fraction, minimum: minimum, maximum: maximum))
    }

    /// Where an arbitrary value would lie along the travel, 0...1 (on the ``scale``).
    ///
    /// - Parameter value: Any value; outside the bounds it counts as the nearer bound.
    /// - Returns: The fraction; 0 when the bounds are equal.
    public func fraction(of value: Double) -> Double {
        scale.travel(of: value, minimum: minimum, maximum: maximum)
    }

    /// `candidate` as this model would store it.
    ///
    /// - Parameter candidate: Any finite value.
    /// - Returns: `candidate` clamped into the bounds and snapped to the step grid (see
    ///   ``ValueMath/snap(_:minimum:maximum:step:origin:rounding:)``).
    public func snapped(_ candidate: Double) -> Double {
        ValueMath.snap(candidate, minimum: minimum, maximum: maximum, step: step)
    }
}
