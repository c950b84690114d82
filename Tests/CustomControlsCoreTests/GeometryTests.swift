import Foundation
import Testing
@testable import CustomControlsCore

@Suite struct GeometryTests {
    @Test func rangeSliderLayoutFollowsTheSeed() {
        let geometry = RangeSliderGeometry(size: Size(width: 300, height: 30))
        #expect(geometry.thumbSide == 30)
        #expect(geometry.usableLength == 270)
        #expect(geometry.trackRect.height == 30 - 2 * 30 / 3.5)
        #expect(geometry.position(atFraction: 0) == 15)
        #expect(geometry.position(atFraction: 1) == 285)
        #expect(geometry.thumbRect(atFraction: 0.5) == Rect(x: 135, y: 0, width: 30, height: 30))
    }

    @Test func rangeSliderPositionAndFractionRoundTrip() {
        let geometry = RangeSliderGeometry(size: Size(width: 257, height: 31))
        for fraction in stride(from: 0.0, through: 1.0, by: 0.01) {
            #expect(abs(geometry.fraction(atPosition: geometry.position(atFraction: fraction)) - fraction) < 1e-12)
        }
    }

    @Test func zeroAndTinySizesGiveFiniteResults() {
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 0), Size(width: 0.5, height: 3), Size(width: -4, height: .nan)] {
            let range = RangeSliderGeometry(size: size)
            let rect = range.thumbRect(atFraction: 0.7)
            let numbers = [rect.x, rect.y, rect.width, rect.height, range.fraction(atPosition: 3), range.trackRect.height]
            #expect(numbers.allSatisfy { $0.isFinite })
            let knob = KnobGeometry(size: size, lineWidth: 2, pointerLength: 6)
            let line = knob.pointer(atAngle: 1)
            #expect([knob.trackRadius, line.from.x, line.to.y].allSatisfy { $0.isFinite && $0 >= 0 })
            let circle = CircularSliderGeometry(size: size, lineWidth: 20)
            #expect(circle.radius >= 0 && circle.handleCenter(atAngle: 2).x.isFinite)
        }
    }

    @Test func knobArcLeavesRoomForThePointer() {
        let geometry = KnobGeometry(size: Size(width: 200, height: 100), lineWidth: 2, pointerLength: 6)
        #expect(geometry.center == Point(x: 100, y: 50))
        #expect(geometry.trackRadius == 44)
        #expect(geometry.pointerRadii.inner == 43 && geometry.pointerRadii.outer == 50)
        let line = geometry.pointer(atAngle: 0)
        #expect(line.from == Point(x: 143, y: 50) && line.to == Point(x: 150, y: 50))
    }

    @Test func aPointerImageFillsTheDiscInsideTheTrackKeepingItsShape() {
        let geometry = KnobGeometry(size: Size(width: 200, height: 100), lineWidth: 2, pointerLength: 6)
        #expect(geometry.capRadius == 43)  // the track's centre line at 44, less half its width
        #expect(geometry.capSize(aspectRatio: 1) == Size(width: 86, height: 86))
        #expect(geometry.capSize(aspectRatio: 2) == Size(width: 86, height: 43))
        #expect(geometry.capSize(aspectRatio: 0.5) == Size(width: 43, height: 86))
        for shapeless in [0, -1, Double.nan, .infinity] {
            #expect(geometry.capSize(aspectRatio: shapeless) == Size(width: 86, height: 86))
        }
        #expect(KnobGeometry(size: Size(width: 4, height: 4), lineWidth: 30, pointerLength: 6).capSize(aspectRatio: 1) == Size(width: 0, height: 0))
    }

    @Test func circularSliderProportionsFollowTheSeed() {
        let geometry = CircularSliderGeometry(size: Size(width: 320, height: 320), lineWidth: 40)
        #expect(geometry.radius == 100)
        #expect(geometry.ringWidth == 60)
        #expect(geometry.handleDiameter == 40)
        #expect(geometry.glowRadius(atFraction: 1) == 18)  // the seed's 360 / 20
        let handle = geometry.handleCenter(atAngle: -.pi / 2)
        #expect(abs(handle.x - 160) < 1e-9 && abs(handle.y - 60) < 1e-9)
    }

    /// The glow grows in proportion to the arc, not only at its full length, and is clamped.
    @Test func theGlowGrowsWithTheArc() {
        let geometry = CircularSliderGeometry(size: Size(width: 320, height: 320), lineWidth: 40)
        #expect(geometry.glowRadius(atFraction: 0) == 0)
        #expect(geometry.glowRadius(atFraction: 0.25) == 4.5)
        #expect(geometry.glowRadius(atFraction: 0.5) == 9)
        #expect(geometry.glowRadius(atFraction: 2) == 18 && geometry.glowRadius(atFraction: -1) == 0)
    }

    @Test func pointAngleIsNilAtTheCentre() {
        let c = Point(x: 3, y: 4)
        #expect(c.angle(from: c) == nil)
        #expect(Point(x: .infinity, y: 0).angle(from: c) == nil)
        #expect(Point(x: 3, y: 10).angle(from: c) == .pi / 2)
    }
}

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

