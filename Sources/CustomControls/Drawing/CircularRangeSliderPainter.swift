import CustomControlsCGtk
import CustomControlsCore

/// Draws a circular range slider's frames with the circular slider's recipe: the bare ring,
/// the ring lit all along (``CircularSliderRecipe/drawLitRing``) seen through the sector from
/// the lower handle to the upper one, the marks, both handles and the range's length.
///
/// The ring images are cached per look (shared with every control of that look through
/// ``CachedLayer``); a frame is one cairo node painting them, the lit ring clipped to the
/// range's sector. A ring too big for images is drawn as vectors, its arc without glow.
final class CircularRangeSliderPainter {
    /// Everything a circular range slider's pixels depend on, for one frame.
    struct Frame {
        var geometry: CircularSliderGeometry
        var scale: Double
        /// The ring's span of screen angles: fraction 0 at the minimum.
        var arc: ArcSpan
        var appearance: CircularSliderAppearance
        /// Where the lower value lies on the ring, 0...1.
        var lower: Double
        /// The range's length as a share of the ring, 0..<1.
        var length: Double
        /// The text in the centre, or nil for none.
        var label: ValueLabel? = nil
        var marks: MarkLayout? = nil
        /// The handle (0 lower, 1 upper) whose keyboard focus shows, ringed in the tint.
        var focusRing: Int? = nil

        var size: Size { geometry.size }
    }

    private struct RingLook: Hashable {
        let geometry: CircularSliderGeometry
        let arc: ArcSpan
        let appearance: CircularSliderAppearance
        let glow: Double?
    }

    private struct HandleLook: Hashable {
        let diameter: Double
        let color: RGBA
    }

    private struct MarksLook: Hashable {
        let geometry: CircularSliderGeometry
        let arc: ArcSpan
        let layout: MarkLayout
    }

    private var bareRing = CachedLayer<RingLook>()
    private var litRing = CachedLayer<RingLook>()
    private var handle = CachedLayer<HandleLook>()
    private var marksLayer = CachedLayer<MarksLook>()
    private let valueText = TextPainter()

    /// Draws `frame` into `snapshot` (a `GtkSnapshot *`).
    func draw(_ frame: Frame, into snapshot: OpaquePointer) {
        let geometry = frame.geometry, appearance = frame.appearance, arc = frame.arc
        let size = frame.size, scale = frame.scale
        guard geometry.radius > 0 else { return }
        let bare = bareRing.raster(for: RingLook(geometry: geometry, arc: arc, appearance: appearance, glow: nil), size: size, scale: scale) { cairo in
            CircularSliderRecipe.drawRing(cairo, geometry: geometry, arc: arc, color: appearance.ringColor)
        }
        // The glow grows with the range's length, in whole device pixels (as the circular slider's).
        let glow = (geometry.glowRadius(atFraction: frame.length) * scale).rounded() / scale
        let lit = frame.length <= 0 ? nil : litRing.raster(for: RingLook(geometry: geometry, arc: arc, appearance: appearance, glow: glow), size: size, scale: scale) { cairo in
            CircularSliderRecipe.drawLitRing(cairo, geometry: geometry, glow: glow, appearance: appearance)
        }
        let margin = CircularSliderRecipe.handleMargin
        let side = geometry.handleDiameter + 2 * margin
        let handleImage = handle.raster(for: HandleLook(diameter: geometry.handleDiameter, color: appearance.handleColor),
                                        size: Size(width: side, height: side), scale: scale) { cairo in
            CircularSliderRecipe.drawHandle(cairo, diameter: geometry.handleDiameter, color: appearance.handleColor)
        }
        let marksLook = frame.marks.map { MarksLook(geometry: geometry, arc: arc, layout: $0) }
        let marksImage = marksLook.flatMap { look in
            marksLayer.raster(for: look, size: size, scale: scale) { cairo in Self.drawMarks(cairo, look) }
        }
        let from = arc.angle(atFraction: frame.lower)
        let to = from + frame.length * arc.sweep
        Cairo.draw(into: snapshot, bounds: Rect(x: 0, y: 0, width: size.width, height: size.height)) { cairo in
            if let bare { bare.paint(cairo) } else { CircularSliderRecipe.drawRing(cairo, geometry: geometry, arc: arc, color: appearance.ringColor) }
            if let lit {
                // The sector from the lower handle round to the upper one, wide enough for the glow.
                let reach = 2 * (geometry.radius + geometry.ringWidth + glow)
                lit.paint(cairo) {
                    cairo_move_to(cairo, geometry.center.x, geometry.center.y)
                    if arc.sweep < 0 {
                        cairo_arc_negative(cairo, geometry.center.x, geometry.center.y, reach, from, to)
                    } else {
                        cairo_arc(cairo, geometry.center.x, geometry.center.y, reach, from, to)
                    }
                    cairo_close_path(cairo)
                }
            } else if frame.length > 0 {
                Self.drawPlainArc(cairo, geometry: geometry, from: from, to: to, appearance: appearance)
            }
            if let marksImage { marksImage.paint(cairo) } else if let marksLook { Self.drawMarks(cairo, marksLook) }
            // The lower handle first: where they meet, the upper one (grabbed first) is on top.
            for (index, fraction) in [frame.lower, frame.lower + frame.length].enumerated() {
                let center = geometry.handleCenter(atAngle: arc.start + fraction * arc.sweep)
                if frame.focusRing == index {
                    cairo_new_sub_path(cairo)
                    cairo_arc(cairo, center.x, center.y, geometry.handleDiameter / 2 + 3, 0, 2 * .pi)
                    Cairo.setColor(cairo, appearance.gradientStart)
                    cairo_set_line_width(cairo, 2)
                    cairo_stroke(cairo)
                }
                let origin = Point(x: center.x - side / 2, y: center.y - side / 2)
                if let handleImage {
                    handleImage.paint(cairo, at: origin)
                } else {
                    cairo_save(cairo)
                    cairo_translate(cairo, origin.x, origin.y)
                    CircularSliderRecipe.drawHandle(cairo, diameter: geometry.handleDiameter, color: appearance.handleColor)
                    cairo_restore(cairo)
                }
            }
            if let label = frame.label {
                valueText.draw(cairo, label.text, at: geometry.center, size: geometry.radius * 0.4, color: label.color, scale: scale)
            }
        }
    }

    /// The lit arc as a plain gradient stroke, for a ring too big for images.
    private static func drawPlainArc(_ cairo: OpaquePointer, geometry: CircularSliderGeometry, from: Double, to: Double,
                                     appearance: CircularSliderAppearance) {
        guard geometry.lineWidth > 0 else { return }
        cairo_new_sub_path(cairo)
        if to < from {
            cairo_arc_negative(cairo, geometry.center.x, geometry.center.y, geometry.radius, from, to)
        } else {
            cairo_arc(cairo, geometry.center.x, geometry.center.y, geometry.radius, from, to)
        }
        let gradient = Cairo.verticalGradient(Rect(x: 0, y: 0, width: geometry.size.width, height: geometry.size.height),
                                              from: appearance.gradientStart, to: appearance.gradientEnd)
        cairo_set_source(cairo, gradient)
        cairo_set_line_width(cairo, geometry.lineWidth)
        cairo_stroke(cairo)
        cairo_pattern_destroy(gradient)
    }

    private static func drawMarks(_ cairo: OpaquePointer, _ look: MarksLook) {
        MarkRecipe.drawArc(cairo, look.layout, arc: look.arc, center: look.geometry.center, radius: look.geometry.radius,
                           halfWidth: look.geometry.ringWidth / 2, tickColor: look.layout.labelColor, valueText: nil)
    }
}
