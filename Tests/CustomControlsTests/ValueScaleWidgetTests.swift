import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// `value-scale` and `skew-mid-value` on the three controls, through real gesture signals,
/// keys and the wheel: a person moves along the travel, an app reads value units, and a scale
/// that does not fit the range behaves linearly with one warning when that begins.
@MainActor
@Suite(.serialized, .gtk)
struct ValueScaleWidgetTests {
    /// Within 1 % of `expected`: the tolerance for a drag over half the travel.
    private func near(_ value: Double, _ expected: Double) -> Bool {
        abs(value - expected) <= 0.01 * abs(expected)
    }

    /// Runs the main loop until nothing is pending (the scale's fit is checked when idle) and
    /// returns the warnings logged meanwhile.
    private func idleWarnings() -> [String] {
        WarningCapture.warnings {
            for _ in 0..<50 where g_main_context_iteration(nil, 0) != 0 {}
        }
    }

    /// A 20 Hz – 20 kHz filter knob; the bounds first, so the scale never misfits.
    private func filterKnob(_ scale: ValueScaleKind) -> Knob {
        let knob = Knob()
        knob.maximumValue = 20_000
        knob.minimumValue = 20
        knob.valueScale = scale
        return knob
    }

    @Test(arguments: [false, true])
    func aLogarithmicKnobPressedAtHalfItsTravelReadsTheGeometricMean(inverted: Bool) throws {
        let knob = filterKnob(.logarithmic)
        knob.inverted = inverted
        let host = try HostWindow(knob.widget, width: 120, height: 120)
        defer { host.close() }
        let changes = SignalCounter(knob.widget)
        var drag = try GestureDriver(try state(of: knob.widget))
        drag.press(60, 15)  // 12 o'clock: half the travel, inverted or not
        #expect(near(knob.value, 632.46), "\(knob.value)")
        // The accessible value and the adjustment stay in value units.
        #expect(cc_test_accessible_check_double(knob.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, knob.value) == nil)
        #expect(gtk_adjustment_get_value(knob.adjustment) == knob.value)
        // Round to each end and into the gap at 6 o'clock, where the knob holds the end.
        let maximumSide = inverted ? 5.0 : 115.0, minimumSide = inverted ? 115.0 : 5.0
        drag.move(maximumSide, 60)
        drag.move(maximumSide, 110)
        drag.move(inverted ? 55 : 65, 115)
        #expect(knob.value == 20_000)
        drag.move(maximumSide, 60)
        drag.move(60, 5)
        drag.move(minimumSide, 60)
        drag.move(minimumSide, 110)
        drag.move(inverted ? 65 : 55, 115)
        #expect(knob.value == 20)
        drag.release(inverted ? 65 : 55, 115)
        #expect(changes.count >= 3)
    }

