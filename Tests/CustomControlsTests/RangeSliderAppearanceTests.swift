import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// The range slider's `appearance`: the glossy look, and the theme's drawn from a GtkScale's
/// CSS nodes.
@MainActor
@Suite(.serialized, .gtk)
struct RangeSliderAppearanceTests {
    /// What the window shows of `widget` (through a GtkWidgetPaintable, as GTK draws it), over
    /// `background`, drawn by cairo. The caller destroys the surface.
    private func picture(of widget: UnsafeMutablePointer<GtkWidget>, size: Size, over background: RGBA) -> OpaquePointer {
        let paintable = gtk_widget_paintable_new(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, size.width, size.height)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))!
        let cairo = cairo_create(surface)!
        cairo_set_source_rgba(cairo, background.red, background.green, background.blue, 1)
        cairo_paint(cairo)
        if let node = gtk_snapshot_free_to_node(snapshot) {
            gsk_render_node_draw(node, cairo)
            gsk_render_node_unref(node)
        }
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return surface
    }

    /// The share of pixels outside `excluded` (logical pixels, scale 1) whose channels all lie
    /// within `tolerance` of 255 of the other picture's.
    private func agreement(_ a: OpaquePointer, _ b: OpaquePointer, outside excluded: Rect, within tolerance: Int = 24) -> Double {
        let width = Int(cairo_image_surface_get_width(a)), height = Int(cairo_image_surface_get_height(a))
        var compared = 0, alike = 0
        for y in 0..<height {
            for x in 0..<width where !excluded.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                let pa = GoldenImages.pixel(a, x: x, y: y), pb = GoldenImages.pixel(b, x: x, y: y)
                let close = stride(from: 0, to: 32, by: 8).allSatisfy { shift in
                    abs(Int((pa >> UInt32(shift)) & 0xff) - Int((pb >> UInt32(shift)) & 0xff)) <= tolerance
                }
                compared += 1
                if close { alike += 1 }
            }
        }
        return compared == 0 ? 0 : Double(alike) / Double(compared)
    }

    /// Under Adwaita, light and dark, a `theme` range slider with its lower value at the
    /// minimum shows what a GtkScale of its size shows at the upper value, but for the lower
    /// thumb; insensitive, both are dimmed as the theme dims a scale, once.
    @Test(arguments: [(false, true), (true, true), (false, false), (true, false)])
    func aThemeRangeSliderDrawsWhatAGtkScaleDraws(dark: Bool, sensitive: Bool) throws {
        try withTheme("Adwaita", darkStyle: dark) {
            let size = Size(width: 240, height: 40)
            let background = try themeColor("theme_bg_color")
            for upper in [0.35, 0.8, 1.0] {
                let slider = RangeSlider()
                slider.appearance = .theme
                slider.setValues(lower: 0, upper: upper)
                let scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.01)!
                gtk_scale_set_draw_value(cast(scale), 0)
                gtk_range_set_value(cast(scale), upper)
                gtk_widget_set_sensitive(slider.widget, sensitive ? 1 : 0)
                gtk_widget_set_sensitive(scale, sensitive ? 1 : 0)
                let sliderHost = try HostWindow(slider.widget, width: Int32(size.width), height: Int32(size.height))
                defer { sliderHost.close() }
                // In a box: the window sizes its child's content box, and a scale has padding.
                let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
                gtk_widget_set_vexpand(scale, 1)
                gtk_box_append(cast(box), scale)
                let scaleHost = try HostWindow(box, width: Int32(size.width), height: Int32(size.height))
                defer { scaleHost.close() }
                GTK.spin(0.3)  // Adwaita's transitions (200 ms) settled
                let ours = picture(of: slider.widget, size: size, over: background)
                defer { cairo_surface_destroy(ours) }
                let theirs = picture(of: scale, size: size, over: background)
                defer { cairo_surface_destroy(theirs) }
                let parts = try state(of: slider.widget, as: RangeSliderState.self)
                var bounds = graphene_rect_t()
                #expect(gtk_widget_compute_bounds(parts.lowerThumb, slider.widget, &bounds) != 0)
                let lowerThumb = Rect(x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width), height: Double(bounds.size.height))
                let share = agreement(ours, theirs, outside: lowerThumb)
                if let folder = ProcessInfo.processInfo.environment["CC_THEME_PICTURES"] {
                    cairo_surface_write_to_png(ours, "\(folder)/appearance-\(dark ? "dark" : "light")\(sensitive ? "" : "-disabled")-\(Int(upper * 100))-range.png")
                    cairo_surface_write_to_png(theirs, "\(folder)/appearance-\(dark ? "dark" : "light")\(sensitive ? "" : "-disabled")-\(Int(upper * 100))-scale.png")
                }
                #expect(share >= 0.99, "\(dark ? "dark" : "light")\(sensitive ? "" : ", insensitive"), upper \(upper): \(share * 100) % of the pixels within 24/255 of the GtkScale's")
                // Dimmed once: a second dimming (the glossy look's fallback opacity on top of
                // the theme's insensitive colours) moves the faint parts by 10-20 of 255.
                let close = agreement(ours, theirs, outside: lowerThumb, within: 6)
                #expect(close >= 0.99, "\(dark ? "dark" : "light")\(sensitive ? "" : ", insensitive"), upper \(upper): \(close * 100) % of the pixels within 6/255 of the GtkScale's")
            }
        }
    }

    /// The `theme` look in GTK's Adwaita, light and dark, and its HighContrast theme, with a
    /// colour set and without, drawn by each renderer in each form (the test command's stages).
    @Test(arguments: [("Adwaita", false), ("Adwaita", true), ("HighContrast", false)])
    func themeGoldenImages(theme: String, dark: Bool) throws {
        try withTheme(theme, darkStyle: dark) {
            let size = Size(width: 240, height: 40)
            let background = try themeColor("theme_bg_color")
            for tint in [nil, RGBA(red: 0.9, green: 0.35, blue: 0.1)] {
                let slider = RangeSlider()
                slider.appearance = .theme
                slider.setValues(lower: 0.2, upper: 0.7)
                slider.tintColor = tint
                let host = try HostWindow(slider.widget, width: Int32(size.width), height: Int32(size.height))
                defer { host.close() }
                GTK.spin(0.3)  // the theme's transitions settled
                let surface = GoldenImages.render(try state(of: slider.widget), size: size, scale: 1, over: background)
                defer { cairo_surface_destroy(surface) }
                let look = theme == "Adwaita" ? (dark ? "dark" : "light") : "high-contrast"
                GoldenImages.check(surface, named: "range-appearance-theme-\(look)-\(tint == nil ? "theme" : "tint")")
            }
        }
    }

    /// The centre of a part's CSS box, in the control's logical pixels.
    private func centre(of part: UnsafeMutablePointer<GtkWidget>, in control: UnsafeMutablePointer<GtkWidget>) throws -> Point {
        var bounds = graphene_rect_t()
        try #require(gtk_widget_compute_bounds(part, control, &bounds) != 0)
        return Point(x: Double(bounds.origin.x + bounds.size.width / 2), y: Double(bounds.origin.y + bounds.size.height / 2))
    }

    /// The colour of the pixel at `point` (logical pixels, scale 1).
    private func color(_ surface: OpaquePointer, at point: Point) -> RGBA {
        let pixel = GoldenImages.pixel(surface, x: Int(point.x), y: Int(point.y))
        return RGBA(red: Double((pixel >> 16) & 0xff) / 255, green: Double((pixel >> 8) & 0xff) / 255, blue: Double(pixel & 0xff) / 255)
    }

    private func near(_ a: RGBA, _ b: RGBA, within tolerance: Double = 0.1) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }

    /// In `theme`, each colour that is set wins over the theme's on its part: the track, the
    /// range, the thumbs; unset again, the theme's comes back.
    @Test func setColoursWinOverTheThemesAndUnsetTheyGoBack() throws {
        let size = Size(width: 240, height: 40)
        let slider = RangeSlider()
        slider.appearance = .theme
        slider.setValues(lower: 0.3, upper: 0.6)
        let host = try HostWindow(slider.widget, width: Int32(size.width), height: Int32(size.height))
        defer { host.close() }
        let parts = try #require(try state(of: slider.widget, as: RangeSliderState.self).themeParts)
        GTK.spin(0.3)
        let track = try centre(of: parts.trough, in: slider.widget)
        let trackPoint = Point(x: 200, y: track.y)  // right of the upper thumb (at 0.6): the bare trough
        let rangePoint = try centre(of: parts.highlight, in: slider.widget)
        let thumbPoint = try centre(of: parts.lowerSlider, in: slider.widget)
        let theme = picture(of: slider.widget, size: size, over: GoldenImages.background)
        defer { cairo_surface_destroy(theme) }

        let red = RGBA(red: 0.9, green: 0.1, blue: 0.1), green = RGBA(red: 0.1, green: 0.7, blue: 0.2), blue = RGBA(red: 0.2, green: 0.3, blue: 0.9)
        slider.trackColor = red
        slider.trackHighlightColor = green
        slider.thumbColor = blue
        GTK.spin(0.05)
        let set = picture(of: slider.widget, size: size, over: GoldenImages.background)
        defer { cairo_surface_destroy(set) }
        #expect(near(color(set, at: trackPoint), red), "the track shows \(color(set, at: trackPoint)), not the track colour")
        #expect(near(color(set, at: rangePoint), green), "the range shows \(color(set, at: rangePoint)), not the highlight colour")
        #expect(near(color(set, at: thumbPoint), blue), "the thumb shows \(color(set, at: thumbPoint)), not the thumb colour")

        // The tint colours the range when no highlight colour is set.
        slider.trackHighlightColor = nil
        slider.tintColor = blue
        GTK.spin(0.05)
        let tinted = picture(of: slider.widget, size: size, over: GoldenImages.background)
        defer { cairo_surface_destroy(tinted) }
        #expect(near(color(tinted, at: rangePoint), blue), "the range shows \(color(tinted, at: rangePoint)), not the tint")

        slider.trackColor = nil
        slider.thumbColor = nil
        slider.tintColor = nil
        GTK.spin(0.05)
        let back = picture(of: slider.widget, size: size, over: GoldenImages.background)
        defer { cairo_surface_destroy(back) }
        #expect(GoldenImages.channelDifference(back, theme, threshold: 0).pixelsOver == 0, "unset colours did not bring the theme's look back")
    }

    /// The thumbs are where the theme draws its sliders: a drag from a slider's centre moves
    /// that thumb by the pointer's travel, both thumbs, at either end.
    @Test func aDragOnTheThemesSliderMovesItsThumb() throws {
        let slider = RangeSlider()
        slider.appearance = .theme
        slider.setValues(lower: 0, upper: 1)
        let host = try HostWindow(slider.widget, width: 240, height: 40)
        defer { host.close() }
        let sliderState = try state(of: slider.widget, as: RangeSliderState.self)
        let parts = try #require(sliderState.themeParts)
        var drag = try GestureDriver(sliderState)
        for (thumb, part, travel) in [(RangeSliderDrag.Thumb.lower, parts.lowerSlider, 53.0), (.upper, parts.upperSlider, -53.0)] {
            let start = try centre(of: part, in: slider.widget)
            // The pointer finds the theme's slider there (for its :hover), no node above it.
            #expect(gtk_widget_pick(slider.widget, start.x, start.y, GTK_PICK_DEFAULT) == part, "\(thumb): the pointer picks another node")
            let geometry = sliderState.geometry(for: sliderState.size)
            drag.press(start.x, start.y)
            drag.move(start.x + travel, start.y)
            drag.release(start.x + travel, start.y)
            let expected = (thumb == .lower ? 0 : 1) + travel / geometry.usableLength
            let value = thumb == .lower ? slider.lowerValue : slider.upperValue
            #expect(abs(value - expected) < 0.01, "\(thumb): \(value), expected \(expected)")
            GTK.spin(0.05)
            let moved = try centre(of: part, in: slider.widget)
            #expect(abs(moved.x - (start.x + travel)) <= 1, "\(thumb)'s slider is drawn at \(moved.x), the pointer at \(start.x + travel)")
        }
    }

    /// Glossy, theme, glossy: the glossy look comes back pixel for pixel, and the theme's
    /// nodes go.
    @Test func switchingBackToGlossyRestoresItsLook() throws {
        let size = Size(width: 240, height: 40)
        let slider = RangeSlider()
        let notified = SignalCounter(slider.widget, notify: "appearance")
        let host = try HostWindow(slider.widget, width: Int32(size.width), height: Int32(size.height))
        defer { host.close() }
        let sliderState = try state(of: slider.widget, as: RangeSliderState.self)
        let glossy = GoldenImages.render(sliderState, size: size, scale: 1)
        defer { cairo_surface_destroy(glossy) }
        slider.appearance = .theme
        slider.appearance = .theme
        GTK.spin(0.05)
        #expect(sliderState.themeParts != nil && notified.count == 1)
        slider.appearance = .glossy
        GTK.spin(0.05)
        #expect(sliderState.themeParts == nil && notified.count == 2)
        let again = GoldenImages.render(sliderState, size: size, scale: 1)
        defer { cairo_surface_destroy(again) }
        #expect(GoldenImages.channelDifference(again, glossy, threshold: 0).pixelsOver == 0)
    }

    @Test func aThemeRangeSliderAndItsNodesAreFinalized() throws {
        var watches: [FinalizeWatch] = []
        do {
            let slider = RangeSlider()
            slider.appearance = .theme
            let host = try HostWindow(slider.widget, width: 240, height: 40)
            let parts = try #require(try state(of: slider.widget, as: RangeSliderState.self).themeParts)
            watches = [slider.widget, parts.scale, parts.trough, parts.highlight, parts.lowerSlider, parts.upperSlider].map { FinalizeWatch(UnsafeMutableRawPointer($0)) }
            host.close()
        }
        GTK.spin(0.05)
        #expect(watches.count == 6 && watches.allSatisfy { $0.isFinalized })
    }

    /// A vertical `theme` range slider runs upwards from the minimum at the bottom, as the
    /// glossy one does, in a vertical scale's trough.
    @Test func verticalThemeGoldenImage() throws {
        let size = Size(width: 40, height: 200)
        let slider = RangeSlider()
        slider.appearance = .theme
        slider.orientation = GTK_ORIENTATION_VERTICAL
        slider.setValues(lower: 0.2, upper: 0.7)
        let host = try HostWindow(slider.widget, width: Int32(size.width), height: Int32(size.height))
        defer { host.close() }
        GTK.spin(0.3)
        let parts = try #require(try state(of: slider.widget, as: RangeSliderState.self).themeParts)
        #expect(try centre(of: parts.lowerSlider, in: slider.widget).y > centre(of: parts.upperSlider, in: slider.widget).y, "the lower thumb is above the upper one")
        let surface = GoldenImages.render(try state(of: slider.widget), size: size, scale: 1)
        defer { cairo_surface_destroy(surface) }
        GoldenImages.check(surface, named: "range-appearance-theme-vertical")
    }
}
