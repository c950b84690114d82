import CustomControlsCGtk
import CustomControlsCore

/// Draws a circular range slider's frames with the circular slider's recipe and cached layers
/// (``LitRingLayers``): the bare ring, the ring lit all along seen through the wedge from the
/// lower handle to the upper one, the marks, both handles and the range's length.
///
/// The images are cached per look (shared with every control of that look through
/// ``CachedLayer``); a frame places them in the form its renderer draws cheapest
/// (``DrawingForm``), working out only the moving end of the lit arc. Which end is fixed (cut
/// into a cached image) follows the handles: the one that stayed put in the last change, so
/// a drag of either handle redraws no image. At rest the cairo form shows the fixed end
/// through a small mask instead: a cut there would be this control's own whole-box image. A
/// ring too big for images is drawn as vectors, its arc without glow.
final class CircularRangeSliderPainter {
    /// Everything a circular range slider's pixels depend on, for one frame.
    struct Frame {
        var geometry: CircularSliderGeometry
        var scale: Double
        /// The ring's span of screen angles: fraction 0 at the minimum.
        var arc: ArcSpan
        var appearance: CircularSliderAppearance
        /// Where the lower value lies on the ring, 0...1.
        var lower: Double
        /// The range's length as a share of the ring, 0..<1.
        var length: Double
        /// The text in the centre, or nil for none.
        var label: ValueLabel? = nil
        var marks: MarkLayout? = nil
        /// The handle (0 lower, 1 upper) whose keyboard focus shows, ringed in the tint.
        var focusRing: Int? = nil
        /// How the frame is built, for the renderer that draws it.
        var form: DrawingForm = .cairo

        var size: Size { geometry.size }
    }

    private struct MarksLook: Hashable {
        let geometry: CircularSliderGeometry
        let arc: ArcSpan
        let layout: MarkLayout
    }

    private(set) var ring = LitRingLayers()
    private var handle = HandleLayer()
    private var marksLayer = CachedLayer<MarksLook>()
    private let valueText = ValueTextPainter()
    /// The ends of the last frame's range, and whether its fixed end was the lower one.
    private(set) var lastEnds: (lower: Double, upper: Double, lowerIsFixed: Bool)?

    /// Which end of the lit arc is its fixed one (``LitWedge``'s, cut into a cached image while
    /// held) this frame: the end that did not move since the last frame when one did, which a
    /// drag or an animation of one handle then holds still (`held`); else the last frame's
    /// choice (the lower end at first, and while the arc moves whole).
    private func fixedEnd(lower: Double, upper: Double) -> (isLower: Bool, held: Bool) {
        guard let last = lastEnds else { return (true, false) }
        let lowerMoved = last.lower != lower, upperMoved = last.upper != upper
        if lowerMoved != upperMoved { return (upperMoved, true) }
        return (last.lowerIsFixed, false)
    }

    /// Draws `frame` into `snapshot` (a `GtkSnapshot *`).
    func draw(_ frame: Frame, into snapshot: OpaquePointer) {
        let geometry = frame.geometry, appearance = frame.appearance, arc = frame.arc
        let size = frame.size, scale = frame.scale
        guard geometry.radius > 0 else { return }
        var lower = frame.lower, upper = frame.lower + max(frame.length, 0)
        if let last = lastEnds {
            // The upper end is the lower one plus the length, which rounding alone moves by a
            // hair: an end that stayed is taken exactly as it was, so its cached cut holds.
            if abs(last.lower - lower) <= 1e-9 { lower = last.lower }
            if abs(last.upper - upper) <= 1e-9 { upper = last.upper }
        }
        if frame.form == .nodes, Snapshot.masksAvailable {
            lastEnds = nil
            appendNodes(frame, lower: lower, upper: upper, to: snapshot)
            return
        }
        let fixed = fixedEnd(lower: lower, upper: upper)
        let lowerIsFixed = fixed.isLower
        lastEnds = (lower, upper, lowerIsFixed)
        // The glow grows with the range's length (as the circular slider's with its value).
        let ring = ring.ring(geometry: geometry, arc: arc, appearance: appearance, scale: scale,
                             from: lowerIsFixed ? lower : upper, to: lowerIsFixed ? upper : lower, fixedEdgeHeld: fixed.held,
                             glowAt: frame.length, form: frame.form)
        let handleImage = handle.raster(geometry: geometry, color: appearance.handleColor, scale: scale)
        let marksLook = frame.marks.map { MarksLook(geometry: geometry, arc: arc, layout: $0) }
        let marksImage = marksLook.flatMap { look in
            marksLayer.raster(for: look, size: size, scale: scale) { cairo in Self.drawMarks(cairo, look) }
        }
        // The lower handle first: where they meet, the upper one (grabbed first) is on top.
        // (Angles unclamped: a range across the ring's end reaches past fraction 1.)
        let handleCenters = [lower, upper].map { geometry.handleCenter(atAngle: arc.start + $0 * arc.sweep) }
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        if frame.form == .textures, ring.appendable, let handleImage, marksLook == nil || marksImage != nil {
            ring.append(to: snapshot)
            marksImage?.append(to: snapshot)
            for (index, center) in handleCenters.enumerated() {
                if frame.focusRing == index {
                    // Only while the keyboard focus shows: a small cairo node.
                    let reach = geometry.handleDiameter / 2 + 5
                    let box = Rect(x: (center.x - reach).rounded(.down), y: (center.y - reach).rounded(.down),
                                   width: (2 * reach).rounded(.up) + 1, height: (2 * reach).rounded(.up) + 1)
                    Cairo.draw(into: snapshot, bounds: box) { cairo in Self.drawFocusRing(cairo, around: center, geometry: geometry, appearance: appearance) }
                }
                handleImage.append(to: snapshot, at: HandleLayer.origin(geometry, center: center))
            }
            if let label = frame.label {
                valueText.append(to: snapshot, label.text, at: geometry.center, size: geometry.radius * 0.4, color: label.color, scale: scale, bounds: bounds)
            }
            return
        }
        // One node over only what it paints (LitRing+Bounds.swift); a focus ring reaches as far
        // as the texture form's node for it.
        var painted: [Rect?] = handleCenters.enumerated().map { index, center in
            let reach = geometry.handleDiameter / 2 + 5
            let focus = frame.focusRing == index ? Rect(x: center.x - reach, y: center.y - reach, width: 2 * reach, height: 2 * reach) : nil
            let handle = HandleLayer.paintedBox(handleImage, at: HandleLayer.origin(geometry, center: center), geometry: geometry, scale: scale)
            return focus.flatMap { focus in handle.map { focus.union($0) } } ?? handle
        }
        if marksLook != nil { painted.append(marksImage?.inkRect()) }
        if let label = frame.label {
            painted.append(ValueTextPainter.paintedBox(label.text, at: geometry.center, size: geometry.radius * 0.4, color: label.color, scale: scale))
        }
        Cairo.draw(into: snapshot, bounds: ring.paintedBounds(within: bounds, adding: painted)) { cairo in
            ring.paint(cairo)
            if ring.needsPlainArc {
                Self.drawPlainArc(cairo, geometry: geometry, from: arc.start + lower * arc.sweep, to: arc.start + upper * arc.sweep, appearance: appearance)
            }
            if let marksImage { marksImage.paint(cairo) } else if let marksLook { Self.drawMarks(cairo, marksLook) }
            for (index, center) in handleCenters.enumerated() {
                if frame.focusRing == index { Self.drawFocusRing(cairo, around: center, geometry: geometry, appearance: appearance) }
                HandleLayer.paint(cairo, handleImage, at: HandleLayer.origin(geometry, center: center), geometry: geometry, color: appearance.handleColor)
            }
            if let label = frame.label {
                valueText.draw(cairo, label.text, at: geometry.center, size: geometry.radius * 0.4, color: label.color, scale: scale)
            }
        }
    }

