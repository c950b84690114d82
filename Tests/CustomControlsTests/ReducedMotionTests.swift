import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// GTK 4.22's `gtk-interface-reduced-motion`: asking for less motion makes an animated change
/// settle at once, on every control (they share the animation), and asking for none again
/// brings the animation back. The setting is GtkSettings', so each test puts it back.
@MainActor
@Suite(.serialized, .gtk, .enabled(if: gtk_get_minor_version() >= 22, "gtk-interface-reduced-motion came with GTK 4.22"))
struct ReducedMotionTests {
    /// GtkReducedMotion's members.
    static let noPreference: Int32 = 0, reduce: Int32 = 1

    @Test func aKnobSettlesAtOnceUnderReducedMotionAndAnimatesWithout() throws {
        let knob = Knob()
        let host = try HostWindow(knob.widget, width: 120, height: 120)
        defer { host.close() }
        let knobState = try state(of: knob.widget, as: KnobState.self)
        let settings = UnsafeMutableRawPointer(try #require(gtk_widget_get_settings(knob.widget)))
        defer { cc_object_set_int(settings, "gtk-interface-reduced-motion", Self.noPreference) }
        let changes = SignalCounter(knob.widget)

        cc_object_set_int(settings, "gtk-interface-reduced-motion", Self.reduce)
        knob.setValue(0.9, animated: true)
        #expect(!knobState.isAnimating && knobState.displayedValue == 0.9)
        #expect(knob.value == 0.9 && changes.count == 1)

        cc_object_set_int(settings, "gtk-interface-reduced-motion", Self.noPreference)
        knob.setValue(0.1, animated: true)
        #expect(knobState.isAnimating && knobState.displayedValue > 0.1)
        #expect(GTK.iterate(until: { !knobState.isAnimating }, timeout: 10))
        #expect(knobState.displayedValue == 0.1 && changes.count == 2)
    }

    @Test func aRangeSliderSettlesAtOnceUnderReducedMotion() throws {
        let slider = RangeSlider()
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let sliderState = try state(of: slider.widget, as: RangeSliderState.self)
        let settings = UnsafeMutableRawPointer(try #require(gtk_widget_get_settings(slider.widget)))
        defer { cc_object_set_int(settings, "gtk-interface-reduced-motion", Self.noPreference) }
        cc_object_set_int(settings, "gtk-interface-reduced-motion", Self.reduce)
        slider.setValues(lower: 0.5, upper: 0.6, animated: true)
        #expect(!sliderState.isAnimating)
        #expect(sliderState.displayedValue == ValuePair(lower: 0.5, upper: 0.6))
    }

    /// A change of the setting reaches an animation already running: it ends on the next
    /// frame, at the value, as when animations are switched off.
    @Test func askingForLessMotionEndsARunningAnimation() throws {
        let slider = CircularSlider()
        let host = try HostWindow(slider.widget, width: 120, height: 120)
        defer { host.close() }
        let sliderState = try state(of: slider.widget, as: CircularSliderState.self)
        let settings = UnsafeMutableRawPointer(try #require(gtk_widget_get_settings(slider.widget)))
        defer { cc_object_set_int(settings, "gtk-interface-reduced-motion", Self.noPreference) }
        slider.setValue(200, animated: true)
        #expect(sliderState.isAnimating)
        cc_object_set_int(settings, "gtk-interface-reduced-motion", Self.reduce)
        #expect(GTK.iterate(until: { !sliderState.isAnimating }, timeout: 0.5))
        #expect(sliderState.displayedValue == 200)
    }
}
