import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// The controls on the desktops people run: GTK's high-contrast themes, themes and settings that
/// change while the controls are on screen.
@MainActor
@Suite(.serialized, .gtk)
struct ThemeTests {
    /// The highest WCAG contrast ratio against `background` among the pixels within `reach`
    /// device pixels of `point` (a stroke two pixels wide is antialiased at its edges).
    private func contrast(_ surface: OpaquePointer, at point: Point, scale: Double, reach: Int = 2, against background: RGBA) -> Double {
        let x = Int(point.x * scale), y = Int(point.y * scale)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        var best = 1.0
        for dy in -reach...reach {
            for dx in -reach...reach where (0..<width).contains(x + dx) && (0..<height).contains(y + dy) {
                let pixel = GoldenImages.pixel(surface, x: x + dx, y: y + dy)
                let color = RGBA(red: Double((pixel >> 16) & 0xff) / 255, green: Double((pixel >> 8) & 0xff) / 255, blue: Double(pixel & 0xff) / 255)
                best = max(best, Contrast.ratio(color, background))
            }
        }
        return best
    }

    /// The places each control's parts are drawn, as (name, point) in logical pixels.
    private func parts(of control: Control, size: Size) throws -> [(String, Point)] {
        switch control {
        case let knob as Knob:
            let geometry = KnobGeometry(size: size, lineWidth: knob.lineWidth, pointerLength: knob.pointerLength)
            let pointer = geometry.pointer(atAngle: -Double.pi / 2)  // the value is half way: at the top
            return [("arc", geometry.point(atAngle: 0, radius: geometry.trackRadius)),
                    ("pointer", Point(x: (pointer.from.x + pointer.to.x) / 2, y: (pointer.from.y + pointer.to.y) / 2))]
        case let slider as CircularSlider:
            let geometry = CircularSliderGeometry(size: size, lineWidth: slider.lineWidth)
            let ring = geometry.handleCenter(atAngle: Double.pi / 2)       // bottom: past the value, bare ring
            let arc = geometry.handleCenter(atAngle: -Double.pi / 4)       // 45° (counter-clockwise): lit
            return [("ring", ring), ("lit arc", arc)]
        case let ring as CircularRangeSlider:
            // The range 0…90 (counter-clockwise from 3 o'clock): lit at 45°, bare at the bottom.
            let geometry = CircularSliderGeometry(size: size, lineWidth: ring.lineWidth)
            // (Its handles sit on the ring, not on the background: CircularRangeSliderDrawingTests
            // measures them against the lit arc.)
            return [("ring", geometry.handleCenter(atAngle: Double.pi / 2)), ("lit arc", geometry.handleCenter(atAngle: -Double.pi / 4))]
        case is RangeSlider:
            let geometry = RangeSliderGeometry(size: size, mirrored: false)
            let track = geometry.trackRect
            let lower = geometry.thumbRect(atFraction: 0.2), upper = geometry.thumbRect(atFraction: 0.8)
            return [("track", Point(x: track.x + 4, y: track.midY)),
                    ("range", Point(x: geometry.position(atFraction: 0.5), y: track.midY)),
                    ("lower thumb", Point(x: lower.midX, y: lower.midY)), ("upper thumb", Point(x: upper.midX, y: upper.midY))]
        default:
            throw CancellationError()
        }
    }

    private static func controls() -> [(Control, Size)] {
        let knob = Knob()
        knob.value = 0.5
        let circle = CircularSlider()
        circle.value = 180
        return [(knob, Size(width: 120, height: 120)), (circle, Size(width: 200, height: 200)), (RangeSlider(), Size(width: 240, height: 30)),
                (CircularRangeSlider(), Size(width: 200, height: 200))]
    }

    /// High contrast, light and (with the dark style) dark: GTK 4.8's high-contrast theme, and
    /// from GTK 4.20 the desktop asking for more contrast (`withTheme`).
    @Test(arguments: [false, true])
    func everyPartStandsOutThreeToOneInAHighContrastTheme(dark: Bool) throws {
        let theme = dark ? "HighContrast-dark" : "HighContrast"
        try withTheme("HighContrast", darkStyle: dark) {
            for (control, size) in Self.controls() {
                let host = try HostWindow(control.widget, width: Int32(size.width), height: Int32(size.height))
                defer { host.close() }
                let background = try themeColor("theme_bg_color")
                let surface = GoldenImages.render(try state(of: control.widget), size: size, scale: 1, over: background)
                defer { cairo_surface_destroy(surface) }
                // CC_THEME_PICTURES=DIR keeps the pictures, to look at them.
                if let folder = ProcessInfo.processInfo.environment["CC_THEME_PICTURES"] {
                    cairo_surface_write_to_png(surface, "\(folder)/\(theme)-\(type(of: control)).png")
                }
                for (part, point) in try parts(of: control, size: size) {
                    let ratio = contrast(surface, at: point, scale: 1, against: background)
                    #expect(ratio >= 3, "\(theme): the \(type(of: control)) \(part) has \(ratio):1 against the background \(background)")
                }
            }
        }
    }

