import CustomControlsCGtk
import Foundation
import Glibc

/// A monotonic clock in nanoseconds.
enum Clock {
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// Runs GLib's default main context from the benchmark's own loop.
@MainActor
enum MainLoop {
    /// Iterates until `done` holds, or at most `timeout` seconds.
    static func run(until done: () -> Bool, timeout: Double = 10) {
        let deadline = Clock.nanoseconds() + UInt64(timeout * 1e9)
        while !done(), Clock.nanoseconds() < deadline {
            g_main_context_iteration(nil, 0)
            usleep(1000)
        }
    }

    /// Iterates for `seconds`.
    static func run(seconds: Double) {
        let deadline = Clock.nanoseconds() + UInt64(seconds * 1e9)
        run(until: { Clock.nanoseconds() >= deadline }, timeout: seconds + 1)
    }

    /// Presents `window`, iterates until `mapped` holds, then `settle` seconds more so its
    /// first frames are drawn and its styles settled.
    static func show(_ window: UnsafeMutablePointer<GtkWidget>, until mapped: () -> Bool, settle: Double = 0.3) {
        gtk_window_present(window.window)
        run(until: mapped)
        run(seconds: settle)
    }
}

/// The GSK renderer a part runs under: the window's own (`GSK_RENDERER`) and the type frames
/// are rendered offscreen with.
enum RendererKind: String, Codable, CaseIterable {
    /// GSK's cairo renderer: software, one cairo context per frame.
    case cairo
    /// GSK's OpenGL renderer (here Mesa's llvmpipe): up to GTK 4.13 the old GL renderer; from
    /// 4.14 the new one (GSK's GPU renderer over GL, `GskNglRenderer`), which GTK 4.18, having
    /// removed the old one, calls `GskGLRenderer`.
    case gl
    /// GSK's GPU renderer over Vulkan (GTK 4.14 and later; here Mesa's lavapipe).
    case vulkan

    /// The renderers the running GTK has, by its minor version at run time (the one the
    /// process loaded, not the one it was built against): cairo and GL on GTK 4.8-4.13;
    /// cairo, GL and Vulkan (the new GPU renderers) from 4.14.
    static var available: [RendererKind] {
        gtk_get_minor_version() >= 14 ? [.cairo, .gl, .vulkan] : [.cairo, .gl]
    }

    /// What GSK_RENDERER calls this renderer. `opengl` is GTK's OpenGL renderer in every GTK 4
    /// (`gl` asks GTK 4.18 for the removed old renderer: it warns and gives the new one).
    var environmentName: String {
        switch self {
        case .cairo: "cairo"
        case .gl: "opengl"
        case .vulkan: "vulkan"
        }
    }

    /// The renderer GSK_RENDERER names (by any of GTK's names for it), if it is one of these.
    init?(environmentName: String) {
        switch environmentName {
        case "cairo": self = .cairo
        case "gl", "ngl", "opengl": self = .gl
        case "vulkan": self = .vulkan
        default: return nil
        }
    }

    /// The GType name a renderer of this kind has in the running GTK: what the window's
    /// renderer must be, or GTK replaced the renderer GSK_RENDERER asked for.
    var typeName: String {
        switch self {
        case .cairo: return "GskCairoRenderer"
        case .gl:
            let minor = gtk_get_minor_version()
            return minor >= 14 && minor < 18 ? "GskNglRenderer" : "GskGLRenderer"
        case .vulkan: return "GskVulkanRenderer"
        }
    }

