import Testing
@testable import CustomControlsCore

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
