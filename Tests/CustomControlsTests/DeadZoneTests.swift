import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// The centre's dead zone of the knob and the circular slider, where a pointer's angle means
/// nothing: a tenth of the value's radius, and at least 3 px. Tested on both sides of its
/// edge, at several angles, on controls large enough for the tenth and small enough for the
/// 3 px (the exact centre alone cannot tell a dead zone of any size from none).
@MainActor
@Suite(.serialized, .gtk)
struct DeadZoneTests {
    /// Runs `body` with double clicks only at the very same point: these presses come fast and
    /// a few pixels apart, and a double click would reset the value instead of pressing.
    private func withoutDoubleClicks(_ body: () throws -> Void) throws {
        let settings = UnsafeMutableRawPointer(try #require(gtk_settings_get_default()))
        let distance = cc_object_get_int(settings, "gtk-double-click-distance")
        cc_object_set_int(settings, "gtk-double-click-distance", 0)
        defer { cc_object_set_int(settings, "gtk-double-click-distance", distance) }
        try body()
    }

    /// A control, its side, and its dead zone's radius by the rule.
    struct Case: CustomTestStringConvertible, Sendable {
        let knob: Bool
        let side: Int32
        /// Knob: track radius side / 2 − 6 (the pointer's length); circular slider: side / 2 − 30
        /// (1.5 line widths of 20). The dead zone is a tenth of that, at least 3.
        let deadZone: Double
        var testDescription: String { "\(knob ? "knob" : "circular slider") \(side) px, dead zone \(deadZone) px" }
    }

    nonisolated static let cases = [
        Case(knob: true, side: 200, deadZone: 9.4), Case(knob: true, side: 40, deadZone: 3),
        Case(knob: false, side: 200, deadZone: 7), Case(knob: false, side: 64, deadZone: 3),
    ]

    /// Screen angles (radians, clockwise from 3 o'clock) away from 12 o'clock, where both
    /// controls' values start (a press there would not change them either).
    nonisolated static let angles = [0.0, 45, 90, 135, 180, 225, 315].map { $0 * Double.pi / 180 }

    private func make(_ test: Case) -> ArcControl {
        let control: ArcControl = test.knob ? Knob() : CircularSlider()
        control.value = test.knob ? 0.5 : 90  // straight up on both
        return control
    }

    private func at(_ angle: Double, _ distance: Double, side: Int32) -> (Double, Double) {
        let centre = Double(side) / 2
        return (centre + distance * cos(angle), centre + distance * sin(angle))
    }

    @Test(arguments: cases)
    func aPressAndDragJustInsideTheDeadZoneChangeNothing(test: Case) throws {
        let control = make(test)
        let start = control.value
        let host = try HostWindow(control.widget, width: test.side, height: test.side)
        defer { host.close() }
        let changes = SignalCounter(control.widget)
        var drag = try GestureDriver(try state(of: control.widget))
        let inside = test.deadZone - 0.4
        try withoutDoubleClicks { for angle in Self.angles {
            let (x, y) = at(angle, inside, side: test.side)
            drag.press(x, y)
            let (ox, oy) = at(angle + .pi * 0.75, inside, side: test.side)  // round the centre, still inside
            drag.move(ox, oy)
            drag.release(ox, oy)
            #expect(control.value == start, "\(test.testDescription): a press \(inside) px from the centre at \(angle) rad moved it")
        } }
        #expect(changes.count == 0)
    }

    @Test(arguments: cases)
    func aPressJustOutsideTheDeadZoneMovesTheValueAndTheDeadZoneThenHoldsIt(test: Case) throws {
        let control = make(test)
        let host = try HostWindow(control.widget, width: test.side, height: test.side)
        defer { host.close() }
        let changes = SignalCounter(control.widget)
        var drag = try GestureDriver(try state(of: control.widget))
        let outside = test.deadZone + 0.4
        var moved = 0
        try withoutDoubleClicks { for angle in Self.angles {
            let before = control.value
            let (x, y) = at(angle, outside, side: test.side)
            drag.press(x, y)
            let pressed = control.value
            if pressed != before { moved += 1 }
            let (ix, iy) = at(angle + .pi / 2, test.deadZone - 0.4, side: test.side)  // into the dead zone
            drag.move(ix, iy)
            #expect(control.value == pressed, "\(test.testDescription): a move into the dead zone moved it")
            drag.release(ix, iy)
            control.value = test.knob ? 0.5 : 90
        } }
        #expect(moved == Self.angles.count, "\(test.testDescription): only \(moved) of \(Self.angles.count) presses \(outside) px out moved it")
        #expect(changes.count == 2 * Self.angles.count)  // each press, and each putting back
    }
}
