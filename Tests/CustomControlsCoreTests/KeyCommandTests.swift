import PropertyBased
import Testing
@testable import CustomControlsCore

/// Whether `a` and `b` agree up to rounding errors of arithmetic on values of their size.
private func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-12 * max(1, abs(a), abs(b))
}

@Suite struct IncrementsTests {
    @Test func zeroMeansAPercentAStepAndTenPercentAPage() {
        let automatic = Increments()
        #expect(close(automatic.effectiveStep(minimum: 0, maximum: 10), 0.1))
        #expect(close(automatic.effectivePage(minimum: 0, maximum: 10), 1))
        #expect(close(automatic.effectiveStep(minimum: -50, maximum: 150), 2))
        #expect(close(automatic.effectivePage(minimum: -50, maximum: 150), 20))
        // Given increments are used as they are, whatever the range.
        let given = Increments(step: 0.25, page: 3)
        #expect(given.effectiveStep(minimum: 0, maximum: 1000) == 0.25)
        #expect(given.effectivePage(minimum: 0, maximum: 1000) == 3)
    }

    @Test(arguments: [-1.0, -0.0, .nan, .infinity, -.infinity])
    func incrementsThatAreNotPositiveAndFiniteAreAutomatic(_ odd: Double) {
        let increments = Increments(step: odd, page: odd)
        #expect(close(increments.effectiveStep(minimum: 0, maximum: 10), 0.1))
        #expect(close(increments.effectivePage(minimum: 0, maximum: 10), 1))
        #expect(close(increments.value(after: .step(1), from: 5, minimum: 0, maximum: 10), 5.1))
    }

    @Test func automaticIncrementsStayFiniteOnTheWidestRange() {
        let big = Double.greatestFiniteMagnitude
        let automatic = Increments()
        // The span overflows; a share of it does not.
        #expect(close(automatic.effectiveStep(minimum: -big, maximum: big), big * 0.02))
        #expect(close(automatic.effectivePage(minimum: -big, maximum: big), big * 0.2))
        let up = automatic.value(after: .page(1), from: 0, minimum: -big, maximum: big)
        #expect(up.isFinite && close(up, big * 0.2))
    }

    @Test func automaticStepAndPageMoveOnTheGridFromTheMinimum() {
        let automatic = Increments()
        // 0...10: a step is 0.1, a page 1.
        #expect(close(automatic.value(after: .step(1), from: 5, minimum: 0, maximum: 10), 5.1))
        #expect(close(automatic.value(after: .step(-3), from: 5, minimum: 0, maximum: 10), 4.7))
        #expect(close(automatic.value(after: .page(1), from: 5, minimum: 0, maximum: 10), 6))
        #expect(close(automatic.value(after: .page(-2), from: 5, minimum: 0, maximum: 10), 3))
    }

    @Test func aStepGoesToTheNextGridPoint() {
        let increments = Increments(step: 0.25, page: 1)
        // 3.3 is between 3.25 and 3.5: a step either way lands on the neighbour that way.
        #expect(increments.value(after: .step(1), from: 3.3, minimum: 0, maximum: 10) == 3.5)
        #expect(increments.value(after: .step(-1), from: 3.3, minimum: 0, maximum: 10) == 3.25)
        #expect(increments.value(after: .step(2), from: 3.3, minimum: 0, maximum: 10) == 3.75)
        // On the grid it moves whole steps.
        #expect(increments.value(after: .step(1), from: 3.25, minimum: 0, maximum: 10) == 3.5)
        #expect(increments.value(after: .step(-4), from: 3.25, minimum: 0, maximum: 10) == 2.25)
    }

    @Test func aPageMovesByAPageThenSnapsToTheStepGrid() {
        // As GtkRange: the page is added to the value, and the result snaps to the nearest step.
        let increments = Increments(step: 0.25, page: 1)
        #expect(increments.value(after: .page(1), from: 3.3, minimum: 0, maximum: 10) == 4.25)  // 4.3
        #expect(increments.value(after: .page(-1), from: 3.3, minimum: 0, maximum: 10) == 2.25)  // 2.3
        #expect(increments.value(after: .page(3), from: 3.4, minimum: 0, maximum: 10) == 6.5)  // 6.4
        // A page that is no multiple of the step still ends on the grid, the nearest point.
        let coarse = Increments(step: 1, page: 2.6)
        #expect(coarse.value(after: .page(1), from: 0, minimum: 0, maximum: 10) == 3)  // 2.6
        #expect(coarse.value(after: .page(1), from: 3, minimum: 0, maximum: 10) == 6)  // 5.6
        #expect(coarse.value(after: .page(-1), from: 6, minimum: 0, maximum: 10) == 3)  // 3.4
        let fine = Increments(step: 1, page: 2.4)
        #expect(fine.value(after: .page(1), from: 0, minimum: 0, maximum: 10) == 2)  // 2.4
    }

