import CustomControlsCGtk
import CustomControlsCore

/// Draws a circular slider's frames from cached images: the bare ring, the ring lit by the
/// active arc (seen through the wedge up to the value), the handle, and the value's text.
///
/// The widget says what to draw in one ``Frame``, resolved colours included; the painter owns
/// the images (shared through ``RasterCache`` with every slider of the same look) and falls
/// back to vectors when a slider is too big for them. It reads no widget state and asks GTK
/// for no style, so a frame's pixels depend on the frame alone.
final class CircularSliderPainter {
    /// Everything a circular slider's pixels depend on, for one frame.
    struct Frame {
        /// Where the ring and the handle sit; its size is the frame's, in logical pixels.
        var geometry: CircularSliderGeometry
        /// Device pixels per logical pixel: the resolution of the cached images.
        var scale: Double
        /// The ring's span of screen angles.
        var arc: ArcSpan
        /// The ring's, the active arc's and the handle's colours.
        var appearance: CircularSliderAppearance
        /// Where the shown value lies in the range, 0...1: the active arc's end and the handle.
        var fraction: Double
        /// The value's text in the centre, or nil for none (hidden, or an entry shows it).
        var label: ValueLabel? = nil
        /// How the frame is built, for the renderer that draws it.
        var form: DrawingForm = .cairo
        /// The marks, or nil when the slider has none.
        var marks: MarkLayout? = nil

        /// The frame's size, in logical pixels.
        var size: Size { geometry.size }
    }

    /// The static layers, drawn once into images and painted every frame until their look
    /// changes: the bare ring, the ring lit all along by the active arc (a frame shows it
    /// through the sector up to the value), and the handle.
    private var bareRing = CachedLayer<RingLook>()
    private var litRing = CachedLayer<RingLook>()
    /// The lit ring cut along the wedge's fixed edge (``LitWedge``), over the bare one for the
    /// texture form's tiles (a cell inside the wedge shows it, so each cell is drawn once) or
    /// alone for the cairo form (painted over the bare ring).
    private var fixedEdgeCut = CachedLayer<FixedEdgeCutLook>()
    private var handle = CachedLayer<HandleLook>()
    /// The value in the centre, redrawn every frame it changes.
    private let valueText = TextPainter()
    private var marksLayer = CachedLayer<MarksLook>()

    /// The marks' layer: ticks (in the labels' colour, which stands out on the ring and on the
    /// lit arc alike) and labels, above the ring, below the handle.
    private struct MarksLook: Hashable {
        let geometry: CircularSliderGeometry
        let arc: ArcSpan
        let layout: MarkLayout
        let valueText: Rect?
    }

    /// Everything the ring's pixels depend on; `glow` is nil for the bare ring.
    private struct RingLook: Hashable {
        let geometry: CircularSliderGeometry
        let arc: ArcSpan
        let appearance: CircularSliderAppearance
        let glow: Double?
    }

    /// The lit ring cut along the wedge's fixed edge: a look of its own, so the shared cache
    /// never takes one image for another.
    private struct FixedEdgeCutLook: Hashable {
        let ring: RingLook
        /// Over the bare ring (the texture form) or alone (the cairo form).
        let overBare: Bool
    }

    /// Everything the handle's pixels depend on.
    private struct HandleLook: Hashable {
        let diameter: Double
        let color: RGBA
    }

