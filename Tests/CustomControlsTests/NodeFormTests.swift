import CCustomControls
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// Every control's node form (``DrawingForm/nodes``, GTK 4.14 and later's GPU renderers) shows
/// what the cairo form shows, with no cairo node in any state, and makes no image per frame: a
/// sweep of the value made again brings no texture the first did not (the range slider's
/// images are its track bare and lit and its thumbs, shared by every slider of their look).
@MainActor
@Suite(.serialized, .gtk)
struct NodeFormTests {
    private var available: Bool { gtk_get_minor_version() >= 14 && Snapshot.masksAvailable }

    /// Whether the node form's pictures are compared here: wherever cairo renders them (its
    /// stock nodes are in every GTK), and under GL from GTK 4.14, where windows get the node
    /// form; 4.8-4.12's GL renderer, which never draws it, antialiases rounded clips and
    /// glyph textures its own way (up to 68 levels off in 3 % of a range slider's pixels).
    private var picturesCompared: Bool { gtk_get_minor_version() >= 14 || !GoldenImages.usesGL }

    private func expectLikeTheCairoForm(_ state: ControlState, size: Size, scale: Double, above: Double = 0, _ what: String,
                                        sourceLocation: SourceLocation = #_sourceLocation) {
        let cairo = GoldenImages.render(state, size: size, scale: scale, form: .cairo, above: above)
        let nodes = GoldenImages.render(state, size: size, scale: scale, form: .nodes, above: above)
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

    /// Every cairo node, text node and texture in the frame `widget` draws next in the node form.
    private func census(_ widget: ControlState, size: Size, scale: Double) -> (cairoNodes: Int, textNodes: Int, textures: [OpaquePointer]) {
        let snapshot = gtk_snapshot_new()!
        widget.render(into: snapshot, size: size, scale: scale, form: .nodes)
        guard let root = gtk_snapshot_free_to_node(snapshot) else { return (0, 0, []) }
        defer { gsk_render_node_unref(root) }
        var cairoNodes = 0, textNodes = 0
        var textures: [OpaquePointer] = []
        // Mask nodes are newer than GTK 4.8's headers: their getters from the running GTK.
        typealias Getter = @convention(c) (OpaquePointer) -> OpaquePointer?
        let maskGetters = ["gsk_mask_node_get_source", "gsk_mask_node_get_mask"].compactMap { (name: String) in dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) }
            .map { unsafeBitCast($0, to: Getter.self) }
        func walk(_ node: OpaquePointer?) {
            guard let node else { return }
            switch gsk_render_node_get_node_type(node) {
            case GSK_CAIRO_NODE: cairoNodes += 1
            case GSK_TEXT_NODE: textNodes += 1
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
        return (cairoNodes, textNodes, textures)
    }

    /// Sweeps `widget` through `values` twice (`set` shows each), checking each frame: no
    /// cairo node, and in the second sweep no texture the first did not show (the images are
    /// per look, made once: a GPU renderer uploads each once and keeps it).
    private func expectNoCairoAndNoNewTextures(_ widget: ControlState, size: Size, scale: Double, values: [Double], textureLimit: Int = .max,
                                               _ set: (Double) -> Void, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
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
        #expect(seen.count <= textureLimit, "\(what): \(seen.count) textures (at most \(textureLimit))", sourceLocation: sourceLocation)
    }

    private static let sweep = stride(from: 0.0, through: 360, by: 7.5).map { $0 } + stride(from: 352.5, through: 0, by: -7.5).map { $0 }

    @Test(arguments: [1.0, 1.25, 1.5, 2.0])
    func aCircularSliderDrawsNoCairoNodeAndNoImagePerFrame(scale: Double) throws {
        guard available else { return }
        let size = Size(width: 120, height: 120)
        for variant in ["plain", "marks", "editable", "insensitive", "partial", "no value", "modulated"] {
            let slider = CircularSlider()
            slider.step = 0
            switch variant {
            case "modulated":  // the sweep passes the modulated value: arcs either way round
                slider.showsModulation = true
                slider.modulationValue = 200
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

    /// A window's renderer picks the form: the node form under every renderer of GTK 4.14 and
    /// later, the cairo renderer's too; before, the cairo form under GSK's cairo renderer and
    /// the texture form under GL.
    @Test func aRingsFormFollowsItsWindowsRenderer() throws {
        let slider = CircularSlider()
        let host = try HostWindow(slider.widget, width: 120, height: 120)
        let native = try #require(gtk_widget_get_native(slider.widget))
        let renderer = try #require(gtk_native_get_renderer(native))
        let isCairo = g_type_check_instance_is_a(UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self),
                                                 gsk_cairo_renderer_get_type()) != 0
        let expected: DrawingForm = gtk_get_minor_version() >= 14 ? .nodes : isCairo ? .cairo : .textures
        #expect(DrawingForm.forRenderer(of: slider.widget) == expected)
        withExtendedLifetime(host) {}
    }

    /// The value in the centre is a text node in the node form, a number as well as words:
    /// never a cairo node, and no texture of its own (the other forms paint the digits'
    /// cached images; as texture nodes each would be a primitive of its own to a GPU
    /// renderer). The frame with the value shown has the same textures as the one without.
    @Test(arguments: ["number", "words"])
    func theValueInTheCentreIsATextNode(text: String) throws {
        guard available else { return }
        let slider = CircularSlider()
        if text == "words" { slider.valueFormatter = { "north \(Int($0))" } }
        slider.value = 40
        let widget: ControlState = try state(of: slider.widget)
        let size = Size(width: 160, height: 160)
        let shown = census(widget, size: size, scale: 1)
        #expect(shown.textNodes == 1, "\(text): one text node")
        #expect(shown.cairoNodes == 0, "\(text): no cairo node")
        slider.showValue = false
        let hidden = census(widget, size: size, scale: 1)
        #expect(hidden.textNodes == 0)
        #expect(shown.textures.count == hidden.textures.count, "\(text): the value adds no texture")
        slider.showValue = true
        let cairo = GoldenImages.render(widget, size: size, scale: 1, form: .cairo)
        let nodes = GoldenImages.render(widget, size: size, scale: 1, form: .nodes)
        defer {
            cairo_surface_destroy(cairo)
            cairo_surface_destroy(nodes)
        }
        // GSK's text against cairo's: the golden images' tolerance.
        #expect(GoldenImages.difference(nodes, cairo) == nil, "\(text)")
        if let directory = ProcessInfo.processInfo.environment["CC_NODES_DUMP"] {
            cairo_surface_write_to_png(cairo, "\(directory)/\(text)-cairo.png")
            cairo_surface_write_to_png(nodes, "\(directory)/\(text)-nodes.png")
        }
    }

    // MARK: The range slider and the knob

    private static func rangeSlider(vertical: Bool, curvaceousness: Double = 1) -> (RangeSlider, Size) {
        let slider = RangeSlider()
        slider.orientation = vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
        slider.curvaceousness = curvaceousness
        return (slider, vertical ? Size(width: 30, height: 240) : Size(width: 240, height: 30))
    }

    /// The recipe's shapes as stock nodes against cairo's drawing of them: both orientations,
    /// round and squarer corners, an empty, a full and an odd range. Drawn by cairo, this
    /// holds on 4.8 too (``picturesCompared``).
    @Test(arguments: [1.0, 2.0])
    func aRangeSliderLooksAsInTheCairoForm(scale: Double) throws {
        guard picturesCompared else { return }
        for vertical in [false, true] {
            for curvaceousness in [1.0, 0.4] {
                for (lower, upper) in [(0.2, 0.8), (0.0, 1.0), (0.5, 0.5), (0.33, 0.71)] {
                    let (slider, size) = Self.rangeSlider(vertical: vertical, curvaceousness: curvaceousness)
                    slider.setValues(lower: lower, upper: upper)
                    expectLikeTheCairoForm(try state(of: slider.widget), size: size, scale: scale,
                                           "range slider \(vertical ? "vertical" : "horizontal"), curvaceousness \(curvaceousness), \(lower)…\(upper), scale \(scale)")
                }
            }
        }
    }

    /// A range slider 300 by 30 showing its labels, in a window, its lower thumb pressed by
    /// real gesture signals at (69, 15).
    private static func pressedRangeSlider() throws -> (RangeSlider, HostWindow, RangeSliderState, GestureDriver) {
        let slider = RangeSlider()
        slider.showLabels = true
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        let widget = try state(of: slider.widget, as: RangeSliderState.self)
        var drag = try GestureDriver(widget)
        drag.press(69, 15)
        return (slider, host, widget, drag)
    }

    /// A slider too big for images (past ``Raster/maximumPixels``) appends its recipe's shapes
    /// as stock nodes where the cairo form draws them as vectors: drawn by cairo (GL takes no
    /// picture this big), the same picture, either way along the track.
    @Test(arguments: [false, true], [false, true])
    func aRangeSliderTooBigForImagesLooksAsInTheCairoForm(vertical: Bool, inverted: Bool) throws {
        guard picturesCompared else { return }
        let (slider, _) = Self.rangeSlider(vertical: vertical, curvaceousness: 0.6)
        slider.inverted = inverted
        slider.setValues(lower: 0.31, upper: 0.58)
        let size = vertical ? Size(width: 140, height: 32000) : Size(width: 32000, height: 140)  // within cairo's 32767 a side
        #expect(size.width * size.height > Raster.maximumPixels)
        let widget: ControlState = try state(of: slider.widget)
        expectLikeTheCairoForm(widget, size: size, scale: 1, "range slider too big for images, vertical \(vertical), inverted \(inverted)")
        // The golden tolerance is a share of the picture, most of which is empty here: the
        // pixels more than 8 levels off, counted, stay at the edges' antialiasing (1,329 and
        // 1,303 on 4.8; a thumb's gradient upside down, 23 levels at most, makes 22,000).
        let cairo = GoldenImages.render(widget, size: size, scale: 1, form: .cairo)
        let nodes = GoldenImages.render(widget, size: size, scale: 1, form: .nodes)
        defer { for surface in [cairo, nodes] { cairo_surface_destroy(surface) } }
        let off = GoldenImages.channelDifference(nodes, cairo, threshold: 8).pixelsOver
        #expect(off < 3000, "range slider too big for images, vertical \(vertical), inverted \(inverted): \(off) pixels off")
    }

    /// Dragged by real gesture signals, with its value in a pill over the pressed thumb, and
    /// with the focus ring round a thumb: still the cairo form's pixels, the pill's text at
    /// the frame's scale in both.
    @Test(arguments: [1.0, 2.0])
    func aDraggedOrFocusedRangeSliderLooksAsInTheCairoForm(scale: Double) throws {
        guard picturesCompared else { return }
        let (slider, host, widget, drag) = try Self.pressedRangeSlider()
        defer { host.close() }
        slider.thumbColor = RGBA(red: 0.9, green: 0.5, blue: 0.2)
        let size = Size(width: 300, height: 30)
        drag.move(96, 15)
        #expect(widget.frame(size: size, scale: scale).labels.count == 1)
        expectLikeTheCairoForm(widget, size: size, scale: scale, above: 20, "range slider dragged, scale \(scale)")
        drag.release(96, 15)
        Self.focus(widget.thumbWidget(.upper), in: host)
        #expect(widget.frame(size: size, scale: scale).focusRing == .upper)
        expectLikeTheCairoForm(widget, size: size, scale: scale, "range slider focused, scale \(scale)")
    }

    /// Gives `thumb` the keyboard focus, shown as after a Tab.
    private static func focus(_ thumb: UnsafeMutablePointer<GtkWidget>, in host: HostWindow) {
        gtk_widget_grab_focus(thumb)
        gtk_window_set_focus_visible(cast(host.window), 1)
    }

    private static let fractions = stride(from: 0.0, through: 1, by: 0.025).map { $0 } + stride(from: 0.975, through: 0, by: -0.025).map { $0 }

    /// No cairo node in any state, at every scale the issue names, and no texture but the
    /// images of the track (bare and lit), of the thumbs at rest (alike, one) and the marks';
    /// a slider too big for images draws its shapes as stock nodes, no texture at all.
    @Test(arguments: [1.0, 1.25, 1.5, 2.0])
    func aRangeSliderDrawsNoCairoNodeAndNoImage(scale: Double) throws {
        guard gtk_get_minor_version() >= 14 else { return }
        for variant in ["plain", "vertical", "marks", "focused", "insensitive", "square", "huge"] {
            let (slider, usual) = Self.rangeSlider(vertical: variant == "vertical", curvaceousness: variant == "square" ? 0 : 1)
            let size = variant == "huge" ? Size(width: 4200, height: 1100) : usual  // past Raster.maximumPixels
            let widget = try state(of: slider.widget, as: RangeSliderState.self)
            switch variant {
            case "marks": for mark in [0.0, 0.25, 0.5, 1] { slider.addMark(mark, markup: "\(mark)") }
            case "insensitive": gtk_widget_set_sensitive(slider.widget, 0)
            default: break
            }
            let host = variant == "focused" ? try HostWindow(slider.widget, width: Int32(size.width), height: Int32(size.height)) : nil
            defer { host?.close() }
            if let host {
                Self.focus(widget.thumbWidget(.upper), in: host)
                #expect(widget.frame(size: size, scale: scale).focusRing == .upper)
            }
            expectNoCairoAndNoNewTextures(widget, size: size, scale: scale, values: Self.fractions, textureLimit: variant == "huge" ? 0 : variant == "marks" ? 4 : 3,
                                          { slider.setValues(lower: $0 * 0.5, upper: 1 - $0 * 0.4) }, "range slider, \(variant), scale \(scale)")
        }
        for theme in ["Adwaita", "HighContrast"] {
            try withTheme(theme, darkStyle: theme == "Adwaita") {
                let (slider, size) = Self.rangeSlider(vertical: false)
                let widget = try state(of: slider.widget, as: RangeSliderState.self)
                expectNoCairoAndNoNewTextures(widget, size: size, scale: scale, values: Self.fractions, textureLimit: 3,
                                              { slider.setValues(lower: $0 * 0.5, upper: 1 - $0 * 0.4) }, "range slider, \(theme), scale \(scale)")
            }
        }
    }

    /// The XY pad in every state draws stock nodes only: no cairo node and no texture at all,
    /// at every scale, plain, with grid lines, focused, dragged, insensitive, dark and high
    /// contrast.
    @Test(arguments: [1.0, 1.25, 1.5, 2.0])
    func anXYPadDrawsNoCairoNodeAndNoImage(scale: Double) throws {
        guard gtk_get_minor_version() >= 14 else { return }
        let size = Size(width: 160, height: 120)
        for variant in ["plain", "marks", "focused", "dragged", "insensitive", "no crosshair"] {
            let pad = XYPad()
            let widget = try state(of: pad.widget, as: XYPadState.self)
            switch variant {
            case "marks": for mark in [0.25, 0.5] { pad.addMark(mark, position: .top); pad.addMark(mark, position: .left) }
            case "insensitive": gtk_widget_set_sensitive(pad.widget, 0)
            case "no crosshair": pad.showCrosshair = false
            default: break
            }
            let host = variant == "focused" || variant == "dragged" ? try HostWindow(pad.widget, width: Int32(size.width), height: Int32(size.height)) : nil
            defer { host?.close() }
            if let host, variant == "focused" {
                Self.focus(widget.yHandle, in: host)
                #expect(widget.frame(size: size, scale: scale, form: .nodes).focusRing)
            }
            if variant == "dragged" {
                var drag = try GestureDriver(widget)
                drag.press(80, 60)
                #expect(widget.frame(size: size, scale: scale, form: .nodes).pressed)
            }
            expectNoCairoAndNoNewTextures(widget, size: size, scale: scale, values: Self.fractions, textureLimit: 0,
                                          { pad.setValues(x: $0, y: 1 - $0) }, "XY pad, \(variant), scale \(scale)")
        }
        for (theme, dark) in [("Adwaita", true), ("HighContrast", false)] {
            try withTheme(theme, darkStyle: dark) {
                let pad = XYPad()
                expectNoCairoAndNoNewTextures(try state(of: pad.widget, as: XYPadState.self), size: size, scale: scale, values: Self.fractions,
                                              textureLimit: 0, { pad.setValues(x: $0, y: $0) }, "XY pad, \(theme), scale \(scale)")
            }
        }
    }

    /// Dragged by real gesture signals with labels on, and in the theme's appearance (GTK's
    /// own trough and sliders) with a focused thumb: no cairo node either.
    @Test func aDraggedOrThemedRangeSliderDrawsNoCairoNode() throws {
        guard gtk_get_minor_version() >= 14 else { return }
        let (slider, host, widget, drag) = try Self.pressedRangeSlider()
        defer { host.close() }
        let size = Size(width: 300, height: 30)
        let positions = Array(stride(from: 70.0, through: 200, by: 10))
        expectNoCairoAndNoNewTextures(widget, size: size, scale: 1, values: positions, { drag.move($0, 15) }, "range slider dragged with labels")
        #expect(widget.frame(size: size, scale: 1).labels.count == 1)
        drag.release(200, 15)
        slider.appearance = .theme
        Self.focus(widget.thumbWidget(.lower), in: host)
        GTK.spin(0.05)
        #expect(widget.frame(size: size, scale: 1).focusRing == .lower)
        expectNoCairoAndNoNewTextures(widget, size: size, scale: 1, values: Self.fractions, { slider.setValues(lower: $0 * 0.5, upper: 1 - $0 * 0.4) },
                                      "range slider, theme appearance")
    }

    /// A knob's fill (from its origin to its value, either way round) seen through the node
    /// form's sectors: the cairo form's pixels.
    @Test(arguments: [1.0, 2.0])
    func aKnobsFillLooksAsInTheCairoForm(scale: Double) throws {
        guard picturesCompared else { return }
        for (origin, lineWidth) in [(0.0, 0.0), (0.5, 0.0), (0.5, 14.0)] {
            for value in [0.0, 0.2, 0.5, 0.77, 1.0] {
                let knob = Knob()
                knob.showFill = true
                knob.origin = origin
                if lineWidth > 0 { knob.lineWidth = lineWidth }  // thick: the sector's band must hold it
                knob.value = value
                expectLikeTheCairoForm(try state(of: knob.widget), size: Size(width: 120, height: 120), scale: scale,
                                       "knob filled from \(origin) to \(value), line \(lineWidth), scale \(scale)")
            }
        }
    }

    /// The modulation arc, a stroke node in the node form (and the knob's texture form on
    /// 4.14+), shows the cairo form's pixels, either way round from the value.
    @Test(arguments: [1.0, 2.0])
    func aModulationArcLooksAsInTheCairoForm(scale: Double) throws {
        guard picturesCompared, gtk_get_minor_version() >= 14 else { return }
        for (value, modulated) in [(0.2, 0.9), (0.7, 0.1)] {
            let knob = Knob()
            knob.value = value
            knob.showsModulation = true
            knob.modulationValue = modulated
            expectLikeTheCairoForm(try state(of: knob.widget), size: Size(width: 120, height: 120), scale: scale,
                                   "knob at \(value) modulated to \(modulated), scale \(scale)")
            let slider = CircularSlider()
            slider.value = value * 360
            slider.showsModulation = true
            slider.modulationValue = modulated * 360
            expectLikeTheCairoForm(try state(of: slider.widget), size: Size(width: 120, height: 120), scale: scale,
                                   "circular slider at \(value * 360) modulated to \(modulated * 360), scale \(scale)")
        }
    }

    /// The knob keeps its texture form under GTK 4.14+'s GPU renderers, with its value as a
    /// text node: no cairo node in any state.
    @Test(arguments: [1.0, 1.25, 1.5, 2.0])
    func aKnobDrawsNoCairoNodeAndNoImagePerFrame(scale: Double) throws {
        guard gtk_get_minor_version() >= 14 else { return }
        let size = Size(width: 120, height: 120)
        for variant in ["plain", "marks", "fill", "editable", "insensitive", "words", "no value", "modulated"] {
            let knob = Knob()
            switch variant {
            case "modulated":
                knob.showsModulation = true
                knob.modulationValue = 0.3
            case "marks": for mark in [0.0, 0.5, 1] { knob.addMark(mark, markup: "\(mark)") }
            case "fill": knob.showFill = true
            case "editable": knob.editable = true
            case "insensitive": gtk_widget_set_sensitive(knob.widget, 0)
            case "words": knob.valueFormatter = { "gain \(Int($0 * 10))" }
            case "no value": knob.showValue = false
            default: break
            }
            let widget: ControlState = try state(of: knob.widget)
            expectNoCairoAndNoNewTextures(widget, size: size, scale: scale, values: Self.fractions, { knob.value = $0 }, "knob, \(variant), scale \(scale)")
        }
        for theme in ["Adwaita", "HighContrast"] {
            try withTheme(theme, darkStyle: theme == "Adwaita") {
                let knob = Knob()
                let widget: ControlState = try state(of: knob.widget)
                expectNoCairoAndNoNewTextures(widget, size: size, scale: scale, values: Self.fractions, { knob.value = $0 }, "knob, \(theme), scale \(scale)")
            }
        }
    }

    // MARK: Fractional scales

    /// Where a control lies on its window's surface, which the node form puts on a device
    /// pixel: its margins from the window's content, and the window's own offset on it.
    @Test func aControlKnowsWhereItLiesOnItsSurface() throws {
        let knob = Knob()
        gtk_widget_set_margin_start(knob.widget, 7)
        gtk_widget_set_margin_top(knob.widget, 4)
        gtk_widget_set_halign(knob.widget, GTK_ALIGN_START)
        gtk_widget_set_valign(knob.widget, GTK_ALIGN_START)
        gtk_widget_set_size_request(knob.widget, 50, 50)
        let host = try HostWindow(knob.widget, width: 120, height: 120)
        defer { host.close() }
        let widget: ControlState = try state(of: knob.widget)
        let native = try #require(gtk_widget_get_native(knob.widget))
        var x = 0.0, y = 0.0
        gtk_native_get_surface_transform(native, &x, &y)
        #expect(widget.originOnSurface == Point(x: 7 + x, y: 4 + y))
        let alone = Knob()
        let aloneState: ControlState = try state(of: alone.widget)
        #expect(aloneState.originOnSurface == Point(x: 0, y: 0))  // no window
    }

    /// At a fractional scale the node form's images are made at that scale, so its edges are
    /// as sharp as cairo draws them there (the cairo form at that scale, images painted on
    /// device pixels: the golden image `*-x1.5`, looked at), where images made at the whole
    /// scale above it (GTK's scale factor: 2 for 1.25 and 1.5) and shrunk onto the surface
    /// are blurred past the golden images' tolerance.
    @Test(arguments: [1.25, 1.5])
    func atAFractionalScaleTheImagesAreMadeAtThatScale(scale: Double) throws {
        let circular = CircularSlider()
        circular.value = 130
        let range = RangeSlider()
        range.setValues(lower: 0.3, upper: 0.65)
        let knob = Knob()
        knob.value = 0.35
        let circularRange = CircularRangeSlider()
        circularRange.setValues(lower: 40, upper: 250)
        let controls: [(String, UnsafeMutablePointer<GtkWidget>, Size)] = [
            ("circular", circular.widget, Size(width: 120, height: 120)), ("range", range.widget, Size(width: 240, height: 30)),
            ("knob", knob.widget, Size(width: 120, height: 120)), ("circular-range", circularRange.widget, Size(width: 160, height: 160)),
        ]
        for (name, widget, size) in controls {
            let state: ControlState = try state(of: widget)
            let cairo = GoldenImages.render(state, size: size, scale: scale, form: .cairo)
            let nodes = GoldenImages.render(state, size: size, scale: scale, form: .nodes)
            let shrunk = GoldenImages.render(state, size: size, scale: scale, form: .nodes, imageScale: scale.rounded(.up))
            defer { for surface in [cairo, nodes, shrunk] { cairo_surface_destroy(surface) } }
            if scale == 1.5 { GoldenImages.check(cairo, named: "\(name)-x1.5") }
            #expect(GoldenImages.difference(nodes, cairo) == nil, "\(name) at \(scale): images at the surface's scale")
            // Blur: pixels more than 8 levels off the sharp picture, counted for both.
            let sharp = GoldenImages.channelDifference(nodes, cairo, threshold: 8).pixelsOver
            let blurred = GoldenImages.channelDifference(shrunk, cairo, threshold: 8).pixelsOver
            #expect(blurred > 2 * sharp + 100, "\(name) at \(scale): \(blurred) pixels blurred by images at \(scale.rounded(.up)), \(sharp) at \(scale)")
            if let directory = ProcessInfo.processInfo.environment["CC_NODES_DUMP"] {
                cairo_surface_write_to_png(nodes, "\(directory)/\(name)-x\(scale)-nodes.png")
                cairo_surface_write_to_png(shrunk, "\(directory)/\(name)-x\(scale)-shrunk.png")
            }
        }
    }
}
