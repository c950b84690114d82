/// Something an animation can move between two states.
public protocol Interpolatable: Equatable, Sendable {
    /// The state `progress` (0...1) of the way from `from` to `to`.
    static func interpolate(from: Self, to: Self, progress: Double) -> Self
}

extension Double: Interpolatable {
    public static func interpolate(from: Double, to: Double, progress: Double) -> Double {
        ValueMath.interpolate(from: from, to: to, fraction: progress)
    }
}

extension ValuePair: Interpolatable {
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
/// so the pointer sweeps along the arc and never through the gap (what the seed needed a
/// key-frame animation for).
public struct ValueAnimation<Value: Interpolatable>: Sendable {
    public static var defaultDuration: Double { 0.25 }

    public let from: Value
    public let to: Value
    /// When the animation starts, in seconds on the caller's clock.
    public let startTime: Double
    public let duration: Double

    public init(from: Value, to: Value, startTime: Double, duration: Double = Self.defaultDuration) {
        self.from = from
        self.to = to
        self.startTime = startTime.isFinite ? startTime : 0
        self.duration = duration.isFinite ? max(0, duration) : 0
    }

    /// Progress through the animation at `time`, 0...1 (linear, before easing).
    public func progress(at time: Double) -> Double {
        guard duration > 0, time.isFinite else { return 1 }
        return ValueMath.clamp((time - startTime) / duration, 0, 1)
    }

    /// The state to draw at `time`.
    public func value(at time: Double) -> Value {
        Value.interpolate(from: from, to: to, progress: Easing.easeInOut(progress(at: time)))
    }

    /// Whether the animation has reached `to` at `time`.
    public func isFinished(at time: Double) -> Bool { progress(at: time) >= 1 }
}