    @Test func aSkewedKnobDraggedOverHalfItsDistanceReadsItsMidValue() throws {
        let knob = Knob()
        knob.maximumValue = 10_000
        knob.skewMidValue = 1000
        knob.valueScale = .skewed
        knob.dragMode = .vertical
        knob.dragDistance = 100
        let host = try HostWindow(knob.widget, width: 120, height: 120)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: knob.widget))
        drag.press(60, 100)
        drag.move(60, 50)  // 50 px up: half the distance
        #expect(abs(knob.value - 1000) < 1e-6, "\(knob.value)")
        drag.move(60, 0)
        #expect(knob.value == 10_000)
        drag.move(60, 75)  // back down a quarter of the distance from the middle
        #expect(knob.value > 0 && knob.value < 1000)
        drag.move(60, 300)
        #expect(knob.value == 0)
        drag.release(60, 300)
    }

    @Test func aLogarithmicCircularSliderFollowsThePointerAlongTheTravel() throws {
        let slider = CircularSlider()
        slider.step = 0  // continuous
        slider.maximumValue = 1000
        slider.minimumValue = 1
        slider.valueScale = .logarithmic
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: slider.widget))
        // The arc runs a full turn counter-clockwise from 3 o'clock: 9 o'clock is half of it.
        drag.press(10, 100)
        #expect(near(slider.value, 31.62), "\(slider.value)")
        drag.move(100, 10)  // 12 o'clock: a quarter of the travel
        #expect(near(slider.value, 5.623), "\(slider.value)")
        drag.release(100, 10)
    }

    /// A 300x30 slider: thumbs 30 long, 270 px of travel, fraction f centred 15 + 270 f from
    /// the minimum's end.
    @Test(arguments: [false, true])
    func bothRangeThumbsMoveAlongTheTravel(inverted: Bool) throws {
        let slider = RangeSlider()
        slider.maximumValue = 20_000
        slider.minimumValue = 20
        slider.setValues(lower: 20, upper: 20_000)
        slider.valueScale = .logarithmic
        slider.inverted = inverted
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        func x(_ travel: Double) -> Double { inverted ? 285 - 270 * travel : 15 + 270 * travel }
        var drag = try GestureDriver(try state(of: slider.widget))
        // The upper thumb down to three quarters, the lower up to a quarter of the travel.
        drag.press(x(1), 15)
        drag.move(x(0.75), 15)
        drag.release(x(0.75), 15)
        #expect(near(slider.upperValue, 3556.6), "\(slider.upperValue)")
        drag.press(x(0), 15)
        drag.move(x(0.25), 15)
        drag.release(x(0.25), 15)
        #expect(near(slider.lowerValue, 112.47), "\(slider.lowerValue)")
        // The range between them, a quarter of the travel towards the minimum: its length on
        // screen stays, so both values fall by the same ratio.
        drag.press(x(0.5), 15)
        drag.move(x(0.25), 15)
        drag.release(x(0.25), 15)
        #expect(slider.lowerValue == 20)
        #expect(near(slider.upperValue, 632.46), "\(slider.upperValue)")
        // Each thumb back to its own end, exactly (pressed off the last press's spot, which
        // would be a double click).
        drag.press(x(0.5) + (inverted ? 8 : -8), 15)
        drag.move(x(2), 15)
        drag.release(x(2), 15)
        #expect(slider.upperValue == 20_000)
        #expect(slider.lowerValue == 20)
    }

    @Test func keysMoveTheShareOfTheTravelAStepIsAndSnapInValueUnits() throws {
        let knob = filterKnob(.logarithmic)
        let keys = try InputDriver(knob.widget)
        // An automatic step (1 % of the range): a hundred presses sweep the range, the fiftieth
        // is at half the travel.
        for _ in 0..<50 { keys.press(GDK_KEY_Up) }
        #expect(near(knob.value, 632.46), "\(knob.value)")
        var presses = 50
        while knob.value < 20_000, presses < 500 {
            keys.press(GDK_KEY_Up)
            presses += 1
        }
        #expect((99...101).contains(presses))
        keys.press(GDK_KEY_Page_Down)  // a page: a tenth of the travel
        #expect(near(knob.value, 20_000 / pow(1000, 0.1)), "\(knob.value)")
        keys.press(GDK_KEY_Home)
        #expect(knob.value == 20)
        // A step of 1: snapped to whole hertz, and every press moves, even where a step of
        // travel is a hundredth of a hertz.
        knob.step = 1
        keys.press(GDK_KEY_Up)
        #expect(knob.value == 21)
        keys.press(GDK_KEY_Down)
        #expect(knob.value == 20)
        keys.press(GDK_KEY_End)
        keys.press(GDK_KEY_Down)
        #expect(knob.value == 19_993)  // 20000 less 6.9: a step of travel at the spread end
    }

    @Test(arguments: [RangeSliderDrag.Thumb.lower, .upper])
    func rangeThumbKeysAndTheWheelMoveAlongTheTravel(thumb: RangeSliderDrag.Thumb) throws {
        let slider = RangeSlider()
        slider.maximumValue = 10_000
        slider.skewMidValue = 1000
        slider.valueScale = .skewed
        slider.setValues(lower: 0, upper: 10_000)
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let parts = try state(of: slider.widget, as: RangeSliderState.self)
        let input = try InputDriver(slider.widget)
        parts.focus(thumb)
        let direction = thumb == .lower ? GDK_KEY_Right : GDK_KEY_Left
        for _ in 0..<5 { input.press(direction, control: true) }  // five pages: half the travel
        let moved = thumb == .lower ? slider.lowerValue : slider.upperValue
        #expect(abs(moved - 1000) < 1e-6, "\(moved)")
        // The wheel, engaged by the keys: a notch is a step, 1 % of the travel.
        #expect(input.wheel(thumb == .lower ? -1 : 1))
        let wheeled = thumb == .lower ? slider.lowerValue : slider.upperValue
        let expected = ValueScale.skewed(mid: 1000).value(atTravel: thumb == .lower ? 0.51 : 0.49, minimum: 0, maximum: 10_000)
        #expect(abs(wheeled - expected) < 1e-6, "\(wheeled) \(expected)")
    }

    @Test func theWheelTurnsAKnobEvenlyAlongTheTravel() throws {
        let knob = filterKnob(.logarithmic)
        let host = try HostWindow(knob.widget, width: 120, height: 120)
        defer { host.close() }
        let input = try InputDriver(knob.widget)
        input.press(GDK_KEY_Up)  // engages the knob
        input.press(GDK_KEY_Down)
        for _ in 0..<10 { input.wheel(-1) }
        #expect(near(knob.value, 20 * pow(1000, 0.1)), "\(knob.value)")
        input.wheel(3)
        #expect(near(knob.value, 20 * pow(1000, 0.07)), "\(knob.value)")
    }

    @Test(arguments: ControlType.allCases.filter(\.hasValueScale))
    func aScaleThatDoesNotFitBehavesLinearlyWarnsOnceAndIsKept(control: ControlType) throws {
        let widget = control.make()
        defer { g_object_unref(widget) }
        let handle = try #require(controlHandle(of: widget, control))
        let name = String(cString: g_type_name(control.gtype))
        // The default range 0…1 reaches 0: no logarithmic scale there.
        handle.valueScale = .logarithmic
        let warnings = idleWarnings()
        #expect(warnings.count == 1)
        #expect(warnings.first.map { $0.contains(name) && $0.contains("value-scale") && $0.contains("minimum-value 0.0") } == true, "\(warnings)")
        #expect(handle.valueScale == .logarithmic)  // kept
        let bounds = try state(of: widget).valueBounds
        #expect(try state(of: widget).valueScale.isLinear(minimum: bounds.minimum, maximum: bounds.maximum))
        // While it lasts, no second warning, whatever else changes.
        handle.step = 0.5
        setBounds(of: widget, control, minimum: -5, maximum: 10)
        #expect(idleWarnings().isEmpty)
        // The range fits: nothing to say. Misfit again: a new warning.
        setBounds(of: widget, control, minimum: 2, maximum: 10)
        #expect(idleWarnings().isEmpty)
        setBounds(of: widget, control, minimum: 0, maximum: 10)
        #expect(idleWarnings().count == 1)
        // A skewed scale whose mid value is outside the range names it.
        setBounds(of: widget, control, minimum: 2, maximum: 10)
        handle.skewMidValue = 10
        handle.valueScale = .skewed
        let skewed = idleWarnings()
        #expect(skewed.count == 1 && skewed.first.map { $0.contains(name) && $0.contains("skew-mid-value 10.0") } == true, "\(skewed)")
        handle.skewMidValue = 5
        #expect(idleWarnings().isEmpty)
        #expect(handle.skewMidValue == 5 && handle.valueScale == .skewed)
    }

    @Test func aKnobWhoseScaleDoesNotFitIsDraggedLinearly() throws {
        let knob = Knob()
        knob.maximumValue = 100
        knob.valueScale = .logarithmic
        #expect(idleWarnings().count == 1)
        let host = try HostWindow(knob.widget, width: 120, height: 120)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: knob.widget))
        drag.press(60, 15)
        drag.release(60, 15)
        #expect(abs(knob.value - 50) < 1e-9, "\(knob.value)")  // the linear middle
    }

    @Test func gtkBuilderMaySetTheScaleBeforeTheRange() throws {
        CustomControls.registerTypes()
        let xml = """
        <interface>
          <object class="CcKnob" id="filter">
            <property name="value-scale">logarithmic</property>
            <property name="minimum-value">20</property>
            <property name="maximum-value">20000</property>
          </object>
          <object class="CcRangeSlider" id="price">
            <property name="value-scale">skewed</property>
            <property name="skew-mid-value">1000</property>
            <property name="maximum-value">10000</property>
          </object>
        </interface>
        """
        var knob: Knob?, range: RangeSlider?
        let warnings = WarningCapture.warnings {
            guard let builder = gtk_builder_new_from_string(xml, -1) else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
            knob = cast(UnsafeMutableRawPointer(gtk_builder_get_object(builder, "filter"))).flatMap { Knob(wrapping: $0) }
            range = cast(UnsafeMutableRawPointer(gtk_builder_get_object(builder, "price"))).flatMap { RangeSlider(wrapping: $0) }
            for _ in 0..<50 where g_main_context_iteration(nil, 0) != 0 {}
        }
        #expect(warnings.isEmpty, "\(warnings)")
        let filter = try #require(knob), price = try #require(range)
        #expect(filter.valueScale == .logarithmic && price.valueScale == .skewed && price.skewMidValue == 1000)
        #expect(abs(try state(of: filter.widget, as: KnobState.self).model.bounded.value(atFraction: 0.5) - 632.46) < 0.01)
    }

    @Test func valueScaleIsAGEnumWhoseNicksNameTheKinds() throws {
        let knob = Knob()
        let notifies = SignalCounter(knob.widget, notify: "value-scale")
        let spec = try #require(g_object_class_find_property(cast(g_type_class_peek(cc_knob_get_type())), "value-scale"))
        #expect(String(cString: g_type_name(spec.pointee.value_type)) == "CcValueScale")
        let enumClass: UnsafeMutablePointer<GEnumClass> = try #require(cast(g_type_class_ref(cc_value_scale_get_type())))
        defer { g_type_class_unref(UnsafeMutableRawPointer(enumClass)) }
        knob.maximumValue = 10
        knob.minimumValue = 1
        for kind in [ValueScaleKind.logarithmic, .skewed, .linear] {
            let entry = try #require(g_enum_get_value_by_nick(enumClass, kind.rawValue))
            var value = GValue()
            g_value_init(&value, cc_value_scale_get_type())
            g_value_set_enum(&value, entry.pointee.value)
            g_object_set_property(cast(knob.widget), "value-scale", &value)
            g_value_unset(&value)
            #expect(knob.valueScale == kind)
        }
        #expect(notifies.count == 3)
        _ = idleWarnings()  // skewed at 0, outside 1…10, warned while it lasted
    }

    private func controlHandle(of widget: UnsafeMutablePointer<GtkWidget>, _ control: ControlType) -> Control? {
        switch control {
        case .knob: Knob(wrapping: widget)
        case .circularSlider: CircularSlider(wrapping: widget)
        case .rangeSlider: RangeSlider(wrapping: widget)
        case .circularRangeSlider: CircularRangeSlider(wrapping: widget)
        case .xyPad: XYPad(wrapping: widget)
        }
    }

    private func setBounds(of widget: UnsafeMutablePointer<GtkWidget>, _ control: ControlType, minimum: Double, maximum: Double) {
        cc_object_set_double(widget, "maximum-value", maximum)
        cc_object_set_double(widget, "minimum-value", minimum)
    }
}
