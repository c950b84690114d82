import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// GTK for the widget tests: initialized once, on the main thread, or the tests fail (a
/// display is required; the test command starts Xvfb when there is none).
@MainActor
enum GTK {
    static let isAvailable: Bool = {
        // Every GLib warning fails the test that logs it, but for those a test provokes and
        // captures on purpose (in our domain and GObject's).
        GLibLogGuard.install()
        WarningCapture.install()
        return CustomControls.initializeGTK()
    }()

    /// Leaves no GL context current on this thread, once GL drawing is done.
    ///
    /// The test runner serves the main actor from a dispatch worker thread (its main thread
    /// parks in `dispatch_main`), and not always the same one: in about one Wayland run in
    /// four, GTK's calls came from two threads. A GL context is current on one thread at a
    /// time, so the drawing on the second thread found none (`glCheckFramebufferStatus`
    /// answered 0 and GSK aborted in `gsk_gl_command_queue_create_render_target`). Releasing
    /// it after each piece of GL work lets GDK make it current again on whichever thread draws
    /// next. Real apps run GTK on their main thread and never meet this.
    static func releaseGLContext() {
        gdk_gl_context_clear_current()
    }

    /// Runs the main loop until `condition` holds or `timeout` seconds pass; returns whether it held.
    ///
    /// The timeouts are generous on purpose: they bound a wait for something that must happen
    /// (a frame, a map), never a speed, and a loaded machine's compositor (Weston on a busy
    /// CPU) can keep a window's frame clock waiting for seconds.
    @discardableResult
    static func iterate(until condition: () -> Bool, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        defer { releaseGLContext() }
        while !condition() {
            if Date() > deadline { return false }
            g_main_context_iteration(nil, 0)
            releaseGLContext()
            usleep(1000)
        }
        return true
    }

    /// Runs the main loop for `seconds`.
    static func spin(_ seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        iterate(until: { Date() > deadline }, timeout: seconds + 1)
    }
}

/// The trait of every suite that needs GTK: `@Suite(.serialized, .gtk)`.
///
/// Before the suite's tests run it initializes GTK on the main actor, once per process; when
/// GTK cannot open a display, the suite's tests fail with that reason instead of crashing on
/// their first widget.
struct GTKTrait: SuiteTrait, TestTrait {
    /// The error the suite's tests fail with when there is no display.
    struct NoDisplay: Error, CustomStringConvertible {
        var description: String { "GTK could not open a display (the test command runs the tests under Xvfb: scripts/headless.sh)" }
    }

    func prepare(for test: Test) async throws {
        guard await MainActor.run(body: { GTK.isAvailable }) else { throw NoDisplay() }
    }
}

extension Trait where Self == GTKTrait {
    /// GTK, initialized on a display, for the suite's tests.
    static var gtk: Self { Self() }
}

/// A toplevel window showing one widget at a fixed size, destroyed when this is released.
@MainActor
final class HostWindow {
    private(set) var window: UnsafeMutablePointer<GtkWidget>

    init(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32) throws {
        window = try Self.show(widget, width: width, height: height)
        // Tests of animations and redraws need the window's frame clock running, which on
        // Wayland waits for the compositor's frame callbacks. Weston (headless, desktop shell)
        // now and then sends a new window none at all; a new window then gets them (four
        // windows in a row got none once, 2 Dec, GTK 4.8: up to six).
        for attempt in 1...6 where !Self.framesCome(to: window) {
            if ProcessInfo.processInfo.environment["CC_DEBUG_FRAMES"] != nil {
                FileHandle.standardError.write("HostWindow: no frames for \(width)x\(height) (attempt \(attempt))\n".data(using: .utf8)!)
            }
            g_object_ref(widget)
            gtk_window_set_child(cast(window), nil)
            gtk_window_destroy(cast(window))
            window = try Self.show(widget, width: width, height: height)
            g_object_unref(widget)
        }
        try #require(Self.framesCome(to: window), "the compositor drew no frame of the window")
    }

    /// A new undecorated window showing `widget` at exactly `width` × `height`.
    private static func show(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32) throws -> UnsafeMutablePointer<GtkWidget> {
        let window = gtk_window_new()!
        // No title bar: on Wayland its client-side decoration has a minimum width of its own
        // (129 px in Adwaita), which would widen a small window past the widget's size.
        gtk_window_set_decorated(cast(window), 0)
        // The window is as large as the widget's size request, and the widget fills it.
        gtk_widget_set_size_request(widget, width, height)
        gtk_window_set_default_size(cast(window), width, height)
        gtk_window_set_child(cast(window), widget)
        gtk_window_present(cast(window))
        let shown = GTK.iterate {
            gtk_widget_get_mapped(widget) != 0 && gtk_widget_get_width(widget) == width && gtk_widget_get_height(widget) == height
        }
        try #require(shown, "the window never showed the widget at \(width)x\(height): mapped \(gtk_widget_get_mapped(widget)), \(gtk_widget_get_width(widget))x\(gtk_widget_get_height(widget))")
        return window
    }

    /// Whether the window's frame clock ticks twice within a few seconds.
    private static func framesCome(to window: UnsafeMutablePointer<GtkWidget>) -> Bool {
        final class Count { var ticks = 0 }
        let count = Count()
        let onTick: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = { _, _, data in
            guard let data else { return 0 }
            Unmanaged<Count>.fromOpaque(data).takeUnretainedValue().ticks += 1
            return 1
        }
        let release: @convention(c) (gpointer?) -> Void = { data in
            if let data { Unmanaged<Count>.fromOpaque(data).release() }
        }
        let id = gtk_widget_add_tick_callback(window, onTick, Unmanaged.passRetained(count).toOpaque(), release)
        defer { gtk_widget_remove_tick_callback(window, id) }
        return GTK.iterate(until: { count.ticks >= 2 }, timeout: 5)
    }

