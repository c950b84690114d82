import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct KeyboardAndScrollTests {
    @Test func controlsAreFocusable() throws {
        let knob = Knob(), range = RangeSlider(), circle = CircularSlider()  // the handles own the widgets
        #expect(gtk_widget_get_focusable(knob.widget) != 0)
        #expect(gtk_widget_get_focusable(circle.widget) != 0)
        let parts = try state(of: range.widget, as: RangeSliderState.self)  // the thumbs take focus
        #expect(gtk_widget_get_focusable(parts.lowerThumb) != 0 && gtk_widget_get_focusable(parts.upperThumb) != 0)
    }

    /// Every control's input goes through its own four controllers alone (keys, scroll, focus,
    /// and the drag, which also opens the menu). GtkRange adds its own in init, which the
    /// knob and the circular slider remove, and from GTK 4.2x one more scroll controller while
    /// its construct properties are set: left there, it took every wheel event over the
    /// control, so an unfocused knob swallowed the wheel a scrolled window around it should
    /// have had.
    @Test(arguments: ControlType.allCases)
    func eachControlHasItsOwnFourControllersAndNoOther(control: ControlType) throws {
        let widget = control.make()
        defer { g_object_unref(widget) }
        let controllers = gtk_widget_observe_controllers(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        var names: [String] = []
        for index in 0..<g_list_model_get_n_items(controllers) {
            let controller = g_list_model_get_item(controllers, index)!
            defer { g_object_unref(controller) }
            names.append(gtk_event_controller_get_name(OpaquePointer(controller)).map { String(cString: $0) } ?? "unnamed")
        }
        #expect(names.sorted() == ["cc-drag", "cc-focus", "cc-keys", "cc-scroll"], "\(control): \(names)")
    }

    @Test func knobKeysStepPageAndJumpToTheEnds() throws {
        let knob = Knob()
        knob.maximumValue = 10
        let keys = try InputDriver(knob.widget)
        let changes = SignalCounter(knob.widget)
        #expect(keys.press(GDK_KEY_Right))
        #expect(abs(knob.value - 0.1) < 1e-12)  // 1% of 0...10
        keys.press(GDK_KEY_KP_Up)
        #expect(abs(knob.value - 0.2) < 1e-12)
        keys.press(GDK_KEY_Right, control: true)
        #expect(abs(knob.value - 1.2) < 1e-12)  // a page: 10%
        keys.press(GDK_KEY_Page_Down)
        #expect(abs(knob.value - 0.2) < 1e-12)
        keys.press(GDK_KEY_End)
        #expect(knob.value == 10)
        keys.press(GDK_KEY_plus)  // at the end: no change, no signal
        keys.press(GDK_KEY_Home)
        #expect(knob.value == 0)
        keys.press(GDK_KEY_minus)
        #expect(knob.value == 0)
        #expect(changes.count == 6)
        #expect(!keys.press(GDK_KEY_a))  // not ours: propagates
    }

    @Test func wheelModifiersGiveFineStepsAndPages() {
        #expect(KeyBindings.command(scroll: -1, modifiers: GdkModifierType(0)) == .step(1))
        #expect(KeyBindings.command(scroll: 2, modifiers: GDK_SHIFT_MASK) == .fineStep(-2))
        #expect(KeyBindings.command(scroll: -1, modifiers: GDK_CONTROL_MASK) == .page(1))
        #expect(KeyBindings.command(scroll: 0.2, modifiers: GdkModifierType(0)) == nil)
        let increments = Increments()
        #expect(abs(increments.value(after: .fineStep(3), from: 0.5, minimum: 0, maximum: 1) - 0.503) < 1e-12)
    }

    @Test func keyChangesSnapToTheStepGrid() throws {
        let knob = Knob()
        knob.step = 0.25
        knob.value = 0.3
        let keys = try InputDriver(knob.widget)
        keys.press(GDK_KEY_Up)
        #expect(knob.value == 0.5)
        keys.press(GDK_KEY_Down)
        keys.press(GDK_KEY_Down)
        #expect(knob.value == 0)
    }

    @Test func circularSliderKeysWrapPastTheSeam() throws {
        let slider = CircularSlider()
        let keys = try InputDriver(slider.widget)
        keys.press(GDK_KEY_Left)
        #expect(slider.value == 359)
        keys.press(GDK_KEY_Right)
        keys.press(GDK_KEY_Right)
        #expect(slider.value == 1)  // 359, 360 (= 0), then on round
        keys.press(GDK_KEY_Page_Up)
        #expect(slider.value == 16)
        #expect(slider.step == 1 && slider.page == 15)
    }

    @Test func rangeSliderKeysMoveTheFocusedThumbWithoutCrossing() throws {
        let slider = RangeSlider()
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let parts = try state(of: slider.widget, as: RangeSliderState.self)
        let keys = try InputDriver(slider.widget)
        parts.focus(.lower)  // (the window focused it already on opening, through the same path as Tab)
        #expect(gtk_widget_has_focus(parts.lowerThumb) != 0)
        keys.press(GDK_KEY_Right)
        #expect(abs(slider.lowerValue - 0.21) < 1e-12 && slider.upperValue == 0.8)
        keys.press(GDK_KEY_End)
        #expect(slider.lowerValue == 0.8 && slider.upperValue == 0.8)  // stops at the upper thumb
        #expect(gtk_widget_child_focus(host.window, GTK_DIR_TAB_FORWARD) != 0)  // Tab: the upper thumb
        #expect(gtk_widget_has_focus(parts.upperThumb) != 0)
        keys.press(GDK_KEY_Home)
        #expect(slider.lowerValue == 0.8 && slider.upperValue == 0.8)  // stops at the lower thumb
        keys.press(GDK_KEY_End)
        #expect(slider.upperValue == 1)
        #expect(gtk_widget_child_focus(host.window, GTK_DIR_TAB_BACKWARD) != 0)  // Shift+Tab: the lower thumb
        keys.press(GDK_KEY_Home)
        #expect(slider.lowerValue == 0 && slider.upperValue == 1)
        #expect(gtk_widget_child_focus(slider.widget, GTK_DIR_TAB_BACKWARD) == 0)  // before the lower thumb: out
    }

    @Test func eachRangeSliderThumbIsALabelledAccessibleSlider() throws {
        let slider = RangeSlider()
        slider.setValues(lower: 0.25, upper: 0.75)
        let parts = try state(of: slider.widget, as: RangeSliderState.self)
        for (thumb, label, value) in [(parts.lowerThumb, "Lower value", 0.25), (parts.upperThumb, "Upper value", 0.75)] {
            #expect(gtk_test_accessible_has_role(thumb.accessible, GTK_ACCESSIBLE_ROLE_SLIDER) != 0)
            #expect(gtk_widget_get_focusable(thumb) != 0)
            #expect(cc_test_accessible_check_string(thumb.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label) == nil)
            #expect(cc_test_accessible_check_double(thumb.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, value) == nil)
            #expect(cc_test_accessible_check_string(thumb.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, TypedNumber.format(value)) == nil)
            #expect(cc_test_accessible_check_double(thumb.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 1) == nil)
        }
        #expect(gtk_test_accessible_has_role(slider.widget.accessible, GTK_ACCESSIBLE_ROLE_GROUP) != 0)
    }

    @Test func knobAndCircularSliderAreAccessibleSlidersWithReadableText() {
        let knob = Knob(), circle = CircularSlider()
        knob.value = 0.42
        circle.value = 42
        #expect(gtk_test_accessible_has_role(knob.widget.accessible, GTK_ACCESSIBLE_ROLE_SLIDER) != 0)
        #expect(cc_test_accessible_check_string(knob.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "0.42") == nil)
        #expect(cc_test_accessible_check_double(knob.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0) == nil)
        #expect(cc_test_accessible_check_double(knob.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 1) == nil)
        #expect(gtk_test_accessible_has_role(circle.widget.accessible, GTK_ACCESSIBLE_ROLE_SLIDER) != 0)
        #expect(cc_test_accessible_check_string(circle.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "42°") == nil)
    }

    @Test func theWheelActsOnlyOnAFocusedControl() throws {
        let knob = Knob()
        let host = try HostWindow(knob.widget, width: 120, height: 120)
        defer { host.close() }
        let input = try InputDriver(knob.widget)
        // The window focused its only focusable widget when it opened; that alone is not enough.
        #expect(gtk_widget_has_focus(knob.widget) != 0)
        #expect(!input.wheel(-1))
        #expect(knob.value == 0)
        input.press(GDK_KEY_Up)  // the user engages the knob
        input.press(GDK_KEY_Down)
        #expect(input.wheel(-1))
        #expect(abs(knob.value - 0.01) < 1e-12)
        input.wheel(1)
        #expect(knob.value == 0)
    }

    @Test func focusLeavingTheControlEndsItsHoldOnTheWheel() throws {
        let knob = Knob()
        let button = gtk_button_new_with_label("Other")!
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_box_append(cast(row), knob.widget)
        gtk_box_append(cast(row), button)
        let host = try HostWindow(row, width: 240, height: 120)
        defer { host.close() }
        let input = try InputDriver(knob.widget)
        gtk_widget_grab_focus(knob.widget)
        input.press(GDK_KEY_Up)  // the user engages the knob
        #expect(input.wheel(-1))
        let engaged = knob.value
        #expect(gtk_widget_grab_focus(button) != 0)  // focus leaves the knob: the engagement ends
        #expect(gtk_widget_grab_focus(knob.widget) != 0)  // back, without a key or a click
        #expect(!input.wheel(-1), "the knob kept the wheel after focus left it")
        #expect(knob.value == engaged)
        input.press(GDK_KEY_Up)  // engaged again: the wheel is its own again
        #expect(input.wheel(-1))
    }

    @Test func insideAScrolledWindowTheWheelScrollsTheWindowUnlessTheControlHasFocus() throws {
        let knob = Knob()
        let scrolled = gtk_scrolled_window_new()!
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_size_request(column, 100, 2000)
        gtk_box_append(cast(column), knob.widget)
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), column)
        let host = try HostWindow(scrolled, width: 200, height: 300)
        defer { host.close() }
        let input = try InputDriver(knob.widget)
        #expect(!input.wheel(1), "the knob took the wheel from the scrolled window")
        #expect(knob.value == 0)
        var drag = try GestureDriver(try state(of: knob.widget))
        let centre = (Double(gtk_widget_get_width(knob.widget)) / 2, Double(gtk_widget_get_height(knob.widget)) / 2)
        drag.press(centre.0, centre.1)  // a click at the centre engages and focuses the knob, changing nothing
        drag.release(centre.0, centre.1)
        #expect(gtk_widget_has_focus(knob.widget) != 0 && knob.value == 0)
        #expect(input.wheel(-2))
        #expect(abs(knob.value - 0.02) < 1e-12)
    }

    @Test func insensitiveControlsIgnoreKeysScrollAndDrags() throws {
        let knob = Knob()
        let host = try HostWindow(knob.widget, width: 200, height: 200)
        defer { host.close() }
        gtk_widget_grab_focus(knob.widget)
        try state(of: knob.widget).engage()
        gtk_widget_set_sensitive(knob.widget, 0)
        let input = try InputDriver(knob.widget)
        #expect(!input.press(GDK_KEY_Right))
        #expect(!input.wheel(-1))
        var drag = try GestureDriver(try state(of: knob.widget))
        drag.press(100, 10)
        drag.move(190, 100)
        drag.release(190, 100)
        #expect(knob.value == 0)
    }

    @Test func insensitiveControlsAreDrawnDimmed() throws {
        let knob = Knob()
        knob.lineWidth = 8
        let host = try HostWindow(knob.widget, width: 100, height: 100)
        defer { host.close() }
        let bright = try arcPixelAlpha(of: knob.widget)
        gtk_widget_set_sensitive(knob.widget, 0)
        // The :disabled style comes with the next frame, which a loaded machine may be slow to draw.
        GTK.iterate(until: { ((try? arcPixelAlpha(of: knob.widget)) ?? 1) < 0.7 }, timeout: 10)
        let dimmed = try arcPixelAlpha(of: knob.widget)
        #expect(bright > 0.9 && dimmed < 0.7, "alpha \(bright) sensitive, \(dimmed) insensitive")
    }

    @Test func keyboardFocusShowsAFocusRing() throws {
        let knob = Knob()
        let host = try HostWindow(knob.widget, width: 100, height: 100)
        defer { host.close() }
        gtk_widget_grab_focus(knob.widget)
        gtk_window_set_focus_visible(cast(host.window), 0)
        GTK.spin(0.05)
        let hidden = try pixelAlpha(of: knob.widget, x: 1, y: 50)
        gtk_window_set_focus_visible(cast(host.window), 1)  // as after a Tab
        GTK.spin(0.05)
        let shown = try pixelAlpha(of: knob.widget, x: 1, y: 50)
        #expect(hidden < 0.05 && shown > 0.3, "edge alpha \(hidden) without, \(shown) with visible focus")
    }

    /// The alpha at the top of the knob's arc, as GTK itself renders the widget (CSS included).
    private func arcPixelAlpha(of widget: UnsafeMutablePointer<GtkWidget>) throws -> Double {
        // The arc's centre line at 12 o'clock: radius 50 - max(6, 4) = 44, so y = 6.
        try pixelAlpha(of: widget, x: 50, y: 6)
    }

    /// The alpha of one pixel of a 100x100 widget, as GTK itself renders it (CSS included).
    private func pixelAlpha(of widget: UnsafeMutablePointer<GtkWidget>, x: Int, y: Int) throws -> Double {
        let paintable = try #require(gtk_widget_paintable_new(widget))
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, 100, 100)
        let node = try #require(gtk_snapshot_free_to_node(snapshot))
        defer { gsk_render_node_unref(node) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100)!
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        gsk_render_node_draw(node, cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pixel = UnsafeRawPointer(cairo_image_surface_get_data(surface)! + y * stride).assumingMemoryBound(to: UInt32.self)[x]
        return Double(pixel >> 24) / 255
    }
}
