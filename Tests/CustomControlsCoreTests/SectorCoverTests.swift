import Foundation
import Testing
@testable import CustomControlsCore

/// A sector's cover (``SectorCover``) holds every point of the ring inside the sector exactly
/// once and no point of the ring outside it, checked against angles worked out point by point;
/// its boxes lie on device pixels and cuts come only across the sector's edges.
struct SectorCoverTests {
    /// How many of `cover`'s pieces hold `p`: in a box and on the kept side of each cut.
    private func coverCount(_ pieces: [SectorCover.Piece], _ p: Point, around point: Point) -> Int {
        pieces.filter { piece in
            guard p.x >= piece.box.x, p.x <= piece.box.x + piece.box.width, p.y >= piece.box.y, p.y <= piece.box.y + piece.box.height else { return false }
            return piece.cuts.allSatisfy { cut in
                // The cross product of the edge's direction and the point's: positive clockwise
                // of the edge on screen (y grows downwards).
                let cross = cos(cut.angle) * (p.y - point.y) - sin(cut.angle) * (p.x - point.x)
                return cut.keepsClockwise ? cross >= 0 : cross <= 0
            }
        }.count
    }

    /// Whether `p` lies in the sector from `start` turning `turn` clockwise about `point`.
    private func inSector(_ p: Point, around point: Point, start: Double, turn: Double) -> Bool {
        if turn >= 2 * .pi { return true }
        var offset = atan2(p.y - point.y, p.x - point.x) - start
        offset = offset.truncatingRemainder(dividingBy: 2 * .pi)
        if offset < 0 { offset += 2 * .pi }
        return offset <= turn
    }

