import CCustomControls
import CustomControlsCGtk
import CustomControlsCore
import Foundation

/// EXPERIMENT (#34, GTK 4.18 GPU renderers): routes for the circular controls' frames.
enum RingRoute: String {
    case cairo, box
    case splitCairo = "split-cairo", splitFill = "split-fill", noLit = "nolit"

    static let current: RingRoute = getenv("CC_RING_ROUTE").flatMap { RingRoute(rawValue: String(cString: $0)) } ?? .cairo
    var isSplit: Bool { self == .splitCairo || self == .splitFill || self == .noLit }
}

extension Raster {
    /// The visible pixels' box in logical pixels; nil when none is visible.
    var inkRect: Rect? {
        guard let ink = texture else { return nil }
        return Rect(x: Double(ink.x) / scale, y: Double(ink.y) / scale, width: Double(ink.width) / scale, height: Double(ink.height) / scale)
    }
}

extension Rect {
    func union(_ other: Rect) -> Rect {
        let left = min(x, other.x), top = min(y, other.y)
        return Rect(x: left, y: top, width: max(x + width, other.x + other.width) - left, height: max(y + height, other.y + other.height) - top)
    }
    static func union(_ rects: [Rect]) -> Rect? {
        guard var box = rects.first else { return nil }
        for rect in rects.dropFirst() { box = box.union(rect) }
        return box
    }
}

extension LitWedge {
    /// What the cairo form paints of the lit ring this frame (see ``paint(_:litFromFixedEdge:)``).
    struct LitCells {
        var inside: [Rect] = [], alongMovingEdge: [CellTable.Cell] = [], clipped: [Rect] = []
        var all: [Rect] { inside + alongMovingEdge.map(\.rect) + clipped }
    }

    func litCells() -> LitCells {
        let table = cellTable()
        var cells = LitCells()
        var run: (rect: Rect, row: Int)?
        func endRun() {
            if let current = run { cells.inside.append(current.rect) }
            run = nil
        }
        for cell in table.cells {
            if let current = run, current.row != cell.row { endRun() }
            switch wedge.coverage(first: cell.first, last: cell.last) {
            case .outside:
                endRun()
                continue
            case .inside where cell.onFixedEdge:
                cells.clipped.append(cell.rect)
            case .inside, .partial(_, false):
                if run == nil { run = (cell.rect, cell.row) } else { run!.rect.width = cell.rect.x + cell.rect.width - run!.rect.x }
                continue
            case .partial(let fixed, true):
                if fixed || cell.onFixedEdge { cells.clipped.append(cell.rect) } else { cells.alongMovingEdge.append(cell) }
            }
            endRun()
        }
        endRun()
        return cells
    }

    /// The lit ring alone, through the wedge, as one cairo node over the cells it lights.
    func appendLitAsCairoNode(to snapshot: OpaquePointer, litFromFixedEdge: Raster) {
        let cells = litCells()
        guard let box = Rect.union(cells.all) else { return }
        Cairo.draw(into: snapshot, bounds: box) { cairo in
            if !cells.inside.isEmpty { litFromFixedEdge.fill(cairo, cells.inside) }
            if !cells.alongMovingEdge.isEmpty { paintLitAlongMovingEdge(cairo, in: cells.alongMovingEdge) }
            if !cells.clipped.isEmpty { paintLit(cairo, in: cells.clipped, through: wedge) }
        }
    }

    /// The lit ring's texture under a GskPath fill node of the wedge's polygon, clipped to the
    /// cells it lights. False, having appended nothing, where GTK has no fill nodes.
    func appendLitThroughFill(to snapshot: OpaquePointer) -> Bool {
        let cells = litCells()
        guard let box = Rect.union(cells.all) else { return true }
        let reach = 2 * (Double(lit.pixelWidth + lit.pixelHeight) / lit.scale)
        let steps = max(1, Int(((wedge.high - wedge.low) / (.pi / 4)).rounded(.up)))
        var points: [Double] = [wedge.center.x, wedge.center.y]
        for step in 0...steps {
            let point = wedge.center.offset(atAngle: wedge.low + (wedge.high - wedge.low) * Double(step) / Double(steps), distance: reach)
            points += [point.x, point.y]
        }
        var clip = graphene_rect_t(origin: graphene_point_t(x: Float(box.x), y: Float(box.y)),
                                   size: graphene_size_t(width: Float(box.width), height: Float(box.height)))
        gtk_snapshot_push_clip(snapshot, &clip)
        guard cc_snapshot_push_fill_polygon(snapshot, points, Int32(points.count / 2)) != 0 else {
            gtk_snapshot_pop(snapshot)
            return false
        }
        lit.append(to: snapshot)
        gtk_snapshot_pop(snapshot)
        gtk_snapshot_pop(snapshot)
        return true
    }
}

