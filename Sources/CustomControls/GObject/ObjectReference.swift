import CustomControlsCGtk

/// One strong reference to a GObject, dropped when this object is deinitialized.
///
/// The public control classes hold one of these: a Swift handle keeps its widget alive, and
/// a widget in a container outlives its handles. Sendable because GObject reference counting
/// is atomic; everything else about the object stays on the GTK thread.
final class ObjectReference: @unchecked Sendable {
    let widget: UnsafeMutablePointer<GtkWidget>

    /// Takes ownership of a new (floating) widget: sinks the floating reference.
    init(sinking widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        g_object_ref_sink(widget)
    }

    /// Adds a reference to an existing widget, leaving a floating reference floating.
    init(retaining widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        g_object_ref(widget)
    }

    deinit {
        g_object_unref(widget)
    }
}

/// Reinterprets a GObject-derived pointer as another C type of the same object.
func cast<T>(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<T>? {
    pointer?.assumingMemoryBound(to: T.self)
}

// A widget pointer is passed where C takes a `gpointer` as it is: Swift converts a typed
// pointer argument to a raw one by itself.
extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The same object as a `GtkAccessible *`.
    var accessible: OpaquePointer { OpaquePointer(self) }
}

/// A Swift closure handed to a GObject signal: boxed, retained by the connection, and
/// released by GLib's destroy notify when the handler is disconnected or the object finalized.
final class SignalHandlerBox {
    let invoke: (UnsafeMutablePointer<GtkWidget>) -> Void

    init(_ invoke: @escaping (UnsafeMutablePointer<GtkWidget>) -> Void) {
        self.invoke = invoke
    }

    /// Connects `invoke` to a no-argument signal of `widget`; returns the handler id.
    @discardableResult
    static func connect(
        _ widget: UnsafeMutablePointer<GtkWidget>,
        signal: String,
        _ invoke: @escaping (UnsafeMutablePointer<GtkWidget>) -> Void
    ) -> UInt {
        let handler: @convention(c) (gpointer?, gpointer?) -> Void = { instance, data in
            SignalHandlerBox.run(instance, data)
        }
        return connect(widget, detailedSignal: signal, callback: unsafeBitCast(handler, to: GCallback.self), invoke)
    }

    /// Connects `invoke` to `notify::property` of `widget` (whose handlers also get the
    /// property's spec, which `invoke` has no use for); returns the handler id.
    @discardableResult
    static func connect(
        _ widget: UnsafeMutablePointer<GtkWidget>,
        notify property: String,
        _ invoke: @escaping (UnsafeMutablePointer<GtkWidget>) -> Void
    ) -> UInt {
        let handler: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { instance, _, data in
            SignalHandlerBox.run(instance, data)
        }
        return connect(widget, detailedSignal: "notify::\(property)", callback: unsafeBitCast(handler, to: GCallback.self), invoke)
    }

    /// Boxes `invoke` for `callback`, which passes its instance and user data to ``run(_:_:)``.
    private static func connect(
        _ widget: UnsafeMutablePointer<GtkWidget>,
        detailedSignal: String,
        callback: GCallback,
        _ invoke: @escaping (UnsafeMutablePointer<GtkWidget>) -> Void
    ) -> UInt {
        let box = Unmanaged.passRetained(SignalHandlerBox(invoke)).toOpaque()
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<SignalHandlerBox>.fromOpaque(data).release()
        }
        return UInt(g_signal_connect_data(widget, detailedSignal, callback, box, release, GConnectFlags(rawValue: 0)))
    }

    private static func run(_ instance: gpointer?, _ data: gpointer?) {
        guard let instance, let data else { return }
        let box = Unmanaged<SignalHandlerBox>.fromOpaque(data).takeUnretainedValue()
        box.invoke(instance.assumingMemoryBound(to: GtkWidget.self))
    }
}

/// A Swift `input` handler boxed for a GLib closure: GtkSpinButton's `input` signature,
/// `gint (*) (instance, gdouble *new_value, gpointer data)`, with the typed text read from the
/// control during the emission.
final class InputHandlerBox {
    let parse: (UnsafeMutablePointer<GtkWidget>, String) -> TypedInput

    init(_ parse: @escaping (UnsafeMutablePointer<GtkWidget>, String) -> TypedInput) {
        self.parse = parse
    }

    @discardableResult
    static func connect(_ widget: UnsafeMutablePointer<GtkWidget>, _ parse: @escaping (UnsafeMutablePointer<GtkWidget>, String) -> TypedInput) -> UInt {
        let handler: @convention(c) (gpointer?, UnsafeMutablePointer<Double>?, gpointer?) -> gint = { instance, newValue, data in
            guard let instance, let data, let state = ControlState.of(instance), let text = state.inputText else { return 0 }
            let box = Unmanaged<InputHandlerBox>.fromOpaque(data).takeUnretainedValue()
            switch box.parse(instance.assumingMemoryBound(to: GtkWidget.self), String(cString: text)) {
            case .value(let value):
                newValue?.pointee = value
                return 1
            case .notHandled: return 0
            case .invalid: return GTK_INPUT_ERROR
            }
        }
        let box = Unmanaged.passRetained(InputHandlerBox(parse)).toOpaque()
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<InputHandlerBox>.fromOpaque(data).release()
        }
        return UInt(g_signal_connect_data(widget, "input", unsafeBitCast(handler, to: GCallback.self), box, release, GConnectFlags(rawValue: 0)))
    }
}