    /// The node form (``RingNodes``): the bare ring a border node, the lit ring's, the
    /// handles' and the marks' images made once per look, the range's length a text node.
    private func appendNodes(_ frame: Frame, lower: Double, upper: Double, to snapshot: OpaquePointer) {
        let geometry = frame.geometry, arc = frame.arc, appearance = frame.appearance
        // (Angles unclamped: a range across the ring's end reaches past fraction 1.)
        let angles = [lower, upper].map { arc.start + $0 * arc.sweep }
        let handleImage = handle.raster(geometry: geometry, color: appearance.handleColor, scale: frame.scale)
        let glow = RingNodes.glow(geometry, atFraction: frame.length, scale: frame.scale)
        let lit = upper > lower ? ring.litImage(geometry: geometry, arc: arc, appearance: appearance, scale: frame.scale, glow: glow) : nil
        RingNodes.appendRing(snapshot, geometry: geometry, arc: arc, appearance: appearance, scale: frame.scale,
                             from: angles[0], to: angles[1], glow: glow, lit: lit)
        if let layout = frame.marks {
            let look = MarksLook(geometry: geometry, arc: arc, layout: layout)
            marksLayer.append(look, size: frame.size, scale: frame.scale, to: snapshot) { cairo in Self.drawMarks(cairo, look) }
        }
        // The lower handle first: where they meet, the upper one (grabbed first) is on top.
        for (index, angle) in angles.enumerated() {
            let center = geometry.handleCenter(atAngle: angle)
            if frame.focusRing == index { RingNodes.appendFocusRing(snapshot, around: center, geometry: geometry, color: appearance.gradientStart) }
            RingNodes.appendHandle(snapshot, handleImage, center: center, geometry: geometry, color: appearance.handleColor, scale: frame.scale)
        }
        if let label = frame.label {
            valueText.appendText(to: snapshot, label.text, at: geometry.center, size: geometry.radius * 0.4, color: label.color, scale: frame.scale)
        }
    }

    /// The keyboard focus's ring round a handle centred at `center`, in the tint.
    private static func drawFocusRing(_ cairo: OpaquePointer, around center: Point, geometry: CircularSliderGeometry, appearance: CircularSliderAppearance) {
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, center.x, center.y, geometry.handleDiameter / 2 + 3, 0, 2 * .pi)
        Cairo.setColor(cairo, appearance.gradientStart)
        cairo_set_line_width(cairo, 2)
        cairo_stroke(cairo)
    }

    /// The lit arc as a plain gradient stroke, for a ring too big for images.
    private static func drawPlainArc(_ cairo: OpaquePointer, geometry: CircularSliderGeometry, from: Double, to: Double,
                                     appearance: CircularSliderAppearance) {
        guard geometry.lineWidth > 0 else { return }
        cairo_new_sub_path(cairo)
        if to < from {
            cairo_arc_negative(cairo, geometry.center.x, geometry.center.y, geometry.radius, from, to)
        } else {
            cairo_arc(cairo, geometry.center.x, geometry.center.y, geometry.radius, from, to)
        }
        CircularSliderRecipe.strokeLit(cairo, geometry: geometry, appearance: appearance)
    }

    private static func drawMarks(_ cairo: OpaquePointer, _ look: MarksLook) {
        MarkRecipe.drawArc(cairo, look.layout, arc: look.arc, center: look.geometry.center, radius: look.geometry.radius,
                           halfWidth: look.geometry.ringWidth / 2, tickColor: look.layout.labelColor, valueText: nil)
    }
}
