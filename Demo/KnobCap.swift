import CustomControlsCGtk
import Foundation

/// The image the Properties page offers as the knob's `pointer-paintable`: a machined cap
/// with a white mark at the top, drawn once with cairo into a texture, as an app would load
/// a PNG or SVG from its resources.
@MainActor
enum KnobCap {
    /// The cap, 128 px square (a `GdkPaintable *`); the demo keeps it for its lifetime.
    static let texture: OpaquePointer = draw(side: 128)

    private static func draw(side: Int32) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side)!
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        let middle = Double(side) / 2, radius = middle - 2
        // The body: lit from the top left.
        let body = cairo_pattern_create_radial(middle * 0.7, middle * 0.6, 0, middle, middle, radius)!
        cairo_pattern_add_color_stop_rgb(body, 0, 0.62, 0.63, 0.66)
        cairo_pattern_add_color_stop_rgb(body, 1, 0.24, 0.25, 0.28)
        cairo_arc(cairo, middle, middle, radius, 0, 2 * .pi)
        cairo_set_source(cairo, body)
        cairo_fill_preserve(cairo)
        cairo_pattern_destroy(body)
        cairo_set_source_rgba(cairo, 0, 0, 0, 0.45)
        cairo_set_line_width(cairo, 2)
        cairo_stroke(cairo)
        // The mark, from near the rim towards the centre.
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_width(cairo, Double(side) / 16)
        cairo_move_to(cairo, middle, middle - radius * 0.82)
        cairo_line_to(cairo, middle, middle - radius * 0.42)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_stroke(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let bytes = g_bytes_new(cairo_image_surface_get_data(surface), gsize(stride * Int(side)))
        defer { g_bytes_unref(bytes) }
        // cairo's ARGB32, premultiplied, on a little-endian machine.
        return gdk_memory_texture_new(side, side, GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))!
    }
}
