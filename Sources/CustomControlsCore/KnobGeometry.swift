/// Where the track arc and the pointer of a knob sit in a widget of a given size.
///
/// After the tutorial: the arc's radius leaves room for the pointer outside it, and the pointer is
/// a radial line from just inside the arc to the widget's edge. Finite for every size.
public struct KnobGeometry: Hashable, Sendable {
    /// The widget's size.
    public let size: Size
    /// The width of the arc and the pointer, in pixels (never negative).
    public let lineWidth: Double
    /// The length of the pointer, in pixels (never negative).
    public let pointerLength: Double
    /// Room kept free round the knob, for mark labels outside the arc (0 without them).
    public let margin: Double

    /// Lays out a knob.
    ///
    /// - Parameters:
    ///   - size: The widget's size.
    ///   - lineWidth: The width of the arc and the pointer; negative or non-finite becomes 0.
    ///   - pointerLength: The pointer's length; negative or non-finite becomes 0.
    ///   - margin: Room kept free round the knob for labels outside the arc; 0 by default.
    public init(size: Size, lineWidth: Double, pointerLength: Double, margin: Double = 0) {
        self.margin = margin.isFinite ? max(0, margin) : 0
        self.size = size
        self.lineWidth = lineWidth.isFinite ? max(0, lineWidth) : 0
        self.pointerLength = pointerLength.isFinite ? max(0, pointerLength) : 0
    }

    /// The centre of the widget, which the arc is drawn around.
    public var center: Point { Point(x: size.width / 2, y: size.height / 2) }

    /// Half the smaller side less the ``margin``: the largest circle that fits.
    public var outerRadius: Double { max(0, min(size.width, size.height) / 2 - margin) }

    /// The radius of the track arc's centre line.
    public var trackRadius: Double { max(0, outerRadius - max(pointerLength, lineWidth / 2)) }

    /// The radius of the disc inside the track: where a pointer image (a knob's cap) is drawn.
    public var capRadius: Double { max(0, trackRadius - lineWidth / 2) }

    /// The size of a pointer image of width-to-height `aspectRatio` fitted into the cap's disc's
    /// square, keeping its shape; a square for a ratio that is not positive and finite (an
    /// image with no shape of its own).
    public func capSize(aspectRatio: Double) -> Size {
        let side = 2 * capRadius
        guard aspectRatio.isFinite, aspectRatio > 0 else { return Size(width: side, height: side) }
        return aspectRatio >= 1 ? Size(width: side, height: side / aspectRatio) : Size(width: side * aspectRatio, height: side)
    }

    /// Where the pointer line starts (nearest the centre) and ends (at the edge).
    public var pointerRadii: (inner: Double, outer: Double) {
        (max(0, outerRadius - pointerLength - lineWidth / 2), outerRadius)
    }

    /// The point at `angle` (screen radians) and `radius` from the centre.
    ///
    /// - Parameters:
    ///   - angle: A screen angle, in radians.
    ///   - radius: The distance from ``center``, in pixels.
    /// - Returns: The point, in widget coordinates.
    public func point(atAngle angle: Double, radius: Double) -> Point {
        center.offset(atAngle: angle, distance: radius)
    }

    /// The pointer line's two ends for a pointer at `angle`.
    ///
    /// - Parameter angle: The value's screen angle, in radians.
    /// - Returns: The inner end (`from`) and the outer end (`to`), at ``pointerRadii``.
    public func pointer(atAngle angle: Double) -> (from: Point, to: Point) {
        let radii = pointerRadii
        return (point(atAngle: angle, radius: radii.inner), point(atAngle: angle, radius: radii.outer))
    }
}
