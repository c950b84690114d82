import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct CircularSliderWidgetTests {
    @Test func propertiesHaveTheSeedsDefaults() {
        let slider = CircularSlider()
        let w = slider.widget
        #expect(cc_object_get_double(w, "value") == 0)
        #expect(cc_object_get_double(w, "minimum-value") == 0)
        #expect(cc_object_get_double(w, "maximum-value") == 360)
        #expect(cc_object_get_double(w, "line-width") == 20)
        #expect(cc_object_get_boolean(w, "show-value") != 0)
        #expect(cc_object_get_boolean(w, "continuous") != 0)
    }

    @Test func valuesSnapToWholeDegreesAndSignalOnce() {
        let slider = CircularSlider()
        let changes = SignalCounter(slider.widget)
        let notifies = SignalCounter(slider.widget, notify: "value")
        slider.value = 41.6
        slider.value = 42.2  // snaps to the same 42
        #expect(slider.value == 42 && changes.count == 1 && notifies.count == 1)
    }

    @Test func theEntryIsMadeOnlyWhenTheValueIsEditable() throws {
        let slider = CircularSlider()
        let sliderState = try state(of: slider.widget, as: CircularSliderState.self)
        #expect(sliderState.entry == nil)  // a GtkEntry is a dozen objects: not for every slider
        slider.showValue = false
        slider.editable = true
        #expect(sliderState.entry == nil)  // editable, but the value is hidden
        slider.showValue = true
        let entry = try #require(sliderState.entry)
        #expect(gtk_widget_get_visible(entry) != 0)
        slider.value = 42  // a shown entry follows the value
        #expect(String(cString: gtk_editable_get_text(OpaquePointer(entry))) == "42°")
    }

    @Test func theEntryGoesWithItsSlider() throws {
        var watches: [FinalizeWatch] = []
        do {
            let slider = CircularSlider()
            slider.editable = true
            let entry = try #require(try state(of: slider.widget, as: CircularSliderState.self).entry)
            watches = [FinalizeWatch(slider.widget), FinalizeWatch(entry)]
        }
        #expect(watches.count == 2 && watches.allSatisfy { $0.isFinalized })
    }

    @Test func theStepIsTheGridTheValueSnapsTo() {
        let slider = CircularSlider()
        slider.maximumValue = 1
        #expect(slider.value == 0)
        slider.value = 0.42
        #expect(slider.value == 0)  // whole degrees by default: 0.42 snaps to 0
        let changes = SignalCounter(slider.widget)
        slider.step = 0.01
        slider.value = 0.42
        #expect(abs(slider.value - 0.42) < 1e-12 && changes.count == 1)
        slider.step = 0.25  // a new step snaps the value, and says so once
        #expect(slider.value == 0.5 && changes.count == 2)
        slider.step = 0
        slider.value = 0.123
        #expect(slider.value == 0.123)  // no step: continuous
    }

    /// The adjustment's step increment is the step, so it is the grid too; the value snapped
    /// to it is the control's, and the adjustment keeps what it was given.
    @Test func theAdjustmentsStepIsTheGridTheValueSnapsTo() {
        let slider = CircularSlider()
        let adjustment = gtk_adjustment_new(0, 0, 1, 0.25, 0.5, 0)!
        slider.adjustment = adjustment
        #expect(slider.step == 0.25)
        gtk_adjustment_set_value(adjustment, 0.4)
        #expect(slider.value == 0.5)
        #expect(gtk_adjustment_get_value(adjustment) == 0.4)
        gtk_adjustment_set_step_increment(adjustment, 0.1)
        #expect(slider.step == 0.1)
        gtk_adjustment_set_value(adjustment, 0.33)
        #expect(abs(slider.value - 0.3) < 1e-12)
    }

    @Test func aGiantCircularSliderIsDrawnWithoutImages() throws {
        let slider = CircularSlider()
        slider.value = 90
        let sliderState = try state(of: slider.widget, as: CircularSliderState.self)
        let side = 2100.0  // over Raster.maximumPixels
        let surface = GoldenImages.render(sliderState, size: Size(width: side, height: side), scale: 1)
        defer { cairo_surface_destroy(surface) }
        let geometry = CircularSliderGeometry(size: Size(width: side, height: side), lineWidth: 20)
        let background = GoldenImages.pixel(surface, x: 5, y: 5)
        // The ring at 6 o'clock (bare) and the arc at 45° up (lit) are both there.
        let ring = geometry.center.offset(atAngle: .pi / 2, distance: geometry.radius)
        let arc = geometry.center.offset(atAngle: -.pi / 4, distance: geometry.radius)
        #expect(GoldenImages.pixel(surface, x: Int(ring.x), y: Int(ring.y)) != background)
        #expect(GoldenImages.pixel(surface, x: Int(arc.x), y: Int(arc.y)) != background)
        #expect(GoldenImages.pixel(surface, x: Int(arc.x), y: Int(arc.y)) != GoldenImages.pixel(surface, x: Int(ring.x), y: Int(ring.y)))
    }

    @Test func showValueAndLineWidthNotifyOnce() {
        let slider = CircularSlider()
        let show = SignalCounter(slider.widget, notify: "show-value")
        let width = SignalCounter(slider.widget, notify: "line-width")
        slider.showValue = false
        slider.showValue = false
        slider.lineWidth = 12
        slider.lineWidth = 12
        #expect(show.count == 1 && width.count == 1)
        let warnings = WarningCapture.warnings { cc_object_set_double(slider.widget, "line-width", .infinity) }
        #expect(warnings.count == 1 && warnings[0].contains("CcCircularSlider") && warnings[0].contains("line-width"))
        #expect(slider.lineWidth == 12)
    }

    @Test(arguments: [true, false])
    func dragsFollowThePointerAndHoldAtTheSeam(continuous: Bool) throws {
        let slider = CircularSlider()
        slider.continuous = continuous
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        let changes = SignalCounter(slider.widget)
        var drag = try GestureDriver(try state(of: slider.widget, as: CircularSliderState.self))
        drag.press(100, 20)  // 12 o'clock
        #expect(slider.value == 90)
        drag.move(20, 100)  // 9 o'clock
        #expect(slider.value == 180)
        drag.move(100, 180)  // 6 o'clock
        drag.move(170, 110)  // just below 3 o'clock: nearly a full turn
        #expect(slider.value > 340)
        drag.move(170, 90)  // across the seam: holds 360 instead of jumping to 0
        #expect(slider.value == 360)
        drag.release(170, 90)
        #expect(changes.count == (continuous ? 5 : 1))
    }

    @Test func theExactCentreChangesNothing() throws {
        let slider = CircularSlider()
        slider.value = 30
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        let changes = SignalCounter(slider.widget)
        var drag = try GestureDriver(try state(of: slider.widget, as: CircularSliderState.self))
        drag.press(100, 100)
        drag.move(100, 100)
        drag.release(100, 100)
        #expect(slider.value == 30 && changes.count == 0)
    }

    @Test func accessibleValueTextReadsDegrees() throws {
        let slider = CircularSlider()
        slider.value = 42
        let failure = cc_test_accessible_check_string(slider.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "42°")
        #expect(failure == nil, "\(failure.map { String(cString: $0) } ?? "")")
        let now = cc_test_accessible_check_double(slider.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 42)
        #expect(now == nil)
    }

    @Test func accessibleTextIsTheNewValueAtOnceDuringAnAnimation() throws {
        let slider = CircularSlider()
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        slider.setValue(300, animated: true)
        #expect(try state(of: slider.widget, as: CircularSliderState.self).isAnimating)
        let failure = cc_test_accessible_check_string(slider.widget.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "300°")
        #expect(failure == nil, "\(failure.map { String(cString: $0) } ?? "")")
    }

    /// The seed's lighting: a faint white line just inside each edge of the ring, along the
    /// active arc only; `show-lighting` off leaves the ring's edges dark.
    @Test(arguments: [1.0, 2.0])
    func theRingsEdgesCatchTheLightAlongTheActiveArc(scale: Double) throws {
        let side = 220.0
        func render(lighting: Bool) throws -> OpaquePointer {
            let slider = CircularSlider()
            slider.value = 180  // the active arc over the top half, counter-clockwise from 3 o'clock
            slider.showLighting = lighting
            return GoldenImages.render(try state(of: slider.widget), size: Size(width: side, height: side), scale: scale)
        }
        let lit = try render(lighting: true), plain = try render(lighting: false)
        defer {
            cairo_surface_destroy(lit)
            cairo_surface_destroy(plain)
        }
        GoldenImages.check(lit, named: "circular-lighting-\(Int(side))-x\(Int(scale))")
        let geometry = CircularSliderGeometry(size: Size(width: side, height: side), lineWidth: 20)
        let pixel = 1 / scale
        func brightness(_ surface: OpaquePointer, angle: Double, radius: Double) -> Int {
            let point = geometry.center.offset(atAngle: angle, distance: radius)
            let argb = GoldenImages.pixel(surface, x: Int(point.x * scale), y: Int(point.y * scale))
            return Int(argb >> 16 & 0xff) + Int(argb >> 8 & 0xff) + Int(argb & 0xff)
        }
        for edge in [geometry.radius + geometry.ringWidth / 2 - pixel / 2, geometry.radius - geometry.ringWidth / 2 + pixel / 2] {
            // At the top (screen angle −π/2: inside the active arc) the edge is lighter …
            #expect(brightness(lit, angle: -.pi / 2, radius: edge) > brightness(plain, angle: -.pi / 2, radius: edge) + 20,
                    "radius \(edge): no light on the ring's edge along the active arc")
            // … and at the bottom (outside it) the same.
            #expect(brightness(lit, angle: .pi / 2, radius: edge) == brightness(plain, angle: .pi / 2, radius: edge),
                    "radius \(edge): light on the ring's edge outside the active arc")
        }
    }

    @Test(arguments: [(96.0, 1.0), (96.0, 2.0), (220.0, 1.0), (220.0, 2.0)])
    func goldenImages(side: Double, scale: Double) throws {
        for (value, tint) in [(0.0, nil), (90.0, nil), (250.0, RGBA(red: 0.9, green: 0.35, blue: 0.1)), (360.0, nil)] as [(Double, RGBA?)] {
            let slider = CircularSlider()
            slider.value = value
            slider.tintColor = tint
            if side < 100 { slider.lineWidth = 10 }
            let surface = GoldenImages.render(try state(of: slider.widget), size: Size(width: side, height: side), scale: scale)
            defer { cairo_surface_destroy(surface) }
            GoldenImages.check(surface, named: "circular-\(Int(side))-x\(Int(scale))-\(Int(value))-\(tint == nil ? "theme" : "tint")")
        }
    }
}
