import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// The lifecycle at scale: every instance confirmed finalized through a weak reference.
@MainActor
@Suite(.serialized, .gtk)
struct LifecycleAtScaleTests {
    @Test(arguments: ControlType.allCases)
    func tenThousandCreateDestroyCycles(type: ControlType) {
        var finalized = 0
        for _ in 0..<10_000 {
            let widget = type.make()
            let watch = FinalizeWatch(widget)
            g_object_unref(widget)
            if watch.isFinalized { finalized += 1 }
        }
        #expect(finalized == 10_000)
    }

    @Test(arguments: ControlType.allCases)
    func aThousandDestroyedMidDrag(type: ControlType) throws {
        var finalized = 0, dragging = 0
        for index in 0..<1_000 {
            let widget = type.make()
            let watch = FinalizeWatch(widget)
            let controlState = try state(of: widget)
            var drag = try GestureDriver(controlState)
            // Unallocated, the slider's thumbs sit at the origin; the knob and circle turn round it.
            drag.press(0, 0)
            drag.move(Double(index % 7), Double(index % 5) - 2)
            if controlState.isDragging { dragging += 1 }
            g_object_unref(widget)  // destroyed with the drag under way
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
            let watch = FinalizeWatch(widget)
            gtk_box_append(cast(box), widget)  // the box is mapped: so is the widget at once
            switch type {
            case .rangeSlider: RangeSlider(wrapping: widget)!.setValues(lower: 0.4, upper: 0.9, animated: true)
            case .knob: Knob(wrapping: widget)!.setValue(0.9, animated: true)
            case .circularSlider: CircularSlider(wrapping: widget)!.setValue(300, animated: true)
            case .circularRangeSlider: CircularRangeSlider(wrapping: widget)!.setValues(lower: 200, upper: 300, animated: true)
            case .xyPad: XYPad(wrapping: widget)!.setValues(x: 0.9, y: 0.1, animated: true)
            }
            if (ControlState.of(widget) as? any AnimatingControl)?.isAnimating == true { animated += 1 }
            gtk_box_remove(cast(box), widget)
            g_object_unref(widget)
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
            let watch = FinalizeWatch(widget)
            let owner = UncheckedPointer(pointer: widget)
            var released = false
            SignalHandlerBox.connect(widget, signal: "value-changed") { _ in
                guard !released else { return }
                released = true
                g_object_unref(owner.pointer)  // the last reference, dropped mid-emission
            }
            cc_object_set_double(widget, type.valueProperty, type == .xyPad ? 0.75 : 0.5)  // the pad starts at 0.5
            if watch.isFinalized { finalized += 1 }
        }
        #expect(finalized == 1_000)
    }
}
