import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// The two forms a control builds its frames in (``DrawingForm``) show the same pixels: the
/// cairo form (cached images painted by cairo) and the texture form (tiles, transformed
/// textures, cairo only where the lit wedge's moving edge is) are drawn by the same renderer
/// and compared, over values that put the wedge's edges in every kind of cell: at the start,
/// next to it, across the centre lines, all the way round, and backwards.
///
/// Both forms draw the same cached images, so where neither turns an image nor draws text
/// they agree to a few levels of a channel (measured at most 8 of 255, under cairo and GL; the
/// moving edge drawn through an alpha mask on GTK 4.10+, a gradient one device pixel wide
/// against cairo's coverage, up to 17 levels in 1 pixel under 4.18's GL):
/// there the comparison is strict, at most ``strictLimit``, so a part drawn at the wrong scale
/// (an image made at scale 1 in a scale-2 picture: blurred edges, 33 to 141 levels off in
/// 39 pixels and more) fails. Text (glyph textures against cairo text) and the pointer of a
/// knob whose value moves, turned by a transform to an angle that is no multiple of 90° (GL
/// filters a turned texture its own way: up to 122 levels in 40 pixels), are held to the golden
/// images' tolerance only; a knob at rest shows the cairo form's pointer.
@MainActor
@Suite(.serialized, .gtk)
struct DrawingFormTests {
    /// The largest channel difference the strict comparison lets pass.
    static let strictLimit = 24

