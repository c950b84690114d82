import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized)
struct InteractionTests {
    init() throws {
        try #require(GTK.isAvailable, "GTK could not open a display")
    }

    @Test func dragBeginAndEndFrameTheDragsValueChanges() throws {
        let knob = Knob()
        knob.continuous = false
        let host = try HostWindow(knob.widget, width: 200, height: 200)
        defer { host.close() }
        var events: [String] = []
        knob.onDragBegin { _ in events.append("begin") }
        knob.onValueChanged { _ in events.append("value") }
        knob.onDragEnd { _ in events.append("end") }
        var drag = try GestureDriver(try state(of: knob.widget))
        drag.press(100, 10)
        drag.move(190, 100)
        drag.release(190, 100)
        #expect(events == ["begin", "value", "end"])
        events = []
        drag.press(100, 100)  // the exact centre: still a drag, nothing changes
        drag.release(100, 100)
        #expect(events == ["begin", "end"])
    }

    @Test func aPressThatStartsNoDragEmitsNoDragSignals() throws {
        let slider = RangeSlider()
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let begins = SignalCounter(slider.widget, signal: "drag-begin")
        let ends = SignalCounter(slider.widget, signal: "drag-end")
        var drag = try GestureDriver(try state(of: slider.widget))
        withPrimaryButtonWarps(false) {
            drag.press(30, 15)  // left of the lower thumb: nothing to drag
            drag.release(30, 15)
        }
        #expect(begins.count == 0 && ends.count == 0)
    }

    @Test(arguments: [true, false])
    func escapeCancelsADragAndRestoresTheValue(continuous: Bool) throws {
        let slider = RangeSlider()
        slider.continuous = continuous
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let changes = SignalCounter(slider.widget)
        let ends = SignalCounter(slider.widget, signal: "drag-end")
        var drag = try GestureDriver(try state(of: slider.widget))
        drag.press(69, 15)
        drag.move(120, 15)
        #expect(slider.lowerValue > 0.2)
        #expect(try InputDriver(slider.widget).press(GDK_KEY_Escape))
        #expect(slider.lowerValue == 0.2)
        drag.move(200, 15)  // the rest of the gesture changes nothing
        drag.release(200, 15)
        #expect(slider.lowerValue == 0.2 && ends.count == 1)
        #expect(changes.count == (continuous ? 2 : 0))
        #expect(gtk_widget_has_css_class(slider.widget, "dragging") == 0)
    }

    @Test func escapeWithoutADragIsNotOurs() throws {
        let knob = Knob()
        #expect(try !InputDriver(knob.widget).press(GDK_KEY_Escape))
    }

