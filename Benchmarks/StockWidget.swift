import CustomControlsCGtk
import Foundation

/// A widget that draws stock shapes (``StockShapes``) and nothing else: the desk's and the
/// memory's node-level floor, a stock-node control as GTK's own widgets are (its own GType,
/// whose snapshot appends the shapes for its size and value).
@MainActor
final class StockWidget {
    /// The shapes a stock widget draws: the stock dial, a circular slider's own shapes
    /// (``StockShapes/appendCircular(to:side:fraction:layout:)``) or a range.
    enum Shape { case dial, circular, range }

    let widget: UnsafeMutablePointer<GtkWidget>
    private let shape: Shape
    /// The value, a fraction of the range (a range's lower end; its upper is half a range on).
    private var fraction = 0.0
    /// A dial's value text, made once per widget as a GtkLabel keeps its layout.
    /// (Unsafe only for `deinit`, which runs when GTK frees the widget, on the main thread.)
    nonisolated(unsafe) private var layout: OpaquePointer?

    init(_ shape: Shape) {
        self.shape = shape
        // Floating, as gtk_*_new() returns a widget: its parent owns it, and it owns this object.
        widget = UnsafeMutableRawPointer(g_object_new_with_properties(Self.type, 0, nil, nil)).assumingMemoryBound(to: GtkWidget.self)
        g_object_set_data_full(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), "cc-bench-stock", Unmanaged.passRetained(self).toOpaque(), { box in
            Unmanaged<StockWidget>.fromOpaque(box!).release()
        })
    }

    deinit {
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// Moves to `fraction` of the range and asks for a frame, as a control does when its value changes.
    func move(to fraction: Double) {
        self.fraction = fraction
        gtk_widget_queue_draw(widget)
    }

    private func snapshot(_ snapshot: OpaquePointer) {
        let width = Double(gtk_widget_get_width(widget)), height = Double(gtk_widget_get_height(widget))
        switch shape {
        case .dial, .circular:
            let side = min(width, height)
            if layout == nil { layout = StockShapes.dialLayout(side: side) }
            if shape == .dial {
                StockShapes.appendDial(to: snapshot, side: side, fraction: fraction, layout: layout!)
            } else {
                StockShapes.appendCircular(to: snapshot, side: side, fraction: fraction, layout: layout!)
            }
        case .range:
            StockShapes.appendRange(to: snapshot, width: width, height: height, lower: fraction / 2, upper: (1 + fraction) / 2)
        }
    }

    /// The GType: a GtkWidget whose snapshot draws its ``StockWidget``'s shapes.
    private static let type: GType = g_type_register_static_simple(
        gtk_widget_get_type(), "CcBenchStockWidget", guint(MemoryLayout<GtkWidgetClass>.size), { klass, _ in
            klass!.assumingMemoryBound(to: GtkWidgetClass.self).pointee.snapshot = { widget, snapshot in
                guard let widget, let snapshot, let box = g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), "cc-bench-stock") else { return }
                // GTK calls a widget's snapshot on the main thread.
                let call = SnapshotCall(box: box, snapshot: snapshot)
                MainActor.assumeIsolated { Unmanaged<StockWidget>.fromOpaque(call.box).takeUnretainedValue().snapshot(call.snapshot) }
            }
        }, guint(MemoryLayout<GtkWidget>.size), nil, GTypeFlags(rawValue: 0))
}

/// A snapshot call's pointers as GTK hands them to the class's C function, on the main thread.
private struct SnapshotCall: @unchecked Sendable {
    let box: UnsafeMutableRawPointer
    let snapshot: OpaquePointer
}
