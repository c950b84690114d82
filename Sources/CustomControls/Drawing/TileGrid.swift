import CustomControlsCGtk
import CustomControlsCore

/// Square cells of `side` device pixels over an image of `width` × `height`, with grid lines
/// through device pixel (`throughX`, `throughY`) (a ring's centre: no cell then straddles it,
/// so each lies in one quadrant around it). Cells at the image's edges are cut to it.
struct TileGrid: Hashable {
    let side: Int, width: Int, height: Int, throughX: Int, throughY: Int

    /// The left and top edges of the first column and row (at or before 0).
    var firstX: Int { throughX - (throughX + side - 1).quotientAndRemainder(dividingBy: side).quotient * side }
    var firstY: Int { throughY - (throughY + side - 1).quotientAndRemainder(dividingBy: side).quotient * side }
    var columns: Int { max(0, (width - firstX + side - 1) / side) }
    var rows: Int { max(0, (height - firstY + side - 1) / side) }

    /// The cell's device pixels, cut to the image; cell (column, row) is at `columns * row + column`.
    func cell(column: Int, row: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let x0 = max(0, firstX + column * side), y0 = max(0, firstY + row * side)
        let x1 = min(width, firstX + (column + 1) * side), y1 = min(height, firstY + (row + 1) * side)
        return (x0, y0, max(0, x1 - x0), max(0, y1 - y0))
    }
}
