import CustomControlsCGtk
import CustomControlsCore

/// The knob's drawing recipe: stateless cairo calls after the tutorial's RWKnobControl, in
/// two layers as the tutorial does: the track never moves (so ``KnobPainter`` draws it once
/// into a cached image), only the pointer does.
enum KnobRecipe {
    /// The static layer: the arc from the start angle to the end angle (faded when a fill is
    /// drawn over it).
    static func drawTrack(_ cairo: OpaquePointer, geometry: KnobGeometry, arc: ArcSpan, color: RGBA, faded: Bool = false) {
        guard geometry.trackRadius > 0, geometry.lineWidth > 0 else { return }
        Cairo.arc(cairo, center: geometry.center, radius: geometry.trackRadius, along: arc, to: 1)
        Cairo.setColor(cairo, faded ? color.fading(0.3) : color)
        cairo_set_line_width(cairo, geometry.lineWidth)
        cairo_stroke(cairo)
    }

    /// The fill: the arc between two fractions (a bipolar knob's, from its origin to its value).
    static func drawFill(_ cairo: OpaquePointer, geometry: KnobGeometry, arc: ArcSpan, from: Double, to: Double, color: RGBA) {
        guard geometry.trackRadius > 0, geometry.lineWidth > 0, from != to else { return }
        Cairo.strokeArc(cairo, center: geometry.center, radius: geometry.trackRadius, from: arc.angle(atFraction: from),
                        to: arc.angle(atFraction: to), width: geometry.lineWidth, color: color)
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
