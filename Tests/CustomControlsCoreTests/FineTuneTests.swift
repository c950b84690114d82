import Testing
@testable import CustomControlsCore

@Suite struct FineTuneTests {
    @Test func aRangeDragFineTunesFromWhereTheThumbIsWithoutJumping() {
        let geometry = RangeSliderGeometry(size: Size(width: 300, height: 30))
        var model = RangeSliderModel()
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: Point(x: 69, y: 15), model: &model, geometry: geometry)
        _ = drag.update(to: Point(x: 96, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.lower - 0.3) < 1e-12)
        drag.setFineTuning(true, model: model, geometry: geometry)
        #expect(drag.isFineTuning && abs(model.lower - 0.3) < 1e-12)
        _ = drag.update(to: Point(x: 123, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.lower - 0.31) < 1e-12)
        drag.setFineTuning(false, model: model, geometry: geometry)
        _ = drag.update(to: Point(x: 150, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.lower - 0.41) < 1e-12)
        _ = drag.end(model: model)
        #expect(!drag.isFineTuning)
    }

    @Test func aKnobDragFineTunesRelativelyAndStaysRelative() {
        let geometry = KnobGeometry(size: Size(width: 200, height: 200), lineWidth: 2, pointerLength: 6)
        var model = KnobModel()
        var drag = DragInteraction<KnobDrag>()
        _ = drag.begin(at: pointer(atDegrees: -90), model: &model, geometry: geometry)
        #expect(abs(model.value - 0.5) < 1e-9)
        drag.setFineTuning(true, model: model, geometry: geometry)
        for degrees in stride(from: -85.0, through: -58.5, by: 5) + [-58.5] {  // 31.5° clockwise: a tenth of the arc
            _ = drag.update(to: pointer(atDegrees: degrees), model: &model, geometry: geometry)
        }
        #expect(abs(model.value - 0.51) < 1e-9)
        drag.setFineTuning(false, model: model, geometry: geometry)
        _ = drag.update(to: pointer(atDegrees: -58.5), model: &model, geometry: geometry)
        #expect(abs(model.value - 0.51) < 1e-9)  // no jump back to the pointer's absolute angle
        _ = drag.update(to: pointer(atDegrees: -27), model: &model, geometry: geometry)
        #expect(abs(model.value - 0.61) < 1e-9)
    }
}
