import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// The circular controls' node form (``DrawingForm/nodes``, GTK 4.14 and later's GPU
/// renderers) shows what the cairo form shows, with no cairo node in any state, and makes no
/// image per frame: a sweep of the value made again brings no texture the first did not.
@MainActor
@Suite(.serialized, .gtk)
struct NodeFormTests {
    private var available: Bool { gtk_get_minor_version() >= 14 && Snapshot.masksAvailable }

    private func expectLikeTheCairoForm(_ state: ControlState, size: Size, scale: Double, _ what: String,
                                        sourceLocation: SourceLocation = #_sourceLocation) {
        let cairo = GoldenImages.render(state, size: size, scale: scale, form: .cairo)
        let nodes = GoldenImages.render(state, size: size, scale: scale, form: .nodes)
        defer {
            cairo_surface_destroy(cairo)
            cairo_surface_destroy(nodes)
        }
        if let directory = ProcessInfo.processInfo.environment["CC_NODES_DUMP"] {
            let name = what.replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: "/", with: "-")
            cairo_surface_write_to_png(cairo, "\(directory)/\(name)-cairo.png")
            cairo_surface_write_to_png(nodes, "\(directory)/\(name)-nodes.png")
        }
        if let mismatch = GoldenImages.difference(nodes, cairo) {
            let difference = GoldenImages.channelDifference(nodes, cairo, threshold: 24)
            Issue.record("\(what): the node form differs from the cairo form: \(mismatch), up to \(difference.largest) levels", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [1.0, 2.0])
    func aCircularSliderLooksAsInTheCairoForm(scale: Double) throws {
        guard available else { return }
        for (start, end) in [(-Double.pi / 2, 3 * Double.pi / 2), (Double.pi, 0.0), (0.3, -2.2)] {
            for value in [0.0, 3, 90, 181, 300, 359.5, 360] {
                let slider = CircularSlider()
                slider.step = 0
                slider.startAngle = start
                slider.endAngle = end
                slider.value = value
                expectLikeTheCairoForm(try state(of: slider.widget), size: Size(width: 120, height: 120), scale: scale,
                                       "circular slider \(start)…\(end) at \(value), scale \(scale)")
            }
        }
    }

    @Test(arguments: [1.0, 2.0])
    func aCircularRangeSliderLooksAsInTheCairoForm(scale: Double) throws {
        guard available else { return }
        for (lower, upper) in [(0.0, 90.0), (30, 330), (330, 390), (100, 100)] {
            let slider = CircularRangeSlider()
            slider.setValues(lower: lower, upper: upper)
            expectLikeTheCairoForm(try state(of: slider.widget), size: Size(width: 160, height: 160), scale: scale,
                                   "circular range slider \(lower)…\(upper), scale \(scale)")
        }
    }

    /// Every cairo node and texture in the frame `widget` draws next in the node form.
    private func census(_ widget: ControlState, size: Size, scale: Double) -> (cairoNodes: Int, textures: [OpaquePointer]) {
        let snapshot = gtk_snapshot_new()!
        widget.render(into: snapshot, size: size, scale: scale, form: .nodes)
        guard let root = gtk_snapshot_free_to_node(snapshot) else { return (0, []) }
        defer { gsk_render_node_unref(root) }
        var cairoNodes = 0
        var textures: [OpaquePointer] = []
        // Mask nodes are newer than GTK 4.8's headers: their getters from the running GTK.
        typealias Getter = @convention(c) (OpaquePointer) -> OpaquePointer?
        let maskGetters = ["gsk_mask_node_get_source", "gsk_mask_node_get_mask"].compactMap { (name: String) in dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) }
            .map { unsafeBitCast($0, to: Getter.self) }
        func walk(_ node: OpaquePointer?) {
            guard let node else { return }
            switch gsk_render_node_get_node_type(node) {
            case GSK_CAIRO_NODE: cairoNodes += 1
            case GSK_TEXTURE_NODE: if let texture = gsk_texture_node_get_texture(node) { textures.append(texture) }
            case GSK_CONTAINER_NODE: for index in 0..<gsk_container_node_get_n_children(node) { walk(gsk_container_node_get_child(node, index)) }
            case GSK_TRANSFORM_NODE: walk(gsk_transform_node_get_child(node))
            case GSK_CLIP_NODE: walk(gsk_clip_node_get_child(node))
            case GSK_ROUNDED_CLIP_NODE: walk(gsk_rounded_clip_node_get_child(node))
            case GSK_OPACITY_NODE: walk(gsk_opacity_node_get_child(node))
            case GSK_DEBUG_NODE: walk(gsk_debug_node_get_child(node))
            case GSK_COLOR_MATRIX_NODE: walk(gsk_color_matrix_node_get_child(node))
            case let type where type.rawValue == 27: for getter in maskGetters { walk(getter(node)) }  // a mask (4.10)
            default: break
            }
        }
        walk(root)
        return (cairoNodes, textures)
    }

