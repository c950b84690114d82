/// Arithmetic on bounded values that stays finite for every finite input.
///
/// Bounds may lie anywhere in the finite doubles (±1e308 included), where a plain
/// `maximum - minimum` overflows to infinity; every function here avoids that overflow.
///
/// ```swift
/// let snapped = ValueMath.snap(0.337, minimum: 0, maximum: 1, step: 0.1)           // 0.3
/// let up = ValueMath.step(0.3, by: 1, minimum: 0, maximum: 1, step: 0.1)           // 0.4
/// let half = ValueMath.fraction(of: 0, from: -1e308, to: 1e308)                     // 0.5
/// ```
public enum ValueMath {
    /// How many steps from its origin a grid's points are still doubles apart (about 2^53):
    /// beyond, `snap` and `step` treat the grid as no grid.
    private static let gridPointsHeld = 9e15

    /// Returns `value` if it is finite (turning -0 into 0), or throws naming `quantity`.
    ///
    /// `quantity` is evaluated only for a rejected value: every setter of every model checks
    /// its input here, and a finite one needs no name.
    ///
    /// - Parameters:
    ///   - value: The input to check.
    ///   - quantity: What the value is meant for, named in the error.
    /// - Returns: `value`, with -0 as 0.
    /// - Throws: ``RejectedValue`` for NaN or ±infinity.
    public static func finite(_ value: Double, for quantity: @autoclosure () -> RejectedValue.Quantity) throws(RejectedValue) -> Double {
        guard value.isFinite else { throw RejectedValue(quantity(), value: value) }
        return value == 0 ? 0 : value
    }

    /// Returns `value` if it is finite (turning -0 into 0), or throws naming `property`.
    @available(*, deprecated, message: "Use finite(_:for:) with a RejectedValue.Quantity")
    public static func finite(_ value: Double, for property: String) throws(RejectedValue) -> Double {
        try finite(value, for: RejectedValue.Quantity(property))
    }

    /// `value` less as many whole `period`s as bring it into `0...period`: where it lies on a
    /// ring (or a turn) `period` long, counted from the ring's start.
    ///
    /// The result is below `period` except when a tiny negative `value` rounds up to it, which
    /// callers treat as the ring's start where that matters.
    ///
    /// - Parameters:
    ///   - value: A finite value, any number of periods away.
    ///   - period: The ring's length, finite and above 0.
    /// - Returns: `value` modulo `period`, never negative.
    public static func wrap(_ value: Double, period: Double) -> Double {
        let remainder = value.truncatingRemainder(dividingBy: period)
        return remainder < 0 ? remainder + period : remainder
    }

