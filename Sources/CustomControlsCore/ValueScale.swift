#if canImport(Glibc)
import Glibc  // the C maths library (log, exp, pow)
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How values are spread along a control's travel: evenly, logarithmically, or skewed so that
/// a chosen value sits at half the travel.
///
/// Everything a person moves (a drag, the wheel, the drawing's angle or position) is in
/// *travel*, 0 at the minimum and 1 at the maximum; everything an app reads stays in value
/// units. A scale maps between the two over a range. A scale that does not fit the range
/// (``isApplicable(minimum:maximum:)``: a logarithmic one over 0 or below, a skewed one whose
/// ``skewMidValue`` is not strictly inside) maps linearly, so nothing becomes NaN.
///
/// ```swift
/// let filter = ValueScale.logarithmic
/// filter.value(atTravel: 0.5, minimum: 20, maximum: 20_000)       // ≈ 632.5, the geometric mean
/// let price = ValueScale.skewed(mid: 1000)
/// price.value(atTravel: 0.5, minimum: 0, maximum: 10_000)          // 1000
/// ```
public struct ValueScale: Hashable, Sendable {
    /// The shape of the mapping.
    public enum Kind: String, CaseIterable, Sendable {
        /// Equal travel, equal change of value.
        case linear
        /// Equal travel, equal ratio of values (octaves, decades); needs a minimum above 0.
        case logarithmic
        /// A power curve putting ``ValueScale/skewMidValue`` at half the travel (JUCE's
        /// `setSkewFactorFromMidPoint`); needs that value strictly inside the range.
        case skewed
    }

    /// The shape of the mapping.
    public var kind: Kind
    /// The value at half the travel when ``kind`` is ``Kind/skewed``; kept, unused, otherwise.
    public var skewMidValue: Double

    /// Creates a scale.
    ///
    /// - Parameters:
    ///   - kind: The shape of the mapping.
    ///   - skewMidValue: The value at half the travel of a skewed scale (default 0).
    public init(kind: Kind, skewMidValue: Double = 0) {
        self.kind = kind
        self.skewMidValue = skewMidValue
    }

    /// The even scale.
    public static let linear = ValueScale(kind: .linear)
    /// The logarithmic scale.
    public static let logarithmic = ValueScale(kind: .logarithmic)

    /// A skewed scale with `mid` at half the travel.
    ///
    /// - Parameter mid: The value at half the travel.
    /// - Returns: The scale.
    public static func skewed(mid: Double) -> ValueScale {
        ValueScale(kind: .skewed, skewMidValue: mid)
    }

    /// Whether this scale can map `minimum...maximum`; where it cannot, it maps linearly.
    ///
    /// A linear scale fits every range; a logarithmic one needs `minimum > 0`; a skewed one a
    /// finite ``skewMidValue`` strictly between the bounds.
    ///
    /// - Parameters:
    ///   - minimum: The value at travel 0.
    ///   - maximum: The value at travel 1.
    /// - Returns: Whether the scale maps as its ``kind`` says.
    public func isApplicable(minimum: Double, maximum: Double) -> Bool {
        switch kind {
        case .linear: true
        case .logarithmic: minimum > 0 && minimum.isFinite && maximum.isFinite
        case .skewed: skewMidValue.isFinite && minimum < skewMidValue && skewMidValue < maximum
        }
    }

    /// Whether this scale maps `minimum...maximum` evenly: it is linear, it does not fit the
    /// range, or the range is empty.
    ///
    /// - Parameters:
    ///   - minimum: The value at travel 0.
    ///   - maximum: The value at travel 1.
    /// - Returns: Whether travel and value are proportional.
    public func isLinear(minimum: Double, maximum: Double) -> Bool {
        curve(minimum: minimum, maximum: maximum) == nil
    }

