/// Where an XY pad's parts sit at a given size: the field the handle's centre travels, and the
/// handle.
///
/// The handle's centre stays a handle's radius inside the widget's edges, so the whole handle
/// is always drawn. The x axis runs left to right; the y axis bottom to top, as a graph's and a
/// colour picker's value axis do, so a y fraction of 1 is the field's top edge.
public struct XYPadGeometry: Hashable, Sendable {
    /// The radius of the handle a pad of 80 px or more draws and hits; smaller pads scale it
    /// down.
    public static let largestHandleRadius = 10.0

    /// The widget's size.
    public let size: Size
    /// The handle's radius: ``largestHandleRadius``, or an eighth of the pad's shorter side
    /// when that is less.
    public let handleRadius: Double

    /// The geometry of a pad of `size`.
    public init(size: Size) {
        self.size = size
        let side = max(0, min(size.width, size.height))
        handleRadius = min(Self.largestHandleRadius, side / 8)
    }

    /// The rectangle the handle's centre travels: the widget inset by the handle's radius.
    public var field: Rect {
        Rect(x: handleRadius, y: handleRadius,
             width: max(0, size.width - 2 * handleRadius), height: max(0, size.height - 2 * handleRadius))
    }

    /// The point at fractions `x` and `y` of the two axes (0 left and bottom, 1 right and top).
    public func point(x: Double, y: Double) -> Point {
        let field = field
        return Point(x: field.x + x * field.width, y: field.y + (1 - y) * field.height)
    }

    /// The axes' fractions at `point`, not clamped (a drag past the edge is past 0 or 1); an
    /// axis with no room has its fractions at 0.
    public func fractions(at point: Point) -> XYPadModel.Values {
        let field = field
        return XYPadModel.Values(x: field.width > 0 ? (point.x - field.x) / field.width : 0,
                                 y: field.height > 0 ? 1 - (point.y - field.y) / field.height : 0)
    }

    /// How much of each axis a pointer's travel of `dx`, `dy` pixels covers (a travel
    /// downwards is negative on y); 0 on an axis with no room.
    public func fractionDelta(dx: Double, dy: Double) -> XYPadModel.Values {
        let field = field
        return XYPadModel.Values(x: field.width > 0 ? dx / field.width : 0,
                                 y: field.height > 0 ? -dy / field.height : 0)
    }

    /// Whether `point` is on the handle drawn with its centre at `center`.
    public func handleContains(_ point: Point, center: Point) -> Bool {
        point.distance(to: center) <= handleRadius
    }
}
