import Testing
@testable import CustomControlsCore

@Suite struct PointerGrabTests {
    let geometry = KnobGeometry(size: Size(width: 200, height: 200), lineWidth: 2, pointerLength: 6)

    @Test func onlyAPressNearThePointerGrabsItAndItDoesNotJump() throws {
        var model = KnobModel()
        model.grabsPointerOnly = true
        try model.setValue(0.5)  // pointing straight up
        var drag = DragInteraction<KnobDrag>()
        let miss = drag.begin(at: pointer(atDegrees: 0), model: &model, geometry: geometry)
        #expect(!miss.isDragging && model.value == 0.5)
        let grab = drag.begin(at: pointer(atDegrees: -80), model: &model, geometry: geometry)  // 10° off
        #expect(grab.isDragging && model.value == 0.5)
        _ = drag.update(to: pointer(atDegrees: -80 + 31.5), model: &model, geometry: geometry)
        #expect(abs(model.value - 0.6) < 1e-9)
    }

    /// The grab tolerance (0.3 rad, about 17°) on both sides of the pointer, and across the
    /// seam of the angles: a knob at its minimum (112.5°) is grabbed from the gap side too.
    @Test func theGrabToleranceHoldsOnBothSidesOfThePointer() throws {
        func grabs(value: Double, atDegrees degrees: Double) throws -> Bool {
            var model = KnobModel()
            model.grabsPointerOnly = true
            try model.setValue(value)
            var drag = DragInteraction<KnobDrag>()
            let step = drag.begin(at: pointer(atDegrees: degrees), model: &model, geometry: geometry)
            #expect(model.value == value, "a grab made the value jump")
            return step.isDragging
        }
        // 0.5 points straight up (-90°).
        #expect(try grabs(value: 0.5, atDegrees: -90 + 16) && grabs(value: 0.5, atDegrees: -90 - 16))
        #expect(try !grabs(value: 0.5, atDegrees: -90 + 19) && !grabs(value: 0.5, atDegrees: -90 - 19))
        // 0 points at 112.5°, which is -247.5° on the arc: a press at 100° (in the gap) is 12.5° off.
        #expect(try grabs(value: 0, atDegrees: 100) && grabs(value: 0, atDegrees: 125))
        #expect(try !grabs(value: 0, atDegrees: 90) && !grabs(value: 0, atDegrees: 135))
    }

    /// The circular slider's `grabsHandleOnly`: a press within the handle's radius and the
    /// tolerance grabs it, from every side, without a jump; a press just further misses.
    @Test func onlyAPressOnTheHandleGrabsTheCircularSlider() throws {
        let circle = CircularSliderGeometry(size: Size(width: 200, height: 200), lineWidth: 20)
        // At 90 the handle is at 12 o'clock: (100, 30); it grabs within 10 + 4 px.
        let handle = Point(x: 100, y: 30)
        let reach = circle.handleDiameter / 2 + CircularSliderDrag.grabTolerance
        for (dx, dy) in [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)] {
            var model = CircularSliderModel()
            model.grabsHandleOnly = true
            try model.setValue(90)
            var drag = DragInteraction<CircularSliderDrag>()
            let miss = drag.begin(at: Point(x: handle.x + dx * (reach + 1), y: handle.y + dy * (reach + 1)), model: &model, geometry: circle)
            #expect(!miss.isDragging && model.value == 90, "(\(dx), \(dy)): a press beside the handle grabbed it")
            let grab = drag.begin(at: Point(x: handle.x + dx * (reach - 1), y: handle.y + dy * (reach - 1)), model: &model, geometry: circle)
            #expect(grab.isDragging && model.value == 90, "(\(dx), \(dy)): a press on the handle missed it or jumped")
        }
    }
}
