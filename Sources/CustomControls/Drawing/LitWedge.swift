import CustomControlsCGtk
import CustomControlsCore
import Foundation

/// A ring shown lit through a ``Wedge`` over its bare image: the bare ring whole, the lit one
/// (an image of the ring lit all along) up to the wedge's edges.
///
/// Both forms cut the images along a ``TileGrid`` through the centre, so that only the cells
/// the moving edge crosses need working out every frame. The other cells show cached images
/// cut along the fixed edge once per look (in the cells that edge crosses): in the texture
/// form the lit ring over the bare one (``drawFromFixedEdge(_:)``) or the bare ring, as tiles
/// uploaded once, and the moving edge's cells as one small cairo node; in the cairo form the
/// bare ring in one box and the lit ring alone over it (``drawLitFromFixedEdge(_:)``) in boxes, and
/// the moving edge's cells through one small mask weighed pixel by pixel (LitWedge+EdgeMask.swift).
/// Where a cut would be one control's own (a circular range slider's fixed edge away from the
/// arc's start), the cairo form shows the fixed edge through a mask too, until a drag holds it.
struct LitWedge {
    let bare: Raster
    let lit: Raster
    let wedge: Wedge
    /// Radii (logical pixels) inside and outside which both images are empty.
    let innerRadius: Double
    let outerRadius: Double

    /// Cell side in device pixels: small cells keep the clipped area (and under GL the pixels
    /// drawn) small; very small ones make too many nodes. Measured at 200 px: 16 as cheap as 8
    /// under cairo, 32 cells 25 % dearer, 64 cells 75 %.
    static let cellSide = 16

    var grid: TileGrid {
        return lit.grid(side: Self.cellSide, through: Int((wedge.center.x * lit.scale).rounded()), Int((wedge.center.y * lit.scale).rounded()))
    }

    /// The cells of the grid that may hold visible pixels of the ring, with the angles each
    /// spans and whether the fixed edge crosses it: worked out once per look (kept by the lit
    /// image), so a frame only compares angles.
    final class CellTable {
        struct Key: Equatable {
            let grid: TileGrid
            let center: Point
            let innerRadius: Double, outerRadius: Double
            let fixedEdge: Double, fixedEdgeIsLow: Bool
        }
        struct Cell {
            let index: Int, column: Int, row: Int
            let rect: Rect
            let first: Double, last: Double
            let onFixedEdge: Bool
        }
        let key: Key
        let cells: [Cell]
        /// The cells in runs along rows: every pixel of the ring, in as few rectangles.
        let band: [Rect]
        /// The cells the fixed edge crosses: the cut's holes, the fixed edge's mask.
        let fixedEdgeCells: [Cell]
        init(key: Key, cells: [Cell]) {
            self.key = key
            self.cells = cells
            fixedEdgeCells = cells.filter(\.onFixedEdge)
            var band: [Rect] = []
            for cell in cells {
                if let last = band.last, last.y == cell.rect.y, last.x + last.width == cell.rect.x {
                    band[band.count - 1].width += cell.rect.width
                } else {
                    band.append(cell.rect)
                }
            }
            self.band = band
        }
    }

