import CustomControlsCGtk
import CustomControlsCore

/// One layer of one control: the raster it paints, which knows the look it shows, so a frame
/// whose look did not change costs one comparison (and a control holds one pointer per layer).
struct CachedLayer<Key: Hashable> {
    private(set) var raster: KeyedRaster<RasterCache.RasterKey<Key>>?

    /// The raster for `key` at `size` and `scale`, from this layer, the shared cache, or drawn.
    mutating func raster(for key: Key, size: Size, scale: Double, draw: (OpaquePointer) -> Void) -> Raster? {
        if let raster, holds(key, size: size, scale: scale) { return raster }
        raster = RasterCache.raster(for: key, size: size, scale: scale, draw: draw)
        return raster
    }

    /// Appends the layer's image for `key` at `size` and `scale`; a layer too big for an image
    /// (past ``Raster/maximumPixels``) is drawn with cairo instead, every frame.
    mutating func append(_ key: Key, size: Size, scale: Double, to snapshot: OpaquePointer, draw: (OpaquePointer) -> Void) {
        if let image = raster(for: key, size: size, scale: scale, draw: draw) {
            image.append(to: snapshot)
        } else {
            Cairo.draw(into: snapshot, bounds: Rect(x: 0, y: 0, width: size.width, height: size.height), draw)
        }
    }

    /// Whether the layer holds the raster for `key` at `size` and `scale` already.
    func holds(_ key: Key, size: Size, scale: Double) -> Bool {
        raster?.key == RasterCache.RasterKey(look: key, size: size, scale: scale)
    }
}
