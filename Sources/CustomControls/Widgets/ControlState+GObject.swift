import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// The GObject side of every control: finding the state behind an instance, get_property
// and set_property, notify, and the signal handlers a control connects to other objects.

extension ControlState {
    /// Emits `signal` by id, keeping the widget alive while handlers run.
    func emit(_ signal: ControlClass.Signal) {
        g_object_ref(widget)
        cc_signal_emit_void(widget, controlClass.signalIDs[signal.rawValue])
        g_object_unref(widget)
    }

    /// The state of `instance`, if it is one of the four controls.
    package static func of(_ instance: UnsafeMutableRawPointer?) -> ControlState? {
        guard let instance, let state = cc_control_get_state(instance) else { return nil }
        return Unmanaged<ControlState>.fromOpaque(state).takeUnretainedValue()
    }

    /// Runs an event handler of the control `instance`, holding a reference on the widget
    /// meanwhile: a signal the handler emits may run application code that destroys it.
    static func handling<T>(_ instance: UnsafeMutableRawPointer?, otherwise: T, _ body: (ControlState) -> T) -> T {
        guard let state = of(instance) else { return otherwise }
        g_object_ref(state.widget)
        defer { g_object_unref(state.widget) }
        return body(state)
    }

    /// The value of `property`, read as GObject's get_property reads it: for the C API's
    /// generated getters (Sources/CustomControlsCAPI/Generated).
    package final func propertyValue<P: ControlProperty>(_ property: P) -> PropertyValue {
        value(of: property)
    }

    /// Sets `property` through its typed setter, as GObject's set_property does: for the C
    /// API's generated setters, so C, the Swift API and GObject validate, clamp and notify alike.
    package final func setPropertyValue<P: ControlProperty>(_ property: P, to value: PropertyValue) {
        set(property, to: value)
    }

    /// GObject's get_property: `id` is one of the class's property ids.
    final func getProperty(id: guint, into value: UnsafeMutablePointer<GValue>, spec: UnsafeMutablePointer<GParamSpec>?) {
        guard let entry = controlClass.properties.entry(id: id) else {
            cc_warn_invalid_property_id(widget, id, spec)
            return
        }
        entry.definition.write(self.value(of: entry.property), into: value)
    }

    /// GObject's set_property: `id` is one of the class's property ids.
    final func setProperty(id: guint, from value: UnsafePointer<GValue>, spec: UnsafeMutablePointer<GParamSpec>?) {
        guard let entry = controlClass.properties.entry(id: id) else {
            cc_warn_invalid_property_id(widget, id, spec)
            return
        }
        set(entry.property, to: entry.definition.read(value))
    }

    /// Emits `notify` for `property`, by its spec.
    final func notify<P: ControlProperty>(_ property: P) {
        guard let spec = controlClass.properties.spec(property) else { return }  // omitted by this class
        g_object_notify_by_pspec(cast(widget), spec)
    }

    /// Stores `newValue` in `field` unless it is already there; then redraws (if `redraws`)
    /// and notifies `property` once. The shape of every plain setter.
    final func assign<Owner: ControlState, T: Equatable, P: ControlProperty>(
        _ field: ReferenceWritableKeyPath<Owner, T>, _ newValue: T, notifying property: P, redraws: Bool = true
    ) {
        let owner = self as! Owner
        guard owner[keyPath: field] != newValue else { return }
        owner[keyPath: field] = newValue
        if redraws { queueDraw() }
        notify(property)
    }

    /// Calls ``advanceAnimation(at:)`` on every frame until it returns false, with the frame
    /// time of the clock GTK passes (the widget's own: asking the widget for it walks up to its
    /// window, on every frame of every control); returns the id. (Here rather than in the
    /// generic subclass: a C function pointer cannot refer to generic parameters.)
    func addTickCallback() -> guint {
        let tick: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = { widget, clock, _ in
            guard let state = ControlState.of(widget) else { return 0 }
            let now = clock.map(ControlState.frameTime(of:)) ?? state.frameClockTime
            return state.advanceAnimation(at: now) ? 1 : 0
        }
        return gtk_widget_add_tick_callback(widget, tick, nil, nil)
    }

    /// Connects `adjustment`'s "changed" and "value-changed" to ``adjustmentChanged()``;
    /// returns the handler ids. (Here rather than in the generic subclass: a C function
    /// pointer cannot refer to generic parameters.)
    func observeAdjustment(_ adjustment: UnsafeMutableRawPointer) -> [gulong] {
        let changed: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            ControlState.of(data)?.adjustmentChanged()
        }
        return connect(["changed", "value-changed"], of: adjustment, to: changed)
    }

    /// Connects `handler` to each of `signals` of `object`, another object the control uses
    /// (an adjustment, a paintable), with the control's widget as the handler's data; returns
    /// the handler ids for ``disconnect(_:from:)``, which must run before the control goes,
    /// since the object may outlive it.
    func connect(_ signals: [String], of object: UnsafeMutableRawPointer, to handler: @convention(c) (gpointer?, gpointer?) -> Void) -> [gulong] {
        signals.map { signal in
            g_signal_connect_data(object, signal, unsafeBitCast(handler, to: GCallback.self), widget, nil, GConnectFlags(rawValue: 0))
        }
    }

    /// Disconnects `handlers` (from ``connect(_:of:to:)``) from `object`.
    func disconnect(_ handlers: [gulong], from object: UnsafeMutableRawPointer) {
        for handler in handlers { g_signal_handler_disconnect(object, handler) }
    }

    /// Runs `body`, which writes to `adjustment`, with the control deaf to it: its `handlers`
    /// (from ``connect(_:of:to:)``) blocked, or an owned adjustment quiet
    /// (`cc_owned_adjustment_set_quiet`). What the control writes does not come back to it.
    func writing(_ adjustment: UnsafeMutablePointer<GtkAdjustment>, handlers: [gulong], _ body: () -> Void) {
        let object = UnsafeMutableRawPointer(adjustment)
        g_object_ref(object)  // the body may run application code that disposes the control
        defer { g_object_unref(object) }
        let wasQuiet = cc_owned_adjustment_set_quiet(adjustment, 1)
        for handler in handlers { g_signal_handler_block(object, handler) }
        body()
        // Disposing the control disconnects them.
        for handler in handlers where g_signal_handler_is_connected(object, handler) != 0 { g_signal_handler_unblock(object, handler) }
        cc_owned_adjustment_set_quiet(adjustment, wasQuiet)
    }
}
