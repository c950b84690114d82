import CustomControlsCGtk
import CustomControls
import Foundation

// What tests and scripts use: --smoke and --screenshot. Nothing here is about embedding.

/// Once every control of `example` has a size: with `smoke`, prints `ready NAME WIDTHxHEIGHT`
/// per control, changes each control once (its handler prints `value-changed NAME ...`) and
/// prints `example ready range knob circular builder`; with `screenshotPath`, saves the window
/// as a PNG a moment later. Then quits. Exits with 1 if the window is not laid out in 20 s.
@MainActor
func runHeadless(_ example: ExampleWindow, smoke: Bool, screenshotPath: String?) {
    let watchdog: @convention(c) (gpointer?) -> gboolean = { _ in
        FileHandle.standardError.write(Data("embedding-example: the window was not laid out within 20 s\n".utf8))
        exit(1)
    }
    g_timeout_add_seconds(20, watchdog, nil)

    let controls = [("range", example.range.widget), ("knob", example.knob.widget),
                    ("circular", example.circular.widget), ("builder", example.gain)]
    onFirstFrame(of: example.window, where: { controls.allSatisfy { gtk_widget_get_width($0.1) > 0 } }) {
        if smoke {
            for (name, widget) in controls {
                print("ready \(name) \(gtk_widget_get_width(widget))x\(gtk_widget_get_height(widget))")
            }
            example.range.setValues(lower: 25, upper: 75)
            example.knob.value = 7
            example.circular.value = 90
            Knob(wrapping: example.gain)?.value = -6
            print("example ready " + controls.map(\.0).joined(separator: " "))
        }
        guard let screenshotPath else {
            quit()
            return
        }
        // The frame that laid the window out is painted by the end of it.
        after(milliseconds: 200) {
            if saveScreenshot(of: example.window, to: screenshotPath) {
                print("screenshot \(screenshotPath)")
            } else {
                print("screenshot failed")
            }
            quit()
        }
    }
}

@MainActor
private func quit() {
    g_application_quit(UnsafeMutablePointer<GApplication>(OpaquePointer(application)))
}

/// A closure handed to GLib as user data, released by its destroy notify.
private final class Callback {
    let condition: @MainActor () -> Bool
    let body: @MainActor () -> Void
    init(condition: @escaping @MainActor () -> Bool = { true }, body: @escaping @MainActor () -> Void) {
        self.condition = condition
        self.body = body
    }
}

private let releaseCallback: @convention(c) (gpointer?) -> Void = { data in
    if let data { Unmanaged<Callback>.fromOpaque(data).release() }
}

/// Runs `body` once, in the first frame of `widget` in which `condition` holds.
@MainActor
private func onFirstFrame(of widget: UnsafeMutablePointer<GtkWidget>, where condition: @escaping @MainActor () -> Bool,
                          _ body: @escaping @MainActor () -> Void) {
    let tick: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = { _, _, data in
        MainActor.assumeIsolated {
            let callback = Unmanaged<Callback>.fromOpaque(data!).takeUnretainedValue()
            guard callback.condition() else { return 1 }    // G_SOURCE_CONTINUE
            callback.body()
            return 0                                         // G_SOURCE_REMOVE
        }
    }
    let callback = Callback(condition: condition, body: body)
    gtk_widget_add_tick_callback(widget, tick, Unmanaged.passRetained(callback).toOpaque(), releaseCallback)
}

/// Runs `body` once, `milliseconds` from now.
@MainActor
private func after(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) {
    let fire: @convention(c) (gpointer?) -> gboolean = { data in
        MainActor.assumeIsolated { Unmanaged<Callback>.fromOpaque(data!).takeUnretainedValue().body() }
        return 0
    }
    g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, fire, Unmanaged.passRetained(Callback(body: body)).toOpaque(), releaseCallback)
}

/// Renders `window` as it is on screen into a PNG at `path` (as the demo's --screenshot does).
@MainActor
private func saveScreenshot(of window: UnsafeMutablePointer<GtkWidget>, to path: String) -> Bool {
    let width = gtk_widget_get_width(window), height = gtk_widget_get_height(window)
    guard let paintable = gtk_widget_paintable_new(window), let snapshot = gtk_snapshot_new() else { return false }
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
    guard let node = gtk_snapshot_free_to_node(snapshot) else { return false }
    defer { gsk_render_node_unref(node) }
    guard let renderer = gtk_native_get_renderer(OpaquePointer(window)),
          let texture = gsk_renderer_render_texture(renderer, node, nil) else { return false }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    return gdk_texture_save_to_png(texture, path) != 0
}
