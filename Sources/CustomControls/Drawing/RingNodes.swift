import CCustomControls
import CustomControlsCGtk
import CustomControlsCore
import Foundation

/// The circular controls' ring and handles without a cairo node (``DrawingForm/nodes``, GTK
/// 4.14 and later), so a frame while the value moves rasterizes on the CPU and a GPU renderer
/// uploads at most the mask of a cut across the lit arc's edge (docs/ring-nodes.md).
///
/// - The bare ring is a border node with round corners; a partial circle's is seen through
///   its sector (``inSector(_:around:inner:outer:scale:start:turn:_:)``).
/// - The lit ring is its image for the frame's glow level (``LitRingLayers``, made once per
///   look and level), seen through the sector up to the value: boxes on device pixels, and a
///   fill node (else a rotated clip) across each straight edge. A ring too big for images
///   draws the tint's gradient through the glow's profile (a radial gradient) in a mask.
/// - A handle is its image (``HandleLayer``); one too big for an image is the cairo form's
///   soft shadow as translucent discs and rings under its disc.
enum RingNodes {
    /// The bare ring along `arc`, and over it the ring lit from screen angle `from` to screen
    /// angle `to` (either way round; equal: unlit), glowing by `glow`: `lit` (the lit ring's
    /// image, ``LitRingLayers/litImage(geometry:arc:appearance:scale:glow:)``) seen through
    /// the sector, or for a ring too big for images, the gradient through the glow's profile.
    static func appendRing(_ snapshot: OpaquePointer, geometry: CircularSliderGeometry, arc: ArcSpan, appearance: CircularSliderAppearance,
                           scale: Double, from: Double, to: Double, glow: Double, lit: Raster?) {
        let center = geometry.center, radius = geometry.radius
        guard radius > 0 else { return }
        let pixel = 1 / scale
        // The sectors' point on a device pixel, as the cairo form's wedge (``LitWedge``): the
        // quarter turns they are cut along then lie between pixels, and show no seam.
        let corner = Point(x: (center.x * scale).rounded() / scale, y: (center.y * scale).rounded() / scale)
        // What each layer draws reaches this far either side of the ring's centre line.
        let bareReach = geometry.ringWidth / 2 + 2 * pixel
        inSector(snapshot, around: corner, inner: radius - bareReach, outer: radius + bareReach, scale: scale,
                 start: min(arc.start, arc.end), turn: abs(arc.sweep)) {
            Snapshot.appendBand(snapshot, center: center, radius: radius, width: geometry.ringWidth, color: appearance.ringColor)
        }
        guard from != to, geometry.lineWidth > 0 else { return }
        let litReach = GlowProfile(lineWidth: geometry.lineWidth, ringWidth: geometry.ringWidth, glow: glow).reach(pixel: pixel) + 2 * pixel
        inSector(snapshot, around: corner, inner: radius - litReach, outer: radius + litReach, scale: scale, start: min(from, to), turn: abs(to - from)) {
            if let lit {
                lit.append(to: snapshot)
            } else {
                let profile = GlowProfile(lineWidth: geometry.lineWidth, ringWidth: geometry.ringWidth, glow: glow)
                appendLit(snapshot, geometry: geometry, appearance: appearance, profile: profile, reach: profile.reach(pixel: pixel), pixel: pixel)
            }
        }
    }

    /// The glow at `fraction`, in whole device pixels as the cairo form's cached levels are.
    static func glow(_ geometry: CircularSliderGeometry, atFraction fraction: Double, scale: Double) -> Double {
        (geometry.glowRadius(atFraction: fraction) * scale).rounded() / scale
    }

