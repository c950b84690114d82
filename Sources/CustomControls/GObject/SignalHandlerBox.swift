import CustomControlsCGtk

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
