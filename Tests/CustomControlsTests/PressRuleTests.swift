import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// How a press and a drag move a value, by GTK's rules and the seeds' options.
@MainActor
@Suite(.serialized, .gtk)
struct PressRuleTests {
    @Test func withoutWarpingAClickMovesNothingAndADragTurnsFromTheValue() throws {
        for control in [Knob() as ArcControl, CircularSlider()] {
            control.value = control is Knob ? 0.5 : 90  // straight up on both
            let host = try HostWindow(control.widget, width: 200, height: 200)
            defer { host.close() }
            let changes = SignalCounter(control.widget)
            var drag = try GestureDriver(try state(of: control.widget))
            withPrimaryButtonWarps(false) {
                drag.press(190, 100)  // 3 o'clock: a warping click would jump here
                drag.release(190, 100)
                #expect(changes.count == 0, "\(type(of: control)): a click moved it")
                let before = control.value
                drag.press(190, 100)
                drag.move(100, 190)  // a quarter turn clockwise, from 3 o'clock to 6 o'clock
                drag.release(100, 190)
                #expect(control.value != before && changes.count >= 1, "\(type(of: control)): a drag did not move it")
            }
        }
    }

    @Test func aPressAtTheCentreMovesNothing() throws {
        for control in [Knob() as ArcControl, CircularSlider()] {
            control.value = control is Knob ? 0.5 : 90
            let host = try HostWindow(control.widget, width: 200, height: 200)
            defer { host.close() }
            let changes = SignalCounter(control.widget)
            var drag = try GestureDriver(try state(of: control.widget))
            // A click on the centre pixel, off the geometric centre by a fraction of a pixel: its
            // angle would be anything.
            drag.press(100.4, 100.7)
            drag.release(100.4, 100.7)
            #expect(changes.count == 0 && control.value == (control is Knob ? 0.5 : 90), "\(type(of: control))")
        }
    }

    @Test func withGrabHandleOnlyOnlyThePressOnTheHandleDrags() throws {
        let slider = CircularSlider()
        slider.grabsHandleOnly = true
        slider.value = 90  // the handle at 12 o'clock
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        let begins = SignalCounter(slider.widget, signal: "drag-begin")
        var drag = try GestureDriver(try state(of: slider.widget))
        drag.press(190, 100)  // 3 o'clock: not the handle
        drag.move(10, 100)
        drag.release(10, 100)
        #expect(slider.value == 90 && begins.count == 0)
        // On the handle (radius 200/2 - 1.5 * 20 = 70 from the centre): grabbed, no jump.
        drag.press(103, 100 - 70)
        #expect(slider.value == 90 && begins.count == 1)
        drag.move(100 - 70, 100)  // a quarter turn counter-clockwise: 180
        drag.release(100 - 70, 100)
        #expect(abs(slider.value - 180) <= 3)
    }

    @Test(arguments: [true, false])
    func escapePutsBackWhatACancelledGestureKeeps(continuous: Bool) throws {
        let slider = CircularSlider()
        slider.continuous = continuous
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        let changes = SignalCounter(slider.widget)
        let input = try InputDriver(slider.widget)
        var drag = try GestureDriver(try state(of: slider.widget))
        drag.press(100, 10)  // 90
        drag.move(10, 100)  // 180
        #expect(input.press(GDK_KEY_Escape))
        #expect(slider.value == 0)
        #expect(changes.count == (continuous ? 3 : 0))
    }
}
