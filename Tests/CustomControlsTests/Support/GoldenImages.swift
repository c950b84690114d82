import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// Golden-image checks: a control rendered through its real snapshot code compared with a
/// reference PNG under Golden/.
///
/// The render nodes are drawn by cairo, as GSK's cairo renderer draws them, or with
/// `CC_GOLDEN_RENDERER=gl` by GSK's GL renderer, which draws real desktops (the test command
/// runs the golden tests both ways against the same references). The controls build their
/// frames in the form the renderer draws cheapest (``DrawingForm``): cached images painted by
/// cairo for cairo, textures for GL; `CC_GOLDEN_FORM=textures` or `cairo` forces one, so each
/// form is checked under each renderer against the same references.
///
/// A mismatch writes `NAME.actual.png` and `NAME.diff.png` beside the reference. Set
/// `CC_UPDATE_GOLDEN=1` to write the references anew — then look at every one of them.
@MainActor
enum GoldenImages {
    static let directory: String = {
        // This file is in Support/; the images are beside it, in the test target's folder.
        var path = #filePath
        for _ in 0..<2 { path.removeSubrange(path.range(of: "/", options: .backwards)!.lowerBound...) }
        return path + "/Golden"
    }()

    static var updating: Bool { ProcessInfo.processInfo.environment["CC_UPDATE_GOLDEN"] == "1" }

    /// The window background the controls are drawn over (Adwaita's light window colour).
    static let background = RGBA(red: 0.98, green: 0.98, blue: 0.98)

    /// Renders `state` at `size` logical pixels and `scale` device pixels per logical pixel, its
    /// frame built in `form`. Returns a `cairo_surface_t *` the caller destroys.
    ///
    /// The widget is rooted in a (hidden) window while it renders, so the theme's styles apply
    /// as they do on screen; an unrooted widget has GTK's initial CSS colours.
    ///
    /// `above` logical pixels over the widget are in the picture too, for what a control draws
    /// outside its box (the range slider's labels while dragging).
    ///
    /// `imageScale` (`scale` unless given) is the scale the control makes its images at: a
    /// control asked for the whole scale above a fractional one draws as it would before #54.
    static func render(_ state: ControlState, size: Size, scale: Double, over background: RGBA = background, form: DrawingForm? = nil,
                       above: Double = 0, imageScale: Double? = nil) -> OpaquePointer {
        let form = form ?? Self.form
        let window = gtk_window_new()!
        let alreadyRooted = gtk_widget_get_parent(state.widget) != nil
        if !alreadyRooted { gtk_window_set_child(cast(window), state.widget) }
        defer {
            if !alreadyRooted { gtk_window_set_child(cast(window), nil) }
            gtk_window_destroy(cast(window))
        }
        let snapshot = gtk_snapshot_new()!
        var down = graphene_point_t(x: 0, y: Float(above))
        gtk_snapshot_translate(snapshot, &down)
        state.render(into: snapshot, size: size, scale: imageScale ?? scale, form: form)
        let node = gtk_snapshot_free_to_node(snapshot)
        let size = Size(width: size.width, height: size.height + above)
        defer { if let node { gsk_render_node_unref(node) } }
        // Giant pictures stay with cairo: an offscreen GL target that size failed on llvmpipe
        // (an incomplete framebuffer, fatal in GSK) in one run.
        let fitsGL = size.width * scale <= 2048 && size.height * scale <= 2048
        return usesGL && fitsGL ? renderWithGL(node, size: size, scale: scale, over: background) : renderWithCairo(node, size: size, scale: scale, over: background)
    }

    /// The form the controls build their frames in: `CC_GOLDEN_FORM`, else the one a window
    /// drawn by the renderer gets (``DrawingForm/forRenderer(of:)``: nodes under GTK 4.14 and
    /// later's GL, textures under earlier GL, cairo under cairo).
    static var form: DrawingForm {
        switch ProcessInfo.processInfo.environment["CC_GOLDEN_FORM"] {
        case "textures": .textures
        case "cairo": .cairo
        case "nodes": .nodes
        default: usesGL ? (gtk_get_minor_version() >= 14 ? .nodes : .textures) : .cairo
        }
    }

    /// Whether the golden images are drawn by GSK's GL renderer (`CC_GOLDEN_RENDERER=gl`).
    static var usesGL: Bool { ProcessInfo.processInfo.environment["CC_GOLDEN_RENDERER"] == "gl" }

