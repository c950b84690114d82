import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// Small GtkSnapshot conveniences for the node form (``DrawingForm/nodes``): stock render nodes
/// that GSK's renderers draw without rasterizing anything on the CPU. `snapshot` is a
/// `GtkSnapshot *`.
enum Snapshot {
    static func rect(_ rect: Rect) -> graphene_rect_t {
        graphene_rect_t(origin: graphene_point_t(x: Float(rect.x), y: Float(rect.y)),
                        size: graphene_size_t(width: Float(rect.width), height: Float(rect.height)))
    }

    static func color(_ color: RGBA) -> GdkRGBA {
        GdkRGBA(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
    }

    /// The square round a circle of `radius` about `center`.
    static func box(around center: Point, radius: Double) -> Rect {
        Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }

    /// A disc of `radius` about `center` in `color`: a colour under a round clip.
    static func appendDisc(_ snapshot: OpaquePointer, center: Point, radius: Double, color: RGBA) {
        guard radius > 0, color.alpha > 0 else { return }
        var bounds = rect(box(around: center, radius: radius))
        var outline = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&outline, &bounds, Float(radius))
        var fill = Self.color(color)
        gtk_snapshot_push_rounded_clip(snapshot, &outline)
        gtk_snapshot_append_color(snapshot, &fill, &bounds)
        gtk_snapshot_pop(snapshot)
    }

    /// A ring of `width` whose outer edge is a circle of `outerRadius` about `center`, in
    /// `color`: a border node with round corners (a ring as wide as the radius is a disc).
    static func appendRing(_ snapshot: OpaquePointer, center: Point, outerRadius: Double, width: Double, color: RGBA) {
        guard outerRadius > 0, width > 0, color.alpha > 0 else { return }
        var bounds = rect(box(around: center, radius: outerRadius))
        var outline = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&outline, &bounds, Float(outerRadius))
        let side = Float(min(width, outerRadius))
        var widths: [Float] = [side, side, side, side]
        var colors = [GdkRGBA](repeating: Self.color(color), count: 4)
        gtk_snapshot_append_border(snapshot, &outline, &widths, &colors)
    }

    /// A ring centred on the circle of `radius` about `center`, `width` wide (its inner edge
    /// stops at the centre).
    static func appendBand(_ snapshot: OpaquePointer, center: Point, radius: Double, width: Double, color: RGBA) {
        appendRing(snapshot, center: center, outerRadius: radius + width / 2, width: width, color: color)
    }

    /// Pushes an alpha mask (GTK 4.10+): what is drawn until the first `gtk_snapshot_pop` is the
    /// mask, what is drawn until the second is seen through it. False (nothing pushed) where
    /// the running or the building GTK has no mask node.
    static func pushAlphaMask(_ snapshot: OpaquePointer) -> Bool {
        cc_snapshot_push_alpha_mask(snapshot) != 0
    }

    /// Whether ``pushAlphaMask(_:)`` works here.
    static var masksAvailable: Bool { cc_snapshot_masks_available() != 0 }

    /// A radial gradient about `center` over `bounds`: at each distance of `stops` from the
    /// centre (increasing, at most `outer`) its colour, linear between them, clear beyond.
    static func appendRadial(_ snapshot: OpaquePointer, bounds: Rect, center: Point, outer: Double, stops: [(distance: Double, color: RGBA)]) {
        guard outer > 0, !stops.isEmpty else { return }
        var colorStops = stops.map { GskColorStop(offset: Float(ValueMath.clamp($0.distance / outer, 0, 1)), color: color($0.color)) }
        var box = rect(bounds)
        var middle = graphene_point_t(x: Float(center.x), y: Float(center.y))
        gtk_snapshot_append_radial_gradient(snapshot, &box, &middle, Float(outer), Float(outer), 0, 1, &colorStops, gsize(colorStops.count))
    }

    /// A vertical linear gradient over `bounds`, from `top` at y = `from` to `bottom` at y = `to`.
    static func appendVerticalGradient(_ snapshot: OpaquePointer, bounds: Rect, from: Double, to: Double, top: RGBA, bottom: RGBA) {
        var box = rect(bounds)
        var start = graphene_point_t(x: Float(bounds.x), y: Float(from)), end = graphene_point_t(x: Float(bounds.x), y: Float(to))
        var stops = [GskColorStop(offset: 0, color: color(top)), GskColorStop(offset: 1, color: color(bottom))]
        gtk_snapshot_append_linear_gradient(snapshot, &box, &start, &end, &stops, gsize(stops.count))
    }
}
