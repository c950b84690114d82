import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// The context menu on every control: what opens it (a secondary click, a long press, the
/// Menu key, Shift+F10), its items, their actions as edits, and the app's `extra-menu`.
@MainActor
@Suite(.serialized, .gtk)
struct ContextMenuTests {
    /// An item of the open menu, sections flattened.
    struct Item: Equatable, CustomStringConvertible {
        var label: String
        var action: String
        var target: String?
        var description: String { "\(label) → \(action)\(target.map { "(\($0))" } ?? "")" }
    }

    /// The items of `state`'s menu as it was last opened, section by section.
    private func sections(_ state: ControlState) throws -> [[Item]] {
        let popover = try #require(state.menu.popover, "the menu never opened")
        let root = try #require(gtk_popover_menu_get_menu_model(OpaquePointer(popover)))
        return (0..<g_menu_model_get_n_items(root)).compactMap { index in
            g_menu_model_get_item_link(root, index, "section").map { section in
                defer { g_object_unref(UnsafeMutableRawPointer(section)) }
                return items(of: section)
            }
        }
    }

    private func items(of model: UnsafeMutablePointer<GMenuModel>) -> [Item] {
        (0..<g_menu_model_get_n_items(model)).map { index in
            func string(_ attribute: String) -> String? {
                guard let value = g_menu_model_get_item_attribute_value(model, index, attribute, nil) else { return nil }
                defer { g_variant_unref(value) }
                return String(cString: g_variant_get_string(value, nil))
            }
            return Item(label: string("label") ?? "", action: string("action") ?? "", target: string("target"))
        }
    }

