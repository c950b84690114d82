import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct LifecycleTests {
    @Test(arguments: ControlType.allCases)
    func finalizedAfterTheLastUnref(type: ControlType) {
        var watches: [FinalizeWatch] = []
        for _ in 0..<200 {
            let widget = type.make()
            watches.append(FinalizeWatch(widget))
            g_object_unref(widget)
        }
        #expect(watches.allSatisfy { $0.isFinalized })
    }

    /// The Swift state behind a control goes with it: finalize releases it. (A finalize that
    /// forgot to left every widget test passing; only memcheck's LeakSanitizer saw it.)
    @Test(arguments: ControlType.allCases)
    func theControlsSwiftStateIsReleasedWithIt(type: ControlType) throws {
        weak var state: ControlState?
        var watch: FinalizeWatch?
        do {
            let widget = type.make()
            watch = FinalizeWatch(widget)
            state = try #require(ControlState.of(UnsafeMutableRawPointer(widget)))
            g_object_unref(widget)
        }
        #expect(watch?.isFinalized == true)
        #expect(state == nil, "the \(type.rawValue)'s state outlived its widget")
    }

    @Test(arguments: ControlType.allCases)
    func swiftHandlesAndHandlersDoNotKeepTheWidgetAlive(type: ControlType) {
        final class Probe {}
        weak var probe: Probe?
        var watch: FinalizeWatch?
        do {
            let widget = type.make()
            watch = FinalizeWatch(widget)
            let captured = Probe()
            probe = captured
            SignalHandlerBox.connect(widget, signal: "value-changed") { _ in _ = captured }
            switch type {
            case .rangeSlider: RangeSlider(wrapping: widget)!.onValueChanged { _ in _ = captured }
            case .knob: Knob(wrapping: widget)!.onValueChanged { _ in _ = captured }
            case .circularSlider: CircularSlider(wrapping: widget)!.onValueChanged { _ in _ = captured }
            case .circularRangeSlider: CircularRangeSlider(wrapping: widget)!.onValueChanged { _ in _ = captured }
            case .xyPad: XYPad(wrapping: widget)!.onValueChanged { _ in _ = captured }
            }
            g_object_unref(widget)
        }
        #expect(watch?.isFinalized == true)
        #expect(probe == nil, "a boxed handler closure outlived its widget")
    }

    @Test(arguments: ControlType.allCases)
    func destroyedMidDrag(type: ControlType) throws {
        let widget = type.make()
        let watch = FinalizeWatch(widget)
        let host = try HostWindow(widget, width: type.size.0, height: type.size.1)
        var drag = try GestureDriver(try state(of: widget))
        drag.press(type.press.0, type.press.1)
        drag.move(type.move.0, type.move.1)
        host.close()
        g_object_unref(widget)
        #expect(watch.isFinalized)
    }

    @Test(arguments: ControlType.allCases)
    func destroyedMidAnimation(type: ControlType) throws {
        let widget = type.make()
        let watch = FinalizeWatch(widget)
        let host = try HostWindow(widget, width: type.size.0, height: type.size.1)
        switch type {
        case .rangeSlider: RangeSlider(wrapping: widget)!.setValues(lower: 0.5, upper: 0.9, animated: true)
        case .knob: Knob(wrapping: widget)!.setValue(0.9, animated: true)
        case .circularSlider: CircularSlider(wrapping: widget)!.setValue(300, animated: true)
        case .circularRangeSlider: CircularRangeSlider(wrapping: widget)!.setValues(lower: 200, upper: 300, animated: true)
        case .xyPad: XYPad(wrapping: widget)!.setValues(x: 0.9, y: 0.1, animated: true)
        }
        #expect((ControlState.of(widget) as? any AnimatingControl)?.isAnimating == true)
        GTK.spin(0.05)
        host.close()
        g_object_unref(widget)
        #expect(watch.isFinalized)
        GTK.spin(0.3)  // frames that would have come must not touch the freed widget
    }

    @Test(arguments: ControlType.allCases)
    func destroyedFromItsOwnValueChangedHandler(type: ControlType) throws {
        let widget = type.make()
        let watch = FinalizeWatch(widget)
        let host = try HostWindow(widget, width: type.size.0, height: type.size.1)
        var calls = 0
        SignalHandlerBox.connect(widget, signal: "value-changed") { _ in
            calls += 1
            if calls == 1 { gtk_window_set_child(cast(host.window), nil) }  // unparents it
        }
        g_object_unref(widget)  // now only the window (its child, and its focus once dragged) holds it
        var drag = try GestureDriver(try state(of: widget))
        drag.press(type.press.0, type.press.1)  // a knob's value changes already here
        if !watch.isFinalized {
            drag.move(type.move.0, type.move.1)  // a range slider's changes here
            drag.release(type.move.0, type.move.1)
        }
        #expect(calls >= 1)
        host.close()  // the window lets go of its focus widget
        #expect(watch.isFinalized)
    }
}
