import Testing
@testable import CustomControlsCore

/// The models, drags and keys on non-linear scales: drags and the wheel move evenly along the
/// travel, keys move the share of the travel a step is of the range, values stay value units.
@Suite struct ScaledTravelTests {
    private let knobGeometry = KnobGeometry(size: Size(width: 200, height: 200), lineWidth: 2, pointerLength: 6)
    private let rangeGeometry = RangeSliderGeometry(size: Size(width: 220, height: 20))  // usable length 200

    private func close(_ a: Double, _ b: Double, within relative: Double = 1e-9) -> Bool {
        abs(a - b) <= relative * max(1, abs(a), abs(b))
    }

    private func filterKnob(_ scale: ValueScale, inverted: Bool = false) throws -> KnobModel {
        var model = KnobModel()
        try model.setMaximum(20_000)
        try model.setMinimum(20)
        model.bounded.scale = scale
        model.inverted = inverted
        return model
    }

    @Test(arguments: [false, true])
    func aRotaryPressHalfwayAlongTheArcSelectsTheGeometricMean(inverted: Bool) throws {
        var model = try filterKnob(.logarithmic, inverted: inverted)
        // 12 o'clock is half the travel, inverted or not.
        var drag = DragInteraction<KnobDrag>()
        _ = drag.begin(at: pointer(atDegrees: -90), model: &model, geometry: knobGeometry)
        #expect(abs(model.value - 632.46) / 632.46 < 0.01)
        #expect(close(model.angle, -Double.pi / 2))
        // Onwards to each end, both directions.
        let maxEnd = inverted ? -11 * 180.0 / 8 : 3 * 180.0 / 8
        let minEnd = inverted ? 3 * 180.0 / 8 : -11 * 180.0 / 8
        let up = maxEnd > -90 ? 1.0 : -1.0
        for degrees in stride(from: -90.0, to: maxEnd + 20 * up, by: 10 * up) {
            _ = drag.update(to: pointer(atDegrees: degrees), model: &model, geometry: knobGeometry)
        }
        #expect(model.value == 20_000)
        for degrees in stride(from: maxEnd, to: minEnd - 20 * up, by: -10 * up) {
            _ = drag.update(to: pointer(atDegrees: degrees), model: &model, geometry: knobGeometry)
        }
        #expect(model.value == 20)
    }

    @Test func aLinearDragOverHalfTheDistanceReachesTheSkewedMidValue() throws {
        var model = KnobModel()
        try model.setMaximum(10_000)
        model.bounded.scale = .skewed(mid: 1000)
        model.dragMode = .vertical
        try model.setDragDistance(200)
        var drag = DragInteraction<KnobDrag>()
        _ = drag.begin(at: Point(x: 100, y: 150), model: &model, geometry: knobGeometry)
        _ = drag.update(to: Point(x: 100, y: 50), model: &model, geometry: knobGeometry)  // 100 px up
        #expect(close(model.value, 1000))
        // Fine-tuning moves a tenth of the travel, not of the values.
        drag.setFineTuning(true, model: model, geometry: knobGeometry)
        _ = drag.update(to: Point(x: 100, y: -150), model: &model, geometry: knobGeometry)  // 200 px: 0.1
        #expect(close(model.bounded.fraction, 0.6))
        _ = drag.update(to: Point(x: 100, y: 5000), model: &model, geometry: knobGeometry)
        #expect(model.value == 0)
    }

    @Test func aSnappingModelSnapsInValueUnitsAfterTheMove() throws {
        var model = CircularSliderModel()
        try model.bounded.setMaximum(20_000)
        try model.bounded.setMinimum(20)
        try model.bounded.setStep(10)
        model.bounded.scale = .logarithmic
        let value = model.bounded.value(atFraction: 0.5)
        #expect(value == 630)  // 632.46 on the grid 20 + 10k
        #expect(model.bounded.value(atFraction: 1) == 20_000)
    }