    @Test func aDoubleClickResetsToTheDefault() throws {
        let knob = Knob()
        knob.defaultValue = 0.5
        knob.value = 0.9
        let host = try HostWindow(knob.widget, width: 200, height: 200)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: knob.widget))
        drag.press(190, 100)  // first click: the value jumps to 3 o'clock
        drag.release(190, 100)
        let changes = SignalCounter(knob.widget)
        drag.press(191, 101)  // second click, at once and nearby: reset instead of drag
        drag.release(191, 101)
        #expect(knob.value == 0.5 && changes.count == 1)
    }

    @Test func aDoubleClickIsWhatGtkSettingsSayItIs() throws {
        /// Two quick clicks 20 px apart on a fresh knob whose default is 0.5; returns its value.
        func twoClicks() throws -> Double {
            let knob = Knob()
            knob.defaultValue = 0.5
            let host = try HostWindow(knob.widget, width: 200, height: 200)
            defer { host.close() }
            var drag = try GestureDriver(try state(of: knob.widget))
            for y in [100.0, 120] {
                drag.press(190, y)
                drag.release(190, y)
            }
            return knob.value
        }
        let settings = UnsafeMutableRawPointer(try #require(gtk_settings_get_default()))
        let distance = cc_object_get_int(settings, "gtk-double-click-distance")
        defer { cc_object_set_int(settings, "gtk-double-click-distance", distance) }
        #expect(distance == 5)
        #expect(abs(try twoClicks() - 0.5) > 0.05)  // GTK's default: too far apart, the second click jumps
        cc_object_set_int(settings, "gtk-double-click-distance", 30)
        #expect(try twoClicks() == 0.5)  // near enough now: a double click resets
    }

    @Test func aDoubleClickResetsBothRangeThumbs() throws {
        let slider = RangeSlider()
        slider.defaultLowerValue = 0.1
        slider.defaultUpperValue = 0.3
        slider.setValues(lower: 0.5, upper: 0.9)
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: slider.widget))
        for _ in 0..<2 {
            drag.press(150, 15)
            drag.release(150, 15)
        }
        #expect(slider.lowerValue == 0.1 && slider.upperValue == 0.3)
    }

    @Test func defaultValuesRejectNonFiniteInput() {
        let knob = Knob(), range = RangeSlider()
        let warnings = WarningCapture.warnings {
            knob.defaultValue = .nan
            range.defaultUpperValue = .infinity
        }
        #expect(warnings.count == 2 && warnings[0].contains("default-value") && warnings[1].contains("default-upper-value"))
        #expect(knob.defaultValue == 0 && range.defaultUpperValue == 0.8)
    }

    @Test func digitsAndTheFormatterShapeEveryValueText() throws {
        let knob = Knob(), circle = CircularSlider(), range = RangeSlider()
        knob.value = 0.4242
        knob.digits = 3
        #expect(cc_test_accessible_check_string(knob.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "0.424") == nil)
        knob.valueFormatter = { "\(Int(($0 * 100).rounded())) %" }
        #expect(cc_test_accessible_check_string(knob.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "42 %") == nil)
        knob.valueFormatter = nil
        #expect(cc_test_accessible_check_string(knob.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "0.424") == nil)

        circle.value = 90
        circle.valueFormatter = { $0 == 90 ? "north" : "elsewhere" }
        #expect(try state(of: circle.widget).text(for: circle.value) == "north")
        #expect(cc_test_accessible_check_string(circle.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "north") == nil)

        let notifies = SignalCounter(range.widget, notify: "digits")
        cc_object_set_double(range.widget.raw, "lower-value", 0.25)
        range.digits = 1
        range.digits = 1
        range.digits = 99  // clamps to 10
        #expect(range.digits == 10 && notifies.count == 2)
        range.digits = 1
        let thumb = try state(of: range.widget, as: RangeSliderWidget.self).lowerThumb
        #expect(cc_test_accessible_check_string(thumb.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "0.3") == nil)
    }
}

@MainActor
@Suite(.serialized)
struct FineTuneWidgetTests {
    init() throws {
        try #require(GTK.isAvailable, "GTK could not open a display")
    }

    @Test func shiftDuringADragFineTunesAndShowsTheClass() throws {
        let slider = RangeSlider()
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let keys = try InputDriver(slider.widget)
        var drag = try GestureDriver(try state(of: slider.widget))
        drag.press(69, 15)
        drag.move(96, 15)
        #expect(cc_signal_emit_modifiers(UnsafeMutableRawPointer(keys.keys), GDK_SHIFT_MASK) == 0)
        #expect(gtk_widget_has_css_class(slider.widget, "fine-tune") != 0)
        drag.move(123, 15)
        #expect(abs(slider.lowerValue - 0.31) < 1e-12)
        cc_signal_emit_modifiers(UnsafeMutableRawPointer(keys.keys), GdkModifierType(0))
        #expect(gtk_widget_has_css_class(slider.widget, "fine-tune") == 0)
        drag.move(150, 15)
        #expect(abs(slider.lowerValue - 0.41) < 1e-12)
        cc_signal_emit_modifiers(UnsafeMutableRawPointer(keys.keys), GDK_SHIFT_MASK)
        drag.release(150, 15)
        #expect(gtk_widget_has_css_class(slider.widget, "fine-tune") == 0)
    }