    private func expectSameInBothForms(_ state: ControlState, size: Size, scale: Double, strict: Bool, _ what: String,
                                       sourceLocation: SourceLocation = #_sourceLocation) {
        let cairo = GoldenImages.render(state, size: size, scale: scale, form: .cairo)
        let textures = GoldenImages.render(state, size: size, scale: scale, form: .textures)
        defer {
            cairo_surface_destroy(cairo)
            cairo_surface_destroy(textures)
        }
        if let mismatch = GoldenImages.difference(textures, cairo) {
            Issue.record("\(what): the texture form differs from the cairo form: \(mismatch)", sourceLocation: sourceLocation)
            return
        }
        guard strict else { return }
        let difference = GoldenImages.channelDifference(textures, cairo, threshold: Self.strictLimit)
        if difference.pixelsOver > 0 {
            Issue.record("\(what): the texture form differs from the cairo form by up to \(difference.largest) levels in \(difference.pixelsOver) pixels (strict limit \(Self.strictLimit))",
                         sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [1.0, 2.0])
    func aCircularSliderLooksTheSameInBothForms(scale: Double) throws {
        for (start, end) in [(-Double.pi / 2, 3 * Double.pi / 2), (Double.pi, 0.0), (0.3, -2.2)] {
            for value in [0.0, 0.5, 3, 30, 89.5, 90, 135, 181, 269, 300, 355, 359.5, 360] {
                let slider = CircularSlider()
                slider.step = 0
                slider.startAngle = start
                slider.endAngle = end
                slider.value = value
                expectSameInBothForms(try state(of: slider.widget), size: Size(width: 120, height: 120), scale: scale, strict: true,
                                      "circular slider \(start)…\(end) at \(value), scale \(scale)")
            }
        }
    }

    @Test(arguments: [1.0, 2.0])
    func aKnobLooksTheSameInBothForms(scale: Double) throws {
        for (origin, value) in [(0.0, 0.0), (0.0, 0.5), (0.0, 1.0), (0.5, 0.1), (0.5, 0.9), (0.5, 0.52), (1.0, 0.3)] {
            for fill in [false, true] {
                let knob = Knob()
                knob.step = 0
                knob.showFill = fill
                knob.showValue = fill
                knob.lineWidth = 6
                knob.origin = origin
                knob.value = value
                expectSameInBothForms(try state(of: knob.widget), size: Size(width: 100, height: 100), scale: scale, strict: false,
                                      "knob from \(origin) to \(value), fill \(fill), scale \(scale)")
            }
        }
        // Without text, at values that point the pointer along an axis (a start at 9 o'clock
        // and an end at 3 o'clock: left, up, right), the forms agree strictly.
        for (origin, value) in [(0.0, 0.0), (0.0, 0.5), (0.5, 1.0), (1.0, 0.5)] {
            for fill in [false, true] {
                let knob = upperHalfKnob(from: origin, to: value, fill: fill)
                expectSameInBothForms(try state(of: knob.widget), size: Size(width: 100, height: 100), scale: scale, strict: true,
                                      "knob on the upper half from \(origin) to \(value), fill \(fill), no text, scale \(scale)")
            }
        }
    }

    /// At rest (its first frame, or one at the last frame's angle) the texture form's pointer
    /// is an image of the cairo form's stroke at its angle, so the forms agree strictly at any
    /// angle; a frame of a moving value turns one image by a transform (held to the golden
    /// images' tolerance only), and the next frame at the same value is at rest again.
    @Test(arguments: [1.0, 2.0])
    func aKnobAtRestShowsTheCairoFormsPointerAndAMovingOneATurnedImage(scale: Double) throws {
        let size = Size(width: 100, height: 100)
        for (from, to) in [(0.13, 0.71), (0.71, 0.13), (0.0, 0.37), (1.0, 0.62)] {
            let knob = Knob()
            knob.step = 0
            knob.lineWidth = 6
            knob.value = from
            let widget: KnobState = try state(of: knob.widget)
            #expect(!hasTurnedNode(widget, size: size, scale: scale), "first frame at \(from): at rest")
            expectSameInBothForms(widget, size: size, scale: scale, strict: true, "knob at rest at \(from), scale \(scale)")
            knob.value = to
            #expect(hasTurnedNode(widget, size: size, scale: scale), "\(from) → \(to): moving")
            #expect(!hasTurnedNode(widget, size: size, scale: scale), "at \(to) again: at rest")
            expectSameInBothForms(widget, size: size, scale: scale, strict: true, "knob at rest at \(to) after \(from), scale \(scale)")
        }
    }

    /// A resting track is tiled only where its tiles leave out much of its box: a small knob's
    /// ring (every tile all ink) is one texture, a large one's tiles skip its empty middle.
    @Test(arguments: [1.0, 2.0])
    func aSmallKnobsTrackIsOneTextureAndALargeOnesTiles(scale: Double) throws {
        for side in [32.0, 64.0, 200.0] {
            let knob = Knob()
            let widget: KnobState = try state(of: knob.widget)
            // The pointer is one texture more.
            let track = nodes(of: widget, size: Size(width: side, height: side), scale: scale).filter { $0.type == GSK_TEXTURE_NODE }.count - 1
            // Tiles are 32 device pixels a side: up to 64 device pixels, every tile is all ink.
            if side * scale <= 64 {
                #expect(track == 1, "\(side) px at scale \(scale): \(track) textures of the track")
            } else {
                #expect(track > 4, "\(side) px at scale \(scale): \(track) textures of the track")
            }
        }
    }

    /// Whether the knob's next texture-form frame turns a node (a transform beyond a move).
    private func hasTurnedNode(_ widget: KnobState, size: Size, scale: Double) -> Bool {
        nodes(of: widget, size: size, scale: scale).contains { $0.turned }
    }

    /// Every node of the control's next frame in `form` (the texture form unless said), each
    /// with whether a transform beyond a move is over it.
    private func nodes(of widget: ControlState, size: Size, scale: Double, form: DrawingForm = .textures) -> [(type: GskRenderNodeType, turned: Bool)] {
        let snapshot = gtk_snapshot_new()!
        widget.render(into: snapshot, size: size, scale: scale, form: form)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return [] }
        defer { gsk_render_node_unref(node) }
        var found: [(type: GskRenderNodeType, turned: Bool)] = []
        func walk(_ node: OpaquePointer, turned: Bool) {
            let type = gsk_render_node_get_node_type(node)
            found.append((type, turned))
            switch type {
            case GSK_CONTAINER_NODE:
                for index in 0..<gsk_container_node_get_n_children(node) { walk(gsk_container_node_get_child(node, index), turned: turned) }
            case GSK_TRANSFORM_NODE:
                let turns = gsk_transform_get_category(gsk_transform_node_get_transform(node)).rawValue < GSK_TRANSFORM_CATEGORY_2D_TRANSLATE.rawValue
                walk(gsk_transform_node_get_child(node), turned: turned || turns)
            case GSK_CLIP_NODE: walk(gsk_clip_node_get_child(node), turned: turned)
            default: break
            }
        }
        walk(node, turned: false)
        return found
    }

    /// A knob on the upper half of a circle (from 9 o'clock over 12 to 3, where the pointer
    /// lies along an axis at 0, 0.5 and 1), its arc filled from `origin` to `value` if `fill`.
    private func upperHalfKnob(from origin: Double, to value: Double, fill: Bool) -> Knob {
        let knob = Knob()
        knob.step = 0
        knob.startAngle = -.pi
        knob.endAngle = 0
        knob.showFill = fill
        knob.lineWidth = 6
        knob.origin = origin
        knob.value = value
        return knob
    }

    /// Marks (ticks, no text) over the track, without a fill (the texture form then draws one
    /// image of the track and the marks) and with one between them (the marks' own tiles).
    @Test(arguments: [1.0, 2.0])
    func aKnobWithMarksLooksTheSameInBothForms(scale: Double) throws {
        for (origin, value) in [(0.0, 0.0), (0.0, 0.5), (0.5, 1.0), (1.0, 0.5)] {
            for fill in [false, true] {
                let knob = upperHalfKnob(from: origin, to: value, fill: fill)
                for index in 0..<300 { knob.addMark(Double(index) / 299) }
                expectSameInBothForms(try state(of: knob.widget), size: Size(width: 100, height: 100), scale: scale, strict: true,
                                      "knob with marks from \(origin) to \(value), fill \(fill), no text, scale \(scale)")
            }
        }
    }

    @Test(arguments: [1.0, 2.0])
    func aCircularRangeSliderLooksTheSameInBothForms(scale: Double) throws {
        for (start, inverted) in [(0.0, false), (-Double.pi / 2, true), (0.3, false)] {
            for (lower, upper) in [(0.0, 0.0), (0, 0.5), (0, 90), (315, 45), (89.5, 90.5), (10, 350), (181, 269), (300, 30), (359.5, 0.5)] {
                let slider = CircularRangeSlider()
                slider.step = 0
                slider.startAngle = start
                slider.inverted = inverted
                slider.showValue = lower == 0
                slider.setValues(lower: lower, upper: upper)
                expectSameInBothForms(try state(of: slider.widget), size: Size(width: 120, height: 120), scale: scale, strict: true,
                                      "circular range slider from \(start)\(inverted ? " inverted" : "") \(lower)…\(upper), scale \(scale)")
            }
        }
        // A handle with the keyboard focus is ringed; the texture form draws the ring apart.
        let slider = CircularRangeSlider()
        slider.setValues(lower: 30, upper: 200)
        let widget: CircularRangeSliderState = try state(of: slider.widget)
        for (index, handle) in [widget.lowerHandle, widget.upperHandle].enumerated() {
            gtk_widget_set_state_flags(handle, GTK_STATE_FLAG_FOCUS_VISIBLE, 0)
            #expect(widget.frame(size: Size(width: 120, height: 120), scale: scale).focusRing == index)
            expectSameInBothForms(widget, size: Size(width: 120, height: 120), scale: scale, strict: true,
                                  "circular range slider with the focus ring on handle \(index), scale \(scale)")
            #expect(widget.frame(size: Size(width: 120, height: 120), scale: scale).focusRing == index, "the ring was drawn")
            gtk_widget_unset_state_flags(handle, GTK_STATE_FLAG_FOCUS_VISIBLE)
        }
    }

    /// The painter cuts the lit arc's end that stayed put into a cached image and works the
    /// other out every frame; the picture is the same whichever handle moved last.
    @Test(arguments: [DrawingForm.cairo, .textures])
    func aCircularRangeSliderLooksTheSameWhicheverHandleMoved(form: DrawingForm) throws {
        for (lower, upper) in [(20.0, 130.0), (300, 30), (100, 101), (200, 100)] {
            let fresh = CircularRangeSlider()
            fresh.step = 0
            fresh.showValue = false
            fresh.setValues(lower: lower, upper: upper)
            let expected = GoldenImages.render(try state(of: fresh.widget), size: Size(width: 160, height: 160), scale: 1, form: form)
            defer { cairo_surface_destroy(expected) }
            let moved = CircularRangeSlider()
            moved.step = 0
            moved.showValue = false
            moved.setValues(lower: lower - 50, upper: upper)
            let widget: CircularRangeSliderState = try state(of: moved.widget)
            cairo_surface_destroy(GoldenImages.render(widget, size: Size(width: 160, height: 160), scale: 1, form: form))
            moved.lowerValue = lower
            let actual = GoldenImages.render(widget, size: Size(width: 160, height: 160), scale: 1, form: form)
            defer { cairo_surface_destroy(actual) }
            #expect(widget.painter.lowerEndWasFixed == false, "the upper end stayed put: it is the cached one")
            #expect(fresh.upperValue == moved.upperValue && fresh.lowerValue == moved.lowerValue)
            let difference = GoldenImages.channelDifference(actual, expected, threshold: Self.strictLimit)
            #expect(difference.pixelsOver == 0,
                    "\(lower)…\(upper) after the lower handle moved differs by up to \(difference.largest) levels in \(difference.pixelsOver) pixels")
        }
    }

