import CustomControlsCGtk
import CustomControlsCore

/// A raster that knows the look it shows, so a layer can tell at a glance (without boxing the
/// key, which a per-frame check must not do) whether it still shows the right one.
final class KeyedRaster<Key: Hashable>: Raster {
    let key: Key

    init?(key: Key, size: Size, scale: Double, draw: (OpaquePointer) -> Void) {
        self.key = key
        super.init(size: size, scale: scale, draw: draw)
    }
}
