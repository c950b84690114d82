import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// A GtkEntry holding one of a control's values as text, for typing a value: the knob's and
/// the circular slider's centre, and the popover at a thumb of the range slider or a handle of
/// the circular range slider (``HandleValuePopover``).
///
/// The rules are GtkSpinButton's and GtkEditableLabel's:
/// - Enter commits, and so does focus leaving the entry; the text goes through the control's
///   `input` signal (``ControlState/parseTyped(_:)``), the value is clamped (or wrapped) into
///   the range by the control, and the entry then shows the value it came to.
/// - Text that does not parse is refused: Enter keeps it, marked with the `error` style class,
///   for correcting; focus leaving drops it and shows the value (nobody is there to correct it).
/// - Escape cancels: the entry shows the value again.
/// - Text being typed is never overwritten by a value changing elsewhere.
///
/// The control owns it and makes it the entry's parent (or the popover's child); the entry's
/// signal handlers hold it, so it lives until the entry is finalized, and reaches the control
/// only weakly.
final class ValueEntry {
    /// The GtkEntry.
    let widget: UnsafeMutablePointer<GtkWidget>
    private weak var control: ControlState?
    /// The value's text as the control shows it now.
    private let valueText: (ControlState) -> String
    /// Sets the typed number: the control clamps or wraps it into its range.
    private let apply: (ControlState, Double) -> Void
    /// The entry's focus controller: focus goes to the entry's inner GtkText, never to the
    /// GtkEntry itself (`gtk_widget_has_focus` of the entry is always false), so whether the
    /// person is in the entry is whether focus is within it.
    private var focus: OpaquePointer?
    /// The text the control last put in the entry: any other text is the person's typing.
    private var textShown: String?
    /// Whether the control is writing the entry's text now (GtkEditable replaces text in
    /// steps, each a "changed"): no step of it is the person's.
    private var writing = false
    /// Called after Enter committed accepted text or Escape cancelled (a ``HandleValuePopover``
    /// closes then).
    var finished: (() -> Void)?

    /// Makes the entry, labelled `label` for screen readers ("Knob value", "Lower value").
    init(control: ControlState, label: String, valueText: @escaping (ControlState) -> String, apply: @escaping (ControlState, Double) -> Void) {
        self.control = control
        self.valueText = valueText
        self.apply = apply
        widget = gtk_entry_new()!
        gtk_entry_set_alignment(cast(widget), 0.5)
        gtk_editable_set_width_chars(OpaquePointer(widget), 6)
        gtk_widget_add_css_class(widget, "value")
        cc_accessible_update_label(widget.accessible, label)
        connectHandlers()
    }

