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
        /// An image (a `GdkPaintable *`) drawn inside the track and turned to the pointer's
        /// angle instead of the pointer line, or nil for the line.
        var pointerPaintable: OpaquePointer? = nil
        /// The value's text in the centre, or nil for none.
        var label: ValueLabel? = nil
        /// How the frame is built, for the renderer that draws it.
        var form: DrawingForm = .cairo
        /// The marks, or nil when the knob has none.
        var marks: MarkLayout? = nil
        /// The arc from the value to the modulated value, or nil for none.
        var modulation: ModulationArc? = nil

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
    private(set) var track = CachedLayer<TrackLook>()
    /// The texture form's moving and filled parts: the pointer (at rest, an image at its
    /// angle; moving, one image turned by a transform), and the fill along the whole track
    /// alone and over the track (a frame shows them through the wedge from the origin to the
    /// value; see ``LitWedge``).
    private var restingPointer = CachedLayer<RestingPointerLook>()
    private var movingPointer = CachedLayer<MovingPointerLook>()
    /// Whether a frame's pointer angle moved since the last texture-form frame's.
    private var pointerMotion = FrameMotion<Double>()
    private var fillAlone = CachedLayer<FillLook>()
    private var fillOverTrack = CachedLayer<FillLook>()
    /// The value in the centre, redrawn every frame it changes.
    private let valueText = ValueTextPainter()
    private(set) var marksLayer = CachedLayer<MarksLook>()
    /// The texture form's track with the marks over it, when no fill moves between them: one
    /// image, cut into one set of tiles (see ``append(_:track:look:marks:to:)``).
    private var trackWithMarks = CachedLayer<TrackWithMarksLook>()

    /// The track and the marks over it, as the cairo form paints them one after the other.
    private struct TrackWithMarksLook: Hashable {
        let track: TrackLook
        let marks: MarksLook
    }

    /// Everything the track's pixels depend on.
    struct TrackLook: Hashable {
        let geometry: KnobGeometry
        let arc: ArcSpan
        let color: RGBA
        let faded: Bool
    }

    /// The fill all along the track, alone (no origin) or over the track and cut along the
    /// origin (see ``LitWedge``): looks of their own, so the shared cache never takes one image
    /// for another.
    private struct FillLook: Hashable {
        let track: TrackLook
        let origin: Double?
    }

    /// The marks' layer: ticks and labels, above the track and the fill, below the pointer.
    /// The ticks take the labels' colour (the theme's foreground), which stands out on the
    /// tinted track and the fill alike.
    struct MarksLook: Hashable {
        let geometry: KnobGeometry
        let arc: ArcSpan
        let layout: MarkLayout
        let valueText: Rect?
    }

    /// The pointer as the cairo form strokes it, in an image of the box round it (whole
    /// device pixels, so its pixels are the cairo form's): knobs at one value share it.
    private struct RestingPointerLook: Hashable {
        let geometry: KnobGeometry
        let angle: Double
        let color: RGBA
        /// The image's box, in logical pixels, on device pixels.
        let box: Rect
    }

    /// The pointer drawn along the x axis, for a transform to turn: one image for every angle.
    private struct MovingPointerLook: Hashable {
        let length: Double
        let width: Double
        let color: RGBA
    }

    /// The side, in device pixels, of the texture form's tiles of the track when no fill
    /// moves over it, and of the marks': twice the lit wedge's (``LitWedge/cellSide``), which
    /// needs small cells only where an edge moves. A 200 px knob's track is then 18 tiles
    /// instead of 48 (7,700 px instead of 4,500): on GTK 4.18 the frame cost half as much above the
    /// floor under GL and Vulkan (16 px: 2.2-3.6 times GtkScale's; 24 px: 1.4-2.5; 32 px:
    /// 1.3-2.2; 64 px: 1.5-2.2; 128 px: 2.6); 4.8's GL showed no difference beyond its noise
    /// (docs/benchmark-history.md, #34 routes).
    static let restingCellSide = 32

    /// Draws `frame` into `snapshot` (a `GtkSnapshot *`).
    func draw(_ frame: Frame, into snapshot: OpaquePointer) {
        let size = frame.size
        guard size.width > 0, size.height > 0 else { return }
        let geometry = frame.geometry
        let look = TrackLook(geometry: geometry, arc: frame.arc, color: frame.color, faded: frame.fill != nil)
        let trackImage = track.raster(for: look, size: size, scale: frame.scale) { cairo in
            Self.drawTrack(cairo, look)
        }
        let marksLook = frame.marks.map { MarksLook(geometry: geometry, arc: frame.arc, layout: $0,
                                                  valueText: frame.label.map { _ in MarkRecipe.valueTextBox(at: geometry.center, fontSize: geometry.trackRadius * 0.45) }) }
        let marksImage = marksLook.flatMap { marksLook in
            marksLayer.raster(for: marksLook, size: size, scale: frame.scale) { cairo in Self.drawMarks(cairo, marksLook) }
        }
        if frame.form == .textures || frame.form == .nodes, let trackImage, marksLook == nil || marksImage != nil,
           append(frame, track: trackImage, look: look, marks: marksImage.flatMap { image in marksLook.map { (image, $0) } }, to: snapshot) { return }
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        Cairo.draw(into: snapshot, bounds: bounds) { cairo in
            if let trackImage {
                trackImage.paint(cairo)
            } else {  // too big for an image: drawn as vectors every frame
                Self.drawTrack(cairo, look)
            }
            if let fill = frame.fill {
                KnobRecipe.drawFill(cairo, geometry: geometry, arc: frame.arc, from: fill.from, to: fill.to, color: frame.color)
            }
            if let marksImage {
                marksImage.paint(cairo)
            } else if let marksLook {  // too big for an image
                Self.drawMarks(cairo, marksLook)
            }
            frame.modulation?.draw(cairo)
            guard frame.pointerPaintable == nil else { return }
            KnobRecipe.drawPointer(cairo, geometry: geometry, angle: frame.pointerAngle, color: frame.color)
            if let label = frame.label {
                valueText.draw(cairo, label.text, at: geometry.center, size: geometry.trackRadius * 0.45, color: label.color, scale: frame.scale)
            }
        }
        guard let paintable = frame.pointerPaintable else { return }
        // The image is the paintable's own nodes, between the track and the value's text.
        Self.appendPointer(paintable, geometry: geometry, angle: frame.pointerAngle, to: snapshot)
        if let label = frame.label {
            Cairo.draw(into: snapshot, bounds: bounds) { cairo in
                valueText.draw(cairo, label.text, at: geometry.center, size: geometry.trackRadius * 0.45, color: label.color, scale: frame.scale)
            }
        }
    }

    /// Appends `paintable` fitted into the disc inside the track (keeping its shape), centred,
    /// and turned so that its top points at `angle`: an image of a knob's cap at its upright
    /// position turns as the knob would.
    static func appendPointer(_ paintable: OpaquePointer, geometry: KnobGeometry, angle: Double, to snapshot: OpaquePointer) {
        let size = geometry.capSize(aspectRatio: gdk_paintable_get_intrinsic_aspect_ratio(paintable))
        guard size.width > 0, size.height > 0 else { return }
        gtk_snapshot_save(snapshot)
        var center = graphene_point_t(x: Float(geometry.center.x), y: Float(geometry.center.y))
        gtk_snapshot_translate(snapshot, &center)
        // Upright is -π/2 on screen (angles run clockwise from 3 o'clock).
        gtk_snapshot_rotate(snapshot, Float((angle + .pi / 2) * 180 / .pi))
        var corner = graphene_point_t(x: Float(-size.width / 2), y: Float(-size.height / 2))
        gtk_snapshot_translate(snapshot, &corner)
        gdk_paintable_snapshot(paintable, snapshot, size.width, size.height)
        gtk_snapshot_restore(snapshot)
    }

    /// The texture form: the track's tiles (the fill's where it is filled), the pointer (an
    /// image at its angle at rest, one turned by a transform while it moves), the text as
    /// characters' textures; the node form is the same but for text beyond those characters,
    /// a text node where the texture form draws cairo. False, having appended nothing, when an
    /// image could not be made.
    private func append(_ frame: Frame, track trackImage: Raster, look: TrackLook, marks: (image: Raster, look: MarksLook)?,
                        to snapshot: OpaquePointer) -> Bool {
        let geometry = frame.geometry, size = frame.size, scale = frame.scale
        let pixel = 1 / scale
        var appendPointerLine: ((OpaquePointer) -> Void)?
        if frame.pointerPaintable == nil, geometry.lineWidth > 0 {
            let moving = pointerMotion.moves(to: frame.pointerAngle)
            guard let append = moving ? movingPointer(frame) : restingPointer(frame) else { return false }
            appendPointerLine = append
        }
        let center = Point(x: trackImage.snapped(geometry.center.x), y: trackImage.snapped(geometry.center.y))
        // The grid of the unfilled track's and the marks' tiles, with lines through the centre
        // (the fill's tiles follow the lit wedge's own, finer grid).
        let grid = trackImage.grid(side: Self.restingCellSide, through: Int((center.x * scale).rounded()), Int((center.y * scale).rounded()))
        var marksImage = marks?.image
        // What the fill's image reaches either side of the track's centre line.
        let band = geometry.lineWidth / 2 + 2 * pixel
        if let fill = frame.fill, frame.form == .nodes, geometry.trackRadius > 0, geometry.lineWidth > 0 {
            // The faded track, and over it the whole fill's image seen through the sector
            // between the fill's ends: nothing drawn per frame (RingNodes.inSector).
            guard let alone = wholeFill(frame, look: look) else { return false }
            trackImage.appendAll(trackImage.tiling(grid), to: snapshot)
            let a = frame.arc.angle(atFraction: fill.from), b = frame.arc.angle(atFraction: fill.to)
            RingNodes.inSector(snapshot, around: center, inner: geometry.trackRadius - band, outer: geometry.trackRadius + band, scale: scale,
                               start: min(a, b), turn: abs(b - a)) {
                alone.append(to: snapshot)
            }
        } else if let fill = frame.fill, geometry.trackRadius > 0, geometry.lineWidth > 0,
           let wedge = Wedge(center: center, arc: frame.arc, from: fill.from, to: fill.to) {
            guard let alone = wholeFill(frame, look: look) else { return false }
            let litWedge = LitWedge(bare: trackImage, lit: alone, wedge: wedge, innerRadius: geometry.trackRadius - band,
                                    outerRadius: geometry.trackRadius + band)
            guard let over = fillOverTrack.raster(for: FillLook(track: look, origin: fill.from), size: size, scale: scale,
                                                  draw: litWedge.drawFromFixedEdge) else { return false }
            litWedge.append(to: snapshot, fromFixedEdge: over)
        } else {
            // Nothing moves between the track and the marks: one image of both, painted as
            // the cairo form paints them, so a frame draws one set of tiles (#34).
            var base = trackImage
            if let marks, let merged = trackWithMarks.raster(for: TrackWithMarksLook(track: look, marks: marks.look), size: size, scale: scale,
                                                             draw: { cairo in
                                                                 trackImage.paint(cairo)
                                                                 marks.image.paint(cairo)
                                                             }) {
                base = merged
                marksImage = nil
            }
            base.appendAll(base.tiling(grid), to: snapshot)
        }
        // The marks over the fill: their tiles, which leave out the empty inside of the ring.
        if let marksImage { marksImage.appendAll(marksImage.tiling(grid), to: snapshot) }
        frame.modulation?.append(to: snapshot)
        if let paintable = frame.pointerPaintable {
            Self.appendPointer(paintable, geometry: geometry, angle: frame.pointerAngle, to: snapshot)
        } else if let appendPointerLine {
            appendPointerLine(snapshot)
        }
        if let label = frame.label, frame.form == .nodes {
            valueText.appendText(to: snapshot, label.text, at: geometry.center, size: geometry.trackRadius * 0.45, color: label.color, scale: scale)
        } else if let label = frame.label {
            valueText.append(to: snapshot, label.text, at: geometry.center, size: geometry.trackRadius * 0.45, color: label.color, scale: scale,
                             bounds: Rect(x: 0, y: 0, width: size.width, height: size.height))
        }
        return true
    }

    /// The fill along the whole track, as an image of the widget: a frame shows the part
    /// between the fill's ends.
    private func wholeFill(_ frame: Frame, look: TrackLook) -> Raster? {
        fillAlone.raster(for: FillLook(track: look, origin: nil), size: frame.size, scale: frame.scale) { cairo in
            KnobRecipe.drawFill(cairo, geometry: frame.geometry, arc: frame.arc, from: 0, to: 1, color: frame.color)
        }
    }

    /// How to append the pointer of a value at rest (the first frame, or one at the last
    /// frame's angle: shown, hovered, focused): the shared image at its angle. GTK 4.18's GPU
    /// renderers keep memory of their own for a turned texture: 1,000 knobs of 64 px at rest
    /// kept 94 MB with it under Vulkan, 66 with this (docs/benchmark-history.md, "The knob's memory under
    /// 4.18's GPU renderers").
    private func restingPointer(_ frame: Frame) -> ((OpaquePointer) -> Void)? {
        let geometry = frame.geometry, scale = frame.scale
        let line = geometry.pointer(atAngle: frame.pointerAngle)
        let reach = geometry.lineWidth / 2 + 1 / scale
        let left = ((min(line.from.x, line.to.x) - reach) * scale).rounded(.down) / scale
        let top = ((min(line.from.y, line.to.y) - reach) * scale).rounded(.down) / scale
        let box = Rect(x: left, y: top, width: ((max(line.from.x, line.to.x) + reach) * scale).rounded(.up) / scale - left,
                       height: ((max(line.from.y, line.to.y) + reach) * scale).rounded(.up) / scale - top)
        let look = RestingPointerLook(geometry: geometry, angle: frame.pointerAngle, color: frame.color, box: box)
        guard let image = restingPointer.raster(for: look, size: Size(width: box.width, height: box.height), scale: scale, draw: { cairo in
            cairo_translate(cairo, -box.x, -box.y)
            KnobRecipe.drawPointer(cairo, geometry: geometry, angle: look.angle, color: look.color)
        }) else { return nil }
        return { snapshot in image.append(to: snapshot, at: Point(x: box.x, y: box.y)) }
    }

    /// How to append the pointer of a moving value: one image, drawn once, turned to each
    /// frame's angle by a transform, where an image per angle would be drawn and uploaded
    /// every frame (200 px dragging under 4.18's Vulkan: 1.4× GtkScale above the floor this
    /// way, 1.9-2.0× that way).
    private func movingPointer(_ frame: Frame) -> ((OpaquePointer) -> Void)? {
        let geometry = frame.geometry, pixel = 1 / frame.scale
        let radii = geometry.pointerRadii
        let look = MovingPointerLook(length: radii.outer - radii.inner, width: geometry.lineWidth, color: frame.color)
        guard let image = movingPointer.raster(for: look, size: Size(width: look.length + 2 * pixel, height: look.width + 2 * pixel),
                                               scale: frame.scale, draw: { cairo in
            // A clear pixel all round: the renderer's filtering then gives the turned edges
            // their antialiasing.
            cairo_rectangle(cairo, pixel, pixel, look.length, look.width)
            Cairo.setColor(cairo, look.color)
            cairo_fill(cairo)
        }) else { return nil }
        let line = geometry.pointer(atAngle: frame.pointerAngle)
        return { snapshot in
            gtk_snapshot_save(snapshot)
            var from = graphene_point_t(x: Float(line.from.x), y: Float(line.from.y))
            gtk_snapshot_translate(snapshot, &from)
            gtk_snapshot_rotate(snapshot, Float(atan2(line.to.y - line.from.y, line.to.x - line.from.x) * 180 / .pi))
            var offset = graphene_point_t(x: Float(-pixel), y: Float(-look.width / 2 - pixel))
            gtk_snapshot_translate(snapshot, &offset)
            image.append(to: snapshot)
            gtk_snapshot_restore(snapshot)
        }
    }

    private static func drawMarks(_ cairo: OpaquePointer, _ look: MarksLook) {
        MarkRecipe.drawArc(cairo, look.layout, arc: look.arc, center: look.geometry.center, radius: look.geometry.trackRadius,
                           halfWidth: look.geometry.lineWidth / 2, tickColor: look.layout.labelColor, valueText: look.valueText)
    }

    private static func drawTrack(_ cairo: OpaquePointer, _ look: TrackLook) {
        KnobRecipe.drawTrack(cairo, geometry: look.geometry, arc: look.arc, color: look.color, faded: look.faded)
    }
}
