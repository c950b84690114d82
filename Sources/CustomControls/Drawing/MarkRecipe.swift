import CustomControlsCGtk
import Foundation
import CustomControlsCore

/// Stateless cairo calls that draw marks: a tick across the track at each mark, and its label.
enum MarkRecipe {
    /// The labels' font size in pixels.
    static let fontSize = 9.0
    /// The gap between a tick's end and its label.
    static let gap = 2.0
    /// The box a value's text of `fontSize` centred on `center` may cover: wide enough for
    /// four or five characters ("0.25", "120°") of a bold face.
    static func valueTextBox(at center: Point, fontSize: Double) -> Rect {
        Rect(x: center.x - 1.3 * fontSize, y: center.y - 0.6 * fontSize, width: 2.6 * fontSize, height: 1.2 * fontSize)
    }

    /// The room a knob or circular slider keeps round its arc for labels outside it: one line
    /// of label and the gap.
    static var outsideMargin: Double { fontSize * 1.4 + gap }

    /// The room an arc control keeps round its arc for `marks`: ``outsideMargin`` when a mark
    /// has a label outside the arc; none otherwise, so the arc fills its box.
    static func margin(around marks: Marks) -> Double {
        marks.haveLabelsOutside ? outsideMargin : 0
    }

    /// Draws `layout`'s marks across an arc of `radius` about `center`.
    ///
    /// - Parameters:
    ///   - cairo: The context.
    ///   - layout: The marks.
    ///   - arc: The arc the travel follows.
    ///   - center: The arc's centre.
    ///   - radius: The track's radius.
    ///   - halfWidth: Half the track's width: a tick reaches a little past both edges.
    ///   - tickColor: The ticks' colour.
    ///   - valueText: Where the value's text may be drawn, or nil: a label inside the arc that
    ///     would overlap it is left out (its tick stays), so the two never collide.
    static func drawArc(_ cairo: OpaquePointer, _ layout: MarkLayout, arc: ArcSpan, center: Point, radius: Double, halfWidth: Double, tickColor: RGBA,
                        valueText: Rect? = nil) {
        guard radius > 0, !layout.marks.isEmpty else { return }
        let reach = max(halfWidth + 1.5, 3)
        cairo_save(cairo)
        Cairo.setColor(cairo, tickColor)
        cairo_set_line_width(cairo, 1)
        for mark in layout.marks {
            guard let fraction = layout.fraction(of: mark.value) else { continue }
            let angle = arc.angle(atFraction: fraction)
            let from = center.offset(atAngle: angle, distance: max(0, radius - reach))
            let to = center.offset(atAngle: angle, distance: radius + reach)
            cairo_move_to(cairo, from.x, from.y)
            cairo_line_to(cairo, to.x, to.y)
        }
        cairo_stroke(cairo)
        withLabels(cairo, layout) { mark, fraction, size, show in
            let angle = arc.angle(atFraction: fraction)
            // The label's box touches the circle through its nearest point: its extent along
            // the radius is that of a box seen from that angle.
            let extent = abs(cos(angle)) * size.width / 2 + abs(sin(angle)) * size.height / 2
            let distance = mark.position.isOutside ? radius + reach + gap + extent : max(0, radius - reach - gap - extent)
            let labelCenter = center.offset(atAngle: angle, distance: distance)
            if let valueText, !mark.position.isOutside,
               abs(labelCenter.x - valueText.midX) < (size.width + valueText.width) / 2,
               abs(labelCenter.y - valueText.midY) < (size.height + valueText.height) / 2 { return }
            show(labelCenter)
        }
        cairo_restore(cairo)
    }

    /// Lays out each mark's label with Pango and lets `place` say where its centre goes.
    static func withLabels(_ cairo: OpaquePointer, _ layout: MarkLayout,
                           _ place: (Mark, Double, Size, (Point) -> Void) -> Void) {
        guard layout.marks.contains(where: { $0.markup != nil }), let pango = pango_cairo_create_layout(cairo) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(pango)) }
        setLabelFont(pango)
        Cairo.setColor(cairo, layout.labelColor)
        for mark in layout.marks {
            guard let markup = mark.markup, let fraction = layout.fraction(of: mark.value) else { continue }
            // The widget checked the markup when the mark was added (text that does not parse
            // is stored escaped), so this never fails.
            pango_layout_set_markup(pango, markup, -1)
            var width: Int32 = 0, height: Int32 = 0
            pango_layout_get_pixel_size(pango, &width, &height)
            let size = Size(width: Double(width), height: Double(height))
            place(mark, fraction, size) { center in
                cairo_move_to(cairo, center.x - size.width / 2, center.y - size.height / 2)
                pango_cairo_show_layout(cairo, pango)
            }
        }
    }

    /// Gives `pango` (a `PangoLayout *`) the labels' face and size.
    static func setLabelFont(_ pango: OpaquePointer) {
        let font = pango_font_description_from_string("Sans")
        pango_font_description_set_absolute_size(font, fontSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(pango, font)
        pango_font_description_free(font)
    }
}
