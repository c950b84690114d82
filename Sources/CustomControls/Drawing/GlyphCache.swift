import CustomControlsCGtk
import CustomControlsCore

/// One image per character of value texts, shared by every control.
enum GlyphCache {
    /// A character's image and how far the next one starts (logical pixels).
    final class Glyph {
        let raster: Raster
        let advance: Double
        init(raster: Raster, advance: Double) {
            self.raster = raster
            self.advance = advance
        }
    }

    private struct Key: Hashable {
        let character: Character
        let fontSize: Double
        let color: RGBA
        let scale: Double
    }

    /// The characters drawn one by one: in the fonts GTK ships with, digits have one width
    /// and none of these kern, so a row of them is the string Pango would lay out.
    private static let characters = Set("0123456789.,-−+%° ")

    /// GTK draws on one thread only; see ``RasterCache``.
    nonisolated(unsafe) private static var cache: [Key: Glyph] = [:]

    /// Whether `text` is drawn from the characters' images: not empty, short, and only of
    /// the cached characters.
    static func draws(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 32 && text.allSatisfy(characters.contains)
    }

    /// The glyphs of `text`, or nil when ``draws(_:)`` says it is not drawn from them.
    static func glyphs(for text: String, fontSize: Double, color: RGBA, scale: Double) -> [Glyph]? {
        guard draws(text) else { return nil }
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(text.count)
        for character in text {
            let key = Key(character: character, fontSize: fontSize, color: color, scale: scale)
            if let glyph = cache[key] {
                glyphs.append(glyph)
                continue
            }
            guard let glyph = draw(character, fontSize: fontSize, color: color, scale: scale) else { return nil }
            // A few sizes and colours at a time fill it; a changing look must not grow it forever.
            if cache.count >= 512 { cache.removeAll(keepingCapacity: true) }
            cache[key] = glyph
            glyphs.append(glyph)
        }
        return glyphs
    }

    /// Where a row of `glyphs` centred on `center` starts: its top left (logical pixels).
    static func rowOrigin(of glyphs: [Glyph], centeredOn center: Point) -> Point {
        Point(x: center.x - glyphs.reduce(0) { $0 + $1.advance } / 2, y: center.y - (glyphs.first?.raster.size.height ?? 0) / 2)
    }

    /// Sets `layout`'s font: bold sans, `size` pixels high.
    static func setFont(of layout: OpaquePointer, size: Double) {
        let font = pango_font_description_from_string("Sans Bold")
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
    }

    private static func draw(_ character: Character, fontSize: Double, color: RGBA, scale: Double) -> Glyph? {
        // Measured on a surface of the target's scale: hinting rounds to its pixels.
        guard let probe = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return nil }
        defer { cairo_surface_destroy(probe) }
        cairo_surface_set_device_scale(probe, scale, scale)
        let measuring = cairo_create(probe)!
        defer { cairo_destroy(measuring) }
        guard let layout = pango_cairo_create_layout(measuring) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        setFont(of: layout, size: fontSize)
        pango_layout_set_text(layout, String(character), -1)
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_size(layout, &width, &height)
        let size = Size(width: Double(width) / Double(PANGO_SCALE), height: Double(height) / Double(PANGO_SCALE))
        guard let raster = Raster(size: Size(width: max(size.width, 1), height: max(size.height, 1)), scale: scale, draw: { cairo in
            pango_cairo_update_layout(cairo, layout)
            Cairo.setColor(cairo, color)
            pango_cairo_show_layout(cairo, layout)
        }) else { return nil }
        return Glyph(raster: raster, advance: size.width)
    }
}
