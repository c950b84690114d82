import CustomControlsCGtk
import CustomControlsCore

/// A layer drawn once into an image at device resolution, then painted every frame until its
/// look changes: the knob seed's lesson (never repaint what does not change) taken to pixels.
///
/// A render node recorded once still strokes its paths again on every frame the renderer
/// draws; painting an image is a plain copy. Rasters are shared: every control that asks for
/// the same look at the same scale (a desk of identical knobs) paints the same image.
class Raster {
    /// The `cairo_surface_t *`: ARGB32, `scale` device pixels per logical pixel.
    let surface: OpaquePointer
    /// A pattern of the image, made once: a frame moves it rather than making a new one
    /// (a recording copies a pattern, so moving it later changes no recorded frame).
    private let pattern: OpaquePointer
    /// Logical size.
    let size: Size
    /// Device pixels per logical pixel.
    let scale: Double

    /// Draws `draw` (in logical pixels) into a new image of `size` at `scale`; nil for an
    /// empty size or one over ``maximumPixels`` (the caller then draws the layer itself).
    init?(size: Size, scale: Double, draw: (OpaquePointer) -> Void) {
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        // A giant control is drawn as vectors every frame instead: its images would cost more
        // memory than they save time (see maximumPixels).
        guard width >= 1, height >= 1, width * height <= Self.maximumPixels,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_set_device_scale(surface, scale, scale)
        let cairo = cairo_create(surface)!
        draw(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        self.surface = surface
        pattern = cairo_pattern_create_for_surface(surface)
        self.size = size
        self.scale = scale
    }

    /// The largest image a layer may take, in device pixels: 16 MB, a 1,024 px knob at scale 2.
    static let maximumPixels = 2048.0 * 2048.0

    deinit {
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(surface)
    }

    /// Paints the image with its top left at `origin`, moved to the nearest device pixel so
    /// the copy is exact (no resampling, no blur).
    func paint(_ cairo: OpaquePointer, at origin: Point = Point(x: 0, y: 0)) {
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, -snapped(origin.x), -snapped(origin.y))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
    }

    /// Paints the image (at the origin) only inside the path `addPath` adds.
    func paint(_ cairo: OpaquePointer, clippedTo addPath: () -> Void) {
        cairo_save(cairo)
        cairo_new_path(cairo)
        addPath()
        cairo_clip(cairo)
        paint(cairo)
        cairo_restore(cairo)
    }

    /// `value` moved to the nearest device pixel.
    func snapped(_ value: Double) -> Double { (value * scale).rounded() / scale }
}

/// A raster that knows the look it shows, so a layer can tell at a glance (without boxing the
/// key, which a per-frame check must not do) whether it still shows the right one.
final class KeyedRaster<Key: Hashable>: Raster {
    let key: Key

    init?(key: Key, size: Size, scale: Double, draw: (OpaquePointer) -> Void) {
        self.key = key
        super.init(size: size, scale: scale, draw: draw)
    }
}

/// The rasters in use, by look: a second control asking for a look already drawn gets the
/// same image. An image lives as long as some control holds it.
///
/// GTK draws on one thread only, so the table needs no lock; it is nonisolated because
/// snapshots run in GTK-confined (nonisolated) code.
enum RasterCache {
    private final class WeakRaster {
        weak var raster: Raster?
        init(_ raster: Raster) { self.raster = raster }
    }

    nonisolated(unsafe) private static var entries: [AnyHashable: WeakRaster] = [:]

    /// The raster of `key`'s look at `size` and `scale`, drawn by `draw` if nobody holds one.
    static func raster<Key: Hashable>(for key: Key, size: Size, scale: Double, draw: (OpaquePointer) -> Void) -> KeyedRaster<RasterKey<Key>>? {
        let typedKey = RasterKey(look: key, size: size, scale: scale)
        let fullKey = AnyHashable(typedKey)
        if let raster = entries[fullKey]?.raster as? KeyedRaster<RasterKey<Key>> { return raster }
        guard let raster = KeyedRaster(key: typedKey, size: size, scale: scale, draw: draw) else { return nil }
        // Forgotten looks leave empty entries behind; sweep them once there are a few.
        if entries.count > 64 { entries = entries.filter { $0.value.raster != nil } }
        entries[fullKey] = WeakRaster(raster)
        return raster
    }

    /// What a shared raster shows: a look at a size and scale.
    struct RasterKey<Look: Hashable>: Hashable {
        let look: Look
        let size: Size
        let scale: Double
    }
}

/// One layer of one control: the raster it paints, which knows the look it shows, so a frame
/// whose look did not change costs one comparison (and a control holds one pointer per layer).
struct CachedLayer<Key: Hashable> {
    private(set) var raster: KeyedRaster<RasterCache.RasterKey<Key>>?

    /// The raster for `key` at `size` and `scale`, from this layer, the shared cache, or drawn.
    mutating func raster(for key: Key, size: Size, scale: Double, draw: (OpaquePointer) -> Void) -> Raster? {
        if let raster, raster.key == RasterCache.RasterKey(look: key, size: size, scale: scale) { return raster }
        raster = RasterCache.raster(for: key, size: size, scale: scale, draw: draw)
        return raster
    }
}
