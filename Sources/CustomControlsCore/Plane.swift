#if canImport(Glibc)
import Glibc  // the C maths library (sin, atan2, pow): Foundation is not needed for it
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A point in widget coordinates (logical pixels, y grows downwards).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate.
    ///   - y: The vertical coordinate (down is positive).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point as text, e.g. `(3.0, 4.0)`.
    public var description: String { "(\(x), \(y))" }

    /// The straight-line distance to `other`.
    ///
    /// - Parameter other: Another point.
    /// - Returns: The distance, in the points' unit.
    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    /// The screen angle from `center` to this point, in radians (clockwise from +x, as cairo draws).
    ///
    /// Returns `nil` when the two points coincide or a coordinate is not finite: there is no
    /// direction to report, and callers keep their value instead of turning it into NaN.
    ///
    /// - Parameter center: The point the angle is measured from.
    /// - Returns: The angle in -π...π (0 to the right, π/2 straight down), or nil.
    public func angle(from center: Point) -> Double? {
        let dx = x - center.x
        let dy = y - center.y
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
        return atan2(dy, dx)
    }

    /// The point `distance` away from this one in the direction of screen angle `angle`.
    ///
    /// - Parameters:
    ///   - angle: A screen angle, in radians.
    ///   - distance: How far to go, in pixels.
    /// - Returns: The new point.
    public func offset(atAngle angle: Double, distance: Double) -> Point {
        Point(x: x + distance * cos(angle), y: y + distance * sin(angle))
    }
}

/// A width and a height in logical pixels.
public struct Size: Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size; negative or non-finite extents become zero, so geometry stays finite.
    ///
    /// - Parameters:
    ///   - width: The width in pixels.
    ///   - height: The height in pixels.
    public init(width: Double, height: Double) {
        self.width = width.isFinite ? max(0, width) : 0
        self.height = height.isFinite ? max(0, height) : 0
    }
}

/// An axis-aligned rectangle in widget coordinates.
public struct Rect: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle from its top left corner and its size, taken as they are.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The width.
    ///   - height: The height.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The x coordinate of the centre.
    public var midX: Double { x + width / 2 }
    /// The y coordinate of the centre.
    public var midY: Double { y + height / 2 }

    /// Whether `point` lies inside the rectangle (edges included, so a thumb can be hit at its rim).
    ///
    /// - Parameter point: Any point.
    /// - Returns: Whether it is inside or on the edge.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x <= x + width && point.y >= y && point.y <= y + height
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom,
    /// never to a negative size.
    ///
    /// - Parameters:
    ///   - dx: What to take off each side horizontally.
    ///   - dy: What to take off the top and the bottom.
    /// - Returns: The smaller rectangle, with the same centre.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let w = max(0, width - 2 * dx)
        let h = max(0, height - 2 * dy)
        return Rect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
    }
}

/// A rectangle with round corners of one radius: the outline of a track, a thumb or a pill.
///
/// Its offsets are exact: the points within `d` of the outline are those between the outline
/// grown by `d` (corners of radius `radius + d`) and the outline shrunk by `d` (corners of
/// `radius - d`, square once that is not positive), which is why a stroke of the outline can
/// be drawn as a border node and a cairo stroke alike.
public struct RoundedRect: Hashable, Sendable {
    /// The rectangle the outline fits.
    public var rect: Rect
    /// The corners' radius as asked for; ``cornerRadius`` is the one drawn.
    public var radius: Double

    /// Creates an outline of `rect` with corners of `radius`.
    public init(_ rect: Rect, radius: Double) {
        self.rect = rect
        self.radius = radius
    }

    /// The radius drawn: `radius` kept between 0 and half the shorter side.
    public var cornerRadius: Double {
        let radius = radius.isFinite ? radius : 0
        return max(0, min(radius, rect.width / 2, rect.height / 2))
    }

    /// The outline moved by `offset`.
    public func offsetBy(_ offset: Point) -> RoundedRect {
        RoundedRect(Rect(x: rect.x + offset.x, y: rect.y + offset.y, width: rect.width, height: rect.height), radius: radius)
    }

    /// The outline grown by `distance` on every side (shrunk when negative, never below an
    /// empty rectangle): its corners' radius grows with it from the radius drawn.
    public func outset(by distance: Double) -> RoundedRect {
        let grown = rect.insetBy(dx: -distance, dy: -distance)
        return RoundedRect(grown, radius: max(0, cornerRadius + distance))
    }

    /// Whether `point` lies inside the outline (edges included).
    public func contains(_ point: Point) -> Bool {
        guard rect.contains(point) else { return false }
        let r = cornerRadius
        // The nearest point of the rectangle shrunk by the radius: within r of it is inside.
        let nearest = Point(x: min(max(point.x, rect.x + r), rect.x + rect.width - r),
                            y: min(max(point.y, rect.y + r), rect.y + rect.height - r))
        let dx = point.x - nearest.x, dy = point.y - nearest.y
        return dx * dx + dy * dy <= r * r
    }
}
