import CustomControlsCGtk
import CustomControlsCore

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
