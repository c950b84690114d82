import CustomControlsCGtk
import CustomControlsCore

/// Draws a range slider's frames from cached images: the track bare, the track lit between
/// the thumbs, the thumbs at rest or pressed, then the focus ring and the drag labels.
///
/// The widget says what to draw in one ``Frame``, resolved colours included; the painter owns
/// the images (shared through ``RasterCache`` with every slider of the same look) and falls
/// back to vectors when a slider is too big for them. It reads no widget state and asks GTK
/// for no style, so a frame's pixels depend on the frame alone.
///
/// The images are drawn in the slider's own space (along the track, then across it) and
/// turned a quarter when the slider is vertical; a frame paints them in widget space.
final class RangeSliderPainter {
    /// Everything a range slider's pixels depend on, for one frame.
    struct Frame {
        /// Where the track and the thumbs sit, in the slider's own space (a vertical slider's
        /// is the widget's turned).
        var geometry: RangeSliderGeometry
        /// The widget's space and the slider's own: a quarter turn apart when vertical.
        var space: SliderSpace
        /// Device pixels per logical pixel: the resolution of the cached images.
        var scale: Double
        /// The track's, the range's and the thumbs' colours, and the roundness.
        var appearance: RangeSliderAppearance
        /// Where the shown values lie in the range, 0...1.
        var lower: Double
        var upper: Double
        /// The thumbs drawn pressed (the dragged one, or both while a press is undecided).
        var pressed: Set<RangeSliderDrag.Thumb> = []
        /// The thumb ringed in the range's colour (it has visible keyboard focus), or nil.
        var focusRing: RangeSliderDrag.Thumb? = nil
        /// The values shown in pills of the range's colour above their thumbs (left of them
        /// when vertical).
        var labels: [Label] = []
        /// How the frame is built, for the renderer that draws it.
        var form: DrawingForm = .cairo
        /// The marks, or nil when the slider has none: ticks across the track, labels in the
        /// room the geometry keeps beside it.
        var marks: MarkLayout? = nil

        /// The frame's size in widget space, in logical pixels.
        var size: Size { space.widgetSize }
        var vertical: Bool { space.vertical }
    }

    /// A value's text above its thumb.
    struct Label {
        var text: String
        var color: RGBA
        /// Where the value lies in the range, 0...1 (where its thumb is).
        var fraction: Double
    }

    /// The static layers, drawn once into images (in widget space, turned when vertical) and
    /// painted every frame until their look changes: the track bare and the track lit all
    /// along (a frame shows the lit one between the thumbs), and a thumb at rest and pressed.
    private var bareTrack = CachedLayer<TrackLook>()
    private var litTrack = CachedLayer<TrackLook>()
    /// One pair of thumb layers per thumb: the thumbs may differ in colour, and two looks
    /// taking turns in one layer would redraw both every frame. Alike, they share one image.
    private(set) var lowerThumb = ThumbLayers()
    private(set) var upperThumb = ThumbLayers()
    /// The marks' ticks and labels, over the track and under the thumbs (RangeSliderPainter+Marks.swift).
    var marksLayer = CachedLayer<MarksLook>()
    /// The drag labels' characters.
    private let labelText = ValueTextPainter()

    /// Everything the track's pixels depend on.
    private struct TrackLook: Hashable {
        let geometry: RangeSliderGeometry
        let appearance: RangeSliderAppearance
        let vertical: Bool
        let lit: Bool
    }

    /// Everything a thumb's pixels depend on.
    struct ThumbLook: Hashable {
        let size: Size
        let color: RGBA
        let curvaceousness: Double
        let vertical: Bool
        let pressed: Bool
    }

    /// A thumb's images, at rest and pressed: a press shows the other one, drawing nothing.
    struct ThumbLayers {
        var resting = CachedLayer<ThumbLook>()
        var pressed = CachedLayer<ThumbLook>()

        mutating func raster(for look: ThumbLook, scale: Double, draw: (OpaquePointer) -> Void) -> Raster? {
            look.pressed ? pressed.raster(for: look, size: look.size, scale: scale, draw: draw)
                : resting.raster(for: look, size: look.size, scale: scale, draw: draw)
        }
    }

