import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// The `theme` appearance: the range slider drawn by the GTK theme, as a GtkScale.

extension RangeSliderState {
    /// Switches between the glossy look and the theme's (``RangeSliderThemeParts``). GLib
    /// rejects values outside the enumeration before they get here.
    package func setAppearance(_ look: Appearance?) {
        guard let look, look != self.look else { return }
        self.look = look
        switch look {
        case .theme:
            themeParts = RangeSliderThemeParts(in: widget, orientation: orientation)
            gtk_widget_add_css_class(widget, RangeSliderThemeParts.cssClass)
        case .glossy:
            themeParts?.remove()
            themeParts = nil
            gtk_widget_remove_css_class(widget, RangeSliderThemeParts.cssClass)
        }
        // The theme's sliders take the pointer (for their :hover), not the glossy nodes above
        // them; the thumbs keep focus and accessibility.
        for part in [trough, lowerThumb, upperThumb] { gtk_widget_set_can_target(part, look == .glossy ? 1 : 0) }
        gtk_widget_queue_resize(widget)
        queueDraw()
        notify(RangeSliderProperty.appearance)
    }

    /// Lays the theme's nodes out as GtkRange lays out a scale: the trough across the middle of
    /// the scale's content box and along all of it, each slider at its value's place in the
    /// trough, and the highlight between the values.
    func allocateTheme(_ parts: RangeSliderThemeParts, width: Int32, height: Int32) {
        // The theme's scale fills the band of the thumbs; the marks' labels have the rest.
        let size = Size(width: Double(width), height: Double(height))
        place(parts.scale, sliderSpace(for: size).widgetRect(geometry(for: size).band))
        let vertical = self.vertical
        let along = vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
        func measured(_ part: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, for size: Int32 = -1) -> Int32 {
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(part, orientation, size, &minimum, &natural, nil, nil)
            return minimum
        }
        // The trough: all the content's length, its own least thickness, centred across.
        let contentWidth = gtk_widget_get_width(parts.scale), contentHeight = gtk_widget_get_height(parts.scale)
        let troughWidth = measured(parts.trough, GTK_ORIENTATION_HORIZONTAL), troughHeight = measured(parts.trough, GTK_ORIENTATION_VERTICAL)
        let trough: Rect
        if vertical {
            let thickness = min(troughWidth, contentWidth)
            trough = Rect(x: Double((contentWidth - thickness) / 2), y: 0, width: Double(thickness), height: Double(contentHeight))
        } else {
            let thickness = min(troughHeight, contentHeight)
            trough = Rect(x: 0, y: Double((contentHeight - thickness) / 2), width: Double(contentWidth), height: Double(thickness))
        }
        place(parts.trough, trough)

        // GtkRange runs a vertical scale downwards; this slider runs upwards unless inverted.
        let reversed = vertical ? !isMirrored : isMirrored
        let length = vertical ? gtk_widget_get_height(parts.trough) : gtk_widget_get_width(parts.trough)
        let thickness = vertical ? gtk_widget_get_width(parts.trough) : gtk_widget_get_height(parts.trough)
        let shown = displayedValue
        let fractions = (lower: model.fraction(of: shown.lower), upper: model.fraction(of: shown.upper))
        // A box in the trough's content, given along and across it.
        func box(along position: Int32, _ extent: Int32, across offset: Int32, _ breadth: Int32) -> Rect {
            vertical ? Rect(x: Double(offset), y: Double(position), width: Double(breadth), height: Double(extent))
                : Rect(x: Double(position), y: Double(offset), width: Double(extent), height: Double(breadth))
        }
        let sliderWidth = measured(parts.lowerSlider, GTK_ORIENTATION_HORIZONTAL)
        let sliderHeight = measured(parts.lowerSlider, GTK_ORIENTATION_VERTICAL, for: sliderWidth)
        let sliderLength = min(vertical ? sliderHeight : sliderWidth, length)
        let sliderBreadth = vertical ? sliderWidth : sliderHeight
        for thumb in [RangeSliderDrag.Thumb.lower, .upper] {
            let fraction = thumb == .lower ? fractions.lower : fractions.upper
            var position = ValueMath.clamp(Double(length - sliderLength) * fraction, 0, Double(length))
            position.round(.towardZero)  // C's conversion to int, as GtkRange's
            let start = reversed ? length - Int32(position) - sliderLength : Int32(position)
            place(parts.slider(thumb), box(along: start, sliderLength, across: (thickness - sliderBreadth) / 2, sliderBreadth))
        }
        let from = Int32((fractions.lower * Double(length)).rounded(.towardZero))
        let to = Int32((fractions.upper * Double(length)).rounded(.towardZero))
        let extent = max(measured(parts.highlight, along), to - from)
        place(parts.highlight, box(along: reversed ? length - from - extent : from, extent, across: 0, thickness))

        // The geometry's thumbs (input, the thumbs' boxes, the labels) travel with the sliders.
        var origin = graphene_point_t(x: 0, y: 0), zero = graphene_point_t(x: 0, y: 0)
        _ = gtk_widget_compute_point(parts.trough, widget, &zero, &origin)
        parts.thumbSide = 2 * Double(vertical ? origin.y : origin.x) + Double(sliderLength)
        parts.allocated = true
    }

