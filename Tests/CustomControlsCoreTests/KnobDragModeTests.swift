import Testing
@testable import CustomControlsCore

@Suite struct KnobDragModeTests {
    let geometry = KnobGeometry(size: Size(width: 200, height: 200), lineWidth: 2, pointerLength: 6)

    @Test func verticalDragsAreRelativeAndUpRaisesTheValue() throws {
        var model = KnobModel()
        model.dragMode = .vertical
        try model.setValue(0.3)
        var drag = DragInteraction<KnobDrag>()
        let press = drag.begin(at: Point(x: 150, y: 150), model: &model, geometry: geometry)
        #expect(press.isDragging && !press.valueChanged)  // no jump on press
        _ = drag.update(to: Point(x: 10, y: 110), model: &model, geometry: geometry)  // 40 px up; x ignored
        #expect(abs(model.value - 0.5) < 1e-12)
        drag.setFineTuning(true, model: model, geometry: geometry)
        _ = drag.update(to: Point(x: 10, y: 70), model: &model, geometry: geometry)
        #expect(abs(model.value - 0.52) < 1e-12)
        _ = drag.update(to: Point(x: 10, y: -5000), model: &model, geometry: geometry)
        #expect(model.value == 1)
        _ = drag.cancel(model: &model)
        #expect(model.value == 0.3)
    }

    @Test func horizontalDragsFollowTheXAxisOverTheDragDistance() throws {
        var model = KnobModel()
        model.dragMode = .horizontal
        try model.setDragDistance(100)
        var drag = DragInteraction<KnobDrag>()
        _ = drag.begin(at: Point(x: 50, y: 50), model: &model, geometry: geometry)
        _ = drag.update(to: Point(x: 75, y: 0), model: &model, geometry: geometry)
        #expect(abs(model.value - 0.25) < 1e-12)
    }

    /// The other direction of each linear mode: down and left lower the value, and a drag
    /// past the far end holds the minimum.
    @Test func downAndLeftLowerTheValue() throws {
        for mode in [KnobDragMode.vertical, .horizontal] {
            var model = KnobModel()
            model.dragMode = mode
            try model.setDragDistance(100)
            try model.setValue(0.5)
            var drag = DragInteraction<KnobDrag>()
            _ = drag.begin(at: Point(x: 50, y: 50), model: &model, geometry: geometry)
            let away = mode == .vertical ? Point(x: 90, y: 75) : Point(x: 25, y: 90)  // 25 px down or left; the other axis ignored
            _ = drag.update(to: away, model: &model, geometry: geometry)
            #expect(abs(model.value - 0.25) < 1e-12, "\(mode)")
            _ = drag.update(to: Point(x: -5000, y: 5000), model: &model, geometry: geometry)
            #expect(model.value == 0, "\(mode)")
        }
    }

    /// A sequence of modes: rotary, then vertical, then rotary again; each drag moves by the
    /// mode in force when it began.
    @Test func eachDragFollowsTheModeInForceAtItsPress() throws {
        var model = KnobModel()
        var drag = DragInteraction<KnobDrag>()
        _ = drag.begin(at: pointer(atDegrees: -90), model: &model, geometry: geometry)  // rotary: jumps straight up
        #expect(abs(model.value - 0.5) < 1e-9)
        _ = drag.end(model: model)
        model.dragMode = .vertical
        _ = drag.begin(at: pointer(atDegrees: 0), model: &model, geometry: geometry)  // vertical: no jump
        #expect(abs(model.value - 0.5) < 1e-9)
        _ = drag.update(to: Point(x: 150, y: 60), model: &model, geometry: geometry)  // 40 px up
        #expect(abs(model.value - 0.7) < 1e-9)
        _ = drag.end(model: model)
        model.dragMode = .rotary
        _ = drag.begin(at: pointer(atDegrees: -90), model: &model, geometry: geometry)
        #expect(abs(model.value - 0.5) < 1e-9)
    }

    @Test func dragDistanceIsAtLeastOnePixel() throws {
        var model = KnobModel()
        try model.setDragDistance(-5)
        #expect(model.dragDistance == 1)
        #expect(throws: RejectedValue.self) { try model.setDragDistance(.nan) }
    }
}
