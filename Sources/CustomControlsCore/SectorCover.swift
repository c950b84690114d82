#if canImport(Glibc)
import Glibc  // the C maths library (sin, cos)
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A sector of a ring as boxes on device pixels: boxes wholly inside the sector, and a small
/// box across each of its straight edges, cut there by the half-plane on the sector's side.
///
/// What a renderer draws cheaply: GSK's GPU renderers clip to a box on device pixels with a
/// scissor and draw a rotated clip only through an offscreen image, so the sector is mostly
/// boxes, and only a box round each edge (a few device pixels across the ring) pays for the
/// rotation. The ring is whatever is drawn between `inner` and `outer` from `point`: outside
/// it, a box may reach past the sector, as nothing is drawn there.
///
/// The sector is cut at each quarter turn from `point` (which lies on a device pixel, so the
/// quarters' edges do too). A quarter the sector fills is one box. A quarter one edge crosses
/// is three: with `s` along the quarter's first side and `t` along its second, and the edge
/// at angle γ from the first side, the ring's part on the sector's side lies in
/// `[s₀, ∞) × [0, t₀]` (wholly inside), `[s₀, s₁] × [t₀, t₁]` (across the edge: cut) and
/// `[s₁, ∞) × [t₀, t₁]` (wholly inside), where `s₀ = inner·cos γ`, `s₁ = outer·cos γ`,
/// `t₀ = inner·sin γ`, `t₁ = outer·sin γ`, rounded outwards to device pixels. A quarter both
/// edges cross is one box cut by both.
///
/// ```swift
/// let cover = SectorCover(point: Point(x: 100, y: 100), inner: 60, outer: 90, scale: 1,
///                         start: -.pi / 2, turn: .pi)   // 12 to 6 o'clock
/// cover.pieces.count   // 2: the two quarters, whole
/// ```
public struct SectorCover: Equatable, Sendable {
    /// The half-plane a cut keeps: the side of the ray from the point at `angle` (screen
    /// radians) that lies clockwise of it (a start edge's) or anticlockwise (an end edge's).
    public struct Cut: Equatable, Sendable {
        public let angle: Double
        public let keepsClockwise: Bool
    }

    /// A box to draw the ring's part in, cut by `cuts` (none for a box wholly inside).
    public struct Piece: Equatable, Sendable {
        public let box: Rect
        public let cuts: [Cut]

        /// The box cut by the cuts' half-planes through `point`, as a polygon (corners in
        /// order, clockwise on screen); empty when nothing of the box is kept.
        public func outline(around point: Point) -> [Point] {
            var polygon = [Point(x: box.x, y: box.y), Point(x: box.x + box.width, y: box.y),
                           Point(x: box.x + box.width, y: box.y + box.height), Point(x: box.x, y: box.y + box.height)]
            for cut in cuts {
                // How far clockwise of the edge a point lies (its cross product with the edge).
                func side(_ p: Point) -> Double {
                    let across = cos(cut.angle) * (p.y - point.y) - sin(cut.angle) * (p.x - point.x)
                    return cut.keepsClockwise ? across : -across
                }
                var kept: [Point] = []
                for (index, current) in polygon.enumerated() {
                    let next = polygon[(index + 1) % polygon.count]
                    let here = side(current), there = side(next)
                    if here >= 0 { kept.append(current) }
                    if (here >= 0) != (there >= 0) {
                        let t = here / (here - there)
                        kept.append(Point(x: current.x + t * (next.x - current.x), y: current.y + t * (next.y - current.y)))
                    }
                }
                polygon = kept
                if polygon.isEmpty { break }
            }
            return polygon
        }
    }

    /// The boxes, none overlapping another.
    public let pieces: [Piece]

