import CustomControlsCGtk
import CustomControlsCore

// The range slider's node form (``DrawingForm/nodes``): no cairo node. The track is its two
// images, shared by every slider of its look, as in the texture form; the thumbs and the
// focus ring are the recipe's shapes as stock render nodes, as GtkScale's sliders are.

extension RangeSliderPainter {
    /// Appends the track lit between the thumbs (its images, or for a slider too big for
    /// them its shapes), the marks' image, the thumbs (the dragged one last) and the focus
    /// ring.
    func appendNodes(_ frame: Frame, bare: Raster?, lit: Raster?, marks: Raster?, to snapshot: OpaquePointer) {
        let geometry = frame.geometry, appearance = frame.appearance, space = frame.space
        if let bare, let lit {
            appendTrack(frame, bare: bare, lit: lit, to: snapshot)
        } else {
            Snapshot.append(RangeSliderRecipe.track(geometry: geometry, lower: frame.lower, upper: frame.upper, appearance: appearance),
                            to: snapshot, in: space)
        }
        marks?.append(to: snapshot)
        let order: [RangeSliderDrag.Thumb] = frame.pressed == [.lower] ? [.upper, .lower] : [.lower, .upper]
        for thumb in order {
            // On whole device pixels, as the other forms paint the thumb's image.
            let rect = space.widgetRect(geometry.thumbRect(atFraction: thumb == .lower ? frame.lower : frame.upper))
            let snapped = Rect(x: Self.snapped(rect.x, frame.scale), y: Self.snapped(rect.y, frame.scale), width: rect.width, height: rect.height)
            Snapshot.append(RangeSliderRecipe.thumb(rect: space.sliderRect(snapped), color: appearance.thumbColor(thumb),
                                                    curvaceousness: appearance.curvaceousness, pressed: frame.pressed.contains(thumb)),
                            to: snapshot, in: space)
        }
        if let focused = frame.focusRing {
            let rect = geometry.thumbRect(atFraction: focused == .lower ? frame.lower : frame.upper)
            Snapshot.append(RangeSliderRecipe.focusRing(around: rect, color: appearance.highlightColor, curvaceousness: appearance.curvaceousness),
                            to: snapshot, in: space)
        }
    }

    /// `value` moved to the nearest device pixel at `scale`.
    private static func snapped(_ value: Double, _ scale: Double) -> Double { (value * scale).rounded() / scale }
}
