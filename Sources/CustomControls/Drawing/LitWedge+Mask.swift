import CCustomControls
import CustomControlsCGtk
import CustomControlsCore
import Foundation

/// The texture form's moving edge through a mask node (GTK 4.10+; #34 in docs/benchmark-history.md).
extension LitWedge {
    /// Whether the texture form draws the cells only the moving edge crosses through a mask
    /// (GTK 4.10+): a linear gradient across the edge, one device pixel wide, over the lit
    /// ring's tiles, all drawn on the GPU, instead of a cairo node rasterized and uploaded every
    /// frame. `CC_MASKED_EDGE=0` turns it off (to compare the routes: docs/benchmark-history.md, #34).
    static let masksMovingEdge: Bool = cc_snapshot_masks_available() != 0
        && getenv("CC_MASKED_EDGE").map { String(cString: $0) } != "0"

    /// The smallest box of moving-edge cells (device pixels) drawn through a mask; smaller
    /// ones stay a cairo node. A mask costs the GPU renderers about the same whatever its size
    /// (an offscreen pass for the source and one for the mask), a cairo node grows with its
    /// area. Measured on GTK 4.18 under GL: at 64 px (boxes of 256-512 px) the mask was
    /// dearer (219-237 µs against 165-171 a frame; a desk of 256 at 64 px 38-63 ms against
    /// 22-32 ms), at 200 px (boxes of 768-3,072 px, most 1,024 or more) cheaper on the wall
    /// clock of a loaded machine, where the frames drawn after the control no longer wait for
    /// its upload; not in instructions (docs/benchmark-history.md, #34 routes).
    static let maskedEdgeMinimumPixels = 1_024.0

    /// The cells the moving edge crosses this frame when no other edge crosses them (the
    /// usual case); nil when the fixed edge crosses one too (a nearly empty or full wedge).
    func cellsAlongMovingEdgeOnly() -> [CellTable.Cell]? {
        var cells: [CellTable.Cell] = []
        for cell in cellTable().cells {
            switch wedge.coverage(first: cell.first, last: cell.last) {
            // What ``append(to:fromFixedEdge:)`` clips: here only cells no other edge crosses.
            case .partial(let fixed, true):
                guard !fixed, !cell.onFixedEdge else { return nil }
                cells.append(cell)
            case .inside where cell.onFixedEdge: return nil
            default: continue
            }
        }
        return cells
    }

    /// The texture form's cells along the moving edge, on GTK 4.10+: the bare ring's tiles, and
    /// over them the lit ring's through an alpha mask that weighs each pixel by how much of it
    /// lies on the wedge's side of the edge (from the pixel's centre, as the cairo form's
    /// ``paintLitAlongMovingEdge(_:in:)`` weighs it). False, having appended nothing, when
    /// the cells' box is under ``maskedEdgeMinimumPixels`` or the mask cannot be pushed.
    func appendMasked(_ cells: [CellTable.Cell], bareTiles: [Raster.Tile?], to snapshot: OpaquePointer) -> Bool {
        guard !cells.isEmpty else { return true }
        let left = cells.map(\.rect.x).min()!, top = cells.map(\.rect.y).min()!
        let right = cells.map { $0.rect.x + $0.rect.width }.max()!, bottom = cells.map { $0.rect.y + $0.rect.height }.max()!
        guard (right - left) * (bottom - top) * lit.scale * lit.scale >= Self.maskedEdgeMinimumPixels else { return false }
        let litTiles = lit.tiling(grid).tiles
        for cell in cells { if let tile = bareTiles[cell.index] { bare.append(tile, to: snapshot) } }
        guard cc_snapshot_push_alpha_mask(snapshot) != 0 else { return false }
        var bounds = graphene_rect_t(origin: graphene_point_t(x: Float(left), y: Float(top)),
                                     size: graphene_size_t(width: Float(right - left), height: Float(bottom - top)))
        // The edge's normal into the wedge; the ramp runs half a device pixel either side.
        let angle = wedge.fixedEdgeIsLow ? wedge.high : wedge.low, side = wedge.fixedEdgeIsLow ? -1.0 : 1.0
        let normal = (x: -side * sin(angle), y: side * cos(angle)), half = 0.5 / lit.scale
        var start = graphene_point_t(x: Float(wedge.center.x - normal.x * half), y: Float(wedge.center.y - normal.y * half))
        var end = graphene_point_t(x: Float(wedge.center.x + normal.x * half), y: Float(wedge.center.y + normal.y * half))
        var stops = [GskColorStop(offset: 0, color: GdkRGBA(red: 0, green: 0, blue: 0, alpha: 0)),
                     GskColorStop(offset: 1, color: GdkRGBA(red: 0, green: 0, blue: 0, alpha: 1))]
        gtk_snapshot_append_linear_gradient(snapshot, &bounds, &start, &end, &stops, 2)
        gtk_snapshot_pop(snapshot)
        for cell in cells { if let tile = litTiles[cell.index] { lit.append(tile, to: snapshot) } }
        gtk_snapshot_pop(snapshot)
        return true
    }

}
