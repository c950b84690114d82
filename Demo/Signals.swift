import CustomControlsCGtk
import Foundation

/// Connects Swift closures to GTK signals for the demo's own widgets (buttons, switches, spin
/// buttons). Each closure is boxed, retained by the connection and released by GLib's destroy
/// notify, so it lives exactly as long as the widget it belongs to.
@MainActor
enum Signals {
    private final class Box {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    private static let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
        guard let data else { return }
        Unmanaged<Box>.fromOpaque(data).release()
    }

    /// Connects `body` to a signal whose handler takes only the instance (clicked, value-changed, map…).
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ body: @escaping @MainActor () -> Void) {
        let handler: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            guard let data else { return }
            Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().body()
        }
        connect(instance, signal, unsafeBitCast(handler, to: GCallback.self), body)
    }

    /// Connects `body` to `notify::property`, whose handler also receives the GParamSpec.
    static func connectNotify(_ instance: UnsafeMutableRawPointer, _ property: String, _ body: @escaping @MainActor () -> Void) {
        let handler: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            guard let data else { return }
            Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().body()
        }
        connect(instance, "notify::\(property)", unsafeBitCast(handler, to: GCallback.self), body)
    }

    /// Connects `body` to a signal whose handler takes the instance and one object (a list
    /// item factory's setup and bind, …); `body` gets that object.
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String,
                        _ body: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) {
        final class ArgumentBox {
            let body: (UnsafeMutableRawPointer) -> Void
            init(_ body: @escaping (UnsafeMutableRawPointer) -> Void) { self.body = body }
        }
        let handler: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
            guard let argument, let data else { return }
            Unmanaged<ArgumentBox>.fromOpaque(data).takeUnretainedValue().body(argument)
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            if let data { Unmanaged<ArgumentBox>.fromOpaque(data).release() }
        }
        let box = ArgumentBox { argument in MainActor.assumeIsolated { body(argument) } }
        g_signal_connect_data(instance, signal, unsafeBitCast(handler, to: GCallback.self),
                              Unmanaged.passRetained(box).toOpaque(), release, GConnectFlags(rawValue: 0))
    }

    /// Runs `body` every `milliseconds` on the main loop until it returns false; returns the
    /// source id (`g_source_remove` stops it sooner).
    @discardableResult
    static func every(milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        final class RepeatBox {
            let body: () -> Bool
            init(_ body: @escaping () -> Bool) { self.body = body }
        }
        let box = RepeatBox { MainActor.assumeIsolated { body() } }
        let fire: @convention(c) (gpointer?) -> gboolean = { data in
            guard let data else { return 0 }
            return Unmanaged<RepeatBox>.fromOpaque(data).takeUnretainedValue().body() ? 1 : 0
        }
        let destroy: @convention(c) (gpointer?) -> Void = { data in
            if let data { Unmanaged<RepeatBox>.fromOpaque(data).release() }
        }
        return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, fire, Unmanaged.passRetained(box).toOpaque(), destroy)
    }

    /// Runs `body` once, `milliseconds` from now, on the main loop.
    static func after(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) {
        let box = Box { MainActor.assumeIsolated { body() } }
        let fire: @convention(c) (gpointer?) -> gboolean = { data in
            if let data { Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().body() }
            return 0  // once
        }
        let destroy: @convention(c) (gpointer?) -> Void = { data in
            if let data { Unmanaged<Box>.fromOpaque(data).release() }
        }
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, fire, Unmanaged.passRetained(box).toOpaque(), destroy)
    }

    private static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback, _ body: @escaping @MainActor () -> Void) {
        let box = Box { MainActor.assumeIsolated { body() } }
        g_signal_connect_data(instance, signal, handler, Unmanaged.passRetained(box).toOpaque(), release, GConnectFlags(rawValue: 0))
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The same object as a `gpointer`.
    var object: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }

    /// The same object, for functions of GTK classes whose structs are private (GtkLabel, …).
    var opaque: OpaquePointer { OpaquePointer(self) }

    /// The same object as another GTK struct type (GtkBox, GtkWindow, …).
    func `as`<T>(_: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self)
    }
}

/// Writes one line to stdout at once (unbuffered: scripts read the demo's output as it comes).
func report(_ line: String) {
    FileHandle.standardOutput.write((line + "\n").data(using: .utf8)!)
}