    /// Draws the theme's nodes: the scale and the trough, the highlight and the sliders (the
    /// pressed lower one last, on top), each recoloured when its colour is set; then the
    /// focused thumb's ring and the drag labels.
    func renderTheme(_ parts: RangeSliderThemeParts, into snapshot: OpaquePointer, size: Size, scale: Double, form: DrawingForm) {
        // GTK draws only a mapped widget with an allocation: the control in a window.
        guard parts.allocated, gtk_widget_get_mapped(parts.scale) != 0 else { return }
        var frame = frame(size: size, scale: scale)
        frame.form = form
        snapshotPart(parts.scale, of: widget, into: snapshot)
        snapshotPart(parts.trough, of: parts.scale, into: snapshot, color: trackColor.map { ($0, .replace) })
        let highlightColor = trackHighlightColor ?? tintColor ?? TintScope.inheritedTint(for: widget)
        snapshotPart(parts.highlight, of: parts.trough, into: snapshot, color: highlightColor.map { ($0, .replace) })
        painter.appendMarks(frame, to: snapshot)
        let order: [RangeSliderDrag.Thumb] = frame.pressed == [.lower] ? [.upper, .lower] : [.lower, .upper]
        for thumb in order {
            snapshotPart(parts.slider(thumb), of: parts.trough, into: snapshot, color: thumbColor.map { ($0, .multiply) })
        }
        if let focused = frame.focusRing {
            var bounds = graphene_rect_t()
            if gtk_widget_compute_bounds(parts.slider(focused), widget, &bounds) != 0 {
                let box = Rect(x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width), height: Double(bounds.size.height))
                var color = frame.appearance.highlightColor
                color.alpha *= 0.5  // as Adwaita's focus rings
                let ring = RangeSliderRecipe.focusRing(around: box.insetBy(dx: -2, dy: -2), color: color, curvaceousness: 1)
                if form == .nodes {
                    Snapshot.append(ring, to: snapshot, in: SliderSpace(vertical: false, widgetSize: size))
                } else {
                    Cairo.draw(into: snapshot, bounds: box.insetBy(dx: -4, dy: -4)) { cairo in Cairo.draw(cairo, ring) }
                }
            }
        }
        painter.drawLabels(frame, into: snapshot)
    }

    /// How a set colour takes over a part the theme drew.
    enum Recolouring {
        /// Every pixel in the colour, keeping its opacity: a trough or highlight of one colour.
        case replace
        /// Every pixel times the colour: a light thumb takes the colour and keeps its shading.
        case multiply
    }

    /// Snapshots `part` (a child of `parent`) where it sits in the control, through a colour
    /// matrix when a colour is set for it.
    private func snapshotPart(_ part: UnsafeMutablePointer<GtkWidget>, of parent: UnsafeMutablePointer<GtkWidget>, into snapshot: OpaquePointer,
                              color: (RGBA, Recolouring)? = nil) {
        var origin = graphene_point_t(x: 0, y: 0), zero = graphene_point_t(x: 0, y: 0)
        if parent != widget { _ = gtk_widget_compute_point(parent, widget, &zero, &origin) }
        gtk_snapshot_save(snapshot)
        gtk_snapshot_translate(snapshot, &origin)
        if let (color, recolouring) = color {
            let red = Float(color.red), green = Float(color.green), blue = Float(color.blue)
            var matrix = graphene_matrix_t(), offset = graphene_vec4_t()
            switch recolouring {
            case .replace:
                graphene_matrix_init_scale(&matrix, 0, 0, 0)  // the alpha row stays 1
                graphene_vec4_init(&offset, red, green, blue, 0)
            case .multiply:
                graphene_matrix_init_scale(&matrix, red, green, blue)
                graphene_vec4_init(&offset, 0, 0, 0, 0)
            }
            gtk_snapshot_push_color_matrix(snapshot, &matrix, &offset)
            gtk_widget_snapshot_child(parent, part, snapshot)
            gtk_snapshot_pop(snapshot)
        } else {
            gtk_widget_snapshot_child(parent, part, snapshot)
        }
        gtk_snapshot_restore(snapshot)
    }
}
