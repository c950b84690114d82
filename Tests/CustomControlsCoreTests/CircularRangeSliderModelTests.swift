import Testing
@testable import CustomControlsCore

@Suite struct CircularRangeSliderModelTests {
    func model(_ lower: Double, _ upper: Double, wraps: Bool = true) -> CircularRangeSliderModel {
        var model = CircularRangeSliderModel()
        model.wraps = wraps
        try? model.setValues(lower: lower, upper: upper)
        return model
    }

    @Test func theRangeRunsForwardsFromLowerToUpperAndMayCrossTheEnd() {
        #expect(model(330, 30).length == 60)
        #expect(model(30, 330).length == 300)
        #expect(model(0, 90).length == 90)
        // Equal values are a range of no length, never the whole ring; 360 is 0's angle.
        #expect(model(45, 45).length == 0)
        #expect(model(0, 360).length == 0)
    }

    @Test func badInputIsRefusedAndChangesNothing() {
        var ring = model(10, 20)
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(throws: RejectedValue.self) { try ring.setLower(bad) }
            #expect(throws: RejectedValue.self) { try ring.setUpper(bad) }
            #expect((try? ring.setLower(bad)) == nil && (try? ring.setUpper(bad)) == nil)
            #expect(throws: RejectedValue.self) { try ring.setValues(lower: 5, upper: bad) }
            #expect(throws: RejectedValue.self) { try ring.setMinimumDistance(bad) }
            #expect(throws: RejectedValue.self) { try ring.setStep(bad) }
        }
        #expect(ring.values == ValuePair(lower: 10, upper: 20))
        try? ring.setLower(-50)
        try? ring.setUpper(1000)
        #expect(ring.values == ValuePair(lower: 0, upper: 360))
    }

    /// The start angle turns the ring: the minimum sits at it, the values run counter-clockwise
    /// from it (clockwise when inverted); a non-finite one is refused and turns nothing.
    @Test(arguments: [false, true])
    func theStartAngleTurnsTheRing(inverted: Bool) throws {
        var ring = model(0, 90)
        ring.inverted = inverted
        try ring.setStartAngle(.pi / 2)
        #expect(ring.startAngle == .pi / 2)
        // Screen angles are the same a whole turn apart.
        func turn(_ angle: Double) -> Double { angle.remainder(dividingBy: 2 * .pi) }
        #expect(abs(turn(ring.angle(for: 0) - .pi / 2)) < 1e-12)
        // A quarter of the ring on: a quarter turn from the start, the values' way round.
        let quarter = turn(ring.angle(for: 90) - .pi / 2)
        #expect(abs(abs(quarter) - .pi / 2) < 1e-12 && (quarter > 0) == inverted, "\(quarter)")
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(throws: RejectedValue.self) { try ring.setStartAngle(bad) }
        }
        #expect(ring.startAngle == .pi / 2)
    }

    @Test func aMinimumDistanceLargerThanTheRingIsHeldBelowIt() throws {
        var ring = model(100, 100)
        try ring.setMinimumDistance(1000)
        #expect(ring.distance == 359)
        #expect(ring.length == 359)
        try ring.setMinimumDistance(-4)
        #expect(ring.minimumDistance == 0)
        try ring.setMinimumDistance(30)
        try ring.setValues(lower: 300, upper: 0)
        try ring.setLower(350)  // the upper value moves forwards, across the end
        #expect(ring.values == ValuePair(lower: 350, upper: 20))
        try ring.setUpper(355)  // the lower value moves backwards
        #expect(ring.values == ValuePair(lower: 325, upper: 355))
    }

    /// Found by the property test: a step as long as the ring or longer leaves one place on
    /// it, so no range is longer than 0 and no distance holds; a step just shorter leaves two.
    @Test func aStepAsLongAsTheRingLeavesNoLengthAndAShorterOneLeavesAStep() throws {
        var ring = model(0, 90)
        try ring.setMinimumDistance(90)
        try ring.setMinimum(3.3)
        try ring.setMaximum(4.29)  // a ring of 0.99, steps of 1
        #expect(ring.longestLength == 0 && ring.distance == 0 && ring.length == 0)
        try ring.setStep(0.5)  // grid 3.3, 3.8 and 4.29 (the same angle as 3.3)
        #expect(abs(ring.longestLength - 0.49) < 1e-12)
        #expect(ring.length >= ring.distance && ring.length > 0)
    }

    /// Found by the property test: at the longest range the handle pushed round is one step
    /// past the other, on both sides, also where the ring's size makes the length inexact
    /// (999,994.93 on a ring from 4.07 to 1e6 is off by 1e-10; snapping that outward cost a
    /// step, and the range fell to no length).
    @Test(arguments: [CircularRangeSliderModel.Handle.lower, .upper])
    func theLongestRangeKeepsOneStepBetweenTheHandles(held: CircularRangeSliderModel.Handle) throws {
        var ring = model(0, 90)
        try ring.setMinimum(1e6)  // the maximum follows: both values at 1e6
        try ring.setMinimumDistance(.greatestFiniteMagnitude)
        try ring.setMinimum(4.07)
        switch held {
        case .upper:
            try ring.setUpper(6.26)
            #expect(ring.values == ValuePair(lower: 7.07, upper: 6.07))
        case .lower:
            try ring.setLower(6.26)
            #expect(ring.values == ValuePair(lower: 6.07, upper: 5.07))
        }
        #expect(ring.length == ring.longestLength)
    }

    /// Found by the property test: a range pushed round a ring near the largest double stays
    /// finite and as long as it must be, instead of overflowing to a range of no length.
    @Test func aRangePushedRoundARingNearTheLargestDoubleStaysLong() throws {
        var ring = model(0, 90)
        try ring.setMinimumDistance(1e308)
        try ring.setMinimum(1e308)  // the maximum follows: both values at 1e308
        try ring.setMinimum(9.61)
        #expect(ring.lower.isFinite && ring.upper.isFinite)
        #expect(ring.length >= ring.distance * (1 - 1e-12) && ring.distance > 9e307)
    }

    /// A typed number puts its handle there (wrapped round a ring that wraps, else clamped;
    /// snapped), across the end if need be; the other handle stays, the typed one stopping
    /// the minimum distance short of it.
    @Test(arguments: [false, true])
    func aTypedNumberWrapsOrClampsSnapsAndStopsShortOfTheOtherHandle(wraps: Bool) throws {
        var ring = model(0, 90, wraps: wraps)
        ring.setTyped(330.4, for: .lower)
        #expect(ring.values == ValuePair(lower: 330, upper: 90))
        ring.setTyped(390, for: .upper)
        #expect(ring.values == ValuePair(lower: 330, upper: wraps ? 30 : 360))
        ring.setTyped(-20, for: .lower)
        #expect(ring.values == ValuePair(lower: wraps ? 340 : 0, upper: wraps ? 30 : 360))
        ring = model(0, 90, wraps: wraps)
        try ring.setMinimumDistance(20)
        ring.setTyped(80, for: .lower)
        #expect(ring.values == ValuePair(lower: 70, upper: 90))
        ring.setTyped(75, for: .upper)
        #expect(ring.values == ValuePair(lower: 70, upper: 90))
        ring.setTyped(100, for: .lower)  // 100 forwards to 90 is 350 long: taken
        #expect(ring.values == ValuePair(lower: 100, upper: 90))
        for bad in [Double.nan, .infinity, -.infinity] { ring.setTyped(bad, for: .upper) }
        #expect(ring.values == ValuePair(lower: 100, upper: 90))
    }

    @Test func valuesSnapToTheStepAndFollowNewBounds() throws {
        var ring = CircularRangeSliderModel()
        try ring.setMaximum(24)
        try ring.setStep(0.25)
        try ring.setValues(lower: 22.1, upper: 6.2)
        #expect(ring.values == ValuePair(lower: 22, upper: 6.25))
        #expect(ring.length == 8.25)
        try ring.setMaximum(12)
        #expect(ring.values == ValuePair(lower: 12, upper: 6.25))
    }

    @Test func keysMoveEitherHandleBothWaysAcrossTheEndAndStopAtTheOther() {
        let increments = Increments(step: 10, page: 90)
        // The upper handle forwards across the end, and back.
        var ring = model(300, 350)
        ring.apply(.step(1), to: .upper, increments: increments)
        ring.apply(.step(1), to: .upper, increments: increments)
        #expect(ring.upper == 10 && ring.lower == 300)
        ring.apply(.step(-1), to: .upper, increments: increments)
        ring.apply(.step(-1), to: .upper, increments: increments)
        #expect(ring.upper == 350)
        // The lower handle backwards across the end, and back.
        ring = model(10, 60)
        ring.apply(.step(-1), to: .lower, increments: increments)
        ring.apply(.step(-1), to: .lower, increments: increments)
        #expect(ring.lower == 350 && ring.upper == 60)
        ring.apply(.step(1), to: .lower, increments: increments)
        ring.apply(.step(1), to: .lower, increments: increments)
        #expect(ring.lower == 10)
        // Each handle stops at the other, from both sides.
        ring = model(350, 20)
        for _ in 0..<10 { ring.apply(.step(1), to: .lower, increments: increments) }
        #expect(ring.values == ValuePair(lower: 20, upper: 20))
        ring = model(350, 20)
        for _ in 0..<10 { ring.apply(.step(-1), to: .upper, increments: increments) }
        #expect(ring.values == ValuePair(lower: 350, upper: 350))
        ring = model(350, 20)
        for _ in 0..<40 { ring.apply(.step(1), to: .upper, increments: increments) }
        #expect(ring.values == ValuePair(lower: 350, upper: 349))
        ring = model(350, 20)
        for _ in 0..<40 { ring.apply(.step(-1), to: .lower, increments: increments) }
        #expect(ring.values == ValuePair(lower: 21, upper: 20))
    }

    @Test func withoutWrapsKeysStopAtTheEnd() {
        let increments = Increments(step: 10, page: 90)
        var ring = model(300, 350, wraps: false)
        for _ in 0..<3 { ring.apply(.step(1), to: .upper, increments: increments) }
        #expect(ring.upper == 360)
        ring = model(10, 60, wraps: false)
        for _ in 0..<3 { ring.apply(.step(-1), to: .lower, increments: increments) }
        #expect(ring.lower == 0)
        // The end is the lower handle's angle: the upper one stops a step before it.
        ring.apply(.toMaximum, to: .upper, increments: increments)
        #expect(ring.values == ValuePair(lower: 0, upper: 359))
    }

    @Test func theMinimumDistanceHoldsKeysOnBothSides() throws {
        var ring = model(350, 40)
        try ring.setMinimumDistance(30)
        let increments = Increments(step: 10, page: 90)
        for _ in 0..<10 { ring.apply(.step(-1), to: .upper, increments: increments) }
        #expect(ring.values == ValuePair(lower: 350, upper: 20))
        for _ in 0..<10 { ring.apply(.step(1), to: .lower, increments: increments) }
        #expect(ring.values == ValuePair(lower: 350, upper: 20))
    }

    @Test func rotatingKeepsTheLengthAndHoldsTheEndsWithoutWraps() {
        var ring = model(330, 30)
        ring.rotate(from: ring.values, by: 45)
        #expect(ring.values == ValuePair(lower: 15, upper: 75))
        ring.rotate(from: ValuePair(lower: 330, upper: 30), by: -45)
        #expect(ring.values == ValuePair(lower: 285, upper: 345))
        var held = model(300, 340, wraps: false)
        held.rotate(from: held.values, by: 100)
        #expect(held.values == ValuePair(lower: 320, upper: 360))
        held.rotate(from: ValuePair(lower: 300, upper: 340), by: -400)
        #expect(held.values == ValuePair(lower: 0, upper: 40))
    }

    /// A step that does not divide the ring (4 on 0…10): a turn without wraps rounds to the
    /// nearest step where that stays inside the ring, else to the step towards zero, both ways,
    /// the length kept. Before: (0, 8) turned by 2 rounded to 4, the upper value crossed the end
    /// to 12, wrapped to 2, snapped to 4: (4, 4).
    @Test(arguments: [
        // (start, shift, expected, maximum): the nearest step beyond the end, forwards, stops short;
        (ValuePair(lower: 0, upper: 8), 2.0, ValuePair(lower: 0, upper: 8), 10.0),
        // (0, 4) by 7: clamped to 6, whose nearest step 8 is beyond, so one step, 4.
        (ValuePair(lower: 0, upper: 4), 7.0, ValuePair(lower: 4, upper: 8), 10),
        // the nearest step reaching the end exactly is taken, both ways (on 0…8 too);
        (ValuePair(lower: 4, upper: 8), -2.0, ValuePair(lower: 0, upper: 4), 10),
        (ValuePair(lower: 0, upper: 4), 3.0, ValuePair(lower: 4, upper: 8), 8),
        // inside the ring, the nearest step both ways, also rounding up.
        (ValuePair(lower: 0, upper: 4), 2.5, ValuePair(lower: 4, upper: 8), 10),
        (ValuePair(lower: 4, upper: 8), -2.5, ValuePair(lower: 0, upper: 4), 10),
        (ValuePair(lower: 0, upper: 4), 1.5, ValuePair(lower: 0, upper: 4), 10),
    ])
    func withoutWrapsATurnRoundedToTheGridStopsShortOfTheEnd(start: ValuePair, shift: Double, expected: ValuePair, maximum: Double) throws {
        var ring = CircularRangeSliderModel()
        try ring.setMaximum(maximum)
        try ring.setStep(4)
        try ring.setValues(lower: start.lower, upper: start.upper)
        ring.rotate(from: start, by: shift)
        #expect(ring.values == expected)
    }

    /// The grid's rounding of a turn: to the nearest step (2.6 of step 1 is 3, -2.6 is -3) with
    /// wraps too; a continuous ring (step 0) turns exactly.
    @Test(arguments: [1.0, -1.0])
    func aTurnRoundsToTheNearestStepAndAContinuousRingTurnsExactly(direction: Double) throws {
        var ring = model(100, 140)
        ring.rotate(from: ring.values, by: 2.6 * direction)
        #expect(ring.values == ValuePair(lower: 100 + 3 * direction, upper: 140 + 3 * direction))
        var continuous = model(100, 140)
        try continuous.setStep(0)
        continuous.rotate(from: continuous.values, by: 12.5 * direction)
        #expect(continuous.values == ValuePair(lower: 100 + 12.5 * direction, upper: 140 + 12.5 * direction))
    }
}
