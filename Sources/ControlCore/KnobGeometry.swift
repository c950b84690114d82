/// Where the track arc and the pointer of a knob sit in a widget of a given size.
///
/// After the seed: the arc's radius leaves room for the pointer outside it, and the pointer is
/// a radial line from just inside the arc to the widget's edge. Finite for every size.
public struct KnobGeometry: Hashable, Sendable {
    public let size: Size
    public let lineWidth: Double
    public let pointerLength: Double

    public init(size: Size, lineWidth: Double, pointerLength: Double) {
        self.size = size
        self.lineWidth = lineWidth.isFinite ? max(0, lineWidth) : 0
        self.pointerLength = pointerLength.isFinite ? max(0, pointerLength) : 0
    }

    public var center: Point { Point(x: size.width / 2, y: size.height / 2) }

    /// Half the smaller side: the largest circle that fits.
    public var outerRadius: Double { min(size.width, size.height) / 2 }

    /// The radius of the track arc's centre line.
    public var trackRadius: Double { max(0, outerRadius - max(pointerLength, lineWidth / 2)) }

    /// Where the pointer line starts (nearest the centre) and ends (at the edge).
    public var pointerRadii: (inner: Double, outer: Double) {
        (max(0, outerRadius - pointerLength - lineWidth / 2), outerRadius)
    }

    /// The point at `angle` (screen radians) and `radius` from the centre.
    public func point(atAngle angle: Double, radius: Double) -> Point {
        center.offset(atAngle: angle, distance: radius)
    }

    /// The pointer line's two ends for a pointer at `angle`.
    public func pointer(atAngle angle: Double) -> (from: Point, to: Point) {
        let radii = pointerRadii
        return (point(atAngle: angle, radius: radii.inner), point(atAngle: angle, radius: radii.outer))
    }
}
