import CGtk
import ControlCore

/// Draws a knob after the seed's RWKnobControl, in two layers as the seed does: the track
/// never moves (so it is drawn once and cached), only the pointer does.
enum KnobRenderer {
    /// The static layer: the arc from the start angle to the end angle.
    static func drawTrack(_ cairo: OpaquePointer, geometry: KnobGeometry, arc: ArcSpan, color: RGBA) {
        guard geometry.trackRadius > 0, geometry.lineWidth > 0 else { return }
        Cairo.arc(cairo, center: geometry.center, radius: geometry.trackRadius, along: arc, to: 1)
        Cairo.setColor(cairo, color)
        cairo_set_line_width(cairo, geometry.lineWidth)
        cairo_stroke(cairo)
    }

    /// The moving layer: a radial line at `angle`.
    static func drawPointer(_ cairo: OpaquePointer, geometry: KnobGeometry, angle: Double, color: RGBA) {
        guard geometry.lineWidth > 0 else { return }
        let line = geometry.pointer(atAngle: angle)
        cairo_move_to(cairo, line.from.x, line.from.y)
        cairo_line_to(cairo, line.to.x, line.to.y)
        Cairo.setColor(cairo, color)
        cairo_set_line_width(cairo, geometry.lineWidth)
        cairo_stroke(cairo)
    }
}
