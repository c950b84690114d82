import Testing
@testable import CustomControlsCore

@Suite struct RangeSliderDragTests {
    // 300x30: thumbs 30 wide, usable length 270, lower at x = 15 + 54 = 69, upper at 15 + 216 = 231.
    let geometry = RangeSliderGeometry(size: Size(width: 300, height: 30))

    @Test func withoutWarpingAPressOffTheThumbsStartsNothing() {
        var model = RangeSliderModel()
        var drag = DragInteraction<RangeSliderDrag>()
        let step = drag.begin(at: Point(x: 20, y: 15), warps: false, model: &model, geometry: geometry)  // left of the lower thumb
        #expect(!step.isDragging && !drag.isDragging)
        #expect(model == RangeSliderModel())
    }

    @Test func aWarpingPressOffTheThumbsTakesTheNearerThumbThereAndDragsIt() {
        var model = RangeSliderModel()
        var drag = DragInteraction<RangeSliderDrag>()
        // Right of the upper thumb (231): x = 285 is fraction (285 - 15) / 270 = 1.
        let step = drag.begin(at: Point(x: 285, y: 15), model: &model, geometry: geometry)
        #expect(step.isDragging && step.valueChanged && drag.session?.thumb == .upper)
        #expect(model.lower == 0.2 && model.upper == 1)
        _ = drag.update(to: Point(x: 258, y: 15), model: &model, geometry: geometry)  // and drags it: 27 px is 0.1
        #expect(abs(model.upper - 0.9) < 1e-12)
        // Escape puts back the values from before the press.
        _ = drag.cancel(model: &model)
        #expect(model == RangeSliderModel())
    }

    @Test func dragsAreRelativeSoThePressDoesNotJump() throws {
        var model = RangeSliderModel()
        var drag = DragInteraction<RangeSliderDrag>()
        // Press on the right edge of the lower thumb: nothing moves.
        let press = drag.begin(at: Point(x: 80, y: 15), model: &model, geometry: geometry)
        #expect(press.isDragging && !press.valueChanged)
        #expect(model.lower == 0.2)
        _ = drag.update(to: Point(x: 80 + 27, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.lower - 0.3) < 1e-12)
        #expect(model.upper == 0.8)
    }

    @Test func aThumbStopsAtTheOtherThumb() {
        var model = RangeSliderModel()
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: Point(x: 69, y: 15), model: &model, geometry: geometry)
        _ = drag.update(to: Point(x: 290, y: 15), model: &model, geometry: geometry)
        #expect(model.lower == 0.8 && model.upper == 0.8)
    }

    /// The other thumb: the upper one dragged down past the lower stops at it.
    @Test func theUpperThumbStopsAtTheLowerThumb() {
        var model = RangeSliderModel()
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: Point(x: 231, y: 15), model: &model, geometry: geometry)
        #expect(drag.session?.thumb == .upper)
        _ = drag.update(to: Point(x: 10, y: 15), model: &model, geometry: geometry)
        #expect(model.lower == 0.2 && model.upper == 0.2)
    }

    @Test func theDragGoesOnOutsideTheWidget() {
        var model = RangeSliderModel()
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: Point(x: 231, y: 15), model: &model, geometry: geometry)
        _ = drag.update(to: Point(x: 5000, y: -900), model: &model, geometry: geometry)
        #expect(model.upper == 1)
        _ = drag.update(to: Point(x: 231 - 27, y: 400), model: &model, geometry: geometry)
        #expect(abs(model.upper - 0.7) < 1e-12)
    }

    @Test(arguments: [0.0, 0.5, 1.0])
    func overlappingThumbsCanAlwaysBeSeparated(at value: Double) throws {
        for direction in [-1.0, 1.0] {
            var model = RangeSliderModel()
            try model.setValues(lower: value, upper: value)
            var drag = DragInteraction<RangeSliderDrag>()
            let x = geometry.position(atFraction: value)
            _ = drag.begin(at: Point(x: x, y: 15), model: &model, geometry: geometry)
            // One way first (at an end that way can move nothing), then the other way.
            var separated = false
            for dx in [direction * 40, -direction * 40] {
                _ = drag.update(to: Point(x: x + dx, y: 15), model: &model, geometry: geometry)
                separated = separated || model.lower < model.upper
            }
            #expect(separated, "stuck at \(value) moving \(direction) first")
        }
    }

    @Test func cancelRestoresTheValuesAtThePress() {
        var model = RangeSliderModel()
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: Point(x: 69, y: 15), model: &model, geometry: geometry)
        _ = drag.update(to: Point(x: 10, y: 15), model: &model, geometry: geometry)
        #expect(model.lower == 0)
        let step = drag.cancel(model: &model)
        #expect(model == RangeSliderModel())
        #expect(step.valueChanged && step.emitsValueChanged && !step.isDragging)
    }

    @Test func stepsSnapDuringADragFromTheTotalTravel() throws {
        var model = RangeSliderModel()
        try model.setStep(0.1)
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: Point(x: 69, y: 15), model: &model, geometry: geometry)
        for x in stride(from: 69.0, through: 100, by: 1) {
            _ = drag.update(to: Point(x: x, y: 15), model: &model, geometry: geometry)
        }
        // 31 px of 270 is 0.1148: snaps to 0.3.
        #expect(abs(model.lower - 0.3) < 1e-12)
    }
}
