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
