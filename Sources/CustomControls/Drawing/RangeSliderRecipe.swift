import CustomControlsCGtk
import CustomControlsCore

/// The range slider's drawing recipe after the tutorial's Core Graphics CERangeSlider: its parts
/// as ``Shape``s, which cairo draws (into the images ``RangeSliderPainter`` caches, or every
/// frame) and the node form appends as stock render nodes. Everything is in the slider's own
/// space.
enum RangeSliderRecipe {
    /// The rounded track, the highlighted range between the thumbs (where the values at
    /// `lower` and `upper` of the range lie), a gloss, an inner shadow and a thin outline.
    static func track(geometry: RangeSliderGeometry, lower: Double, upper: Double, appearance: RangeSliderAppearance) -> [Shape] {
        let track = geometry.trackRect
        guard track.width > 0, track.height > 0 else { return [] }
        let radius = track.height * appearance.curvaceousness / 2
        let outline = RoundedRect(track, radius: radius)
        let from = geometry.position(atFraction: lower), to = geometry.position(atFraction: upper)
        // Gloss: a translucent white band over the lower half.
        let gloss = Rect(x: track.x + radius / 2, y: track.midY, width: track.width - radius, height: track.height / 2)
        return [
            .clipped(outline, [
                .paint(appearance.trackColor),
                // Either way along (an inverted slider's lower value lies further along).
                .rect(Rect(x: min(from, to), y: track.y, width: abs(to - from), height: track.height), appearance.highlightColor),
                .fill(RoundedRect(gloss, radius: gloss.height * appearance.curvaceousness / 2), RGBA(white: 1, alpha: 0.4)),
                // Inner shadow: the outline's shadow, cast downwards, seen inside the clip.
                .softShadow(outline, RGBA(white: 0.5, alpha: 0.9), blur: 1.5, offset: Point(x: 0, y: 1.5), layers: 3, filled: false),
            ]),
            .stroke(RoundedRect(track.insetBy(dx: 0.25, dy: 0.25), radius: radius), width: 0.5, RGBA(white: 0, alpha: 0.8)),
        ]
    }

    /// A value label's pill of `color`, centred on `center`, for text `size` pixels high (the
    /// text is drawn over it by ``ValueTextPainter``).
    static func labelPill(center: Point, size: Double, color: RGBA) -> [Shape] {
        let pill = Rect(x: center.x - size * 1.6, y: center.y - size * 0.75, width: size * 3.2, height: size * 1.5)
        return [.fill(RoundedRect(pill, radius: pill.height / 2), color)]
    }

    /// The keyboard focus indicator around the focused thumb.
    static func focusRing(around rect: Rect, color: RGBA, curvaceousness: Double) -> [Shape] {
        let ring = rect.insetBy(dx: 0.5, dy: 0.5)
        return [.stroke(RoundedRect(ring, radius: ring.height * curvaceousness / 2), width: 2, color)]
    }

    /// A thumb of `color`: filled with a small drop shadow, outlined, with an inner gradient,
    /// and shaded while pressed.
    static func thumb(rect: Rect, color: RGBA, curvaceousness: Double, pressed: Bool) -> [Shape] {
        let frame = rect.insetBy(dx: 2, dy: 2)
        guard frame.width > 0, frame.height > 0 else { return [] }
        let outline = RoundedRect(frame, radius: frame.height * curvaceousness / 2)
        var shapes: [Shape] = [
            .softShadow(outline, RGBA(white: 0.3, alpha: 0.6), blur: 1, offset: Point(x: 0, y: 1), layers: 2, filled: true),
            .fill(outline, color),
            .stroke(outline, width: 0.5, RGBA(white: 0.5)),
        ]
        let inner = frame.insetBy(dx: 2, dy: 2)
        if inner.width > 0, inner.height > 0 {
            shapes.append(.clipped(RoundedRect(inner, radius: inner.height * curvaceousness / 2), [
                .verticalGradient(inner, top: RGBA(white: 0, alpha: 0.15), bottom: RGBA(white: 0, alpha: 0.05)),
            ]))
        }
        if pressed { shapes.append(.fill(outline, RGBA(white: 0, alpha: 0.1))) }
        return shapes
    }
}