    @Test func shiftWithoutADragChangesNothing() throws {
        let knob = Knob()
        let keys = try InputDriver(knob.widget)
        cc_signal_emit_modifiers(UnsafeMutableRawPointer(keys.keys), GDK_SHIFT_MASK)
        #expect(gtk_widget_has_css_class(knob.widget, "fine-tune") == 0 && knob.value == 0)
    }
}

@MainActor
@Suite(.serialized)
struct KnobDragModeWidgetTests {
    init() throws {
        try #require(GTK.isAvailable, "GTK could not open a display")
    }

    @Test func aVerticalKnobFromGtkBuilderDragsUpAndDown() throws {
        CustomControls.registerTypes()
        let xml = """
        <interface>
          <object class="CcKnob" id="knob">
            <property name="drag-mode">vertical</property>
            <property name="drag-distance">100</property>
          </object>
        </interface>
        """
        let builder = try #require(gtk_builder_new_from_string(xml, -1))
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let widget: UnsafeMutablePointer<GtkWidget> = try #require(cast(UnsafeMutableRawPointer(gtk_builder_get_object(builder, "knob"))))
        let knob = try #require(Knob(wrapping: widget))
        #expect(knob.dragMode == .vertical && knob.dragDistance == 100)
        let host = try HostWindow(knob.widget, width: 120, height: 120)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: knob.widget))
        drag.press(100, 100)
        #expect(knob.value == 0)
        drag.move(100, 70)
        drag.release(100, 70)
        #expect(abs(knob.value - 0.3) < 1e-12)
    }

    @Test func dragModeIsAGEnumWhoseNicksNameTheModes() throws {
        let knob = Knob()
        let spec = try #require(g_object_class_find_property(cast(g_type_class_peek(cc_knob_get_type())), "drag-mode"))
        #expect(String(cString: g_type_name(spec.pointee.value_type)) == "CcKnobDragMode")
        let enumClass: UnsafeMutablePointer<GEnumClass> = try #require(cast(g_type_class_ref(cc_knob_drag_mode_get_type())))
        defer { g_type_class_unref(UnsafeMutableRawPointer(enumClass)) }
        for mode in KnobDragMode.allCases {
            let entry = try #require(g_enum_get_value_by_nick(enumClass, mode.rawValue))
            var value = GValue()
            g_value_init(&value, cc_knob_drag_mode_get_type())
            g_value_set_enum(&value, entry.pointee.value)
            g_object_set_property(cast(knob.widget.raw), "drag-mode", &value)
            g_value_unset(&value)
            #expect(knob.dragMode == mode)
        }
    }

    @Test func anUnknownDragModeIsRejectedWithAWarning() throws {
        let knob = Knob()
        let notifies = SignalCounter(knob.widget, notify: "drag-mode")
        knob.dragMode = .horizontal
        var value = GValue()
        g_value_init(&value, cc_knob_drag_mode_get_type())
        g_value_set_enum(&value, 7)
        let warnings = WarningCapture.warnings {
            g_object_set_property(cast(knob.widget.raw), "drag-mode", &value)
        }
        g_value_unset(&value)
        // GLib validates enumerations itself; its warning names the property and the value.
        #expect(warnings.count == 1 && warnings[0].contains("drag-mode") && warnings[0].contains("7"))
        #expect(knob.dragMode == .horizontal && notifies.count == 1)
    }
}

@MainActor
@Suite(.serialized)
struct CircularSliderOptionTests {
    init() throws {
        try #require(GTK.isAvailable, "GTK could not open a display")
    }

    @Test func wrapsAndGradientColoursNotifyOnceAndApply() throws {
        let slider = CircularSlider()
        let wraps = SignalCounter(slider.widget, notify: "wraps")
        let start = SignalCounter(slider.widget, notify: "gradient-start-color")
        slider.wraps = true
        slider.wraps = true
        let red = RGBA(red: 1, green: 0, blue: 0)
        slider.gradientStartColor = red
        slider.gradientStartColor = red
        #expect(wraps.count == 1 && start.count == 1)
        let state = try state(of: slider.widget, as: CircularSliderWidget.self)
        let appearance = state.appearance
        #expect(appearance.gradientStart == red && appearance.gradientEnd == red.rotatingHue(by: 60))
        slider.gradientEndColor = RGBA(red: 0, green: 0, blue: 1)
        #expect(slider.gradientEndColor == RGBA(red: 0, green: 0, blue: 1))
    }
}

