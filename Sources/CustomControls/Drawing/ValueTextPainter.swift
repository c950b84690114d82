import CustomControlsCGtk
import CustomControlsCore

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