@Suite struct GlowProfileTests {
    let profile = GlowProfile(lineWidth: 20, ringWidth: 30, glow: 8)

    @Test func theCoreIsOpaqueAndTheGlowFadesOutward() {
        #expect(profile.maskAlpha(atDistance: 0, pixel: 1) == 1)
        #expect(profile.maskAlpha(atDistance: 9, pixel: 1) == 1)
        var previous = 1.0
        for distance in stride(from: 10.0, through: 20, by: 0.25) {
            let alpha = profile.maskAlpha(atDistance: distance, pixel: 1)
            #expect(alpha <= previous && alpha >= 0)
            previous = alpha
        }
        // Past the widest band: nothing; just inside it, one band of 0.12.
        #expect(profile.maskAlpha(atDistance: 10 + 8 + 1, pixel: 1) == 0)
        #expect(abs(profile.maskAlpha(atDistance: 17.5, pixel: 0.1) - 0.12) < 1e-12)
    }

    @Test func stackedBandsAddUpAsTranslucentLayersDo() {
        // Inside all eight bands but outside the core: 1 − 0.88⁸.
        let inside = profile.maskAlpha(atDistance: 10.6, pixel: 0.1)
        #expect(abs(inside - (1 - pow(0.88, 8))) < 1e-12)
    }

    @Test func edgesAreSmoothedOverOnePixel() {
        // The ring's edge (half width 15) is half covered at its own distance.
        #expect(profile.ringAlpha(atDistance: 15, pixel: 1) == 0.5)
        #expect(profile.ringAlpha(atDistance: 14.5, pixel: 1) == 1)
        #expect(profile.ringAlpha(atDistance: 15.5, pixel: 1) == 0)
        #expect(profile.ringAlpha(atDistance: -15, pixel: 1) == 0.5)
        #expect(profile.reach(pixel: 1) == 19)
    }

    @Test func noGlowIsJustTheCore() {
        let plain = GlowProfile(lineWidth: 20, ringWidth: 30, glow: 0)
        #expect(plain.maskAlpha(atDistance: 9, pixel: 1) == 1)
        #expect(plain.maskAlpha(atDistance: 11, pixel: 1) == 0)
    }

    @Test func badWidthsDrawNothing() {
        for bad in [Double.nan, .infinity, -.infinity, -3, 0] {
            let profile = GlowProfile(lineWidth: bad, ringWidth: bad, glow: bad, layerAlpha: bad)
            for distance in [0.0, 1, 100] {
                #expect(profile.maskAlpha(atDistance: distance, pixel: 1) == 0)
                #expect(profile.ringAlpha(atDistance: distance, pixel: 1) == 0)
            }
            #expect(profile.reach(pixel: 1).isFinite)
        }
    }
}
