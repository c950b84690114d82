import CustomControlsCGtk
import Glibc

/// A monotonic clock in nanoseconds.
enum Clock {
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// Runs GLib's default main context from the benchmark's own loop.
@MainActor
enum MainLoop {
    /// Iterates until `done` holds, or at most `timeout` seconds.
    static func run(until done: () -> Bool, timeout: Double = 10) {
        let deadline = Clock.nanoseconds() + UInt64(timeout * 1e9)
        while !done(), Clock.nanoseconds() < deadline {
            g_main_context_iteration(nil, 0)
            usleep(1000)
        }
    }

    /// Iterates for `seconds`.
    static func run(seconds: Double) {
        let deadline = Clock.nanoseconds() + UInt64(seconds * 1e9)
        run(until: { Clock.nanoseconds() >= deadline }, timeout: seconds + 1)
    }

    /// Presents `window`, iterates until `mapped` holds, then `settle` seconds more so its
    /// first frames are drawn and its styles settled.
    static func show(_ window: UnsafeMutablePointer<GtkWidget>, until mapped: () -> Bool, settle: Double = 0.3) {
        gtk_window_present(window.window)
        run(until: mapped)
        run(seconds: settle)
    }
}

/// GTK's cairo renderer, realized on a shown window, drawing frames into images as GTK would
/// draw the window: snapshot -> render node -> `gsk_renderer_render_texture`.
@MainActor
final class OffscreenRenderer {
    private let renderer: OpaquePointer

    init(for window: UnsafeMutablePointer<GtkWidget>) {
        renderer = gsk_cairo_renderer_new()
        var error: UnsafeMutablePointer<GError>?
        guard gsk_renderer_realize(renderer, gtk_native_get_surface(OpaquePointer(window)), &error) != 0 else {
            fatalError("cannot realize the cairo renderer: \(error.map { String(cString: $0.pointee.message) } ?? "")")
        }
    }

    /// Frees the renderer (before its window goes).
    func unrealize() {
        gsk_renderer_unrealize(renderer)
        g_object_unref(UnsafeMutableRawPointer(renderer))
    }

    /// One frame: what `draw` adds to a new snapshot, rendered into an image of `width` ×
    /// `height` device pixels, which is then thrown away.
    func render(width: Double, height: Double, _ draw: (OpaquePointer) -> Void) {
        let snapshot = gtk_snapshot_new()!
        draw(snapshot)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return }
        var viewport = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        if let texture = gsk_renderer_render_texture(renderer, node, &viewport) { g_object_unref(UnsafeMutableRawPointer(texture)) }
        gsk_render_node_unref(node)
    }
}

/// The anchor every part measures against: a stock horizontal GtkScale over 0...1 (no value
/// label), and how to move it.
@MainActor
func makeGtkScale() -> (widget: UnsafeMutablePointer<GtkWidget>, moveTo: (Double) -> Void) {
    let scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.01)!
    return (scale, { value in scale.withMemoryRebound(to: GtkRange.self, capacity: 1) { gtk_range_set_value($0, value) } })
}

/// The resident set size of this process, in kilobytes.
func residentKilobytes() -> Double {
    guard let file = fopen("/proc/self/statm", "r") else { return .nan }
    defer { fclose(file) }
    var size = 0, resident = 0
    guard withUnsafeMutablePointer(to: &size, { s in withUnsafeMutablePointer(to: &resident) { r in
        withVaList([s, r]) { vfscanf(file, "%ld %ld", $0) }
    } }) == 2 else { return .nan }
    return Double(resident) * Double(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    var window: UnsafeMutablePointer<GtkWindow> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkWindow.self) }
    var fixed: UnsafeMutablePointer<GtkFixed> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkFixed.self) }
    var grid: UnsafeMutablePointer<GtkGrid> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkGrid.self) }
}

/// glibc's `malloc_trim` (declared in malloc.h, which the Glibc module does not export): hands
/// freed heap pages back, so resident memory shows what is still in use.
@_silgen_name("malloc_trim")
func malloc_trim(_ pad: Int) -> Int32