    /// A GPU renderer: its frames finish late unless read back (see ``OffscreenRenderer``).
    var isGPU: Bool { self != .cairo }
}

/// The running GTK's version, e.g. "4.18.6".
func gtkVersionString() -> String {
    "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
}

/// The GType name of the renderer that draws `window`, once it is realized.
@MainActor
func rendererTypeName(of window: UnsafeMutablePointer<GtkWidget>) -> String? {
    guard let renderer = gtk_native_get_renderer(OpaquePointer(window)) else { return nil }
    return String(cString: g_type_name(typeOf(renderer)))
}

/// The GType of a GObject instance (`G_OBJECT_TYPE`, a macro Swift does not import).
func typeOf(_ object: OpaquePointer) -> GType {
    UnsafeMutableRawPointer(object).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
}

/// Checks that `window` is drawn by a renderer of `kind` and returns that renderer's GType
/// name; otherwise ends the process with status 3.
///
/// GTK replaces a renderer it cannot realize (no Vulkan device, no GL) with another one,
/// without a warning: numbers measured then would carry the wrong renderer's name. A part
/// ends instead, and the parent reports its rows as failed.
@MainActor
func requireRenderer(_ kind: RendererKind, of window: UnsafeMutablePointer<GtkWidget>) -> String {
    let actual = rendererTypeName(of: window) ?? "no renderer"
    guard actual == kind.typeName else {
        FileHandle.standardError.write(("customcontrols-bench: GTK \(gtkVersionString()) draws the window with \(actual), not the \(kind) "
            + "renderer \(kind.typeName) (GSK_RENDERER=\(ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "unset")): "
            + "GTK replaced the renderer\n").data(using: .utf8)!)
        exit(3)
    }
    return actual
}

/// A GSK renderer of the window's own renderer type, realized on a shown window, drawing frames
/// into images as GTK draws the window: snapshot -> render node -> `gsk_renderer_render_texture`.
///
/// Under the GPU renderers (GL, Vulkan) three things would make the numbers wrong, and each is
/// dealt with here:
/// - llvmpipe and lavapipe finish a frame's work late (when its pixels are needed), so the cost
///   would be charged to whatever renders next: every frame is read back
///   (`gdk_texture_download`), which waits for it, inside the timed frame.
/// - The GPU renderers cache the pictures of cairo nodes by the node's address for a couple of
///   frames; a node freed right after its frame hands its address to the next one, which then
///   shows the old picture. The last ``keptFrames`` scenes are kept alive.
/// - `render_texture` has a fixed cost (a temporary target, then a flipped copy) that frames on
///   screen do not pay: the solid fill pays it too, so the ratios *above the fill* leave it out.
/// ``verifyLastFrame()`` shows that each frame's image is really that frame's.
@MainActor
final class OffscreenRenderer {
    let kind: RendererKind
    /// The renderer's GType name, the same as the window's.
    let typeName: String
    private let renderer: OpaquePointer
    /// The last scenes rendered, oldest first (see the node cache above).
    private var recentNodes: [OpaquePointer] = []
    static let keptFrames = 4
    /// The last frame's pixels, read back (GPU renderers only), and its size.
    private var pixels: [UInt8] = []
    private var lastWidth = 0, lastHeight = 0

    /// A renderer of the type that draws `window`, which must be `kind`'s (see
    /// ``requireRenderer(_:of:)``): made from that GType, so no constructor missing from
    /// GTK 4.8's headers (`gsk_vulkan_renderer_new`, `gsk_ngl_renderer_new`) is needed.
    init(kind: RendererKind, for window: UnsafeMutablePointer<GtkWidget>) {
        self.kind = kind
        typeName = requireRenderer(kind, of: window)
        let type = typeOf(gtk_native_get_renderer(OpaquePointer(window))!)
        renderer = OpaquePointer(g_object_new_with_properties(type, 0, nil, nil)!)
        var error: UnsafeMutablePointer<GError>?
        guard gsk_renderer_realize(renderer, gtk_native_get_surface(OpaquePointer(window)), &error) != 0 else {
            fatalError("cannot realize the \(kind) renderer \(typeName): \(error.map { String(cString: $0.pointee.message) } ?? "")")
        }
    }

    /// The last frame's render node (alive until ``keptFrames`` more frames are rendered).
    var lastNode: OpaquePointer? { recentNodes.last }

