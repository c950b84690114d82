import Testing
@testable import CustomControlsCore

@Suite struct AngularDragTests {
    let knobGeometry = KnobGeometry(size: Size(width: 200, height: 200), lineWidth: 2, pointerLength: 6)
    let circleGeometry = CircularSliderGeometry(size: Size(width: 200, height: 200), lineWidth: 20)

    @Test func theKnobFollowsThePointerFromThePress() {
        var model = KnobModel()
        var drag = DragInteraction<KnobDrag>()
        let press = drag.begin(at: pointer(atDegrees: -90), model: &model, geometry: knobGeometry)
        #expect(press.valueChanged && press.emitsValueChanged)
        #expect(abs(model.value - 0.5) < 1e-9)
        _ = drag.update(to: pointer(atDegrees: 0), model: &model, geometry: knobGeometry)
        #expect(abs(model.value - 247.5 / 315) < 1e-9)
    }

    @Test func sweepingThroughTheGapNeverJumpsToTheOtherEnd() {
        var model = KnobModel()
        var drag = DragInteraction<KnobDrag>()
        _ = drag.begin(at: pointer(atDegrees: 30), model: &model, geometry: knobGeometry)
        var values: [Double] = []
        // Clockwise from 30° through the gap (67.5...112.5) and on to 200°, then back again.
        for degrees in Array(stride(from: 30.0, through: 200, by: 5)) + Array(stride(from: 200.0, through: 30, by: -5)) {
            _ = drag.update(to: pointer(atDegrees: degrees), model: &model, geometry: knobGeometry)
            values.append(model.value)
        }
        for (a, b) in zip(values, values.dropFirst()) {
            #expect(abs(b - a) < 0.1, "jumped from \(a) to \(b)")
        }
        #expect(values.contains(1))
        #expect(!values.contains(0))
    }

    /// The other end of the arc: from near the minimum counter-clockwise into the gap, past
    /// it, and back. The value holds the minimum and never jumps to the maximum.
    @Test func sweepingPastTheMinimumIntoTheGapHoldsTheMinimum() {
        var model = KnobModel()
        var drag = DragInteraction<KnobDrag>()
        _ = drag.begin(at: pointer(atDegrees: 150), model: &model, geometry: knobGeometry)
        #expect(abs(model.value - 37.5 / 315) < 1e-9)
        var values: [Double] = []
        // Counter-clockwise from 150° through the gap (112.5...67.5) on to -20°, then back.
        for degrees in Array(stride(from: 150.0, through: -20, by: -5)) + Array(stride(from: -20.0, through: 150, by: 5)) {
            _ = drag.update(to: pointer(atDegrees: degrees), model: &model, geometry: knobGeometry)
            values.append(model.value)
        }
        for (a, b) in zip(values, values.dropFirst()) {
            #expect(abs(b - a) < 0.1, "jumped from \(a) to \(b)")
        }
        #expect(values.contains(0))
        #expect(!values.contains(1))
        #expect(abs(model.value - 37.5 / 315) < 1e-9, "not back where the sweep began")
    }

    /// A press or a move *near* the centre, inside the dead zone (a tenth of the radius), moves
    /// nothing either, on both controls and on every side; just outside it the value follows.
    @Test func anAngularDragNearTheCentreChangesNothing() throws {
        func check<Session: DragSession>(_ session: Session.Type, model: Session.Model, geometry: Session.Geometry,
                                        center: Point, deadZone: Double, up: Double) where Session.Value == Double, Session.Model: Equatable {
            var model = model
            let before = model
            var drag = DragInteraction<Session>()
            let inside = deadZone * 0.9
            let press = drag.begin(at: Point(x: center.x + inside, y: center.y), model: &model, geometry: geometry)
            #expect(press.isDragging && !press.valueChanged, "\(Session.self): a press inside the dead zone moved the value")
            for (dx, dy) in [(0.0, -inside), (-inside, 0.0), (0.0, inside), (inside * 0.7, inside * 0.7)] {
                _ = drag.update(to: Point(x: center.x + dx, y: center.y + dy), model: &model, geometry: geometry)
                #expect(model == before, "\(Session.self): a move to (\(dx), \(dy)) from the centre moved the value")
            }
            _ = drag.update(to: Point(x: center.x, y: center.y - deadZone * 1.1), model: &model, geometry: geometry)
            #expect(abs(model.reportedValue - up) < 1e-9, "\(Session.self): just outside the dead zone, straight up")
        }
        var knob = KnobModel()
        try knob.setValue(0.3)
        // 200 x 200: the knob's track radius is 94, the circle's radius 70.
        check(KnobDrag.self, model: knob, geometry: knobGeometry, center: knobGeometry.center, deadZone: 9.4, up: 0.5)
        var circle = CircularSliderModel()
        try circle.setValue(42)
        check(CircularSliderDrag.self, model: circle, geometry: circleGeometry, center: circleGeometry.center, deadZone: 7, up: 90)
    }

