/// An affine map of the plane, laid out as cairo's `cairo_matrix_t`.
///
/// The fields have cairo's names and order, so a widget copies them into a `cairo_matrix_t`
/// and applies the whole map with one `cairo_transform` call; computing it here keeps the
/// numbers testable without a display, and exact (`cairo_rotate(-π/2)` leaves `cos` as 6e-17,
/// not 0). A point `(x, y)` maps to `(xx * x + xy * y + x0, yx * x + yy * y + y0)`.
///
/// ```swift
/// let turn = AffineMatrix(xx: 0, yx: -1, xy: 1, yy: 0, x0: 0, y0: 30)
/// let p = turn.transform(Point(x: 10, y: 5))     // (5.0, 20.0)
/// ```
public struct AffineMatrix: Hashable, Sendable {
    /// How x feeds the new x.
    public var xx: Double
    /// How x feeds the new y.
    public var yx: Double
    /// How y feeds the new x.
    public var xy: Double
    /// How y feeds the new y.
    public var yy: Double
    /// What is added to the new x.
    public var x0: Double
    /// What is added to the new y.
    public var y0: Double

    /// Creates a matrix from its six numbers, in `cairo_matrix_init`'s order.
    ///
    /// - Parameters:
    ///   - xx: How x feeds the new x.
    ///   - yx: How x feeds the new y.
    ///   - xy: How y feeds the new x.
    ///   - yy: How y feeds the new y.
    ///   - x0: What is added to the new x.
    ///   - y0: What is added to the new y.
    public init(xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double) {
        self.xx = xx
        self.yx = yx
        self.xy = xy
        self.yy = yy
        self.x0 = x0
        self.y0 = y0
    }

    /// The map that leaves every point where it is.
    public static let identity = AffineMatrix(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)

    /// Where the map takes `point` (as `cairo_matrix_transform_point` does).
    ///
    /// - Parameter point: Any point.
    /// - Returns: The mapped point.
    public func transform(_ point: Point) -> Point {
        Point(x: xx * point.x + xy * point.y + x0, y: yx * point.x + yy * point.y + y0)
    }
}