    @Test func theGridStartsAtTheMinimum() {
        // 1...20 in steps of 2: the grid is 1, 3, 5, ...
        let increments = Increments(step: 2, page: 4.6)
        #expect(increments.value(after: .step(1), from: 1, minimum: 1, maximum: 20) == 3)
        #expect(increments.value(after: .step(1), from: 2, minimum: 1, maximum: 20) == 3)
        #expect(increments.value(after: .step(-1), from: 2, minimum: 1, maximum: 20) == 1)
        #expect(increments.value(after: .page(1), from: 1, minimum: 1, maximum: 20) == 5)  // 5.6
    }

    @Test func aFineStepMovesATenthOfAStepAndDoesNotSnap() {
        let increments = Increments(step: 0.25, page: 1)
        #expect(close(increments.value(after: .fineStep(1), from: 3.25, minimum: 0, maximum: 10), 3.275))
        #expect(close(increments.value(after: .fineStep(-3), from: 3.3, minimum: 0, maximum: 10), 3.225))
    }

    @Test func homeAndEndGoToTheEndsFromAnywhere() {
        let increments = Increments(step: 0.3, page: 1)
        for value in [-5.0, 0, 0.45, 1, 7] {
            #expect(increments.value(after: .toMinimum, from: value, minimum: 0, maximum: 1) == 0)
            #expect(increments.value(after: .toMaximum, from: value, minimum: 0, maximum: 1) == 1)
            // The ends are the ends on a wrapping control too: Home and End never go round.
            #expect(increments.value(after: .toMinimum, from: value, minimum: 0, maximum: 1, wraps: true) == 0)
            #expect(increments.value(after: .toMaximum, from: value, minimum: 0, maximum: 1, wraps: true) == 1)
        }
    }

    @Test func movesStopAtTheEnds() {
        let increments = Increments(step: 1, page: 15)
        // At an end, a move further that way changes nothing.
        #expect(increments.value(after: .step(1), from: 360, minimum: 0, maximum: 360) == 360)
        #expect(increments.value(after: .page(1), from: 360, minimum: 0, maximum: 360) == 360)
        #expect(increments.value(after: .fineStep(1), from: 360, minimum: 0, maximum: 360) == 360)
        #expect(increments.value(after: .step(-1), from: 0, minimum: 0, maximum: 360) == 0)
        #expect(increments.value(after: .page(-1), from: 0, minimum: 0, maximum: 360) == 0)
        #expect(increments.value(after: .fineStep(-1), from: 0, minimum: 0, maximum: 360) == 0)
        // Near an end, a page or many steps stop at it rather than overshoot.
        #expect(increments.value(after: .page(1), from: 350, minimum: 0, maximum: 360) == 360)
        #expect(increments.value(after: .step(-20), from: 7, minimum: 0, maximum: 360) == 0)
    }

    @Test func anOffGridMaximumIsReachableAndSteppingDownLeavesItForTheGrid() {
        // 0...1 in steps of 0.3: the grid is 0, 0.3, 0.6, 0.9, and then the maximum.
        let increments = Increments(step: 0.3, page: 1)
        #expect(increments.value(after: .step(1), from: 0.3 * 3, minimum: 0, maximum: 1) == 1)
        #expect(increments.value(after: .step(-1), from: 1, minimum: 0, maximum: 1) == 0.3 * 3)
        #expect(increments.value(after: .page(-1), from: 1, minimum: 0, maximum: 1) == 0)
    }

    @Test func aValueOutsideTheBoundsIsClampedBeforeItMoves() {
        let increments = Increments(step: 1, page: 5)
        #expect(increments.value(after: .step(-1), from: 15, minimum: 0, maximum: 10) == 9)
        #expect(increments.value(after: .step(1), from: -15, minimum: 0, maximum: 10) == 1)
        #expect(increments.value(after: .step(1), from: 15, minimum: 0, maximum: 10) == 10)
    }

