import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct StylesheetTests {
    @Test func anAppStylesheetRestylesUnsetColoursAndPropertiesStillWin() throws {
        let knob = Knob(), range = RangeSlider(), circle = CircularSlider()
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let window = gtk_window_new()!
        defer { gtk_window_destroy(cast(window)) }
        gtk_window_set_child(cast(window), box)
        for widget in [knob.widget, range.widget, circle.widget] { gtk_box_append(cast(box), widget) }

        let provider = gtk_css_provider_new()!
        cc_css_provider_load(provider, """
            knob { color: rgb(255, 0, 0); }
            circularslider { color: rgb(0, 0, 255); }
            rangeslider > trough { color: rgb(10, 20, 30); }
            rangeslider > trough > highlight { color: rgb(0, 128, 0); }
            rangeslider > slider { color: rgb(255, 255, 0); }
            """)
        let display = try #require(gdk_display_get_default())
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        defer {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
            g_object_unref(UnsafeMutableRawPointer(provider))
        }

        #expect(try state(of: knob.widget).resolvedTint == RGBA(red: 1, green: 0, blue: 0))
        #expect(try state(of: circle.widget).resolvedTint == RGBA(red: 0, green: 0, blue: 1))
        let appearance = try state(of: range.widget, as: RangeSliderState.self).appearance
        #expect(appearance.trackColor == RGBA(red: 10 / 255, green: 20 / 255, blue: 30 / 255))
        #expect(appearance.highlightColor == RGBA(red: 0, green: 128 / 255, blue: 0))
        #expect(appearance.lowerThumbColor == RGBA(red: 1, green: 1, blue: 0) && appearance.upperThumbColor == appearance.lowerThumbColor)

        knob.tintColor = RGBA(red: 0, green: 1, blue: 0)
        range.thumbColor = RGBA(white: 0.5)
        #expect(try state(of: knob.widget).resolvedTint == RGBA(red: 0, green: 1, blue: 0))
        let thumbs = try state(of: range.widget, as: RangeSliderState.self).appearance
        #expect(thumbs.lowerThumbColor == RGBA(white: 0.5) && thumbs.upperThumbColor == RGBA(white: 0.5))
    }

    @Test func eachThumbTakesItsColourFromItsOwnSliderNode() throws {
        let size = Size(width: 200, height: 30)
        // Alike (the fallback stylesheet's white), the thumbs share one image: in the forms
        // that draw thumbs from images (the node form draws them as stock nodes).
        let plain = RangeSlider()
        let plainState = try state(of: plain.widget, as: RangeSliderState.self)
        cairo_surface_destroy(GoldenImages.render(plainState, size: size, scale: 1, form: .cairo))
        let alike = plainState.painter.restingThumbRasters
        #expect(alike.lower != nil && alike.lower === alike.upper)

        // A new slider, so that its nodes are styled with the sheet (restyling an existing
        // one waits for a frame).
        let provider = try StyleProvider("rangeslider > slider:last-child { color: rgb(255, 0, 0); }")
        defer { provider.remove() }
        let styled = RangeSlider()
        let window = gtk_window_new()!
        defer { gtk_window_destroy(cast(window)) }
        gtk_window_set_child(cast(window), styled.widget)
        let styledState = try state(of: styled.widget, as: RangeSliderState.self)
        let appearance = styledState.appearance
        #expect(appearance.lowerThumbColor == RGBA(white: 1) && appearance.upperThumbColor == RGBA(red: 1, green: 0, blue: 0))
        let surface = GoldenImages.render(styledState, size: size, scale: 1, form: .cairo)
        defer { cairo_surface_destroy(surface) }
        let rasters = styledState.painter.restingThumbRasters
        #expect(rasters.lower === alike.lower && rasters.upper !== alike.upper)
        // Only the upper thumb (at 0.8) turns red.
        let geometry = RangeSliderGeometry(size: size)
        let lower = geometry.thumbRect(atFraction: 0.2), upper = geometry.thumbRect(atFraction: 0.8)
        let (lowerPixel, upperPixel) = (GoldenImages.pixel(surface, x: Int(lower.midX), y: Int(lower.midY)),
                                        GoldenImages.pixel(surface, x: Int(upper.midX), y: Int(upper.midY)))
        #expect((upperPixel >> 16) & 0xff > 150 && (upperPixel >> 8) & 0xff < 80)
        #expect((lowerPixel >> 16) & 0xff > 150 && (lowerPixel >> 8) & 0xff > 150)
    }
}