    @Test(arguments: [RangeSliderDrag.Thumb.lower, .upper])
    func rangeThumbsFollowThePointerAlongTheTravel(_ thumb: RangeSliderDrag.Thumb) throws {
        var model = RangeSliderModel()
        try model.setMaximum(20_000)
        try model.setMinimum(20)
        try model.setValues(lower: 20, upper: 20_000)
        model.scale = .logarithmic
        // Thumb centres at x = 10 (lower) and 210 (upper); dragging either to the middle.
        let start = thumb == .lower ? Point(x: 10, y: 10) : Point(x: 210, y: 10)
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: start, model: &model, geometry: rangeGeometry)
        _ = drag.update(to: Point(x: 110, y: 10), model: &model, geometry: rangeGeometry)
        let moved = thumb == .lower ? model.lower : model.upper
        #expect(abs(moved - 632.46) / 632.46 < 0.01)
        // And back to its own end, exactly.
        _ = drag.update(to: Point(x: thumb == .lower ? -500 : 700, y: 10), model: &model, geometry: rangeGeometry)
        #expect((thumb == .lower ? model.lower : model.upper) == (thumb == .lower ? 20 : 20_000))
    }

    @Test func draggingTheRangeKeepsItsLengthAlongTheTravel() throws {
        var model = RangeSliderModel()
        try model.setMaximum(20_000)
        try model.setMinimum(20)
        try model.setValues(lower: 20, upper: 200)   // a third of the travel
        model.scale = .logarithmic
        model.moveRange(from: model.values, by: 1.0 / 3)
        #expect(close(model.lower, 200) && close(model.upper, 2000))
        model.moveRange(from: model.values, by: 5)
        #expect(close(model.lower, 2000) && model.upper == 20_000)
        model.moveRange(from: model.values, by: -5)
        #expect(model.lower == 20 && close(model.upper, 200))
    }

    @Test func aKeySweepTakesAsManyPressesAsOnALinearScale() {
        let increments = Increments()  // a step is 1% of the range
        for scale in [ValueScale.logarithmic, .skewed(mid: 1000)] {
            var value = 20.0, presses = 0
            while value < 20_000, presses < 1000 {
                value = increments.value(after: .step(1), from: value, minimum: 20, maximum: 20_000, scale: scale)
                presses += 1
            }
            #expect((99...101).contains(presses))
            // Halfway it is the scale's middle, not the linear one.
            var half = 20.0
            for _ in 0..<50 { half = increments.value(after: .step(1), from: half, minimum: 20, maximum: 20_000, scale: scale) }
            #expect(close(half, scale.value(atTravel: 0.5, minimum: 20, maximum: 20_000), within: 1e-6))
            // And back down.
            presses = 0
            while value > 20, presses < 1000 {
                value = increments.value(after: .step(-1), from: value, minimum: 20, maximum: 20_000, scale: scale)
                presses += 1
            }
            #expect((99...101).contains(presses))
            #expect(value == 20)
        }
    }

    @Test func keysSnapToAGivenStepAndAlwaysMove() {
        let increments = Increments(step: 1, page: 100)
        let log = ValueScale.logarithmic
        // At the crowded end one step of travel is far less than 1: the press still moves one.
        #expect(increments.value(after: .step(1), from: 20, minimum: 20, maximum: 20_000, scale: log) == 21)
        #expect(increments.value(after: .step(-1), from: 21, minimum: 20, maximum: 20_000, scale: log) == 20)
        // At the spread end a step of travel is several units, snapped to whole ones.
        let up = increments.value(after: .step(1), from: 19_000, minimum: 20, maximum: 20_000, scale: log)
        #expect(up > 19_001 && up == up.rounded())
        let page = increments.value(after: .page(1), from: 1000, minimum: 20, maximum: 20_000, scale: log)
        #expect(page > 1000 && page == page.rounded())
        // Fine steps do not snap; Home and End are the ends.
        let fine = increments.value(after: .fineStep(1), from: 1000, minimum: 20, maximum: 20_000, scale: log)
        #expect(fine > 1000 && fine < 1001)
        #expect(increments.value(after: .toMinimum, from: 1000, minimum: 20, maximum: 20_000, scale: log) == 20)
        #expect(increments.value(after: .toMaximum, from: 1000, minimum: 20, maximum: 20_000, scale: log) == 20_000)
    }

    @Test func aWrappingControlComesRoundOnAScaleToo() {
        let increments = Increments(step: 1)
        let log = ValueScale.logarithmic
        #expect(increments.value(after: .step(1), from: 360, minimum: 1, maximum: 360, wraps: true, scale: log) == 2)
        // Down from the minimum is a step down from the maximum: on this scale, several units.
        let down = increments.value(after: .step(-1), from: 1, minimum: 1, maximum: 360, wraps: true, scale: log)
        #expect(down == increments.value(after: .step(-1), from: 360, minimum: 1, maximum: 360, scale: log))
        #expect(down < 359 && down == down.rounded())
    }

    @Test func aScaleThatDoesNotFitLeavesEverythingLinear() throws {
        var scaled = KnobModel(), linear = KnobModel()
        try scaled.setMinimum(-10)
        try linear.setMinimum(-10)
        scaled.bounded.scale = .logarithmic
        for fraction in [0, 0.25, 0.5, 1] {
            #expect(scaled.bounded.value(atFraction: fraction) == linear.bounded.value(atFraction: fraction))
        }
        let increments = Increments()
        #expect(increments.value(after: .step(3), from: 0.5, minimum: -10, maximum: 1, scale: .logarithmic)
            == increments.value(after: .step(3), from: 0.5, minimum: -10, maximum: 1))
    }
}
