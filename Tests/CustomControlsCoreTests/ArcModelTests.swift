import Testing
@testable import CustomControlsCore

/// A point at screen angle `degrees` (clockwise from +x), `radius` from `center`.
func pointer(atDegrees degrees: Double, radius: Double = 50, center: Point = Point(x: 100, y: 100)) -> Point {
    center.offset(atAngle: degrees * .pi / 180, distance: radius)
}

@Suite struct KnobModelTests {
    let center = Point(x: 100, y: 100)

    @Test func defaultsAreTheSeeds() {
        let model = KnobModel()
        #expect(model.minimum == 0 && model.maximum == 1 && model.value == 0)
        #expect(model.startAngle == -11 * .pi / 8)
        #expect(model.endAngle == 3 * .pi / 8)
        #expect(DragInteraction<KnobDrag>().continuous)
    }

    @Test func valueMapsLinearlyOntoTheArc() throws {
        var model = KnobModel()
        #expect(model.angle == model.startAngle)
        try model.setValue(1)
        #expect(model.angle == model.endAngle)
        try model.setValue(0.5)
        #expect(abs(model.angle - (-Double.pi / 2)) < 1e-12)  // straight up
        // A quarter: where a curve through the ends and the middle would differ from a line.
        try model.setValue(0.25)
        #expect(abs(model.angle - (model.startAngle + (model.endAngle - model.startAngle) / 4)) < 1e-12)
    }

    @Test func pointerAngleMapsBackToTheValue() {
        let model = KnobModel()
        let up = model.value(at: pointer(atDegrees: -90), center: center)
        #expect(up.map { abs($0 - 0.5) < 1e-9 } == true)
        let left = model.value(at: pointer(atDegrees: 180), center: center)
        // 180° is 67.5° past the start on a 315° arc.
        #expect(left.map { abs($0 - 67.5 / 315) < 1e-9 } == true)
    }

    @Test func aPointerInTheGapSnapsToTheNearerEnd() {
        let model = KnobModel()
        // The gap spans 67.5°...112.5° (the bottom); its middle is 90°.
        #expect(model.value(at: pointer(atDegrees: 80), center: center) == 1)
        #expect(model.value(at: pointer(atDegrees: 100), center: center) == 0)
    }

    @Test func theExactCentreHasNoValue() {
        #expect(KnobModel().value(at: center, center: center) == nil)
    }

    @Test func anglesKeepTheirOrderAndAtMostOneTurn() throws {
        var model = KnobModel()
        try model.setStartAngle(2)
        #expect(model.startAngle == 2 && model.endAngle == 2)
        try model.setEndAngle(20)
        #expect(model.startAngle == 20 - 2 * .pi)
        #expect(throws: RejectedValue(.startAngle, value: .infinity)) { try model.setStartAngle(.infinity) }
    }

    @Test func aZeroSpanArcMapsEverythingToTheMinimum() throws {
        var model = KnobModel()
        try model.setEndAngle(model.startAngle)
        #expect(model.value(at: pointer(atDegrees: 10), center: center) == 0)
        try model.setValue(0.7)
        #expect(model.angle.isFinite)
    }
}

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

@Suite struct TypedValueTests {
    @Test func typedTextIsParsedClampedOrWrappedAndSnapped() {
        var model = CircularSliderModel()
        #expect(model.value(fromText: "42") == 42)
        #expect(model.value(fromText: " 42.4° ") == 42)
        #expect(model.value(fromText: "390") == 360)
        #expect(model.value(fromText: "-5") == 0)
        model.wraps = true
        #expect(model.value(fromText: "390") == 30)
        #expect(model.value(fromText: "-5") == 355)
        for bad in ["", "abc", "nan", "inf", "1e999", "4 2", "°"] {
            #expect(model.value(fromText: bad) == nil, "\(bad) was accepted")
        }
    }
}
