import CustomControlsCGtk
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

/// The GSK renderer a part runs under: the window's own (`GSK_RENDERER`) and the one frames
/// are rendered offscreen with.
enum RendererKind: String, Codable, CaseIterable {
    /// GSK's cairo renderer: software, one cairo context per frame.
    case cairo
    /// GSK's GL renderer, the one GTK 4 draws desktops with (here Mesa's llvmpipe): up to
    /// GTK 4.13 the one GSK_RENDERER calls `gl`; from 4.14 the new one (GSK's GPU renderer over
    /// GL), `ngl`, which GTK 4.18 calls `gl` too after removing the old one.
    case gl

    /// What GSK_RENDERER calls this renderer in every GTK 4: `opengl`, GTK's OpenGL renderer.
    /// (`gl` on GTK 4.18 asks for the removed old renderer: GTK warns and gives the new one.)
    var environmentName: String {
        switch self {
        case .cairo: "cairo"
        case .gl: "opengl"
        }
    }

    /// The renderer GSK_RENDERER names (by any of GTK's names for it), if it is one of these.
    init?(environmentName: String) {
        switch environmentName {
        case "cairo": self = .cairo
        case "gl", "ngl", "opengl": self = .gl
        default: return nil
        }
    }

    /// A new renderer of this kind, as GSK_RENDERER's `environmentName` gives windows.
    ///
    /// The GL renderer's constructor is looked up at run time: `gsk_gl_renderer_new` on GTK 4.8
    /// (the old renderer) and 4.18+ (the new one), `gsk_ngl_renderer_new` in between. Before
    /// 4.18 it is declared in a header gtk/gtk.h leaves out, which 4.18 answers with a warning.
    func newRenderer() -> OpaquePointer {
        switch self {
        case .cairo:
            return gsk_cairo_renderer_new()
        case .gl:
            let minor = gtk_get_minor_version()
            let name = minor >= 14 && minor < 18 ? "gsk_ngl_renderer_new" : "gsk_gl_renderer_new"
            guard let symbol = dlsym(nil, name) else { fatalError("GTK 4.\(minor) has no \(name)") }
            typealias Constructor = @convention(c) () -> OpaquePointer?
            return unsafeBitCast(symbol, to: Constructor.self)()!
        }
    }
}

/// A GSK renderer of `kind`, realized on a shown window, drawing frames into images as GTK
/// draws the window: snapshot -> render node -> `gsk_renderer_render_texture`.
///
/// Under GL three things would make the numbers wrong, and each is dealt with here:
/// - llvmpipe finishes a frame's work late (when its pixels are needed), so the cost would be
///   charged to whatever renders next: every frame is read back (`gdk_texture_download`), which
///   waits for it, inside the timed frame.
/// - The GL renderer caches the pictures of cairo nodes by the node's address for a couple of
///   frames; a node freed right after its frame hands its address to the next one, which then
///   shows the old picture. The last ``keptFrames`` scenes are kept alive.
/// - `render_texture` has a fixed cost (a temporary target, then a flipped copy) that frames on
///   screen do not pay: the solid fill pays it too, so the ratios *above the fill* leave it out.
/// ``verifyLastFrame()`` shows that each frame's image is really that frame's.
@MainActor
final class OffscreenRenderer {
    let kind: RendererKind
    private let renderer: OpaquePointer
    /// The last scenes rendered, oldest first (see the GL node cache above).
    private var recentNodes: [OpaquePointer] = []
    static let keptFrames = 4
    /// The last frame's pixels, read back (GL only), and its size.
    private var pixels: [UInt8] = []
    private var lastWidth = 0, lastHeight = 0

    init(kind: RendererKind, for window: UnsafeMutablePointer<GtkWidget>) {
        self.kind = kind
        renderer = kind.newRenderer()
        var error: UnsafeMutablePointer<GError>?
        guard gsk_renderer_realize(renderer, gtk_native_get_surface(OpaquePointer(window)), &error) != 0 else {
            fatalError("cannot realize the \(kind) renderer: \(error.map { String(cString: $0.pointee.message) } ?? "")")
        }
    }

    /// Frees the renderer (before its window goes).
    func unrealize() {
        for node in recentNodes { gsk_render_node_unref(node) }
        recentNodes = []
        gsk_renderer_unrealize(renderer)
        g_object_unref(UnsafeMutableRawPointer(renderer))
    }

    /// One frame: what `draw` adds to a new snapshot, rendered into an image of `width` ×
    /// `height` device pixels (read back under GL, so the frame is finished when this returns).
    func render(width: Double, height: Double, _ draw: (OpaquePointer) -> Void) {
        let snapshot = gtk_snapshot_new()!
        draw(snapshot)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return }
        var viewport = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        if let texture = gsk_renderer_render_texture(renderer, node, &viewport) {
            if kind == .gl {
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
    /// next and the image does not, the renderer showed a stale picture. Not timed. GL only
    /// (nil under cairo, whose images are not read back).
    func verifyLastFrame() -> (image: UInt64, reference: UInt64)? {
        guard kind == .gl, let node = recentNodes.last, lastWidth > 0, lastHeight > 0 else { return nil }
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
