import Foundation
import Testing
@testable import CustomControlsCore

@Suite struct ModulationRingTests {
    /// The arc runs from the value to the modulated value either way round, the modulated
    /// value stopping at the range's ends; a non-finite one draws nothing.
    @Test func theArcRunsFromTheValueToTheClampedModulatedValue() {
        let arc = ArcSpan(start: .pi * 3 / 4, end: .pi * 9 / 4)  // 270° clockwise, as the knob's
        let up = ModulationRing.angles(on: arc, value: 0.5, modulated: 0.75)
        #expect(abs(up.from - .pi * 3 / 2) < 1e-12 && abs(up.to - .pi * 15 / 8) < 1e-12)
        let down = ModulationRing.angles(on: arc, value: 0.5, modulated: 0.25)
        #expect(abs(down.to - .pi * 9 / 8) < 1e-12, "downwards runs back")
        #expect(ModulationRing.angles(on: arc, value: 0.5, modulated: 7).to == arc.end)
        #expect(ModulationRing.angles(on: arc, value: 0.5, modulated: -3).to == arc.start)
        let none = ModulationRing.angles(on: arc, value: 0.5, modulated: .nan)
        #expect(none.from == none.to)
    }

    /// The knob's ring lies outside the track with a gap as wide as itself, within the reach
    /// of the pointer; the circular slider's inside the ring.
    @Test func theRingsLieBesideTheTrackInsideTheControl() {
        let knob = KnobGeometry(size: Size(width: 200, height: 200), lineWidth: 4, pointerLength: 12)
        let ring = knob.modulationRing
        #expect(ring.width == 2)
        #expect(ring.radius - ring.width / 2 == knob.trackRadius + 2 + 2, "the track's edge, then a gap of 2")
        #expect(ring.radius + ring.width / 2 <= knob.outerRadius)
        let tight = KnobGeometry(size: Size(width: 200, height: 200), lineWidth: 4, pointerLength: 2).modulationRing
        #expect(tight.radius + tight.width / 2 <= 100, "no pointer beyond the track: held inside the box")
        let slider = CircularSliderGeometry(size: Size(width: 200, height: 200), lineWidth: 16)
        let inner = slider.modulationRing
        #expect(inner.width == 4)
        #expect(inner.radius + inner.width / 2 == slider.radius - slider.ringWidth / 2 - 2)
        #expect(KnobGeometry(size: Size(width: 0, height: 0), lineWidth: 4, pointerLength: 6).modulationRing.radius == 0)
    }
}