    private func expectCovers(point: Point, inner: Double, outer: Double, scale: Double, start: Double, turn: Double,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let cover = SectorCover(point: point, inner: inner, outer: outer, scale: scale, start: start, turn: turn)
        var wrong = 0, checked = 0
        let pixels = Int(((outer + 2) * 2 * scale).rounded(.up))
        for row in 0..<pixels {
            for column in 0..<pixels {
                // Device pixels' centres, over the ring's box.
                let left = ((point.x - outer - 1) * scale).rounded(.down), top = ((point.y - outer - 1) * scale).rounded(.down)
                let p = Point(x: (left + Double(column) + 0.5) / scale, y: (top + Double(row) + 0.5) / scale)
                let distance = ((p.x - point.x) * (p.x - point.x) + (p.y - point.y) * (p.y - point.y)).squareRoot()
                guard distance >= inner, distance <= outer else { continue }
                // Points on an edge's ray may go either way.
                let onEdge = [start, start + turn].contains { angle in
                    abs(cos(angle) * (p.y - point.y) - sin(angle) * (p.x - point.x)) < 1e-9
                }
                guard !onEdge else { continue }
                checked += 1
                let expected = inSector(p, around: point, start: start, turn: turn) ? 1 : 0
                if coverCount(cover.pieces, p, around: point) != expected { wrong += 1 }
            }
        }
        #expect(checked > 0, sourceLocation: sourceLocation)
        #expect(wrong == 0, "\(wrong) of \(checked) ring pixels covered wrongly: start \(start), turn \(turn), scale \(scale)", sourceLocation: sourceLocation)
        for piece in cover.pieces {
            for edge in [piece.box.x, piece.box.y, piece.box.x + piece.box.width, piece.box.y + piece.box.height] {
                #expect(abs(edge * scale - (edge * scale).rounded()) < 1e-6, "a box edge off device pixels: \(piece.box) at scale \(scale)",
                        sourceLocation: sourceLocation)
            }
        }
    }

    @Test(arguments: [1.0, 1.5, 2.0])
    func everyPointOfTheRingInsideIsCoveredOnceAndNoneOutside(scale: Double) {
        let point = Point(x: 100, y: 100)
        let quarter = Double.pi / 2
        for start in [-quarter, 0, 0.3, 1.2, quarter, 2.9, -2.2] {
            for turn in [0.05, 0.4, quarter, 1.9, .pi, 4.0, 3 * quarter + 0.2, 2 * .pi - 0.01] {
                expectCovers(point: point, inner: 40, outer: 62.5, scale: scale, start: start, turn: turn)
            }
        }
    }

    @Test func aThinRingAndARingToTheCentreAreCoveredToo() {
        expectCovers(point: Point(x: 30, y: 30), inner: 20, outer: 21, scale: 1, start: 0.7, turn: 2.5)
        expectCovers(point: Point(x: 30, y: 30), inner: 0, outer: 25, scale: 2, start: -1.0, turn: 0.8)
        // Under a pixel across, at scale 4: still covered.
        expectCovers(point: Point(x: 30, y: 30), inner: 0, outer: 0.8, scale: 4, start: 0.5, turn: 4)
    }

    @Test func aWholeTurnIsFourBoxesAndNoTurnNothing() {
        let whole = SectorCover(point: Point(x: 50, y: 50), inner: 30, outer: 40, scale: 1, start: 0.4, turn: 2 * .pi)
        #expect(whole.pieces.count == 4)
        #expect(whole.pieces.allSatisfy { $0.cuts.isEmpty })
        #expect(SectorCover(point: Point(x: 50, y: 50), inner: 30, outer: 40, scale: 1, start: 0.4, turn: 0).pieces.isEmpty)
        #expect(SectorCover(point: Point(x: 50, y: 50), inner: 30, outer: 40, scale: 1, start: .nan, turn: 1).pieces.isEmpty)
    }

    /// A quarter the sector fills is one box; an edge costs a small cut box, a few device
    /// pixels across the ring, and the rest of its quarter in boxes.
    @Test func cutsComeOnlyAcrossTheEdgesAndAreSmall() {
        let quarter = Double.pi / 2
        let halfway = SectorCover(point: Point(x: 100, y: 100), inner: 80, outer: 95, scale: 1, start: -quarter, turn: .pi)
        #expect(halfway.pieces.count == 2 && halfway.pieces.allSatisfy { $0.cuts.isEmpty }, "12 to 6 o'clock: two whole quarters")
        let moving = SectorCover(point: Point(x: 100, y: 100), inner: 80, outer: 95, scale: 1, start: -quarter, turn: .pi + 0.6)
        let cut = moving.pieces.filter { !$0.cuts.isEmpty }
        #expect(cut.count == 1)
        #expect(cut.first?.cuts == [SectorCover.Cut(angle: quarter + 0.6, keepsClockwise: false)])
        // The cut box spans the ring's width along the edge: (95 − 80) · cos and sin of 0.6, plus rounding.
        if let box = cut.first?.box {
            #expect(box.width <= 15 * sin(0.6) + 2 && box.height <= 95 * cos(0.6) - 80 * cos(0.6) + 2, "\(box)")
        }
        #expect(moving.pieces.count == 5, "two whole quarters and three in the third")
    }

    /// A cut piece's outline holds what its box and cuts keep: checked point by point with
    /// the even-odd rule against the cuts' own test.
    @Test func aCutPiecesOutlineHoldsWhatItsCutsKeep() {
        let point = Point(x: 100, y: 100)
        for (start, turn) in [(0.3, 1.0), (-2.2, 2.5), (1.0, 0.2), (2.0, 3.5)] {
            let cover = SectorCover(point: point, inner: 50, outer: 70, scale: 1, start: start, turn: turn)
            let cut = cover.pieces.filter { !$0.cuts.isEmpty }
            #expect(!cut.isEmpty)
            for piece in cut {
                let outline = piece.outline(around: point)
                #expect(outline.count >= 3)
                var wrong = 0
                for row in 0..<Int(piece.box.height * 4) {
                    for column in 0..<Int(piece.box.width * 4) {
                        let p = Point(x: piece.box.x + (Double(column) + 0.5) / 4, y: piece.box.y + (Double(row) + 0.5) / 4)
                        let kept = coverCount([piece], p, around: point) == 1
                        // Even-odd: a ray to the right crosses the outline's edges.
                        var inside = false
                        for (index, a) in outline.enumerated() {
                            let b = outline[(index + 1) % outline.count]
                            if (a.y > p.y) != (b.y > p.y), p.x < a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x) { inside.toggle() }
                        }
                        if inside != kept { wrong += 1 }
                    }
                }
                // Points within a hair of the cut's line may fall either way.
                #expect(wrong <= Int(piece.box.width + piece.box.height), "start \(start), turn \(turn): \(wrong) points")
            }
        }
    }
}
