import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import Foundation
import Testing
@testable import CustomControls

/// Counts the times GTK redraws a widget: a `GtkWidgetPaintable` of it invalidates its contents
/// when the widget has been snapshotted anew, which a frame does after `gtk_widget_queue_draw`
/// (and only then: otherwise it reuses the widget's last render node).
///
/// Waits are counted in frames of the widget's frame clock, not in seconds, so a loaded machine
/// cannot make a late redraw look like none: a queued redraw is drawn in the next frame.
@MainActor
final class RedrawProbe {
    private final class Box { var count = 0 }
    private let redraws = Box()
    private let frames = Box()
    private let widget: UnsafeMutablePointer<GtkWidget>
    private let paintable: UnsafeMutableRawPointer
    private var tick: guint = 0

    var count: Int { redraws.count }

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        paintable = UnsafeMutableRawPointer(gtk_widget_paintable_new(widget)!)
        let handler: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            guard let data else { return }
            Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().count += 1
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            if let data { Unmanaged<Box>.fromOpaque(data).release() }
        }
        g_signal_connect_data(paintable, "invalidate-contents", unsafeBitCast(handler, to: GCallback.self),
                              Unmanaged.passRetained(redraws).toOpaque(), release, GConnectFlags(rawValue: 0))
        // A tick callback keeps frames coming while the probe waits, and counts them.
        let onTick: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = { _, _, data in
            guard let data else { return 0 }
            Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().count += 1
            return 1
        }
        let releaseFrames: @convention(c) (gpointer?) -> Void = { data in
            if let data { Unmanaged<Box>.fromOpaque(data).release() }
        }
        tick = gtk_widget_add_tick_callback(widget, onTick, Unmanaged.passRetained(frames).toOpaque(), releaseFrames)
    }

    /// Releases the paintable and the tick callback (before the widget goes).
    func stop() {
        gtk_widget_remove_tick_callback(widget, tick)
        g_object_unref(paintable)
    }

    /// Runs the main loop for `count` frames, or until `done` holds; false if neither came in time.
    private func wait(frames count: Int, orUntil done: () -> Bool = { false }) -> Bool {
        let end = frames.count + count
        return GTK.iterate(until: { done() || frames.count >= end }, timeout: 10)
    }

    /// Runs the main loop until `quiet` frames pass without a redraw; false if that never happens.
    @discardableResult
    func settle(quiet: Int = 5, timeout: Double = 15) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let start = count
            guard wait(frames: quiet) else { return false }
            if count == start { return true }
        }
        return false
    }

    /// Whether the widget is redrawn within the next `frames` frames.
    func redrawn(within frameCount: Int = 3) -> Bool {
        let start = count
        _ = wait(frames: frameCount, orUntil: { count > start })
        return count > start
    }

    /// Whether the widget is not redrawn in the next `frames` frames.
    func staysQuiet(for frameCount: Int = 3) -> Bool {
        let start = count
        _ = wait(frames: frameCount)
        return count == start
    }
}

/// A widget's picture, drawn directly from its class's `snapshot` (no frame, no render-node
/// cache), at its allocated size.
@MainActor
enum Drawing {
    static func pixels(of widget: UnsafeMutablePointer<GtkWidget>) -> [UInt8] {
        let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
        let widgetClass = UnsafeMutableRawPointer(widget.pointee.parent_instance.g_type_instance.g_class!)
            .assumingMemoryBound(to: GtkWidgetClass.self)
        let snapshot = gtk_snapshot_new()!
        widgetClass.pointee.snapshot(widget, snapshot)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return [] }
        defer { gsk_render_node_unref(node) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        gsk_render_node_draw(node, cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let bytes = Int(cairo_image_surface_get_stride(surface)) * Int(height)
        return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: bytes))
    }
}
