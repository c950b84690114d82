import Foundation

/// A point in widget coordinates (logical pixels, y grows downwards).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(x), \(y))" }

    /// The screen angle from `center` to this point, in radians (clockwise from +x, as cairo draws).
    ///
    /// Returns `nil` when the two points coincide or a coordinate is not finite: there is no
    /// direction to report, and callers keep their value instead of turning it into NaN.
    public func angle(from center: Point) -> Double? {
        let dx = x - center.x
        let dy = y - center.y
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
        return atan2(dy, dx)
    }

    /// The point `distance` away from this one in the direction of screen angle `angle`.
    public func offset(atAngle angle: Double, distance: Double) -> Point {
        Point(x: x + distance * cos(angle), y: y + distance * sin(angle))
    }
}

/// A width and a height in logical pixels.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    /// Creates a size; negative or non-finite extents become zero, so geometry stays finite.
    public init(width: Double, height: Double) {
        self.width = width.isFinite ? max(0, width) : 0
        self.height = height.isFinite ? max(0, height) : 0
    }
}

/// An axis-aligned rectangle in widget coordinates.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// Whether `point` lies inside the rectangle (edges included, so a thumb can be hit at its rim).
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x <= x + width && point.y >= y && point.y <= y + height
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom,
    /// never to a negative size.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let w = max(0, width - 2 * dx)
        let h = max(0, height - 2 * dy)
        return Rect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
    }
}
