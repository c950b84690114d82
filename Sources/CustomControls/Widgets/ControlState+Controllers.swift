import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// The event controllers every control has (keys, scroll, focus and the drag gesture), which
// hand their events to the overridable input methods of ControlState. They are named "cc-…":
// a GtkRange-based control removes every other controller (cc_range_remove_controllers).

extension ControlState {
    func attachKeyAndScrollControllers() {
        let keys = gtk_event_controller_key_new()
        let pressed: @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, keyval, _, modifiers, data in
            ControlState.handling(data, otherwise: 0) { state in
                gtk_widget_is_sensitive(state.widget) != 0
                    && (state.menuKeyPressed(keyval: keyval, modifiers: modifiers) || state.keyPressed(keyval: keyval, modifiers: modifiers)) ? 1 : 0
            }
        }
        g_signal_connect_data(UnsafeMutableRawPointer(keys), "key-pressed", unsafeBitCast(pressed, to: GCallback.self), widget, nil, GConnectFlags(rawValue: 0))
        let modifiers: @convention(c) (OpaquePointer?, GdkModifierType, gpointer?) -> gboolean = { _, modifiers, data in
            ControlState.handling(data, otherwise: ()) { $0.modifiersChanged(modifiers) }
            return 0
        }
        g_signal_connect_data(UnsafeMutableRawPointer(keys), "modifiers", unsafeBitCast(modifiers, to: GCallback.self), widget, nil, GConnectFlags(rawValue: 0))
        gtk_event_controller_set_name(keys, "cc-keys")
        gtk_widget_add_controller(widget, keys)

        let flags = GtkEventControllerScrollFlags(rawValue: GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE.rawValue)
        let scroll = gtk_event_controller_scroll_new(flags)
        let scrolled: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> gboolean = { controller, _, dy, data in
            let modifiers = controller.map { gtk_event_controller_get_current_event_state($0) } ?? GdkModifierType(0)
            return ControlState.handling(data, otherwise: 0) { state in
                gtk_widget_is_sensitive(state.widget) != 0 && state.scrolled(dy: dy, modifiers: modifiers) ? 1 : 0
            }
        }
        g_signal_connect_data(UnsafeMutableRawPointer(scroll), "scroll", unsafeBitCast(scrolled, to: GCallback.self), widget, nil, GConnectFlags(rawValue: 0))
        gtk_event_controller_set_name(scroll, "cc-scroll")
        gtk_widget_add_controller(widget, scroll)

