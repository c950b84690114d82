import Foundation
import Testing
@testable import CustomControlsCore

@Suite struct GeometryTests {
    @Test func shortestTurnGoesTheShorterWayInBothDirections() {
        let quarter = Double.pi / 2
        #expect(abs(ArcSpan.shortestTurn(from: 0, to: quarter) - quarter) < 1e-12)
        #expect(abs(ArcSpan.shortestTurn(from: quarter, to: 0) + quarter) < 1e-12)
        // Across the ±π seam, each way: a tenth of a turn, not nine tenths.
        let tenth = ArcSpan.fullTurn / 10
        #expect(abs(ArcSpan.shortestTurn(from: .pi - tenth / 2, to: -.pi + tenth / 2) - tenth) < 1e-12)
        #expect(abs(ArcSpan.shortestTurn(from: -.pi + tenth / 2, to: .pi - tenth / 2) + tenth) < 1e-12)
        // Whole turns away count for nothing.
        #expect(abs(ArcSpan.shortestTurn(from: 0, to: quarter + 3 * ArcSpan.fullTurn) - quarter) < 1e-9)
        #expect(abs(ArcSpan.shortestTurn(from: 0, to: quarter - 3 * ArcSpan.fullTurn) - quarter) < 1e-9)
    }

    @Test func rangeSliderLayoutFollowsTheSeed() {
        let geometry = RangeSliderGeometry(size: Size(width: 300, height: 30))
        #expect(geometry.thumbSide == 30)
        #expect(geometry.usableLength == 270)
        #expect(geometry.trackRect.height == 30 - 2 * 30 / 3.5)
        #expect(geometry.position(atFraction: 0) == 15)
        #expect(geometry.position(atFraction: 1) == 285)
        #expect(geometry.thumbRect(atFraction: 0.5) == Rect(x: 135, y: 0, width: 30, height: 30))
    }

    /// Room kept for labels before and after the band: the band is the slider less both,
    /// across the whole length; when both do not fit they shrink in proportion.
    @Test func theBandIsTheSliderLessTheRoomKeptOnEachSide() {
        let geometry = RangeSliderGeometry(size: Size(width: 200, height: 60)).reserving(before: 12, after: 8)
        #expect(geometry.band == Rect(x: 0, y: 12, width: 200, height: 40))
        #expect(geometry.roomBefore == 12 && geometry.roomAfter == 8)
        let crowded = RangeSliderGeometry(size: Size(width: 200, height: 30)).reserving(before: 30, after: 20)
        #expect(crowded.roomBefore == 18 && crowded.roomAfter == 12 && crowded.band.height == 0)
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
