/// Where the ring, the active arc and the handle of a circular slider sit.
///
/// Proportions follow the tutorial (line 40, ring 60, padding 60 on a 320 square): the ring is
/// 1.5 line widths wide, its centre line is 1.5 line widths inside the edge, the handle is one
/// line width across, and the glow's blur grows to 18/40 of a line width at a full turn.
/// Finite for every size.
public struct CircularSliderGeometry: Hashable, Sendable {
    /// The widget's size.
    public let size: Size
    /// The width of the active arc and the handle, in pixels (never negative).
    public let lineWidth: Double
    /// Room kept free round the ring, for mark labels outside the arc (0 without them).
    public let margin: Double

    /// Lays out a circular slider.
    ///
    /// - Parameters:
    ///   - size: The widget's size.
    ///   - lineWidth: The width of the active arc; negative or non-finite widths become 0.
    ///   - margin: Room kept free round the ring for labels outside the arc; 0 by default.
    public init(size: Size, lineWidth: Double, margin: Double = 0) {
        self.margin = margin.isFinite ? max(0, margin) : 0
        self.size = size
        self.lineWidth = lineWidth.isFinite ? max(0, lineWidth) : 0
    }

    /// The centre of the widget, which the ring is drawn around.
    public var center: Point { Point(x: size.width / 2, y: size.height / 2) }

    /// The radius of the ring's and the active arc's centre line.
    public var radius: Double { max(0, min(size.width, size.height) / 2 - 1.5 * lineWidth - margin) }

    /// The width of the dark background ring.
    public var ringWidth: Double { 1.5 * lineWidth }

    /// The handle's diameter.
    public var handleDiameter: Double { lineWidth }

    /// The blur radius of the active arc's glow at `fraction` of a full turn (the tutorial: angle / 20).
    ///
    /// - Parameter fraction: How much of the turn the active arc covers; clamped to 0...1.
    /// - Returns: The blur radius, in pixels.
    public func glowRadius(atFraction fraction: Double) -> Double {
        ValueMath.clamp(fraction, 0, 1) * 18 * lineWidth / 40
    }

    /// The handle's centre for a value shown at `angle` (screen radians).
    ///
    /// - Parameter angle: The value's screen angle, in radians.
    /// - Returns: The point on the ring's centre line at that angle.
    public func handleCenter(atAngle angle: Double) -> Point {
        center.offset(atAngle: angle, distance: radius)
    }
}