@MainActor
@Suite(.serialized)
struct PartialCircleTests {
    init() throws {
        try #require(GTK.isAvailable, "GTK could not open a display")
    }

    @Test func aHalfCircleSliderMapsTheUpperHalfAndItsKeysStopAtTheEnds() throws {
        let slider = CircularSlider()
        let notifies = SignalCounter(slider.widget, notify: "end-angle")
        slider.endAngle = -.pi
        slider.endAngle = -.pi
        #expect(notifies.count == 1)
        let keys = try InputDriver(slider.widget)
        keys.press(GDK_KEY_Left)
        #expect(slider.value == 0)  // no wrap on a partial circle
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: slider.widget))
        drag.press(100, 20)  // 12 o'clock: half way round the half circle
        drag.release(100, 20)
        #expect(slider.value == 180)
    }

    @Test(arguments: [1.0, 2.0])
    func goldenImagesOfAHalfCircle(scale: Double) throws {
        let slider = CircularSlider()
        slider.endAngle = -.pi
        slider.value = 240
        let surface = GoldenImages.render(try state(of: slider.widget), size: Size(width: 160, height: 160), scale: scale)
        defer { cairo_surface_destroy(surface) }
        GoldenImages.check(surface, named: "circular-half-160-x\(Int(scale))")
    }
}

@MainActor
@Suite(.serialized)
struct EditableValueTests {
    init() throws {
        try #require(GTK.isAvailable, "GTK could not open a display")
    }

    private func type(_ text: String, into entry: UnsafeMutablePointer<GtkWidget>) {
        gtk_editable_set_text(OpaquePointer(entry), text)
        cc_signal_emit_by_name(entry.raw, "activate")  // Enter
    }

    @Test func typingANumberAndEnterSetsTheValue() throws {
        let slider = CircularSlider()
        slider.editable = true
        let host = try HostWindow(slider.widget, width: 220, height: 220)
        defer { host.close() }
        let entry = try #require(try state(of: slider.widget, as: CircularSliderWidget.self).entry)
        #expect(gtk_widget_get_mapped(entry) != 0)
        #expect(String(cString: gtk_editable_get_text(OpaquePointer(entry))) == "0°")
        let changes = SignalCounter(slider.widget)
        type("123", into: entry)
        #expect(slider.value == 123 && changes.count == 1)
        #expect(String(cString: gtk_editable_get_text(OpaquePointer(entry))) == "123°")
        type("400", into: entry)  // clamped
        #expect(slider.value == 360)
        slider.wraps = true
        type("400", into: entry)  // wrapped
        #expect(slider.value == 40 && changes.count == 3)
    }

    @Test func invalidTextShowsTheErrorStyleAndEscapeReverts() throws {
        let slider = CircularSlider()
        slider.editable = true
        slider.value = 42
        let entry = try #require(try state(of: slider.widget, as: CircularSliderWidget.self).entry)
        let changes = SignalCounter(slider.widget)
        type("north", into: entry)
        #expect(slider.value == 42 && changes.count == 0)
        #expect(gtk_widget_has_css_class(entry, "error") != 0)
        let escape = try #require(entryKeyController(entry))
        #expect(cc_signal_emit_key_pressed(UnsafeMutableRawPointer(escape), guint(GDK_KEY_Escape), GdkModifierType(0)) != 0)
        #expect(gtk_widget_has_css_class(entry, "error") == 0)
        #expect(String(cString: gtk_editable_get_text(OpaquePointer(entry))) == "42°")
    }

    @Test func theEntryIsHiddenUnlessEditableAndShowingTheValue() throws {
        let slider = CircularSlider()
        #expect(try state(of: slider.widget, as: CircularSliderWidget.self).entry == nil)  // not made until needed
        slider.editable = true
        let entry = try #require(try state(of: slider.widget, as: CircularSliderWidget.self).entry)
        #expect(gtk_widget_get_visible(entry) != 0)
        slider.showValue = false
        #expect(gtk_widget_get_visible(entry) == 0)
    }

