import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// Builds the table of functions the C class boilerplate (CcControls.c) calls.
///
/// Everything but class and instance initialization is shared: the C side passes the
/// instance's Swift state, and the call dispatches to the right subclass of ``ControlState``.
func makeControlHooks(
    classInit: @escaping @convention(c) (UnsafeMutablePointer<GtkWidgetClass>?, GType) -> Void,
    instanceInit: @escaping @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> gpointer?
) -> UnsafeMutablePointer<CcControlHooks> {
    func state(_ pointer: gpointer?) -> ControlState? {
        pointer.map { Unmanaged<ControlState>.fromOpaque($0).takeUnretainedValue() }
    }
    let hooks = UnsafeMutablePointer<CcControlHooks>.allocate(capacity: 1)
    hooks.initialize(to: CcControlHooks(
        class_init: classInit,
        instance_init: instanceInit,
        dispose: { state($0)?.dispose() },
        finalize: { pointer in
            guard let pointer else { return }
            Unmanaged<ControlState>.fromOpaque(pointer).release()
        },
        get_property: { pointer, id, value, spec in
            guard let value else { return }
            state(pointer)?.getProperty(id: id, into: value, spec: spec)
        },
        set_property: { pointer, id, value, spec in
            guard let value else { return }
            state(pointer)?.setProperty(id: id, from: value, spec: spec)
        },
        measure: { pointer, orientation, forSize, minimum, natural in
            let extent = state(pointer)?.measure(orientation, forSize: forSize) ?? (minimum: 0, natural: 0)
            minimum?.pointee = extent.minimum
            natural?.pointee = extent.natural
        },
        size_allocate: { pointer, width, height in
            state(pointer)?.sizeAllocated(width: width, height: height)
        },
        snapshot: { pointer, snapshot in
            guard let snapshot else { return }
            state(pointer)?.snapshot(snapshot)
        },
        css_changed: { state($0)?.cssChanged() },
        focus: { pointer, direction in
            guard let moved = state(pointer)?.moveFocus(direction) else { return -1 }
            return moved ? 1 : 0
        },
        unmap: { state($0)?.unmap() },
        map: { state($0)?.map() },
        notify: { pointer, property in
            guard let state = state(pointer), let property else { return }
            g_object_ref(state.widget)  // a follower may run handlers that destroy the control
            defer { g_object_unref(state.widget) }
            state.propertyNotified(property)
        },
        add_mark: { pointer, value, position, markup in
            state(pointer)?.addMark(value, position: position, markup: markup)
        }
    ))
    return hooks
}

/// Retains a new state for the C instance struct; `finalize` releases it.
func retained(_ state: ControlState) -> gpointer {
    Unmanaged.passRetained(state).toOpaque()
}

// The tables are built once, on first use, and live as long as the process (as GType classes do).
nonisolated(unsafe) private let rangeSliderHooks = makeControlHooks(
    classInit: { RangeSliderState.controlClass.initialize($0, type: $1) },
    instanceInit: { retained(RangeSliderState(widget: $0!)) })
nonisolated(unsafe) private let knobHooks = makeControlHooks(
    classInit: { KnobState.controlClass.initialize($0, type: $1) },
    instanceInit: { retained(KnobState(widget: $0!)) })
nonisolated(unsafe) private let circularSliderHooks = makeControlHooks(
    classInit: { CircularSliderState.controlClass.initialize($0, type: $1) },
    instanceInit: { retained(CircularSliderState(widget: $0!)) })
nonisolated(unsafe) private let circularRangeSliderHooks = makeControlHooks(
    classInit: { CircularRangeSliderState.controlClass.initialize($0, type: $1) },
    instanceInit: { retained(CircularRangeSliderState(widget: $0!)) })

/// The table of Swift functions behind the GObject class `CcRangeSlider`, for the C boilerplate.
///
/// Plumbing, not for apps: `cc_range_slider_get_type` (CcControls.c) fetches the table when the class
/// is first initialized and calls through it for class and instance init, dispose, finalize,
/// properties, measuring, allocation, snapshots, CSS changes, focus, notifications, mapping and unmapping. It is
/// public only so that C can call it.
///
/// - Returns: A table built once, on first use, that lives as long as the process.
@_cdecl("cc_swift_range_slider_hooks")
public func cc_swift_range_slider_hooks() -> UnsafePointer<CcControlHooks> { UnsafePointer(rangeSliderHooks) }

/// The table of Swift functions behind the GObject class `CcKnob`, for the C boilerplate.
///
/// Plumbing, not for apps: `cc_knob_get_type` (CcControls.c) fetches the table when the class
/// is first initialized and calls through it for class and instance init, dispose, finalize,
/// properties, measuring, allocation, snapshots, CSS changes, focus, notifications, mapping and unmapping. It is
/// public only so that C can call it.
///
/// - Returns: A table built once, on first use, that lives as long as the process.
@_cdecl("cc_swift_knob_hooks")
public func cc_swift_knob_hooks() -> UnsafePointer<CcControlHooks> { UnsafePointer(knobHooks) }

/// The table of Swift functions behind the GObject class `CcCircularSlider`, for the C boilerplate.
///
/// Plumbing, not for apps: `cc_circular_slider_get_type` (CcControls.c) fetches the table when the class
/// is first initialized and calls through it for class and instance init, dispose, finalize,
/// properties, measuring, allocation, snapshots, CSS changes, focus, notifications, mapping and unmapping. It is
/// public only so that C can call it.
///
/// - Returns: A table built once, on first use, that lives as long as the process.
@_cdecl("cc_swift_circular_slider_hooks")
public func cc_swift_circular_slider_hooks() -> UnsafePointer<CcControlHooks> { UnsafePointer(circularSliderHooks) }

/// The table of Swift functions behind the GObject class `CcCircularRangeSlider`, for the C
/// boilerplate (as ``cc_swift_circular_slider_hooks()``).
///
/// - Returns: A table built once, on first use, that lives as long as the process.
@_cdecl("cc_swift_circular_range_slider_hooks")
public func cc_swift_circular_range_slider_hooks() -> UnsafePointer<CcControlHooks> { UnsafePointer(circularRangeSliderHooks) }
