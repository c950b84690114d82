import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct KnobWidgetTests {
    @Test func propertiesHaveTheSeedsDefaults() {
        let knob = Knob()
        let w = knob.widget
        #expect(cc_object_get_double(w, "value") == 0)
        #expect(cc_object_get_double(w, "minimum-value") == 0)
        #expect(cc_object_get_double(w, "maximum-value") == 1)
        #expect(cc_object_get_boolean(w, "continuous") != 0)
        #expect(cc_object_get_double(w, "start-angle") == -11 * .pi / 8)
        #expect(cc_object_get_double(w, "end-angle") == 3 * .pi / 8)
        #expect(cc_object_get_double(w, "line-width") == 2)
        #expect(cc_object_get_double(w, "pointer-length") == 6)
        #expect(cc_object_dup_rgba(w, "tint-color") == nil)
    }

    @Test func oneNotifyAndOneSignalPerRealChangeNoneWhenUnchanged() {
        let knob = Knob()
        let changes = SignalCounter(knob.widget)
        let notifies = SignalCounter(knob.widget, notify: "value")
        cc_object_set_double(knob.widget, "value", 0.4)
        cc_object_set_double(knob.widget, "value", 0.4)
        knob.value = 0.4
        #expect(knob.value == 0.4)
        #expect(changes.count == 1 && notifies.count == 1)
        knob.value = 7  // clamps to 1
        #expect(knob.value == 1 && changes.count == 2 && notifies.count == 2)
    }

    @Test func boundsClampTheValueAndNotifyEachChangedProperty() {
        let knob = Knob()
        knob.value = 0.5
        let changes = SignalCounter(knob.widget)
        let value = SignalCounter(knob.widget, notify: "value")
        let minimum = SignalCounter(knob.widget, notify: "minimum-value")
        let maximum = SignalCounter(knob.widget, notify: "maximum-value")
        knob.minimumValue = 3  // above the maximum: the maximum follows, the value clamps
        #expect(knob.minimumValue == 3 && knob.maximumValue == 3 && knob.value == 3)
        #expect(value.count == 1 && minimum.count == 1 && maximum.count == 1 && changes.count == 1)
    }

    @Test func nonFiniteInputIsRejectedWithOneWarningNamingControlPropertyAndValue() {
        let knob = Knob()
        knob.value = 0.3
        let changes = SignalCounter(knob.widget)
        let notifies = SignalCounter(knob.widget, notify: "value")
        let warnings = WarningCapture.warnings {
            cc_object_set_double(knob.widget, "value", .nan)
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("CcKnob") == true)
        #expect(warnings.first?.contains("'value'") == true)
        #expect(warnings.first?.contains("nan") == true)
        let more = WarningCapture.warnings {
            knob.maximumValue = .infinity
            knob.lineWidth = -.infinity
            knob.startAngle = .nan
        }
        #expect(more.count == 3)
        #expect(more.filter { $0.hasPrefix("CcKnob:") }.count == 3)
        #expect(knob.value == 0.3 && knob.maximumValue == 1 && knob.lineWidth == 2)
        #expect(changes.count == 0 && notifies.count == 0)
    }

    @Test func negativeSizesClampToZero() {
        let knob = Knob()
        knob.lineWidth = -4
        knob.pointerLength = -1
        #expect(knob.lineWidth == 0 && knob.pointerLength == 0)
    }

    @Test(arguments: [true, false])
    func dragsThroughTheRealGestureFollowThePointer(continuous: Bool) throws {
        let knob = Knob()
        knob.continuous = continuous
        let host = try HostWindow(knob.widget, width: 200, height: 200)
        defer { host.close() }
        let changes = SignalCounter(knob.widget)
        var drag = try GestureDriver(try state(of: knob.widget, as: KnobState.self))
        drag.press(100, 10)  // straight up: the middle of the arc
        #expect(abs(knob.value - 0.5) < 1e-9)
        #expect(gtk_widget_has_css_class(knob.widget, "dragging") != 0)
        drag.move(190, 100)  // 3 o'clock
        drag.move(190, 100)  // no change
        drag.move(90, 190)  // through the end into the gap, past its middle: holds the end
        #expect(knob.value == 1)
        drag.release(100, 190)
        #expect(gtk_widget_has_css_class(knob.widget, "dragging") == 0)
        #expect(changes.count == (continuous ? 3 : 1))
    }

    /// GTK cancels the gesture when something else takes the pointer: the value reached stays,
    /// and a non-continuous knob still reports it, once (Escape is what puts it back).
    @Test(arguments: [true, false])
    func aCancelledGestureKeepsTheValueReached(continuous: Bool) throws {
        let knob = Knob()
        knob.continuous = continuous
        knob.value = 0.25
        let host = try HostWindow(knob.widget, width: 200, height: 200)
        defer { host.close() }
        let changes = SignalCounter(knob.widget)
        var drag = try GestureDriver(try state(of: knob.widget, as: KnobState.self))
        drag.press(100, 10)
        drag.move(190, 100)
        let reached = knob.value
        let ends = SignalCounter(knob.widget, signal: "drag-end")
        drag.cancel()
        drag.release(190, 100)  // GTK emits drag-end after cancel; it must change nothing
        #expect(knob.value == reached && reached != 0.25)
        #expect(changes.count == (continuous ? 2 : 1) && ends.count == 1)
        #expect(gtk_widget_has_css_class(knob.widget, "dragging") == 0)
    }

    @Test func animatedChangesSetThePropertyAtOnceAndSignalOnce() throws {
        let knob = Knob()
        let host = try HostWindow(knob.widget, width: 120, height: 120)
        defer { host.close() }
        let knobState = try state(of: knob.widget, as: KnobState.self)
        let changes = SignalCounter(knob.widget)
        knob.setValue(0.9, animated: true)
        #expect(knob.value == 0.9 && changes.count == 1)
        #expect(knobState.isAnimating)
        #expect(knobState.displayedValue < 0.9)
        #expect(GTK.iterate(until: { !knobState.isAnimating }, timeout: 10))
        #expect(knobState.displayedValue == 0.9)
        #expect(changes.count == 1)
    }

    @Test func noAnimationWhenTheDesktopTurnsAnimationsOff() throws {
        let knob = Knob()
        let host = try HostWindow(knob.widget, width: 120, height: 120)
        defer { host.close() }
        let settings = UnsafeMutableRawPointer(try #require(gtk_widget_get_settings(knob.widget)))
        cc_object_set_boolean(settings, "gtk-enable-animations", 0)
        defer { cc_object_set_boolean(settings, "gtk-enable-animations", 1) }
        knob.setValue(0.9, animated: true)
        let knobState = try state(of: knob.widget, as: KnobState.self)
        #expect(!knobState.isAnimating && knobState.displayedValue == 0.9)
    }

    /// The setting is read on every change and frame (kept on the settings, refreshed by its
    /// notify): switched back on, it animates again.
    @Test func animationsTurnedBackOnAnimateAgain() throws {
        let knob = Knob()
        let host = try HostWindow(knob.widget, width: 120, height: 120)
        defer { host.close() }
        let knobState = try state(of: knob.widget, as: KnobState.self)
        let settings = UnsafeMutableRawPointer(try #require(gtk_widget_get_settings(knob.widget)))
        defer { cc_object_set_boolean(settings, "gtk-enable-animations", 1) }
        cc_object_set_boolean(settings, "gtk-enable-animations", 0)
        knob.setValue(0.9, animated: true)
        #expect(!knobState.isAnimating && knobState.displayedValue == 0.9)
        cc_object_set_boolean(settings, "gtk-enable-animations", 1)
        knob.setValue(0.1, animated: true)
        #expect(knobState.isAnimating && knobState.displayedValue > 0.1)
        #expect(GTK.iterate(until: { !knobState.isAnimating }, timeout: 10))
        #expect(knobState.displayedValue == 0.1)
    }

    @Test func aChangeDuringADragDoesNotAnimateOverThePointer() throws {
        let knob = Knob()
        let host = try HostWindow(knob.widget, width: 200, height: 200)
        defer { host.close() }
        let knobState = try state(of: knob.widget, as: KnobState.self)
        var drag = try GestureDriver(knobState)
        drag.press(100, 10)
        knob.setValue(0.9, animated: true)
        #expect(!knobState.isAnimating && knobState.displayedValue == 0.9)
        drag.move(10, 100)
        #expect(knobState.displayedValue == knob.value)
        drag.release(10, 100)
    }

    @Test func aColourReadAndSetBackNotifiesNothing() {
        let knob = Knob()
        knob.tintColor = RGBA(red: 0.9, green: 0.1, blue: 1 / 3)
        let notifies = SignalCounter(knob.widget, notify: "tint-color")
        let color = cc_object_dup_rgba(knob.widget, "tint-color")
        defer { gdk_rgba_free(color) }
        cc_object_set_rgba(knob.widget, "tint-color", color)
        #expect(notifies.count == 0)
        #expect(knob.tintColor == RGBA(red: 0.9, green: 0.1, blue: 1 / 3))
    }

    @Test func noAnimationWhileUnmapped() throws {
        let knob = Knob()
        knob.setValue(0.9, animated: true)
        let knobState = try state(of: knob.widget, as: KnobState.self)
        #expect(!knobState.isAnimating && knobState.displayedValue == 0.9)
    }

    @Test func theTrackIsDrawnOnceUntilItsLookChanges() throws {
        let knob = Knob()
        let knobState = try state(of: knob.widget, as: KnobState.self)
        let size = Size(width: 100, height: 100)
        var images: [Raster] = []
        for value in [0.1, 0.5, 0.9] {
            knob.value = value
            cairo_surface_destroy(GoldenImages.render(knobState, size: size, scale: 1))
            images.append(try #require(knobState.painter.trackRaster))
        }
        // One image all along: a new value draws no new track.
        #expect(images[1] === images[0] && images[2] === images[0])
        knob.tintColor = RGBA(red: 1, green: 0, blue: 0)
        cairo_surface_destroy(GoldenImages.render(knobState, size: size, scale: 1))
        let red = try #require(knobState.painter.trackRaster)
        #expect(red !== images[0])
        cairo_surface_destroy(GoldenImages.render(knobState, size: Size(width: 80, height: 80), scale: 1))
        let smaller = try #require(knobState.painter.trackRaster)
        #expect(smaller !== red && smaller.size == Size(width: 80, height: 80))
    }

    @Test func knobsThatLookAlikeShareOneTrackImage() throws {
        let first = Knob(), second = Knob(), red = Knob()
        red.tintColor = RGBA(red: 1, green: 0, blue: 0)
        let states = try [first, second, red].map { try state(of: $0.widget, as: KnobState.self) }
        for knobState in states { cairo_surface_destroy(GoldenImages.render(knobState, size: Size(width: 90, height: 90), scale: 1)) }
        let images = states.map { $0.painter.trackRaster }
        // The second knob found the first one's image in the shared cache: it drew none.
        #expect(images[0] != nil && images[0] === images[1])
        #expect(images[2] != nil && images[2] !== images[0])
        // An image is drawn at the scale it is shown at.
        cairo_surface_destroy(GoldenImages.render(states[0], size: Size(width: 90, height: 90), scale: 2))
        #expect(states[0].painter.trackRaster?.scale == 2 && states[0].painter.trackRaster !== images[1])
    }

    @Test func aGiantKnobIsDrawnWithoutImages() throws {
        let knob = Knob()
        let knobState = try state(of: knob.widget, as: KnobState.self)
        let side = 2100.0  // over Raster.maximumPixels: an image would cost 17 MB
        let surface = GoldenImages.render(knobState, size: Size(width: side, height: side), scale: 1)
        defer { cairo_surface_destroy(surface) }
        #expect(knobState.painter.trackRaster == nil)
        // The track's start, low on the left, is drawn all the same.
        let geometry = KnobGeometry(size: Size(width: side, height: side), lineWidth: 2, pointerLength: 6)
        let start = geometry.point(atAngle: -11 * .pi / 8 + 0.05, radius: geometry.trackRadius)
        #expect(GoldenImages.pixel(surface, x: Int(start.x), y: Int(start.y)) != GoldenImages.pixel(surface, x: 5, y: 5))
    }

    @Test(arguments: [1.0, 2.0])
    func goldenImagesOfABipolarKnobWithItsValue(scale: Double) throws {
        let knob = Knob()
        knob.minimumValue = -1
        knob.maximumValue = 1
        knob.value = 0.5
        knob.showFill = true  // a pan knob, filled from its centre
        knob.showValue = true
        knob.lineWidth = 5
        let surface = GoldenImages.render(try state(of: knob.widget), size: Size(width: 120, height: 120), scale: scale)
        defer { cairo_surface_destroy(surface) }
        GoldenImages.check(surface, named: "knob-bipolar-120-x\(Int(scale))")
    }

    /// A knob's cap, 64 px square: a grey disc with a white mark at the top, as a texture.
    static func capTexture() -> OpaquePointer {
        GoldenImages.texture(side: 64) { cairo in
            cairo_arc(cairo, 32, 32, 30, 0, 2 * .pi)
            cairo_set_source_rgb(cairo, 0.35, 0.35, 0.38)
            cairo_fill(cairo)
            cairo_rectangle(cairo, 29, 4, 6, 20)
            cairo_set_source_rgb(cairo, 1, 1, 1)
            cairo_fill(cairo)
        }
    }

    @Test(arguments: [1.0, 2.0])
    func goldenImagesOfAKnobWithAPointerImage(scale: Double) throws {
        let knob = Knob()
        let cap = Self.capTexture()
        defer { g_object_unref(UnsafeMutableRawPointer(cap)) }
        knob.pointerPaintable = cap
        knob.value = 0.75  // the cap's mark turned right of the top, by an eighth of the arc's span
        knob.lineWidth = 4
        let surface = GoldenImages.render(try state(of: knob.widget), size: Size(width: 100, height: 100), scale: scale)
        defer { cairo_surface_destroy(surface) }
        GoldenImages.check(surface, named: "knob-pointer-image-100-x\(Int(scale))")
        // The mark is where the line pointer would point (3/4 of the way from −11π/8 to 3π/8:
        // −π/16, just above 3 o'clock); no line reaches the edge there.
        let geometry = KnobGeometry(size: Size(width: 100, height: 100), lineWidth: 4, pointerLength: 6)
        let angle = -Double.pi / 16
        let mark = geometry.point(atAngle: angle, radius: geometry.capRadius * 0.6)
        let markPixel = GoldenImages.pixel(surface, x: Int(mark.x * scale), y: Int(mark.y * scale))
        #expect(markPixel & 0xff_ff_ff == 0xff_ff_ff, "the cap's white mark at the value's angle: \(String(markPixel, radix: 16))")
        let edge = geometry.point(atAngle: angle, radius: 49)
        #expect(GoldenImages.pixel(surface, x: Int(edge.x * scale), y: Int(edge.y * scale)) == GoldenImages.pixel(surface, x: 1, y: 1))
    }

    @Test func aPointerPaintableRedrawsTheKnobAndIsReleasedWithIt() throws {
        // A paintable whose contents can change (a texture's cannot): a widget's picture.
        let cap = gtk_widget_paintable_new(nil)!
        let capWatch = FinalizeWatch(UnsafeMutableRawPointer(cap))
        var knob: Knob? = Knob()
        knob!.pointerPaintable = cap
        #expect(knob!.pointerPaintable == cap)
        let host = try HostWindow(knob!.widget, width: 120, height: 120)
        let probe = RedrawProbe(knob!.widget)
        #expect(probe.settle())
        gdk_paintable_invalidate_contents(cap)
        #expect(probe.redrawn(), "a paintable that changed redraws the knob")
        // Replaced: the old one no longer redraws the knob.
        let other = ContractProperty.redSquare()
        knob!.pointerPaintable = other
        g_object_unref(UnsafeMutableRawPointer(other))
        #expect(probe.settle())
        gdk_paintable_invalidate_contents(cap)
        #expect(probe.staysQuiet(), "a paintable the knob let go of still redraws it")
        knob!.pointerPaintable = cap
        #expect(probe.settle())
        probe.stop()
        host.close()
        let knobWatch = FinalizeWatch(knob!.widget)
        knob = nil
        GTK.spin(0.05)
        #expect(knobWatch.isFinalized)
        // The knob is gone and its handlers with it: the paintable can still change, then go.
        gdk_paintable_invalidate_contents(cap)
        g_object_unref(UnsafeMutableRawPointer(cap))
        #expect(capWatch.isFinalized, "the knob kept a reference to its paintable")
    }

    @Test func newKnobPropertiesNotifyOnce() {
        let knob = Knob()
        let counters = ["show-value", "show-fill", "origin", "grab-pointer-only"].map { SignalCounter(knob.widget, notify: $0) }
        for _ in 0..<2 {
            knob.showValue = true
            knob.showFill = true
            knob.origin = 0.5
            knob.grabsPointerOnly = true
        }
        #expect(counters.map(\.count) == [1, 1, 1, 1])
        let warnings = WarningCapture.warnings { knob.origin = .infinity }
        #expect(warnings.count == 1 && knob.origin == 0.5)
    }

    @Test func withGrabPointerOnlyAPressAwayFromThePointerDoesNothing() throws {
        let knob = Knob()
        knob.grabsPointerOnly = true
        knob.value = 0.5  // straight up
        let host = try HostWindow(knob.widget, width: 200, height: 200)
        defer { host.close() }
        let begins = SignalCounter(knob.widget, signal: "drag-begin")
        var drag = try GestureDriver(try state(of: knob.widget))
        drag.press(190, 100)  // 3 o'clock: far from the pointer
        drag.move(10, 100)
        drag.release(10, 100)
        #expect(knob.value == 0.5 && begins.count == 0)
        drag.press(105, 10)  // on the pointer
        drag.release(105, 10)
        #expect(begins.count == 1 && knob.value == 0.5)
    }

    @Test(arguments: [(64.0, 1.0), (64.0, 2.0), (160.0, 1.0), (160.0, 2.0)])
    func goldenImages(side: Double, scale: Double) throws {
        for (value, tint) in [(0.0, nil), (0.3, nil), (0.75, RGBA(red: 0.9, green: 0.35, blue: 0.1)), (1.0, RGBA(red: 0.9, green: 0.35, blue: 0.1))] {
            let knob = Knob()
            knob.value = value
            knob.tintColor = tint
            if side > 100 { knob.lineWidth = 4; knob.pointerLength = 10 }
            let surface = GoldenImages.render(try state(of: knob.widget), size: Size(width: side, height: side), scale: scale)
            defer { cairo_surface_destroy(surface) }
            GoldenImages.check(surface, named: "knob-\(Int(side))-x\(Int(scale))-\(Int(value * 100))-\(tint == nil ? "theme" : "tint")")
        }
    }
}