    func close() {
        gtk_window_destroy(cast(window))
        GTK.spin(0.01)
    }
}

/// Counts emissions of a signal, or of `notify::property`.
@MainActor
final class SignalCounter {
    private final class Box { var count = 0 }
    private let box = Box()
    var count: Int { box.count }

    /// Counts `value-changed` (or any no-argument signal).
    init(_ widget: UnsafeMutablePointer<GtkWidget>, signal: String = "value-changed") {
        let box = self.box
        SignalHandlerBox.connect(widget, signal: signal) { _ in box.count += 1 }
    }

    /// Counts `notify::property`.
    init(_ widget: UnsafeMutablePointer<GtkWidget>, notify property: String) {
        let data = Unmanaged.passRetained(box).toOpaque()
        let handler: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            guard let data else { return }
            Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().count += 1
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<Box>.fromOpaque(data).release()
        }
        g_signal_connect_data(widget, "notify::\(property)", unsafeBitCast(handler, to: GCallback.self), data, release, GConnectFlags(rawValue: 0))
    }
}

/// Whether a GObject has been finalized, watched through a weak reference.
@MainActor
final class FinalizeWatch {
    private final class Flag { var finalized = false }
    private let flag = Flag()
    var isFinalized: Bool { flag.finalized }

    init(_ object: gpointer) {
        let data = Unmanaged.passRetained(flag).toOpaque()
        let notify: @convention(c) (gpointer?, UnsafeMutablePointer<GObject>?) -> Void = { data, _ in
            guard let data else { return }
            let flag = Unmanaged<Flag>.fromOpaque(data).takeRetainedValue()
            flag.finalized = true
        }
        g_object_weak_ref(cast(object), notify, data)
    }
}

/// Captures the warnings CustomControls (and GLib's GObject layer, which validates enumerations,
/// and GTK, whose criticals a freed widget's use logs) logs while `body` runs, so tests can
/// assert them. Outside a capture every warning fails the running test (``GLibLogGuard``).
enum WarningCapture {
    nonisolated(unsafe) private static var captured: [String]?
    private static let domains: Set<String> = ["CustomControls", "GLib-GObject", "Gtk"]

    static func install() {
        let handler: @convention(c) (UnsafePointer<gchar>?, GLogLevelFlags, UnsafePointer<gchar>?, gpointer?) -> Void = { domain, level, message, _ in
            let text = message.map { String(cString: $0) } ?? ""
            if WarningCapture.captured != nil {
                WarningCapture.captured!.append(text)
            } else {
                g_log_default_handler(domain, level, message, nil)
            }
        }
        for domain in domains {
            g_log_set_handler(domain, GLogLevelFlags(rawValue: CC_LOG_LEVEL_WARNING.rawValue | CC_LOG_LEVEL_CRITICAL.rawValue | CC_LOG_FLAG_FATAL.rawValue | CC_LOG_FLAG_RECURSION.rawValue), handler, nil)
        }
    }

    /// Runs `body` and returns the warnings it logged.
    @MainActor
    static func warnings(during body: () -> Void) -> [String] {
        captured = []
        body()
        defer { captured = nil }
        return captured ?? []
    }
}

/// Emits a gesture's signals as GTK does for a real drag.
@MainActor
struct GestureDriver {
    let gesture: OpaquePointer
    private(set) var start = Point(x: 0, y: 0)

    init(_ state: ControlState) throws {
        gesture = try #require(state.dragGesture, "the control has no GtkGestureDrag")
    }

    mutating func press(_ x: Double, _ y: Double) {
        start = Point(x: x, y: y)
        emit { cc_signal_emit_by_name_dd($0, "drag-begin", x, y) }
    }

    /// A press the gesture hands on as a finger's (`finger`) or the primary button's: an
    /// emitted `drag-begin` carries neither, so this calls what the gesture calls.
    mutating func touch(_ x: Double, _ y: Double, finger: Bool, on state: ControlState) {
        start = Point(x: x, y: y)
        emit { _ in _ = state.pressed(at: start, button: guint(GDK_BUTTON_PRIMARY), touch: finger) }
    }

    func move(_ x: Double, _ y: Double) {
        emit { cc_signal_emit_by_name_dd($0, "drag-update", x - start.x, y - start.y) }
    }

    func release(_ x: Double, _ y: Double) {
        emit { cc_signal_emit_by_name_dd($0, "drag-end", x - start.x, y - start.y) }
    }

    func cancel() {
        emit { cc_signal_emit_by_name_p($0, "cancel", nil) }
    }

    /// GTK keeps a controller alive while it handles an event (a handler may destroy the
    /// widget, and with it the gesture); so does this driver.
    private func emit(_ body: (gpointer) -> Void) {
        let object = UnsafeMutableRawPointer(gesture)
        g_object_ref(object)
        body(object)
        g_object_unref(object)
    }
}

/// The Swift state behind a widget.
func state<T: ControlState>(of widget: UnsafeMutablePointer<GtkWidget>, as type: T.Type = T.self) throws -> T {
    try #require(ControlState.of(widget) as? T)
}

/// Runs `body` with GtkSettings' `gtk-primary-button-warps-slider` set to `warps` (GTK's
/// default is true: a click moves the value to the pointer), then puts it back.
@MainActor
func withPrimaryButtonWarps(_ warps: Bool, _ body: () throws -> Void) rethrows {
    let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
    let before = cc_object_get_boolean(settings, "gtk-primary-button-warps-slider")
    cc_object_set_boolean(settings, "gtk-primary-button-warps-slider", warps ? 1 : 0)
    defer { cc_object_set_boolean(settings, "gtk-primary-button-warps-slider", before) }
    try body()
}