    /// `value` limited to `lower...upper` (`upper >= lower` is the caller's promise).
    ///
    /// - Parameters:
    ///   - value: The value to limit.
    ///   - lower: The lowest result.
    ///   - upper: The highest result.
    /// - Returns: The nearest value in `lower...upper`.
    public static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
        min(max(value, lower), upper)
    }

    /// How far `value` lies from `lower` to `upper`, in 0...1; 0 when the span is empty.
    ///
    /// - Parameters:
    ///   - value: Any value; it is clamped into the span first.
    ///   - lower: The value at fraction 0.
    ///   - upper: The value at fraction 1.
    /// - Returns: The fraction.
    public static func fraction(of value: Double, from lower: Double, to upper: Double) -> Double {
        guard upper > lower else { return 0 }
        let value = clamp(value, lower, upper)
        let span = upper - lower
        let fraction = span.isFinite
            ? (value - lower) / span
            // Halving first keeps both differences finite for bounds near the largest double.
            : (value * 0.5 - lower * 0.5) / (upper * 0.5 - lower * 0.5)
        return clamp(fraction, 0, 1)
    }

    /// The value `fraction` (clamped to 0...1) of the way from `lower` to `upper`.
    ///
    /// - Parameters:
    ///   - lower: The value at fraction 0.
    ///   - upper: The value at fraction 1.
    ///   - fraction: How far along; NaN counts as 0.
    /// - Returns: The value, exactly `lower` at 0 and `upper` at 1.
    public static func interpolate(from lower: Double, to upper: Double, fraction: Double) -> Double {
        let fraction = fraction.isNaN ? 0 : clamp(fraction, 0, 1)
        if fraction == 0 { return lower }
        if fraction == 1 { return upper }
        let span = upper - lower
        let value = span.isFinite
            ? lower + fraction * span
            : lower * (1 - fraction) + upper * fraction
        return clamp(value, min(lower, upper), max(lower, upper))
    }

    /// `value` snapped to the grid `origin + k * step` (k an integer; the origin defaults to
    /// the minimum) within `minimum...maximum`.
    ///
    /// The result is computed from k, never by adding steps, so moving one step up and one
    /// step down returns exactly to where it started. `maximum` stays reachable even when it is
    /// off the grid: it wins when it is nearer than the nearest grid point. A step of 0 (or one
    /// that would overflow) leaves the value as it is.
    ///
    /// `rounding` `.up` or `.down` snaps outward instead of to the nearest point (a value a
    /// rounding error from a grid point counts as on it); rounding up past the last grid point
    /// gives the maximum.
    ///
    /// - Parameters:
    ///   - value: The value to snap; it is clamped into the bounds first.
    ///   - minimum: The lowest result.
    ///   - maximum: The highest result, always reachable.
    ///   - step: The grid spacing; 0 for none.
    ///   - origin: A point of the grid (default: `minimum`).
    ///   - rounding: The default snaps to the nearest point; `.up` or `.down` snap outward.
    /// - Returns: The snapped value, within `minimum...maximum`.
    public static func snap(_ value: Double, minimum: Double, maximum: Double, step: Double, origin: Double? = nil,
                            rounding: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Double {
        let value = clamp(value, minimum, maximum)
        // No grid: continuous. And the maximum is always legal, on the grid or not.
        guard step > 0, step.isFinite, value != maximum else { return value }
        let origin = origin ?? minimum
        let position = (value - origin) / step
        // More than 2^53 steps from the origin, grid points are not representable doubles:
        // there the grid is no grid, and values stay as they are.
        guard position.isFinite, abs(position) < gridPointsHeld else { return value }
        let nearest = origin + position.rounded() * step
        // A rounding error from a grid point is on it (measured in value units, not steps:
        // with a huge step every value is a tiny fraction of one).
        if abs(value - nearest) <= 1e-12 * max(1, abs(value), abs(nearest)), nearest.isFinite {
            return clamp(nearest, minimum, maximum)
        }
        let snapped = origin + position.rounded(rounding) * step
        guard snapped.isFinite else { return value }
        // Outward snapping never moves inward, even where the grid is finer than a double can
        // say (bounds near ±1e308).
        switch rounding {
        case .up: return snapped > maximum ? maximum : clamp(snapped < value ? snapped + step : snapped, minimum, maximum)
        case .down: return clamp(snapped > value ? snapped - step : snapped, minimum, maximum)
        default:
            if abs(maximum - value) < abs(snapped - value) { return maximum }
            return clamp(snapped, minimum, maximum)
        }
    }

    /// The grid value `count` steps away from `value`, clamped to the bounds.
    ///
    /// A value on the grid moves by exactly `count` grid points; a value between grid points
    /// (such as an off-grid maximum) first moves to the grid point in the direction of travel,
    /// so stepping down from an off-grid maximum lands on the highest grid point, not below it.
    ///
    /// - Parameters:
    ///   - value: Where to start; it is clamped into the bounds first.
    ///   - count: Grid points to move (negative: downwards).
    ///   - minimum: The lowest result.
    ///   - maximum: The highest result.
    ///   - step: The grid spacing; 0 leaves the value as it is.
    ///   - origin: A point of the grid (default: `minimum`).
    /// - Returns: The new value, within `minimum...maximum`.
    public static func step(_ value: Double, by count: Int, minimum: Double, maximum: Double, step: Double, origin: Double? = nil) -> Double {
        let value = clamp(value, minimum, maximum)
        guard step > 0, step.isFinite, count != 0 else { return value }
        let origin = origin ?? minimum
        let position = (value - origin) / step
        guard position.isFinite else { return value }
        // Beyond the grid a double holds (as in `snap`), the value moves by the steps
        // themselves, not to a grid point a double cannot hold (which rounded to one 1e292
        // away at bounds of ±1e308).
        guard abs(position) < gridPointsHeld else { return clamp(value + Double(count) * step, minimum, maximum) }
        let nearest = position.rounded()
        let onGrid = abs(position - nearest) <= 1e-9 * max(1, abs(position))
        let base = onGrid ? nearest : (count > 0 ? position.rounded(.down) : position.rounded(.up))
        let stepped = origin + (base + Double(count)) * step
        guard stepped.isFinite else { return value }
        return clamp(stepped, minimum, maximum)
    }
}
