import CustomControlsCGtk
import CustomControlsCore

/// The texture form of a ring at rest (``DrawingForm/restingTextures``): a frame a control
/// keeps, which the renderer draws again whenever the control's area is redrawn, so it is
/// built of few nodes, each pixel drawn once.
extension LitWedge {
    /// Appends to `snapshot` the ring at rest: a few pieces of `fromFixedEdge`
    /// (``drawFromFixedEdge(_:)``'s image: the lit ring over the bare one) over the cells
    /// inside the wedge and a few of the bare ring over the cells outside it (rectangles of
    /// cells, ``cover(_:in:columns:)``, cut to their visible pixels and kept with the image,
    /// so shared per look: ``Raster/piece(x:y:width:height:)``), and the cells the moving
    /// edge crosses as one small cairo node, the bare ring and the lit one weighed pixel by
    /// pixel as the cairo form paints them: the only pixels of the control's own.
    ///
    /// The texture form of a moving frame (``append(to:fromFixedEdge:)``) cuts the ring into
    /// a hundred cells at 200 px so that only the moving edge's need working out each frame;
    /// at rest nothing is worked out again, and every node and every pixel costs the renderer
    /// each time it draws the frame (measured under 4.18's Vulkan: BENCHMARKS.md, "The ring
    /// at rest").
    func appendResting(to snapshot: OpaquePointer, fromFixedEdge: Raster) {
        let table = cellTable(), grid = table.key.grid
        var kinds = [CellKind](repeating: .free, count: grid.columns * grid.rows)
        var alongMovingEdge: [CellTable.Cell] = [], clipped: [Rect] = []
        for cell in table.cells {
            switch wedge.coverage(first: cell.first, last: cell.last) {
            case .inside where cell.onFixedEdge:  // a full turn, round to the fixed edge
                clipped.append(cell.rect)
            case .inside, .partial(_, false):
                kinds[cell.index] = .inside
                continue
            case .outside:
                kinds[cell.index] = .outside
                continue
            case .partial(let fixed, true):
                if fixed || cell.onFixedEdge { clipped.append(cell.rect) } else { alongMovingEdge.append(cell) }
            }
            kinds[cell.index] = .edge
        }
        for (image, kind) in [(fromFixedEdge, CellKind.inside), (bare, .outside)] {
            for rect in Self.cover(kind, in: kinds, columns: grid.columns) {
                let first = grid.cell(column: rect.column, row: rect.row)
                let last = grid.cell(column: rect.column + rect.columns - 1, row: rect.row + rect.rows - 1)
                if let piece = image.piece(x: first.x, y: first.y, width: last.x + last.width - first.x, height: last.y + last.height - first.y) {
                    image.append(piece, to: snapshot)
                }
            }
        }
        let edge = alongMovingEdge.map(\.rect) + clipped
        guard let first = edge.first else { return }
        let box = edge.dropFirst().reduce(first) { $0.union($1) }
        Cairo.draw(into: snapshot, bounds: box) { cairo in
            bare.fill(cairo, edge)
            if !alongMovingEdge.isEmpty { paintLitAlongMovingEdge(cairo, in: alongMovingEdge) }
            if !clipped.isEmpty { paintLit(cairo, in: clipped, through: wedge) }
        }
    }

    /// What a cell of the grid shows at rest: nothing of the ring (``free``: any image may
    /// cover it, all are clear there), the image cut along the fixed edge, the bare ring, or
    /// the moving edge (neither).
    enum CellKind: Equatable { case free, inside, outside, edge }

    /// Rectangles of cells (column, row, columns, rows) that together cover every cell of
    /// `kind` in `kinds` (`columns` to a row) once, and no cell of another kind but ``free``:
    /// the box round the cells of `kind`, when it holds no other; else its two halves, each
    /// cut the same way (so no two rectangles overlap). A ring's quarter of one kind is one
    /// box (its empty middle is free); only round the edges do the boxes get small.
    static func cover(_ kind: CellKind, in kinds: [CellKind], columns: Int) -> [(column: Int, row: Int, columns: Int, rows: Int)] {
        guard columns > 0 else { return [] }
        var rects: [(column: Int, row: Int, columns: Int, rows: Int)] = []
        func cover(columns range: Range<Int>, rows rowRange: Range<Int>) {
            // The box round the cells of `kind` in the region, and whether another kind is in it.
            var left = Int.max, right = Int.min, top = Int.max, bottom = Int.min
            for row in rowRange {
                for column in range where kinds[row * columns + column] == kind {
                    (left, right, top, bottom) = (min(left, column), max(right, column), min(top, row), max(bottom, row))
                }
            }
            guard left <= right else { return }
            let mixed = (top...bottom).contains { row in (left...right).contains { kinds[row * columns + $0] != kind && kinds[row * columns + $0] != .free } }
            guard mixed else { return rects.append((left, top, right - left + 1, bottom - top + 1)) }
            if right - left >= bottom - top {
                let middle = (left + right + 1) / 2
                cover(columns: left..<middle, rows: top..<(bottom + 1))
                cover(columns: middle..<(right + 1), rows: top..<(bottom + 1))
            } else {
                let middle = (top + bottom + 1) / 2
                cover(columns: left..<(right + 1), rows: top..<middle)
                cover(columns: left..<(right + 1), rows: middle..<(bottom + 1))
            }
        }
        cover(columns: 0..<columns, rows: 0..<(kinds.count / columns))
        return rects
    }
}
