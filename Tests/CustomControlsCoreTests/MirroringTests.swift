import Foundation
import Testing
@testable import CustomControlsCore

@Suite struct MirroringTests {
    @Test func aMirroredRangeSliderPutsTheMinimumOnTheRight() {
        let geometry = RangeSliderGeometry(size: Size(width: 300, height: 30), mirrored: true)
        #expect(geometry.position(atFraction: 0) == 285 && geometry.position(atFraction: 1) == 15)
        #expect(abs(geometry.fraction(atPosition: 231) - 0.2) < 1e-12)
        #expect(geometry.fractionDelta(forTravel: 27) == -0.1)
    }

    @Test func draggingAMirroredThumbRightwardsLowersItsValue() {
        let geometry = RangeSliderGeometry(size: Size(width: 300, height: 30), mirrored: true)
        var model = RangeSliderModel()
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: Point(x: 231, y: 15), model: &model, geometry: geometry)  // the lower thumb, 0.2
        _ = drag.update(to: Point(x: 258, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.lower - 0.1) < 1e-12)
    }

    /// The other direction and the other thumb: leftwards raises either thumb.
    @Test func draggingEitherMirroredThumbLeftwardsRaisesItsValue() {
        let geometry = RangeSliderGeometry(size: Size(width: 300, height: 30), mirrored: true)
        // Mirrored, the upper thumb (0.8) is at 285 - 216 = 69, the lower (0.2) at 231.
        for (x, isUpper) in [(69.0, true), (231.0, false)] {
            var model = RangeSliderModel()
            var drag = DragInteraction<RangeSliderDrag>()
            _ = drag.begin(at: Point(x: x, y: 15), model: &model, geometry: geometry)
            #expect(drag.session?.thumb == (isUpper ? .upper : .lower))
            _ = drag.update(to: Point(x: x - 27, y: 15), model: &model, geometry: geometry)
            #expect(abs((isUpper ? model.upper : model.lower) - (isUpper ? 0.9 : 0.3)) < 1e-12)
            #expect((isUpper ? model.lower : model.upper) == (isUpper ? 0.2 : 0.8))
        }
    }

    /// The gap's ends swap too: past the end angle (67.5°) is now the minimum, past the start
    /// angle (112.5°) the maximum.
    @Test func anInvertedKnobsGapHoldsTheSwappedEnds() {
        var model = KnobModel()
        model.inverted = true
        let center = Point(x: 100, y: 100)
        #expect(model.value(at: pointer(atDegrees: 80), center: center) == 0)
        #expect(model.value(at: pointer(atDegrees: 100), center: center) == 1)
    }

    /// An inverted full circle grows clockwise from 3 o'clock: 12 o'clock is 270, 6 o'clock 90.
    @Test func anInvertedCircularSliderRunsClockwise() throws {
        var model = CircularSliderModel()
        let center = Point(x: 100, y: 100)
        func shows(_ degrees: Double, at value: Double) -> Bool {
            let angle = model.angle(for: value)
            return abs(cos(angle) - cos(degrees * .pi / 180)) < 1e-12 && abs(sin(angle) - sin(degrees * .pi / 180)) < 1e-12
        }
        #expect(shows(-90, at: 90) && shows(90, at: 270))
        model.inverted = true
        #expect(model.value(at: pointer(atDegrees: -90), center: center) == 270)
        #expect(model.value(at: pointer(atDegrees: 90), center: center) == 90)
        #expect(model.value(at: pointer(atDegrees: 45), center: center) == 45)
        #expect(shows(90, at: 90) && shows(-90, at: 270))
        // And back: not inverted again, the first mapping.
        model.inverted = false
        #expect(model.value(at: pointer(atDegrees: -90), center: center) == 90)
        #expect(shows(-90, at: 90))
    }

    @Test func anInvertedKnobRunsFromTheEndAngleBack() throws {
        var model = KnobModel()
        model.inverted = true
        #expect(model.angle == model.endAngle)
        try model.setValue(1)
        #expect(model.angle == model.startAngle)
        // Straight up is still the middle; 3 o'clock is now nearer the minimum.
        let center = Point(x: 0, y: 0)
        let up = try #require(model.value(at: Point(x: 0, y: -10), center: center))
        #expect(abs(up - 0.5) < 1e-9)
        let right = try #require(model.value(at: Point(x: 10, y: 0), center: center))
        #expect(abs(right - 67.5 / 315) < 1e-9)
    }
}