    private func connectHandlers() {
        let activated: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            ValueEntry.of(data)?.enterPressed()
        }
        connect(widget, "activate", unsafeBitCast(activated, to: GCallback.self))
        let changed: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            ValueEntry.of(data)?.textChanged()
        }
        connect(widget, "changed", unsafeBitCast(changed, to: GCallback.self))
        let keys = gtk_event_controller_key_new()!
        let pressed: @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, keyval, _, _, data in
            guard keyval == guint(GDK_KEY_Escape), let entry = ValueEntry.of(data) else { return 0 }
            entry.cancel()
            return 1
        }
        connect(UnsafeMutableRawPointer(keys), "key-pressed", unsafeBitCast(pressed, to: GCallback.self))
        gtk_widget_add_controller(widget, keys)
        let focus = gtk_event_controller_focus_new()!
        let left: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
            ValueEntry.of(data)?.focusLeft()
        }
        connect(UnsafeMutableRawPointer(focus), "leave", unsafeBitCast(left, to: GCallback.self))
        gtk_widget_add_controller(widget, focus)
        self.focus = focus
    }

    /// Connects `handler` with this entry as its data, retained until the handler goes (with
    /// the entry or its controller).
    private func connect(_ instance: gpointer, _ signal: String, _ handler: GCallback) {
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<ValueEntry>.fromOpaque(data).release()
        }
        g_signal_connect_data(instance, signal, handler, Unmanaged.passRetained(self).toOpaque(), release, GConnectFlags(rawValue: 0))
    }

    private static func of(_ data: gpointer?) -> ValueEntry? {
        guard let data else { return nil }
        return Unmanaged<ValueEntry>.fromOpaque(data).takeUnretainedValue()
    }

    /// Whether `keyval` is one of the Enter keys (Return, keypad Enter, ISO Enter).
    static func isEnter(_ keyval: guint) -> Bool {
        [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter].contains(Int32(bitPattern: keyval))
    }

    var text: String { String(cString: gtk_editable_get_text(OpaquePointer(widget))) }

    /// Whether the entry holds text the person typed and has not committed or cancelled yet.
    var isEdited: Bool { textShown != nil && text != textShown }

    /// Whether keyboard focus is within the entry.
    var hasFocus: Bool {
        guard let focus else { return false }
        return gtk_event_controller_focus_contains_focus(focus) != 0
    }

    /// Whether a person is typing in the entry: focus is within it and its text is theirs.
    /// A value change from elsewhere then leaves the text alone.
    var isTyping: Bool {
        hasFocus && isEdited
    }

    /// Puts the current value's text in the entry and clears an error: Escape, a commit, and
    /// every change of the value while nobody is typing.
    func showValue() {
        guard let control else { return }
        gtk_widget_remove_css_class(widget, "error")
        let text = valueText(control)
        textShown = text
        writing = true
        gtk_editable_set_text(OpaquePointer(widget), text)
        writing = false
    }

    /// The scale of the entry's font (1: the theme's size), set by ``fitFont(widest:into:)``.
    private var fontScale = 1.0

    /// The width in pixels of the widest of `texts` in the entry's font at the theme's size.
    func widestWidth(of texts: [String]) -> Double {
        var widest: Int32 = 0
        for text in texts {
            guard let layout = gtk_widget_create_pango_layout(widget, text) else { continue }
            var textWidth: Int32 = 0, textHeight: Int32 = 0
            pango_layout_get_pixel_size(layout, &textWidth, &textHeight)
            g_object_unref(UnsafeMutableRawPointer(layout))
            widest = max(widest, textWidth)
        }
        return Double(widest)
    }

    /// Shrinks the entry's font, never beyond the theme's size, so a text `widest` pixels wide
    /// at that size fits a text area `width` pixels wide, as a small knob's drawn value fits
    /// its cap: a GtkEntry would scroll and cut "−14.0 dB" to "−14.0 d".
    func fitFont(widest: Double, into width: Double) {
        // In steps of 1/20, so a text a pixel wider does not change the font.
        let fitting = widest > 0 ? (max(1, width) / widest * 20).rounded(.down) / 20 : 1
        let scale = min(1, max(0.5, fitting))
        guard scale != fontScale else { return }
        fontScale = scale
        let attributes = pango_attr_list_new()
        if scale < 1 { pango_attr_list_insert(attributes, pango_attr_scale_new(scale)) }
        gtk_entry_set_attributes(cast(widget), attributes)
        pango_attr_list_unref(attributes)
    }

    /// The value or its text format changed elsewhere: shown, unless a person is typing.
    func valueChanged() {
        if !isTyping { showValue() }
    }

    /// Commits the text: a number the control takes sets the value and the entry shows the
    /// value it came to, also when that was the value already (400 typed at the maximum of
    /// 360 shows "360°"); text the control refuses shows the `error` style and changes nothing.
    ///
    /// - Returns: Whether the text was taken.
    @discardableResult
    func commit() -> Bool {
        guard let control else { return false }
        guard let number = control.parseTyped(text) else {
            gtk_widget_add_css_class(widget, "error")
            return false
        }
        gtk_widget_remove_css_class(widget, "error")
        control.asPerson(.typing) { apply(control, number) }
        showValue()
        control.finishEdit(.typing)
        return true
    }

    /// The person's first change of the text begins their edit (not the control's own
    /// ``showValue()``).
    private func textChanged() {
        if !writing, isEdited { control?.startEdit(.typing) }
    }

    private func enterPressed() {
        if commit() { finished?() }
    }

    /// Escape: the typing is dropped and the value shows again.
    func cancel() {
        showValue()
        control?.finishEdit(.typing)
        finished?()
    }

    /// Focus left the entry: what was typed is committed; text that is refused is dropped.
    func focusLeft() {
        guard isEdited else { return }
        if !commit() {
            showValue()
            control?.finishEdit(.typing)
        }
    }
}