    /// The whole ring lit: the gradient through the glow's profile, and the lighting.
    private static func appendLit(_ snapshot: OpaquePointer, geometry: CircularSliderGeometry, appearance: CircularSliderAppearance,
                                  profile: GlowProfile, reach: Double, pixel: Double) {
        let center = geometry.center, radius = geometry.radius
        // The lit ring holds the dark ring under its arc, as the cairo form's image of it
        // does: that image is painted over the bare ring, so its edges are dark twice.
        Snapshot.appendBand(snapshot, center: center, radius: radius, width: geometry.ringWidth, color: appearance.ringColor)
        guard Snapshot.pushAlphaMask(snapshot) else { return }
        // The mask: the glow's profile turned about the centre.
        let outer = radius + reach
        Snapshot.appendRadial(snapshot, bounds: Snapshot.box(around: center, radius: outer), center: center, outer: outer,
                              stops: profileStops(profile, radius: radius, pixel: pixel))
        gtk_snapshot_pop(snapshot)
        Snapshot.appendVerticalGradient(snapshot, bounds: Snapshot.box(around: center, radius: radius + reach), from: 0, to: geometry.size.height,
                                        top: appearance.gradientStart, bottom: appearance.gradientEnd)
        gtk_snapshot_pop(snapshot)
        let half = geometry.ringWidth / 2
        if appearance.lighting, half > pixel {
            let light = RGBA(white: 1, alpha: CircularSliderRecipe.lightingAlpha)
            Snapshot.appendRing(snapshot, center: center, outerRadius: radius + half, width: pixel, color: light)
            if radius - half + pixel > 0 {
                Snapshot.appendRing(snapshot, center: center, outerRadius: radius - half + pixel, width: pixel, color: light)
            }
        }
    }

    /// The glow's profile as a radial gradient's stops: its opacity (``GlowProfile/maskAlpha(atDistance:pixel:)``)
    /// at each distance from the centre where a band's smoothed edge begins or ends, between
    /// which it is linear.
    static func profileStops(_ profile: GlowProfile, radius: Double, pixel: Double) -> [(distance: Double, color: RGBA)] {
        var halfWidths = [profile.lineWidth / 2]
        if profile.glow > 0, profile.layers > 0 {
            halfWidths += (1...profile.layers).map { profile.lineWidth / 2 + profile.glow * Double($0) / Double(profile.layers) }
        }
        var distances: Set<Double> = [0]
        for half in halfWidths {
            for offset in [-half - pixel / 2, -half + pixel / 2, half - pixel / 2, half + pixel / 2] where radius + offset > 0 {
                distances.insert(radius + offset)
            }
        }
        return distances.sorted().map { distance in
            (distance, RGBA(white: 1, alpha: profile.maskAlpha(atDistance: abs(distance - radius), pixel: pixel)))
        }
    }

    /// Draws `draw` seen through the sector about `point` that starts at screen angle `start`
    /// and turns `turn` radians clockwise, for a ring drawn between `inner` and `outer` from
    /// `point`; a whole turn (or more) draws it all, no turn nothing.
    ///
    /// Clips, not a mask: GSK's GPU renderers draw a mask node through two offscreen images
    /// (measured under 4.18's GL on llvmpipe, 200 px: 0.5 ms a mask, twice GtkScale's frame)
    /// and a rotated clip through one, while a clip to a box on device pixels is a scissor. So
    /// the sector is boxes (``SectorCover``), and only a small box across each edge is cut:
    /// by a fill node of the box's kept polygon (GTK 4.14+: its mask rasterized on the CPU,
    /// a few hundred bytes, and cached by the path by later GTKs, so a frame at rest
    /// uploads nothing), else by a rotated half-plane.
    static func inSector(_ snapshot: OpaquePointer, around point: Point, inner: Double, outer: Double, scale: Double, start: Double, turn: Double,
                         _ draw: () -> Void) {
        guard turn > 0 else { return }
        if turn >= ArcSpan.fullTurn {
            draw()
            return
        }
        for piece in SectorCover(point: point, inner: inner, outer: outer, scale: scale, start: start, turn: turn).pieces {
            var box = Snapshot.rect(piece.box)
            gtk_snapshot_push_clip(snapshot, &box)
            defer { gtk_snapshot_pop(snapshot) }
            if !piece.cuts.isEmpty, let path = CutPaths.path(piece.outline(around: point)), cc_snapshot_push_fill(snapshot, path) != 0 {
                draw()
                gtk_snapshot_pop(snapshot)
                continue
            }
            for cut in piece.cuts {
                // The half-plane below the edge turned to lie along +x (clockwise of it), or
                // above, as far as the box reaches: GSK renders the offscreen of a larger clip
                // at a lower resolution.
                var origin = graphene_point_t(x: Float(point.x), y: Float(point.y)), back = graphene_point_t(x: Float(-point.x), y: Float(-point.y))
                let degrees = Float(cut.angle * 180 / .pi)
                let corners = [(piece.box.x, piece.box.y), (piece.box.x + piece.box.width, piece.box.y),
                               (piece.box.x, piece.box.y + piece.box.height), (piece.box.x + piece.box.width, piece.box.y + piece.box.height)]
                let along = corners.map { ($0.0 - point.x) * cos(cut.angle) + ($0.1 - point.y) * sin(cut.angle) }
                let across = corners.map { ($0.1 - point.y) * cos(cut.angle) - ($0.0 - point.x) * sin(cut.angle) }
                let left = along.min()! - 1, width = along.max()! + 1 - left
                let depth = (cut.keepsClockwise ? max(0, across.max()!) : max(0, -across.min()!)) + 1
                var halfPlane = Snapshot.rect(Rect(x: left, y: cut.keepsClockwise ? 0 : -depth, width: width, height: depth))
                gtk_snapshot_save(snapshot)
                gtk_snapshot_translate(snapshot, &origin)
                gtk_snapshot_rotate(snapshot, degrees)
                gtk_snapshot_push_clip(snapshot, &halfPlane)
                gtk_snapshot_rotate(snapshot, -degrees)
                gtk_snapshot_translate(snapshot, &back)
            }
            draw()
            for _ in piece.cuts {
                gtk_snapshot_pop(snapshot)
                gtk_snapshot_restore(snapshot)
            }
        }
    }

