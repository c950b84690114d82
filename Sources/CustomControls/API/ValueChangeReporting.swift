import CCustomControls
import CustomControlsCGtk

/// A control handle that can be made for any widget of its type: gives every control a
/// `value-changed` callback typed with the control itself.
///
/// ``Knob``, ``RangeSlider`` and ``CircularSlider`` conform. The extension methods connect
/// Swift closures to the widget's signals; each closure receives a handle of the control's
/// own type, so no cast is needed:
///
/// ```swift
/// let range = RangeSlider()
/// range.onValueChanged { range in print(range.lowerValue, range.upperValue) }
/// range.onDragBegin { _ in print("drag began") }
/// range.onDragEnd { _ in print("drag ended") }
/// ```
///
/// The signals, as C code sees them, have no arguments and no return value:
/// - `value-changed`: once per committed change of the value (of either value of a range
///   slider): per change during a drag when ``Control/continuous`` is true, else once at the
///   drag's end; once per programmatic change, key press or wheel notch that changed it;
///   never when nothing changed, never per animation frame.
/// - `drag-begin`: a drag started, before the press's own `value-changed`.
/// - `drag-end`: the drag ended, released or cancelled (Escape), after its last
///   `value-changed`.
/// - `edit-begin` and `edit-end`: one pair around each change a person makes, for hosts that
///   record automation: a drag (around its `drag-begin` and `drag-end`), a burst of keys or
///   wheel steps (ending half a second after the last, or when focus leaves), a typed value
///   (from the first edit of the text to its commit or cancel), a double-click reset. Every
///   `value-changed` a person causes falls inside a pair; a program's changes make none.
@MainActor
public protocol ValueChangeReporting: Control, ControlHandle {}

extension ValueChangeReporting {
    /// Parses the text typed into the control's entry (``Knob/editable``) with `handler`
    /// instead of the default, which reads the number and ignores the unit the display adds
    /// ("-6 dB", "€12", "75 %"). The `input` signal, as GtkSpinButton's; several handlers may
    /// be connected, the last one connected answers. Returns the signal handler id; the
    /// closure is released when the widget is finalized.
    ///
    /// ```swift
    /// knob.onInput { _, text in
    ///     text == "unity" ? .value(0) : .notHandled
    /// }
    /// ```
    ///
    /// - Parameter handler: Called with a handle of this control and the typed text.
    /// - Returns: The GLib signal handler id.
    @discardableResult
    public func onInput(_ handler: @escaping @MainActor (Self, String) -> TypedInput) -> UInt {
        InputHandlerBox.connect(widget) { widget, text in
            MainActor.assumeIsolated {
                guard let control = Self(wrapping: widget) else { return .notHandled }
                return handler(control, text)
            }
        }
    }