    /// What the window shows of `widget` now: the picture of its last frame, through a
    /// GtkWidgetPaintable (which follows the widget's redraws), not a fresh rendering.
    private func shownPicture(of widget: UnsafeMutablePointer<GtkWidget>, size: Size) -> [UInt32] {
        let paintable = gtk_widget_paintable_new(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, size.width, size.height)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))!
        defer { cairo_surface_destroy(surface) }
        if let node = gtk_snapshot_free_to_node(snapshot) {
            let cairo = cairo_create(surface)!
            gsk_render_node_draw(node, cairo)
            cairo_destroy(cairo)
            gsk_render_node_unref(node)
        }
        cairo_surface_flush(surface)
        return (0..<Int(size.height)).flatMap { y in (0..<Int(size.width)).map { x in GoldenImages.pixel(surface, x: x, y: y) } }
    }

    /// How the fallback stylesheet learns of high contrast on each GTK: from GTK 4.20, the
    /// desktop's `gtk-interface-contrast` asking for more (its `prefers-contrast` media query)
    /// gives every control the high-contrast look under the default theme, and no preference
    /// takes it away; before, only a high-contrast theme's name does, and the stylesheet holds
    /// no media query those GTKs would refuse.
    @Test func theDesktopAskingForMoreContrastGivesTheHighContrastLook() throws {
        let knob = Knob(), circle = CircularSlider()
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_box_append(cast(box), knob.widget)
        gtk_box_append(cast(box), circle.widget)
        let host = try HostWindow(box, width: 240, height: 120)
        defer { host.close() }
        #expect(FallbackStyle.isHighContrast("Adwaita") == false)
        let normal = (try state(of: knob.widget).resolvedTint, try state(of: circle.widget).resolvedTint)
        try withTheme("HighContrast") {
            let foreground = try themeColor("theme_fg_color")
            #expect(try state(of: knob.widget).resolvedTint == foreground)
            #expect(try state(of: circle.widget).resolvedTint == foreground)
            if DesktopLook.hasInterfaceSettings {
                // Still the default theme: the media query did it, not a theme's name.
                #expect(!FallbackStyle.isHighContrast(FallbackStyle.themeName(UnsafeMutableRawPointer(gtk_settings_get_default()!))))
            }
        }
        GTK.spin(0.05)
        #expect(try state(of: knob.widget).resolvedTint == normal.0)
        #expect(try state(of: circle.widget).resolvedTint == normal.1)
        #expect(normal.0 != (try themeColor("theme_fg_color")))
    }

    @Test func highContrastIsRecognizedByTheNamesGTKGivesIt() {
        for name in ["HighContrast", "HighContrast:dark", "HighConstrastInverse", "Default-hc", "Default-hc-dark", "Adwaita-hc"] {
            #expect(FallbackStyle.isHighContrast(name), "\(name)")
        }
        for name in ["Adwaita", "Adwaita:dark", "Default", "Default-dark", ""] {
            #expect(!FallbackStyle.isHighContrast(name), "\(name)")
        }
    }

    @Test func aThemeSwitchRedrawsEveryControlWithTheNewLookAndBack() throws {
        for (control, size) in Self.controls() {
            let host = try HostWindow(control.widget, width: Int32(size.width), height: Int32(size.height))
            defer { host.close() }
            let name = "\(type(of: control))"
            GTK.spin(0.1)
            let before = shownPicture(of: control.widget, size: size)
            withTheme("HighContrast", darkStyle: true) {
                // Shown within a few frames, with no cached layer of the old look left in it.
                let switched = GTK.iterate(until: { shownPicture(of: control.widget, size: size) != before }, timeout: 10)
                #expect(switched, "\(name): the window still shows the old look after the theme changed")
            }
            let back = GTK.iterate(until: { shownPicture(of: control.widget, size: size) == before }, timeout: 10)
            #expect(back, "\(name): the light look did not come back")
        }
    }

    @Test func preferringTheDarkStyleRedrawsTheControlsInIt() throws {
        for (control, size) in Self.controls() {
            let host = try HostWindow(control.widget, width: Int32(size.width), height: Int32(size.height))
            defer { host.close() }
            GTK.spin(0.1)
            let before = shownPicture(of: control.widget, size: size)
            withTheme("Adwaita", darkStyle: true) {
                let switched = GTK.iterate(until: { shownPicture(of: control.widget, size: size) != before }, timeout: 10)
                #expect(switched, "\(type(of: control)): the window still shows the light look in the dark style")
            }
            #expect(GTK.iterate(until: { shownPicture(of: control.widget, size: size) == before }, timeout: 10))
        }
    }

    /// The cached layers are drawn at the window's scale. The test command runs this suite once
    /// more with `GDK_SCALE=2`, as on a window moved to a scale-2 monitor.
    @Test func cachedLayersAreDrawnAtTheWindowsScale() throws {
        let knob = Knob()
        let host = try HostWindow(knob.widget, width: 120, height: 120)
        defer { host.close() }
        GTK.spin(0.1)
        let expected = Double(gtk_widget_get_scale_factor(knob.widget))
        if let forced = ProcessInfo.processInfo.environment["GDK_SCALE"] { #expect(expected == Double(forced)) }
        let raster = try #require(try state(of: knob.widget, as: KnobState.self).painter.trackRaster, "the knob drew no track image")
        #expect(raster.scale == expected)
    }

    @Test func turningAnimationsOffEndsARunningAnimationAtOnce() throws {
        let knob = Knob()
        let host = try HostWindow(knob.widget, width: 120, height: 120)
        defer { host.close() }
        let knobState = try state(of: knob.widget, as: KnobState.self)
        let settings = UnsafeMutableRawPointer(gtk_widget_get_settings(knob.widget)!)
        knob.setValue(0.9, animated: true)
        #expect(knobState.isAnimating)
        cc_object_set_boolean(settings, "gtk-enable-animations", 0)
        defer { cc_object_set_boolean(settings, "gtk-enable-animations", 1) }
        #expect(GTK.iterate(until: { !knobState.isAnimating }, timeout: 0.5))
        #expect(knobState.displayedValue == 0.9)
    }

    /// A control in a window makes its node form's images at its surface's scale (the stage
    /// that runs these tests under GDK_SCALE=2 is where this can fail: at 1 every scale is 1):
    /// each texture holds as many device pixels as its place on the surface.
    @Test func aControlInAWindowMakesItsImagesAtItsSurfacesScale() throws {
        let knob = Knob()
        knob.value = 0.4
        let host = try HostWindow(knob.widget, width: 120, height: 120)
        defer { host.close() }
        GTK.spin(0.05)
        guard DrawingForm.forRenderer(of: knob.widget) == .nodes else { return }  // the cairo renderer, or before 4.14
        let widget: ControlState = try state(of: knob.widget)
        let scale = cc_widget_surface_scale(knob.widget)
        let snapshot = gtk_snapshot_new()!
        widget.snapshot(snapshot)
        let root = try #require(gtk_snapshot_free_to_node(snapshot))
        defer { gsk_render_node_unref(root) }
        var textures: [(width: Int32, bounds: Float)] = []
        func walk(_ node: OpaquePointer?) {
            guard let node else { return }
            switch gsk_render_node_get_node_type(node) {
            case GSK_TEXTURE_NODE:
                var bounds = graphene_rect_t()
                gsk_render_node_get_bounds(node, &bounds)
                textures.append((gdk_texture_get_width(gsk_texture_node_get_texture(node)), bounds.size.width))
            case GSK_CONTAINER_NODE: for index in 0..<gsk_container_node_get_n_children(node) { walk(gsk_container_node_get_child(node, index)) }
            case GSK_TRANSFORM_NODE: walk(gsk_transform_node_get_child(node))
            case GSK_CLIP_NODE: walk(gsk_clip_node_get_child(node))
            default: break
            }
        }
        walk(root)
        #expect(!textures.isEmpty)
        for texture in textures {
            #expect(abs(Double(texture.width) - Double(texture.bounds) * scale) <= 1, "a texture \(texture.width) px wide over \(texture.bounds) logical px at scale \(scale)")
        }
    }
}

/// WCAG 2's contrast ratio between two colours.
enum Contrast {
    static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    static func luminance(_ color: RGBA) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

}
