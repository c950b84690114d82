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
