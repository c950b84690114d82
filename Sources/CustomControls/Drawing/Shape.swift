import CustomControlsCGtk
import CustomControlsCore

/// One step of a look made of round-cornered rectangles (the range slider's track, thumbs,
/// focus ring and pills), drawn alike by cairo (``Cairo/draw(_:)``) and as stock render nodes
/// (``Snapshot/append(_:to:in:)``), so the look is written once for both forms.
///
/// Each case is one cairo operation of the recipe as it was first drawn; the node form maps it
/// onto the node that covers the same pixels (a colour under a rounded clip for a fill, a
/// border node for a stroke), so the two differ only in how edges are antialiased.
enum Shape {
    /// The inside of an outline, in a colour.
    case fill(RoundedRect, RGBA)
    /// A line `width` wide centred on an outline.
    case stroke(RoundedRect, width: Double, RGBA)
    /// A plain rectangle, in a colour.
    case rect(Rect, RGBA)
    /// Everything inside the enclosing clip, in a colour.
    case paint(RGBA)
    /// A gradient from the top of `rect` to its bottom (in the slider's own space), over
    /// everything inside the enclosing clip.
    case verticalGradient(Rect, top: RGBA, bottom: RGBA)
    /// Shapes seen only inside an outline.
    case clipped(RoundedRect, [Shape])
    /// A soft shadow of an outline (``Cairo/softShadow(_:color:blur:offset:layers:filled:_:)``):
    /// `layers` strokes growing to `blur` either side, offset, each in a faint `color`, with
    /// the outline's inside in each when `filled`.
    case softShadow(RoundedRect, RGBA, blur: Double, offset: Point, layers: Int, filled: Bool)

    /// The soft shadow as the plain strokes and fills cairo paints for it, widest first.
    static func shadowLayers(of outline: RoundedRect, color: RGBA, blur: Double, offset: Point, layers: Int, filled: Bool) -> [Shape] {
        guard blur > 0, layers > 0 else { return [] }
        let shifted = outline.offsetBy(offset), faint = color.fading(1 / Double(layers + 1))
        return stride(from: layers, through: 1, by: -1).flatMap { layer -> [Shape] in
            let stroke = Shape.stroke(shifted, width: 2 * blur * Double(layer) / Double(layers), faint)
            return filled ? [stroke, .fill(shifted, faint)] : [stroke]
        }
    }
}

extension Cairo {
    /// Draws `shapes` with cairo, in the current user space: the recipe's own cairo calls.
    static func draw(_ cairo: OpaquePointer, _ shapes: [Shape]) {
        for shape in shapes {
            switch shape {
            case let .fill(outline, color):
                roundedRect(cairo, outline.rect, radius: outline.radius)
                setColor(cairo, color)
                cairo_fill(cairo)
            case let .stroke(outline, width, color):
                roundedRect(cairo, outline.rect, radius: outline.radius)
                setColor(cairo, color)
                cairo_set_line_width(cairo, width)
                cairo_stroke(cairo)
            case let .rect(rect, color):
                setColor(cairo, color)
                cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
                cairo_fill(cairo)
            case let .paint(color):
                setColor(cairo, color)
                cairo_paint(cairo)
            case let .verticalGradient(rect, top, bottom):
                let gradient = verticalGradient(rect, from: top, to: bottom)
                cairo_set_source(cairo, gradient)
                cairo_paint(cairo)
                cairo_pattern_destroy(gradient)
            case let .clipped(outline, inside):
                cairo_save(cairo)
                roundedRect(cairo, outline.rect, radius: outline.radius)
                cairo_clip(cairo)
                draw(cairo, inside)
                cairo_restore(cairo)
            case let .softShadow(outline, color, blur, offset, layers, filled):
                softShadow(cairo, color: color, blur: blur, offset: offset, layers: layers, filled: filled) {
                    roundedRect(cairo, outline.rect, radius: outline.radius)
                }
            }
        }
    }
}

