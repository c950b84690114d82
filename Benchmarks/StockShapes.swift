import CustomControls
import CustomControlsCGtk
import CustomControlsCore
import Foundation

/// The controls' shapes drawn from stock GSK nodes only, the way GTK's own widgets draw: the
/// node-level floors the benchmark sets each verdict beside. A dial has the shapes of a
/// circular slider and nothing else; a range has the shapes of a range slider.
@MainActor
enum StockShapes {
    /// A dial `side` px square at `fraction` of a turn: a ring (a circular border node), over it
    /// a second ring in the tint seen through the boxes of the sector up to the value
    /// (``SectorCover``'s, without cutting the boxes across its edge: less work than any exact
    /// cut), the handle (a disc: a border as wide as its radius), and the value as a text node
    /// drawn by `layout`.
    static func appendDial(to snapshot: OpaquePointer, side: Double, fraction: Double, layout: OpaquePointer) {
        let ring = side * 0.075, inset = side * 0.15, center = side / 2, radius = (side - 2 * inset - ring) / 2
        appendRing(to: snapshot, around: (center, center), outer: radius + ring / 2, width: ring, GdkRGBA(red: 0.75, green: 0.75, blue: 0.78, alpha: 1))
        let cover = SectorCover(point: Point(x: center, y: center), inner: radius - ring / 2, outer: radius + ring / 2, scale: 1,
                                start: -.pi / 2, turn: 2 * .pi * fraction)
        for piece in cover.pieces {
            var box = rect(piece.box.x, piece.box.y, piece.box.width, piece.box.height)
            gtk_snapshot_push_clip(snapshot, &box)
            appendRing(to: snapshot, around: (center, center), outer: radius + ring / 2, width: ring, GdkRGBA(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
            gtk_snapshot_pop(snapshot)
        }
        let angle = 2 * Double.pi * fraction - .pi / 2, handle = ring * 1.2
        appendRing(to: snapshot, around: (center + radius * cos(angle), center + radius * sin(angle)), outer: handle / 2, width: handle / 2,
                   GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1))
        appendText(to: snapshot, "\(Int((fraction * 360).rounded()))°", centredOn: (center, center), layout: layout)
    }

    /// `text` laid out by `layout`, centred on `point`: a text node.
    private static func appendText(to snapshot: OpaquePointer, _ text: String, centredOn point: (Double, Double), layout: OpaquePointer) {
        pango_layout_set_text(layout, text, -1)
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        var origin = graphene_point_t(x: Float(point.0 - Double(width) / 2), y: Float(point.1 - Double(height) / 2))
        var color = GdkRGBA(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        gtk_snapshot_save(snapshot)
        gtk_snapshot_translate(snapshot, &origin)
        gtk_snapshot_append_layout(snapshot, layout, &color)
        gtk_snapshot_restore(snapshot)
    }

    /// A circular slider's own shapes, `side` px square at `fraction` of a turn, at its default
    /// geometry (``CircularSliderGeometry`` with a 20 px line), in as few stock nodes as draw
    /// them: the bare ring (a circular border node); the lit ring, its look (``GlowProfile``:
    /// translucent bands for the glow at this value over an opaque core) as one radial
    /// gradient's stops, seen through the boxes of the sector up to the value; the handle, an
    /// outset shadow and a disc; the value, a text node. The memory floor of the circular
    /// controls: the stock dial shows no glow and no shadow, less than they show.
    static func appendCircular(to snapshot: OpaquePointer, side: Double, fraction: Double, layout: OpaquePointer) {
        let geometry = CircularSliderGeometry(size: Size(width: side, height: side), lineWidth: 20)
        let center = (geometry.center.x, geometry.center.y), radius = geometry.radius
        appendRing(to: snapshot, around: center, outer: radius + geometry.ringWidth / 2, width: min(geometry.ringWidth, radius + geometry.ringWidth / 2),
                   GdkRGBA(red: 0, green: 0, blue: 0, alpha: 1))
        let profile = GlowProfile(lineWidth: geometry.lineWidth, ringWidth: geometry.ringWidth, glow: geometry.glowRadius(atFraction: fraction))
        let outer = radius + profile.reach(pixel: 1)
        // The profile's opacity where each band's one-pixel edge begins and ends, linear between.
        var distances: Set<Double> = [0, outer]
        for band in 0...profile.layers {
            let half = profile.lineWidth / 2 + profile.glow * Double(band) / Double(max(1, profile.layers))
            for edge in [-half - 0.5, -half + 0.5, half - 0.5, half + 0.5] where (0...outer).contains(radius + edge) {
                distances.insert(radius + edge)
            }
        }
        var stops = distances.sorted().map { distance in
            GskColorStop(offset: Float(distance / outer),
                         color: GdkRGBA(red: 0.2, green: 0.4, blue: 0.8, alpha: Float(profile.maskAlpha(atDistance: abs(distance - radius), pixel: 1))))
        }
        var centre = graphene_point_t(x: Float(center.0), y: Float(center.1))
        let cover = SectorCover(point: geometry.center, inner: max(0, 2 * radius - outer), outer: outer, scale: 1, start: -.pi / 2, turn: 2 * .pi * fraction)
        for piece in cover.pieces {
            var box = rect(piece.box.x, piece.box.y, piece.box.width, piece.box.height)
            gtk_snapshot_push_clip(snapshot, &box)
            var bounds = rect(center.0 - outer, center.1 - outer, 2 * outer, 2 * outer)
            gtk_snapshot_append_radial_gradient(snapshot, &bounds, &centre, Float(outer), Float(outer), 0, 1, &stops, gsize(stops.count))
            gtk_snapshot_pop(snapshot)
        }
        let handle = geometry.handleDiameter / 2, centreOfHandle = geometry.handleCenter(atAngle: 2 * .pi * fraction - .pi / 2)
        let point = (centreOfHandle.x, centreOfHandle.y)
        var disc = rect(point.0 - handle, point.1 - handle, 2 * handle, 2 * handle)
        var round = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&round, &disc, Float(handle))
        var shadow = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 0.5)
        gtk_snapshot_append_outset_shadow(snapshot, &round, &shadow, 0, 0, 0, Float(CircularSliderRecipe.handleShadowBlur))
        appendRing(to: snapshot, around: point, outer: handle, width: handle, GdkRGBA(red: 1, green: 1, blue: 1, alpha: 0.7))
        appendText(to: snapshot, "\(Int((fraction * 360).rounded()))°", centredOn: center, layout: layout)
    }

