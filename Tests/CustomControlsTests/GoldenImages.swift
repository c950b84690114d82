import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// Golden-image checks: a control rendered through its real snapshot code (render nodes drawn
/// by cairo, as GTK's cairo renderer does) compared with a reference PNG under Golden/.
///
/// A mismatch writes `NAME.actual.png` and `NAME.diff.png` beside the reference. Set
/// `CC_UPDATE_GOLDEN=1` to write the references anew — then look at every one of them.
@MainActor
enum GoldenImages {
    static let directory: String = {
        var path = #filePath
        path.removeSubrange(path.range(of: "/", options: .backwards)!.lowerBound...)
        return path + "/Golden"
    }()

    static var updating: Bool { ProcessInfo.processInfo.environment["CC_UPDATE_GOLDEN"] == "1" }

    /// The window background the controls are drawn over (Adwaita's light window colour).
    static let background = RGBA(red: 0.98, green: 0.98, blue: 0.98)

    /// Renders `state` at `size` logical pixels and `scale` device pixels per logical pixel.
    /// Returns a `cairo_surface_t *` the caller destroys.
    ///
    /// The widget is rooted in a (hidden) window while it renders, so the theme's styles apply
    /// as they do on screen; an unrooted widget has GTK's initial CSS colours.
    static func render(_ state: ControlWidget, size: Size, scale: Double) -> OpaquePointer {
        let window = gtk_window_new()!
        let alreadyRooted = gtk_widget_get_parent(state.widget) != nil
        if !alreadyRooted { gtk_window_set_child(cast(window.raw), state.widget) }
        defer {
            if !alreadyRooted { gtk_window_set_child(cast(window.raw), nil) }
            gtk_window_destroy(cast(window.raw))
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width * scale), Int32(size.height * scale))!
        cairo_surface_set_device_scale(surface, scale, scale)
        let cairo = cairo_create(surface)!
        cairo_set_source_rgba(cairo, background.red, background.green, background.blue, 1)
        cairo_paint(cairo)
        let snapshot = gtk_snapshot_new()!
        state.render(into: snapshot, size: size, scale: scale)
        if let node = gtk_snapshot_free_to_node(snapshot) {
            gsk_render_node_draw(node, cairo)
            gsk_render_node_unref(node)
        }
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return surface
    }

    /// The ARGB32 pixel at device pixel (`x`, `y`) of an image surface.
    static func pixel(_ surface: OpaquePointer, x: Int, y: Int) -> UInt32 {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let row = cairo_image_surface_get_data(surface)! + y * stride
        return row.withMemoryRebound(to: UInt32.self, capacity: x + 1) { $0[x] }
    }

    /// Compares `surface` with the reference `name`.png; records an issue on a mismatch.
    static func check(_ surface: OpaquePointer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = "\(directory)/\(name).png"
        if updating || !FileManager.default.fileExists(atPath: path) {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            cairo_surface_write_to_png(surface, path)
            if !updating {
                Issue.record("no reference image \(name).png: wrote one; look at it, then commit it", sourceLocation: sourceLocation)
            }
            return
        }
        let reference = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(reference) }
        let mismatch = difference(surface, reference)
        if let mismatch {
            cairo_surface_write_to_png(surface, "\(directory)/\(name).actual.png")
            writeDiff(surface, reference, to: "\(directory)/\(name).diff.png")
            Issue.record("\(name): \(mismatch); see \(name).actual.png and \(name).diff.png", sourceLocation: sourceLocation)
        }
    }

    /// Pixels whose channels differ by more than 24 (of 255) count; up to 0.5% may, to absorb
    /// antialiasing and font hinting noise. Returns a description of a mismatch, or nil.
    static func difference(_ a: OpaquePointer, _ b: OpaquePointer) -> String? {
        let width = cairo_image_surface_get_width(a), height = cairo_image_surface_get_height(a)
        guard width == cairo_image_surface_get_width(b), height == cairo_image_surface_get_height(b) else {
            return "size \(width)x\(height) differs from the reference's"
        }
        var differing = 0
        forEachPixel(a, b) { pa, pb in if channelsDiffer(pa, pb) { differing += 1 } }
        let limit = Int(Double(width * height) * 0.005)
        return differing > limit ? "\(differing) of \(width * height) pixels differ (limit \(limit))" : nil
    }

    private static func channelsDiffer(_ a: UInt32, _ b: UInt32) -> Bool {
        for shift in stride(from: 0, to: 32, by: 8) {
            let ca = Int((a >> UInt32(shift)) & 0xff), cb = Int((b >> UInt32(shift)) & 0xff)
            if abs(ca - cb) > 24 { return true }
        }
        return false
    }

    private static func forEachPixel(_ a: OpaquePointer, _ b: OpaquePointer, _ body: (UInt32, UInt32) -> Void) {
        let width = Int(cairo_image_surface_get_width(a)), height = Int(cairo_image_surface_get_height(a))
        let strideA = Int(cairo_image_surface_get_stride(a)), strideB = Int(cairo_image_surface_get_stride(b))
        let dataA = cairo_image_surface_get_data(a)!, dataB = cairo_image_surface_get_data(b)!
        for y in 0..<height {
            let rowA = UnsafeRawPointer(dataA + y * strideA).assumingMemoryBound(to: UInt32.self)
            let rowB = UnsafeRawPointer(dataB + y * strideB).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { body(rowA[x], rowB[x]) }
        }
    }

    /// Writes an image that is the actual picture, faded, with differing pixels in red.
    private static func writeDiff(_ a: OpaquePointer, _ b: OpaquePointer, to path: String) {
        let width = cairo_image_surface_get_width(a), height = cairo_image_surface_get_height(a)
        let diff = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(diff) }
        let stride = Int(cairo_image_surface_get_stride(diff))
        let data = cairo_image_surface_get_data(diff)!
        var index = 0
        forEachPixel(a, b) { pa, pb in
            let y = index / Int(width), x = index % Int(width)
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            row[x] = channelsDiffer(pa, pb) ? 0xffff_0000 : (0x4000_0000 | (pa & 0x00ff_ffff) >> 2)
            index += 1
        }
        cairo_surface_mark_dirty(diff)
        cairo_surface_write_to_png(diff, path)
    }
}
