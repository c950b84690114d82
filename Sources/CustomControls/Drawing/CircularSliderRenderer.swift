import CGtk
import ControlCore

/// The colours of a circular slider, resolved for one frame.
struct CircularSliderAppearance: Equatable {
    var ringColor: RGBA
    /// The active arc's gradient, top to bottom of the widget.
    var gradientStart: RGBA
    var gradientEnd: RGBA
    var handleColor: RGBA
    var textColor: RGBA

    /// The seed's look derived from a tint: the gradient runs from the tint to the tint turned
    /// 60° in hue (the seed's blue to violet).
    init(tint: RGBA, textColor: RGBA, gradientStart: RGBA? = nil, gradientEnd: RGBA? = nil) {
        ringColor = RGBA(white: 0)
        self.gradientStart = gradientStart ?? tint
        self.gradientEnd = gradientEnd ?? (gradientStart ?? tint).rotatingHue(by: 60)
        handleColor = RGBA(white: 1, alpha: 0.7)
        self.textColor = textColor
    }
}

/// Draws a circular slider after the seed's TBCircularSlider.
enum CircularSliderRenderer {
    /// Draws the ring, the glowing active arc up to `fraction`, the handle, and `text` if any.
    static func draw(
        _ cairo: OpaquePointer, geometry: CircularSliderGeometry, arc: ArcSpan, fraction: Double,
        appearance: CircularSliderAppearance, text: String?
    ) {
        guard geometry.radius > 0 else { return }
        drawRing(cairo, geometry: geometry, arc: arc, color: appearance.ringColor)
        drawActiveArc(cairo, geometry: geometry, arc: arc, fraction: fraction, appearance: appearance)
        drawHandle(cairo, geometry: geometry, angle: arc.angle(atFraction: fraction), color: appearance.handleColor)
        if let text { Cairo.centeredText(cairo, text, at: geometry.center, size: geometry.radius * 0.4, color: appearance.textColor) }
    }

    /// The dark ring under the arc's whole span (a partial circle's ring is partial too).
    static func drawRing(_ cairo: OpaquePointer, geometry: CircularSliderGeometry, arc: ArcSpan, color: RGBA) {
        Cairo.arc(cairo, center: geometry.center, radius: geometry.radius, along: arc, to: 1)
        Cairo.setColor(cairo, color)
        cairo_set_line_width(cairo, geometry.ringWidth)
        cairo_stroke(cairo)
    }

    /// The gradient seen through the arc, whose edges glow: the seed strokes a blurred mask
    /// (blur = angle / 20) and paints the gradient through it. Here the mask is built from
    /// stacked translucent strokes, widest and faintest first.
    static func drawActiveArc(
        _ cairo: OpaquePointer, geometry: CircularSliderGeometry, arc: ArcSpan, fraction: Double, appearance: CircularSliderAppearance
    ) {
        guard fraction > 0, geometry.lineWidth > 0 else { return }
        let glow = geometry.glowRadius(atFraction: fraction)
        let layers = glow > 0 ? 8 : 0
        cairo_push_group_with_content(cairo, CAIRO_CONTENT_ALPHA)
        for layer in stride(from: layers, through: 1, by: -1) {
            Cairo.arc(cairo, center: geometry.center, radius: geometry.radius, along: arc, to: fraction)
            cairo_set_source_rgba(cairo, 0, 0, 0, 0.12)
            cairo_set_line_width(cairo, geometry.lineWidth + 2 * glow * Double(layer) / Double(layers))
            cairo_stroke(cairo)
        }
        Cairo.arc(cairo, center: geometry.center, radius: geometry.radius, along: arc, to: fraction)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        cairo_set_line_width(cairo, geometry.lineWidth)
        cairo_stroke(cairo)
        let mask = cairo_pop_group(cairo)

        let bounds = Rect(x: 0, y: 0, width: geometry.size.width, height: geometry.size.height)
        let gradient = Cairo.verticalGradient(bounds, from: appearance.gradientStart, to: appearance.gradientEnd)
        cairo_set_source(cairo, gradient)
        cairo_mask(cairo, mask)
        cairo_pattern_destroy(gradient)
        cairo_pattern_destroy(mask)
    }

    /// A translucent white disc with a shadow, one line width across.
    static func drawHandle(_ cairo: OpaquePointer, geometry: CircularSliderGeometry, angle: Double, color: RGBA) {
        let center = geometry.handleCenter(atAngle: angle)
        let radius = geometry.handleDiameter / 2
        guard radius > 0 else { return }
        let disc = {
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, center.x, center.y, radius, 0, 2 * .pi)
        }
        Cairo.softShadow(cairo, color: RGBA(white: 0, alpha: 0.8), blur: 3, layers: 3, disc)
        disc()
        Cairo.setColor(cairo, color)
        cairo_fill(cairo)
    }
}
