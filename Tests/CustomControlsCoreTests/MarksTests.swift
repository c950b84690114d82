import Foundation
import Testing
@testable import CustomControlsCore

@Suite struct MarksTests {
    @Test func marksStaySortedAndEqualValuesKeepTheirOrder() {
        var marks = Marks()
        for (value, label) in [(5.0, "five"), (-1, "minus"), (5, "five again"), (2, "two")] {
            marks.add(Mark(value: value, markup: label))
        }
        #expect(marks.map(\.value) == [-1, 2, 5, 5])
        #expect(marks.map(\.markup) == ["minus", "two", "five", "five again"])
        marks.removeAll()
        #expect(marks.isEmpty)
    }

    /// Only a label outside the track asks for room round an arc: not a bare tick outside,
    /// not a label inside; clearing the marks gives the room back.
    @Test func labelsOutsideAreKnownAsMarksAreAddedAndCleared() {
        var marks = Marks()
        marks.add(Mark(value: 0, position: .top))
        marks.add(Mark(value: 1, position: .bottom, markup: "inside"))
        marks.add(Mark(value: 2, position: .right, markup: "inside too"))
        #expect(!marks.haveLabelsOutside)
        for position in [MarkPosition.top, .left] {
            var labelled = marks
            labelled.add(Mark(value: 3, position: position, markup: "outside"))
            #expect(labelled.haveLabelsOutside, "a label at \(position)")
            labelled.removeAll()
            #expect(!labelled.haveLabelsOutside)
        }
    }

    @Test func firstFindsTheMarkReachedInEitherDirection() {
        var marks = Marks()
        for value in [-1.0, 0, 1] { marks.add(Mark(value: value)) }
        // Upwards: the start is excluded, the end included.
        #expect(marks.firstReached(after: -1, through: 1)?.key == 0)
        #expect(marks.firstReached(after: -0.5, through: 0)?.key == 0)
        #expect(marks.firstReached(after: 0, through: 0.5)?.key == nil)
        // Downwards, the mirror.
        #expect(marks.firstReached(after: 1, through: -1)?.key == 0)
        #expect(marks.firstReached(after: 0.5, through: 0)?.key == 0)
        #expect(marks.firstReached(after: 0, through: -0.5)?.key == nil)
        #expect(marks.firstReached(after: 0.3, through: 0.3)?.key == nil)
    }

    @Test func firstFollowsTheKeyMapping() {
        var marks = Marks()
        for value in [100.0, 1000, 10000] { marks.add(Mark(value: value)) }
        // A logarithmic mapping of 20...20000 onto 0...1: 1000 sits at 2/3.
        let key: (Double) -> Double = { (log10($0) - log10(20)) / 3 }
        let place = marks.firstReached(after: 0.5, through: 0.9, key: key)?.key
        #expect(abs((place ?? 0) - key(1000)) < 1e-12)
        #expect(marks.value(at: key(1000), key: key) == 1000)
    }

    @Test func keysStopOnTheFirstMarkTheyWouldCross() {
        var marks = Marks()
        for value in [0.25, 0.5] { marks.add(Mark(value: value)) }
        #expect(marks.stop(from: 0.2, to: 0.6) == 0.25)
        #expect(marks.stop(from: 0.25, to: 0.6) == 0.5)
        #expect(marks.stop(from: 0.55, to: 0.1) == 0.5)
        #expect(marks.stop(from: 0.5, to: 0.1) == 0.25)
        #expect(marks.stop(from: 0.6, to: 0.7) == 0.7)
        #expect(marks.stop(from: 0.2, to: 0.1) == 0.1)
    }

    @Test func tenThousandMarksAreFoundByBisection() {
        var marks = Marks()
        for index in 0..<10_000 { marks.add(Mark(value: Double(9_999 - index))) }
        #expect(marks.first?.value == 0 && marks.last?.value == 9_999)
        var probes = 0
        _ = marks.firstReached(after: 4_000.5, through: 9_000) { probes += 1; return $0 }
        #expect(probes < 20)
    }
}
