import Testing
@testable import CustomControlsCore

@Suite struct RangeDistanceAndPushTests {
    /// At bounds of ±1e308 with the whole range as the minimum distance, setting either value
    /// to what it already is leaves both where they are (the other value once jumped to 0,
    /// when `value − distance` overflowed to −infinity). Found by the property test's seed
    /// wXuYn5L9ShCSVVDiOxgDq7AYpcLhJXudchaInoAxDHc=.
    @Test(arguments: [true, false])
    func settingAValueToItselfAtTheExtremesMovesNothing(upperHeld: Bool) throws {
        let extreme = Double.greatestFiniteMagnitude
        let nearZero = extreme.ulp  // 1.99584e292: one step of the grid doubles have there
        var model = RangeSliderModel()
        try model.setMinimum(-extreme)
        try model.setMaximum(extreme)
        if upperHeld {
            try model.setValues(lower: -extreme, upper: -nearZero)
        } else {
            try model.setValues(lower: nearZero, upper: extreme)
        }
        try model.setMinimumDistance(extreme)
        // The values are already the whole range's width apart, as a double can say it.
        #expect(model.values == (upperHeld ? ValuePair(lower: -extreme, upper: -nearZero) : ValuePair(lower: nearZero, upper: extreme)))
        let before = model
        if upperHeld { try model.setUpper(model.upper) } else { try model.setLower(model.lower) }
        #expect(model == before)
    }

    /// Where the step grid has more points than a double can tell apart (bounds of ±1e308,
    /// step 3.81), a key moves a value by the step from where it is, both ways, instead of
    /// onto a grid point 1e292 away.
    @Test func keysMoveByTheStepWhereTheGridCannotBeHeld() throws {
        let extreme = Double.greatestFiniteMagnitude
        var model = RangeSliderModel()
        try model.setMinimum(-extreme)
        try model.setMaximum(extreme)
        try model.setStep(3.81)
        try model.setValues(lower: -1_000_000, upper: 1_000_000)
        model.stepUpper(by: -1)
        #expect(model.upper == 1_000_000 - 3.81)
        model.stepLower(by: 1)
        #expect(model.lower == -1_000_000 + 3.81)
        #expect(ValueMath.step(1_000_000, by: 2, minimum: -extreme, maximum: extreme, step: 3.81) == 1_000_000 + 2 * 3.81)
    }

    let geometry = RangeSliderGeometry(size: Size(width: 300, height: 30))

    @Test func theMinimumDistanceKeepsTheValuesApart() throws {
        var model = RangeSliderModel()
        try model.setMinimumDistance(0.1)
        try model.setLower(0.75)
        #expect(model.lower == 0.75 && abs(model.upper - 0.85) < 1e-12)
        try model.setUpper(0.05)
        #expect(model.lower == 0 && abs(model.upper - 0.1) < 1e-12)  // the lower value stops at the minimum
        try model.setMinimumDistance(5)
        #expect(model.lower == 0 && model.upper == 1 && model.distance == 1)  // limited to the range
        #expect(throws: RejectedValue.self) { try model.setMinimumDistance(.nan) }
    }

    @Test func aDraggedThumbStopsAtTheDistance() throws {
        var model = RangeSliderModel()
        try model.setMinimumDistance(0.2)
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: Point(x: 69, y: 15), model: &model, geometry: geometry)
        _ = drag.update(to: Point(x: 290, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.lower - 0.6) < 1e-12 && model.upper == 0.8)
    }

    /// The other thumb: the upper one dragged down stops the distance above the lower.
    @Test func theDraggedUpperThumbStopsAtTheDistance() throws {
        var model = RangeSliderModel()
        try model.setMinimumDistance(0.2)
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: Point(x: 231, y: 15), model: &model, geometry: geometry)
        _ = drag.update(to: Point(x: 10, y: 15), model: &model, geometry: geometry)
        #expect(model.lower == 0.2 && abs(model.upper - 0.4) < 1e-12)
    }

    @Test func inPushModeAThumbPushesTheOtherUntilAnEnd() throws {
        var model = RangeSliderModel()
        model.pushesOtherThumb = true
        try model.setMinimumDistance(0.1)
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: Point(x: 69, y: 15), model: &model, geometry: geometry)
        _ = drag.update(to: Point(x: 69 + 2 * 54 + 27, y: 15), model: &model, geometry: geometry)  // to 0.7: pushes from 0.8
        #expect(abs(model.lower - 0.7) < 1e-12 && abs(model.upper - 0.8) < 1e-12)
        _ = drag.update(to: Point(x: 69 + 3 * 54, y: 15), model: &model, geometry: geometry)  // to 0.8
        #expect(abs(model.lower - 0.8) < 1e-12 && abs(model.upper - 0.9) < 1e-12)
        _ = drag.update(to: Point(x: 1000, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.lower - 0.9) < 1e-12 && model.upper == 1)
    }

    /// The other thumb: the upper one pushes the lower down until the minimum.
    @Test func inPushModeTheUpperThumbPushesTheLowerUntilTheMinimum() throws {
        var model = RangeSliderModel()
        model.pushesOtherThumb = true
        try model.setMinimumDistance(0.1)
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: Point(x: 231, y: 15), model: &model, geometry: geometry)
        _ = drag.update(to: Point(x: 231 - 2 * 54 - 27, y: 15), model: &model, geometry: geometry)  // to 0.3: pushes from 0.2
        #expect(abs(model.upper - 0.3) < 1e-12 && abs(model.lower - 0.2) < 1e-12)
        _ = drag.update(to: Point(x: 231 - 3 * 54, y: 15), model: &model, geometry: geometry)  // to 0.2
        #expect(abs(model.upper - 0.2) < 1e-12 && abs(model.lower - 0.1) < 1e-12)
        _ = drag.update(to: Point(x: -1000, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.upper - 0.1) < 1e-12 && model.lower == 0)
    }

    /// Without push mode neither thumb moves the other: each stops at the distance.
    @Test func withoutPushModeNeitherThumbMovesTheOther() throws {
        for (press, to) in [(69.0, 1000.0), (231.0, -1000.0)] {
            var model = RangeSliderModel()
            try model.setMinimumDistance(0.1)
            var drag = DragInteraction<RangeSliderDrag>()
            _ = drag.begin(at: Point(x: press, y: 15), model: &model, geometry: geometry)
            _ = drag.update(to: Point(x: to, y: 15), model: &model, geometry: geometry)
            let moved = press == 69 ? model.lower : model.upper
            let other = press == 69 ? model.upper : model.lower
            #expect(other == (press == 69 ? 0.8 : 0.2), "the thumb pressed at \(press) moved the other")
            #expect(abs(moved - (press == 69 ? 0.7 : 0.3)) < 1e-12)
        }
    }

    @Test func draggingTheRangeMovesBothAndKeepsTheWidth() {
        var model = RangeSliderModel()
        var drag = DragInteraction<RangeSliderDrag>()
        let press = drag.begin(at: Point(x: 150, y: 15), model: &model, geometry: geometry)
        #expect(press.isDragging && drag.session?.movesRange == true)
        _ = drag.update(to: Point(x: 177, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.lower - 0.3) < 1e-12 && abs(model.upper - 0.9) < 1e-12)
        _ = drag.update(to: Point(x: 900, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.lower - 0.4) < 1e-12 && model.upper == 1)  // stops at the end, width kept
        _ = drag.update(to: Point(x: -900, y: 15), model: &model, geometry: geometry)
        #expect(model.lower == 0 && abs(model.upper - 0.6) < 1e-12)
        _ = drag.cancel(model: &model)
        #expect(model == RangeSliderModel())
    }
}