    /// A range `width` × `height` px from `lower` to `upper` (fractions of the track): a
    /// rounded trough clipping its colour and the lit span's, and two thumbs, each a shadow and
    /// a disc with an outline, as GtkScale's slider is drawn.
    static func appendRange(to snapshot: OpaquePointer, width: Double, height: Double, lower: Double, upper: Double) {
        let thumb = min(20, height), trough = 6.0, middle = height / 2, start = thumb / 2, length = width - thumb
        var bounds = rect(start, middle - trough / 2, length, trough)
        var clip = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&clip, &bounds, Float(trough / 2))
        gtk_snapshot_push_rounded_clip(snapshot, &clip)
        var track = GdkRGBA(red: 0.75, green: 0.75, blue: 0.78, alpha: 1), lit = GdkRGBA(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        gtk_snapshot_append_color(snapshot, &track, &bounds)
        var span = rect(start + lower * length, middle - trough / 2, (upper - lower) * length, trough)
        gtk_snapshot_append_color(snapshot, &lit, &span)
        gtk_snapshot_pop(snapshot)
        for fraction in [lower, upper] {
            let x = start + fraction * length
            var disc = rect(x - thumb / 2, middle - thumb / 2, thumb, thumb)
            var round = GskRoundedRect()
            gsk_rounded_rect_init_from_rect(&round, &disc, Float(thumb / 2))
            var shadow = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 0.3)
            gtk_snapshot_append_outset_shadow(snapshot, &round, &shadow, 0, 1, 0, 2)
            appendRing(to: snapshot, around: (x, middle), outer: thumb / 2, width: thumb / 2, GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1))
            appendRing(to: snapshot, around: (x, middle), outer: thumb / 2, width: 1, GdkRGBA(red: 0.6, green: 0.6, blue: 0.63, alpha: 1))
        }
    }

    /// A ring: a circular border node `width` wide inside a circle of radius `outer` round `point`.
    static func appendRing(to snapshot: OpaquePointer, around point: (Double, Double), outer: Double, width: Double, _ color: GdkRGBA) {
        var bounds = rect(point.0 - outer, point.1 - outer, 2 * outer, 2 * outer)
        var outline = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&outline, &bounds, Float(outer))
        var widths = [Float](repeating: Float(width), count: 4)
        var colors = [GdkRGBA](repeating: color, count: 4)
        gtk_snapshot_append_border(snapshot, &outline, &widths, &colors)
    }

    /// A text layout for a dial `side` px square, in the face the controls' value is drawn in.
    static func dialLayout(side: Double) -> OpaquePointer {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())
        let layout = pango_layout_new(context)!
        g_object_unref(UnsafeMutableRawPointer(context))
        let font = pango_font_description_from_string("Sans Bold")
        pango_font_description_set_absolute_size(font, side * 0.14 * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        return layout
    }

    private static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> graphene_rect_t {
        graphene_rect_t(origin: graphene_point_t(x: Float(x), y: Float(y)), size: graphene_size_t(width: Float(width), height: Float(height)))
    }
}
