/// The state of a 360° circular slider: a bounded value shown as an angle around a ring.
///
/// Defaults follow the seed's TBCircularSlider: the value is in degrees, 0...360, integer steps,
/// with 0 at 3 o'clock growing counter-clockwise. Where 0 sits (`zeroAngle`, a screen angle
/// in radians) and the direction (`clockwise`) are configurable.
public struct CircularSliderModel: Equatable, Sendable {
    /// The value and its bounds.
    public var bounded = BoundedValue(minimum: 0, maximum: 360, value: 0, step: 1)
    /// The screen angle (radians, clockwise from +x) of the minimum.
    public private(set) var zeroAngle: Double = 0
    /// Whether the value grows clockwise on screen (false: counter-clockwise, as the seed).
    public var clockwise = false
    /// Whether a drag across the seam continues round (360 becomes 0, as a compass heading)
    /// instead of holding the end it reached.
    public var wraps = false

    public init() {}

    /// Sets the screen angle of the minimum.
    public mutating func setZeroAngle(_ newValue: Double) throws(RejectedValue) {
        zeroAngle = try ValueMath.finite(newValue, for: "zero-angle")
    }

    /// The full circle the value runs around.
    public var arc: ArcSpan { ArcSpan(start: zeroAngle, end: zeroAngle + (clockwise ? ArcSpan.fullTurn : -ArcSpan.fullTurn)) }
}
