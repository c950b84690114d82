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