extension Snapshot {
    /// Appends `shapes`, given in the slider's own space, as stock render nodes in widget space
    /// (`space` turns them a quarter when vertical): colours under rounded clips, border nodes
    /// and linear gradients, which GSK's GPU renderers draw with no image. `clip` is what
    /// ``Shape/paint(_:)`` covers outside any ``Shape/clipped(_:_:)``.
    static func append(_ shapes: [Shape], to snapshot: OpaquePointer, in space: SliderSpace, clip: Rect? = nil) {
        let whole = clip ?? Rect(x: 0, y: 0, width: space.sliderSize.width, height: space.sliderSize.height)
        for shape in shapes {
            switch shape {
            case let .fill(outline, color):
                guard color.alpha > 0 else { continue }
                pushRoundedClip(snapshot, outline, in: space)
                appendColor(snapshot, color, over: space.widgetRect(outline.rect))
                gtk_snapshot_pop(snapshot)
            case let .stroke(outline, width, color):
                appendBorder(snapshot, outline.outset(by: width / 2), width: width, color: color, in: space)
            case let .rect(rect, color):
                appendColor(snapshot, color, over: space.widgetRect(rect))
            case let .paint(color):
                appendColor(snapshot, color, over: space.widgetRect(whole))
            case let .verticalGradient(rect, top, bottom):
                // Top and bottom in the slider's space: a vertical slider's run right to left.
                let from = space.widgetPoint(Point(x: rect.midX, y: rect.y)), to = space.widgetPoint(Point(x: rect.midX, y: rect.y + rect.height))
                var bounds = self.rect(space.widgetRect(whole))
                var start = graphene_point_t(x: Float(from.x), y: Float(from.y)), end = graphene_point_t(x: Float(to.x), y: Float(to.y))
                var stops = [GskColorStop(offset: 0, color: color(top)), GskColorStop(offset: 1, color: color(bottom))]
                gtk_snapshot_append_linear_gradient(snapshot, &bounds, &start, &end, &stops, gsize(stops.count))
            case let .clipped(outline, inside):
                pushRoundedClip(snapshot, outline, in: space)
                append(inside, to: snapshot, in: space, clip: outline.rect)
                gtk_snapshot_pop(snapshot)
            case let .softShadow(outline, color, blur, offset, layers, filled):
                append(Shape.shadowLayers(of: outline, color: color, blur: blur, offset: offset, layers: layers, filled: filled),
                       to: snapshot, in: space, clip: whole)
            }
        }
    }

    private static func roundedRect(_ outline: RoundedRect, in space: SliderSpace) -> GskRoundedRect {
        var bounds = rect(space.widgetRect(outline.rect))
        var rounded = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&rounded, &bounds, Float(outline.cornerRadius))
        return rounded
    }

    private static func pushRoundedClip(_ snapshot: OpaquePointer, _ outline: RoundedRect, in space: SliderSpace) {
        var rounded = roundedRect(outline, in: space)
        gtk_snapshot_push_rounded_clip(snapshot, &rounded)
    }

    private static func appendColor(_ snapshot: OpaquePointer, _ color: RGBA, over area: Rect) {
        guard color.alpha > 0, area.width > 0, area.height > 0 else { return }
        var fill = self.color(color), bounds = rect(area)
        gtk_snapshot_append_color(snapshot, &fill, &bounds)
    }

    /// A border `width` wide inside `outline`: a stroke of the outline shrunk by half of it.
    private static func appendBorder(_ snapshot: OpaquePointer, _ outline: RoundedRect, width: Double, color: RGBA, in space: SliderSpace) {
        guard width > 0, color.alpha > 0, outline.rect.width > 0, outline.rect.height > 0 else { return }
        var rounded = roundedRect(outline, in: space)
        let side = Float(width)
        var widths: [Float] = [side, side, side, side]
        var colors = [GdkRGBA](repeating: self.color(color), count: 4)
        gtk_snapshot_append_border(snapshot, &rounded, &widths, &colors)
    }
}
