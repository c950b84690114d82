import Testing
@testable import CustomControlsCore

/// Fine-tuning belongs to one drag: a drag that ends (or is cancelled) while Shift is still
/// held leaves nothing behind, so the next drag with Shift is fine-tuned again and the next
/// one without it is not.
///
/// The widget switches fine-tuning only when the Shift state differs from
/// ``DragInteraction/isFineTuning`` (read on every pointer event), so a flag left on after a
/// drag would make the next Shift drag skip the switch and move at full speed.
@Suite struct FineTuneAcrossDragsTests {
    @Test func aRangeSliderDragEndedWithShiftHeldLeavesNoFineTuning() {
        let geometry = RangeSliderGeometry(size: Size(width: 300, height: 30))  // 270 px usable
        var model = RangeSliderModel()
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: Point(x: 69, y: 15), model: &model, geometry: geometry)
        drag.setFineTuning(true, model: model, geometry: geometry)
        _ = drag.update(to: Point(x: 96, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.lower - 0.21) < 1e-12)
        _ = drag.end(model: model)  // released with Shift still down
        #expect(!drag.isFineTuning && !drag.isDragging)

        // The next drag with Shift: fine-tuned again, 27 px moving a tenth of 0.1.
        var x = geometry.position(atFraction: model.fraction(of: model.lower))
        _ = drag.begin(at: Point(x: x, y: 15), model: &model, geometry: geometry)
        #expect(!drag.isFineTuning)
        drag.setFineTuning(true, model: model, geometry: geometry)
        #expect(drag.isFineTuning)
        _ = drag.update(to: Point(x: x + 27, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.lower - 0.22) < 1e-12)
        _ = drag.end(model: model)

