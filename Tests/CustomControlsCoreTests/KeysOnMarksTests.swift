import Testing
@testable import CustomControlsCore

@Suite struct KeysOnMarksTests {
    let increments = Increments(step: 0.05, page: 0.5)

    @Test func stepsAndPagesStopOnAMarkInBothDirections() {
        var marks = Marks()
        marks.add(Mark(value: 0.25))
        #expect(increments.value(after: .page(1), from: 0, minimum: 0, maximum: 1, marks: marks) == 0.25)
        #expect(increments.value(after: .page(-1), from: 0.6, minimum: 0, maximum: 1, marks: marks) == 0.25)
        #expect(increments.value(after: .page(1), from: 0.25, minimum: 0, maximum: 1, marks: marks) == 0.75)
        #expect(increments.value(after: .page(1), from: 0, minimum: 0, maximum: 1) == 0.5)
        // Home and End go to the ends.
        #expect(increments.value(after: .toMaximum, from: 0, minimum: 0, maximum: 1, marks: marks) == 1)
        #expect(increments.value(after: .toMinimum, from: 0.6, minimum: 0, maximum: 1, marks: marks) == 0)
    }

    @Test func aStepRoundTheSeamDoesNotStop() {
        var marks = Marks()
        marks.add(Mark(value: 180))
        let degrees = Increments(step: 1, page: 10)
        #expect(degrees.value(after: .step(1), from: 360, minimum: 0, maximum: 360, wraps: true, marks: marks) == 1)
    }
}
