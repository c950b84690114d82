import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct RangeSliderWidgetTests {
    @Test func propertiesHaveTheSeedsDefaults() {
        let slider = RangeSlider()
        let w = slider.widget
        #expect(cc_object_get_double(w, "minimum-value") == 0)
        #expect(cc_object_get_double(w, "maximum-value") == 1)
        #expect(cc_object_get_double(w, "lower-value") == 0.2)
        #expect(cc_object_get_double(w, "upper-value") == 0.8)
        #expect(cc_object_get_double(w, "curvaceousness") == 1)
        #expect(cc_object_get_boolean(w, "continuous") != 0)
        for color in ["track-color", "track-highlight-color", "thumb-color", "knob-color", "tint-color"] {
            #expect(cc_object_dup_rgba(w, color) == nil)
        }
    }

    @Test func settingOneValuePastTheOtherMovesItAlongWithOneSignal() {
        let slider = RangeSlider()
        let changes = SignalCounter(slider.widget)
        let lower = SignalCounter(slider.widget, notify: "lower-value")
        let upper = SignalCounter(slider.widget, notify: "upper-value")
        slider.lowerValue = 0.9
        #expect(slider.lowerValue == 0.9 && slider.upperValue == 0.9)
        #expect(changes.count == 1 && lower.count == 1 && upper.count == 1)
        slider.setValues(lower: 0.1, upper: 0.3)
        slider.setValues(lower: 0.1, upper: 0.3)
        #expect(changes.count == 2 && lower.count == 2 && upper.count == 2)
    }

    @Test func colourPropertiesNotifyOnceAndAcceptNull() {
        let slider = RangeSlider()
        let notifies = SignalCounter(slider.widget, notify: "track-highlight-color")
        var red = GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1)
        cc_object_set_rgba(slider.widget, "track-highlight-color", &red)
        cc_object_set_rgba(slider.widget, "track-highlight-color", &red)
        #expect(slider.trackHighlightColor == RGBA(red: 1, green: 0, blue: 0))
        cc_object_set_rgba(slider.widget, "track-highlight-color", nil)
        #expect(slider.trackHighlightColor == nil)
        #expect(notifies.count == 2)
    }

    @Test func curvaceousnessClampsAndRejectsNaN() {
        let slider = RangeSlider()
        slider.curvaceousness = 3
        #expect(slider.curvaceousness == 1)
        slider.curvaceousness = -1
        #expect(slider.curvaceousness == 0)
        let warnings = WarningCapture.warnings { slider.curvaceousness = .nan }
        #expect(warnings.count == 1 && warnings[0].contains("CcRangeSlider") && warnings[0].contains("curvaceousness"))
        #expect(slider.curvaceousness == 0)
    }

    @Test func minimumAboveMaximumFollowsTheCoreRule() {
        let slider = RangeSlider()
        let changes = SignalCounter(slider.widget)
        slider.minimumValue = 5
        #expect(slider.maximumValue == 5 && slider.lowerValue == 5 && slider.upperValue == 5)
        #expect(changes.count == 1)
    }

    // A 300x30 slider: thumbs 30 wide, usable length 270; lower at x 69, upper at x 231.

    @Test(arguments: [true, false])
    func draggingAThumbThroughTheRealGesture(continuous: Bool) throws {
        let slider = RangeSlider()
        slider.continuous = continuous
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let changes = SignalCounter(slider.widget)
        var drag = try GestureDriver(try state(of: slider.widget, as: RangeSliderState.self))
        drag.press(75, 15)  // on the lower thumb, off its centre: no jump
        #expect(slider.lowerValue == 0.2 && changes.count == 0)
        #expect(gtk_widget_has_css_class(slider.widget, "dragging") != 0)
        drag.move(75 + 27, 15)
        #expect(abs(slider.lowerValue - 0.3) < 1e-12)
        drag.move(75 + 27, 400)  // vertical travel and leaving the widget change nothing
        drag.move(900, 15)  // stops at the upper thumb
        #expect(slider.lowerValue == 0.8 && slider.upperValue == 0.8)
        drag.release(900, 15)
        #expect(changes.count == (continuous ? 2 : 1))
        #expect(gtk_widget_has_css_class(slider.widget, "dragging") == 0)
    }

    @Test func withoutWarpingAPressOffTheThumbsDoesNothing() throws {
        let slider = RangeSlider()
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let changes = SignalCounter(slider.widget)
        var drag = try GestureDriver(try state(of: slider.widget, as: RangeSliderState.self))
        withPrimaryButtonWarps(false) {
            drag.press(30, 15)  // left of the lower thumb (69 ± 15)
            drag.move(250, 15)
            drag.release(250, 15)
        }
        #expect(slider.lowerValue == 0.2 && slider.upperValue == 0.8 && changes.count == 0)
        #expect(gtk_widget_has_css_class(slider.widget, "dragging") == 0)
    }

    @Test func aClickOffTheThumbsTakesTheNearerThumbThereAsGtkRangeDoes() throws {
        let slider = RangeSlider()
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let changes = SignalCounter(slider.widget)
        var drag = try GestureDriver(try state(of: slider.widget, as: RangeSliderState.self))
        drag.press(42, 15)  // left of the lower thumb (69 ± 15): fraction (42 - 15) / 270 = 0.1
        drag.release(42, 15)
        #expect(abs(slider.lowerValue - 0.1) < 1e-12 && slider.upperValue == 0.8 && changes.count == 1)
    }

    @Test func overlappingThumbsAreSeparatedByTheFirstMovement() throws {
        let slider = RangeSlider()
        slider.setValues(lower: 1, upper: 1)
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: slider.widget, as: RangeSliderState.self))
        drag.press(285, 15)
        drag.move(295, 15)  // towards the end: nothing can move yet
        drag.move(258, 15)  // back: the lower thumb comes away
        drag.release(258, 15)
        #expect(abs(slider.lowerValue - 0.9) < 1e-12 && slider.upperValue == 1)
    }

    @Test func animatedSetValuesGlidesAndSignalsOnce() throws {
        let slider = RangeSlider()
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let sliderState = try state(of: slider.widget, as: RangeSliderState.self)
        let changes = SignalCounter(slider.widget)
        slider.setValues(lower: 0.5, upper: 0.6, animated: true)
        #expect(slider.lowerValue == 0.5 && slider.upperValue == 0.6 && changes.count == 1)
        #expect(sliderState.isAnimating)
        #expect(GTK.iterate(until: { !sliderState.isAnimating }, timeout: 10))
        #expect(sliderState.displayedValue == ValuePair(lower: 0.5, upper: 0.6) && changes.count == 1)
    }

    @Test func aPressThatMissesTheThumbsLeavesAnAnimationRunning() throws {
        let slider = RangeSlider()
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let sliderState = try state(of: slider.widget, as: RangeSliderState.self)
        slider.setValues(lower: 0.1, upper: 0.9, animated: true)
        var drag = try GestureDriver(sliderState)
        withPrimaryButtonWarps(false) {
            drag.press(5, 15)  // outside the thumbs (at 42 and 258) and the range: no drag starts
            #expect(sliderState.isAnimating)
            drag.release(5, 15)
        }
    }

    @Test(arguments: [(160.0, 24.0, 1.0), (160.0, 24.0, 2.0), (320.0, 40.0, 1.0), (320.0, 40.0, 2.0)])
    func goldenImages(width: Double, height: Double, scale: Double) throws {
        let variants: [(lower: Double, upper: Double, tint: RGBA?, curvaceousness: Double)] = [
            (0.2, 0.8, nil, 1), (0, 0.35, nil, 0.4), (0.5, 0.5, RGBA(red: 0.9, green: 0.35, blue: 0.1), 1), (0.6, 1, RGBA(red: 0.1, green: 0.6, blue: 0.3), 0),
        ]
        for variant in variants {
            let slider = RangeSlider()
            slider.setValues(lower: variant.lower, upper: variant.upper)
            slider.tintColor = variant.tint
            slider.curvaceousness = variant.curvaceousness
            let surface = GoldenImages.render(try state(of: slider.widget), size: Size(width: width, height: height), scale: scale)
            defer { cairo_surface_destroy(surface) }
            let name = "range-\(Int(width))-x\(Int(scale))-\(Int(variant.lower * 100))-\(Int(variant.upper * 100))-\(variant.tint == nil ? "theme" : "tint")"
            GoldenImages.check(surface, named: name)
        }
    }

    /// Letting go of a dragged thumb redraws the slider (the thumb no longer drawn pressed) in
    /// the next frames, and the picture then is the one of a slider never pressed.
    @Test func releasingADraggedThumbRedrawsItUnpressed() throws {
        let slider = RangeSlider()
        slider.setValues(lower: 0.2, upper: 0.7)
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let sliderState = try state(of: slider.widget, as: RangeSliderState.self)
        let probe = RedrawProbe(slider.widget)
        defer { probe.stop() }
        var drag = try GestureDriver(sliderState)
        drag.press(69, 15)
        drag.move(96, 15)
        #expect(probe.settle())
        let pressed = Drawing.pixels(of: slider.widget)
        drag.release(96, 15)
        #expect(probe.redrawn(), "no redraw after the release")
        let released = Drawing.pixels(of: slider.widget)
        #expect(released != pressed, "the thumb still looks pressed")

        let untouched = RangeSlider()
        untouched.setValues(lower: slider.lowerValue, upper: slider.upperValue)
        let other = try HostWindow(untouched.widget, width: 300, height: 30)
        defer { other.close() }
        #expect(Drawing.pixels(of: untouched.widget) == released, "the released slider looks unlike one never pressed")
    }

    /// What only some states draw, in golden images: the focus ring round a thumb focused from
    /// the keyboard, and the value labels above the thumbs while one is dragged (drawn above the
    /// widget, so the picture takes in 20 px over it).
    @Test(arguments: [1.0, 2.0])
    func goldenImagesOfAFocusedThumbAndOfTheLabelsWhileDragging(scale: Double) throws {
        let slider = RangeSlider()
        slider.setValues(lower: 0.2, upper: 0.7)
        slider.showLabels = true
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let sliderState = try state(of: slider.widget, as: RangeSliderState.self)
        gtk_widget_grab_focus(sliderState.thumbWidget(.upper))
        gtk_window_set_focus_visible(cast(host.window), 1)  // as after a Tab
        GTK.spin(0.05)
        let focused = GoldenImages.render(sliderState, size: Size(width: 300, height: 30), scale: scale)
        defer { cairo_surface_destroy(focused) }
        GoldenImages.check(focused, named: "range-300-x\(Int(scale))-focus-upper")

        gtk_window_set_focus_visible(cast(host.window), 0)  // as after a click
        var drag = try GestureDriver(sliderState)
        drag.press(69, 15)  // the lower thumb, at 15 + 270 × 0.2
        drag.move(96, 15)
        let dragging = GoldenImages.render(sliderState, size: Size(width: 300, height: 30), scale: scale, above: 20)
        defer { cairo_surface_destroy(dragging) }
        // GTK 4.8's old GL renderer draws the label, above the widget, about a pixel off the
        // reference in either form (234 of 15,000 pixels at scale 1), where cairo and the GPU
        // renderers of 4.18 and 4.24 match it: not checked there (a question left for #53).
        if !(GoldenImages.usesGL && gtk_get_minor_version() < 14) {
            GoldenImages.check(dragging, named: "range-300-x\(Int(scale))-dragging-labels")
        }
        drag.release(96, 15)
    }
}