    /// Draws `frame` into `snapshot` (a `GtkSnapshot *`).
    func draw(_ frame: Frame, into snapshot: OpaquePointer) {
        let geometry = frame.geometry, appearance = frame.appearance, space = frame.space
        let size = frame.size
        let lower = frame.lower, upper = frame.upper
        let bare = trackRaster(lit: false, frame)
        let lit = trackRaster(lit: true, frame)
        let marks = marksRaster(frame)
        if frame.form == .textures || frame.form == .nodes, let bare, let lit, frame.marks == nil || marks != nil,
           append(frame, bare: bare, lit: lit, marks: marks, to: snapshot) {
            drawLabels(frame, into: snapshot)
            return
        }
        if frame.form == .nodes, frame.marks == nil || marks != nil {  // too big for images
            appendShapes(frame, marks: marks, to: snapshot)
            drawLabels(frame, into: snapshot)
            return
        }
        Cairo.draw(into: snapshot, bounds: Rect(x: 0, y: 0, width: size.width, height: size.height)) { cairo in
            if let bare, let lit {
                bare.paint(cairo)
                // The highlight: the lit track, seen between the thumbs' centres.
                if lower != upper {
                    let from = geometry.position(atFraction: lower), to = geometry.position(atFraction: upper)
                    let range = space.widgetRect(Rect(x: min(from, to), y: 0, width: abs(to - from), height: geometry.size.height))
                    lit.paint(cairo) { cairo_rectangle(cairo, lit.snapped(range.x), lit.snapped(range.y), lit.snapped(range.width), lit.snapped(range.height)) }
                }
            } else {  // too big for images: drawn as vectors every frame
                Cairo.inTransform(cairo, space.transform) {
                    Cairo.draw(cairo, RangeSliderRecipe.track(geometry: geometry, lower: lower, upper: upper, appearance: appearance))
                }
            }
            if let marks {
                marks.paint(cairo)
            } else if let layout = frame.marks {  // too big for an image
                MarkRecipe.drawTrack(cairo, layout, geometry: geometry, space: space, tickColor: layout.labelColor)
            }
            // The thumb being dragged is drawn last, so it stays on top where the two overlap.
            let order: [RangeSliderDrag.Thumb] = frame.pressed == [.lower] ? [.upper, .lower] : [.lower, .upper]
            for thumb in order {
                let sliderRect = geometry.thumbRect(atFraction: thumb == .lower ? lower : upper)
                let isPressed = frame.pressed.contains(thumb)
                if let image = thumbRaster(thumb, pressed: isPressed, side: geometry.thumbSide, frame) {
                    let rect = space.widgetRect(sliderRect)
                    image.paint(cairo, at: Point(x: rect.x, y: rect.y))
                } else {
                    Cairo.inTransform(cairo, space.transform) {
                        Cairo.draw(cairo, RangeSliderRecipe.thumb(rect: sliderRect, color: appearance.thumbColor(thumb),
                                                                  curvaceousness: appearance.curvaceousness, pressed: isPressed))
                    }
                }
            }
            if let focused = frame.focusRing {
                let rect = space.widgetRect(geometry.thumbRect(atFraction: focused == .lower ? lower : upper))
                Cairo.draw(cairo, RangeSliderRecipe.focusRing(around: rect, color: appearance.highlightColor, curvaceousness: appearance.curvaceousness))
            }
        }
        drawLabels(frame, into: snapshot)
    }

    /// The texture form: the bare track, the lit one through a rectangle between the thumbs
    /// and the thumbs, all textures; the focus ring round a focused thumb a cairo node, or in
    /// the node form a border node. False, having appended nothing, when a thumb's image could
    /// not be made.
    private func append(_ frame: Frame, bare: Raster, lit: Raster, marks: Raster?, to snapshot: OpaquePointer) -> Bool {
        let geometry = frame.geometry, space = frame.space
        let order: [RangeSliderDrag.Thumb] = frame.pressed == [.lower] ? [.upper, .lower] : [.lower, .upper]
        var thumbs: [(Raster, Rect)] = []
        for thumb in order {
            let rect = space.widgetRect(geometry.thumbRect(atFraction: thumb == .lower ? frame.lower : frame.upper))
            guard let image = thumbRaster(thumb, pressed: frame.pressed.contains(thumb), side: geometry.thumbSide, frame) else { return false }
            thumbs.append((image, rect))
        }
        appendTrack(frame, bare: bare, lit: lit, to: snapshot)
        marks?.append(to: snapshot)
        for (image, rect) in thumbs { image.append(to: snapshot, at: Point(x: rect.x, y: rect.y)) }
        if let focused = frame.focusRing, frame.form == .nodes {
            let rect = geometry.thumbRect(atFraction: focused == .lower ? frame.lower : frame.upper)
            Snapshot.append(RangeSliderRecipe.focusRing(around: rect, color: frame.appearance.highlightColor, curvaceousness: frame.appearance.curvaceousness),
                            to: snapshot, in: space)
        } else if let focused = frame.focusRing {
            let rect = space.widgetRect(geometry.thumbRect(atFraction: focused == .lower ? frame.lower : frame.upper))
            Cairo.draw(into: snapshot, bounds: rect.insetBy(dx: -2, dy: -2)) { cairo in
                Cairo.draw(cairo, RangeSliderRecipe.focusRing(around: rect, color: frame.appearance.highlightColor,
                                                              curvaceousness: frame.appearance.curvaceousness))
            }
        }
        return true
    }

