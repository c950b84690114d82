import CustomControlsCGtk
import Foundation

/// What a frame's render nodes ask of the CPU and of the bus, which a real GPU does not hide
/// the way llvmpipe's shading does: GSK's GPU renderers (GTK 4.14+) rasterize every cairo node
/// on the CPU and upload it each time it is drawn, and upload a texture the first time they see
/// it. Counted from a walk of the node tree, per frame:
/// - cairo nodes, and the device pixels they cover (rasterized on the CPU, then uploaded);
/// - textures the subject shows for the first time in the run, and their pixels: made on the
///   CPU, then uploaded once (GSK's GPU renderers keep a texture's upload in their cache
///   while the texture lives and is drawn; a control's images made once per look, such as
///   the rings' glow levels, come back to the same textures);
/// - every node, for scale.
/// - fill and stroke nodes (GTK 4.14+), whose path's mask GTK 4.14-4.18 rasterize on the CPU
///   and upload every frame (4.24 keeps it by the path: an upper bound there; what GSK really
///   uploads, from its own list of operations, is `GpuUploadTests`').
/// Four bytes a pixel are uploaded. Nodes that carry no pixels of their own (colours, borders,
/// gradients, shadows, clips, transforms, text from the glyph cache) cost the GPU only.
struct NodeCensus: Codable, Equatable {
    var nodes = 0.0
    var cairoNodes = 0.0
    /// Device pixels rasterized on the CPU: cairo nodes' and new textures'.
    var cpuPixels = 0.0
    /// Bytes uploaded: cairo nodes' and new textures' pixels, four bytes each.
    var uploadBytes = 0.0

    /// The average of `censuses`.
    static func average(_ censuses: [NodeCensus]) -> NodeCensus {
        guard !censuses.isEmpty else { return NodeCensus() }
        let count = Double(censuses.count)
        return NodeCensus(nodes: censuses.map(\.nodes).reduce(0, +) / count,
                          cairoNodes: censuses.map(\.cairoNodes).reduce(0, +) / count,
                          cpuPixels: censuses.map(\.cpuPixels).reduce(0, +) / count,
                          uploadBytes: censuses.map(\.uploadBytes).reduce(0, +) / count)
    }
}

/// Takes the census of one subject's frames: it remembers every texture the subject showed
/// (holding a reference, so that a new texture is never mistaken for one freed at the same
/// address, until ``release()``).
@MainActor
final class NodeCensusTaker {
    private var seenTextures: [OpaquePointer] = []
    private var seen = Set<UInt>()

    /// Lets go of the textures seen, once the census is done.
    func release() {
        for texture in seenTextures { g_object_unref(UnsafeMutableRawPointer(texture)) }
        seenTextures = []
        seen = []
    }

    /// The census of the frame whose root is `node`, drawn at device `scale`.
    func take(_ node: OpaquePointer, scale: Double) -> NodeCensus {
        var census = NodeCensus()
        var textures: [OpaquePointer] = []
        walk(node, scale: scale, into: &census, textures: &textures)
        for texture in textures where seen.insert(UInt(bitPattern: texture)).inserted {
            let pixels = Double(gdk_texture_get_width(texture)) * Double(gdk_texture_get_height(texture))
            census.cpuPixels += pixels
            census.uploadBytes += 4 * pixels
            g_object_ref(UnsafeMutableRawPointer(texture))
            seenTextures.append(texture)
        }
        return census
    }

    private func walk(_ node: OpaquePointer, scale: Double, into census: inout NodeCensus, textures: inout [OpaquePointer]) {
        census.nodes += 1
        let type = gsk_render_node_get_node_type(node)
        func visit(_ child: OpaquePointer?) {
            if let child { walk(child, scale: scale, into: &census, textures: &textures) }
        }
        switch type {
        case GSK_CONTAINER_NODE:
            for index in 0..<gsk_container_node_get_n_children(node) { visit(gsk_container_node_get_child(node, index)) }
        case GSK_CAIRO_NODE:
            var bounds = graphene_rect_t()
            gsk_render_node_get_bounds(node, &bounds)
            let pixels = Double(bounds.size.width) * Double(bounds.size.height) * scale * scale
            census.cairoNodes += 1
            census.cpuPixels += pixels
            census.uploadBytes += 4 * pixels
        case GSK_TEXTURE_NODE:
            if let texture = gsk_texture_node_get_texture(node) { textures.append(texture) }
        case GSK_TRANSFORM_NODE: visit(gsk_transform_node_get_child(node))
        case GSK_OPACITY_NODE: visit(gsk_opacity_node_get_child(node))
        case GSK_COLOR_MATRIX_NODE: visit(gsk_color_matrix_node_get_child(node))
        case GSK_REPEAT_NODE: visit(gsk_repeat_node_get_child(node))
        case GSK_CLIP_NODE: visit(gsk_clip_node_get_child(node))
        case GSK_ROUNDED_CLIP_NODE: visit(gsk_rounded_clip_node_get_child(node))
        case GSK_SHADOW_NODE: visit(gsk_shadow_node_get_child(node))
        case GSK_BLEND_NODE:
            visit(gsk_blend_node_get_bottom_child(node))
            visit(gsk_blend_node_get_top_child(node))
        case GSK_CROSS_FADE_NODE:
            visit(gsk_cross_fade_node_get_start_child(node))
            visit(gsk_cross_fade_node_get_end_child(node))
        case GSK_BLUR_NODE: visit(gsk_blur_node_get_child(node))
        case GSK_DEBUG_NODE: visit(gsk_debug_node_get_child(node))
        default:
            // Types newer than GTK 4.8's headers, by their number in later GTKs' enum, through
            // functions looked up at run time.
            switch type.rawValue {
            case 26: if let texture = Self.newer.textureScaleTexture?(node) { textures.append(texture) }  // texture scale (4.10)
            case 27:  // mask (4.10)
                visit(Self.newer.maskSource?(node))
                visit(Self.newer.maskMask?(node))
            case 28, 29:  // fill and stroke (4.14): the path's mask over its bounds, as 4.14-4.18 make it every frame
                var bounds = graphene_rect_t()
                gsk_render_node_get_bounds(node, &bounds)
                let pixels = Double(bounds.size.width) * Double(bounds.size.height) * scale * scale
                census.cpuPixels += pixels
                census.uploadBytes += 4 * pixels
                visit(type.rawValue == 28 ? Self.newer.fillChild?(node) : Self.newer.strokeChild?(node))
            case 30: visit(Self.newer.subsurfaceChild?(node))  // subsurface (4.14)
            default: break
            }
        }
    }

    /// GSK's getters for node types GTK 4.8 lacks, from the running GTK.
    private struct NewerGetters {
        typealias Getter = @convention(c) (OpaquePointer) -> OpaquePointer?
        let textureScaleTexture = Self.lookUp("gsk_texture_scale_node_get_texture")
        let maskSource = Self.lookUp("gsk_mask_node_get_source")
        let maskMask = Self.lookUp("gsk_mask_node_get_mask")
        let fillChild = Self.lookUp("gsk_fill_node_get_child")
        let strokeChild = Self.lookUp("gsk_stroke_node_get_child")
        let subsurfaceChild = Self.lookUp("gsk_subsurface_node_get_child")

        private static func lookUp(_ name: String) -> Getter? {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
            return unsafeBitCast(symbol, to: Getter.self)
        }
    }

    private static let newer = NewerGetters()
}
