import CustomControlsCGtk
import CustomControlsCore

/// Draws a knob's frames: the track from its cached image, then the fill, the pointer and the
/// value's text over it.
///
/// The widget says what to draw in one ``Frame``, resolved colours included; the painter owns
/// the track's image (shared through ``RasterCache`` with every knob of the same look) and
/// falls back to vectors when a knob is too big for one. It reads no widget state and asks
/// GTK for no style, so a frame's pixels depend on the frame alone.
///
/// ```swift
/// painter.draw(KnobPainter.Frame(geometry: geometry, scale: 1, arc: model.arc, color: tint,
///                                pointerAngle: model.angle(for: value)), into: snapshot)
/// ```
final class KnobPainter {
    /// Everything a knob's pixels depend on, for one frame.
    struct Frame {
        /// Where the track and the pointer sit; its size is the frame's, in logical pixels.
        var geometry: KnobGeometry
        /// Device pixels per logical pixel: the resolution of the cached track.
        var scale: Double
        /// The track's span of screen angles.
        var arc: ArcSpan
        /// The tint: the track, the fill and the pointer.
        var color: RGBA
        /// The pointer's screen angle (the shown value's).
        var pointerAngle: Double
        /// The fill between two fractions of the arc (origin and value), or nil for none; a
        /// fill fades the track under it.
        var fill: Fill? = nil
        /// The value's text in the centre, or nil for none.
        var label: ValueLabel? = nil

        /// The frame's size, in logical pixels.
        var size: Size { geometry.size }
    }

    /// The arc a knob fills, from one fraction of its track to another (either way round).
    struct Fill: Hashable {
        var from: Double
        var to: Double
    }

    /// The static layer (the track), drawn once into an image and painted every frame until
    /// its look changes.
    private var track = CachedLayer<TrackLook>()
    /// The value in the centre, redrawn every frame it changes.
    private let valueText = TextPainter()

    /// Everything the track's pixels depend on.
    private struct TrackLook: Hashable {
        let geometry: KnobGeometry
        let arc: ArcSpan
        let color: RGBA
        let faded: Bool
    }

    /// The image of the track the last frame painted: nil before the first frame, and for a
    /// knob too big for images. Knobs that look alike share one.
    var trackRaster: Raster? { track.raster }

    /// Draws `frame` into `snapshot` (a `GtkSnapshot *`).
    func draw(_ frame: Frame, into snapshot: OpaquePointer) {
        let size = frame.size
        guard size.width > 0, size.height > 0 else { return }
        let geometry = frame.geometry
        let look = TrackLook(geometry: geometry, arc: frame.arc, color: frame.color, faded: frame.fill != nil)
        let trackImage = track.raster(for: look, size: size, scale: frame.scale) { cairo in
            Self.drawTrack(cairo, look)
        }
        Cairo.draw(into: snapshot, bounds: Rect(x: 0, y: 0, width: size.width, height: size.height)) { cairo in
            if let trackImage {
                trackImage.paint(cairo)
            } else {  // too big for an image: drawn as vectors every frame
                Self.drawTrack(cairo, look)
            }
            if let fill = frame.fill {
                KnobRenderer.drawFill(cairo, geometry: geometry, arc: frame.arc, from: fill.from, to: fill.to, color: frame.color)
            }
            KnobRenderer.drawPointer(cairo, geometry: geometry, angle: frame.pointerAngle, color: frame.color)
            if let label = frame.label {
                valueText.draw(cairo, label.text, at: geometry.center, size: geometry.trackRadius * 0.45, color: label.color, scale: frame.scale)
            }
        }
    }

    private static func drawTrack(_ cairo: OpaquePointer, _ look: TrackLook) {
        KnobRenderer.drawTrack(cairo, geometry: look.geometry, arc: look.arc, color: look.color, faded: look.faded)
    }
}
