import Testing
@testable import CustomControlsCore

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
