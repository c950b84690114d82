import Testing
@testable import CustomControlsCore

@Suite struct EmissionTests {
    let geometry = KnobGeometry(size: Size(width: 200, height: 200), lineWidth: 2, pointerLength: 6)

    /// Runs a press, the moves and a release; returns how many value-changed reports it made.
    func reports(continuous: Bool, degrees: [Double], cancel: Bool = false) -> (count: Int, model: KnobModel) {
        var model = KnobModel()
        var drag = DragInteraction<KnobDrag>(continuous: continuous)
        var count = 0
        count += drag.begin(at: pointer(atDegrees: degrees[0]), model: &model, geometry: geometry).emitsValueChanged ? 1 : 0
        for d in degrees.dropFirst() {
            count += drag.update(to: pointer(atDegrees: d), model: &model, geometry: geometry).emitsValueChanged ? 1 : 0
        }
        let last = cancel ? drag.cancel(model: &model) : drag.end(model: model)
        count += last.emitsValueChanged ? 1 : 0
        return (count, model)
    }

    @Test func continuousReportsEveryChangingStep() {
        // Press changes the value, three distinct moves, one repeated position.
        #expect(reports(continuous: true, degrees: [-90, -80, -70, -70, -60]).count == 4)
    }

    @Test func nonContinuousReportsOnceAtTheEnd() {
        #expect(reports(continuous: false, degrees: [-90, -80, -70, -60]).count == 1)
    }

    @Test func nonContinuousReportsNothingWhenTheDragEndsWhereItBegan() {
        // Default value 0 sits at the start (112.5°); press and move back there.
        #expect(reports(continuous: false, degrees: [112.5, -90, 112.5]).count == 0)
    }

    @Test func nothingChangedMeansNoReport() {
        #expect(reports(continuous: true, degrees: [112.5, 112.5, 112.5]).count == 0)
    }

    @Test func cancelInNonContinuousModeReportsNothing() {
        let result = reports(continuous: false, degrees: [-90, -60], cancel: true)
        #expect(result.count == 0 && result.model.value == 0)
    }

    @Test func cancelInContinuousModeReportsTheReturn() {
        let result = reports(continuous: true, degrees: [-90, -60], cancel: true)
        #expect(result.count == 3 && result.model.value == 0)
    }

    @Test func eventsOutOfOrderAreHarmless() {
        var model = KnobModel()
        var drag = DragInteraction<KnobDrag>()
        #expect(drag.update(to: pointer(atDegrees: 0), model: &model, geometry: geometry) == DragStep(isDragging: false, valueChanged: false, emitsValueChanged: false))
        let ended = drag.end(model: model)
        let cancelled = drag.cancel(model: &model)
        #expect(!ended.emitsValueChanged && !cancelled.valueChanged)
        #expect(model == KnobModel())
    }

    @Test func policyAlone() {
        var policy = EmissionPolicy<Double>(continuous: false)
        policy.dragBegan(with: 1)
        #expect(!policy.reportsStep(from: 1, to: 2))
        let first = policy.dragEnded(with: 2)
        let second = policy.dragEnded(with: 3)  // no drag under way any more
        #expect(first && !second)
    }
}

@Suite struct AnimationTests {
    @Test func easeInOutIsSymmetricAndPinnedAtTheEnds() {
        #expect(Easing.easeInOut(0) == 0 && Easing.easeInOut(1) == 1 && Easing.easeInOut(0.5) == 0.5)
        #expect(Easing.easeInOut(0.1) < 0.1 && Easing.easeInOut(0.9) > 0.9)
        #expect(abs(Easing.easeInOut(0.25) + Easing.easeInOut(0.75) - 1) < 1e-12)
        #expect(Easing.easeInOut(.nan) == 1)
    }