    /// Draws `frame` into `snapshot` (a `GtkSnapshot *`).
    func draw(_ frame: Frame, into snapshot: OpaquePointer) {
        let geometry = frame.geometry, appearance = frame.appearance, arc = frame.arc
        let size = frame.size, scale = frame.scale, fraction = frame.fraction
        guard geometry.radius > 0 else { return }
        let bare = bareRing.raster(for: RingLook(geometry: geometry, arc: arc, appearance: appearance, glow: nil), size: size, scale: scale) { cairo in
            CircularSliderRecipe.drawRing(cairo, geometry: geometry, arc: arc, color: appearance.ringColor)
        }
        // The glow grows with the value; in whole device pixels, a drag redraws the lit ring
        // only every few frames, and the step is lost in the glow's own falloff.
        let glow = (geometry.glowRadius(atFraction: fraction) * scale).rounded() / scale
        let lit = fraction <= 0 ? nil : litRing.raster(for: RingLook(geometry: geometry, arc: arc, appearance: appearance, glow: glow), size: size, scale: scale) { cairo in
            CircularSliderRecipe.drawLitRing(cairo, geometry: geometry, glow: glow, appearance: appearance)
        }
        let margin = CircularSliderRecipe.handleMargin
        let handleSide = geometry.handleDiameter + 2 * margin
        let handleImage = handle.raster(for: HandleLook(diameter: geometry.handleDiameter, color: appearance.handleColor),
                                        size: Size(width: handleSide, height: handleSide), scale: scale) { cairo in
            CircularSliderRecipe.drawHandle(cairo, diameter: geometry.handleDiameter, color: appearance.handleColor)
        }
        let center = geometry.handleCenter(atAngle: arc.angle(atFraction: fraction))
        let origin = Point(x: center.x - handleSide / 2, y: center.y - handleSide / 2)
        // The lit ring through the wedge from the start to the value, over the bare ring.
        let wedge = bare.flatMap { bare in
            Wedge(center: Point(x: bare.snapped(geometry.center.x), y: bare.snapped(geometry.center.y)), arc: arc, from: 0, to: fraction)
        }
        let reach = GlowProfile(lineWidth: geometry.lineWidth, ringWidth: geometry.ringWidth, glow: glow).reach(pixel: 1 / scale) + 1 / scale
        let litWedge = bare.flatMap { bare in
            lit.flatMap { lit in
                wedge.map { LitWedge(bare: bare, lit: lit, wedge: $0, innerRadius: geometry.radius - reach, outerRadius: geometry.radius + reach) }
            }
        }
        // Cut along the fixed edge once per look: over the bare ring for the texture form's
        // tiles, alone for the cairo form, which paints it over the bare ring.
        let overBare = frame.form == .textures
        let composite = litWedge.flatMap { litWedge in
            fixedEdgeCut.raster(for: FixedEdgeCutLook(ring: RingLook(geometry: geometry, arc: arc, appearance: appearance, glow: glow), overBare: overBare),
                               size: size, scale: scale) { cairo in
                if overBare { litWedge.drawFromFixedEdge(cairo) } else { litWedge.drawLitFromFixedEdge(cairo) }
            }
        }
        let marksLook = frame.marks.map { MarksLook(geometry: geometry, arc: arc, layout: $0,
                                                        valueText: frame.label.map { _ in MarkRecipe.valueTextBox(at: geometry.center, fontSize: geometry.radius * 0.4) }) }
        let marksImage = marksLook.flatMap { marksLook in
            marksLayer.raster(for: marksLook, size: size, scale: scale) { cairo in Self.drawMarks(cairo, marksLook) }
        }
        if frame.form == .textures, let bare, let handleImage, fraction <= 0 || composite != nil, marksLook == nil || marksImage != nil {
            if let litWedge, let composite {
                litWedge.append(to: snapshot, fromFixedEdge: composite)
            } else {
                bare.append(to: snapshot)
            }
            marksImage?.append(to: snapshot)
            handleImage.append(to: snapshot, at: origin)
            if let label = frame.label {
                valueText.append(to: snapshot, label.text, at: geometry.center, size: geometry.radius * 0.4, color: label.color, scale: scale,
                                 bounds: Rect(x: 0, y: 0, width: size.width, height: size.height))
            }
            return
        }
        Cairo.draw(into: snapshot, bounds: Rect(x: 0, y: 0, width: size.width, height: size.height)) { cairo in
            // The bare ring whole (one plain copy), the lit ring over it up to the value. A
            // slider too big for images is drawn as vectors every frame, its arc without glow.
            if let litWedge, let composite {
                litWedge.paint(cairo, litFromFixedEdge: composite)
            } else if let bare {
                bare.paint(cairo)
            } else {
                CircularSliderRecipe.drawRing(cairo, geometry: geometry, arc: arc, color: appearance.ringColor)
            }
            if lit == nil, fraction > 0 {
                CircularSliderRecipe.drawPlainArc(cairo, geometry: geometry, arc: arc, fraction: fraction, appearance: appearance)
            }
            if let marksImage {
                marksImage.paint(cairo)
            } else if let marksLook {  // too big for an image
                Self.drawMarks(cairo, marksLook)
            }
            if let handleImage {
                handleImage.paint(cairo, at: origin)
            } else {
                cairo_save(cairo)
                cairo_translate(cairo, origin.x, origin.y)
                CircularSliderRecipe.drawHandle(cairo, diameter: geometry.handleDiameter, color: appearance.handleColor)
                cairo_restore(cairo)
            }
            if let label = frame.label {
                valueText.draw(cairo, label.text, at: geometry.center, size: geometry.radius * 0.4, color: label.color, scale: scale)
            }
        }
    }

    private static func drawMarks(_ cairo: OpaquePointer, _ look: MarksLook) {
        MarkRecipe.drawArc(cairo, look.layout, arc: look.arc, center: look.geometry.center, radius: look.geometry.radius,
                           halfWidth: look.geometry.ringWidth / 2, tickColor: look.layout.labelColor, valueText: look.valueText)
    }
}
