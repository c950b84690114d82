import CustomControlsCGtk
import CustomControlsCore

/// Small cairo conveniences shared by the painters and recipes. `cairo` is a `cairo_t *`.
enum Cairo {
    /// Applies `matrix` (such as a ``SliderSpace`` transform) to `cairo`'s coordinates.
    static func transform(_ cairo: OpaquePointer, _ matrix: AffineMatrix) {
        guard matrix != .identity else { return }
        var m = cairo_matrix_t(xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy, x0: matrix.x0, y0: matrix.y0)
        cairo_transform(cairo, &m)
    }

    /// Draws `draw` with `matrix` applied, then puts `cairo` back as it was.
    static func inTransform(_ cairo: OpaquePointer, _ matrix: AffineMatrix, _ draw: () -> Void) {
        cairo_save(cairo)
        transform(cairo, matrix)
        draw()
        cairo_restore(cairo)
    }
    /// Draws with cairo into `snapshot` (a `GtkSnapshot *`) over `bounds`, as one cairo node.
    static func draw(into snapshot: OpaquePointer, bounds: Rect, _ draw: (OpaquePointer) -> Void) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        var rect = graphene_rect_t(
            origin: graphene_point_t(x: Float(bounds.x), y: Float(bounds.y)),
            size: graphene_size_t(width: Float(bounds.width), height: Float(bounds.height)))
        guard let cairo = gtk_snapshot_append_cairo(snapshot, &rect) else { return }
        draw(cairo)
        cairo_destroy(cairo)
    }

    /// Strokes the arc of `radius` about `center` from screen angle `from` to `to`, either way
    /// round, `width` wide in `color` with `cap` at its ends.
    static func strokeArc(_ cairo: OpaquePointer, center: Point, radius: Double, from: Double, to: Double, width: Double, color: RGBA,
                          cap: cairo_line_cap_t = CAIRO_LINE_CAP_BUTT) {
        cairo_new_sub_path(cairo)
        if to >= from {
            cairo_arc(cairo, center.x, center.y, radius, from, to)
        } else {
            cairo_arc_negative(cairo, center.x, center.y, radius, from, to)
        }
        setColor(cairo, color)
        cairo_set_line_width(cairo, width)
        cairo_set_line_cap(cairo, cap)
        cairo_stroke(cairo)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
    }

    static func setColor(_ cairo: OpaquePointer, _ color: RGBA) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// Adds a rectangle with corners of `radius` (limited to half the shorter side).
    static func roundedRect(_ cairo: OpaquePointer, _ rect: Rect, radius: Double) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let (x, y, w, h) = (rect.x, rect.y, rect.width, rect.height)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + w - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cairo, x + w - r, y + h - r, r, 0, .pi / 2)
        cairo_arc(cairo, x + r, y + h - r, r, .pi / 2, .pi)
        cairo_arc(cairo, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }

    /// Adds the arc of `arc` from its start to `fraction` of it around `center`.
    static func arc(_ cairo: OpaquePointer, center: Point, radius: Double, along arc: ArcSpan, to fraction: Double) {
        let end = arc.angle(atFraction: fraction)
        cairo_new_sub_path(cairo)
        if arc.sweep < 0 {
            cairo_arc_negative(cairo, center.x, center.y, radius, arc.start, end)
        } else {
            cairo_arc(cairo, center.x, center.y, radius, arc.start, end)
        }
    }

    /// A vertical linear gradient over `rect`; the caller destroys it.
    static func verticalGradient(_ rect: Rect, from top: RGBA, to bottom: RGBA) -> OpaquePointer {
        let pattern = cairo_pattern_create_linear(rect.midX, rect.y, rect.midX, rect.y + rect.height)!
        cairo_pattern_add_color_stop_rgba(pattern, 0, top.red, top.green, top.blue, top.alpha)
        cairo_pattern_add_color_stop_rgba(pattern, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
        return pattern
    }

    /// Draws a soft shadow of the path `addPath` adds: `layers` growing strokes of faint
    /// `color`, offset by `offset`, and the shape itself when `filled`. cairo has no blur;
    /// stacked translucent strokes give the same falloff for the small radii the tutorials use.
    static func softShadow(
        _ cairo: OpaquePointer, color: RGBA, blur: Double, offset: Point = Point(x: 0, y: 0), layers: Int = 4,
        filled: Bool = true, _ addPath: () -> Void
    ) {
        guard blur > 0, layers > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, offset.x, offset.y)
        let layerColor = color.fading(1 / Double(layers + 1))
        for layer in stride(from: layers, through: 1, by: -1) {
            addPath()
            setColor(cairo, layerColor)
            cairo_set_line_width(cairo, 2 * blur * Double(layer) / Double(layers))
            if filled {
                cairo_stroke_preserve(cairo)
                cairo_fill(cairo)
            } else {
                cairo_stroke(cairo)
            }
        }
        cairo_restore(cairo)
    }
}
