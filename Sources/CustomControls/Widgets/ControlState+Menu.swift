import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// The context menu every control has, as DAWs give their knobs: a GtkPopoverMenu with the
// control's own items (Reset to Default, Type a Value…, Swap with Previous Value) and the app's
// (`extra-menu`). Its popover and actions are made when it first opens: most controls never
// open one.

extension ControlState {
    /// A control's context menu: whether it opens, the app's items, the parts made at first open.
    struct ContextMenu {
        /// Whether a secondary click, a long press or the Menu key opens it (`show-menu`).
        var shows = true
        /// The app's items (`extra-menu`), referenced.
        var extraItems: UnsafeMutablePointer<GMenuModel>?
        /// The GtkPopoverMenu, a child of the control, once opened.
        var popover: UnsafeMutablePointer<GtkWidget>?
        /// The actions of the control's own items (the "control" group on the widget), once made.
        var actions: OpaquePointer?
        /// Where the open menu points, in the control's coordinates.
        var anchor = Rect(x: 0, y: 0, width: 1, height: 1)
        /// The timer of a finger held still (``holdForMenu()``), which touched at ``dragStart``;
        /// 0 when none runs.
        var holdTimer: guint = 0
    }

    /// The prefix of the own items' actions: `control.reset`, `control.type-value`, `control.swap`.
    static let menuActionPrefix = "control"

    /// Sets `show-menu`; off closes an open menu and stops a held finger opening one.
    package func setShowsMenu(_ on: Bool) {
        guard on != menu.shows else { return }
        menu.shows = on
        if !on {
            closeMenu()
            stopHoldingForMenu()
        }
        notify(SharedProperty.showMenu)
    }

    /// Sets `extra-menu`, holding a reference to `model`.
    package func setExtraMenu(_ model: UnsafeMutablePointer<GMenuModel>?) {
        guard model != menu.extraItems else { return }
        if let model { g_object_ref(UnsafeMutableRawPointer(model)) }
        if let old = menu.extraItems { g_object_unref(UnsafeMutableRawPointer(old)) }
        menu.extraItems = model
        notify(SharedProperty.extraMenu)
    }

    // MARK: Opening

    /// A finger that stays where it touched for GtkSettings' `gtk-long-press-time` opens the
    /// menu there, and the drag its touch began is cancelled: GtkGestureLongPress's rule, kept
    /// by the drag gesture (``pressed(at:button:touch:)``) rather than a gesture of its own.
    func holdForMenu() {
        stopHoldingForMenu()
        guard menu.shows, let settings = gtk_widget_get_settings(widget) else { return }
        let held: @convention(c) (gpointer?) -> gboolean = { data in
            ControlState.handling(data, otherwise: ()) { state in
                state.menu.holdTimer = 0
                // The finger stayed: no drag was meant. The value goes back to where it was.
                if let drag = state.dragGesture { gtk_event_controller_reset(drag) }
                state.dragCancelled()
                _ = state.openMenu(at: state.dragStart)
            }
            return 0  // G_SOURCE_REMOVE
        }
        let milliseconds = cc_object_get_int(UnsafeMutableRawPointer(settings), "gtk-long-press-time")
        // No reference: disposing stops the hold (``removeMenu()``).
        menu.holdTimer = g_timeout_add_full(G_PRIORITY_DEFAULT, guint(max(1, milliseconds)), held, widget, nil)
    }

    /// A held finger moved to `point`: beyond GtkSettings' `gtk-dnd-drag-threshold` from where
    /// it touched, in either direction, it is dragging and opens no menu.
    func fingerMoved(to point: Point) {
        guard menu.holdTimer != 0, let settings = gtk_widget_get_settings(widget) else { return }
        let threshold = Double(cc_object_get_int(UnsafeMutableRawPointer(settings), "gtk-dnd-drag-threshold"))
        if abs(point.x - dragStart.x) > threshold || abs(point.y - dragStart.y) > threshold {
            stopHoldingForMenu()
        }
    }

    /// The finger lifted, or its drag ended otherwise: no menu opens.
    func stopHoldingForMenu() {
        guard menu.holdTimer != 0 else { return }
        g_source_remove(menu.holdTimer)
        menu.holdTimer = 0
    }

