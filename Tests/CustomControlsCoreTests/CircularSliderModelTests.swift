import Testing
@testable import CustomControlsCore

@Suite struct CircularSliderModelTests {
    let center = Point(x: 100, y: 100)

    @Test func defaultsAreTheSeeds() {
        let model = CircularSliderModel()
        #expect(model.minimum == 0 && model.maximum == 360 && model.value == 0)
        #expect(model.bounded.step == 1)
        #expect(model.startAngle == 0 && model.endAngle == -2 * .pi && !model.inverted && model.isFullCircle)
    }

    @Test func zeroIsAtThreeOClockAndGrowsCounterClockwise() {
        let model = CircularSliderModel()
        #expect(model.value(at: pointer(atDegrees: 0), center: center) == 0)
        #expect(model.value(at: pointer(atDegrees: -90), center: center) == 90)  // 12 o'clock
        #expect(model.value(at: pointer(atDegrees: 180), center: center) == 180)
        #expect(model.value(at: pointer(atDegrees: 90), center: center) == 270)  // 6 o'clock
        #expect(model.value(at: pointer(atDegrees: -45.4), center: center) == 45)  // integer step
    }

    @Test func zeroAngleAndDirectionAreConfigurable() throws {
        var model = CircularSliderModel()
        try model.setStartAngle(-.pi / 2)  // 12 o'clock
        try model.setEndAngle(-.pi / 2 + 2 * .pi)  // a full turn clockwise
        #expect(model.value(at: pointer(atDegrees: 0), center: center) == 90)
        #expect(model.value(at: pointer(atDegrees: 180), center: center) == 270)
    }

    @Test func aPartialCircleHoldsItsEndsInTheGap() throws {
        var model = CircularSliderModel()
        try model.setEndAngle(-.pi)  // the upper half, counter-clockwise from 3 o'clock to 9 o'clock
        #expect(!model.isFullCircle)
        #expect(model.value(at: pointer(atDegrees: -90), center: center) == 180)  // 12 o'clock: half way
        #expect(model.value(at: pointer(atDegrees: 80), center: center) == 0)  // in the gap, nearer 3 o'clock
        #expect(model.value(at: pointer(atDegrees: 100), center: center) == 360)  // nearer 9 o'clock
        model.inverted = true
        #expect(model.value(at: pointer(atDegrees: -60), center: center) == 240)  // from 9 o'clock clockwise
    }

    @Test func theExactCentreLeavesTheValueUnchanged() {
        #expect(CircularSliderModel().value(at: center, center: center) == nil)
    }

    @Test func angleOfAValue() throws {
        var model = CircularSliderModel()
        try model.setValue(90)
        #expect(abs(model.angle - (-Double.pi / 2)) < 1e-12)
    }
}
