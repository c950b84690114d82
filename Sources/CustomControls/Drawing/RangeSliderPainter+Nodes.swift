import CustomControlsCGtk
import CustomControlsCore

// The range slider's node form (``DrawingForm/nodes``) for a slider too big for images: its
// recipe's shapes as stock render nodes, where the cairo form draws them as vectors every
// frame. A slider that fits draws its images as the texture form does (RangeSliderPainter):
// as stock nodes its thumbs cost 1.75× the frame and 4.6× the memory (4.18's GL, 1,000
// sliders: 312 MB against 68; GSK keeps offscreens for the rounded clips of their shadows and
// gradients, per node), docs/ring-nodes.md.

extension RangeSliderPainter {
    /// Appends the track lit between the thumbs, the marks' image, the thumbs (the dragged one
    /// last) and the focus ring, all but the marks as stock nodes.
    func appendShapes(_ frame: Frame, marks: Raster?, to snapshot: OpaquePointer) {
        let geometry = frame.geometry, appearance = frame.appearance, space = frame.space
        Snapshot.append(RangeSliderRecipe.track(geometry: geometry, lower: frame.lower, upper: frame.upper, appearance: appearance),
                        to: snapshot, in: space)
        marks?.append(to: snapshot)
        let order: [RangeSliderDrag.Thumb] = frame.pressed == [.lower] ? [.upper, .lower] : [.lower, .upper]
        for thumb in order {
            let rect = geometry.thumbRect(atFraction: thumb == .lower ? frame.lower : frame.upper)
            Snapshot.append(RangeSliderRecipe.thumb(rect: rect, color: appearance.thumbColor(thumb), curvaceousness: appearance.curvaceousness,
                                                    pressed: frame.pressed.contains(thumb)), to: snapshot, in: space)
        }
        if let focused = frame.focusRing {
            let rect = geometry.thumbRect(atFraction: focused == .lower ? frame.lower : frame.upper)
            Snapshot.append(RangeSliderRecipe.focusRing(around: rect, color: appearance.highlightColor, curvaceousness: appearance.curvaceousness),
                            to: snapshot, in: space)
        }
    }
}
