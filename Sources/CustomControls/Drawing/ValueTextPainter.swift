import CustomControlsCGtk
import CustomControlsCore

/// A value's text as a frame shows it: what it says, and in which colour (resolved by the
/// widget, from its `value` node's CSS).
struct ValueLabel: Hashable {
    var text: String
    var color: RGBA
}

/// Draws centred bold text as a control's value shows it, every frame the value changes.
///
/// Value texts are made of few characters (digits, signs, separators, units), so each
/// character is drawn once per font size, colour and scale into a shared image and a text is
/// a row of those (``GlyphCache``), put together once per text for the cairo form
/// (``LabelCache``): shaping and rasterizing a string costs more than the rest of a frame.
/// Any other text (a formatter's words, scripts that join letters) goes through a Pango
/// layout that the painter keeps from one frame to the next.
final class ValueTextPainter {
    private var layout: OpaquePointer?
    private var fontSize = 0.0
    private var text = ""

    deinit {
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// Draws `text` in bold, `size` pixels high, centred on `center`, for a target of `scale`.
    func draw(_ cairo: OpaquePointer, _ text: String, at center: Point, size: Double, color: RGBA, scale: Double) {
        let fontSize = max(1, size)
        // One paint of the whole text, put together once from its characters: a paint into a
        // render node costs about as much as a small control's whole frame.
        if let label = LabelCache.label(text, centeredOn: center, fontSize: fontSize, color: color, scale: scale) {
            label.raster.paint(cairo, at: label.origin)
            return
        }
        drawWithLayout(cairo, text, at: center, fontSize: fontSize, color: color)
    }

    /// The texture form of ``draw(_:_:at:size:color:scale:)``: appends the characters'
    /// cached images to `snapshot` as textures; any other text goes through a cairo node over
    /// `bounds`.
    func append(to snapshot: OpaquePointer, _ text: String, at center: Point, size: Double, color: RGBA, scale: Double, bounds: Rect) {
        let fontSize = max(1, size)
        if appendGlyphs(to: snapshot, text, at: center, fontSize: fontSize, color: color, scale: scale) { return }
        Cairo.draw(into: snapshot, bounds: bounds) { cairo in drawWithLayout(cairo, text, at: center, fontSize: fontSize, color: color) }
    }

    /// The node form of ``draw(_:_:at:size:color:scale:)``: a text node of `text` laid out by
    /// Pango, as GTK's own labels draw, so a GPU renderer draws its glyphs from the atlas it
    /// shares with every label. Not the characters' cached images the other forms paint:
    /// each is a texture node of its own, and Mesa's llvmpipe and lavapipe keep memory for
    /// every primitive a frame draws (1,000 circular range sliders of 64 px under GTK 4.24:
    /// 97 MB with the images against 84 with text nodes under GL, 118 against 101 under
    /// Vulkan; docs/ring-nodes.md). GSK hints and places the glyphs its own way, within the
    /// golden images' tolerance of the cairo form's.
    func appendText(to snapshot: OpaquePointer, _ text: String, at center: Point, size: Double, color: RGBA, scale: Double) {
        let fontSize = max(1, size)
        let made = { () -> OpaquePointer? in
            guard let context = pango_font_map_create_context(pango_cairo_font_map_get_default()) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(context)) }
            return pango_layout_new(context)
        }
        guard let laidOut = layOut(text, fontSize: fontSize, makingLayout: made) else { return }
        // Where the other forms put it: a text of the cached characters as their images,
        // on a device pixel (``Raster/append(to:at:)``; GSK would place the glyphs between
        // pixels and blur their hinted edges), any other as ``drawWithLayout`` does.
        let origin = Point(x: center.x - laidOut.width / 2, y: center.y - laidOut.height / 2)
        let placed = GlyphCache.draws(text) ? Point(x: (origin.x * scale).rounded() / scale, y: (origin.y * scale).rounded() / scale) : origin
        var point = graphene_point_t(x: Float(placed.x), y: Float(placed.y))
        var rgba = Snapshot.color(color)
        gtk_snapshot_save(snapshot)
        gtk_snapshot_translate(snapshot, &point)
        gtk_snapshot_append_layout(snapshot, laidOut.layout, &rgba)
        gtk_snapshot_restore(snapshot)
    }

    /// The painter's layout (made by `makingLayout` the first time) showing `text` in bold,
    /// `fontSize` pixels high, and its size in pixels.
    private func layOut(_ text: String, fontSize: Double, makingLayout: () -> OpaquePointer?) -> (layout: OpaquePointer, width: Double, height: Double)? {
        if layout == nil {
            guard let made = makingLayout() else { return nil }
            layout = made
            self.fontSize = 0
            self.text = ""
        }
        guard let layout else { return nil }
        if fontSize != self.fontSize {
            self.fontSize = fontSize
            GlyphCache.setFont(of: layout, size: fontSize)
        }
        if text != self.text {
            self.text = text
            pango_layout_set_text(layout, text, -1)
        }
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return (layout, Double(width), Double(height))
    }

    /// Appends the characters' cached images in a row centred on `center`; false (nothing
    /// appended) for a text with characters ``GlyphCache`` does not draw.
    private func appendGlyphs(to snapshot: OpaquePointer, _ text: String, at center: Point, fontSize: Double, color: RGBA, scale: Double) -> Bool {
        guard let glyphs = GlyphCache.glyphs(for: text, fontSize: fontSize, color: color, scale: scale) else { return false }
        var origin = GlyphCache.rowOrigin(of: glyphs, centeredOn: center)
        for glyph in glyphs {
            glyph.raster.append(to: snapshot, at: origin)
            origin.x += glyph.advance
        }
        return true
    }

    private func drawWithLayout(_ cairo: OpaquePointer, _ text: String, at center: Point, fontSize: Double, color: RGBA) {
        if let layout { pango_cairo_update_layout(cairo, layout) }
        guard let laidOut = layOut(text, fontSize: fontSize, makingLayout: { pango_cairo_create_layout(cairo) }) else { return }
        cairo_move_to(cairo, center.x - laidOut.width / 2, center.y - laidOut.height / 2)
        Cairo.setColor(cairo, color)
        pango_cairo_show_layout(cairo, laidOut.layout)
    }
}

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
