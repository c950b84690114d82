import CustomControlsCGtk
import CustomControlsCore

/// The range slider's drawing recipe: stateless cairo calls for its parts after the tutorial's
/// Core Graphics CERangeSlider; ``RangeSliderPainter`` caches them as images and composes a
/// frame from those.
enum RangeSliderRecipe {
    /// The rounded track, the highlighted range between the thumbs, a gloss, an inner shadow
    /// and a thin outline.
    static func drawTrack(
        _ cairo: OpaquePointer, geometry: RangeSliderGeometry, lower: Double, upper: Double, appearance: RangeSliderAppearance
    ) {
        let track = geometry.trackRect
        guard track.width > 0, track.height > 0 else { return }
        let radius = track.height * appearance.curvaceousness / 2
        cairo_save(cairo)
        Cairo.roundedRect(cairo, track, radius: radius)
        cairo_clip(cairo)

        Cairo.setColor(cairo, appearance.trackColor)
        cairo_paint(cairo)

        let from = geometry.position(atFraction: lower)
        let to = geometry.position(atFraction: upper)
        Cairo.setColor(cairo, appearance.highlightColor)
        cairo_rectangle(cairo, from, track.y, to - from, track.height)
        cairo_fill(cairo)

        // Gloss: a translucent white band over the lower half.
        let gloss = Rect(x: track.x + radius / 2, y: track.midY, width: track.width - radius, height: track.height / 2)
        Cairo.roundedRect(cairo, gloss, radius: gloss.height * appearance.curvaceousness / 2)
        Cairo.setColor(cairo, RGBA(white: 1, alpha: 0.4))
        cairo_fill(cairo)

        // Inner shadow: the outline's shadow, cast downwards, seen inside the clip.
        Cairo.softShadow(cairo, color: RGBA(white: 0.5, alpha: 0.9), blur: 1.5, offset: Point(x: 0, y: 1.5), layers: 3, filled: false) {
            Cairo.roundedRect(cairo, track, radius: radius)
        }
        cairo_restore(cairo)

        // Outline.
        Cairo.roundedRect(cairo, track.insetBy(dx: 0.25, dy: 0.25), radius: radius)
        Cairo.setColor(cairo, RGBA(white: 0, alpha: 0.8))
        cairo_set_line_width(cairo, 0.5)
        cairo_stroke(cairo)
    }

    /// A value label in a pill of `color` with text of `textColor`, centred on `center`.
    static func drawLabel(_ cairo: OpaquePointer, _ text: String, center: Point, size: Double, color: RGBA, textColor: RGBA) {
        let pill = Rect(x: center.x - size * 1.6, y: center.y - size * 0.75, width: size * 3.2, height: size * 1.5)
        Cairo.roundedRect(cairo, pill, radius: pill.height / 2)
        Cairo.setColor(cairo, color)
        cairo_fill(cairo)
        Cairo.centeredText(cairo, text, at: center, size: size, color: textColor)
    }

    /// The keyboard focus indicator around the focused thumb.
    static func drawFocusRing(_ cairo: OpaquePointer, around rect: Rect, color: RGBA, curvaceousness: Double) {
        let ring = rect.insetBy(dx: 0.5, dy: 0.5)
        Cairo.roundedRect(cairo, ring, radius: ring.height * curvaceousness / 2)
        Cairo.setColor(cairo, color)
        cairo_set_line_width(cairo, 2)
        cairo_stroke(cairo)
    }

    /// A thumb of `color`: filled with a small drop shadow, outlined, with an inner gradient,
    /// and shaded while pressed.
    static func drawThumb(_ cairo: OpaquePointer, rect: Rect, color: RGBA, curvaceousness: Double, pressed: Bool) {
        let frame = rect.insetBy(dx: 2, dy: 2)
        guard frame.width > 0, frame.height > 0 else { return }
        let radius = frame.height * curvaceousness / 2

        Cairo.softShadow(cairo, color: RGBA(white: 0.3, alpha: 0.6), blur: 1, offset: Point(x: 0, y: 1), layers: 2) {
            Cairo.roundedRect(cairo, frame, radius: radius)
        }
        Cairo.roundedRect(cairo, frame, radius: radius)
        Cairo.setColor(cairo, color)
        cairo_fill_preserve(cairo)
        Cairo.setColor(cairo, RGBA(white: 0.5))
        cairo_set_line_width(cairo, 0.5)
        cairo_stroke(cairo)

        let inner = frame.insetBy(dx: 2, dy: 2)
        if inner.width > 0, inner.height > 0 {
            cairo_save(cairo)
            Cairo.roundedRect(cairo, inner, radius: inner.height * curvaceousness / 2)
            cairo_clip(cairo)
            let gradient = Cairo.verticalGradient(inner, from: RGBA(white: 0, alpha: 0.15), to: RGBA(white: 0, alpha: 0.05))
            cairo_set_source(cairo, gradient)
            cairo_paint(cairo)
            cairo_pattern_destroy(gradient)
            cairo_restore(cairo)
        }

        if pressed {
            Cairo.roundedRect(cairo, frame, radius: radius)
            Cairo.setColor(cairo, RGBA(white: 0, alpha: 0.1))
            cairo_fill(cairo)
        }
    }
}
