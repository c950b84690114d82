#if canImport(Glibc)
import Glibc  // the C maths library (sin, atan2, pow): Foundation is not needed for it
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