    /// Calls `handler` on every `value-changed`; several handlers may be connected. Returns
    /// the signal handler id. The closure is released when the widget is finalized.
    ///
    /// The handler runs after the control's properties have their new values, so it may read
    /// them or even destroy the widget. Disconnecting the handler with
    /// `g_signal_handler_disconnect(control.widget, id)` also releases the closure.
    ///
    /// ```swift
    /// knob.onValueChanged { knob in gtk_label_set_text(valueLabel, "\(knob.value)") }
    /// ```
    ///
    /// - Parameter handler: Called with a handle of this control.
    /// - Returns: The GLib signal handler id.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor (Self) -> Void) -> UInt {
        connect(signal: "value-changed", handler)
    }

    /// Calls `handler` whenever the GObject property behind `property` changes (its `notify`
    /// signal), once per real change; several handlers may be connected. Returns the signal
    /// handler id. The closure is released when the widget is finalized.
    ///
    /// ```swift
    /// knob.onNotify(\.lineWidth) { knob in print("line width", knob.lineWidth) }
    /// range.onNotify(\.upperValue) { range in gtk_label_set_text(valueLabel, "\(range.upperValue)") }
    /// ```
    ///
    /// Every property whose documentation names a GObject property can be observed: a
    /// change from Swift, C, GtkBuilder, a binding or an adjustment notifies, and so does
    /// every change of a value during a drag, whatever ``Control/continuous`` says. The handler
    /// runs after the change, so it reads the new value. A key path with no GObject property
    /// behind it (``Control/widget``, ``Control/valueFormatter``) connects nothing: a warning
    /// says so, and the id is 0. Disconnecting the handler with
    /// `g_signal_handler_disconnect(control.widget, id)` also releases the closure.
    ///
    /// - Parameters:
    ///   - property: A property of this control, such as `\.value` or `\.tintColor`.
    ///   - handler: Called with a handle of this control.
    /// - Returns: The GLib signal handler id, or 0 when `property` is no GObject property.
    @discardableResult
    public func onNotify<Value>(_ property: KeyPath<Self, Value>, _ handler: @escaping @MainActor (Self) -> Void) -> UInt {
        guard let name = Self.propertyNames[property] else {
            cc_log_warning("\(Self.self).onNotify: the key path names no GObject property of \(String(cString: g_type_name(Self.controlType)))")
            return 0
        }
        return SignalHandlerBox.connect(widget, notify: name) { widget in
            MainActor.assumeIsolated {
                if let control = Self(wrapping: widget) { handler(control) }
            }
        }
    }

    /// Calls `handler` when a drag starts (`drag-begin`, before the press's value-changed).
    ///
    /// A press that starts no drag (one that misses the range slider's thumbs and range, a
    /// knob press away from its pointer with ``Knob/grabsPointerOnly``, or the second press
    /// of a double click) emits nothing.
    ///
    /// - Parameter handler: Called with a handle of this control.
    /// - Returns: The GLib signal handler id.
    @discardableResult
    public func onDragBegin(_ handler: @escaping @MainActor (Self) -> Void) -> UInt {
        connect(signal: "drag-begin", handler)
    }

    /// Calls `handler` when a drag ends, released or cancelled (`drag-end`, after the drag's
    /// last value-changed).
    ///
    /// A drag ends with one `drag-end` whether it is released or cancelled: by Escape, which
    /// puts the value back where the drag began, or by GTK cancelling the gesture.
    ///
    /// - Parameter handler: Called with a handle of this control.
    /// - Returns: The GLib signal handler id.
    @discardableResult
    public func onDragEnd(_ handler: @escaping @MainActor (Self) -> Void) -> UInt {
        connect(signal: "drag-end", handler)
    }

    /// Calls `handler` when a person begins an edit (`edit-begin`): before a drag's
    /// `drag-begin`, a burst of keys' or wheel steps' first `value-changed`, the first change
    /// of a typed value's text, or a double-click reset. An automation host starts recording
    /// the control's value here (JUCE's `beginChangeGesture`, VST3's `beginEdit`).
    ///
    /// - Parameter handler: Called with a handle of this control.
    /// - Returns: The GLib signal handler id.
    @discardableResult
    public func onEditBegin(_ handler: @escaping @MainActor (Self) -> Void) -> UInt {
        connect(signal: "edit-begin", handler)
    }

    /// Calls `handler` when the person's edit ends (`edit-end`, after its last
    /// `value-changed`): a drag's release or cancel, half a second after a burst's last key or
    /// wheel step (or when focus leaves the control), a typed value committed or cancelled, a
    /// reset done, or the control destroyed mid-edit.
    ///
    /// - Parameter handler: Called with a handle of this control.
    /// - Returns: The GLib signal handler id.
    @discardableResult
    public func onEditEnd(_ handler: @escaping @MainActor (Self) -> Void) -> UInt {
        connect(signal: "edit-end", handler)
    }

    /// Connects `handler` to `signal`, one with no arguments, giving it a handle of this control.
    private func connect(signal: String, _ handler: @escaping @MainActor (Self) -> Void) -> UInt {
        SignalHandlerBox.connect(widget, signal: signal) { widget in
            MainActor.assumeIsolated {
                if let control = Self(wrapping: widget) { handler(control) }
            }
        }
    }
}
