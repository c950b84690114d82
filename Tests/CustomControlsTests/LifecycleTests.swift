import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// The three controls, made as C users make them.
enum ControlType: String, CaseIterable, CustomTestStringConvertible {
    case rangeSlider = "CcRangeSlider", knob = "CcKnob", circularSlider = "CcCircularSlider"

    var testDescription: String { rawValue }

    var gtype: GType {
        switch self {
        case .rangeSlider: cc_range_slider_get_type()
        case .knob: cc_knob_get_type()
        case .circularSlider: cc_circular_slider_get_type()
        }
    }

    /// A press point that starts a drag, and a point to move to, at 200x200 (range: 300x30).
    var size: (Int32, Int32) { self == .rangeSlider ? (300, 30) : (200, 200) }
    var press: (Double, Double) { self == .rangeSlider ? (69, 15) : (100, 10) }
    var move: (Double, Double) { self == .rangeSlider ? (120, 15) : (190, 100) }
    var valueProperty: String { self == .rangeSlider ? "lower-value" : "value" }

    @MainActor
    func make() -> UnsafeMutablePointer<GtkWidget> {
        let widget: UnsafeMutablePointer<GtkWidget> = cast(cc_object_new(gtype))!
        g_object_ref_sink(widget.raw)
        return widget
    }
}

@MainActor
@Suite(.serialized)
struct LifecycleTests {
    init() throws {
        try #require(GTK.isAvailable, "GTK could not open a display")
    }

    @Test(arguments: ControlType.allCases)
    func finalizedAfterTheLastUnref(type: ControlType) {
        var watches: [FinalizeWatch] = []
        for _ in 0..<200 {
            let widget = type.make()
            watches.append(FinalizeWatch(widget.raw))
            g_object_unref(widget.raw)
        }
        #expect(watches.allSatisfy { $0.isFinalized })
    }

    @Test(arguments: ControlType.allCases)
    func swiftHandlesAndHandlersDoNotKeepTheWidgetAlive(type: ControlType) {
        final class Probe {}
        weak var probe: Probe?
        var watch: FinalizeWatch?
        do {
            let widget = type.make()
            watch = FinalizeWatch(widget.raw)
            let captured = Probe()
            probe = captured
            SignalHandlerBox.connect(widget, signal: "value-changed") { _ in _ = captured }
            switch type {
            case .rangeSlider: RangeSlider(wrapping: widget)!.onValueChanged { _ in _ = captured }
            case .knob: Knob(wrapping: widget)!.onValueChanged { _ in _ = captured }
            case .circularSlider: CircularSlider(wrapping: widget)!.onValueChanged { _ in _ = captured }
            }
            g_object_unref(widget.raw)
        }
        #expect(watch?.isFinalized == true)
        #expect(probe == nil, "a boxed handler closure outlived its widget")
    }

    @Test(arguments: ControlType.allCases)
    func destroyedMidDrag(type: ControlType) throws {
        let widget = type.make()
        let watch = FinalizeWatch(widget.raw)
        let host = try HostWindow(widget, width: type.size.0, height: type.size.1)
        var drag = try GestureDriver(try state(of: widget))
        drag.press(type.press.0, type.press.1)
        drag.move(type.move.0, type.move.1)
        host.close()
        g_object_unref(widget.raw)
        #expect(watch.isFinalized)
    }

    @Test(arguments: ControlType.allCases)
    func destroyedMidAnimation(type: ControlType) throws {
        let widget = type.make()
        let watch = FinalizeWatch(widget.raw)
        let host = try HostWindow(widget, width: type.size.0, height: type.size.1)
        switch type {
        case .rangeSlider: RangeSlider(wrapping: widget)!.setValues(lower: 0.5, upper: 0.9, animated: true)
        case .knob: Knob(wrapping: widget)!.setValue(0.9, animated: true)
        case .circularSlider: CircularSlider(wrapping: widget)!.setValue(300, animated: true)
        }
        #expect((ControlWidget.of(widget.raw) as? any AnimatingControl)?.isAnimating == true)
        GTK.spin(0.05)
        host.close()
        g_object_unref(widget.raw)
        #expect(watch.isFinalized)
        GTK.spin(0.3)  // frames that would have come must not touch the freed widget
    }