    /// The key controller the slider added to its entry (for Escape).
    private func entryKeyController(_ entry: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        let controllers = gtk_widget_observe_controllers(entry)
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        var found: OpaquePointer?
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let controller = g_list_model_get_item(controllers, index) else { continue }
            g_object_unref(controller)
            if g_type_check_instance_is_a(cast(controller), gtk_event_controller_key_get_type()) != 0 { found = OpaquePointer(controller) }
        }
        return found
    }
}

/// How a press and a drag move a value, by GTK's rules and the seeds' options.
@MainActor
@Suite(.serialized)
struct PressRuleTests {
    init() throws {
        try #require(GTK.isAvailable, "GTK could not open a display")
    }

    @Test func withoutWarpingAClickMovesNothingAndADragTurnsFromTheValue() throws {
        for control in [Knob() as ArcControl, CircularSlider()] {
            control.value = control is Knob ? 0.5 : 90  // straight up on both
            let host = try HostWindow(control.widget, width: 200, height: 200)
            defer { host.close() }
            let changes = SignalCounter(control.widget)
            var drag = try GestureDriver(try state(of: control.widget))
            try withPrimaryButtonWarps(false) {
                drag.press(190, 100)  // 3 o'clock: a warping click would jump here
                drag.release(190, 100)
                #expect(changes.count == 0, "\(type(of: control)): a click moved it")
                let before = control.value
                drag.press(190, 100)
                drag.move(100, 190)  // a quarter turn clockwise, from 3 o'clock to 6 o'clock
                drag.release(100, 190)
                #expect(control.value != before && changes.count >= 1, "\(type(of: control)): a drag did not move it")
            }
        }
    }

    @Test func aPressAtTheCentreMovesNothing() throws {
        for control in [Knob() as ArcControl, CircularSlider()] {
            control.value = control is Knob ? 0.5 : 90
            let host = try HostWindow(control.widget, width: 200, height: 200)
            defer { host.close() }
            let changes = SignalCounter(control.widget)
            var drag = try GestureDriver(try state(of: control.widget))
            // A click on the centre pixel, off the geometric centre by a fraction of a pixel: its
            // angle would be anything.
            drag.press(100.4, 100.7)
            drag.release(100.4, 100.7)
            #expect(changes.count == 0 && control.value == (control is Knob ? 0.5 : 90), "\(type(of: control))")
        }
    }

    @Test func withGrabHandleOnlyOnlyThePressOnTheHandleDrags() throws {
        let slider = CircularSlider()
        slider.grabsHandleOnly = true
        slider.value = 90  // the handle at 12 o'clock
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        let begins = SignalCounter(slider.widget, signal: "drag-begin")
        var drag = try GestureDriver(try state(of: slider.widget))
        drag.press(190, 100)  // 3 o'clock: not the handle
        drag.move(10, 100)
        drag.release(10, 100)
        #expect(slider.value == 90 && begins.count == 0)
        // On the handle (radius 200/2 - 1.5 * 20 = 70 from the centre): grabbed, no jump.
        drag.press(103, 100 - 70)
        #expect(slider.value == 90 && begins.count == 1)
        drag.move(100 - 70, 100)  // a quarter turn counter-clockwise: 180
        drag.release(100 - 70, 100)
        #expect(abs(slider.value - 180) <= 3)
    }

    @Test(arguments: [true, false])
    func escapePutsBackWhatACancelledGestureKeeps(continuous: Bool) throws {
        let slider = CircularSlider()
        slider.continuous = continuous
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        let changes = SignalCounter(slider.widget)
        let input = try InputDriver(slider.widget)
        var drag = try GestureDriver(try state(of: slider.widget))
        drag.press(100, 10)  // 90
        drag.move(10, 100)  // 180
        #expect(input.press(GDK_KEY_Escape))
        #expect(slider.value == 0)
        #expect(changes.count == (continuous ? 3 : 0))
    }
}
