import CustomControlsCGtk
import CustomControlsCore

/// The XY pad's drawing recipe, in the range slider's family of looks: the field is its
/// track's panel, the handle its thumb made round, and thin lines mark the grid and cross at
/// the handle. Its parts are ``Shape``s, which cairo draws and the node form appends as stock
/// render nodes, so the look is written once for both.
///
/// Lines are whole device pixels wide with their edges on device pixels, so they stay crisp at
/// fractional scales (1.25, 1.5) where a line one logical pixel wide would straddle two.
enum XYPadRecipe {
    /// The field: a panel of `color` over the whole pad, its corners rounded by
    /// `curvaceousness` of a handle's radius, with a thin dark outline.
    static func field(size: Size, handleRadius: Double, color: RGBA, curvaceousness: Double) -> [Shape] {
        guard size.width > 0, size.height > 0 else { return [] }
        let panel = RoundedRect(Rect(x: 0, y: 0, width: size.width, height: size.height),
                                radius: handleRadius * curvaceousness)
        return [
            .fill(panel, color),
            .stroke(RoundedRect(panel.rect.insetBy(dx: 0.25, dy: 0.25), radius: panel.radius), width: 0.5,
                    RGBA(white: 0, alpha: 0.8)),
        ]
    }

    /// A vertical line across the field at each of `x` (fractions of the x axis) and a
    /// horizontal one at each of `y`, in `color`: the marks as grid lines.
    static func gridLines(geometry: XYPadGeometry, x: [Double], y: [Double], color: RGBA, pixels: DevicePixels) -> [Shape] {
        x.map { vertical(at: geometry.point(x: $0, y: 0).x, geometry: geometry, color: color, pixels: pixels) }
            + y.map { horizontal(at: geometry.point(x: 0, y: $0).y, geometry: geometry, color: color, pixels: pixels) }
    }

    /// The crosshair: a vertical and a horizontal line across the field through `center`.
    static func crosshair(geometry: XYPadGeometry, center: Point, color: RGBA, pixels: DevicePixels) -> [Shape] {
        [vertical(at: center.x, geometry: geometry, color: color, pixels: pixels),
         horizontal(at: center.y, geometry: geometry, color: color, pixels: pixels)]
    }

    /// The handle at `center`: the range slider's thumb, round.
    static func handle(center: Point, radius: Double, color: RGBA, pressed: Bool) -> [Shape] {
        RangeSliderRecipe.thumb(rect: Snapshot.box(around: center, radius: radius), color: color, curvaceousness: 1,
                                pressed: pressed)
    }

    /// The keyboard focus indicator around the handle.
    static func focusRing(center: Point, radius: Double, color: RGBA) -> [Shape] {
        RangeSliderRecipe.focusRing(around: Snapshot.box(around: center, radius: radius), color: color, curvaceousness: 1)
    }

    /// How wide a line is: one logical pixel, rounded to whole device pixels (at least one).
    static func lineWidth(_ pixels: DevicePixels) -> Double {
        max(1, pixels.scale.rounded()) / pixels.scale
    }

    /// A line `lineWidth` wide from the field's top to its bottom, centred as near `x` as
    /// device pixels allow.
    private static func vertical(at x: Double, geometry: XYPadGeometry, color: RGBA, pixels: DevicePixels) -> Shape {
        let width = lineWidth(pixels), field = geometry.field
        return .rect(Rect(x: pixels.snapped(x - width / 2), y: field.y, width: width, height: field.height), color)
    }

    /// A line `lineWidth` high from the field's left to its right, centred as near `y` as
    /// device pixels allow.
    private static func horizontal(at y: Double, geometry: XYPadGeometry, color: RGBA, pixels: DevicePixels) -> Shape {
        let width = lineWidth(pixels), field = geometry.field
        return .rect(Rect(x: field.x, y: pixels.snapped(y - width / 2), width: field.width, height: width), color)
    }
}
