import CustomControlsCGtk
import CustomControlsCore

// The range slider's marks layer: ticks across the track and labels beside it, drawn once into
// an image of the whole widget and painted over the track every frame until they change.

extension RangeSliderPainter {
    /// Everything the marks' pixels depend on. The ticks take the labels' colour (the theme's
    /// foreground), which stands out on the bare and the lit track alike.
    struct MarksLook: Hashable {
        let geometry: RangeSliderGeometry
        let space: SliderSpace
        let layout: MarkLayout
    }

    /// The marks as an image of the whole widget; nil without marks, or when the slider is too
    /// big for an image (the caller then draws them as vectors).
    func marksRaster(_ frame: Frame) -> Raster? {
        guard let layout = frame.marks else { return nil }
        let look = MarksLook(geometry: frame.geometry, space: frame.space, layout: layout)
        return marksLayer.raster(for: look, size: frame.size, scale: frame.scale) { cairo in
            MarkRecipe.drawTrack(cairo, look.layout, geometry: look.geometry, space: look.space, tickColor: look.layout.labelColor)
        }
    }

    /// Appends the marks to `snapshot` on their own: the `theme` appearance draws them between
    /// the theme's trough and its sliders.
    func appendMarks(_ frame: Frame, to snapshot: OpaquePointer) {
        guard let layout = frame.marks else { return }
        if let image = marksRaster(frame) {
            image.append(to: snapshot)
            return
        }
        Cairo.draw(into: snapshot, bounds: Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)) { cairo in
            MarkRecipe.drawTrack(cairo, layout, geometry: frame.geometry, space: frame.space, tickColor: layout.labelColor)
        }
    }
}