    /// The cubic's own values, where a linear, quadratic or sine curve would differ (at 0, ½
    /// and 1 they all agree), rising and falling alike.
    @Test func easeInOutIsTheCubicBetweenTheEnds() {
        #expect(Easing.easeInOut(0.25) == 0.0625)  // 4 t³
        #expect(Easing.easeInOut(0.75) == 0.9375)  // 1 - (2 - 2t)³ / 2
        #expect(abs(Easing.easeInOut(0.1) - 0.004) < 1e-15)
        #expect(abs(Easing.easeInOut(0.9) - 0.996) < 1e-15)
        #expect(Easing.easeInOut(-1) == 0 && Easing.easeInOut(2) == 1)
    }

    /// An animation follows the eased curve in time, both ways: a quarter of the way through
    /// its duration it has gone 1/16 of the way, at three quarters 15/16.
    @Test func animationsFollowTheEasedCurveUpAndDown() {
        let up = ValueAnimation(from: 0.0, to: 1.0, startTime: 10)
        #expect(up.value(at: 10.0625) == 0.0625 && up.value(at: 10.1875) == 0.9375)
        let down = ValueAnimation(from: 1.0, to: 0.0, startTime: 10)
        #expect(down.value(at: 10.0625) == 0.9375 && down.value(at: 10.1875) == 0.0625)
        let pair = ValueAnimation(from: ValuePair(lower: 0, upper: 0.5), to: ValuePair(lower: 0.5, upper: 1), startTime: 0)
        let quarter = pair.value(at: 0.0625)
        #expect(abs(quarter.lower - 0.03125) < 1e-12 && abs(quarter.upper - 0.53125) < 1e-12)
    }

    @Test func animationRunsFromStartToEndOverItsDuration() {
        let animation = ValueAnimation(from: 0.0, to: 1.0, startTime: 10)
        #expect(animation.duration == 0.25)
        #expect(animation.value(at: 9) == 0)
        #expect(animation.value(at: 10.125) == 0.5)
        #expect(!animation.isFinished(at: 10.2))
        #expect(animation.value(at: 10.25) == 1 && animation.isFinished(at: 10.25))
    }

    @Test func aZeroDurationAnimationIsFinishedAtOnce() {
        let animation = ValueAnimation(from: 0.0, to: 1.0, startTime: 0, duration: 0)
        #expect(animation.isFinished(at: 0) && animation.value(at: 0) == 1)
    }

    @Test func knobAnimationsSweepAlongTheArcNeverThroughTheGap() throws {
        var model = KnobModel()
        try model.setValue(0.98)
        let animation = ValueAnimation(from: 0.98, to: 0.1, startTime: 0)
        var last = model.angle(for: 0.98)
        for frame in 0...60 {
            let angle = model.angle(for: animation.value(at: Double(frame) / 240))
            #expect(angle >= model.startAngle && angle <= model.endAngle)
            #expect(angle <= last)  // monotonic: counter-clockwise back along the arc
            last = angle
        }
    }

    @Test func rangeAnimationsMoveBothValues() {
        let animation = ValueAnimation(from: ValuePair(lower: 0, upper: 0.5), to: ValuePair(lower: 0.5, upper: 1), startTime: 0)
        #expect(animation.value(at: 0.125) == ValuePair(lower: 0.25, upper: 0.75))
    }
}

@Suite struct DoublePressTests {
    /// Feeds presses (x, time) at y = 0; returns which ones completed a double press.
    func doubles(_ presses: [(Double, Double)]) -> [Bool] {
        var detector = DoublePressDetector()
        return presses.map { detector.press(at: Point(x: $0.0, y: 0), time: $0.1) }
    }

    @Test func twoQuickNearPressesMakeADoubleAndAThirdStartsOver() {
        #expect(doubles([(10, 1), (12, 1.2), (10, 1.3), (10, 1.4)]) == [false, true, false, true])
    }

    @Test func slowOrDistantPressesAreSingles() {
        // Too slow: the second is a new first; too far: the third is; then a double; NaN time is no double.
        #expect(doubles([(0, 0), (0, 0.5), (20, 0.6), (21, 0.7), (21, .nan)]) == [false, false, false, true, false])
    }
}
