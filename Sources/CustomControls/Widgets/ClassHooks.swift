import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// The table of Swift functions the C class boilerplate (CcControls.c) calls, and the one list
/// of the controls it serves.
///
/// Everything but class and instance initialization is shared: the C side passes the
/// instance's Swift state, and the call dispatches to the right subclass of ``ControlState``.
/// Class and instance initialization are told which control (`CcControlKind`) and look it up
/// in ``controls``.
enum ClassHooks {
    /// What the C boilerplate needs of one control: its class and how to make its state.
    struct Entry {
        let controlClass: ControlClass
        let makeState: (UnsafeMutablePointer<GtkWidget>) -> ControlState
    }

    /// Every control's Swift state, in the order of the C list of the controls
    /// (`CC_FOR_EACH_CONTROL`, CCustomControls.h), whose `CcControlKind` indexes it: adding a
    /// control is a line here and a line there.
    nonisolated(unsafe) static let controls: [Entry] = [
        Entry(controlClass: RangeSliderState.controlClass, makeState: RangeSliderState.init(widget:)),
        Entry(controlClass: KnobState.controlClass, makeState: KnobState.init(widget:)),
        Entry(controlClass: CircularSliderState.controlClass, makeState: CircularSliderState.init(widget:)),
        Entry(controlClass: CircularRangeSliderState.controlClass, makeState: CircularRangeSliderState.init(widget:)),
        Entry(controlClass: XYPadState.controlClass, makeState: XYPadState.init(widget:)),
    ]

    /// Built once, on first use, and lives as long as the process (as GType classes do).
    nonisolated(unsafe) static let table = makeTable()

    private static func state(_ pointer: gpointer?) -> ControlState? {
        pointer.map { Unmanaged<ControlState>.fromOpaque($0).takeUnretainedValue() }
    }

    private static func makeTable() -> UnsafeMutablePointer<CcControlHooks> {
        let hooks = UnsafeMutablePointer<CcControlHooks>.allocate(capacity: 1)
        hooks.initialize(to: CcControlHooks(
            class_init: { widgetClass, type, kind in
                ClassHooks.controls[Int(kind.rawValue)].controlClass.initialize(widgetClass, type: type)
            },
            instance_init: { widget, kind in
                // Retained for the C instance struct; `finalize` releases it.
                Unmanaged.passRetained(ClassHooks.controls[Int(kind.rawValue)].makeState(widget!)).toOpaque()
            },
            dispose: { ClassHooks.state($0)?.dispose() },
            finalize: { pointer in
                guard let pointer else { return }
                Unmanaged<ControlState>.fromOpaque(pointer).release()
            },
            get_property: { pointer, id, value, spec in
                guard let value else { return }
                ClassHooks.state(pointer)?.getProperty(id: id, into: value, spec: spec)
            },
            set_property: { pointer, id, value, spec in
                guard let value else { return }
                ClassHooks.state(pointer)?.setProperty(id: id, from: value, spec: spec)
            },
            measure: { pointer, orientation, forSize, minimum, natural in
                let extent = ClassHooks.state(pointer)?.measure(orientation, forSize: forSize) ?? (minimum: 0, natural: 0)
                minimum?.pointee = extent.minimum
                natural?.pointee = extent.natural
            },
            size_allocate: { pointer, width, height in
                guard let state = ClassHooks.state(pointer) else { return }
                state.sizeAllocated(width: width, height: height)
                state.presentMenu()
            },
            snapshot: { pointer, snapshot in
                guard let snapshot else { return }
                ClassHooks.state(pointer)?.snapshot(snapshot)
            },
            css_changed: { ClassHooks.state($0)?.cssChanged() },
            focus: { pointer, direction in
                guard let moved = ClassHooks.state(pointer)?.moveFocus(direction) else { return -1 }
                return moved ? 1 : 0
            },
            unmap: { ClassHooks.state($0)?.unmap() },
            map: { ClassHooks.state($0)?.map() },
            notify: { pointer, property in
                guard let state = ClassHooks.state(pointer), let property else { return }
                g_object_ref(state.widget)  // a follower may run handlers that destroy the control
                defer { g_object_unref(state.widget) }
                state.propertyNotified(property)
            },
            add_mark: { pointer, value, position, markup in
                ClassHooks.state(pointer)?.addMark(value, position: position, markup: markup)
            },
            adjustment_changed: { pointer, adjustment, bounds in
                guard let state = ClassHooks.state(pointer), let adjustment else { return }
                g_object_ref(state.widget)  // the control's handlers may destroy it
                defer { g_object_unref(state.widget) }
                state.ownedAdjustmentChanged(adjustment, bounds: bounds != 0)
            }
        ))
        return hooks
    }
}

/// The table of Swift functions behind the GObject classes `CcRangeSlider`, `CcKnob`,
/// `CcCircularSlider` and `CcCircularRangeSlider`, for the C boilerplate.
///
/// Plumbing, not for apps: each class's `*_get_type` (CcControls.c) fetches the table when the
/// class is first initialized and calls through it for class and instance init, dispose,
/// finalize, properties, measuring, allocation, snapshots, CSS changes, focus, notifications,
/// mapping and unmapping. It is public only so that C can call it.
///
/// - Returns: A table built once, on first use, that lives as long as the process.
@_cdecl("cc_swift_control_hooks")
public func cc_swift_control_hooks() -> UnsafePointer<CcControlHooks> { UnsafePointer(ClassHooks.table) }