        // And one without Shift moves at full speed.
        x = geometry.position(atFraction: model.fraction(of: model.lower))
        _ = drag.begin(at: Point(x: x, y: 15), model: &model, geometry: geometry)
        _ = drag.update(to: Point(x: x + 27, y: 15), model: &model, geometry: geometry)
        #expect(!drag.isFineTuning)
        #expect(abs(model.lower - 0.32) < 1e-12)
    }

    @Test func aKnobDragEndedWithShiftHeldLeavesNoFineTuning() {
        let geometry = KnobGeometry(size: Size(width: 200, height: 200), lineWidth: 2, pointerLength: 6)
        // 31.5° clockwise from straight up: a tenth of the knob's 315° arc.
        let turn = Array(stride(from: -85.0, through: -60, by: 5)) + [-58.5]
        var model = KnobModel()
        var drag = DragInteraction<KnobDrag>()
        _ = drag.begin(at: pointer(atDegrees: -90), model: &model, geometry: geometry)
        drag.setFineTuning(true, model: model, geometry: geometry)
        for degrees in turn { _ = drag.update(to: pointer(atDegrees: degrees), model: &model, geometry: geometry) }
        #expect(abs(model.value - 0.51) < 1e-9)
        _ = drag.end(model: model)
        #expect(!drag.isFineTuning)

        _ = drag.begin(at: pointer(atDegrees: -90), model: &model, geometry: geometry)  // jumps to 0.5
        #expect(!drag.isFineTuning)
        drag.setFineTuning(true, model: model, geometry: geometry)
        for degrees in turn { _ = drag.update(to: pointer(atDegrees: degrees), model: &model, geometry: geometry) }
        #expect(abs(model.value - 0.51) < 1e-9)
        _ = drag.end(model: model)

        _ = drag.begin(at: pointer(atDegrees: -90), model: &model, geometry: geometry)
        for degrees in turn { _ = drag.update(to: pointer(atDegrees: degrees), model: &model, geometry: geometry) }
        #expect(!drag.isFineTuning)
        #expect(abs(model.value - 0.6) < 1e-9)  // follows the pointer again
    }

    @Test func aLinearKnobDragEndedWithShiftHeldLeavesNoFineTuning() throws {
        let geometry = KnobGeometry(size: Size(width: 200, height: 200), lineWidth: 2, pointerLength: 6)
        var model = KnobModel()
        model.dragMode = .vertical  // 200 px for the whole range
        try model.setValue(0.5)
        var drag = DragInteraction<KnobDrag>()
        _ = drag.begin(at: Point(x: 100, y: 100), model: &model, geometry: geometry)
        drag.setFineTuning(true, model: model, geometry: geometry)
        _ = drag.update(to: Point(x: 100, y: 60), model: &model, geometry: geometry)  // 40 px up
        #expect(abs(model.value - 0.52) < 1e-12)
        _ = drag.end(model: model)
        #expect(!drag.isFineTuning)

        _ = drag.begin(at: Point(x: 100, y: 100), model: &model, geometry: geometry)
        drag.setFineTuning(true, model: model, geometry: geometry)
        _ = drag.update(to: Point(x: 100, y: 60), model: &model, geometry: geometry)
        #expect(abs(model.value - 0.54) < 1e-12)
        _ = drag.end(model: model)

        _ = drag.begin(at: Point(x: 100, y: 100), model: &model, geometry: geometry)
        _ = drag.update(to: Point(x: 100, y: 60), model: &model, geometry: geometry)
        #expect(!drag.isFineTuning)
        #expect(abs(model.value - 0.74) < 1e-12)
    }

    @Test func aCircularSliderDragEndedWithShiftHeldLeavesNoFineTuning() {
        let geometry = CircularSliderGeometry(size: Size(width: 200, height: 200), lineWidth: 20)
        // 40° counter-clockwise from 12 o'clock (90): 4 degrees of value when fine-tuned.
        let turn = Array(stride(from: -95.0, through: -130, by: -5))
        var model = CircularSliderModel()
        var drag = DragInteraction<CircularSliderDrag>()
        _ = drag.begin(at: pointer(atDegrees: -90), model: &model, geometry: geometry)
        drag.setFineTuning(true, model: model, geometry: geometry)
        for degrees in turn { _ = drag.update(to: pointer(atDegrees: degrees), model: &model, geometry: geometry) }
        #expect(model.value == 94)
        _ = drag.end(model: model)
        #expect(!drag.isFineTuning)

        _ = drag.begin(at: pointer(atDegrees: -90), model: &model, geometry: geometry)
        #expect(model.value == 90 && !drag.isFineTuning)
        drag.setFineTuning(true, model: model, geometry: geometry)
        for degrees in turn { _ = drag.update(to: pointer(atDegrees: degrees), model: &model, geometry: geometry) }
        #expect(model.value == 94)
        _ = drag.end(model: model)

        _ = drag.begin(at: pointer(atDegrees: -90), model: &model, geometry: geometry)
        for degrees in turn { _ = drag.update(to: pointer(atDegrees: degrees), model: &model, geometry: geometry) }
        #expect(!drag.isFineTuning)
        #expect(model.value == 130)
    }

    @Test func aCancelledOrInterruptedFineDragLeavesNoFineTuningEither() {
        let geometry = RangeSliderGeometry(size: Size(width: 300, height: 30))
        var model = RangeSliderModel()
        var drag = DragInteraction<RangeSliderDrag>()
        // Escape with Shift held.
        _ = drag.begin(at: Point(x: 69, y: 15), model: &model, geometry: geometry)
        drag.setFineTuning(true, model: model, geometry: geometry)
        _ = drag.cancel(model: &model)
        #expect(!drag.isFineTuning && model == RangeSliderModel())
        // A press that arrives during a fine drag ends it first; the new drag starts at full speed.
        _ = drag.begin(at: Point(x: 69, y: 15), model: &model, geometry: geometry)
        drag.setFineTuning(true, model: model, geometry: geometry)
        _ = drag.begin(at: Point(x: 69, y: 15), model: &model, geometry: geometry)
        #expect(drag.isDragging && !drag.isFineTuning)
        _ = drag.update(to: Point(x: 96, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.lower - 0.3) < 1e-12)
    }

    @Test func shiftWhileIdleIsNotRememberedForTheNextDrag() {
        let geometry = RangeSliderGeometry(size: Size(width: 300, height: 30))
        var model = RangeSliderModel()
        var drag = DragInteraction<RangeSliderDrag>()
        drag.setFineTuning(true, model: model, geometry: geometry)  // Shift pressed before the press
        #expect(!drag.isFineTuning)
        _ = drag.begin(at: Point(x: 69, y: 15), model: &model, geometry: geometry)
        _ = drag.update(to: Point(x: 96, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.lower - 0.3) < 1e-12)
    }
}