    /// The cover of the sector from screen angle `start` turning `turn` radians clockwise
    /// about `point` (on a device pixel), for a ring from `inner` to `outer`, at `scale`
    /// device pixels per logical pixel. No pieces for no turn; a turn of a whole circle or
    /// more is the four quarters whole.
    public init(point: Point, inner: Double, outer: Double, scale: Double, start: Double, turn: Double) {
        guard turn > 0, outer > 0, scale > 0, turn.isFinite, start.isFinite else {
            pieces = []
            return
        }
        let quarter = Double.pi / 2
        let inner = max(0, min(inner, outer))
        // The quarters' boxes reach a device pixel past the ring.
        let reach = ((outer * scale).rounded(.up) + 1) / scale
        func down(_ value: Double) -> Double { (value * scale).rounded(.down) / scale }
        func up(_ value: Double) -> Double { (value * scale).rounded(.up) / scale }
        var pieces: [Piece] = []
        if turn >= 4 * quarter {
            self.pieces = Self.axes.map { side in
                Piece(box: Self.box(around: point, s: 0...reach, t: 0...reach, along: side.0, then: side.1), cuts: [])
            }
            return
        }
        let end = start + turn
        var from = start
        while end - from > 1e-12 {
            let index = (from / quarter + 1e-9).rounded(.down)
            let quarterStart = index * quarter, to = min(end, quarterStart + quarter)
            // The quarter's sides, along the screen's axes: quarter 0 runs from +x to +y.
            let side = Self.axes[((Int(index) % 4) + 4) % 4]
            func box(s: ClosedRange<Double>, t: ClosedRange<Double>, along first: Point, then second: Point) -> Rect {
                Self.box(around: point, s: s, t: t, along: first, then: second)
            }
            let cutsStart = from - quarterStart > 1e-9, cutsEnd = quarterStart + quarter - to > 1e-9
            switch (cutsStart, cutsEnd) {
            case (false, false):
                pieces.append(Piece(box: box(s: 0...reach, t: 0...reach, along: side.0, then: side.1), cuts: []))
            case (true, true):
                pieces.append(Piece(box: box(s: 0...reach, t: 0...reach, along: side.0, then: side.1),
                                    cuts: [Cut(angle: from, keepsClockwise: true), Cut(angle: to, keepsClockwise: false)]))
            case (false, true), (true, false):
                // Measured from the side the sector leans on: the first side for an end edge,
                // the second (sides swapped) for a start edge.
                let (along, then, gamma, cut) = cutsEnd
                    ? (side.0, side.1, to - quarterStart, Cut(angle: to, keepsClockwise: false))
                    : (side.1, side.0, quarterStart + quarter - from, Cut(angle: from, keepsClockwise: true))
                let s0 = down(inner * cos(gamma)), s1 = up(outer * cos(gamma))
                let t0 = down(inner * sin(gamma)), t1 = min(reach, up(outer * sin(gamma)))
                if t0 > 0 { pieces.append(Piece(box: box(s: s0...reach, t: 0...t0, along: along, then: then), cuts: [])) }
                if t1 > t0 {
                    pieces.append(Piece(box: box(s: s0...max(s0, s1), t: t0...t1, along: along, then: then), cuts: [cut]))
                    if reach > s1 { pieces.append(Piece(box: box(s: s1...reach, t: t0...t1, along: along, then: then), cuts: [])) }
                }
            }
            from = to
        }
        self.pieces = pieces.filter { $0.box.width > 0 && $0.box.height > 0 }
    }

    /// The box of the points `point + s·first + t·second` for `s` and `t` in their ranges
    /// (`first` and `second` along the screen's axes).
    private static func box(around point: Point, s: ClosedRange<Double>, t: ClosedRange<Double>, along first: Point, then second: Point) -> Rect {
        let xs = [s.lowerBound * first.x + t.lowerBound * second.x, s.upperBound * first.x + t.upperBound * second.x]
        let ys = [s.lowerBound * first.y + t.lowerBound * second.y, s.upperBound * first.y + t.upperBound * second.y]
        return Rect(x: point.x + xs.min()!, y: point.y + ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Each quarter's two sides: the unit vectors along its first and second edge.
    private static let axes = [
        (Point(x: 1, y: 0), Point(x: 0, y: 1)), (Point(x: 0, y: 1), Point(x: -1, y: 0)),
        (Point(x: -1, y: 0), Point(x: 0, y: -1)), (Point(x: 0, y: -1), Point(x: 1, y: 0)),
    ]
}