    /// The travel of `value` over `minimum...maximum`, in 0...1.
    ///
    /// - Parameters:
    ///   - value: Any value; outside the bounds it counts as the nearer bound, NaN as the minimum.
    ///   - minimum: The value at travel 0.
    ///   - maximum: The value at travel 1.
    /// - Returns: The travel; 0 when the bounds are equal, exactly 0 and 1 at the bounds.
    public func travel(of value: Double, minimum: Double, maximum: Double) -> Double {
        guard !value.isNaN else { return 0 }
        let linear = ValueMath.fraction(of: value, from: minimum, to: maximum)
        guard let curve = curve(minimum: minimum, maximum: maximum), linear > 0, linear < 1 else { return linear }
        let travel: Double
        switch curve {
        case .logarithmic(let logMinimum, let logSpan):
            travel = (log(ValueMath.clamp(value, minimum, maximum)) - logMinimum) / logSpan
        case .power(let exponent):
            travel = pow(linear, exponent)
        }
        return travel.isFinite ? ValueMath.clamp(travel, 0, 1) : linear
    }

    /// The value at `travel` over `minimum...maximum`.
    ///
    /// - Parameters:
    ///   - travel: 0 for the minimum, 1 for the maximum; clamped to 0...1, NaN counts as 0.
    ///   - minimum: The value at travel 0.
    ///   - maximum: The value at travel 1.
    /// - Returns: The value, within the bounds, exactly `minimum` at 0 and `maximum` at 1.
    public func value(atTravel travel: Double, minimum: Double, maximum: Double) -> Double {
        let travel = travel.isNaN ? 0 : ValueMath.clamp(travel, 0, 1)
        guard let curve = curve(minimum: minimum, maximum: maximum), travel > 0, travel < 1 else {
            return ValueMath.interpolate(from: minimum, to: maximum, fraction: travel)
        }
        let value: Double
        switch curve {
        case .logarithmic(let logMinimum, let logSpan):
            value = exp(logMinimum + travel * logSpan)
        case .power(let exponent):
            value = ValueMath.interpolate(from: minimum, to: maximum, fraction: pow(travel, 1 / exponent))
        }
        return value.isFinite ? ValueMath.clamp(value, minimum, maximum) : ValueMath.interpolate(from: minimum, to: maximum, fraction: travel)
    }

    /// The travel after moving `amount` value units' worth of travel from `value`: the share
    /// of the whole range that `amount` is, so a sweep takes as many moves as on a linear scale.
    ///
    /// - Parameters:
    ///   - value: Where to start.
    ///   - amount: The move in value units (negative: towards the minimum).
    ///   - minimum: The value at travel 0.
    ///   - maximum: The value at travel 1.
    /// - Returns: The travel moved to, not clamped (so a caller sees a move past an end).
    public func travel(from value: Double, movedBy amount: Double, minimum: Double, maximum: Double) -> Double {
        let start = travel(of: value, minimum: minimum, maximum: maximum)
        guard maximum > minimum else { return start }
        let span = maximum - minimum
        let share = span.isFinite ? amount / span : (amount * 0.5) / (maximum * 0.5 - minimum * 0.5)
        return share.isFinite ? start + share : start
    }

    /// The mapping in force over a range: nil where it is linear.
    private enum Curve {
        /// travel = (ln v - ln minimum) / ln(maximum / minimum)
        case logarithmic(logMinimum: Double, logSpan: Double)
        /// travel = linear fraction ^ exponent
        case power(exponent: Double)
    }

    private func curve(minimum: Double, maximum: Double) -> Curve? {
        guard kind != .linear, maximum > minimum, isApplicable(minimum: minimum, maximum: maximum) else { return nil }
        switch kind {
        case .linear:
            return nil
        case .logarithmic:
            // The difference of the logarithms, not the log of the ratio: the ratio of 1e308
            // and 1e-308 overflows.
            let logMinimum = log(minimum), logSpan = log(maximum) - logMinimum
            guard logSpan > 0, logSpan.isFinite else { return nil }
            return .logarithmic(logMinimum: logMinimum, logSpan: logSpan)
        case .skewed:
            // The exponent that takes the mid value's linear fraction to one half.
            let midFraction = ValueMath.fraction(of: skewMidValue, from: minimum, to: maximum)
            guard midFraction > 0, midFraction < 1 else { return nil }
            let exponent = log(0.5) / log(midFraction)
            guard exponent > 0, exponent.isFinite else { return nil }
            return .power(exponent: exponent)
        }
    }
}