extension LitRing {
    /// Whether the split form can draw the ring: its images were made.
    var splittable: Bool { bare != nil && (!showsLit || (litWedge != nil && fromFixedEdge != nil)) }

    /// The split form: the bare ring as one texture (uploaded once), the lit part over it.
    func appendSplit(to snapshot: OpaquePointer) {
        bare?.append(to: snapshot)
        guard let litWedge, let fromFixedEdge else { return }
        switch RingRoute.current {
        case .splitFill:
            if !litWedge.appendLitThroughFill(to: snapshot) { litWedge.appendLitAsCairoNode(to: snapshot, litFromFixedEdge: fromFixedEdge) }
        case .noLit: break
        default: litWedge.appendLitAsCairoNode(to: snapshot, litFromFixedEdge: fromFixedEdge)
        }
    }

    /// The cairo form's node bounds: the box of everything it paints (`extra`: handles,
    /// marks), or `whole` unless the route cuts it.
    func cairoBounds(whole: Rect, scale: Double, extra: [Rect?]) -> Rect {
        guard RingRoute.current == .box, let bare, let bareInk = bare.inkRect else { return whole }
        var rects = [bareInk]
        if showsLit, let litInk = lit?.inkRect { rects.append(litInk) }
        for rect in extra { guard let rect else { return whole }; rects.append(rect) }
        guard let box = Rect.union(rects) else { return whole }
        if RingBand.countPieces { FileHandle.standardError.write("box bare \(bareInk) lit \(showsLit ? lit?.inkRect : nil) all \(box)\n".data(using: .utf8)!) }
        // Out to whole device pixels, within the control.
        let left = max(whole.x, (box.x * scale).rounded(.down) / scale), top = max(whole.y, (box.y * scale).rounded(.down) / scale)
        let right = min(whole.x + whole.width, ((box.x + box.width) * scale).rounded(.up) / scale)
        let bottom = min(whole.y + whole.height, ((box.y + box.height) * scale).rounded(.up) / scale)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

/// EXPERIMENT: the cairo form's node drawn only over the cells that hold pixels.
enum RingBand {
    static let side: Int = getenv("CC_RING_BAND").flatMap { Int(String(cString: $0)) } ?? 0
    static let ablation = getenv("CC_RING_ABL").map { String(cString: $0) } ?? ""
    static let ownTexture = getenv("CC_RING_TEX").map { String(cString: $0) } == "1"
    static let countPieces = getenv("CC_RING_COUNT").map { String(cString: $0) } == "1"
    nonisolated(unsafe) static var scale = 1.0
    static let nearest = getenv("CC_RING_NEAREST").map { String(cString: $0) } == "1"

    /// Disjoint rectangles (logical) covering every cell of `grid` (over images of `scale`)
    /// that `static` rasters or `dynamic` boxes touch.
    static func pieces(grid: TileGrid, scale: Double, rasters: [Raster], dynamic: [Rect]) -> [Rect] {
        var needed = [Bool](repeating: false, count: grid.columns * grid.rows)
        for raster in rasters {
            for (index, tile) in raster.tiling(grid).tiles.enumerated() where tile != nil { needed[index] = true }
        }
        for row in 0..<grid.rows {
            for column in 0..<grid.columns where !needed[grid.columns * row + column] {
                let cell = grid.cell(column: column, row: row)
                let rect = Rect(x: Double(cell.x) / scale, y: Double(cell.y) / scale, width: Double(cell.width) / scale, height: Double(cell.height) / scale)
                if dynamic.contains(where: { $0.x < rect.x + rect.width && rect.x < $0.x + $0.width && $0.y < rect.y + rect.height && rect.y < $0.y + $0.height }) {
                    needed[grid.columns * row + column] = true
                }
            }
        }
        var rects: [Rect] = []
        var previousRow: [Rect] = [], previousIndices: [Int] = []
        for row in 0..<grid.rows {
            var runs: [Rect] = []
            for column in 0..<grid.columns where needed[grid.columns * row + column] {
                let cell = grid.cell(column: column, row: row)
                let rect = Rect(x: Double(cell.x) / scale, y: Double(cell.y) / scale, width: Double(cell.width) / scale, height: Double(cell.height) / scale)
                if let last = runs.last, last.x + last.width == rect.x { runs[runs.count - 1].width += rect.width } else { runs.append(rect) }
            }
            var indices: [Int] = []
            for run in runs {
                if let k = previousRow.firstIndex(where: { $0.x == run.x && $0.width == run.width }) {
                    let index = previousIndices[k]
                    rects[index].height = run.y + run.height - rects[index].y
                    indices.append(index)
                } else {
                    rects.append(run)
                    indices.append(rects.count - 1)
                }
            }
            previousRow = runs
            previousIndices = indices
        }
        return rects
    }

    /// One cairo node of `bounds` drawn by `draw`, appended under a clip to each of `pieces`.
    static func draw(into snapshot: OpaquePointer, bounds: Rect, pieces: [Rect], _ draw: (OpaquePointer) -> Void) {
        var rect = graphene_rect_t(origin: graphene_point_t(x: Float(bounds.x), y: Float(bounds.y)),
                                   size: graphene_size_t(width: Float(bounds.width), height: Float(bounds.height)))
        let node: OpaquePointer
        if RingBand.ownTexture {
            let scale = RingBand.scale
            guard let made = Raster(size: Size(width: bounds.width, height: bounds.height), scale: scale, draw: { cairo in
                cairo_translate(cairo, -bounds.x, -bounds.y)
                draw(cairo)
            }), let ink = made.texture else { return }
            var inkRect = graphene_rect_t(origin: graphene_point_t(x: Float(bounds.x + Double(ink.x) / scale), y: Float(bounds.y + Double(ink.y) / scale)),
                                          size: graphene_size_t(width: Float(Double(ink.width) / scale), height: Float(Double(ink.height) / scale)))
            node = gsk_texture_node_new(ink.texture, &inkRect)
        } else {
            guard let made = gsk_cairo_node_new(&rect) else { return }
            node = made
            guard let cairo = gsk_cairo_node_get_draw_context(node) else { return }
            draw(cairo)
            cairo_destroy(cairo)
        }
        defer { gsk_render_node_unref(node) }
        if RingBand.countPieces { FileHandle.standardError.write("pieces \(pieces.count) px \(pieces.map { $0.width * $0.height }.reduce(0, +))\n".data(using: .utf8)!) }
        for piece in pieces {
            var clip = graphene_rect_t(origin: graphene_point_t(x: Float(piece.x), y: Float(piece.y)),
                                       size: graphene_size_t(width: Float(piece.width), height: Float(piece.height)))
            gtk_snapshot_push_clip(snapshot, &clip)
            gtk_snapshot_append_node(snapshot, node)
            gtk_snapshot_pop(snapshot)
        }
    }
}

extension LitRing {
    /// EXPERIMENT: the band pieces for this frame, or nil for one node.
    func bandPieces(scale: Double, dynamic: [Rect], marks: Raster?) -> [Rect]? {
        guard RingBand.side > 0, let bare, bare.scale == scale else { return nil }
        RingBand.scale = scale
        let grid = bare.grid(side: RingBand.side, through: Int((geometry.center.x * scale).rounded()), Int((geometry.center.y * scale).rounded()))
        var rasters = [bare]
        if showsLit, let lit { rasters.append(lit) }
        if let marks { rasters.append(marks) }
        return RingBand.pieces(grid: grid, scale: scale, rasters: rasters, dynamic: dynamic)
    }
}

extension RingBand {
    /// ``Cairo/draw(into:bounds:_:)``, or with `pieces` one node under a clip per piece.
    static func drawRing(into snapshot: OpaquePointer, bounds: Rect, pieces: [Rect]?, _ draw: (OpaquePointer) -> Void) {
        if let pieces { self.draw(into: snapshot, bounds: bounds, pieces: pieces, draw) } else { Cairo.draw(into: snapshot, bounds: bounds, draw) }
    }

    /// The value text's box, generously (EXPERIMENT).
    static func textBox(_ geometry: CircularSliderGeometry) -> Rect {
        let r = geometry.radius
        return Rect(x: geometry.center.x - 0.8 * r, y: geometry.center.y - 0.3 * r, width: 1.6 * r, height: 0.6 * r)
    }
}