    @Test func aWrappingControlComesInFromTheOtherEndOnlyFromAnEnd() {
        // The circular slider's keys: 0...360, steps of 1, pages of 15.
        let increments = Increments(step: 1, page: 15)
        func after(_ command: KeyCommand, from value: Double) -> Double {
            increments.value(after: command, from: value, minimum: 0, maximum: 360, wraps: true)
        }
        // Up to the end first, and only from the end round to the other.
        #expect(after(.step(1), from: 359) == 360)
        #expect(after(.step(1), from: 360) == 1)
        #expect(after(.step(-1), from: 0) == 359)
        #expect(after(.step(-1), from: 1) == 0)
        #expect(after(.page(1), from: 350) == 360)
        #expect(after(.page(1), from: 360) == 15)
        #expect(after(.page(-1), from: 5) == 0)
        #expect(after(.page(-1), from: 0) == 345)
        #expect(close(after(.fineStep(1), from: 360), 0.1))
        #expect(close(after(.fineStep(-1), from: 0), 359.9))
        // A move longer than the range stops at the far end instead of lapping round again.
        #expect(after(.step(400), from: 360) == 360)
        #expect(after(.step(-400), from: 0) == 0)
    }

    @Test func aWrappingMoveLandsOnTheGridWhenTheRangeIsNoWholeNumberOfSteps() {
        // 360 is no multiple of 7: the grid is 0, 7, ..., 357, and then the maximum 360.
        let increments = Increments(step: 7, page: 30)
        func after(_ command: KeyCommand, from value: Double) -> Double {
            increments.value(after: command, from: value, minimum: 0, maximum: 360, wraps: true)
        }
        // A move past an end is the same move from the other end, which is the same angle.
        #expect(after(.step(1), from: 360) == 7)  // as from 0
        #expect(after(.step(-1), from: 0) == 357)  // as from 360: the top grid point, not skipped
        #expect(after(.step(-2), from: 0) == 350)
        #expect(after(.page(1), from: 360) == 28)  // 30, snapped
        #expect(after(.page(-1), from: 0) == 329)  // 330, snapped
        #expect(close(after(.fineStep(1), from: 360), 0.7))
    }

    @Test func anEmptyRangeHasNowhereToGo() {
        let increments = Increments()
        for command in [KeyCommand.step(1), .step(-1), .page(1), .page(-1), .fineStep(1), .toMinimum, .toMaximum] {
            #expect(increments.value(after: command, from: 4, minimum: 4, maximum: 4) == 4)
            #expect(increments.value(after: command, from: 4, minimum: 4, maximum: 4, wraps: true) == 4)
        }
    }

    @Test func aMoveThatIsNotFiniteLeavesTheValue() {
        // Int.max tenths of the largest double: the sum overflows, and the value stays.
        let big = Double.greatestFiniteMagnitude
        let increments = Increments(step: big, page: big)
        #expect(increments.value(after: .fineStep(Int.max), from: big / 2, minimum: -big, maximum: big) == big / 2)
    }

    @Test func reversingFlipsTheDirectionAndSwapsTheEnds() {
        #expect(KeyCommand.step(2).reversed == .step(-2))
        #expect(KeyCommand.fineStep(-1).reversed == .fineStep(1))
        #expect(KeyCommand.page(3).reversed == .page(-3))
        #expect(KeyCommand.toMinimum.reversed == .toMaximum)
        #expect(KeyCommand.toMaximum.reversed == .toMinimum)
        for command in [KeyCommand.step(1), .fineStep(4), .page(-2), .toMinimum, .toMaximum] {
            #expect(command.reversed.reversed == command)
        }
    }

    @Test func everyMoveStaysInTheBoundsAndStepsAndPagesStayOnTheGrid() async {
        await propertyCheck(count: 2_000, input: Gen<Double>.value(in: -100...100), Gen<Double>.value(in: 0...50),
                            Gen<Double>.value(in: -150...150), Gen.int(in: -30...30)) { minimum, span, start, count in
            let maximum = minimum + span
            // Keys and wheel notches always move (a step of 0 would leave an off-grid value be).
            let count = count == 0 ? 1 : count
            let increments = Increments(step: 0.5, page: 3.2)
            for wraps in [false, true] {
                for command in [KeyCommand.step(count), .page(count), .fineStep(count)] {
                    let value = increments.value(after: command, from: start, minimum: minimum, maximum: maximum, wraps: wraps)
                    #expect(value.isFinite && minimum <= value && value <= maximum, "\(command) from \(start) in \(minimum)...\(maximum): \(value)")
                    if case .fineStep = command { continue }
                    // On the grid minimum + k * 0.5, or the maximum, which is always legal.
                    let position = (value - minimum) / 0.5
                    let onGrid = abs(position - position.rounded()) <= 1e-9 * max(1, abs(position))
                    #expect(onGrid || value == maximum, "\(command) from \(start) in \(minimum)...\(maximum): \(value) is off the grid")
                }
            }
        }
    }
}
