import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// Marks on the range slider: the detent for each thumb through real gesture signals, from both
/// sides of a mark; keys onto marks; the room the labels take; bad input; GtkBuilder; drawing.
///
/// The drags use a 300x30 slider with a tick-only mark at 0.5 (no label, so no room is kept and
/// the geometry is the plain one): thumbs 30 long, 270 px of travel, so fraction f is centred at
/// 15 + 270 f and 27 px are a tenth of the range.
@MainActor
@Suite(.serialized, .gtk)
struct RangeSliderMarksTests {
    enum Thumb: String, CaseIterable, CustomTestStringConvertible {
        case lower, upper
        var testDescription: String { rawValue }
        var part: RangeSliderDrag.Thumb { self == .lower ? .lower : .upper }
    }

    /// A slider whose `thumb` starts 0.2 before the mark at 0.5 (`direction` +1) or 0.2 after
    /// it (-1), the other thumb out of the way.
    func slider(moving thumb: Thumb, direction: Double, snapping: Bool = true) -> RangeSlider {
        let slider = RangeSlider()
        let start = 0.5 - 0.2 * direction
        switch thumb {
        case .lower: slider.setValues(lower: start, upper: 0.9)
        case .upper: slider.setValues(lower: 0.1, upper: start)
        }
        slider.addMark(0.5)
        slider.snapsToMarks = snapping
        return slider
    }

    func value(of thumb: Thumb, _ slider: RangeSlider) -> Double { thumb == .lower ? slider.lowerValue : slider.upperValue }

    @Test(arguments: Thumb.allCases, [1.0, -1.0])
    func aDraggedThumbStopsAtAMarkForEightPixelsThenLeavesIt(thumb: Thumb, direction: Double) throws {
        let slider = slider(moving: thumb, direction: direction)
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let changes = SignalCounter(slider.widget)
        let moved = SignalCounter(slider.widget, notify: "\(thumb.rawValue)-value")
        let other = SignalCounter(slider.widget, notify: thumb == .lower ? "upper-value" : "lower-value")
        let still = thumb == .lower ? slider.upperValue : slider.lowerValue
        var drag = try GestureDriver(try state(of: slider.widget))
        let x = 15 + 270 * (0.5 - 0.2 * direction)
        // 54 px reach the mark; the event that does goes 2 px past it.
        drag.press(x, 15)
        drag.move(x + 56 * direction, 15)
        #expect(value(of: thumb, slider) == 0.5)
        drag.move(x + 64 * direction, 15)
        #expect(value(of: thumb, slider) == 0.5, "8 px past the place the mark was reached: still held")
        drag.move(x + 70 * direction, 15)
        #expect(abs(value(of: thumb, slider) - (0.5 + direction * 6 / 270)) < 1e-9, "left the mark without a jump")
        drag.release(x + 70 * direction, 15)
        #expect((thumb == .lower ? slider.upperValue : slider.lowerValue) == still)
        #expect(moved.count == 2 && other.count == 0, "onto the mark, then off it")
        #expect(changes.count == 2)
    }

