#if canImport(Glibc)
import Glibc  // the C maths library (sin, atan2, pow): Foundation is not needed for it
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
