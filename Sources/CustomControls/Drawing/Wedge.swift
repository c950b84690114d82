import CustomControlsCGtk
import CustomControlsCore
import Foundation

/// A wedge of screen angles around a centre: the part of a lit ring a frame shows (the
/// circular slider's active arc, a knob's fill). Its edges are rays from the centre, as the
/// ends of an arc stroked with butt caps are. One edge is fixed (the arc's start, a knob's
/// origin), the other moves with the value.
struct Wedge {
    /// On a device pixel's corner, so cells of a ``TileGrid`` through it meet there.
    let center: Point
    /// The wedge as an increasing interval of screen angles: `low` in [0, 2π), `high - low`
    /// in (0, 2π].
    let low: Double
    let high: Double
    /// Whether the fixed edge is `low` (the wedge grows clockwise from it) or `high`.
    let fixedEdgeIsLow: Bool

    /// The wedge of `arc` from fraction `from` (the fixed edge) to fraction `to` (either way
    /// round; they may reach past the arc's ends) around `center`; nil when it is empty.
    init?(center: Point, arc: ArcSpan, from: Double, to: Double) {
        let sweep = arc.sweep * (to - from)
        let first = arc.start + arc.sweep * from
        guard sweep > 0 || sweep < 0, sweep.isFinite, first.isFinite else { return nil }
        self.init(center: center, from: first, sweep: sweep)
    }

    /// The wedge from angle `first` (its fixed edge) turning by `sweep` (clockwise when positive).
    init(center: Point, from first: Double, sweep: Double) {
        let turn = ArcSpan.fullTurn
        let low = ValueMath.wrap(sweep < 0 ? first + sweep : first, period: turn)
        self.center = center
        self.low = low
        let span = min(abs(sweep), turn)
        var high = low + span
        if sweep < 0, span < turn {
            // The fixed edge is `high`: taken from `first` itself rather than added up from the
            // moving edge, so it stays the same to the bit while only the other edge moves
            // (the cells are worked out once per fixed edge: a `high` that wobbled in its last
            // bit made the circular range slider work them out again every frame).
            var fixed = ValueMath.wrap(first, period: turn)
            if fixed < low { fixed += turn }
            if abs((fixed - low) - span) < 1e-9 { high = fixed }
        }
        self.high = high
        fixedEdgeIsLow = sweep > 0
    }

    var isFullTurn: Bool { high - low >= 2 * .pi - 1e-12 }
    /// The fixed edge's angle.
    var fixedEdge: Double { fixedEdgeIsLow ? low : high }

    /// The half turn on the wedge's side of its fixed edge: the wedge near that edge, whatever
    /// the value.
    var fixedHalfTurn: Wedge { Wedge(center: center, from: fixedEdge, sweep: fixedEdgeIsLow ? .pi : -.pi) }

    /// How a rectangle (in no more than one quadrant around the centre) lies in the wedge:
    /// a partial one is crossed by the wedge's fixed edge, its moving one, or both.
    enum Coverage: Equatable { case inside, outside, partial(fixed: Bool, moving: Bool) }

    /// The screen angles `rect` (in no more than one quadrant around `center`) spans, as an
    /// increasing interval around the angle of its middle.
    static func angles(of rect: Rect, around center: Point) -> (first: Double, last: Double) {
        let middle = atan2(rect.midY - center.y, rect.midX - center.x)
        var first = Double.infinity, last = -Double.infinity
        for (x, y) in [(rect.x, rect.y), (rect.x + rect.width, rect.y), (rect.x, rect.y + rect.height), (rect.x + rect.width, rect.y + rect.height)] {
            let dx = x - center.x, dy = y - center.y
            guard abs(dx) > 1e-9 || abs(dy) > 1e-9 else { continue }  // the centre itself, at a corner
            let angle = middle + ArcSpan.shortestTurn(from: middle, to: atan2(dy, dx))
            first = min(first, angle)
            last = max(last, angle)
        }
        return (first, last)
    }

    /// How the angles from `first` to `last` lie in the wedge.
    func coverage(first: Double, last: Double) -> Coverage {
        if isFullTurn { return .inside }
        let epsilon = 1e-9, turn = 2 * Double.pi
        var crossesLow = false, crossesHigh = false, overlaps = false
        for k in -1...2 {
            let a = first + Double(k) * turn, b = last + Double(k) * turn
            if a >= low - epsilon && b <= high + epsilon { return .inside }
            guard b > low + epsilon && a < high - epsilon else { continue }
            overlaps = true
            if a < low - epsilon { crossesLow = true }
            if b > high + epsilon { crossesHigh = true }
        }
        guard overlaps else { return .outside }
        return fixedEdgeIsLow ? .partial(fixed: crossesLow, moving: crossesHigh) : .partial(fixed: crossesHigh, moving: crossesLow)
    }

    /// Adds the wedge as a polygon reaching `reach` from the centre (far past what it clips).
    func addPath(_ cairo: OpaquePointer, reach: Double) {
        let steps = max(1, Int(((high - low) / (.pi / 4)).rounded(.up)))
        cairo_move_to(cairo, center.x, center.y)
        for step in 0...steps {
            let point = center.offset(atAngle: low + (high - low) * Double(step) / Double(steps), distance: reach)
            cairo_line_to(cairo, point.x, point.y)
        }
        cairo_close_path(cairo)
    }
}