    /// A control of `type` shown in a window, its first part focused.
    private func shown(_ type: ControlType) throws -> (UnsafeMutablePointer<GtkWidget>, HostWindow, ControlState) {
        let widget = type.make()
        let host = try HostWindow(widget, width: type.size.0, height: type.size.1)
        let state = try #require(ControlState.of(widget))
        if state.focusedWidget == nil { gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) }
        try #require(state.focusedWidget != nil, "\(type) took no focus")
        return (widget, host, state)
    }

    /// A secondary click at (`x`, `y`) as the drag gesture hands it on; whether it was claimed.
    @discardableResult
    private func secondaryClick(_ state: ControlState, _ x: Double, _ y: Double) -> Bool {
        state.pressed(at: Point(x: x, y: y), button: guint(GDK_BUTTON_SECONDARY), touch: false)
    }

    private func activate(_ widget: UnsafeMutablePointer<GtkWidget>, _ action: String) -> Bool {
        gtk_widget_activate_action_variant(widget, "control.\(action)", nil) != 0
    }

    /// A secondary click opens the menu at the click with the control's own items: Reset to
    /// Default (not on the circular range slider, which has no default), Type a Value… only
    /// when editable, Swap with Previous Value, disabled until an edit leaves a previous value.
    @Test(arguments: ControlType.allCases, [false, true])
    func aSecondaryClickOpensTheMenuWithTheControlsOwnItems(type: ControlType, editable: Bool) throws {
        let (widget, host, state) = try shown(type)
        defer { host.close(); g_object_unref(widget) }
        cc_object_set_boolean(widget, "editable", editable ? 1 : 0)
        #expect(secondaryClick(state, 17, 12), "the click was not claimed")
        #expect(state.isMenuOpen)
        var expected = [Item(label: "Reset to Default", action: "control.reset"),
                        Item(label: "Type a Value…", action: "control.type-value"),
                        Item(label: "Swap with Previous Value", action: "control.swap")]
        if !editable { expected.remove(at: 1) }
        if type == .circularRangeSlider { expected.removeFirst() }
        #expect(try sections(state) == [expected])
        var rect = GdkRectangle()
        #expect(gtk_popover_get_pointing_to(cast(state.menu.popover), &rect) != 0)
        #expect((rect.x, rect.y) == (17, 12))
        let swap = try #require(g_action_map_lookup_action(state.menu.actions, "swap"))
        #expect(g_action_get_enabled(swap) == 0, "no edit yet, yet Swap is enabled")
    }

    /// An editable circular slider hiding its value has no entry to type in: its menu lists
    /// no Type a Value… until the value shows again, and then does.
    @Test func typeAValueIsListedOnlyWhileTheValueShows() throws {
        let (widget, host, state) = try shown(.circularSlider)
        defer { host.close(); g_object_unref(widget) }
        cc_object_set_boolean(widget, "editable", 1)
        let labels = { try self.sections(state).joined().map(\.label) }
        for showsValue in [false, true] {
            cc_object_set_boolean(widget, "show-value", showsValue ? 1 : 0)
            secondaryClick(state, 17, 12)
            #expect(try labels().contains("Type a Value…") == showsValue, "show-value \(showsValue)")
            state.closeMenu()
        }
    }

    /// The Menu key and Shift+F10 open the menu; F10 alone and Ctrl+Menu do not; with
    /// `show-menu` off nothing opens it and the keys go on to the app.
    @Test(arguments: ControlType.allCases)
    func theMenuKeyAndShiftF10OpenItUnlessShowMenuIsOff(type: ControlType) throws {
        let (widget, host, state) = try shown(type)
        defer { host.close(); g_object_unref(widget) }
        let keys = try InputDriver(widget)
        #expect(!keys.press(GDK_KEY_F10) && !state.isMenuOpen)
        #expect(!keys.press(GDK_KEY_Menu, control: true) && !state.isMenuOpen)
        #expect(keys.press(GDK_KEY_Menu) && state.isMenuOpen)
        state.closeMenu()
        #expect(!state.isMenuOpen)
        #expect(keys.press(GDK_KEY_F10, shift: true) && state.isMenuOpen)
        state.closeMenu()
        cc_object_set_boolean(widget, "show-menu", 0)
        #expect(!keys.press(GDK_KEY_Menu) && !state.isMenuOpen)
        #expect(!secondaryClick(state, 5, 5), "a click that opens nothing goes to the parent")
        #expect(!state.isMenuOpen)
    }

    /// Opened by a key on a two-value control, the menu points at the focused handle.
    @Test(arguments: [ControlType.rangeSlider, .circularRangeSlider, .xyPad])
    func aKeyOpensTheMenuAtTheFocusedHandle(type: ControlType) throws {
        let (widget, host, state) = try shown(type)
        defer { host.close(); g_object_unref(widget) }
        gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD)  // the second handle
        let handle = try #require(state.focusedWidget)
        var bounds = graphene_rect_t()
        #expect(gtk_widget_compute_bounds(handle, widget, &bounds) != 0)
        #expect(try InputDriver(widget).press(GDK_KEY_Menu))
        var rect = GdkRectangle()
        _ = gtk_popover_get_pointing_to(cast(state.menu.popover), &rect)
        #expect(rect.x == Int32(bounds.origin.x.rounded(.down)) && rect.y == Int32(bounds.origin.y.rounded(.down)))
        #expect(rect.width == max(1, Int32(bounds.size.width.rounded())))
    }

    /// Reset to Default is one edit around its value-changed; at the default already it makes
    /// none.
    @Test(arguments: ControlType.allCases.filter { $0 != .circularRangeSlider })
    func resetToDefaultIsOneEdit(type: ControlType) throws {
        let (widget, host, state) = try shown(type)
        defer { host.close(); g_object_unref(widget) }
        let minimum = cc_object_get_double(widget, type.boundProperties.minimum)
        let maximum = cc_object_get_double(widget, type.boundProperties.maximum)
        let initial = cc_object_get_double(widget, type.valueProperty)
        cc_object_set_double(widget, type.valueProperty, minimum + 0.9 * (maximum - minimum))
        #expect(state.openMenu(at: nil))
        let log = EditGestureTests.SignalLog(widget)
        #expect(activate(widget, "reset"))
        #expect(log.names == ["edit-begin", "value-changed", "edit-end"])
        #expect(cc_object_get_double(widget, type.valueProperty) == initial, "the defaults are the initial values")
        log.clear()
        #expect(activate(widget, "reset"))
        #expect(log.names == [])
    }

    /// Swap with Previous Value goes back to the value before the last edit, and again returns:
    /// each swap one edit. A program's change is no edit: it leaves the previous value, and is
    /// where the next edit starts from.
    @Test(arguments: ControlType.allCases)
    func swapTogglesBetweenTheValueBeforeTheLastEditAndTheValueNow(type: ControlType) throws {
        let (widget, host, state) = try shown(type)
        defer { host.close(); g_object_unref(widget) }
        let property = type.valueProperty
        let minimum = cc_object_get_double(widget, type.boundProperties.minimum)
        let maximum = cc_object_get_double(widget, type.boundProperties.maximum)
        let programs = minimum + 0.5 * (maximum - minimum)
        cc_object_set_double(widget, property, programs)
        #expect(!state.hasPreviousValue)
        #expect(try InputDriver(widget).press(GDK_KEY_Page_Up))
        GTK.spin(0.6)  // the burst ends
        let edited = cc_object_get_double(widget, property)
        #expect(edited != programs)
        #expect(state.openMenu(at: nil))
        let swap = try #require(g_action_map_lookup_action(state.menu.actions, "swap"))
        #expect(g_action_get_enabled(swap) != 0)
        let log = EditGestureTests.SignalLog(widget)
        #expect(activate(widget, "swap"))
        #expect(cc_object_get_double(widget, property) == programs, "not back to where the edit began")
        #expect(log.names == ["edit-begin", "value-changed", "edit-end"])
        #expect(activate(widget, "swap"))
        #expect(cc_object_get_double(widget, property) == edited, "a second swap did not return")
        #expect(log.names.count == 6)
    }

    /// The app's items follow the control's own in a section of their own; an item with an
    /// action and no target targets the control's name, in sections and submenus too, and one
    /// with a target keeps it. The control holds its own reference to the model.
    @Test func extraMenuItemsFollowTargetingTheControlsName() throws {
        let (widget, host, state) = try shown(.knob)
        defer { host.close(); g_object_unref(widget) }
        gtk_widget_set_name(widget, "gain")
        let extra = g_menu_new()!, nested = g_menu_new()!
        g_menu_append(extra, "MIDI Learn", "win.midi-learn")
        let own = g_menu_item_new("Solo", "win.solo")!
        g_menu_item_set_attribute_value(own, "target", g_variant_new_string("bus"))
        g_menu_append_item(extra, own)
        g_object_unref(UnsafeMutableRawPointer(own))
        g_menu_append(nested, "Forget", "win.forget")
        g_menu_append_section(extra, nil, UnsafeMutablePointer(nested))
        g_object_unref(UnsafeMutableRawPointer(nested))
        var notifies = 0
        try #require(Knob(wrapping: widget)).onNotify(\.extraMenu) { _ in notifies += 1 }
        cc_object_set_object(widget, "extra-menu", UnsafeMutableRawPointer(extra))
        cc_object_set_object(widget, "extra-menu", UnsafeMutableRawPointer(extra))
        #expect(notifies == 1)
        g_object_unref(UnsafeMutableRawPointer(extra))  // the knob keeps it
        #expect(state.openMenu(at: nil))
        let shown = try sections(state)
        #expect(shown.count == 2, "own items, the app's: \(shown)")
        #expect(shown.dropFirst().first?.prefix(2) == [Item(label: "MIDI Learn", action: "win.midi-learn", target: "gain"),
                                            Item(label: "Solo", action: "win.solo", target: "bus")])
        let root = try #require(gtk_popover_menu_get_menu_model(OpaquePointer(state.menu.popover)))
        let app = try #require(g_menu_model_get_item_link(root, 1, "section"))
        defer { g_object_unref(UnsafeMutableRawPointer(app)) }
        let inner = try #require(g_menu_model_get_item_link(app, 2, "section"))
        defer { g_object_unref(UnsafeMutableRawPointer(inner)) }
        #expect(items(of: inner) == [Item(label: "Forget", action: "win.forget", target: "gain")])
        cc_object_set_object(widget, "extra-menu", nil)
        #expect(notifies == 2)
        #expect(state.openMenu(at: nil))
        #expect(try sections(state).count == 1)
    }

    /// The drag gesture takes every button (no gesture of the menu's own): the secondary
    /// button opens the menu and moves nothing, the middle button is left to the parent and
    /// moves nothing either, and neither counts as the first press of a double click.
    @Test(arguments: ControlType.allCases)
    func oneGestureTakesEveryButtonAndOnlyThePrimaryDrags(type: ControlType) throws {
        let (widget, host, state) = try shown(type)
        defer { host.close(); g_object_unref(widget) }
        let drag = try #require(state.dragGesture)
        #expect(gtk_gesture_single_get_button(drag) == 0)
        let before = cc_object_get_double(widget, type.valueProperty)
        let at = Point(x: type.press.0, y: type.press.1)
        #expect(!state.pressed(at: at, button: guint(GDK_BUTTON_MIDDLE), touch: false))
        #expect(!state.isMenuOpen && cc_object_get_double(widget, type.valueProperty) == before)
        #expect(state.pressed(at: at, button: guint(GDK_BUTTON_SECONDARY), touch: false))
        #expect(state.isMenuOpen && cc_object_get_double(widget, type.valueProperty) == before)
        state.closeMenu()
        // The primary press right after the other two is a first press: it claims a drag.
        #expect(state.pressed(at: at, button: guint(GDK_BUTTON_PRIMARY), touch: false))
        state.dragEnded()
    }

    /// A finger held where it touched for `gtk-long-press-time` cancels the drag it began (the
    /// value goes back) and opens the menu there; one that moved past `gtk-dnd-drag-threshold`,
    /// was lifted first, or whose drag GTK cancelled, or a mouse button held as long, opens
    /// nothing and keeps its drag.
    @Test(arguments: [ControlType.knob, .rangeSlider])
    func aFingerHeldStillCancelsItsDragAndOpensTheMenu(type: ControlType) throws {
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
        let (pressTime, threshold) = (cc_object_get_int(settings, "gtk-long-press-time"), cc_object_get_int(settings, "gtk-dnd-drag-threshold"))
        cc_object_set_int(settings, "gtk-long-press-time", 40)
        cc_object_set_int(settings, "gtk-dnd-drag-threshold", 6)
        defer {
            cc_object_set_int(settings, "gtk-long-press-time", pressTime)
            cc_object_set_int(settings, "gtk-dnd-drag-threshold", threshold)
        }
        enum Ending: CaseIterable { case held, movedPast, lifted, cancelled, mouse }
        for ending in Ending.allCases {
            let (widget, host, state) = try shown(type)
            defer { host.close(); g_object_unref(widget) }
            let before = cc_object_get_double(widget, type.valueProperty)
            let (x, y) = type.press
            var drag = try GestureDriver(state)
            drag.touch(x, y, finger: ending != .mouse, on: state)
            drag.move(x + 5, y - 5)  // within the threshold: a finger does not stay quite still
            if ending == .movedPast { drag.move(x + 5, y - 7) }
            if ending == .lifted { drag.release(x + 5, y - 5) }
            if ending == .cancelled { drag.cancel() }
            let moved = cc_object_get_double(widget, type.valueProperty)
            try #require(moved != before, "\(type): the touch moved nothing")
            GTK.spin(0.15)
            #expect(state.isMenuOpen == (ending == .held), "\(type), \(ending)")
            #expect(cc_object_get_double(widget, type.valueProperty) == (ending == .held ? before : moved), "\(type), \(ending)")
            if state.isMenuOpen {
                var rect = GdkRectangle()
                #expect(gtk_popover_get_pointing_to(cast(state.menu.popover), &rect) != 0)
                #expect((rect.x, rect.y) == (Int32(x), Int32(y)), "the menu points where the finger touched")
            }
            drag.release(x + 5, y - 5)
        }
    }

    /// Type a Value… puts focus in the knob's entry, and opens the range slider's popover at
    /// its focused thumb.
    @Test func typeAValueFocusesTheEntryOrOpensTheHandlesPopover() throws {
        let (knob, knobHost, knobState) = try shown(.knob)
        defer { knobHost.close(); g_object_unref(knob) }
        cc_object_set_boolean(knob, "editable", 1)
        GTK.spin(0.05)
        #expect(knobState.openMenu(at: nil))
        #expect(activate(knob, "type-value"))
        let entryFocused = gtk_widget_get_focus_child(knob).map { gtk_widget_has_focus($0) != 0 || gtk_widget_get_focus_child($0) != nil } ?? false
        #expect(entryFocused, "focus is not in the entry")

        let (range, rangeHost, rangeState) = try shown(.rangeSlider)
        defer { rangeHost.close(); g_object_unref(range) }
        cc_object_set_boolean(range, "editable", 1)
        gtk_widget_child_focus(range, GTK_DIR_TAB_FORWARD)  // the upper thumb
        #expect(rangeState.openMenu(at: nil))
        #expect(activate(range, "type-value"))
        let twoValue = try #require(rangeState as? TwoValueControl<RangeSliderDrag>)
        #expect(twoValue.isTypingValue && twoValue.typedHandle == .upper)
    }

    /// A control destroyed with its menu open goes without a warning; so does one whose menu
    /// never opened but has an extra-menu.
    @Test(arguments: ControlType.allCases)
    func aControlDestroyedWithItsMenuOpenGoesCleanly(type: ControlType) throws {
        let (widget, host, state) = try shown(type)
        let watch = FinalizeWatch(widget)
        let extra = g_menu_new()!
        cc_object_set_object(widget, "extra-menu", UnsafeMutableRawPointer(extra))
        let menuWatch = FinalizeWatch(UnsafeMutableRawPointer(extra))
        g_object_unref(UnsafeMutableRawPointer(extra))
        #expect(state.openMenu(at: Point(x: 3, y: 3)))
        host.close()
        g_object_unref(widget)
        #expect(watch.isFinalized && menuWatch.isFinalized)
    }
}