    /// Sweeps `widget` through `values` twice (`set` shows each), checking each frame: no
    /// cairo node, and in the second sweep no texture the first did not show (the images are
    /// per look, made once: a GPU renderer uploads each once and keeps it).
    private func expectNoCairoAndNoNewTextures(_ widget: ControlState, size: Size, scale: Double, values: [Double], _ set: (Double) -> Void,
                                               _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var seen = Set<UInt>(), kept: [OpaquePointer] = []
        defer { for texture in kept { g_object_unref(UnsafeMutableRawPointer(texture)) } }
        var cairoFrames = 0, newInSecondSweep = 0
        for sweep in 0..<2 {
            for value in values {
                set(value)
                let frame = census(widget, size: size, scale: scale)
                if frame.cairoNodes > 0 { cairoFrames += 1 }
                for texture in frame.textures where seen.insert(UInt(bitPattern: texture)).inserted {
                    // Held, so that a texture made later never takes a freed one's address.
                    g_object_ref(UnsafeMutableRawPointer(texture))
                    kept.append(texture)
                    if sweep == 1 { newInSecondSweep += 1 }
                }
            }
        }
        #expect(cairoFrames == 0, "\(what): \(cairoFrames) frames with a cairo node", sourceLocation: sourceLocation)
        #expect(newInSecondSweep == 0, "\(what): \(newInSecondSweep) textures new in the second sweep", sourceLocation: sourceLocation)
    }

    private static let sweep = stride(from: 0.0, through: 360, by: 7.5).map { $0 } + stride(from: 352.5, through: 0, by: -7.5).map { $0 }

    @Test(arguments: [1.0, 1.25, 1.5, 2.0])
    func aCircularSliderDrawsNoCairoNodeAndNoImagePerFrame(scale: Double) throws {
        guard available else { return }
        let size = Size(width: 120, height: 120)
        for variant in ["plain", "marks", "editable", "insensitive", "partial", "no value"] {
            let slider = CircularSlider()
            slider.step = 0
            switch variant {
            case "marks": for mark in [0.0, 90, 180, 270] { slider.addMark(mark, markup: "\(Int(mark))") }
            case "editable": slider.editable = true
            case "insensitive": gtk_widget_set_sensitive(slider.widget, 0)
            case "partial":
                slider.startAngle = 0.3
                slider.endAngle = -2.2
            case "no value": slider.showValue = false
            default: break
            }
            let widget: ControlState = try state(of: slider.widget)
            expectNoCairoAndNoNewTextures(widget, size: size, scale: scale, values: Self.sweep, { slider.value = $0 },
                                          "circular slider, \(variant), scale \(scale)")
        }
        for theme in ["Adwaita", "HighContrast"] {
            try withTheme(theme, darkStyle: theme == "Adwaita") {
                let slider = CircularSlider()
                let widget: ControlState = try state(of: slider.widget)
                expectNoCairoAndNoNewTextures(widget, size: size, scale: scale, values: Self.sweep, { slider.value = $0 },
                                              "circular slider, \(theme), scale \(scale)")
            }
        }
    }