    /// Frees the renderer (before its window goes).
    func unrealize() {
        for node in recentNodes { gsk_render_node_unref(node) }
        recentNodes = []
        gsk_renderer_unrealize(renderer)
        g_object_unref(UnsafeMutableRawPointer(renderer))
    }

    /// One frame: what `draw` adds to a new snapshot, rendered into an image of `width` ×
    /// `height` device pixels (read back under the GPU renderers, so the frame is finished when this returns).
    func render(width: Double, height: Double, _ draw: (OpaquePointer) -> Void) {
        let snapshot = gtk_snapshot_new()!
        draw(snapshot)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return }
        var viewport = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        if let texture = gsk_renderer_render_texture(renderer, node, &viewport) {
            if kind.isGPU {
                lastWidth = Int(gdk_texture_get_width(texture))
                lastHeight = Int(gdk_texture_get_height(texture))
                if pixels.count < lastWidth * lastHeight * 4 { pixels = [UInt8](repeating: 0, count: lastWidth * lastHeight * 4) }
                pixels.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(lastWidth * 4)) }
            }
            g_object_unref(UnsafeMutableRawPointer(texture))
        }
        recentNodes.append(node)
        if recentNodes.count > Self.keptFrames { gsk_render_node_unref(recentNodes.removeFirst()) }
    }

    /// Hashes of the last frame's image as the renderer drew it and as cairo draws the same
    /// node (`gsk_render_node_draw`, no cache): when the reference changes from one frame to the
    /// next and the image does not, the renderer showed a stale picture. Not timed. GPU
    /// renderers only (nil under cairo, whose images are not read back).
    func verifyLastFrame() -> (image: UInt64, reference: UInt64)? {
        guard kind.isGPU, let node = recentNodes.last, lastWidth > 0, lastHeight > 0 else { return nil }
        let image = pixels.withUnsafeBytes { Self.hash(UnsafeRawBufferPointer(rebasing: $0[0..<(lastWidth * lastHeight * 4)])) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(lastWidth), Int32(lastHeight))!
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        gsk_render_node_draw(node, cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let reference = Self.hash(UnsafeRawBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * lastHeight))
        return (image, reference)
    }

    /// FNV-1a over 64-bit words.
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let words = bytes.count / 8
        for index in 0..<words {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* 0x100_0000_01b3
        }
        for index in (words * 8)..<bytes.count { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
        return hash
    }
}

/// The anchor every part measures against: a stock horizontal GtkScale over 0...1 (no value
/// label), and how to move it.
@MainActor
func makeGtkScale() -> (widget: UnsafeMutablePointer<GtkWidget>, moveTo: (Double) -> Void) {
    let scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.01)!
    return (scale, { value in scale.withMemoryRebound(to: GtkRange.self, capacity: 1) { gtk_range_set_value($0, value) } })
}

/// The resident set size of this process, in kilobytes.
func residentKilobytes() -> Double {
    guard let file = fopen("/proc/self/statm", "r") else { return .nan }
    defer { fclose(file) }
    var size = 0, resident = 0
    guard withUnsafeMutablePointer(to: &size, { s in withUnsafeMutablePointer(to: &resident) { r in
        withVaList([s, r]) { vfscanf(file, "%ld %ld", $0) }
    } }) == 2 else { return .nan }
    return Double(resident) * Double(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    var window: UnsafeMutablePointer<GtkWindow> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkWindow.self) }
    var fixed: UnsafeMutablePointer<GtkFixed> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkFixed.self) }
    var grid: UnsafeMutablePointer<GtkGrid> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkGrid.self) }
}

/// glibc's `malloc_trim` (declared in malloc.h, which the Glibc module does not export): hands
/// freed heap pages back, so resident memory shows what is still in use.
@_silgen_name("malloc_trim")
func malloc_trim(_ pad: Int) -> Int32