    /// The Menu key and Shift+F10 open the menu at the control (at its focused handle).
    func menuKeyPressed(keyval: guint, modifiers: GdkModifierType) -> Bool {
        let shift = modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0
        let others = modifiers.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) != 0
        let opens = switch Int32(bitPattern: keyval) {
        case GDK_KEY_Menu: !others
        case GDK_KEY_F10: shift && !others
        default: false
        }
        return opens && openMenu(at: nil)
    }

    /// Opens the menu pointing at `point`, or where ``menuWillOpen()`` says (the centre).
    ///
    /// - Returns: Whether it opened (not with `show-menu` off or the control insensitive).
    @discardableResult
    func openMenu(at point: Point?) -> Bool {
        guard menu.shows, gtk_widget_is_sensitive(widget) != 0 else { return false }
        let popover = menu.popover ?? makeMenuPopover()
        let anchor = menuWillOpen()
        if let point {
            menu.anchor = Rect(x: point.x, y: point.y, width: 1, height: 1)
        } else {
            menu.anchor = anchor ?? Rect(x: size.width / 2, y: size.height / 2, width: 1, height: 1)
        }
        if let swap = g_action_map_lookup_action(menu.actions, "swap") {
            g_simple_action_set_enabled(swap, hasPreviousValue ? 1 : 0)
        }
        let model = menuModel()
        gtk_popover_menu_set_menu_model(OpaquePointer(popover), model)
        g_object_unref(UnsafeMutableRawPointer(model))
        pointMenu()
        gtk_popover_popup(cast(popover))
        return true
    }

    /// Whether the menu is open.
    var isMenuOpen: Bool { menu.popover.map { gtk_widget_get_visible($0) != 0 } ?? false }

    /// Closes the menu if it is open.
    func closeMenu() {
        guard isMenuOpen, let popover = menu.popover else { return }
        gtk_popover_popdown(cast(popover))
    }

    /// A popover's parent places it in its own size_allocate (GTK asks it to).
    func presentMenu() {
        guard isMenuOpen, let popover = menu.popover else { return }
        pointMenu()
        gtk_popover_present(cast(popover))
    }

    /// Stops a hold, unparents the popover and drops the app's items (dispose).
    func removeMenu() {
        stopHoldingForMenu()
        if let popover = menu.popover {
            menu.popover = nil
            gtk_widget_unparent(popover)
        }
        setExtraMenu(nil)
    }

    private func pointMenu() {
        guard let popover = menu.popover else { return }
        let anchor = menu.anchor
        var rect = GdkRectangle(x: Int32(anchor.x.rounded(.down)), y: Int32(anchor.y.rounded(.down)),
                                width: max(1, Int32(anchor.width.rounded())), height: max(1, Int32(anchor.height.rounded())))
        gtk_popover_set_pointing_to(cast(popover), &rect)
    }

    // MARK: The menu's parts

    private func makeMenuPopover() -> UnsafeMutablePointer<GtkWidget> {
        insertMenuActions()
        let popover = gtk_popover_menu_new_from_model(nil)!
        gtk_widget_add_css_class(popover, "context-menu")
        gtk_popover_set_position(cast(popover), GTK_POS_BOTTOM)
        gtk_popover_set_has_arrow(cast(popover), 0)
        gtk_widget_set_halign(popover, GTK_ALIGN_START)
        gtk_widget_set_parent(popover, widget)
        menu.popover = popover
        return popover
    }

    /// The control's own items, then the app's, each a section.
    private func menuModel() -> UnsafeMutablePointer<GMenuModel> {
        let root = g_menu_new()!, own = g_menu_new()!
        let prefix = Self.menuActionPrefix
        if hasDefaultValue { g_menu_append(own, "Reset to Default", "\(prefix).reset") }
        if canTypeValue { g_menu_append(own, "Type a Value…", "\(prefix).type-value") }
        g_menu_append(own, "Swap with Previous Value", "\(prefix).swap")
        g_menu_append_section(root, nil, menuModel(own))
        g_object_unref(UnsafeMutableRawPointer(own))
        if let extra = menu.extraItems {
            let targeted = targetingControl(extra)
            g_menu_append_section(root, nil, targeted)
            g_object_unref(UnsafeMutableRawPointer(targeted))
        }
        return menuModel(root)
    }

    /// A GMenu as the GMenuModel it is.
    private func menuModel(_ menu: OpaquePointer) -> UnsafeMutablePointer<GMenuModel> {
        UnsafeMutablePointer(menu)
    }

    /// A copy of `model` whose items that have an action and no target target the control's
    /// widget name, in sections and submenus too.
    private func targetingControl(_ model: UnsafeMutablePointer<GMenuModel>) -> UnsafeMutablePointer<GMenuModel> {
        let copy = g_menu_new()!
        let name = String(cString: gtk_widget_get_name(widget))
        for index in 0..<g_menu_model_get_n_items(model) {
            let item = g_menu_item_new_from_model(model, index)!
            if let action = g_menu_item_get_attribute_value(item, "action", nil) {
                g_variant_unref(action)
                if let target = g_menu_item_get_attribute_value(item, "target", nil) {
                    g_variant_unref(target)
                } else {
                    g_menu_item_set_attribute_value(item, "target", g_variant_new_string(name))
                }
            }
            for link in ["section", "submenu"] {
                guard let linked = g_menu_item_get_link(item, link) else { continue }
                let targeted = targetingControl(linked)
                g_menu_item_set_link(item, link, targeted)
                g_object_unref(UnsafeMutableRawPointer(targeted))
                g_object_unref(UnsafeMutableRawPointer(linked))
            }
            g_menu_append_item(copy, item)
            g_object_unref(UnsafeMutableRawPointer(item))
        }
        return menuModel(copy)
    }

    /// The own items' actions, in a group the widget holds; each is an edit.
    private func insertMenuActions() {
        let group = OpaquePointer(g_simple_action_group_new()!)
        let reset: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, _, data in
            ControlState.handling(data, otherwise: ()) { state in
                state.asPerson(.menu) { state.resetToDefault() }
                state.finishEdit(.menu)
            }
        }
        let typeValue: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, _, data in
            ControlState.handling(data, otherwise: ()) { state in
                // The menu goes first: a grabbing popup opened over another (the handle's
                // popover) is refused on Wayland ("a non-top most parent").
                state.closeMenu()
                state.typeValue()
            }
        }
        let swap: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, _, data in
            ControlState.handling(data, otherwise: ()) { state in
                state.asPerson(.menu) { state.swapWithPreviousValue() }
                state.finishEdit(.menu)
            }
        }
        for (name, activate) in [("reset", reset), ("type-value", typeValue), ("swap", swap)] {
            let action = g_simple_action_new(name, nil)!
            // The widget owns the group that owns the action: the pointer needs no reference.
            g_signal_connect_data(UnsafeMutableRawPointer(action), "activate", unsafeBitCast(activate, to: GCallback.self), widget, nil, GConnectFlags(rawValue: 0))
            g_action_map_add_action(group, action)
            g_object_unref(UnsafeMutableRawPointer(action))
        }
        gtk_widget_insert_action_group(widget, Self.menuActionPrefix, group)
        menu.actions = group
        g_object_unref(UnsafeMutableRawPointer(group))
    }
}
