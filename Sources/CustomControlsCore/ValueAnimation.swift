/// Something an animation can move between two states.
public protocol Interpolatable: Equatable, Sendable {
    /// The state `progress` (0...1) of the way from `from` to `to`.
    ///
    /// - Parameters:
    ///   - from: The state at progress 0.
    ///   - to: The state at progress 1.
    ///   - progress: How far along, 0...1.
    /// - Returns: The state in between.
    static func interpolate(from: Self, to: Self, progress: Double) -> Self
}

extension Double: Interpolatable {
    /// The number `progress` of the way from `from` to `to`, finite even for extreme bounds.
    ///
    /// - Parameters:
    ///   - from: The number at progress 0.
    ///   - to: The number at progress 1.
    ///   - progress: How far along; clamped to 0...1 (NaN counts as 0).
    /// - Returns: The number in between (see ``ValueMath/interpolate(from:to:fraction:)``).
    public static func interpolate(from: Double, to: Double, progress: Double) -> Double {
        ValueMath.interpolate(from: from, to: to, fraction: progress)
    }
}

extension ValuePair: Interpolatable {
    /// Both values `progress` of the way from `from` to `to`, each on its own.
    ///
    /// - Parameters:
    ///   - from: The pair at progress 0.
    ///   - to: The pair at progress 1.
    ///   - progress: How far along, 0...1.
    /// - Returns: The pair in between.
    public static func interpolate(from: ValuePair, to: ValuePair, progress: Double) -> ValuePair {
        ValuePair(
            lower: Double.interpolate(from: from.lower, to: to.lower, progress: progress),
            upper: Double.interpolate(from: from.upper, to: to.upper, progress: progress)
        )
    }
}

/// Timing curves for animations.
public enum Easing {
    /// Slow start, fast middle, slow end (cubic); 0 at 0, 1 at 1, symmetric about 0.5.
    ///
    /// - Parameter t: Linear progress; clamped to 0...1 (NaN counts as 1).
    /// - Returns: The eased progress, 0...1.
    public static func easeInOut(_ t: Double) -> Double {
        let t = t.isNaN ? 1 : ValueMath.clamp(t, 0, 1)
        if t < 0.5 { return 4 * t * t * t }
        let u = 2 - 2 * t
        return 1 - u * u * u / 2
    }
}

/// A programmatic change shown gradually: `from` to `to` over `duration` seconds, ease-in-out.
///
/// Pure: evaluated at explicit times, so it is tested without a clock. The widget animates
/// the value it *draws*; the model holds the target from the start. A knob animates its value,
/// so the pointer sweeps along the arc and never through the gap (what the tutorial needed a
/// key-frame animation for).
///
/// ```swift
/// let animation = ValueAnimation(from: 0.0, to: 1.0, startTime: 10)
/// let halfway = animation.value(at: 10.125)       // 0.5, halfway through 0.25 s
/// let done = animation.isFinished(at: 10.25)      // true
/// ```
public struct ValueAnimation<Value: Interpolatable>: Sendable {
    /// The widgets' animation length: 0.25 seconds.
    public static var defaultDuration: Double { 0.25 }

    /// The state drawn at the start.
    public let from: Value
    /// The state drawn at the end: the model's new value.
    public let to: Value
    /// When the animation starts, in seconds on the caller's clock.
    public let startTime: Double
    /// How long the animation runs, in seconds (never negative).
    public let duration: Double

    /// Creates an animation.
    ///
    /// - Parameters:
    ///   - from: The state shown when it starts.
    ///   - to: The state it ends at.
    ///   - startTime: When it starts, in seconds; non-finite becomes 0.
    ///   - duration: How long it runs (default ``defaultDuration``); negative or non-finite
    ///     becomes 0, which finishes at once.
    public init(from: Value, to: Value, startTime: Double, duration: Double = Self.defaultDuration) {
        self.from = from
        self.to = to
        self.startTime = startTime.isFinite ? startTime : 0
        self.duration = duration.isFinite ? max(0, duration) : 0
    }

    /// Progress through the animation at `time`, 0...1 (linear, before easing).
    ///
    /// - Parameter time: The time, in seconds on the caller's clock.
    /// - Returns: 0 before the start, 1 from the end on (and for a zero duration or a
    ///   non-finite time).
    public func progress(at time: Double) -> Double {
        guard duration > 0, time.isFinite else { return 1 }
        return ValueMath.clamp((time - startTime) / duration, 0, 1)
    }

    /// The state to draw at `time`.
    ///
    /// - Parameter time: The time, in seconds on the caller's clock.
    /// - Returns: The eased state between ``from`` and ``to``.
    public func value(at time: Double) -> Value {
        Value.interpolate(from: from, to: to, progress: Easing.easeInOut(progress(at: time)))
    }

    /// Whether the animation has reached `to` at `time`.
    ///
    /// - Parameter time: The time, in seconds on the caller's clock.
    /// - Returns: Whether the progress is 1.
    public func isFinished(at time: Double) -> Bool { progress(at: time) >= 1 }
}
