import CustomControlsCGtk
import CustomControlsCore

/// The circular sliders' cached ring: the bare ring, the ring lit all along, and the lit ring
/// cut along a wedge's fixed edge (``LitWedge``), shown lit through the wedge. The circular
/// slider's wedge runs from the arc's start to the value, the circular range slider's from one
/// handle to the other; each control holds its layers, the images are shared per look.
struct LitRingLayers {
    /// Everything the ring's pixels depend on; `glow` is nil for the bare ring.
    struct RingLook: Hashable {
        let geometry: CircularSliderGeometry
        let arc: ArcSpan
        let appearance: CircularSliderAppearance
        let glow: Double?
    }

    /// The lit ring cut along the wedge's fixed edge: a look of its own, so the shared cache
    /// never takes one image for another.
    struct FixedEdgeCutLook: Hashable {
        let ring: RingLook
        /// Where the fixed edge lies, as a fraction of the arc.
        let fixedEdge: Double
        /// Over the bare ring (the texture form) or alone (the cairo form).
        let overBare: Bool
    }

    /// What the fixed edge's mask depends on: the cut's look, and which side of the edge the
    /// wedge lies.
    struct FixedEdgeMaskLook: Equatable {
        let cut: FixedEdgeCutLook
        let scale: Double
        let fixedEdgeIsLow: Bool
    }

    private var bareRing = CachedLayer<RingLook>()
    private(set) var litRing = CachedLayer<RingLook>()
    /// The lit ring cut along the wedge's fixed edge, over the bare one for the texture form's
    /// tiles (a cell inside the wedge shows it, so each cell is drawn once) or alone for the
    /// cairo form (painted over the bare ring).
    private(set) var fixedEdgeCut = CachedLayer<FixedEdgeCutLook>()
    /// The cairo form's mask of the fixed edge, kept instead of a cut that would be this
    /// control's own (``FixedEdgeSource/mask(_:)``).
    private(set) var fixedEdgeMask: (look: FixedEdgeMaskLook, mask: EdgeMask?)?

    /// The ring of one frame, lit from fraction `from` of `arc` (the wedge's fixed edge, whose
    /// cut is cached) to fraction `to` (its moving edge; either way round, and past the arc's
    /// end for a range across it); unlit when they are equal. `fixedEdgeHeld`: the fixed edge
    /// stayed where it was while the moving one moved since the last frame. The glow is the
    /// one at fraction `glowAt` of the ring, in whole device pixels: a drag redraws the lit
    /// ring only every few frames, and the step is lost in the glow's own falloff.
    mutating func ring(geometry: CircularSliderGeometry, arc: ArcSpan, appearance: CircularSliderAppearance, scale: Double,
                       from: Double, to: Double, fixedEdgeHeld: Bool, glowAt: Double, form: DrawingForm) -> LitRing {
        let size = geometry.size
        let bare = bareRing.raster(for: RingLook(geometry: geometry, arc: arc, appearance: appearance, glow: nil), size: size, scale: scale) { cairo in
            CircularSliderRecipe.drawRing(cairo, geometry: geometry, arc: arc, color: appearance.ringColor)
        }
        let showsLit = from != to
        let glow = RingNodes.glow(geometry, atFraction: glowAt, scale: scale)
        let litLook = RingLook(geometry: geometry, arc: arc, appearance: appearance, glow: glow)
        let shownLit = litRing.raster
        let lit = !showsLit ? nil : litRing.raster(for: litLook, size: size, scale: scale) { cairo in
            CircularSliderRecipe.drawLitRing(cairo, geometry: geometry, glow: glow, appearance: appearance)
        }
        // A new glow level: kept after the drag moves on, for when it comes back (RecentRasters).
        if let lit, lit !== shownLit { RecentRasters.keep(lit) }
        let wedge = bare.flatMap { bare in
            Wedge(center: Point(x: bare.snapped(geometry.center.x), y: bare.snapped(geometry.center.y)), arc: arc, from: from, to: to)
        }
        let reach = GlowProfile(lineWidth: geometry.lineWidth, ringWidth: geometry.ringWidth, glow: glow).reach(pixel: 1 / scale) + 1 / scale
        let litWedge = bare.flatMap { bare in
            lit.flatMap { lit in
                wedge.map { LitWedge(bare: bare, lit: lit, wedge: $0, innerRadius: geometry.radius - reach, outerRadius: geometry.radius + reach) }
            }
        }
        // Cut along the fixed edge once per look: over the bare ring for the texture form's
        // tiles, alone for the cairo form, which paints it over the bare ring. A cut away from
        // the arc's start is one control's own image of its whole box, worth making for the
        // cairo form only while a drag or an animation holds that edge still; otherwise the
        // control keeps the edge's mask, a few hundred bytes.
        let overBare = form == .textures
        let cutLook = FixedEdgeCutLook(ring: litLook, fixedEdge: from, overBare: overBare)
        let cuts = overBare || from == 0 || fixedEdgeHeld || fixedEdgeCut.holds(cutLook, size: size, scale: scale)
        let shownCut = fixedEdgeCut.raster
        var fixedEdge: FixedEdgeSource?
        if let litWedge, cuts {
            fixedEdgeMask = nil
            let cut = fixedEdgeCut.raster(for: cutLook, size: size, scale: scale) { cairo in
                if overBare { litWedge.drawFromFixedEdge(cairo) } else { litWedge.drawLitFromFixedEdge(cairo) }
            }
            if let cut, cut !== shownCut { RecentRasters.keep(cut) }
            fixedEdge = cut.map { .cut($0) }
        } else if let litWedge {
            fixedEdgeCut = CachedLayer()
            let look = FixedEdgeMaskLook(cut: cutLook, scale: scale, fixedEdgeIsLow: litWedge.wedge.fixedEdgeIsLow)
            if fixedEdgeMask?.look != look {
                fixedEdgeMask = (look, litWedge.fixedEdgeMask(in: litWedge.cellTable().fixedEdgeCells))
            }
            fixedEdge = .mask(fixedEdgeMask?.mask)
        }
        return LitRing(geometry: geometry, arc: arc, appearance: appearance, showsLit: showsLit, bare: bare, lit: lit,
                       litWedge: litWedge, fixedEdge: fixedEdge)
    }
}

extension LitRingLayers {
    /// The ring lit all along, glowing by `glow` (in whole device pixels), over the dark ring:
    /// the node form's image of it (shared per look, kept among the recent ones while a drag
    /// visits its glow levels); nil for a ring too big for images.
    mutating func litImage(geometry: CircularSliderGeometry, arc: ArcSpan, appearance: CircularSliderAppearance, scale: Double, glow: Double) -> Raster? {
        let look = RingLook(geometry: geometry, arc: arc, appearance: appearance, glow: glow)
        let shown = litRing.raster
        let lit = litRing.raster(for: look, size: geometry.size, scale: scale) { cairo in
            CircularSliderRecipe.drawLitRing(cairo, geometry: geometry, glow: glow, appearance: appearance)
        }
        if let lit, lit !== shown { RecentRasters.keep(lit) }
        return lit
    }
}