    @Test(arguments: ControlType.allCases)
    func destroyedFromItsOwnValueChangedHandler(type: ControlType) throws {
        let widget = type.make()
        let watch = FinalizeWatch(widget.raw)
        let host = try HostWindow(widget, width: type.size.0, height: type.size.1)
        var calls = 0
        SignalHandlerBox.connect(widget, signal: "value-changed") { _ in
            calls += 1
            if calls == 1 { gtk_window_set_child(cast(host.window.raw), nil) }  // unparents it
        }
        g_object_unref(widget.raw)  // now only the window (its child, and its focus once dragged) holds it
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

/// Lets tests ask any control whether it animates, whatever its model type.
protocol AnimatingControl { var isAnimating: Bool { get } }
extension ValueControl: AnimatingControl {}

/// The lifecycle at scale: every instance confirmed finalized through a weak reference.
@MainActor
@Suite(.serialized)
struct LifecycleAtScaleTests {
    init() throws {
        try #require(GTK.isAvailable, "GTK could not open a display")
    }

    @Test(arguments: ControlType.allCases)
    func tenThousandCreateDestroyCycles(type: ControlType) {
        var finalized = 0
        for _ in 0..<10_000 {
            let widget = type.make()
            let watch = FinalizeWatch(widget.raw)
            g_object_unref(widget.raw)
            if watch.isFinalized { finalized += 1 }
        }
        #expect(finalized == 10_000)
    }

    @Test(arguments: ControlType.allCases)
    func aThousandDestroyedMidDrag(type: ControlType) throws {
        var finalized = 0, dragging = 0
        for index in 0..<1_000 {
            let widget = type.make()
            let watch = FinalizeWatch(widget.raw)
            let controlState = try state(of: widget)
            var drag = try GestureDriver(controlState)
            // Unallocated, the slider's thumbs sit at the origin; the knob and circle turn round it.
            drag.press(0, 0)
            drag.move(Double(index % 7), Double(index % 5) - 2)
            if controlState.isDragging { dragging += 1 }
            g_object_unref(widget.raw)  // destroyed with the drag under way
            if watch.isFinalized { finalized += 1 }
        }
        #expect(dragging == 1_000 && finalized == 1_000)
    }

    @Test(arguments: ControlType.allCases)
    func aThousandDestroyedMidAnimation(type: ControlType) throws {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let host = try HostWindow(box, width: 240, height: 240)
        defer { host.close() }
        var finalized = 0, animated = 0
        for _ in 0..<1_000 {
            let widget = type.make()
            let watch = FinalizeWatch(widget.raw)
            gtk_box_append(cast(box.raw), widget)  // the box is mapped: so is the widget at once
            switch type {
            case .rangeSlider: RangeSlider(wrapping: widget)!.setValues(lower: 0.4, upper: 0.9, animated: true)
            case .knob: Knob(wrapping: widget)!.setValue(0.9, animated: true)
            case .circularSlider: CircularSlider(wrapping: widget)!.setValue(300, animated: true)
            }
            if (ControlWidget.of(widget.raw) as? any AnimatingControl)?.isAnimating == true { animated += 1 }
            gtk_box_remove(cast(box.raw), widget)
            g_object_unref(widget.raw)
            if watch.isFinalized { finalized += 1 }
        }
        GTK.spin(0.05)  // frames after the animations' owners are gone
        #expect(animated == 1_000 && finalized == 1_000)
    }

    @Test(arguments: ControlType.allCases)
    func aThousandDestroyedInsideTheirOwnValueChangedHandler(type: ControlType) {
        var finalized = 0
        for _ in 0..<1_000 {
            let widget = type.make()
            let watch = FinalizeWatch(widget.raw)
            let owner = UncheckedPointer(pointer: widget)
            var released = false
            SignalHandlerBox.connect(widget, signal: "value-changed") { _ in
                guard !released else { return }
                released = true
                g_object_unref(owner.pointer.raw)  // the last reference, dropped mid-emission
            }
            cc_object_set_double(widget.raw, type.valueProperty, 0.5)
            if watch.isFinalized { finalized += 1 }
        }
        #expect(finalized == 1_000)
    }
}