    @Test func anAngularDragAtTheCentreChangesNothing() throws {
        var model = KnobModel()
        try model.setValue(0.3)
        var drag = DragInteraction<KnobDrag>()
        let press = drag.begin(at: knobGeometry.center, model: &model, geometry: knobGeometry)
        #expect(press.isDragging && !press.valueChanged)
        _ = drag.update(to: knobGeometry.center, model: &model, geometry: knobGeometry)
        #expect(model.value == 0.3)
        _ = drag.update(to: pointer(atDegrees: -90), model: &model, geometry: knobGeometry)
        #expect(abs(model.value - 0.5) < 1e-9)
    }

    @Test func theCircularSliderHoldsItsEndsAcrossTheSeam() {
        var model = CircularSliderModel()
        var drag = DragInteraction<CircularSliderDrag>()
        // Counter-clockwise is negative screen degrees; start just before 360.
        _ = drag.begin(at: pointer(atDegrees: 3), model: &model, geometry: circleGeometry)
        #expect(model.value == 357)
        _ = drag.update(to: pointer(atDegrees: -3), model: &model, geometry: circleGeometry)
        #expect(model.value == 360)
        _ = drag.update(to: pointer(atDegrees: -40), model: &model, geometry: circleGeometry)
        #expect(model.value == 360)
        _ = drag.update(to: pointer(atDegrees: 2), model: &model, geometry: circleGeometry)
        #expect(model.value == 358)
    }

    /// The other end: from just above 0 clockwise across the seam, the value holds 0.
    @Test func theCircularSliderHoldsItsMinimumAcrossTheSeam() {
        var model = CircularSliderModel()
        var drag = DragInteraction<CircularSliderDrag>()
        _ = drag.begin(at: pointer(atDegrees: -3), model: &model, geometry: circleGeometry)
        #expect(model.value == 3)
        _ = drag.update(to: pointer(atDegrees: 3), model: &model, geometry: circleGeometry)
        #expect(model.value == 0)
        _ = drag.update(to: pointer(atDegrees: 40), model: &model, geometry: circleGeometry)
        #expect(model.value == 0)
        _ = drag.update(to: pointer(atDegrees: -2), model: &model, geometry: circleGeometry)
        #expect(model.value == 2)
    }

    @Test(arguments: [1.0, 179.0])
    func sweepsAcrossZeroNeverJumpMoreThanOneStep(by stepDegrees: Double) {
        for direction in [-1.0, 1.0] {
            var model = CircularSliderModel()
            var drag = DragInteraction<CircularSliderDrag>()
            var degrees = 10.0 * -direction
            _ = drag.begin(at: pointer(atDegrees: degrees), model: &model, geometry: circleGeometry)
            var last = model.value
            for _ in 0..<40 {
                degrees += direction * stepDegrees
                _ = drag.update(to: pointer(atDegrees: degrees), model: &model, geometry: circleGeometry)
                // A move of s degrees may change the value by s (plus one step of rounding), never by a wrap.
                #expect(abs(model.value - last) <= stepDegrees + 1, "jumped from \(last) to \(model.value)")
                last = model.value
            }
        }
    }

    @Test func cancelRestoresTheValueAtThePress() throws {
        var model = CircularSliderModel()
        try model.setValue(42)
        var drag = DragInteraction<CircularSliderDrag>()
        _ = drag.begin(at: pointer(atDegrees: -90), model: &model, geometry: circleGeometry)
        #expect(model.value == 90)
        _ = drag.cancel(model: &model)
        #expect(model.value == 42)
    }
}