    /// The texture form's track: the bare track's image, and the lit one's through a rectangle
    /// between the thumbs' centres.
    private func appendTrack(_ frame: Frame, bare: Raster, lit: Raster, to snapshot: OpaquePointer) {
        bare.append(to: snapshot)
        guard frame.lower != frame.upper else { return }
        let geometry = frame.geometry
        let from = geometry.position(atFraction: frame.lower), to = geometry.position(atFraction: frame.upper)
        let range = frame.space.widgetRect(Rect(x: min(from, to), y: 0, width: abs(to - from), height: geometry.size.height))
        // The lit track (cut to its visible pixels) through one rectangular clip on device pixels.
        var clip = Snapshot.rect(Rect(x: lit.snapped(range.x), y: lit.snapped(range.y), width: lit.snapped(range.width), height: lit.snapped(range.height)))
        gtk_snapshot_push_clip(snapshot, &clip)
        lit.append(to: snapshot)
        gtk_snapshot_pop(snapshot)
    }

    /// The track, bare or lit all along, as an image of the whole widget.
    private func trackRaster(lit: Bool, _ frame: Frame) -> Raster? {
        let look = TrackLook(geometry: frame.geometry, appearance: frame.appearance, vertical: frame.vertical, lit: lit)
        let space = frame.space
        let draw: (OpaquePointer) -> Void = { cairo in
            Cairo.transform(cairo, space.transform)
            Cairo.draw(cairo, RangeSliderRecipe.track(geometry: look.geometry, lower: 0, upper: lit ? 1 : 0, appearance: look.appearance))
        }
        return lit ? litTrack.raster(for: look, size: frame.size, scale: frame.scale, draw: draw)
            : bareTrack.raster(for: look, size: frame.size, scale: frame.scale, draw: draw)
    }

    /// A thumb, at rest or pressed, as an image of its square.
    private func thumbRaster(_ thumb: RangeSliderDrag.Thumb, pressed: Bool, side: Double, _ frame: Frame) -> Raster? {
        let look = ThumbLook(size: Size(width: side, height: side), color: frame.appearance.thumbColor(thumb),
                             curvaceousness: frame.appearance.curvaceousness, vertical: frame.vertical, pressed: pressed)
        let thumbSpace = SliderSpace(vertical: look.vertical, widgetSize: look.size)
        let draw: (OpaquePointer) -> Void = { cairo in
            Cairo.transform(cairo, thumbSpace.transform)
            Cairo.draw(cairo, RangeSliderRecipe.thumb(rect: Rect(x: 0, y: 0, width: side, height: side), color: look.color,
                                                      curvaceousness: look.curvaceousness, pressed: pressed))
        }
        return thumb == .lower ? lowerThumb.raster(for: look, scale: frame.scale, draw: draw)
            : upperThumb.raster(for: look, scale: frame.scale, draw: draw)
    }

    /// The labels, above their thumbs (left of them when vertical), outside the widget's own
    /// box: GTK does not clip a widget's drawing to it. In the node form, pills of stock nodes
    /// and the characters' shared images.
    func drawLabels(_ frame: Frame, into snapshot: OpaquePointer) {
        guard !frame.labels.isEmpty else { return }
        let geometry = frame.geometry, size = frame.size, vertical = frame.vertical, space = frame.space
        let textSize = max(8, geometry.thumbSide * 0.4)
        let reach = textSize * 1.5 + 4
        let places = frame.labels.map { label in
            let thumb = space.widgetRect(geometry.thumbRect(atFraction: label.fraction))
            return (label, vertical ? Point(x: -textSize * 1.6 - 2, y: thumb.midY) : Point(x: thumb.midX, y: -reach / 2))
        }
        if frame.form == .nodes {
            let widgetSpace = SliderSpace(vertical: false, widgetSize: size)
            for (label, center) in places {
                Snapshot.append(RangeSliderRecipe.labelPill(center: center, size: textSize, color: frame.appearance.highlightColor),
                                to: snapshot, in: widgetSpace)
                labelText.appendText(to: snapshot, label.text, at: center, size: textSize, color: label.color, scale: frame.scale)
            }
            return
        }
        let bounds = vertical
            ? Rect(x: -textSize * 3.6 - 4, y: 0, width: textSize * 3.6 + 4, height: size.height)
            : Rect(x: -textSize * 1.6, y: -reach, width: size.width + textSize * 3.2, height: reach)
        Cairo.draw(into: snapshot, bounds: bounds) { cairo in
            for (label, center) in places {
                Cairo.draw(cairo, RangeSliderRecipe.labelPill(center: center, size: textSize, color: frame.appearance.highlightColor))
                // At the frame's scale: the cairo node's surface may not say it (a recording).
                labelText.draw(cairo, label.text, at: center, size: textSize, color: label.color, scale: frame.scale)
            }
        }
    }
}