    @Test(arguments: [1.0, 1.5, 2.0])
    func aCircularRangeSliderDrawsNoCairoNodeAndNoImagePerFrame(scale: Double) throws {
        guard available else { return }
        let size = Size(width: 160, height: 160)
        for variant in ["plain", "marks", "focused", "insensitive"] {
            let slider = CircularRangeSlider()
            let widget: CircularRangeSliderState = try state(of: slider.widget)
            switch variant {
            case "marks": for mark in [0.0, 120, 240] { slider.addMark(mark, markup: "\(Int(mark))") }
            case "focused": gtk_widget_set_state_flags(widget.upperHandle, GTK_STATE_FLAG_FOCUS_VISIBLE, 0)
            case "insensitive": gtk_widget_set_sensitive(slider.widget, 0)
            default: break
            }
            // The upper handle dragged round, then the whole range moved.
            expectNoCairoAndNoNewTextures(widget, size: size, scale: scale, values: Self.sweep.map { max($0, 20) }, { slider.setValues(lower: 10, upper: $0) },
                                          "circular range slider upper, \(variant), scale \(scale)")
            expectNoCairoAndNoNewTextures(widget, size: size, scale: scale, values: Self.sweep, { slider.setValues(lower: $0, upper: $0 + 60) },
                                          "circular range slider whole, \(variant), scale \(scale)")
        }
    }

    /// A window's renderer picks the form: the node form for a ring under a GPU renderer of
    /// GTK 4.14 and later, the cairo form under GSK's cairo renderer, the texture form under
    /// earlier GTKs' GL.
    @Test func aRingsFormFollowsItsWindowsRenderer() throws {
        let slider = CircularSlider()
        let host = try HostWindow(slider.widget, width: 120, height: 120)
        let native = try #require(gtk_widget_get_native(slider.widget))
        let renderer = try #require(gtk_native_get_renderer(native))
        let isCairo = g_type_check_instance_is_a(UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self),
                                                 gsk_cairo_renderer_get_type()) != 0
        let expected: DrawingForm = isCairo ? .cairo : gtk_get_minor_version() >= 14 ? .nodes : .textures
        #expect(DrawingForm.forRenderer(of: slider.widget, content: .ring) == expected)
        withExtendedLifetime(host) {}
    }

    /// A value text beyond the glyph images' characters is a text node in the node form,
    /// never a cairo node.
    @Test func wordsInTheCentreAreATextNode() throws {
        guard available else { return }
        let slider = CircularSlider()
        slider.valueFormatter = { "north \(Int($0))" }
        slider.value = 40
        let widget: ControlState = try state(of: slider.widget)
        let snapshot = gtk_snapshot_new()!
        widget.render(into: snapshot, size: Size(width: 160, height: 160), scale: 1, form: .nodes)
        let root = try #require(gtk_snapshot_free_to_node(snapshot))
        defer { gsk_render_node_unref(root) }
        var types: [GskRenderNodeType] = []
        func walk(_ node: OpaquePointer?) {
            guard let node else { return }
            let type = gsk_render_node_get_node_type(node)
            types.append(type)
            switch type {
            case GSK_CONTAINER_NODE: for index in 0..<gsk_container_node_get_n_children(node) { walk(gsk_container_node_get_child(node, index)) }
            case GSK_TRANSFORM_NODE: walk(gsk_transform_node_get_child(node))
            case GSK_CLIP_NODE: walk(gsk_clip_node_get_child(node))
            default: break
            }
        }
        walk(root)
        #expect(types.contains(GSK_TEXT_NODE))
        #expect(!types.contains(GSK_CAIRO_NODE))
        let cairo = GoldenImages.render(widget, size: Size(width: 160, height: 160), scale: 1, form: .cairo)
        let nodes = GoldenImages.render(widget, size: Size(width: 160, height: 160), scale: 1, form: .nodes)
        defer {
            cairo_surface_destroy(cairo)
            cairo_surface_destroy(nodes)
        }
        // GSK's text against cairo's: the golden images' tolerance.
        #expect(GoldenImages.difference(nodes, cairo) == nil)
        if let directory = ProcessInfo.processInfo.environment["CC_NODES_DUMP"] {
            cairo_surface_write_to_png(cairo, "\(directory)/words-cairo.png")
            cairo_surface_write_to_png(nodes, "\(directory)/words-nodes.png")
        }
    }
}
