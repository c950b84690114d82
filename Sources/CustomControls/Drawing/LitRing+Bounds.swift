import CustomControlsCGtk
import CustomControlsCore

/// The circular controls' cairo form over only what it paints (#34; docs/benchmark-history.md, "Circular
/// controls under GTK 4.18's GPU renderers, 200 px: the last 10–20 %").
///
/// GSK's GPU renderers rasterize a cairo node over its whole bounds, upload the image and draw
/// it every frame the node is new, and on Mesa's llvmpipe and lavapipe drawing costs by the
/// pixel, transparent or not: an empty cairo node of the ring's box cost most of what the
/// painted one did. A circular control paints nothing outside the box of its ring, handles,
/// marks and text (170 × 170 px of a 200 px control: 72 % of its area), so its node is cut to
/// that box. Under GSK's cairo renderer the bounds only clip what is clear anyway: the pixels
/// are the same under every renderer.
extension LitRing {
    /// The part of `whole` (the control's bounds, logical) that the cairo form paints this
    /// frame: the rings' visible pixels and the boxes in `painted` (handles, marks, text; nil
    /// for a part whose box is not known, which keeps `whole`), out to whole pixels.
    /// `whole` too for a ring drawn as vectors.
    func paintedBounds(within whole: Rect, adding painted: [Rect?]) -> Rect {
        guard let bare, let bareInk = bare.inkRect() else { return whole }
        var box = bareInk
        if showsLit {
            guard let lit else { return whole }
            if let litInk = lit.inkRect() { box = box.union(litInk) }
        }
        for rect in painted {
            guard let rect else { return whole }
            box = box.union(rect)
        }
        // Out to whole logical pixels, not only device ones: GTK 4.8's GL renderer draws a
        // cairo node's image from a whole logical pixel, so a box starting on a half pixel at
        // scale 2 came out a device pixel off (DrawingFormTests, with the goldens drawn by GL).
        let left = max(whole.x, box.x.rounded(.down))
        let top = max(whole.y, box.y.rounded(.down))
        let right = min(whole.x + whole.width, (box.x + box.width).rounded(.up))
        let bottom = min(whole.y + whole.height, (box.y + box.height).rounded(.up))
        guard right > left, bottom > top else { return whole }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

extension Raster {
    /// The box (logical) of the image's visible pixels when it is painted with its top left at
    /// `origin` (moved to the nearest device pixel, as ``paint(_:at:)`` moves it); nil when no
    /// pixel is visible.
    func inkRect(paintedAt origin: Point = Point(x: 0, y: 0)) -> Rect? {
        guard let ink = inkBounds else { return nil }
        return Rect(x: snapped(origin.x) + Double(ink.x) / scale, y: snapped(origin.y) + Double(ink.y) / scale,
                    width: Double(ink.width) / scale, height: Double(ink.height) / scale)
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let left = min(x, other.x), top = min(y, other.y)
        return Rect(x: left, y: top, width: max(x + width, other.x + other.width) - left,
                    height: max(y + height, other.y + other.height) - top)
    }
}

extension HandleLayer {
    /// The box (logical) that ``paint(_:_:at:geometry:color:)`` covers with `image` at
    /// `origin`: the image's visible pixels, or the vectors' square and a device pixel round it.
    static func paintedBox(_ image: Raster?, at origin: Point, geometry: CircularSliderGeometry, scale: Double) -> Rect? {
        if let image { return image.inkRect(paintedAt: origin) ?? Rect(x: origin.x, y: origin.y, width: 0, height: 0) }
        let side = side(geometry), pixel = 1 / scale
        return Rect(x: origin.x - pixel, y: origin.y - pixel, width: side + 2 * pixel, height: side + 2 * pixel)
    }
}

extension ValueTextPainter {
    /// The box (logical) that ``draw(_:_:at:size:color:scale:)`` covers with `text`: its
    /// cached image's visible pixels; nil for a text drawn through a Pango layout (its extent
    /// is not worked out here).
    static func paintedBox(_ text: String, at center: Point, size: Double, color: RGBA, scale: Double) -> Rect? {
        guard let label = LabelCache.label(text, centeredOn: center, fontSize: max(1, size), color: color, scale: scale) else { return nil }
        return label.raster.inkRect(paintedAt: label.origin) ?? Rect(x: center.x, y: center.y, width: 0, height: 0)
    }
}
