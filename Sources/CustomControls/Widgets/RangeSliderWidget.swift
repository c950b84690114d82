import CCustomControls
import CGtk
import ControlCore

/// The GObject implementation of `CcRangeSlider`: its properties, input and state (drawing is its painter's).
final class RangeSliderWidget: ValueControl<RangeSliderDrag> {
    static let properties = PropertyTable([
        PropertyDefinition(name: "minimum-value", nick: "Minimum value", blurb: "The lowest value", kind: .double(default: 0)),
        PropertyDefinition(name: "maximum-value", nick: "Maximum value", blurb: "The highest value", kind: .double(default: 1)),
        PropertyDefinition(name: "lower-value", nick: "Lower value", blurb: "The value of the thumb nearer the minimum", kind: .double(default: 0.2)),
        PropertyDefinition(name: "upper-value", nick: "Upper value", blurb: "The value of the thumb nearer the maximum", kind: .double(default: 0.8)),
        PropertyDefinition(name: "inverted", nick: "Inverted", blurb: "The minimum on the right (on the left under right-to-left text)", kind: .boolean(default: false)),
        PropertyDefinition(name: "orientation", nick: "Orientation", blurb: "Horizontal, or vertical with the minimum at the bottom", kind: .enumeration(gtk_orientation_get_type(), default: Int32(GTK_ORIENTATION_HORIZONTAL.rawValue))),
        PropertyDefinition(name: "show-labels", nick: "Show labels", blurb: "Show the dragged values above the thumbs while dragging", kind: .boolean(default: false)),
        PropertyDefinition(name: "minimum-distance", nick: "Minimum distance", blurb: "The least distance between the two values", kind: .double(default: 0)),
        PropertyDefinition(name: "push-mode", nick: "Push mode", blurb: "A dragged thumb pushes the other along instead of stopping at it", kind: .boolean(default: false)),
        PropertyDefinition(name: "default-lower-value", nick: "Default lower value", blurb: "The lower value a double click resets to", kind: .double(default: 0.2)),
        PropertyDefinition(name: "default-upper-value", nick: "Default upper value", blurb: "The upper value a double click resets to", kind: .double(default: 0.8)),
        PropertyDefinition(name: "continuous", nick: "Continuous", blurb: "Emit value-changed during a drag, not only at its end", kind: .boolean(default: true)),
        PropertyDefinition(name: "track-color", nick: "Track colour", blurb: "Colour of the track outside the range; unset is the trough's CSS colour", kind: .color),
        PropertyDefinition(name: "track-highlight-color", nick: "Track highlight colour", blurb: "Colour of the track between the thumbs; unset is the tint", kind: .color),
        PropertyDefinition(name: "knob-color", nick: "Knob colour", blurb: "Colour of the thumbs; unset is the slider nodes' CSS colour", kind: .color),
        PropertyDefinition(name: "curvaceousness", nick: "Curvaceousness", blurb: "Roundness of the track and thumbs, 0 (square) to 1 (round)", kind: .double(default: 1)),
        PropertyDefinition(name: "tint-color", nick: "Tint colour", blurb: "Colour of the highlighted range; unset follows the inherited tint or the theme", kind: .color),
    ] + PropertyDefinition.common(digits: 2))

    private(set) var trackColor: RGBA?
    private(set) var trackHighlightColor: RGBA?
    private(set) var knobColor: RGBA?
    private(set) var curvaceousness: Double = 1
    private(set) var inverted = false
    /// Vertical: the minimum at the bottom. The slider works in its own space either way
    /// (along the track, across it); see ``sliderPoint(_:)``.
    private(set) var vertical = false
    /// Whether the dragged values are shown above the thumbs during a drag.
    private(set) var showLabels = false
    /// The values a double click resets both thumbs to.
    private(set) var defaultValues = ValuePair(lower: 0.2, upper: 0.8)

    /// The parts, child widgets: CSS nodes for the colours, and the thumbs as accessible,
    /// focusable sliders of their own (GTK 4.8 has no accessible objects but widgets).
    let trough = cc_widget_new_part("trough", GTK_ACCESSIBLE_ROLE_NONE, 0)!
    let highlight = cc_widget_new_part("highlight", GTK_ACCESSIBLE_ROLE_NONE, 0)!
    let lowerThumb = cc_widget_new_part("slider", GTK_ACCESSIBLE_ROLE_SLIDER, 1)!
    let upperThumb = cc_widget_new_part("slider", GTK_ACCESSIBLE_ROLE_SLIDER, 1)!
    private var partsAttached = true

