import CustomControlsCGtk

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