    @Test(arguments: Thumb.allCases, [1.0, -1.0])
    func withoutSnapToMarksADraggedThumbPassesTheMark(thumb: Thumb, direction: Double) throws {
        let slider = slider(moving: thumb, direction: direction, snapping: false)
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: slider.widget))
        let x = 15 + 270 * (0.5 - 0.2 * direction)
        drag.press(x, 15)
        drag.move(x + 56 * direction, 15)
        drag.release(x + 56 * direction, 15)
        #expect(abs(value(of: thumb, slider) - (0.5 + direction * 2 / 270)) < 1e-9)
    }

    /// A thumb resting on a mark must first be pulled 8 px out of it, either way.
    @Test(arguments: Thumb.allCases, [1.0, -1.0])
    func aThumbOnAMarkIsHeldUntilPulledOut(thumb: Thumb, direction: Double) throws {
        let slider = slider(moving: thumb, direction: 1)
        switch thumb {
        case .lower: slider.lowerValue = 0.5
        case .upper: slider.upperValue = 0.5
        }
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let moved = SignalCounter(slider.widget, notify: "\(thumb.rawValue)-value")
        var drag = try GestureDriver(try state(of: slider.widget))
        drag.press(150, 15)
        drag.move(150 + 8 * direction, 15)
        #expect(value(of: thumb, slider) == 0.5 && moved.count == 0)
        drag.move(150 + 17 * direction, 15)
        drag.release(150 + 17 * direction, 15)
        #expect(abs(value(of: thumb, slider) - (0.5 + direction * 9 / 270)) < 1e-9)
        #expect(moved.count == 1)
    }

    /// The range between the thumbs (0.3…0.6 here, 81 px wide), dragged by its middle towards
    /// the mark at 0.8 (the upper end leads) or at 0.1 (the lower end leads): it sticks when its
    /// leading end reaches the mark, 8 px, then leaves without a jump, keeping its width.
    @Test(arguments: [1.0, -1.0])
    func theDraggedRangeStopsWhereEitherEndReachesAMark(direction: Double) throws {
        let slider = RangeSlider()
        slider.setValues(lower: 0.3, upper: 0.6)
        slider.addMark(0.1)
        slider.addMark(0.8)
        slider.snapsToMarks = true
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let changes = SignalCounter(slider.widget)
        var drag = try GestureDriver(try state(of: slider.widget))
        let middle = 15 + 270 * 0.45
        // 0.2 of the range (54 px) brings the leading end onto its mark; the event goes 2 px on.
        drag.press(middle, 15)
        drag.move(middle + 56 * direction, 15)
        let held = (lower: 0.3 + 0.2 * direction, upper: 0.6 + 0.2 * direction)
        #expect(abs(slider.lowerValue - held.lower) < 1e-9 && abs(slider.upperValue - held.upper) < 1e-9)
        drag.move(middle + 64 * direction, 15)
        #expect(abs(slider.lowerValue - held.lower) < 1e-9 && abs(slider.upperValue - held.upper) < 1e-9, "still held")
        drag.move(middle + 70 * direction, 15)
        drag.release(middle + 70 * direction, 15)
        #expect(abs(slider.lowerValue - (held.lower + direction * 6 / 270)) < 1e-9)
        #expect(abs(slider.upperValue - slider.lowerValue - 0.3) < 1e-9, "the width stays")
        #expect(changes.count == 2)
    }

    @Test(arguments: Thumb.allCases)
    func keysStopEachThumbOnMarksInBothDirections(thumb: Thumb) throws {
        let slider = RangeSlider()
        slider.page = 0.3
        slider.addMark(0.5)
        slider.snapsToMarks = true
        switch thumb {
        case .lower: slider.setValues(lower: 0.3, upper: 0.95)
        case .upper: slider.setValues(lower: 0.05, upper: 0.7)
        }
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        try state(of: slider.widget, as: RangeSliderState.self).focus(thumb.part)
        let changes = SignalCounter(slider.widget)
        let keys = try InputDriver(slider.widget)
        let towards = thumb == .lower ? GDK_KEY_Page_Up : GDK_KEY_Page_Down
        let back = thumb == .lower ? GDK_KEY_Page_Down : GDK_KEY_Page_Up
        let sign = thumb == .lower ? 1.0 : -1.0
        keys.press(towards)
        #expect(value(of: thumb, slider) == 0.5, "a page would cross the mark: it stops on it")
        keys.press(towards)
        #expect(abs(value(of: thumb, slider) - (0.5 + 0.3 * sign)) < 1e-12)
        keys.press(back)
        #expect(value(of: thumb, slider) == 0.5, "from the other side too")
        #expect(changes.count == 3)
        slider.snapsToMarks = false
        switch thumb {
        case .lower: slider.lowerValue = 0.3
        case .upper: slider.upperValue = 0.7
        }
        keys.press(towards)
        #expect(abs(value(of: thumb, slider) - (0.5 + 0.1 * sign)) < 1e-12, "without snap-to-marks the keys pass it")
    }

    @Test func badMarksAreIgnoredWithOneWarningEach() throws {
        let slider = RangeSlider()  // 0…1
        let warnings = WarningCapture.warnings {
            slider.addMark(.nan)
            slider.addMark(-.infinity)
            slider.addMark(-0.5)
        }
        #expect(warnings.count == 3)
        #expect(warnings.allSatisfy { $0.hasPrefix("CcRangeSlider: mark at ") })
        #expect(warnings.first?.contains("nan") == true && warnings.last?.contains("-0.5") == true)
        let parts = try state(of: slider.widget, as: RangeSliderState.self)
        #expect(parts.model.marks.isEmpty)
        let markupWarnings = WarningCapture.warnings { slider.addMark(0.5, markup: "a & b") }
        #expect(markupWarnings.count == 1 && markupWarnings[0].hasPrefix("CcRangeSlider: mark label 'a & b'"))
        #expect(parts.model.marks.map(\.markup) == ["a &amp; b"], "shown as the text it is")
        slider.clearMarks()
        #expect(parts.model.marks.isEmpty)
    }

    /// Along the track the size request is the slider's own, 60 px at least and 240 natural
    /// (as a GtkScale asks for a usable length), in both orientations, marks and labels or
    /// none: labels take room across the track only.
    @Test(arguments: [false, true])
    func alongTheTrackTheSizeRequestIsTheSlidersOwnWithOrWithoutLabels(vertical: Bool) {
        let slider = RangeSlider()
        if vertical { slider.orientation = GTK_ORIENTATION_VERTICAL }
        func along() -> [Int32] {
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(slider.widget, vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            return [minimum, natural]
        }
        #expect(along() == [60, 240])
        slider.addMark(0.25, position: vertical ? .right : .bottom, markup: "€25")
        slider.addMark(1, position: vertical ? .left : .top, markup: "all")
        #expect(along() == [60, 240])
    }

    /// The natural size across the track grows by the labels' room on the sides that have
    /// labels, and the thumbs stay in the band between: labels never cover them.
    @Test(arguments: [false, true])
    func labelsGetRoomBesideTheTrack(vertical: Bool) throws {
        let slider = RangeSlider()
        if vertical { slider.orientation = GTK_ORIENTATION_VERTICAL }
        let across = vertical ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        func natural() -> Int32 {
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(slider.widget, across, -1, &minimum, &natural, nil, nil)
            return natural
        }
        let bare = natural()
        slider.addMark(0.5)  // a tick only: no room
        #expect(natural() == bare)
        slider.addMark(0.25, position: vertical ? .right : .bottom, markup: "€25")
        let oneSide = natural()
        #expect(oneSide > bare + 8)
        slider.addMark(1, position: vertical ? .left : .top, markup: "all")
        let bothSides = natural()
        #expect(bothSides > oneSide + 8)
        let parts = try state(of: slider.widget, as: RangeSliderState.self)
        let size = vertical ? Size(width: Double(bothSides), height: 240) : Size(width: 240, height: Double(bothSides))
        let geometry = parts.geometry(for: size)
        #expect(abs(geometry.band.height - Double(bare)) <= 1, "the thumbs keep the size they had")
        for fraction in [0.0, 0.25, 1.0] {
            let thumb = geometry.thumbRect(atFraction: fraction)
            #expect(thumb.y >= geometry.roomBefore && thumb.y + thumb.height <= size.widthOrHeight(across: vertical) - geometry.roomAfter + 1e-9)
        }
        slider.clearMarks()
        #expect(natural() == bare)
    }

    @Test func gtkBuilderTakesMarksAsGtkScaleDoes() throws {
        CustomControls.registerTypes()
        let xml = """
        <interface>
          <object class="CcRangeSlider" id="prices">
            <property name="maximum-value">100</property>
            <property name="snap-to-marks">true</property>
            <marks>
              <mark value="10" position="bottom">€10</mark>
              <mark value="50" position="top"><![CDATA[<b>€50</b>]]></mark>
              <mark value="75"/>
              <mark value="0" position="left">free</mark>
              <mark value="100" position="right">all</mark>
            </marks>
          </object>
        </interface>
        """
        let builder = try #require(gtk_builder_new_from_string(xml, -1))
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let widget: UnsafeMutablePointer<GtkWidget> = try #require(cast(UnsafeMutableRawPointer(gtk_builder_get_object(builder, "prices"))))
        let model = try state(of: widget, as: RangeSliderState.self).model
        #expect(model.marks.map(\.value) == [0, 10, 50, 75, 100])
        #expect(model.marks.map(\.position) == [.left, .bottom, .top, .top, .right])
        #expect(model.marks.map(\.markup) == ["free", "€10", "<b>€50</b>", nil, "all"])
        #expect(model.snapsToMarks)
    }

    /// A range marked above and below (left and right when vertical), the labels at the ends
    /// kept inside the slider. Few characters of text on a long track: text is where Pango's
    /// versions differ (GTK 4.8's Debian and 4.18's), and the images must hold on both.
    func marked(vertical: Bool) -> RangeSlider {
        let slider = RangeSlider()
        slider.maximumValue = 100
        slider.setValues(lower: 20, upper: 70)
        if vertical { slider.orientation = GTK_ORIENTATION_VERTICAL }
        slider.addMark(0, position: .top, markup: "<b>0</b>")
        slider.addMark(100, position: .top, markup: "100")
        slider.addMark(25, position: .bottom)  // ticks only
        slider.addMark(50, position: .bottom, markup: "<i>50</i>")
        slider.addMark(75, position: .bottom)
        return slider
    }

    /// The size a marked slider asks for across, with 420 px along.
    func size(of slider: RangeSlider, vertical: Bool) -> Size {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(slider.widget, vertical ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        return vertical ? Size(width: Double(natural), height: 420) : Size(width: 420, height: Double(natural))
    }

    @Test(arguments: [1.0, 2.0], [false, true])
    func goldenImagesOfMarks(scale: Double, vertical: Bool) throws {
        let slider = marked(vertical: vertical)
        let surface = GoldenImages.render(try state(of: slider.widget), size: size(of: slider, vertical: vertical), scale: scale)
        defer { cairo_surface_destroy(surface) }
        GoldenImages.check(surface, named: "range-marks-\(vertical ? "v" : "h")-x\(Int(scale))")
    }

    @Test(arguments: [1.0, 2.0], [false, true])
    func goldenImagesOfMarksInTheDarkAndInHighContrast(scale: Double, vertical: Bool) throws {
        for theme in CircularSliderMarksTests.themes {
            try withTheme(theme.name, darkStyle: theme.dark) {
                let slider = marked(vertical: vertical)
                let surface = GoldenImages.render(try state(of: slider.widget), size: size(of: slider, vertical: vertical), scale: scale, over: theme.background)
                defer { cairo_surface_destroy(surface) }
                GoldenImages.check(surface, named: "range-marks-\(vertical ? "v" : "h")-x\(Int(scale))-\(theme.tag)")
            }
        }
    }

    /// The theme's scale is laid out in the band of the thumbs, and its frames draw the marks.
    @Test func theThemeAppearanceKeepsTheLabelsRoom() throws {
        let slider = marked(vertical: false)
        slider.appearance = .theme
        let host = try HostWindow(slider.widget, width: 240, height: 80)
        defer { host.close() }
        let parts = try state(of: slider.widget, as: RangeSliderState.self)
        let themeParts = try #require(parts.themeParts)
        let geometry = parts.geometry(for: Size(width: Double(gtk_widget_get_width(slider.widget)), height: Double(gtk_widget_get_height(slider.widget))))
        #expect(geometry.roomBefore > 8 && geometry.roomAfter > 8)
        var bounds = graphene_rect_t()
        #expect(gtk_widget_compute_bounds(themeParts.scale, slider.widget, &bounds) != 0)
        #expect(abs(Double(bounds.origin.y) - geometry.roomBefore) <= 1)
        #expect(abs(Double(bounds.size.height) - geometry.band.height) <= 1)
        let surface = GoldenImages.render(parts, size: Size(width: 240, height: 80), scale: 1)
        cairo_surface_destroy(surface)
        #expect(parts.painter.marksLayer.raster != nil, "the theme's frame drew the marks")
    }

    @Test func tenThousandMarksAreDrawnOnceNotEveryFrame() throws {
        let slider = RangeSlider()
        for index in 0..<10_000 { slider.addMark(Double(index) / 9_999, position: .bottom, markup: index % 2_000 == 0 ? "\(index)" : nil) }
        let parts = try state(of: slider.widget, as: RangeSliderState.self)
        let size = Size(width: 300, height: 50)
        cairo_surface_destroy(GoldenImages.render(parts, size: size, scale: 1))
        let layer = try #require(parts.painter.marksLayer.raster)
        for step in 1...5 {
            slider.upperValue = 0.5 + Double(step) / 20
            cairo_surface_destroy(GoldenImages.render(parts, size: size, scale: 1))
            #expect(parts.painter.marksLayer.raster === layer, "frame \(step) redrew the marks")
        }
    }
}

private extension Size {
    /// The slider's extent across its track.
    func widthOrHeight(across vertical: Bool) -> Double { vertical ? width : height }
}
