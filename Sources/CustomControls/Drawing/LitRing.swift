import CustomControlsCGtk
import CustomControlsCore

/// One frame's ring from ``LitRingLayers``: its images, and how to draw it in either form.
struct LitRing {
    let geometry: CircularSliderGeometry
    let arc: ArcSpan
    let appearance: CircularSliderAppearance
    /// Whether the frame shows part of the ring lit.
    let showsLit: Bool
    /// nil for a ring too big for images.
    let bare: Raster?
    let lit: Raster?
    let litWedge: LitWedge?
    /// How the wedge's fixed edge is shown; nil when the ring shows no wedge.
    let fixedEdge: FixedEdgeSource?

    /// Whether the texture form can draw the ring: its images were made.
    var appendable: Bool {
        guard bare != nil else { return false }
        if !showsLit { return true }
        if case .cut = fixedEdge { return true }
        return false
    }

    /// Whether the lit part must be drawn as vectors (a ring too big for images), after
    /// ``paint(_:)``: the painter's own arc without glow.
    var needsPlainArc: Bool { lit == nil && showsLit }

    /// The texture form: tiles, and the moving edge's cells (see ``LitWedge``).
    func append(to snapshot: OpaquePointer) {
        if let litWedge, case .cut(let fromFixedEdge) = fixedEdge {
            litWedge.append(to: snapshot, fromFixedEdge: fromFixedEdge)
        } else {
            bare?.append(to: snapshot)
        }
    }

    /// The cairo form: the bare ring (one plain copy of the box round its pixels), the lit
    /// ring over it through the wedge; a ring too big for images as vectors, its lit part left
    /// to the painter (``needsPlainArc``).
    func paint(_ cairo: OpaquePointer) {
        if let litWedge, let fixedEdge {
            litWedge.paint(cairo, fixedEdge: fixedEdge)
        } else if let bare {
            bare.paintInk(cairo)
        } else {
            CircularSliderRecipe.drawRing(cairo, geometry: geometry, arc: arc, color: appearance.ringColor)
        }
    }
}