    /// A handle centred at `center`: its image (``HandleLayer``, made once per look: one
    /// texture node costs llvmpipe nothing measurable, its seven discs below 0.09 ms a frame
    /// under 4.18's GL at 200 px), or for a handle too big for one, the cairo form's soft
    /// shadow under its disc. Each of the shadow's three layers (a quarter of 0.8 black)
    /// strokes the disc's edge `l` = 3, 2, 1 pixels each way and fills the disc
    /// (``Cairo/softShadow``): as nodes, a disc reaching `l` past the handle's and a ring `l`
    /// wide inside its edge, where stroke and fill overlap.
    static func appendHandle(_ snapshot: OpaquePointer, _ image: Raster?, center: Point, geometry: CircularSliderGeometry, color: RGBA, scale: Double) {
        if let image {
            image.append(to: snapshot, at: HandleLayer.origin(geometry, center: center))
            return
        }
        let radius = geometry.handleDiameter / 2
        guard radius > 0 else { return }
        // On device pixels as the cairo form's image of it: its box's corner on a pixel's.
        let side = HandleLayer.side(geometry)
        func snapped(_ value: Double) -> Double { ((value - side / 2) * scale).rounded() / scale + side / 2 }
        let center = Point(x: snapped(center.x), y: snapped(center.y))
        let shadow = RGBA(white: 0, alpha: 0.8).fading(1.0 / Double(shadowLayers + 1))
        for layer in stride(from: shadowLayers, through: 1, by: -1) {
            let reach = CircularSliderRecipe.handleShadowBlur * Double(layer) / Double(shadowLayers)
            Snapshot.appendDisc(snapshot, center: center, radius: radius + reach, color: shadow)
            Snapshot.appendRing(snapshot, center: center, outerRadius: radius, width: reach, color: shadow)
        }
        Snapshot.appendDisc(snapshot, center: center, radius: radius, color: color)
    }

    private static var shadowLayers: Int { CircularSliderRecipe.handleShadowLayers }

    /// The keyboard focus's ring round a handle centred at `center`: two pixels wide, in `color`.
    static func appendFocusRing(_ snapshot: OpaquePointer, around center: Point, geometry: CircularSliderGeometry, color: RGBA) {
        Snapshot.appendBand(snapshot, center: center, radius: geometry.handleDiameter / 2 + 3, width: 2, color: color)
    }
}
