import Testing
@testable import CustomControlsCore

@Suite struct MotionWatchTests {
    /// Feeds frames (value, time); returns which ones were moving.
    func moving(_ frames: [(Double, Double)], settle: Double = 0.4) -> [Bool] {
        var watch = MotionWatch<Double>(settleDelay: settle)
        return frames.map { watch.frame(showing: $0.0, at: $0.1) }
    }

    @Test func theFirstFrameAndRepeatsOfItAreAtRest() {
        #expect(moving([(10, 0), (10, 5), (10, 6)]) == [false, false, false])
    }

    @Test func aChangeMovesUntilTheSettleDelayHasPassedSinceTheLastOne() {
        // 11 at 1.0 moves; a paused frame at 1.25 still moves; 12 at 1.5 moves again, so 1.75
        // (0.25 after it) still moves and 2.0 (0.5 after it) is at rest.
        #expect(moving([(10, 0), (11, 1), (11, 1.25), (12, 1.5), (12, 1.75), (12, 2)], settle: 0.5) == [false, true, true, true, true, false])
    }

    @Test func aChangeBackAndForthStillMoves() {
        #expect(moving([(10, 0), (11, 1), (10, 1.1), (10, 1.6)]) == [false, true, true, false])
    }

    @Test func theRedrawComesJustAfterTheDrawingSettles() throws {
        var watch = MotionWatch<[Double]>(settleDelay: 0.5)
        watch.frame(showing: [1, 2], at: 0)
        #expect(watch.redrawDelay(at: 0) == nil)  // at rest: no redraw
        let moved = watch.frame(showing: [1, 3], at: 10)
        #expect(moved)
        let delay = try #require(watch.redrawDelay(at: 10.25))
        #expect(delay == 251)
        // A frame drawn when that timer fires is at rest, and asks for no further redraw.
        let fired = 10.25 + Double(delay) / 1000
        let movingWhenFired = watch.frame(showing: [1, 3], at: fired)
        #expect(!movingWhenFired)
        #expect(watch.redrawDelay(at: fired) == nil)
        // A millisecond before the delay is up it was still moving.
        #expect(watch.isMoving(at: 10.499))
    }

    @Test func aNegativeDelayIsNoDelay() {
        #expect(moving([(10, 0), (11, 1), (11, 1)], settle: -1) == [false, false, false])
    }
}
