import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// How a painter builds its frames: in the form that is cheapest for the renderer that draws
/// the window, and on GTK 4.14 and later with no cairo node. All forms show the same pixels
/// (the golden images hold for each).
///
/// GSK's renderers want opposite things (measured on GTK 4.8: docs/benchmark-history.md):
/// - The **cairo renderer** paints a cairo node's drawing straight into the frame, so cached
///   images painted by cairo cost a copy; a texture node, though, is converted pixel by pixel
///   on every frame.
/// - The **GL renderer** (and any other GPU renderer) rasterizes a cairo node anew and uploads
///   it on every frame its node is new, which is every frame the control changes; a texture
///   kept across frames is uploaded once and drawn from then on, and small ones share an atlas.
///   So cached layers become textures (cut into tiles: the renderer pays for every pixel it
///   draws, and a ring's image is mostly empty), moving parts are textures placed by a
///   transform, and cairo draws only small areas that change every frame.
///
/// On GTK 4.14 and later every renderer gets the node form, the cairo renderer too: there a
/// control's rendered node is kept while it is shown, and a cairo node keeps its recording
/// (1,000 knobs of 64 px under GTK 4.24: 25.6 MB in the cairo form, 9.7 in the node form,
/// GtkScale 14.8; docs/ring-nodes.md, "Under GSK's cairo renderer"). Its frames cost more
/// there (a 200 px circular slider dragged: 0.26 ms against 0.12) and stay below a stock
/// node drawing of the same shapes.
enum DrawingForm: Sendable {
    /// One cairo node per frame painting cached images: for GSK's cairo renderer before GTK
    /// 4.14, and when no renderer is known (a widget drawn offscreen, outside any window).
    case cairo
    /// Texture nodes of cached images, tiled; cairo only for small changing areas: for GSK's
    /// GL renderer before GTK 4.14.
    case textures
    /// No cairo node: stock render nodes (borders, colours under rounded clips, gradients,
    /// text) and images made once per look, so a GPU renderer rasterizes and uploads nothing
    /// while a value moves: for every control under every renderer of GTK 4.14 and later. The
    /// GPU renderers upload a cairo node every frame it is drawn (a 200 px ring's, 118 kB) and
    /// a texture only once; the cairo renderer keeps a cairo node's recording for as long as
    /// the control is shown. The rings draw ``RingNodes``; the knob and the range slider their
    /// texture forms, with the knob's fill seen through ``RingNodes``' sectors, text as text
    /// nodes and the range slider's focus ring and pills as its recipe's ``Shape``s. On
    /// llvmpipe the rings' nodes cost more time than the upload (4.18's GL, 200 px, dragging:
    /// 0.52 ms against 0.43; a texture's pixels are shaded on the CPU there); on a GPU the
    /// upload is the cost.
    case nodes

    /// The form for the renderer that draws `widget`'s window: ``nodes`` under any renderer of
    /// GTK 4.14 and later, else ``cairo`` under GSK's cairo renderer and ``textures`` under
    /// its GL; ``cairo`` when the window has no renderer yet.
    static func forRenderer(of widget: UnsafeMutablePointer<GtkWidget>) -> DrawingForm {
        if let forced = Self.forced { return forced }
        guard let native = gtk_widget_get_native(widget), gtk_native_get_renderer(native) != nil else { return .cairo }
        if gtk_get_minor_version() >= 14 { return .nodes }
        return cc_widget_renders_with_cairo(widget) != 0 ? .cairo : .textures
    }

    /// `CC_DRAWING_FORM=cairo` or `textures` draws every control in that form whatever the
    /// renderer: to compare the forms under one renderer (docs/benchmark-history.md), never for apps.
    static let forced: DrawingForm? = {
        switch getenv("CC_DRAWING_FORM").map({ String(cString: $0) }) {
        case "cairo": .cairo
        case "textures": .textures
        case "nodes": .nodes
        default: nil
        }
    }()
}
