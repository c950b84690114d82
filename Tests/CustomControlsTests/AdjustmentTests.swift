import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct AdjustmentTests {
    /// A new adjustment, owned by the caller (sunk), as an app keeps one.
    private func adjustment(value: Double, lower: Double, upper: Double, step: Double, page: Double) -> UnsafeMutablePointer<GtkAdjustment> {
        let adjustment = gtk_adjustment_new(value, lower, upper, step, page, 0)!
        g_object_ref_sink(UnsafeMutableRawPointer(adjustment))
        return adjustment
    }

    @Test func aKnobAndAGtkScaleShareOneAdjustmentWithoutAFeedbackLoop() throws {
        let shared = adjustment(value: 0.25, lower: 0, upper: 10, step: 0.5, page: 2)
        defer { g_object_unref(UnsafeMutableRawPointer(shared)) }
        let knob = Knob()
        let notifies = SignalCounter(knob.widget, notify: "adjustment")
        knob.adjustment = shared
        let scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, shared)!
        g_object_ref_sink(scale)
        defer { g_object_unref(scale) }
        #expect(knob.value == 0.25 && knob.maximumValue == 10 && knob.step == 0.5 && knob.page == 2)
        #expect(notifies.count == 1)

        let knobChanges = SignalCounter(knob.widget)
        var adjustmentChanges = 0
        let counter = SignalHandlerBox.connect(cast(UnsafeMutableRawPointer(shared))!, signal: "value-changed") { _ in adjustmentChanges += 1 }
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(shared), gulong(counter)) }

        knob.value = 3
        #expect(gtk_range_get_value(cast(scale)) == 3)
        #expect(knobChanges.count == 1 && adjustmentChanges == 1)

        gtk_range_set_value(cast(scale), 7)
        #expect(knob.value == 7)
        #expect(knobChanges.count == 2 && adjustmentChanges == 2)

        let keys = try InputDriver(knob.widget)
        keys.press(GDK_KEY_Right)  // the adjustment's step increment
        #expect(knob.value == 7.5 && gtk_adjustment_get_value(shared) == 7.5)
        #expect(knobChanges.count == 3 && adjustmentChanges == 3)

        gtk_adjustment_configure(shared, 50, 20, 100, 1, 10, 0)
        #expect(knob.minimumValue == 20 && knob.maximumValue == 100 && knob.value == 50)
        knob.maximumValue = 40  // clamps the value: the adjustment follows
        #expect(gtk_adjustment_get_upper(shared) == 40 && gtk_adjustment_get_value(shared) == 40)
    }

    /// A new adjustment emits the control's `value-changed` once when it brings another value
    /// and not at all when it brings the same one: GtkRange's own emission on setting an
    /// adjustment (it emits whether or not the value moved) never reaches the app.
    @Test func aNewAdjustmentEmitsValueChangedOnlyWhenTheValueMoves() throws {
        for type in [cc_knob_get_type(), cc_circular_slider_get_type()] {
            let new = cc_object_new_dd(type, "maximum-value", 10, "value", 5)
            let object = try #require(new)
            g_object_ref_sink(object)
            defer { g_object_unref(object) }
            let widget: UnsafeMutablePointer<GtkWidget> = try #require(cast(object))
            let changes = SignalCounter(widget)
            let moving = adjustment(value: 7, lower: 0, upper: 10, step: 1, page: 2)
            defer { g_object_unref(UnsafeMutableRawPointer(moving)) }
            gtk_range_set_adjustment(cast(object), moving)
            #expect(changes.count == 1, "\(String(cString: g_type_name(type))): another value")
            let same = adjustment(value: 7, lower: 0, upper: 10, step: 1, page: 2)
            defer { g_object_unref(UnsafeMutableRawPointer(same)) }
            gtk_range_set_adjustment(cast(object), same)
            #expect(changes.count == 1, "\(String(cString: g_type_name(type))): the same value")
        }
    }

    /// GObject sets the construct property `adjustment` (NULL: one of the control's own) first
    /// and holds its notification back until the object is constructed: properties given to
    /// g_object_new after it (as Python's `Cc.Knob (maximum_value=10, value=5)` gives them)
    /// must change that new adjustment, not be overwritten by it when the notification comes.
    @Test func propertiesGivenAtConstructionSurviveTheConstructTimeAdjustment() throws {
        for type in [cc_knob_get_type(), cc_circular_slider_get_type()] {
            // Called outside #require, whose expansion would keep the C strings beyond the call.
            let new = cc_object_new_dd(type, "maximum-value", 10, "value", 5)
            let object = try #require(new)
            g_object_ref_sink(object)
            defer { g_object_unref(object) }
            #expect(cc_object_get_double(object, "maximum-value") == 10)
            #expect(cc_object_get_double(object, "value") == 5)
            let adjustment = gtk_range_get_adjustment(cast(object))
            #expect(gtk_adjustment_get_upper(adjustment) == 10 && gtk_adjustment_get_value(adjustment) == 5)
        }
    }

    /// The minimum changed alone reaches the adjustment (a GtkScale sharing it would keep the
    /// old one otherwise): once leaving the value where it is, once clamping it.
    @Test func theMinimumChangedAloneReachesTheAdjustment() throws {
        for type in [cc_knob_get_type(), cc_circular_slider_get_type()] {
            let new = cc_object_new_dd(type, "maximum-value", 10, "value", 5)
            let object = try #require(new)
            g_object_ref_sink(object)
            defer { g_object_unref(object) }
            let adjustment = gtk_range_get_adjustment(cast(object))
            cc_object_set_double(object, "minimum-value", -1)
            #expect(gtk_adjustment_get_lower(adjustment) == -1 && gtk_adjustment_get_value(adjustment) == 5)
            cc_object_set_double(object, "minimum-value", 7)
            #expect(cc_object_get_double(object, "value") == 7)
            #expect(gtk_adjustment_get_lower(adjustment) == 7 && gtk_adjustment_get_value(adjustment) == 7)
        }
    }

    /// A control follows the adjustments it makes through their class
    /// (`cc_owned_adjustment_new`): none of its handlers sits on them, yet a value set on one
    /// moves it, once. Given to a second control (through a property), such an adjustment gets
    /// that one's handlers, which go when it goes, and it outlives the control that made it.
    @Test(arguments: [ControlType.knob, .circularSlider, .rangeSlider, .circularRangeSlider])
    func ownAdjustmentsCarryNoHandlerOfTheirControl(type: ControlType) throws {
        func ownAdjustments(_ widget: UnsafeMutablePointer<GtkWidget>) throws -> [UnsafeMutablePointer<GtkAdjustment>] {
            switch type {
            case .rangeSlider:
                let state = try #require(ControlState.of(widget) as? RangeSliderState)
                return [state.adjustment(of: .lower), state.adjustment(of: .upper)]
            case .circularRangeSlider:
                let state = try #require(ControlState.of(widget) as? CircularRangeSliderState)
                return [state.adjustment(of: .lower), state.adjustment(of: .upper)]
            default:
                return [gtk_range_get_adjustment(cast(widget))]
            }
        }
        let maker = type.make(), other = type.make()
        defer { g_object_unref(other) }
        let own = try ownAdjustments(maker)
        for adjustment in own {
            #expect(cc_signal_handlers_with_data(UnsafeMutableRawPointer(adjustment), maker) == 0)
            g_object_ref(UnsafeMutableRawPointer(adjustment))
        }
        defer { for adjustment in own { g_object_unref(UnsafeMutableRawPointer(adjustment)) } }
        let first = own[0]
        let changes = SignalCounter(maker)
        // Between the two handles where there are two: a handle stops at the other.
        let target = own.count == 2 ? (gtk_adjustment_get_value(own[0]) + gtk_adjustment_get_value(own[1])) / 2
            : gtk_adjustment_get_lower(first) + (gtk_adjustment_get_upper(first) - gtk_adjustment_get_lower(first)) * 0.3
        gtk_adjustment_set_value(first, target)
        #expect(changes.count == 1 && gtk_adjustment_get_value(first) == target)
        #expect(cc_object_get_double(maker, type.valueProperty) == target)
        guard type != .circularRangeSlider else { return }  // no adjustment property to share one

        cc_object_set_object(other, type == .rangeSlider ? "lower-adjustment" : "adjustment", UnsafeMutableRawPointer(first))
        #expect(cc_signal_handlers_with_data(UnsafeMutableRawPointer(first), other) > 0, "the second control follows it by handlers")
        let watch = FinalizeWatch(maker)
        g_object_run_dispose(UnsafeMutableRawPointer(maker).assumingMemoryBound(to: GObject.self))
        let otherChanges = SignalCounter(other)
        gtk_adjustment_set_value(first, gtk_adjustment_get_lower(first))  // the disposed maker is told nothing
        #expect(otherChanges.count == 1 && cc_object_get_double(maker, type.valueProperty) == target)
        g_object_unref(maker)
        #expect(watch.isFinalized)
        gtk_adjustment_set_value(first, target)
        #expect(otherChanges.count == 2)
        g_object_run_dispose(UnsafeMutableRawPointer(other).assumingMemoryBound(to: GObject.self))
        #expect(cc_signal_handlers_with_data(UnsafeMutableRawPointer(first), other) == 0)
    }

    @Test func aSharedAdjustmentOutlivesItsCircularSlider() {
        let shared = adjustment(value: 90, lower: 0, upper: 360, step: 1, page: 15)
        defer { g_object_unref(UnsafeMutableRawPointer(shared)) }
        var watch: FinalizeWatch?
        do {
            let slider = CircularSlider()
            slider.adjustment = shared
            #expect(slider.value == 90)
            watch = FinalizeWatch(slider.widget)
        }
        #expect(watch?.isFinalized == true)
        gtk_adjustment_set_value(shared, 120)  // no handler of the freed slider may run
        #expect(gtk_adjustment_get_value(shared) == 120)
    }

    @Test func gtkBuilderSetsAnAdjustment() throws {
        CustomControls.registerTypes()
        let xml = """
        <interface>
          <object class="GtkAdjustment" id="volume">
            <property name="lower">0</property>
            <property name="upper">11</property>
            <property name="value">5</property>
            <property name="step-increment">1</property>
          </object>
          <object class="CcKnob" id="knob">
            <property name="adjustment">volume</property>
          </object>
        </interface>
        """
        let builder = try #require(gtk_builder_new_from_string(xml, -1))
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let widget: UnsafeMutablePointer<GtkWidget> = try #require(cast(UnsafeMutableRawPointer(gtk_builder_get_object(builder, "knob"))))
        let knob = try #require(Knob(wrapping: widget))
        #expect(knob.maximumValue == 11 && knob.value == 5 && knob.step == 1)
    }
}