    @Test(arguments: [1.0, 2.0])
    func aRangeSliderLooksTheSameInBothForms(scale: Double) throws {
        for (lower, upper) in [(0.0, 0.0), (0.1, 0.13), (0.2, 0.8), (0.0, 1.0), (0.5, 0.5)] {
            let slider = RangeSlider()
            slider.setValues(lower: lower, upper: upper)
            expectSameInBothForms(try state(of: slider.widget), size: Size(width: 240, height: 30), scale: scale, strict: true,
                                  "range slider \(lower)…\(upper), scale \(scale)")
        }
    }

    /// A text beyond the characters' images (a formatter's words) is drawn as Pango lays it
    /// out, kerned, in the forms that paint the digits from images: the painter's picture of
    /// "AVA To" is the one Pango makes of it, laid out here on its own.
    @Test func wordsAreDrawnAsPangoLaysThemOut() throws {
        let text = "AVA To", center = Point(x: 100, y: 40), fontSize = 30.0
        func picture(_ draw: (OpaquePointer) -> Void) -> OpaquePointer {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 80)!
            let cairo = cairo_create(surface)!
            cairo_set_source_rgb(cairo, 1, 1, 1)
            cairo_paint(cairo)
            draw(cairo)
            cairo_destroy(cairo)
            return surface
        }
        let painted = picture { cairo in
            ValueTextPainter().draw(cairo, text, at: center, size: fontSize, color: RGBA(red: 0, green: 0, blue: 0), scale: 1)
        }
        let laidOut = picture { cairo in
            let layout = pango_cairo_create_layout(cairo)!
            let font = pango_font_description_from_string("Sans Bold")
            pango_font_description_set_absolute_size(font, fontSize * Double(PANGO_SCALE))
            pango_layout_set_font_description(layout, font)
            pango_font_description_free(font)
            pango_layout_set_text(layout, text, -1)
            var width: Int32 = 0, height: Int32 = 0
            pango_layout_get_pixel_size(layout, &width, &height)
            cairo_move_to(cairo, center.x - Double(width) / 2, center.y - Double(height) / 2)
            cairo_set_source_rgb(cairo, 0, 0, 0)
            pango_cairo_show_layout(cairo, layout)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        defer { for surface in [painted, laidOut] { cairo_surface_destroy(surface) } }
        let difference = GoldenImages.channelDifference(painted, laidOut, threshold: 2)
        #expect(difference.pixelsOver == 0, "\(difference.pixelsOver) pixels differ by up to \(difference.largest) levels")
    }
}
