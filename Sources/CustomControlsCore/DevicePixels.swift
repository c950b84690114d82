/// The grid of a surface's device pixels, in logical pixels: `scale` device pixels to one
/// logical pixel, fractional on a compositor that scales by 1.25 or 1.5.
///
/// A control makes its images at the surface's scale and puts their edges on device pixels
/// of its own space; that holds on the surface only if its own origin lies on a device pixel,
/// which at a fractional scale a whole logical position need not (7 logical pixels at 1.5
/// are 10.5 device pixels). ``offsetToNearestCorner(of:)`` says how far to move the drawing.
///
/// ```swift
/// let grid = DevicePixels(scale: 1.5)
/// grid.offsetToNearestCorner(of: Point(x: 7, y: 4))  // (1/3, 0): 10.5 → 11, 6 stays
/// ```
public struct DevicePixels: Hashable, Sendable {
    /// Device pixels per logical pixel; 1 when not positive and finite.
    public let scale: Double

    /// Creates the grid of a surface `scale` device pixels to the logical pixel.
    public init(scale: Double) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// Whether the grid's lines fall on every logical pixel's edges (a whole scale).
    public var isWhole: Bool { scale == scale.rounded() }

    /// `value` moved to the nearest device pixel's edge.
    public func snapped(_ value: Double) -> Double { (value * scale).rounded() / scale }

    /// The logical offset, under half a device pixel each way, that moves `point` onto the
    /// nearest corner of a device pixel; zero for a point on one.
    public func offsetToNearestCorner(of point: Point) -> Point {
        guard point.x.isFinite, point.y.isFinite else { return Point(x: 0, y: 0) }
        return Point(x: snapped(point.x) - point.x, y: snapped(point.y) - point.y)
    }
}
