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
            #expect(abs(Session.reportedValue(of: model) - up) < 1e-9, "\(Session.self): just outside the dead zone, straight up")
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

@Suite struct WrappingTests {
    let geometry = CircularSliderGeometry(size: Size(width: 200, height: 200), lineWidth: 20)

    @Test func aWrappingCircularSliderComesRoundAcrossTheSeam() {
        var model = CircularSliderModel()
        model.wraps = true
        var drag = DragInteraction<CircularSliderDrag>()
        _ = drag.begin(at: pointer(atDegrees: 3), model: &model, geometry: geometry)
        #expect(model.value == 357)
        _ = drag.update(to: pointer(atDegrees: -3), model: &model, geometry: geometry)
        #expect(model.value == 3)  // round past 360, not held there
        _ = drag.update(to: pointer(atDegrees: 4), model: &model, geometry: geometry)
        #expect(model.value == 356)  // and back
    }

    @Test func aFineTunedWrappingDragWrapsToo() {
        var model = CircularSliderModel()
        model.wraps = true
        try? model.bounded.setStep(0)
        var drag = DragInteraction<CircularSliderDrag>()
        _ = drag.begin(at: pointer(atDegrees: -1), model: &model, geometry: geometry)  // 1°
        drag.setFineTuning(true, model: model, geometry: geometry)
        for degrees in stride(from: 0.0, through: 40, by: 5) {  // 41° clockwise: 4.1° back
            _ = drag.update(to: pointer(atDegrees: degrees), model: &model, geometry: geometry)
        }
        #expect(abs(model.value - (360 - 3.1)) < 1e-6)
    }

    /// The other way: counter-clockwise from 359°, up across 360 to 3.1°.
    @Test func aFineTunedWrappingDragWrapsUpwardsToo() {
        var model = CircularSliderModel()
        model.wraps = true
        try? model.bounded.setStep(0)
        var drag = DragInteraction<CircularSliderDrag>()
        _ = drag.begin(at: pointer(atDegrees: 1), model: &model, geometry: geometry)  // 359°
        drag.setFineTuning(true, model: model, geometry: geometry)
        for degrees in stride(from: 0.0, through: -40, by: -5) {  // 41° counter-clockwise: 4.1° on
            _ = drag.update(to: pointer(atDegrees: degrees), model: &model, geometry: geometry)
        }
        #expect(abs(model.value - 3.1) < 1e-6)
    }
}

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
