import CustomControlsCGtk
import CustomControlsCore
import Foundation

/// An edge's 8-bit mask (`CAIRO_FORMAT_A8`) and where its top left lies (logical pixels).
final class EdgeMask {
    let surface: OpaquePointer
    let origin: Point
    init(surface: OpaquePointer, origin: Point) {
        self.surface = surface
        self.origin = origin
    }
    deinit { cairo_surface_destroy(surface) }

    /// Paints `lit` (at the origin) through the mask.
    func paint(_ cairo: OpaquePointer, _ lit: Raster) {
        lit.setSource(cairo)
        cairo_mask_surface(cairo, surface, origin.x, origin.y)
    }
}
