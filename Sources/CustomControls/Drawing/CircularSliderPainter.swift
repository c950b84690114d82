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
        /// The arc from the value to the modulated value, or nil for none.
        var modulation: ModulationArc? = nil

        /// The frame's size, in logical pixels.
        var size: Size { geometry.size }
    }

    /// The static layers, drawn once into images and painted every frame until their look
    /// changes: the bare ring, the ring lit all along by the active arc (a frame shows it
    /// through the sector up to the value, cut along the arc's start once per look), and the
    /// handle.
    private(set) var ring = LitRingLayers()
    private var handle = HandleLayer()
    /// The value in the centre, redrawn every frame it changes.
    private let valueText = ValueTextPainter()
    private var marksLayer = CachedLayer<MarksLook>()

    /// The marks' layer: ticks (in the labels' colour, which stands out on the ring and on the
    /// lit arc alike) and labels, above the ring, below the handle.
    private struct MarksLook: Hashable {
        let geometry: CircularSliderGeometry
        let arc: ArcSpan
        let layout: MarkLayout
        let valueText: Rect?
    }

    /// Draws `frame` into `snapshot` (a `GtkSnapshot *`).
    func draw(_ frame: Frame, into snapshot: OpaquePointer) {
        let geometry = frame.geometry, appearance = frame.appearance, arc = frame.arc
        let size = frame.size, scale = frame.scale, fraction = frame.fraction
        guard geometry.radius > 0 else { return }
        if frame.form == .nodes, Snapshot.masksAvailable {
            appendNodes(frame, to: snapshot)
            return
        }
        // The lit ring through the wedge from the start to the value, over the bare ring.
        let ring = ring.ring(geometry: geometry, arc: arc, appearance: appearance, scale: scale,
                             from: 0, to: max(fraction, 0), fixedEdgeHeld: true, glowAt: fraction, form: frame.form)
        let handleImage = handle.raster(geometry: geometry, color: appearance.handleColor, scale: scale)
        let origin = HandleLayer.origin(geometry, center: geometry.handleCenter(atAngle: arc.angle(atFraction: fraction)))
        let marksLook = frame.marks.map { MarksLook(geometry: geometry, arc: arc, layout: $0,
                                                        valueText: frame.label.map { _ in MarkRecipe.valueTextBox(at: geometry.center, fontSize: geometry.radius * 0.4) }) }
        let marksImage = marksLook.flatMap { marksLook in
            marksLayer.raster(for: marksLook, size: size, scale: scale) { cairo in Self.drawMarks(cairo, marksLook) }
        }
        if frame.form == .textures, ring.appendable, let handleImage, marksLook == nil || marksImage != nil {
            ring.append(to: snapshot)
            marksImage?.append(to: snapshot)
            frame.modulation?.append(to: snapshot)
            handleImage.append(to: snapshot, at: origin)
            if let label = frame.label {
                valueText.append(to: snapshot, label.text, at: geometry.center, size: geometry.radius * 0.4, color: label.color, scale: scale,
                                 bounds: Rect(x: 0, y: 0, width: size.width, height: size.height))
            }
            return
        }
        // One node over only what it paints (LitRing+Bounds.swift).
        var painted = [HandleLayer.paintedBox(handleImage, at: origin, geometry: geometry, scale: scale)]
        if marksLook != nil { painted.append(marksImage?.inkRect()) }
        if let modulation = frame.modulation, modulation.isVisible {
            painted.append(modulation.paintedBox)
        }
        if let label = frame.label {
            painted.append(ValueTextPainter.paintedBox(label.text, at: geometry.center, size: geometry.radius * 0.4, color: label.color, scale: scale))
        }
        let bounds = ring.paintedBounds(within: Rect(x: 0, y: 0, width: size.width, height: size.height), adding: painted)
        Cairo.draw(into: snapshot, bounds: bounds) { cairo in
            // The bare ring (one plain copy of the box round its pixels), the lit ring over it
            // up to the value. A slider too big for images is drawn as vectors every frame, its
            // arc without glow.
            ring.paint(cairo)
            if ring.needsPlainArc {
                CircularSliderRecipe.drawPlainArc(cairo, geometry: geometry, arc: arc, fraction: fraction, appearance: appearance)
            }
            if let marksImage {
                marksImage.paint(cairo)
            } else if let marksLook {  // too big for an image
                Self.drawMarks(cairo, marksLook)
            }
            frame.modulation?.draw(cairo)
            HandleLayer.paint(cairo, handleImage, at: origin, geometry: geometry, color: appearance.handleColor)
            if let label = frame.label {
                valueText.draw(cairo, label.text, at: geometry.center, size: geometry.radius * 0.4, color: label.color, scale: scale)
            }
        }
    }

    /// The node form (``RingNodes``): the bare ring a border node, the lit ring's, the
    /// handle's and the marks' images made once per look, the value a text node.
    private func appendNodes(_ frame: Frame, to snapshot: OpaquePointer) {
        let geometry = frame.geometry, arc = frame.arc, appearance = frame.appearance, scale = frame.scale
        let fraction = ValueMath.clamp(frame.fraction, 0, 1), angle = arc.angle(atFraction: fraction)
        let glow = RingNodes.glow(geometry, atFraction: fraction, scale: scale)
        let lit = fraction > 0 ? ring.litImage(geometry: geometry, arc: arc, appearance: appearance, scale: scale, glow: glow) : nil
        RingNodes.appendRing(snapshot, geometry: geometry, arc: arc, appearance: appearance, scale: scale, from: arc.start, to: angle, glow: glow, lit: lit)
        appendMarks(frame, to: snapshot)
        frame.modulation?.append(to: snapshot)
        RingNodes.appendHandle(snapshot, handle.raster(geometry: geometry, color: appearance.handleColor, scale: scale),
                               center: geometry.handleCenter(atAngle: angle), geometry: geometry, color: appearance.handleColor, scale: scale)
        if let label = frame.label {
            valueText.appendText(to: snapshot, label.text, at: geometry.center, size: geometry.radius * 0.4, color: label.color, scale: scale)
        }
    }

    /// The marks' image, made once per look (a slider too big for one: a cairo node of them).
    private func appendMarks(_ frame: Frame, to snapshot: OpaquePointer) {
        guard let layout = frame.marks else { return }
        let geometry = frame.geometry
        let look = MarksLook(geometry: geometry, arc: frame.arc, layout: layout,
                             valueText: frame.label.map { _ in MarkRecipe.valueTextBox(at: geometry.center, fontSize: geometry.radius * 0.4) })
        marksLayer.append(look, size: frame.size, scale: frame.scale, to: snapshot) { cairo in Self.drawMarks(cairo, look) }
    }

    private static func drawMarks(_ cairo: OpaquePointer, _ look: MarksLook) {
        MarkRecipe.drawArc(cairo, look.layout, arc: look.arc, center: look.geometry.center, radius: look.geometry.radius,
                           halfWidth: look.geometry.ringWidth / 2, tickColor: look.layout.labelColor, valueText: look.valueText)
    }
}
