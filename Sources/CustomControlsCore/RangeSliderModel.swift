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
    /// The lowest value (default 0).
    public private(set) var minimum: Double = 0
    /// The highest value (default 1), never below ``minimum``.
    public private(set) var maximum: Double = 1
    /// The lower thumb's value (default 0.2).
    public private(set) var lower: Double = 0.2
    /// The upper thumb's value (default 0.8), never below ``lower``.
    public private(set) var upper: Double = 0.8
    /// The grid spacing; 0 means continuous.
    public private(set) var step: Double = 0
    /// The least distance between the two values (limited to the range's width); 0 lets the
    /// thumbs meet.
    public private(set) var minimumDistance: Double = 0
    /// Whether a dragged thumb pushes the other one along instead of stopping at it.
    public var pushesOtherThumb = false
    /// How the values spread along the travel (``fraction(of:)``); linear by default. A scale
    /// that does not fit the bounds maps linearly, and is kept for when they fit again.
    public var scale = ValueScale.linear
    /// Labelled places on the travel, sorted by value.
    public var marks = Marks()
    /// Whether drags stick at marks (``Detent``) and keys stop on them.
    public var snapsToMarks = false

    /// The marks that hold a drag or stop a key: ``marks`` when ``snapsToMarks`` is on.
    public var stoppingMarks: Marks? { snapsToMarks ? marks : nil }

    /// Creates the tutorial's range: 0...1 with the thumbs at 0.2 and 0.8, continuous.
    public init() {}

    /// The distance in force: ``minimumDistance``, or the whole range if that is smaller.
    public var distance: Double {
        let span = maximum - minimum
        return span.isFinite ? min(minimumDistance, span) : minimumDistance
    }

    /// Sets the least distance between the values (negative clamps to 0); the upper value
    /// moves away if it has to (or the lower one, at the maximum).
    ///
    /// - Parameter newValue: The least distance, in value units.
    /// - Throws: ``RejectedValue`` (`.minimumDistance`) for NaN or ±infinity, leaving the model
    ///   unchanged.
    public mutating func setMinimumDistance(_ newValue: Double) throws(RejectedValue) {
        minimumDistance = max(0, try ValueMath.finite(newValue, for: .minimumDistance))
        keepDistance(holding: .lower)
    }

    /// Sets the lower bound; a maximum below it moves up to meet it and both values are clamped.
    ///
    /// - Parameter newValue: The new minimum.
    /// - Throws: ``RejectedValue`` (`.minimum`) for NaN or ±infinity, leaving the model
    ///   unchanged.
    public mutating func setMinimum(_ newValue: Double) throws(RejectedValue) {
        let newValue = try ValueMath.finite(newValue, for: .minimum)
        minimum = newValue
        maximum = max(maximum, newValue)
        resnap()
    }

    /// Sets the upper bound; a minimum above it moves down to meet it and both values are clamped.
    ///
    /// - Parameter newValue: The new maximum.
    /// - Throws: ``RejectedValue`` (`.maximum`) for NaN or ±infinity, leaving the model
    ///   unchanged.
    public mutating func setMaximum(_ newValue: Double) throws(RejectedValue) {
        let newValue = try ValueMath.finite(newValue, for: .maximum)
        maximum = newValue
        minimum = min(minimum, newValue)
        resnap()
    }

    /// Sets the lower value (clamped, snapped); an upper value below it moves up to meet it.
    ///
    /// - Parameter newValue: The new lower value; the upper value also keeps ``distance``.
    /// - Throws: ``RejectedValue`` (`.lower`) for NaN or ±infinity, leaving the model
    ///   unchanged.
    public mutating func setLower(_ newValue: Double) throws(RejectedValue) {
        lower = snapped(try ValueMath.finite(newValue, for: .lower))
        keepDistance(holding: .lower)
    }

    /// Sets the upper value (clamped, snapped); a lower value above it moves down to meet it.
    ///
    /// - Parameter newValue: The new upper value; the lower value also keeps ``distance``.
    /// - Throws: ``RejectedValue`` (`.upper`) for NaN or ±infinity, leaving the model
    ///   unchanged.
    public mutating func setUpper(_ newValue: Double) throws(RejectedValue) {
        upper = snapped(try ValueMath.finite(newValue, for: .upper))
        keepDistance(holding: .upper)
    }

    /// Sets both values at once; they are taken in order, so `(0.9, 0.1)` gives `0.1...0.9`.
    /// Nothing changes unless both are finite.
    ///
    /// - Parameters:
    ///   - newLower: One end of the new range.
    ///   - newUpper: The other end.
    /// - Throws: ``RejectedValue`` (`.lower` or `.upper`) when either is
    ///   NaN or ±infinity, leaving the model unchanged.
    public mutating func setValues(lower newLower: Double, upper newUpper: Double) throws(RejectedValue) {
        let newLower = try ValueMath.finite(newLower, for: .lower)
        let newUpper = try ValueMath.finite(newUpper, for: .upper)
        lower = snapped(min(newLower, newUpper))
        upper = snapped(max(newLower, newUpper))
        keepDistance(holding: .lower)
    }

    /// Sets the grid spacing; a negative step clamps to 0 (continuous).
    ///
    /// Both values are snapped to the new grid. (The range slider widget never sets a step:
    /// its values are continuous, and its `step` property only sets what keys move.)
    ///
    /// - Parameter newValue: The new step.
    /// - Throws: ``RejectedValue`` (`.step`) for NaN or ±infinity, leaving the model
    ///   unchanged.
    public mutating func setStep(_ newValue: Double) throws(RejectedValue) {
        step = max(0, try ValueMath.finite(newValue, for: .step))
        resnap()
    }

    /// Moves the lower value to `fraction` of the bounds without passing the upper value.
    ///
    /// This is how a drag moves a thumb: it stops at the other thumb instead of pushing it.
    /// With `pushing`, it pushes the upper value along instead (which stops at the maximum).
    ///
    /// - Parameters:
    ///   - fraction: Where to put the lower value, as a fraction of the bounds (clamped to 0...1).
    ///   - pushing: Whether to push the upper value instead of stopping at it (default false).
    public mutating func moveLower(toFraction fraction: Double, pushing: Bool = false) {
        moveLower(to: value(atFraction: fraction), pushing: pushing)
    }

    /// Moves the lower value to `target` (clamped, snapped) without passing the upper value;
    /// with `pushing`, it pushes the upper value along instead.
    ///
    /// - Parameters:
    ///   - target: Where to put the lower value, in value units.
    ///   - pushing: Whether to push the upper value instead of stopping at it (default false).
    public mutating func moveLower(to target: Double, pushing: Bool = false) {
        let target = snapped(target)
        if pushing {
            lower = min(target, snapped(maximum - distance, rounding: .down))
            keepDistance(holding: .lower)
        } else {
            lower = min(target, snapped(upper - distance, rounding: .down), upper)
            keepDistance(holding: .upper)
        }
    }

    /// Moves the upper value to `fraction` of the bounds without passing the lower value;
    /// with `pushing`, it pushes the lower value along instead.
    ///
    /// - Parameters:
    ///   - fraction: Where to put the upper value, as a fraction of the bounds (clamped to 0...1).
    ///   - pushing: Whether to push the lower value instead of stopping at it (default false).
    public mutating func moveUpper(toFraction fraction: Double, pushing: Bool = false) {
        moveUpper(to: value(atFraction: fraction), pushing: pushing)
    }

    /// Moves the upper value to `target` (clamped, snapped) without passing the lower value;
    /// with `pushing`, it pushes the lower value along instead.
    ///
    /// - Parameters:
    ///   - target: Where to put the upper value, in value units.
    ///   - pushing: Whether to push the lower value instead of stopping at it (default false).
    public mutating func moveUpper(to target: Double, pushing: Bool = false) {
        let target = snapped(target)
        if pushing {
            upper = max(target, snapped(minimum + distance, rounding: .up))
            keepDistance(holding: .upper)
        } else {
            upper = max(target, snapped(lower + distance, rounding: .up), lower)
            keepDistance(holding: .lower)
        }
    }

    /// Moves both values together, `from` the pair a drag started with, by `travel` (a
    /// fraction of the range): the width stays, and the pair stops at either end. On a
    /// non-linear ``scale`` the width along the travel stays (the highlighted range keeps its
    /// length on screen), not the width in value units.
    ///
    /// - Parameters:
    ///   - start: The values when the drag began.
    ///   - travel: How far to move, as a fraction of the range (negative: towards the minimum).
    public mutating func moveRange(from start: ValuePair, by travel: Double) {
        guard scale.isLinear(minimum: minimum, maximum: maximum) else {
            moveRangeAlongScale(from: start, by: travel)
            return
        }
        // At least the distance in force (it may have grown since the drag began).
        let width = max(start.upper - start.lower, distance)
        guard width.isFinite else { return }
        let target = ValueMath.interpolate(from: minimum, to: maximum, fraction: fraction(of: start.lower) + travel)
        lower = snapped(max(minimum, min(target, maximum - width)))
        upper = max(lower, snapped(lower + width, rounding: .up))
        keepDistance(holding: .lower)
    }

    /// ``moveRange(from:by:)`` on a non-linear scale: both ends move by the same travel, and
    /// the one that reaches an end of the travel stops the pair there.
    private mutating func moveRangeAlongScale(from start: ValuePair, by travel: Double) {
        guard travel.isFinite else { return }
        let from = fraction(of: start.lower), to = fraction(of: start.upper)
        let shift = ValueMath.clamp(travel, -from, 1 - to)
        // The ends exactly, where the pair stops at them.
        lower = shift == -from ? minimum : snapped(value(atFraction: from + shift))
        upper = shift == 1 - to ? maximum : snapped(value(atFraction: to + shift))
        if upper < lower { upper = lower }
        keepDistance(holding: shift < 0 ? .lower : .upper)
    }

    /// Moves the lower value `count` grid steps, stopping at the upper value.
    ///
    /// - Parameter count: Steps to move (negative: towards the minimum); a step is ``step``,
    ///   or 1% of the range when continuous.
    public mutating func stepLower(by count: Int) {
        lower = min(ValueMath.step(lower, by: count, minimum: minimum, maximum: maximum, step: stepSpacing), snapped(upper - distance, rounding: .down))
        keepDistance(holding: .upper)
    }

    /// Moves the upper value `count` grid steps, stopping at the lower value.
    ///
    /// - Parameter count: Steps to move (negative: towards the minimum); a step is ``step``,
    ///   or 1% of the range when continuous.
    public mutating func stepUpper(by count: Int) {
        upper = max(ValueMath.step(upper, by: count, minimum: minimum, maximum: maximum, step: stepSpacing), snapped(lower + distance, rounding: .up))
        keepDistance(holding: .lower)
    }

    /// Where `value` lies along the travel, 0...1 (on the ``scale``).
    ///
    /// - Parameter value: Any value; outside the bounds it counts as the nearer bound.
    /// - Returns: The fraction; 0 when the bounds are equal.
    public func fraction(of value: Double) -> Double {
        scale.travel(of: value, minimum: minimum, maximum: maximum)
    }

    /// The value `fraction` of the way along the travel (on the ``scale``), not snapped.
    ///
    /// - Parameter fraction: 0 for the minimum, 1 for the maximum; clamped to 0...1.
    /// - Returns: The value there, within the bounds.
    public func value(atFraction fraction: Double) -> Double {
        scale.value(atTravel: fraction, minimum: minimum, maximum: maximum)
    }

    /// Both values as one pair, the unit of a change report and of animation.
    public var values: ValuePair { ValuePair(lower: lower, upper: upper) }

    /// `candidate` as this model would store it (rounded to the nearest grid point, or outward).
    ///
    /// - Parameters:
    ///   - candidate: Any finite value.
    ///   - rounding: `.up` or `.down` to snap outward; the default snaps to the nearest point.
    /// - Returns: `candidate` clamped into the bounds and snapped to the step grid.
    public func snapped(_ candidate: Double, rounding: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Double {
        ValueMath.snap(candidate, minimum: minimum, maximum: maximum, step: step, rounding: rounding)
    }

    private var stepSpacing: Double { step > 0 ? step : (maximum - minimum) / 100 }

    /// Re-establishes the invariants after a bound or the step changed.
    private mutating func resnap() {
        lower = snapped(lower)
        upper = snapped(upper)
        keepDistance(holding: .lower)
    }

    private enum Held { case lower, upper }

    /// Re-establishes `lower + distance <= upper` within the bounds by moving the value not
    /// `held`, and the held one too only when the other is stopped by a bound.
    private mutating func keepDistance(holding held: Held) {
        let gap = distance
        // A distance of the whole range leaves one place for the values: the two ends (set
        // directly; lower + gap need not land on the maximum at extreme magnitudes).
        if gap > 0, minimumDistance >= maximum - minimum {
            lower = minimum
            upper = maximum
            return
        }
        // A rounding error's worth of closeness is not a violation (it cannot be represented).
        // The values' difference is compared, not one value against the other less the gap:
        // at bounds of ±1e308 that subtraction overflows to -infinity, and setting a value to
        // itself moved the other. A difference that overflows is wider than any gap.
        let tolerance = 1e-12 * max(1, abs(lower), abs(upper), gap)
        let tooClose = upper - lower < gap - tolerance
        switch held {
        case .lower where tooClose:
            upper = snapped(lower + gap, rounding: .up)
            if upper == maximum { lower = min(lower, snapped(maximum - gap, rounding: .down)) }
        case .upper where tooClose:
            lower = snapped(upper - gap, rounding: .down)
            if lower == minimum { upper = max(upper, snapped(minimum + gap, rounding: .up)) }
        default:
            break
        }
        // Rounding may leave a hair's breadth of disorder; the order itself is absolute.
        if lower > upper { upper = lower }
    }
}
