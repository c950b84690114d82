import CustomControlsCGtk
import CustomControlsCore
import Foundation

/// The cairo form's wedge edges: the lit ring in the cells an edge crosses, painted through an
/// 8-bit mask of how much of each pixel lies on the wedge's side of that edge. The moving
/// edge's is made every frame a drag moves it; the fixed edge's when the control does not keep
/// a cut image for it (see ``LitWedge/paint(_:fixedEdge:)``).
extension LitWedge {
    /// The lit ring in `cells` (which only the moving edge crosses), each pixel weighed by how
    /// much of it lies on the wedge's side of that edge: one small mask, one paint through it.
    ///
    /// A mask, not a weighed copy of the lit pixels: the recording keeps what a frame paints
    /// until the next one, and a mask is a quarter of the bytes (1,000 circular sliders of
    /// 64 px kept 1.25 MB less, and a frame takes about 9,000 fewer instructions; docs/benchmark-history.md).
    /// Pixman weighs each channel by the mask's rounded byte, so an edge pixel may differ by one
    /// level from one weighed exactly.
    func paintLitAlongMovingEdge(_ cairo: OpaquePointer, in cells: [CellTable.Cell]) {
        let angle = wedge.fixedEdgeIsLow ? wedge.high : wedge.low, side = wedge.fixedEdgeIsLow ? -1.0 : 1.0
        edgeMask(in: cells, alongEdgeAt: angle, side: side)?.paint(cairo, lit)
    }

    /// The mask of the fixed edge over `cells` (which only it crosses), for a frame drawn
    /// without the cut image (``FixedEdgeSource/mask(_:)``).
    func fixedEdgeMask(in cells: [CellTable.Cell]) -> EdgeMask? {
        let angle = wedge.fixedEdgeIsLow ? wedge.low : wedge.high, side = wedge.fixedEdgeIsLow ? 1.0 : -1.0
        return edgeMask(in: cells, alongEdgeAt: angle, side: side)
    }

    /// The mask of `cells` along the edge at screen angle `angle`, the wedge on its `side` (1
    /// or -1); nil for no cells or no memory.
    ///
    /// Along a row of pixels that share is linear in the column, so each row falls into three
    /// runs: wholly outside the wedge (left clear), wholly inside (full), and the few pixels
    /// the edge crosses, weighed one by one. The runs are found from where the share reaches 0
    /// and 1, two pixels wider each way than needed (measured: weighing every pixel was a
    /// third of the slider's own drawing).
    func edgeMask(in cells: [CellTable.Cell], alongEdgeAt angle: Double, side: Double) -> EdgeMask? {
        guard !cells.isEmpty else { return nil }
        let scale = lit.scale
        func device(_ value: Double) -> Int { Int((value * scale).rounded()) }
        var box = (left: Double.infinity, top: Double.infinity, right: -Double.infinity, bottom: -Double.infinity)
        for cell in cells {
            box = (min(box.left, cell.rect.x), min(box.top, cell.rect.y),
                   max(box.right, cell.rect.x + cell.rect.width), max(box.bottom, cell.rect.y + cell.rect.height))
        }
        let left = device(box.left), top = device(box.top), right = device(box.right), bottom = device(box.bottom)
        guard right > left, bottom > top, let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(right - left), Int32(bottom - top)) else { return nil }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let target = cairo_image_surface_get_data(mask) else {
            cairo_surface_destroy(mask)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(mask))
        // The edge as a line through the centre, in device pixels; `side` makes the
        // distance positive on the wedge's side of it.
        let along = (x: cos(angle), y: sin(angle))
        let center = (x: wedge.center.x * scale, y: wedge.center.y * scale)
        // How the share changes from one column to the next.
        let slope = side * -along.y
        for cell in cells {
            let x0 = device(cell.rect.x), x1 = device(cell.rect.x + cell.rect.width)
            guard x1 > x0 else { continue }
            for row in device(cell.rect.y)..<device(cell.rect.y + cell.rect.height) {
                let y = Double(row) + 0.5 - center.y
                let to = target + (row - top) * stride - left
                // The columns to weigh one by one (all of them for an edge along the row).
                var weighed = x0..<x1
                if abs(slope) > 1e-9 {
                    // The share is `base + slope * x` (x from the centre); it is 0 and 1 at these columns.
                    let base = side * along.x * y + 0.5
                    let clear = -base / slope + center.x - 0.5, full = (1 - base) / slope + center.x - 0.5
                    let limit = (low: Double(x0) - 4, high: Double(x1) + 4)
                    let first = min(max(min(clear, full), limit.low), limit.high), last = min(max(max(clear, full), limit.low), limit.high)
                    // Two columns more each way (Int() truncates towards zero: one more still).
                    let from0 = min(max(Int(first) - 3, x0), x1), to0 = min(max(Int(last) + 3, x0), x1)
                    weighed = from0..<max(from0, to0)
                    // Beyond the weighed run the share is above 1 on one side (full) and
                    // below 0 on the other (left clear).
                    let inside = slope > 0 ? weighed.upperBound..<x1 : x0..<weighed.lowerBound
                    if !inside.isEmpty { (to + inside.lowerBound).update(repeating: 255, count: inside.count) }
                }
                for column in weighed {
                    let x = Double(column) + 0.5 - center.x
                    let coverage = min(max(side * (along.x * y - along.y * x) + 0.5, 0), 1)
                    to[column] = UInt8(Self.roundedHalfAway(coverage * 255))
                }
            }
        }
        cairo_surface_mark_dirty(mask)
        cairo_surface_set_device_scale(mask, scale, scale)
        return EdgeMask(surface: mask, origin: Point(x: Double(left) / scale, y: Double(top) / scale))
    }

    /// `value` (0 or more, below 2³²) rounded to the nearest whole number, halves away from
    /// zero: what `value.rounded()` gives, without the call into libm that `rounded()` makes
    /// on a baseline x86-64 (no SSE4.1 rounding instruction). Exact: for `value` of 1 or more
    /// its whole part is at least half of it, so `value - whole` is computed without error.
    @inline(__always) static func roundedHalfAway(_ value: Double) -> UInt32 {
        let whole = UInt32(value)
        return value - Double(whole) >= 0.5 ? whole + 1 : whole
    }
}
