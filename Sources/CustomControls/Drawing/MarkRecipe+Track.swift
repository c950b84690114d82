import CustomControlsCGtk
import CustomControlsCore

// Marks across a straight track: the range slider's, placed as GtkScale places its marks.

extension MarkRecipe {
    /// The room `marks`' labels need across a track, measured with Pango in the labels' font.
    ///
    /// Measured once per change of the marks (the widget keeps the answer), not per frame.
    ///
    /// - Parameters:
    ///   - marks: The marks.
    ///   - vertical: Whether the track runs upwards: the labels' widths are then across it.
    /// - Returns: The room before and after the track; 0 on a side without labels.
    static func room(for marks: Marks, vertical: Bool) -> MarkRoom {
        var room = MarkRoom()
        guard marks.contains(where: { $0.markup != nil }),
              let context = pango_font_map_create_context(pango_cairo_font_map_get_default()) else { return room }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        guard let pango = pango_layout_new(context) else { return room }
        defer { g_object_unref(UnsafeMutableRawPointer(pango)) }
        setLabelFont(pango)
        for mark in marks {
            guard let markup = mark.markup else { continue }
            pango_layout_set_markup(pango, markup, -1)
            var width: Int32 = 0, height: Int32 = 0
            pango_layout_get_pixel_size(pango, &width, &height)
            let across = Double(vertical ? width : height) + gap
            if mark.position.isOutside {
                room.before = max(room.before, across)
            } else {
                room.after = max(room.after, across)
            }
        }
        return room
    }

    /// Draws `layout`'s marks across a range slider's track: a tick across the track at each
    /// mark, and each label in the room `geometry` keeps before or after the band of the
    /// thumbs, centred on its tick but kept inside the slider at the ends.
    ///
    /// - Parameters:
    ///   - cairo: The context, in widget space.
    ///   - layout: The marks.
    ///   - geometry: The slider's geometry, in its own space.
    ///   - space: The slider's space and the widget's.
    ///   - tickColor: The ticks' colour.
    static func drawTrack(_ cairo: OpaquePointer, _ layout: MarkLayout, geometry: RangeSliderGeometry, space: SliderSpace, tickColor: RGBA) {
        guard !layout.marks.isEmpty else { return }
        let track = geometry.trackRect, band = geometry.band
        let reach = max(track.height / 2 + 2, 4)
        cairo_save(cairo)
        Cairo.setColor(cairo, tickColor)
        cairo_set_line_width(cairo, 1)
        for mark in layout.marks {
            guard let fraction = layout.fraction(of: mark.value) else { continue }
            let x = geometry.position(atFraction: fraction)
            let from = space.widgetPoint(Point(x: x, y: track.midY - reach))
            let to = space.widgetPoint(Point(x: x, y: track.midY + reach))
            cairo_move_to(cairo, from.x, from.y)
            cairo_line_to(cairo, to.x, to.y)
        }
        cairo_stroke(cairo)
        let length = geometry.size.width
        withLabels(cairo, layout) { mark, fraction, size, show in
            // In the slider's space: along the track, then across it.
            let along = space.vertical ? size.height : size.width
            let across = space.vertical ? size.width : size.height
            let x = ValueMath.clamp(geometry.position(atFraction: fraction), along / 2, max(along / 2, length - along / 2))
            let y = mark.position.isOutside ? band.y - gap - across / 2 : band.y + band.height + gap + across / 2
            show(space.widgetPoint(Point(x: x, y: y)))
        }
        cairo_restore(cairo)
    }
}
