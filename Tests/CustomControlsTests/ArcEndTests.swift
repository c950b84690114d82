import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// Both ends of an arc, through the real gesture: a knob or a circular slider dragged past its
/// minimum or its maximum (into the knob's gap, across the circle's seam) holds that end, and
/// coming back the same way follows the pointer again. Both directions of a run are here, so a
/// bug on one side cannot hide behind a test of the other.
@MainActor
@Suite(.serialized, .gtk)
struct ArcEndTests {
    enum End: String, CaseIterable, CustomTestStringConvertible {
        case minimum, maximum
        var testDescription: String { rawValue }
    }

    /// A 200x200 knob, its arc clockwise from 7 o'clock (screen angle 112.5°) to 5 o'clock
    /// (67.5°), its gap at the bottom round 6 o'clock.
    ///
    /// From the top (0.5) to 9 o'clock (180°: fraction 67.5 / 315) then into the gap past its
    /// middle, from the minimum's side; or to 3 o'clock (fraction 247.5 / 315) and into the gap
    /// from the maximum's side. Then back to where it came from.
    @Test(arguments: End.allCases)
    func aKnobDraggedIntoTheGapHoldsThatEndAndComesBack(end: End) throws {
        let knob = Knob()
        let host = try HostWindow(knob.widget, width: 200, height: 200)
        defer { host.close() }
        let changes = SignalCounter(knob.widget)
        let notifies = SignalCounter(knob.widget, notify: "value")
        var drag = try GestureDriver(try state(of: knob.widget))
        let side: (x: Double, fraction: Double) = end == .minimum ? (10, 67.5 / 315) : (190, 247.5 / 315)
        let pastTheMiddle = end == .minimum ? 110.0 : 90.0  // across 6 o'clock from that side
        drag.press(100, 10)
        #expect(abs(knob.value - 0.5) < 1e-9)
        drag.move(side.x, 100)
        #expect(abs(knob.value - side.fraction) < 1e-9)
        drag.move(100 + (side.x - 100) / 4, 190)  // into the gap, on this side of its middle: the end
        drag.move(pastTheMiddle, 190)  // on past the middle: still that end, no leap to the other
        #expect(knob.value == (end == .minimum ? 0 : 1))
        drag.move(100 + (side.x - 100) / 4, 190)
        #expect(knob.value == (end == .minimum ? 0 : 1))
        drag.move(side.x, 100)  // back the way it came: following again
        #expect(abs(knob.value - side.fraction) < 1e-9)
        drag.release(side.x, 100)
        #expect(changes.count == 4 && notifies.count == 4)  // 0.5, the side, the end, the side
    }

    /// A 200x200 circular slider, 0 at 3 o'clock and counter-clockwise to 360 at the same
    /// place. Towards the minimum: from 12 o'clock clockwise to just above 3 o'clock, across
    /// the seam and on to 6 o'clock. Towards the maximum: counter-clockwise by 9 and 6 o'clock
    /// to just below 3 o'clock, across the seam and on to 12 o'clock. Then back the same way.
    @Test(arguments: End.allCases)
    func aCircularSliderDraggedAcrossTheSeamHoldsThatEndAndComesBack(end: End) throws {
        let slider = CircularSlider()
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        let changes = SignalCounter(slider.widget)
        var drag = try GestureDriver(try state(of: slider.widget))
        let near: Double = end == .minimum ? 80 : 120  // inside the range, 20 px from the seam
        let across: Double = end == .minimum ? 120 : 80
        let heldEnd: Double = end == .minimum ? 0 : 360
        drag.press(100, 20)  // 12 o'clock: 90
        if end == .maximum {
            drag.move(20, 100)  // 180
            drag.move(100, 180)  // 270
        }
        drag.move(170, near)
        let inside = slider.value
        #expect(end == .minimum ? inside > 0 && inside < 20 : inside > 340 && inside < 360)
        drag.move(170, across)  // across the seam: holds the end instead of jumping to the other
        #expect(slider.value == heldEnd)
        drag.move(100, end == .minimum ? 180 : 20)  // on round the far side: still held
        #expect(slider.value == heldEnd)
        drag.move(170, across)
        #expect(slider.value == heldEnd)
        drag.move(170, near)  // back across the seam the same way: following again
        #expect(slider.value == inside)
        drag.release(170, near)
        #expect(changes.count == (end == .minimum ? 4 : 6))  // each value it passed, the end once
    }

    /// A half circle's keys stop at both ends, 0 and 360 (a partial circle never wraps).
    @Test(arguments: End.allCases)
    func aHalfCirclesKeysStopAtEitherEnd(end: End) throws {
        let slider = CircularSlider()
        slider.endAngle = -.pi
        slider.value = end == .minimum ? 1 : 359
        let keys = try InputDriver(slider.widget)
        let changes = SignalCounter(slider.widget)
        let toward = end == .minimum ? GDK_KEY_Left : GDK_KEY_Right
        #expect(keys.press(toward))
        #expect(slider.value == (end == .minimum ? 0 : 360) && changes.count == 1)
        #expect(keys.press(toward))  // at the end: taken, but nothing changes
        #expect(slider.value == (end == .minimum ? 0 : 360) && changes.count == 1)
    }

    /// Inverted and not: the same press gives mirrored values (the minimum at the end angle),
    /// and Up raises the value either way.
    @Test(arguments: [false, true])
    func anInvertedKnobRunsItsArcBackwards(inverted: Bool) throws {
        let knob = Knob()
        knob.inverted = inverted
        let host = try HostWindow(knob.widget, width: 200, height: 200)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: knob.widget))
        drag.press(10, 100)  // 9 o'clock: 67.5° along the 315° arc from 7 o'clock
        drag.release(10, 100)
        let fromStart = 67.5 / 315
        #expect(abs(knob.value - (inverted ? 1 - fromStart : fromStart)) < 1e-9)
        let before = knob.value
        try InputDriver(knob.widget).press(GDK_KEY_Up)
        #expect(knob.value > before && knob.value <= before + 0.01 + 1e-9)  // a step, snapped to its grid
    }
}
