import Testing
@testable import CustomControlsCore

@Suite struct DoublePressTests {
    /// Feeds presses (x, time) at y = 0; returns which ones completed a double press.
    func doubles(_ presses: [(Double, Double)]) -> [Bool] {
        var detector = DoublePressDetector()
        return presses.map { detector.press(at: Point(x: $0.0, y: 0), time: $0.1) }
    }

    @Test func twoQuickNearPressesMakeADoubleAndAThirdStartsOver() {
        #expect(doubles([(10, 1), (12, 1.2), (10, 1.3), (10, 1.4)]) == [false, true, false, true])
    }

    @Test func slowOrDistantPressesAreSingles() {
        // Too slow: the second is a new first; too far: the third is; then a double; NaN time is no double.
        #expect(doubles([(0, 0), (0, 0.5), (20, 0.6), (21, 0.7), (21, .nan)]) == [false, false, false, true, false])
    }
}
