import Testing
@testable import CustomControlsCore

@Suite struct RangeSliderModelTests {
    @Test func defaultsAreTheSeeds() {
        let model = RangeSliderModel()
        #expect(model.minimum == 0)
        #expect(model.maximum == 1)
        #expect(model.lower == 0.2)
        #expect(model.upper == 0.8)
        #expect(model.step == 0)
    }

    @Test func minimumAboveMaximumMovesTheMaximumAndClampsTheValues() throws {
        var model = RangeSliderModel()
        try model.setMinimum(5)
        #expect(model.minimum == 5 && model.maximum == 5)
        #expect(model.lower == 5 && model.upper == 5)
    }

    @Test func maximumBelowMinimumMovesTheMinimum() throws {
        var model = RangeSliderModel()
        try model.setMaximum(-2)
        #expect(model.minimum == -2 && model.maximum == -2 && model.lower == -2 && model.upper == -2)
    }

    @Test func valuesClampIntoTheBounds() throws {
        var model = RangeSliderModel()
        try model.setUpper(7)
        try model.setLower(-3)
        #expect(model.lower == 0 && model.upper == 1)
    }

    @Test func settingOneValuePastTheOtherMovesTheOtherAlong() throws {
        var model = RangeSliderModel()
        try model.setLower(0.9)
        #expect(model.lower == 0.9 && model.upper == 0.9)
        try model.setUpper(0.1)
        #expect(model.lower == 0.1 && model.upper == 0.1)
    }

    @Test func propertiesSetOneByOneInEitherOrderEndWhereMeant() throws {
        var upperFirst = RangeSliderModel()
        try upperFirst.setUpper(0.1)
        try upperFirst.setLower(0.05)
        var lowerFirst = RangeSliderModel()
        try lowerFirst.setLower(0.9)
        try lowerFirst.setUpper(0.95)
        #expect(upperFirst.values == ValuePair(lower: 0.05, upper: 0.1))
        #expect(lowerFirst.values == ValuePair(lower: 0.9, upper: 0.95))
    }

    @Test func setValuesTakesTheValuesInOrder() throws {
        var model = RangeSliderModel()
        try model.setValues(lower: 0.9, upper: 0.1)
        #expect(model.values == ValuePair(lower: 0.1, upper: 0.9))
    }

    @Test func nonFiniteInputIsRejectedAndChangesNothing() {
        var model = RangeSliderModel()
        let before = model
        #expect(throws: RejectedValue(.lower, value: .infinity)) { try model.setLower(.infinity) }
        #expect(throws: RejectedValue.self) { try model.setMinimum(.nan) }
        #expect(throws: RejectedValue.self) { try model.setMaximum(-.infinity) }
        #expect(throws: RejectedValue.self) { try model.setStep(.nan) }
        #expect(throws: RejectedValue.self) { try model.setValues(lower: 0.5, upper: .nan) }
        #expect(model == before)
    }

    @Test func stepSnapsToTheGridFromTheMinimum() throws {
        var model = RangeSliderModel()
        try model.setMinimum(0.04)
        try model.setStep(0.1)
        #expect(abs(model.lower - 0.24) < 1e-12)
        #expect(abs(model.upper - 0.84) < 1e-12)
        try model.setLower(0.33)
        #expect(abs(model.lower - 0.34) < 1e-12)
    }

    @Test func negativeStepMeansContinuous() throws {
        var model = RangeSliderModel()
        try model.setStep(-1)
        #expect(model.step == 0)
    }

    @Test func stepLargerThanTheRangeLeavesOnlyTheEnds() throws {
        var model = RangeSliderModel()
        try model.setStep(5)
        #expect(model.lower == 0 && model.upper == 1)
    }

    @Test func aMillionAlternatingStepsReturnExactlyToTheStart() throws {
        var model = RangeSliderModel()
        try model.setStep(0.01)
        let start = model
        for i in 0..<1_000_000 {
            model.stepLower(by: i.isMultiple(of: 2) ? 1 : -1)
            model.stepUpper(by: i.isMultiple(of: 2) ? -1 : 1)
        }
        #expect(model == start)
    }

    @Test func minEqualsMaxIsLegalAndStable() throws {
        var model = RangeSliderModel()
        try model.setMaximum(0)
        try model.setLower(1)
        #expect(model.fraction(of: model.lower) == 0)
        #expect(model.lower == 0 && model.upper == 0)
    }

    @Test func hugeBoundsStayFinite() throws {
        var model = RangeSliderModel()
        try model.setMinimum(-1e308)
        try model.setMaximum(1e308)
        model.moveUpper(toFraction: 0.9)
        #expect(model.upper.isFinite && model.upper > 0)
        #expect(model.fraction(of: model.upper) > 0.89)
    }
}