    func cellTable() -> CellTable {
        let key = CellTable.Key(grid: grid, center: wedge.center, innerRadius: innerRadius, outerRadius: outerRadius,
                                fixedEdge: wedge.fixedEdge, fixedEdgeIsLow: wedge.fixedEdgeIsLow)
        if let table = lit.annotation as? CellTable, table.key == key { return table }
        let grid = key.grid, scale = lit.scale, half = wedge.fixedHalfTurn
        var cells: [CellTable.Cell] = []
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let cell = grid.cell(column: column, row: row)
                let rect = Rect(x: Double(cell.x) / scale, y: Double(cell.y) / scale, width: Double(cell.width) / scale, height: Double(cell.height) / scale)
                guard cell.width > 0, cell.height > 0, inBand(rect) else { continue }
                let angles = Wedge.angles(of: rect, around: wedge.center)
                var onFixedEdge = false
                if case .partial(true, _) = half.coverage(first: angles.first, last: angles.last) { onFixedEdge = true }
                cells.append(CellTable.Cell(index: grid.columns * row + column, column: column, row: row, rect: rect,
                                            first: angles.first, last: angles.last, onFixedEdge: onFixedEdge))
            }
        }
        let table = CellTable(key: key, cells: cells)
        lit.annotation = table
        return table
    }

    /// Whether `rect` (logical) may hold visible pixels of the ring.
    private func inBand(_ rect: Rect) -> Bool {
        let c = wedge.center
        let nearX = max(rect.x, min(c.x, rect.x + rect.width)), nearY = max(rect.y, min(c.y, rect.y + rect.height))
        let near = hypot(nearX - c.x, nearY - c.y)
        let far = hypot(max(abs(rect.x - c.x), abs(rect.x + rect.width - c.x)), max(abs(rect.y - c.y), abs(rect.y + rect.height - c.y)))
        return near <= outerRadius && far >= innerRadius
    }

    /// The lit image a frame shows inside the wedge, drawn once per look: the lit ring over the
    /// bare one, and in the cells the fixed edge crosses only on the wedge's side of that edge
    /// (so those cells need no clipping while the moving edge is elsewhere). Draw it into an
    /// empty image of the control's size; keep it with the same look as `lit`.
    func drawFromFixedEdge(_ cairo: OpaquePointer) {
        drawFromFixedEdge(cairo, overBare: true)
    }

    /// The lit ring alone, cut along the fixed edge as ``drawFromFixedEdge(_:)`` cuts it: the
    /// cairo form paints it over the bare ring.
    func drawLitFromFixedEdge(_ cairo: OpaquePointer) {
        drawFromFixedEdge(cairo, overBare: false)
    }

    private func drawFromFixedEdge(_ cairo: OpaquePointer, overBare: Bool) {
        let table = cellTable()
        let fixed = table.fixedEdgeCells.map(\.rect)
        if overBare { bare.paint(cairo) }
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(cairo, 0, 0, lit.size.width, lit.size.height)
        for rect in fixed { cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height) }
        cairo_clip(cairo)
        lit.paint(cairo)
        cairo_restore(cairo)
        if !fixed.isEmpty { paintLit(cairo, in: fixed, through: wedge.fixedHalfTurn) }
    }

    /// Which image a cell of the texture form shows this frame.
    private enum Shows: Equatable { case fromFixedEdge, bare, clipped }

    /// What each cell of the texture form shows this frame, by index (nil: out of the ring's
    /// band, empty), and the cells the moving edge crosses (logical pixels).
    private func cells() -> (shows: [Shows?], clipped: [Rect]) {
        let table = cellTable()
        var shows = [Shows?](repeating: nil, count: table.key.grid.columns * table.key.grid.rows)
        var clipped: [Rect] = []
        for cell in table.cells {
            let kind: Shows
            switch wedge.coverage(first: cell.first, last: cell.last) {
            case .inside: kind = cell.onFixedEdge ? .clipped : .fromFixedEdge  // a full turn, round to the fixed edge
            case .outside: kind = .bare
            case .partial(_, let moving): kind = moving ? .clipped : .fromFixedEdge
            }
            shows[cell.index] = kind
            if kind == .clipped { clipped.append(cell.rect) }
        }
        return (shows, clipped)
    }

    /// The cairo form: paints into `cairo` (a `cairo_t *` over the whole control) the bare
    /// ring (one plain copy of the box round its pixels), then over it the lit ring in runs of
    /// the cells inside the wedge (the lit images are clear off the ring, so a run may cross
    /// the empty middle), and where an edge is, weighed pixel by pixel by how much of each
    /// pixel lies inside. `fixedEdge` says how the fixed edge's cells are shown: in the runs,
    /// from the cut image (which then fills the runs), or through a mask.
    ///
    /// Every paint into a render node costs about as much as a small control's whole frame,
    /// and a clip that is not a rectangle twice that (cairo rasterizes a mask for it), so the
    /// moving edge's few cells are worked out here instead: a small mask of their share of
    /// each pixel, the lit ring painted through it once. Cells both edges cross (a nearly
    /// empty or nearly full wedge) are clipped.
    func paint(_ cairo: OpaquePointer, fixedEdge: FixedEdgeSource) {
        let table = cellTable()
        var inside: [Rect] = [], alongMovingEdge: [CellTable.Cell] = [], alongFixedEdge: [CellTable.Cell] = [], clipped: [Rect] = []
        var run: (rect: Rect, row: Int)?
        func endRun() {
            if let current = run { inside.append(current.rect) }
            run = nil
        }
        let insideSource: Raster, masksFixedEdge: Bool, keptFixedEdgeMask: EdgeMask?
        switch fixedEdge {
        case .cut(let cut): (insideSource, masksFixedEdge, keptFixedEdgeMask) = (cut, false, nil)
        case .mask(let kept): (insideSource, masksFixedEdge, keptFixedEdgeMask) = (lit, true, kept)
        }
        for cell in table.cells {
            if let current = run, current.row != cell.row { endRun() }
            switch wedge.coverage(first: cell.first, last: cell.last) {
            case .outside:
                endRun()
                continue
            case .inside where cell.onFixedEdge:  // a full turn, round to the fixed edge
                clipped.append(cell.rect)
            case .partial(true, false) where masksFixedEdge:
                alongFixedEdge.append(cell)
            case .inside, .partial(_, false):
                if run == nil { run = (cell.rect, cell.row) } else { run!.rect.width = cell.rect.x + cell.rect.width - run!.rect.x }
                continue
            case .partial(let fixed, true):
                if fixed || cell.onFixedEdge { clipped.append(cell.rect) } else { alongMovingEdge.append(cell) }
            }
            endRun()
        }
        endRun()
        // A small ring is copied in one box round its pixels (one box is the cheapest paint); a
        // large one only where it has pixels, since then the pixels cost more than the boxes.
        if bare.pixelWidth * bare.pixelHeight <= Self.wholeCopyPixels { bare.paintInk(cairo) } else { bare.fill(cairo, table.band) }
        if !inside.isEmpty { insideSource.fill(cairo, inside) }
        if !alongMovingEdge.isEmpty { paintLitAlongMovingEdge(cairo, in: alongMovingEdge) }
        if masksFixedEdge, !alongFixedEdge.isEmpty {
            // The kept mask covers every cell of the fixed edge; when the moving edge crosses
            // one of them this frame (it is clipped then), the others get a mask of their own.
            let allCells = alongFixedEdge.count == table.fixedEdgeCells.count
            let mask = allCells ? keptFixedEdgeMask ?? fixedEdgeMask(in: alongFixedEdge) : fixedEdgeMask(in: alongFixedEdge)
            mask?.paint(cairo, lit)
        }
        if !clipped.isEmpty { paintLit(cairo, in: clipped, through: wedge) }
    }

    /// Up to this many device pixels the cairo form copies the bare ring in one box. Measured, at
    /// 200 px (40,000) a whole copy beats copying the ring's cells by 5 to 10 %; at 400 px
    /// (160,000) the cells win, and at 400 px and scale 2 (640,000) they take half the time.
    static let wholeCopyPixels = 90_000

    /// The texture form: appends to `snapshot` the tiles of the bare ring outside the wedge and
    /// of `fromFixedEdge` inside it, and for the cells the moving edge crosses one small cairo node.
    func append(to snapshot: OpaquePointer, fromFixedEdge: Raster) {
        let grid = grid
        let bareTiles = bare.tiling(grid).tiles, litTiles = fromFixedEdge.tiling(grid).tiles
        let (shows, clipped) = cells()
        for (index, kind) in shows.enumerated() {
            switch kind {
            case .fromFixedEdge: if let tile = litTiles[index] { fromFixedEdge.append(tile, to: snapshot) }
            case .bare, nil: if let tile = bareTiles[index] { bare.append(tile, to: snapshot) }
            case .clipped: break
            }
        }
        guard !clipped.isEmpty else { return }
        if Self.masksMovingEdge, let alongMovingEdge = cellsAlongMovingEdgeOnly(), appendMasked(alongMovingEdge, bareTiles: bareTiles, to: snapshot) { return }
        let left = clipped.map(\.x).min()!, top = clipped.map(\.y).min()!
        let right = clipped.map { $0.x + $0.width }.max()!, bottom = clipped.map { $0.y + $0.height }.max()!
        // A cairo node, rasterized and uploaded every frame: measured, an image of our own
        // appended as a texture costs twice as much under GL (GSK adds every new small
        // texture to its atlas, which then churns).
        Cairo.draw(into: snapshot, bounds: Rect(x: left, y: top, width: right - left, height: bottom - top)) { cairo in
            bare.paint(cairo) { for rect in clipped { cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height) } }
            paintLit(cairo, in: clipped, through: wedge)
        }
    }

    /// The lit ring in `cells` (in runs), clipped to `wedge`: one clip that is not a
    /// rectangle, over no more than those cells.
    private func paintLit(_ cairo: OpaquePointer, in cells: [Rect], through wedge: Wedge) {
        cairo_save(cairo)
        cairo_new_path(cairo)
        for rect in cells { cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height) }
        cairo_clip(cairo)
        let reach = 2 * (Double(lit.pixelWidth + lit.pixelHeight) / lit.scale)
        lit.paint(cairo) { wedge.addPath(cairo, reach: reach) }
        cairo_restore(cairo)
    }
}