    /// Draws the frames (and keeps the track's and the thumbs' images).
    let painter = RangeSliderPainter()

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget: widget, typeName: "CcRangeSlider", properties: Self.properties, model: RangeSliderModel())
        gtk_widget_set_focusable(widget, 0)  // the thumbs take focus
        gtk_widget_set_parent(trough, widget)
        gtk_widget_set_parent(highlight, trough)
        gtk_widget_set_parent(lowerThumb, widget)
        gtk_widget_set_parent(upperThumb, widget)
        cc_accessible_update_label(lowerThumb.accessible, "Lower value")
        cc_accessible_update_label(upperThumb.accessible, "Upper value")
        updateAccessibleValue()
    }

    /// Containers unparent their children in dispose (which may run more than once).
    override func dispose() {
        if partsAttached {
            partsAttached = false
            for part in [lowerThumb, upperThumb, trough] { gtk_widget_unparent(part) }
        }
        super.dispose()
    }

    func thumbWidget(_ thumb: RangeSliderDrag.Thumb) -> UnsafeMutablePointer<GtkWidget> {
        thumb == .lower ? lowerThumb : upperThumb
    }

    /// The thumb that keys move: the one with keyboard focus (the lower one when neither has).
    var focusedThumb: RangeSliderDrag.Thumb {
        gtk_widget_has_focus(upperThumb) != 0 ? .upper : .lower
    }

    // MARK: Properties

    override func property(_ name: String) -> PropertyValue {
        switch name {
        case "minimum-value": .double(model.minimum)
        case "maximum-value": .double(model.maximum)
        case "lower-value": .double(model.lower)
        case "upper-value": .double(model.upper)
        case "continuous": .boolean(continuous)
        case "track-color": .color(trackColor)
        case "track-highlight-color": .color(trackHighlightColor)
        case "knob-color": .color(knobColor)
        case "curvaceousness": .double(curvaceousness)
        case "inverted": .boolean(inverted)
        case "show-labels": .boolean(showLabels)
        case "orientation": .int(Int32(vertical ? GTK_ORIENTATION_VERTICAL.rawValue : GTK_ORIENTATION_HORIZONTAL.rawValue))
        case "minimum-distance": .double(model.minimumDistance)
        case "push-mode": .boolean(model.pushesOtherThumb)
        case "default-lower-value": .double(defaultValues.lower)
        case "default-upper-value": .double(defaultValues.upper)
        default: super.property(name)
        }
    }

    override func setProperty(_ name: String, to value: PropertyValue) {
        switch name {
        case "minimum-value": change { try $0.setMinimum(value.double) }
        case "maximum-value": change { try $0.setMaximum(value.double) }
        case "lower-value": change { try $0.setLower(value.double) }
        case "upper-value": change { try $0.setUpper(value.double) }
        case "continuous": continuous = value.boolean
        case "track-color": setColor(\.trackColor, value.color, property: name)
        case "track-highlight-color": setColor(\.trackHighlightColor, value.color, property: name)
        case "knob-color": setColor(\.knobColor, value.color, property: name)
        case "curvaceousness": setCurvaceousness(value.double)
        case "inverted": setInverted(value.boolean)
        case "show-labels": setShowLabels(value.boolean)
        case "orientation": setVertical(value.int == Int32(GTK_ORIENTATION_VERTICAL.rawValue))
        case "minimum-distance": change { try $0.setMinimumDistance(value.double) }
        case "push-mode": change { $0.pushesOtherThumb = value.boolean }
        case "default-lower-value": setDefault(\.lower, value.double, property: name)
        case "default-upper-value": setDefault(\.upper, value.double, property: name)
        default: super.setProperty(name, to: value)
        }
    }

    private func setColor(_ field: ReferenceWritableKeyPath<RangeSliderWidget, RGBA?>, _ color: RGBA?, property: String) {
        guard self[keyPath: field] != color else { return }
        self[keyPath: field] = color
        queueDraw()
        notify(property)
    }

    func setDefault(_ field: WritableKeyPath<ValuePair, Double>, _ value: Double, property: String) {
        guard let value = finite(value, for: property), value != defaultValues[keyPath: field] else { return }
        defaultValues[keyPath: field] = value
        notify(property)
    }

    /// Both thumbs go back to their defaults (one value-changed).
    override func resetToDefault() {
        change { try $0.setValues(lower: defaultValues.lower, upper: defaultValues.upper) }
    }

    func setShowLabels(_ value: Bool) {
        guard value != showLabels else { return }
        showLabels = value
        queueDraw()
        notify("show-labels")
    }

    func setVertical(_ value: Bool) {
        guard value != vertical else { return }
        vertical = value
        gtk_widget_queue_resize(widget)
        queueDraw()
        notify("orientation")
    }

    /// A widget point in the slider's own space: along the track from the minimum end, then
    /// across it. Vertical sliders run upwards, so their space is the widget's turned a
    /// quarter turn.
    func sliderPoint(_ point: Point) -> Point {
        vertical ? Point(x: size.height - point.y, y: point.x) : point
    }

    /// A rectangle of the slider's own space in widget coordinates (`height`: the widget's).
    private func widgetRect(_ rect: Rect, height: Double) -> Rect {
        vertical ? Rect(x: rect.y, y: height - rect.x - rect.width, width: rect.height, height: rect.width) : rect
    }

    func setInverted(_ value: Bool) {
        guard value != inverted else { return }
        inverted = value
        queueDraw()
        notify("inverted")
    }

    /// Sets the roundness, clamped to 0...1.
    func setCurvaceousness(_ value: Double) {
        guard let value = finite(value, for: "curvaceousness").map({ ValueMath.clamp($0, 0, 1) }), value != curvaceousness else { return }
        curvaceousness = value
        queueDraw()
        notify("curvaceousness")
    }

    // MARK: Keyboard

    /// Keys move the focused thumb, which stops at the other one.
    override func apply(_ command: KeyCommand) -> Bool {
        let thumb = focusedThumb
        change { model in
            let current = thumb == .lower ? model.lower : model.upper
            let target = increments.value(after: command, from: current, minimum: model.minimum, maximum: model.maximum)
            switch thumb {
            case .lower: model.moveLower(toFraction: model.fraction(of: target))
            case .upper: model.moveUpper(toFraction: model.fraction(of: target))
            }
        }
        return true
    }

    /// Tab visits the lower thumb, then the upper one, then leaves; Shift+Tab the other way.
    /// Arrow keys are the thumbs' own (they move values), so they never move focus here.
    override func moveFocus(_ direction: GtkDirectionType) -> Bool? {
        let order: [RangeSliderDrag.Thumb]
        switch direction {
        case GTK_DIR_TAB_FORWARD: order = [.lower, .upper]
        case GTK_DIR_TAB_BACKWARD: order = [.upper, .lower]
        default: return false
        }
        let focused = [RangeSliderDrag.Thumb.lower, .upper].first { gtk_widget_has_focus(thumbWidget($0)) != 0 }
        let next: RangeSliderDrag.Thumb?
        if let focused {
            next = focused == order[0] ? order[1] : nil
        } else {
            next = order[0]
        }
        guard let next else { return false }
        focus(next)
        return true
    }

    /// Gives keyboard focus to `thumb` (a drag focuses the thumb it moves).
    func focus(_ thumb: RangeSliderDrag.Thumb) {
        gtk_widget_grab_focus(thumbWidget(thumb))
        queueDraw()
    }

    override func dragBegan(at point: Point) -> Bool {
        let started = super.dragBegan(at: sliderPoint(point))
        if started, let thumb = interaction.session?.thumb { focus(thumb) }
        return started
    }

    override func dragMoved(to point: Point) {
        let undecided = interaction.session?.thumb == nil
        super.dragMoved(to: sliderPoint(point))
        if undecided, let thumb = interaction.session?.thumb { focus(thumb) }
    }

    override func notifyDifferences(from old: RangeSliderModel, to new: RangeSliderModel) {
        if old.minimum != new.minimum { notify("minimum-value") }
        if old.maximum != new.maximum { notify("maximum-value") }
        if old.lower != new.lower { notify("lower-value") }
        if old.upper != new.upper { notify("upper-value") }
        if old.minimumDistance != new.minimumDistance { notify("minimum-distance") }
        if old.pushesOtherThumb != new.pushesOtherThumb { notify("push-mode") }
        if old.minimum != new.minimum || old.maximum != new.maximum { updateAccessibleValue() }
    }

    /// Each thumb is its own accessible slider over the whole range.
    override func updateAccessibleValue() {
        cc_accessible_update_value(lowerThumb.accessible, model.minimum, model.maximum, model.lower, text(for: model.lower))
        cc_accessible_update_value(upperThumb.accessible, model.minimum, model.maximum, model.upper, text(for: model.upper))
    }

    // MARK: Size and drawing

    /// The minimum sits on the right when inverted, or under right-to-left text (as GtkScale).
    override var isMirrored: Bool {
        inverted != (!vertical && gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL)
    }

    /// The geometry in the slider's own space (a vertical slider's is the widget's turned).
    override func geometry(for size: Size) -> RangeSliderGeometry {
        RangeSliderGeometry(size: vertical ? Size(width: size.height, height: size.width) : size, mirrored: isMirrored)
    }

    override func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        (orientation == GTK_ORIENTATION_HORIZONTAL) != vertical ? (60, 240) : (20, 30)
    }

    /// Unset colours come from the parts' CSS (each thumb's from its own `slider` node); the
    /// range's from the tint, inherited tint or the `highlight` node, in that order.
    var appearance: RangeSliderAppearance {
        RangeSliderAppearance(
            trackColor: trackColor ?? cssColor(of: trough),
            highlightColor: trackHighlightColor ?? tintColor ?? TintScope.inheritedTint(for: widget) ?? cssColor(of: highlight),
            lowerThumbColor: knobColor ?? cssColor(of: lowerThumb),
            upperThumbColor: knobColor ?? cssColor(of: upperThumb),
            curvaceousness: curvaceousness)
    }

    /// Lays the parts out over the drawing, so focus rings, accessibility bounds and CSS
    /// boxes sit where the track and the thumbs are drawn.
    override func sizeAllocated(width: Int32, height: Int32) {
        let geometry = geometry(for: Size(width: Double(width), height: Double(height)))
        let shown = displayedValue
        let height = Double(height)
        let track = widgetRect(geometry.trackRect, height: height)
        allocate(trough, track)
        let from = geometry.position(atFraction: model.fraction(of: shown.lower))
        let to = geometry.position(atFraction: model.fraction(of: shown.upper))
        let range = widgetRect(Rect(x: min(from, to), y: geometry.trackRect.y, width: abs(to - from), height: geometry.trackRect.height), height: height)
        allocate(highlight, Rect(x: range.x - track.x, y: range.y - track.y, width: range.width, height: range.height))  // within the trough
        allocate(lowerThumb, widgetRect(geometry.thumbRect(atFraction: model.fraction(of: shown.lower)), height: height))
        allocate(upperThumb, widgetRect(geometry.thumbRect(atFraction: model.fraction(of: shown.upper)), height: height))
        // The labels sit outside the widget's box, by whichever thumbs are pressed: the part
        // stands for none of them in particular.
        allocateValuePart(at: Point(x: 0, y: 0))
    }

    private func allocate(_ part: UnsafeMutablePointer<GtkWidget>, _ rect: Rect) {
        // GTK wants every child measured before it is allocated.
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(part, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        gtk_widget_measure(part, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        var allocation = GtkAllocation(x: Int32(rect.x.rounded()), y: Int32(rect.y.rounded()),
                                       width: max(0, Int32(rect.width.rounded())), height: max(0, Int32(rect.height.rounded())))
        gtk_widget_size_allocate(part, &allocation, -1)
    }

    /// Every redraw may move a thumb: lay the parts out again too.
    override func queueDraw() {
        super.queueDraw()
        gtk_widget_queue_allocate(widget)
    }

    /// The thumbs drawn pressed: the dragged one, or both while a press on both is undecided.
    private var pressedThumbs: Set<RangeSliderDrag.Thumb> {
        guard let session = interaction.session else { return [] }
        return session.thumb.map { [$0] } ?? [.lower, .upper]
    }

    override func render(into snapshot: OpaquePointer, size: Size, scale: Double) {
        painter.draw(frame(size: size, scale: scale), into: snapshot)
    }

    /// What a frame at `size` shows now: the shown values, resolved colours, the pressed and
    /// focused thumbs, and the dragged values' labels while ``showLabels`` is on.
    func frame(size: Size, scale: Double) -> RangeSliderPainter.Frame {
        let shown = displayedValue
        let focused = focusedThumb
        let pressed = pressedThumbs
        var labels: [RangeSliderPainter.Label] = []
        if showLabels, interaction.isDragging, !pressed.isEmpty {
            let color = valueTextColor
            labels = pressed.map { thumb in
                let value = thumb == .lower ? shown.lower : shown.upper
                return RangeSliderPainter.Label(text: text(for: value), color: color, fraction: model.fraction(of: value))
            }
        }
        return RangeSliderPainter.Frame(
            geometry: geometry(for: size), vertical: vertical, scale: scale, appearance: appearance,
            lower: model.fraction(of: shown.lower), upper: model.fraction(of: shown.upper),
            pressed: pressed, focusRing: gtk_widget_has_visible_focus(thumbWidget(focused)) != 0 ? focused : nil,
            labels: labels)
    }

    /// The `value` part goes after the trough: the thumbs stay the last children, so
    /// `slider:last-child` is still the upper thumb.
    override func insertValuePart(_ part: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_insert_after(part, widget, trough)
    }

    // MARK: Class

    static func initializeClass(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>?, type: GType) {
        initializeControlClass(widgetClass, type: type, properties: properties, cssName: "rangeslider")
        // The thumbs are the sliders; the whole is a group of them.
        gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_GROUP)
    }
}