    /// Draws `node` over the background with cairo, as GSK's cairo renderer does.
    private static func renderWithCairo(_ node: OpaquePointer?, size: Size, scale: Double, over background: RGBA) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width * scale), Int32(size.height * scale))!
        cairo_surface_set_device_scale(surface, scale, scale)
        let cairo = cairo_create(surface)!
        cairo_set_source_rgba(cairo, background.red, background.green, background.blue, 1)
        cairo_paint(cairo)
        if let node { gsk_render_node_draw(node, cairo) }
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return surface
    }

    /// GSK's GL renderer, realized without a surface (offscreen), once.
    private static let glRenderer: OpaquePointer = {
        let renderer = cc_test_gl_renderer_new()!
        var error: UnsafeMutablePointer<GError>?
        guard gsk_renderer_realize(renderer, nil, &error) != 0 else {
            fatalError("the GL renderer could not be realized: \(error.map { String(cString: $0.pointee.message) } ?? "?")")
        }
        return renderer
    }()

    /// The last scenes drawn with GL, kept alive. GSK's GL driver, shared by every renderer of
    /// a display, caches the pictures of cairo nodes by their address for many frames, and a
    /// freed node's address comes back for a later one, which then shows the old picture
    /// (seen: golden images showing another test's knob, with 4 scenes kept, and with a fresh
    /// renderer each time). 128 outlast the cache; they cost a few megabytes.
    private static var drawnScenes: [OpaquePointer] = []

    /// Draws `node` over the background with GSK's GL renderer and reads the pixels back.
    private static func renderWithGL(_ node: OpaquePointer?, size: Size, scale: Double, over background: RGBA) -> OpaquePointer {
        let width = Int32(size.width * scale), height = Int32(size.height * scale)
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(size.width), height: Float(size.height)))
        var color = background.gdk
        var children: [OpaquePointer?] = [gsk_color_node_new(&color, &bounds)]
        if let node { children.append(gsk_render_node_ref(node)) }
        let scene = children.withUnsafeMutableBufferPointer { gsk_container_node_new($0.baseAddress, guint($0.count))! }
        for child in children { gsk_render_node_unref(child) }
        // GSK writes the identity transform as NULL, which a transform node does not take.
        let scaled = scale == 1 ? scene : gsk_transform_node_new(scene, gsk_transform_scale(nil, Float(scale), Float(scale)))!
        if scaled != scene { gsk_render_node_unref(scene) }
        drawnScenes.append(scaled)  // owned from here on
        if drawnScenes.count > 128 { gsk_render_node_unref(drawnScenes.removeFirst()) }
        var viewport = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        let texture = gsk_renderer_render_texture(glRenderer, scaled, &viewport)!
        defer {
            g_object_unref(UnsafeMutableRawPointer(texture))
            GTK.releaseGLContext()  // see there: the next drawing may come from another thread
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        cairo_surface_flush(surface)
        gdk_texture_download(texture, cairo_image_surface_get_data(surface), gsize(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        cairo_surface_set_device_scale(surface, scale, scale)
        return surface
    }

    /// A new texture (a `GdkPaintable *`, owned by the caller), `side` pixels square, of what
    /// `draw` draws with cairo (on a `cairo_t *` over a clear image).
    static func texture(side: Int32, _ draw: (OpaquePointer) -> Void) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side)!
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        draw(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let bytes = g_bytes_new(cairo_image_surface_get_data(surface), gsize(stride * Int(side)))
        defer { g_bytes_unref(bytes) }
        // cairo's ARGB32 on a little-endian machine.
        return gdk_memory_texture_new(side, side, GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))!
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
        let mismatch = isExact ? exactDifference(surface, reference) : difference(surface, reference)
        if let mismatch {
            cairo_surface_write_to_png(surface, "\(directory)/\(name).actual.png")
            writeDiff(surface, reference, to: "\(directory)/\(name).diff.png")
            Issue.record("\(name): \(mismatch); see \(name).actual.png and \(name).diff.png", sourceLocation: sourceLocation)
        }
    }

    /// Whether the images are drawn as the references were: on this machine's GTK 4.8 (whose
    /// Pango and cairo made them), by cairo, in the cairo form. There a control must match its
    /// reference exactly (``exactDifference(_:_:)``): the tolerance of ``difference(_:_:)``,
    /// which other GTKs' text and the other form and renderer need, let a mark's label drawn
    /// 2 px off or a focus ring inset by half a pixel pass (mutation testing, #52).
    static var isExact: Bool { gtk_get_minor_version() == 8 && !usesGL && form == .cairo }

    /// Any pixel with a channel more than 2 (of 255) off the reference's; nil when none is.
    static func exactDifference(_ a: OpaquePointer, _ b: OpaquePointer) -> String? {
        let width = cairo_image_surface_get_width(a), height = cairo_image_surface_get_height(a)
        guard width == cairo_image_surface_get_width(b), height == cairo_image_surface_get_height(b) else {
            return "size \(width)x\(height) differs from the reference's"
        }
        let (largest, over) = channelDifference(a, b, threshold: 2)
        return over > 0 ? "\(over) of \(width * height) pixels differ (by up to \(largest) of 255; drawn as the references were, none may)" : nil
    }

    /// Pixels whose channels differ by more than 24 (of 255) count; up to 0.5% may, to absorb
    /// antialiasing and font hinting noise. Returns a description of a mismatch, or nil.
    ///
    /// The GL renderer is held to the same limit and needs none of its own: the controls draw
    /// cairo nodes of cached images, which GSK's GL renderer rasterizes with cairo and uploads,
    /// so its pictures matched the cairo renderer's pixel for pixel in every golden image
    /// (measured on Mesa's llvmpipe, GTK 4.8.3: the same per-image differences from the
    /// references, at most 34 on a channel in 194 text pixels, in both).
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

    /// The largest difference of one channel between two pictures of the same size, and how
    /// many pixels differ by more than `threshold` on some channel.
    static func channelDifference(_ a: OpaquePointer, _ b: OpaquePointer, threshold: Int) -> (largest: Int, pixelsOver: Int) {
        var largest = 0, over = 0
        forEachPixel(a, b) { pa, pb in
            var pixel = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                pixel = max(pixel, abs(Int((pa >> UInt32(shift)) & 0xff) - Int((pb >> UInt32(shift)) & 0xff)))
            }
            largest = max(largest, pixel)
            if pixel > threshold { over += 1 }
        }
        return (largest, over)
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
