import CustomControlsCGtk
import CustomControlsCore

/// The circular sliders' handle: drawn once per look into an image, placed every frame.
struct HandleLayer {
    private struct Look: Hashable {
        let diameter: Double
        let color: RGBA
    }

    private var layer = CachedLayer<Look>()

    /// The side of the handle's image (its disc and shadow), in logical pixels.
    static func side(_ geometry: CircularSliderGeometry) -> Double { geometry.handleDiameter + 2 * CircularSliderRecipe.handleMargin }

    /// The handle's image for `geometry` and `color`; nil when too big for one.
    mutating func raster(geometry: CircularSliderGeometry, color: RGBA, scale: Double) -> Raster? {
        let side = Self.side(geometry), diameter = geometry.handleDiameter
        return layer.raster(for: Look(diameter: diameter, color: color), size: Size(width: side, height: side), scale: scale) { cairo in
            CircularSliderRecipe.drawHandle(cairo, diameter: diameter, color: color)
        }
    }

    /// Where the image of a handle centred at `center` has its top left.
    static func origin(_ geometry: CircularSliderGeometry, center: Point) -> Point {
        let side = side(geometry)
        return Point(x: center.x - side / 2, y: center.y - side / 2)
    }

    /// The cairo form: `image` at `origin`, or the handle as vectors when there is no image.
    static func paint(_ cairo: OpaquePointer, _ image: Raster?, at origin: Point, geometry: CircularSliderGeometry, color: RGBA) {
        if let image {
            image.paint(cairo, at: origin)
        } else {
            cairo_save(cairo)
            cairo_translate(cairo, origin.x, origin.y)
            CircularSliderRecipe.drawHandle(cairo, diameter: geometry.handleDiameter, color: color)
            cairo_restore(cairo)
        }
    }
}
