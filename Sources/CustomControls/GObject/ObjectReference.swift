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
