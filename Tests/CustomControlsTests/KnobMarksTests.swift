import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// Marks on the knob: the detent through real gesture signals, keys, bad input, drawing.
@MainActor
@Suite(.serialized, .gtk)
struct KnobMarksTests {
    /// A pan knob (-1…1) marked L, C, R, dragged vertically: 200 px cover the range, so 1 px is 0.01.
    func panKnob(snapping: Bool = true) -> Knob {
        let knob = Knob()
        knob.minimumValue = -1
        knob.maximumValue = 1
        knob.dragMode = .vertical
        knob.dragDistance = 200
        knob.addMark(-1, markup: "L")
        knob.addMark(0, markup: "C")
        knob.addMark(1, markup: "R")
        knob.snapsToMarks = snapping
        return knob
    }

    @Test(arguments: [1.0, -1.0])
    func aPanDragStopsAtTheCentreForEightPixelsThenLeavesIt(direction: Double) throws {
        let knob = panKnob()
        knob.value = -0.3 * direction
        let host = try HostWindow(knob.widget, width: 120, height: 120)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: knob.widget))
        // Up raises the value: 30 px reach the centre; the event that does goes 2 px past it.
        drag.press(60, 60)
        drag.move(60, 60 - 32 * direction)
        #expect(knob.value == 0)
        drag.move(60, 60 - 40 * direction)
        #expect(knob.value == 0, "8 px past the place the centre was reached: still held")
        drag.move(60, 60 - 45 * direction)
        #expect(abs(knob.value - 0.05 * direction) < 1e-9, "left the centre without a jump")
        drag.release(60, 60 - 45 * direction)
    }

    @Test(arguments: [1.0, -1.0])
    func withoutSnapToMarksTheDragPassesTheCentre(direction: Double) throws {
        let knob = panKnob(snapping: false)
        knob.value = -0.3 * direction
        let host = try HostWindow(knob.widget, width: 120, height: 120)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: knob.widget))
        drag.press(60, 60)
        drag.move(60, 60 - 32 * direction)
        drag.release(60, 60 - 32 * direction)
        #expect(abs(knob.value - 0.02 * direction) < 1e-9)
    }

    @Test func keysStopOnMarksInBothDirections() throws {
        let knob = panKnob()
        knob.page = 0.8
        knob.value = -0.5
        let keys = try InputDriver(knob.widget)
        keys.press(GDK_KEY_Page_Up)
        #expect(knob.value == 0, "Page Up from -0.5 would reach 0.3: it stops on C")
        keys.press(GDK_KEY_Page_Up)
        #expect(abs(knob.value - 0.8) < 1e-12)
        keys.press(GDK_KEY_Page_Down)
        #expect(knob.value == 0)
        keys.press(GDK_KEY_Page_Down)
        #expect(abs(knob.value + 0.8) < 1e-12)
        knob.snapsToMarks = false
        knob.value = -0.5
        keys.press(GDK_KEY_Page_Up)
        #expect(abs(knob.value - 0.3) < 1e-12)
    }

    @Test func snapToMarksIsAPropertyThatNotifiesOnce() {
        let knob = Knob()
        #expect(!knob.snapsToMarks)
        var notes = 0
        knob.onNotify(\.snapsToMarks) { _ in notes += 1 }
        knob.snapsToMarks = true
        knob.snapsToMarks = true
        #expect(knob.snapsToMarks && notes == 1)
        var value = GValue()
        g_value_init(&value, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_BOOLEAN
        g_object_get_property(UnsafeMutablePointer(OpaquePointer(knob.widget)), "snap-to-marks", &value)
        #expect(g_value_get_boolean(&value) != 0)
        g_value_unset(&value)
    }

    @Test func badMarksAreIgnoredWithOneWarningEach() throws {
        let knob = Knob()  // 0…1
        let warnings = WarningCapture.warnings {
            knob.addMark(.nan)
            knob.addMark(.infinity)
            knob.addMark(1.5)
        }
        #expect(warnings.count == 3)
        #expect(warnings.allSatisfy { $0.hasPrefix("CcKnob: mark at ") })
        #expect(warnings.first?.contains("nan") == true && warnings.last?.contains("1.5") == true)
        #expect(try state(of: knob.widget, as: KnobState.self).model.marks.isEmpty)
        let markupWarnings = WarningCapture.warnings { knob.addMark(0.5, markup: "<b>half") }
        #expect(markupWarnings.count == 1 && markupWarnings[0].hasPrefix("CcKnob: mark label '<b>half'"))
        let marks = try state(of: knob.widget, as: KnobState.self).model.marks
        #expect(marks.map(\.markup) == ["&lt;b&gt;half"], "shown as the text it is")
        knob.clearMarks()
        #expect(try state(of: knob.widget, as: KnobState.self).model.marks.isEmpty)
    }

    @Test(arguments: [1.0, 2.0])
    func goldenImagesOfAPanKnobWithMarks(scale: Double) throws {
        let knob = panKnob()
        knob.addMark(-0.5, position: .bottom, markup: "<small>50</small>")
        knob.addMark(0.5, position: .bottom)  // a tick only
        knob.value = 0.25
        knob.showFill = true
        knob.showValue = true
        knob.lineWidth = 4
        let surface = GoldenImages.render(try state(of: knob.widget), size: Size(width: 140, height: 140), scale: scale)
        defer { cairo_surface_destroy(surface) }
        GoldenImages.check(surface, named: "knob-marks-140-x\(Int(scale))")
    }

    @Test func gtkBuilderTakesMarksAsGtkScaleDoes() throws {
        CustomControls.registerTypes()
        let xml = """
        <interface>
          <object class="CcKnob" id="knob">
            <property name="minimum-value">-1</property>
            <property name="maximum-value">1</property>
            <property name="snap-to-marks">true</property>
            <marks>
              <mark value="-1" position="top">L</mark>
              <mark value="0" position="bottom"><![CDATA[<b>C</b>]]></mark>
              <mark value="1">R</mark>
              <mark value="0.5"/>
            </marks>
          </object>
          <object class="CcCircularSlider" id="slider">
            <marks>
              <mark value="90" position="left">N</mark>
            </marks>
          </object>
        </interface>
        """
        let builder = try #require(gtk_builder_new_from_string(xml, -1))
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let widget: UnsafeMutablePointer<GtkWidget> = try #require(cast(UnsafeMutableRawPointer(gtk_builder_get_object(builder, "knob"))))
        let marks = try state(of: widget, as: KnobState.self).model.marks
        #expect(marks.map(\.value) == [-1, 0, 0.5, 1])
        #expect(marks.map(\.position) == [.top, .bottom, .top, .top])
        #expect(marks.map(\.markup) == ["L", "<b>C</b>", nil, "R"])
        #expect(try state(of: widget, as: KnobState.self).model.snapsToMarks)
        let slider: UnsafeMutablePointer<GtkWidget> = try #require(cast(UnsafeMutableRawPointer(gtk_builder_get_object(builder, "slider"))))
        let sliderMarks = try state(of: slider, as: CircularSliderState.self).model.marks
        #expect(sliderMarks.map(\.value) == [90] && sliderMarks.first?.position == .left)
    }

    @Test func gtkBuilderRejectsAStrangeTagInMarks() throws {
        CustomControls.registerTypes()
        let xml = """
        <interface><object class="CcKnob"><marks><tick value="1"/></marks></object></interface>
        """
        let builder = gtk_builder_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        #expect(gtk_builder_add_from_string(builder, xml, -1, &error) == 0)
        let message = error.map { String(cString: $0.pointee.message) } ?? ""
        g_clear_error(&error)
        #expect(message.contains("<tick> is not valid in <marks>"), "\(message)")
    }

    @Test func tenThousandMarksAreDrawnOnceNotEveryFrame() throws {
        let knob = Knob()
        for index in 0..<10_000 { knob.addMark(Double(index) / 9_999, markup: index % 1_000 == 0 ? "\(index)" : nil) }
        knob.value = 0.1
        let widget = try state(of: knob.widget, as: KnobState.self)
        let first = GoldenImages.render(widget, size: Size(width: 120, height: 120), scale: 1)
        cairo_surface_destroy(first)
        let layer = try #require(widget.painter.marksLayer.raster)
        // A drag's frames: the value moves, the marks' image is the one already drawn.
        for step in 1...5 {
            knob.value = 0.1 + Double(step) / 10
            let frame = GoldenImages.render(widget, size: Size(width: 120, height: 120), scale: 1)
            cairo_surface_destroy(frame)
            #expect(widget.painter.marksLayer.raster === layer, "frame \(step) redrew the marks")
        }
    }
}
