import CustomControlsCGtk
import CustomControlsCore

/// Value texts put together from their characters' images (``GlyphCache``), one image per
/// text, so a frame paints a text once and looks it up by the text alone. Shared by every
/// control; GTK draws on one thread only.
enum LabelCache {
    private struct Key: Hashable {
        let text: String
        let fontSize: Double
        let color: RGBA
        let scale: Double
        /// Where the centre lies within its device pixel, in 256ths: the characters sit on the
        /// device pixels they would if painted one by one.
        let phaseX: Int, phaseY: Int
    }

    /// A text's image and where its top left lies from the centre it is drawn on (logical).
    private struct Label {
        let raster: Raster
        let offset: Point
    }

    nonisolated(unsafe) private static var cache: [Key: Label] = [:]

    /// `text` in bold, `fontSize` pixels high, centred on `center` for a target of `scale`:
    /// its image and where to paint it; nil when it has characters ``GlyphCache`` does not
    /// draw (or no image can be made).
    static func label(_ text: String, centeredOn center: Point, fontSize: Double, color: RGBA, scale: Double) -> (raster: Raster, origin: Point)? {
        func phase(_ value: Double) -> Int {
            let device = value * scale
            return Int(((device - device.rounded(.down)) * 256).rounded())
        }
        let key = Key(text: text, fontSize: fontSize, color: color, scale: scale, phaseX: phase(center.x), phaseY: phase(center.y))
        if let label = cache[key] {
            return (label.raster, Point(x: center.x + label.offset.x, y: center.y + label.offset.y))
        }
        guard let glyphs = GlyphCache.glyphs(for: text, fontSize: fontSize, color: color, scale: scale) else { return nil }
        let width = glyphs.reduce(0) { $0 + $1.advance }
        let height = glyphs.map(\.raster.size.height).max() ?? 0
        let origin = GlyphCache.rowOrigin(of: glyphs, centeredOn: center)
        let x = origin.x, y = origin.y
        let left = (x * scale).rounded(.down), top = (y * scale).rounded()
        let overhang = glyphs.map { $0.raster.size.width - $0.advance }.max().map { max(0, $0) } ?? 0
        guard let raster = Raster(size: Size(width: width + overhang + 2 / scale, height: height), scale: scale, draw: { cairo in
            // Each character on the device pixel nearest its place, as painted one by one.
            var next = (x * scale - left) / scale
            for glyph in glyphs {
                glyph.raster.paint(cairo, at: Point(x: next, y: 0))
                next += glyph.advance
            }
        }) else { return nil }
        // A drag shows a few hundred texts; a changing look must not grow it forever.
        if cache.count >= 512 { cache.removeAll(keepingCapacity: true) }
        cache[key] = Label(raster: raster, offset: Point(x: left / scale - center.x, y: top / scale - center.y))
        return (raster, Point(x: left / scale, y: top / scale))
    }
}