        let focus = gtk_event_controller_focus_new()
        let left: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
            guard let state = ControlState.of(data) else { return }
            state.isEngaged = false
            state.finishBurst()  // keys and the wheel go elsewhere now
        }
        g_signal_connect_data(UnsafeMutableRawPointer(focus), "leave", unsafeBitCast(left, to: GCallback.self), widget, nil, GConnectFlags(rawValue: 0))
        gtk_event_controller_set_name(focus, "cc-focus")
        gtk_widget_add_controller(widget, focus)
    }

    /// The widget's controller of `type` (the drag gesture; tests find the others with it).
    func controller(of type: GType) -> OpaquePointer? {
        let controllers = gtk_widget_observe_controllers(widget)
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let controller = g_list_model_get_item(controllers, index) else { continue }
            g_object_unref(controller)  // the widget keeps it alive
            if g_type_check_instance_is_a(cast(controller), type) != 0 { return OpaquePointer(controller) }
        }
        return nil
    }

    /// The drag gesture, which takes every button as GtkRange's does: the primary button or a
    /// finger drags, the secondary button opens the context menu (``pressed(at:button:touch:)``).
    /// One gesture rather than three: a click and a long-press gesture of their own kept 1.6 kB
    /// more a control (docs/ring-nodes.md, "The menu's gestures").
    func attachDragGesture() {
        guard let gesture = gtk_gesture_drag_new() else { return }
        gtk_gesture_single_set_button(gesture, 0)
        let begin: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = { gesture, x, y, data in
            // GTK reports a finger as the primary button; only a touch has a sequence.
            let button = gesture.map { gtk_gesture_single_get_current_button($0) } ?? 0
            let touch = gesture.map { gtk_gesture_single_get_current_sequence($0) != nil } ?? false
            let claimed = ControlState.handling(data, otherwise: false) { $0.pressed(at: Point(x: x, y: y), button: button, touch: touch) }
            if let gesture {
                gtk_gesture_set_state(gesture, claimed ? GTK_EVENT_SEQUENCE_CLAIMED : GTK_EVENT_SEQUENCE_DENIED)
            }
        }
        let update: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = { gesture, dx, dy, data in
            guard !ControlState.opensMenu(gesture) else { return }
            ControlState.handling(data, otherwise: ()) { state in
                // A real pointer event carries the modifier state (Shift: fine-tune).
                if let gesture, gtk_event_controller_get_current_event(gesture) != nil {
                    state.modifiersChanged(gtk_event_controller_get_current_event_state(gesture))
                }
                let point = Point(x: state.dragStart.x + dx, y: state.dragStart.y + dy)
                state.fingerMoved(to: point)
                state.dragMoved(to: point)
            }
        }
        let end: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = { gesture, _, _, data in
            guard !ControlState.opensMenu(gesture) else { return }
            ControlState.handling(data, otherwise: ()) { state in
                state.stopHoldingForMenu()
                state.dragEnded()
            }
        }
        let cancel: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { gesture, _, data in
            guard !ControlState.opensMenu(gesture) else { return }
            // GTK cancels a gesture when something else takes the pointer (a grab broken by another
            // window, a parent claiming the sequence): the value reached stays, as when the drag
            // ends, and a non-continuous control still reports it (the knob tutorial's rule). Only
            // Escape, the user's own "put it back", restores it.
            ControlState.handling(data, otherwise: ()) { state in
                state.stopHoldingForMenu()
                state.dragEnded()
            }
        }
        // The handlers live as long as the gesture, which the widget owns: the widget pointer
        // needs no reference of its own.
        let gestureObject = UnsafeMutableRawPointer(gesture)
        g_signal_connect_data(gestureObject, "drag-begin", unsafeBitCast(begin, to: GCallback.self), widget, nil, GConnectFlags(rawValue: 0))
        g_signal_connect_data(gestureObject, "drag-update", unsafeBitCast(update, to: GCallback.self), widget, nil, GConnectFlags(rawValue: 0))
        g_signal_connect_data(gestureObject, "drag-end", unsafeBitCast(end, to: GCallback.self), widget, nil, GConnectFlags(rawValue: 0))
        g_signal_connect_data(gestureObject, "cancel", unsafeBitCast(cancel, to: GCallback.self), widget, nil, GConnectFlags(rawValue: 0))
        gtk_event_controller_set_name(gesture, "cc-drag")
        gtk_widget_add_controller(widget, gesture)
    }

    /// The widget's drag gesture: Escape resets it (``ValueControl``), and tests drive it.
    var dragGesture: OpaquePointer? { controller(of: gtk_gesture_drag_get_type()) }

    /// Whether the drag gesture's press is the secondary button's, which opened the menu and
    /// drags nothing (its moves, release and cancel are not the drag's).
    static func opensMenu(_ gesture: OpaquePointer?) -> Bool {
        gesture.map { gtk_gesture_single_get_current_button($0) == guint(GDK_BUTTON_SECONDARY) } ?? false
    }

    /// A press the drag gesture saw at `point`: the secondary button opens the menu, the
    /// primary button or a finger begins a drag (a second press soon after the first resets
    /// instead), a finger held still opens the menu too; other buttons are left to the parent.
    ///
    /// - Parameters:
    ///   - button: The button pressed; a finger is the primary button (1), and 0 (no event:
    ///     the signal emitted by hand) counts as it too.
    ///   - touch: Whether a finger pressed.
    /// - Returns: Whether the gesture claims the press (else it is denied and goes to a parent).
    func pressed(at point: Point, button: guint, touch: Bool) -> Bool {
        dragStart = point
        guard gtk_widget_is_sensitive(widget) != 0 else { return false }
        switch Int32(button) {
        case 0, GDK_BUTTON_PRIMARY: break
        case GDK_BUTTON_SECONDARY: return openMenu(at: point)
        default: return false
        }
        followDoubleClickSettings()
        if doublePress.press(at: point, time: Double(g_get_monotonic_time()) / 1_000_000) {
            // A double click resets instead of dragging: an edit if it changes the value.
            asPerson(.reset) { resetToDefault() }
            finishEdit(.reset)
            return false
        }
        guard dragBegan(at: point) else { return false }
        if touch { holdForMenu() }
        return true
    }

    /// A double click is what the desktop says it is: GtkSettings' `gtk-double-click-time`
    /// (ms) and `gtk-double-click-distance` (px), read at each press as GTK's own widgets do.
    func followDoubleClickSettings() {
        guard let settings = gtk_widget_get_settings(widget) else { return }
        let object = UnsafeMutableRawPointer(settings)
        doublePress.interval = Double(cc_object_get_int(object, "gtk-double-click-time")) / 1000
        doublePress.distance = Double(cc_object_get_int(object, "gtk-double-click-distance"))
    }

    // MARK: Focus and the wheel

    /// Marks the control engaged (it was dragged); focus leaving clears it.
    func engage() { isEngaged = true }

    /// The widget that has keyboard focus within the control (itself, or a part such as a
    /// range slider's thumb), if any.
    var focusedWidget: UnsafeMutablePointer<GtkWidget>? {
        if gtk_widget_has_focus(widget) != 0 { return widget }
        guard let child = gtk_widget_get_focus_child(widget), gtk_widget_has_focus(child) != 0 else { return nil }
        return child
    }

    /// A scroll of `dy` units. The control takes the wheel only while it has keyboard focus
    /// and the user engaged it (clicked or dragged it, used a key, or moved focus to it by
    /// keyboard); otherwise the wheel belongs to whatever scrolls around it, so a
    /// GtkScrolledWindow keeps scrolling when the pointer passes over a control.
    func scrolled(dy: Double, modifiers: GdkModifierType) -> Bool {
        guard let focused = focusedWidget, isEngaged || gtk_widget_has_visible_focus(focused) != 0 else { return false }
        guard let command = KeyBindings.command(scroll: dy, modifiers: modifiers) else { return false }
        _ = asPerson(.wheel) { apply(command) }
        return true
    }
}
