import CustomControlsCGtk
import CustomControlsCore

/// How a painter builds its frames: in the form that is cheapest for the renderer that draws
/// the window. Both forms show the same pixels (the golden images hold for either).
///
/// GSK's renderers want opposite things (measured on GTK 4.8: BENCHMARKS.md):
/// - The **cairo renderer** paints a cairo node's drawing straight into the frame, so cached
///   images painted by cairo cost a copy; a texture node, though, is converted pixel by pixel
///   on every frame.
/// - The **GL renderer** (and any other GPU renderer) rasterizes a cairo node anew and uploads
///   it on every frame its node is new, which is every frame the control changes; a texture
///   kept across frames is uploaded once and drawn from then on, and small ones share an atlas.
///   So cached layers become textures (cut into tiles: the renderer pays for every pixel it
///   draws, and a ring's image is mostly empty), moving parts are textures placed by a
///   transform, and cairo draws only small areas that change every frame.
enum DrawingForm: Sendable {
    /// One cairo node per frame painting cached images: for GSK's cairo renderer, and when no
    /// renderer is known (a widget drawn offscreen, outside any window).
    case cairo
    /// Texture nodes of cached images, tiled; cairo only for small changing areas: for GSK's
    /// GL renderer and any other that draws on a GPU.
    case textures
    /// The texture form of a frame at rest, one a control keeps (``Choice/cairoWhileMoving``):
    /// no edge moves, so a painter may build it of fewer, larger nodes than ``textures``
    /// does for a moving one (the ring: its bare image whole, the lit one in a few clipped
    /// boxes, and one small cairo node for the wedge's moving edge). Other painters draw it
    /// as ``textures``.
    case restingTextures

    /// Whether frames are built of texture nodes (``textures`` or ``restingTextures``).
    var usesTextures: Bool { self != .cairo }

    /// What a control draws, as far as the choice of form goes.
    enum Content: Sendable {
        /// Small cached layers with empty space between them (a knob, a range slider's track
        /// and thumbs): textures under every GPU renderer.
        case layers
        /// A ring lit along a moving arc (the circular controls): the textures form needs a
        /// hundred tiles and a masked moving edge. Under the renderers of GTK 4.14 and later
        /// one cairo node uploaded each frame costs less while the value moves (4.18, 200 px,
        /// dragging, quiet, above the floor: GL 3.3× against 5.8×, Vulkan 2.1× against 5.0×;
        /// BENCHMARKS.md), its node cut to the box of what it paints (`LitRing+Bounds.swift`:
        /// a GPU renderer draws every pixel of a cairo node's bounds). But a control at rest
        /// keeps its last node, and Vulkan keeps each cairo node's upload with it (about 27 kB
        /// per 64 px slider), where the texture form's tiles are shared by every control of
        /// the same look: so under Vulkan the ring takes the cairo form only while it moves,
        /// and the texture form at rest (``Choice/cairoWhileMoving``, ``restingTextures``:
        /// a few large pieces, where a hundred tiles made the kept frame more than twice as
        /// dear to draw as the cairo node). Under GL the cairo form
        /// at rest measured the smaller (GL keeps no upload with the node; the texture form
        /// kept 5–20 MB more per 1,000), so the ring keeps it there. Under 4.8's GL the two
        /// forms measure alike, and the ring takes the texture form. (BENCHMARKS.md, "The ring
        /// at rest in the texture form".)
        case ring
    }

    /// How a control picks the form of each frame under its window's renderer.
    enum Choice: Equatable, Sendable {
        /// Every frame in this form.
        case always(DrawingForm)
        /// ``cairo`` while what the control shows moves (a drag, an animation),
        /// ``restingTextures`` once it has settled (CustomControlsCore's `MotionWatch`), with one redraw when it
        /// settles so that the frame a resting control keeps is in the texture form.
        case cairoWhileMoving

        /// The form of a frame that is `moving` or not.
        func form(moving: Bool) -> DrawingForm {
            switch self {
            case .always(let form): form
            case .cairoWhileMoving: moving ? .cairo : DrawingForm.resting
            }
        }
    }

    /// How a control drawing `content` picks its frames' form under the renderer of
    /// `widget`'s window; always ``cairo`` when the window has no renderer yet.
    static func choice(forRendererOf widget: UnsafeMutablePointer<GtkWidget>, content: Content = .layers) -> Choice {
        if let forced = Self.forced { return .always(forced) }
        guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native) else { return .always(.cairo) }
        let instance = UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gsk_cairo_renderer_get_type()) != 0 { return .always(.cairo) }
        guard content == .ring, gtk_get_minor_version() >= 14 else { return .always(.textures) }
        // By name: GTK 4.8's headers declare no Vulkan renderer type, and a type never
        // registered (0) has no instances.
        let vulkan = g_type_from_name("GskVulkanRenderer")
        return vulkan != 0 && g_type_check_instance_is_a(instance, vulkan) != 0 ? .cairoWhileMoving : .always(.cairo)
    }

    /// The form of a frame at rest under ``Choice/cairoWhileMoving``: ``restingTextures``, or
    /// with `CC_RESTING_FORM=textures` the moving texture form (to compare the two under one
    /// binary: BENCHMARKS.md, "The ring at rest"; never for apps).
    static let resting: DrawingForm = getenv("CC_RESTING_FORM").map { String(cString: $0) } == "textures" ? .textures : .restingTextures

    /// `CC_DRAWING_FORM=cairo` or `textures` draws every control in that form whatever the
    /// renderer: to compare the forms under one renderer (BENCHMARKS.md), never for apps.
    static let forced: DrawingForm? = {
        switch getenv("CC_DRAWING_FORM").map({ String(cString: $0) }) {
        case "cairo": .cairo
        case "textures": .textures
        case "resting": .restingTextures
        default: nil
        }
    }()
}
