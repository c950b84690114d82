import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// The GObject implementation of `CcKnob`: its properties, input and state (drawing is its painter's).
package final class KnobState: ArcValueControl<KnobDrag> {
    /// The knob's own properties, handled here.
    package enum KnobProperty: Int, ControlProperty {
        case dragMode, dragDistance, grabPointerOnly, showValue, showFill, origin, lineWidth, pointerLength, pointerPaintable

        package func definition(_ defaults: ControlDefaults) -> PropertyDefinition {
            switch self {
            /// How a drag turns the knob.
            ///
            /// - Getter: how a drag turns the knob
            /// - Default: %CC_KNOB_DRAG_MODE_ROTARY.
            case .dragMode:
                PropertyDefinition(name: "drag-mode", nick: "Drag mode", blurb: "How a drag turns the knob: rotary, vertical or horizontal",
                                   kind: .enumeration(cc_knob_drag_mode_get_type(), default: KnobDragMode.rotary.enumValue))

            /// Pixels of vertical or horizontal drag that cover the whole range (only the vertical and
            /// horizontal drag modes use it).
            ///
            /// - Getter: the pixels of drag that cover the whole range
            /// - Setter: Distances below 1 become 1; NaN and ±infinity are rejected with a
            ///   warning, leaving it unchanged.
            case .dragDistance:
                PropertyDefinition(name: "drag-distance", nick: "Drag distance", blurb: "Pixels of vertical or horizontal drag for the whole range", kind: .double(default: 200))

            /// Whether a rotary drag starts only on the pointer (within about 17° of it) and then moves
            /// relatively, instead of jumping to wherever the knob is pressed.
            ///
            /// - Getter: whether a rotary drag starts only on the pointer
            case .grabPointerOnly:
                PropertyDefinition(name: "grab-pointer-only", nick: "Grab pointer only", blurb: "A rotary drag starts only on the pointer, not anywhere on the knob", kind: .boolean(default: false))

            /// Whether the value is shown as text in the centre.
            ///
            /// - Getter: whether the value is shown in the centre
            case .showValue:
                PropertyDefinition(name: "show-value", nick: "Show value", blurb: "Show the value as text in the centre", kind: .boolean(default: false))

            /// Whether the arc from [property@Knob:origin] to the value is highlighted over a faded track
            /// (a bipolar knob, such as a pan knob filled from its centre).
            ///
            /// - Getter: whether the arc from the origin to the value is highlighted
            case .showFill:
                PropertyDefinition(name: "show-fill", nick: "Show fill", blurb: "Highlight the arc from the origin to the value", kind: .boolean(default: false))

            /// Where the fill starts: a value on the knob's scale; an origin outside the bounds fills from
            /// the nearer end.
            ///
            /// - Getter: where the fill starts
            /// - Setter: NaN and ±infinity are rejected with a warning, leaving it unchanged.
            case .origin:
                PropertyDefinition(name: "origin", nick: "Origin", blurb: "Where the fill starts (e.g. the centre of a pan knob)", kind: .double(default: 0))

            /// The width of the arc and the pointer, in pixels.
            ///
            /// - Getter: the width of the arc and the pointer
            /// - Setter: Negative widths become 0; NaN and ±infinity are rejected with a
            ///   warning, leaving it unchanged.
            case .lineWidth:
                PropertyDefinition(name: "line-width", nick: "Line width", blurb: "Width of the arc and the pointer, in pixels", kind: .double(default: 2))

            /// The length of the pointer, in pixels.
            ///
            /// - Getter: the length of the pointer
            /// - Setter: Negative lengths become 0; NaN and ±infinity are rejected with a
            ///   warning, leaving it unchanged.
            case .pointerLength:
                PropertyDefinition(name: "pointer-length", nick: "Pointer length", blurb: "Length of the pointer, in pixels", kind: .double(default: 6))

            /// An image drawn instead of the pointer line, turned with the value: any #GdkPaintable,
            /// such as a #GdkTexture from a resource or a file, or a #GtkIconPaintable. It is drawn
            /// upright at the top of the knob and turned with it: fitted into the disc inside the track
            /// (keeping its shape), centred, its top towards the value, so an image of a knob's cap with
            /// a mark at the top turns as a real knob's cap would. The knob redraws whenever the
            /// paintable's contents or size change.
            ///
            /// - Getter: the image drawn instead of the pointer line
            /// - Returns: (transfer none) (nullable): the paintable, or %NULL for the pointer line
            /// - Parameter: paintable: (nullable): the image to turn with the value, or %NULL
            ///   for the pointer line
            /// - Setter: The knob keeps a reference to @paintable.
            /// - Default: %NULL (the pointer line).
            case .pointerPaintable:
                PropertyDefinition(name: "pointer-paintable", nick: "Pointer paintable",
                                   blurb: "An image drawn inside the track and turned with the value, its top towards it, instead of the pointer line",
                                   kind: .object(gdk_paintable_get_type()))
            }
        }
    }

    static let controlClass = ControlClass(
        cssName: "knob",
        accessibleName: "Knob",
        defaults: ControlDefaults(startAngle: KnobModel.defaultStartAngle, endAngle: KnobModel.defaultEndAngle),
        properties: [SharedProperty.self, ArcProperty.self, KnobProperty.self])

    package private(set) var lineWidth: Double = 2
    package private(set) var pointerLength: Double = 6
    package private(set) var showValue = false
    package private(set) var showFill = false
    package private(set) var origin: Double = 0
    /// The image drawn instead of the pointer line (a `GdkPaintable *`, referenced), or nil.
    package private(set) var pointerPaintable: OpaquePointer?
    /// Our handlers on ``pointerPaintable``: its changes redraw the knob.
    private var pointerPaintableHandlers: [gulong] = []
    /// Draws the frames (and keeps the track's image).
    let painter = KnobPainter()

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget: widget, typeName: "CcKnob", controlClass: Self.controlClass, model: KnobModel())
        updateAccessibleValue()
    }

    // MARK: Properties

    override func value(of property: any ControlProperty) -> PropertyValue {
        guard let property = property as? KnobProperty else { return super.value(of: property) }
        return switch property {
        case .dragMode: .int(model.dragMode.enumValue)
        case .dragDistance: .double(model.dragDistance)
        case .grabPointerOnly: .boolean(model.grabsPointerOnly)
        case .showValue: .boolean(showValue)
        case .showFill: .boolean(showFill)
        case .origin: .double(origin)
        case .lineWidth: .double(lineWidth)
        case .pointerLength: .double(pointerLength)
        case .pointerPaintable: .object(pointerPaintable.map { UnsafeMutableRawPointer($0) })
        }
    }

    override func set(_ property: any ControlProperty, to value: PropertyValue) {
        guard let property = property as? KnobProperty else { return super.set(property, to: value) }
        switch property {
        case .dragMode: setDragMode(KnobDragMode(enumValue: value.int))
        case .dragDistance: setDragDistance(value.double)
        case .grabPointerOnly: setGrabsPointerOnly(value.boolean)
        case .showValue: assign(\KnobState.showValue, value.boolean, notifying: property)
        case .showFill: assign(\KnobState.showFill, value.boolean, notifying: property)
        case .origin: setOrigin(value.double)
        case .lineWidth: setLineWidth(value.double)
        case .pointerLength: setPointerLength(value.double)
        case .pointerPaintable: setPointerPaintable(value.object.map { OpaquePointer($0) })
        }
    }

    /// Draws `paintable` (a `GdkPaintable *`) instead of the pointer line, or the line again
    /// for nil. The knob keeps a reference, and redraws whenever the paintable's contents or
    /// size change (an animation, a reloaded icon).
    package func setPointerPaintable(_ paintable: OpaquePointer?) {
        guard paintable != pointerPaintable else { return }
        if let paintable { g_object_ref(UnsafeMutableRawPointer(paintable)) }
        releasePointerPaintable()
        pointerPaintable = paintable
        if let paintable {
            let invalidated: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
                ControlState.of(data)?.queueDraw()
            }
            pointerPaintableHandlers = connect(["invalidate-contents", "invalidate-size"], of: UnsafeMutableRawPointer(paintable), to: invalidated)
        }
        queueDraw()
        notify(KnobProperty.pointerPaintable)
    }

    /// Lets go of the pointer paintable: our handlers first, since it may outlive the knob.
    private func releasePointerPaintable() {
        guard let paintable = pointerPaintable else { return }
        disconnect(pointerPaintableHandlers, from: UnsafeMutableRawPointer(paintable))
        pointerPaintableHandlers = []
        pointerPaintable = nil
        g_object_unref(UnsafeMutableRawPointer(paintable))
    }

    override func dispose() {
        releasePointerPaintable()
        super.dispose()
    }

    package func setShowValue(_ value: Bool) { set(KnobProperty.showValue, to: .boolean(value)) }
    package func setShowFill(_ value: Bool) { set(KnobProperty.showFill, to: .boolean(value)) }

    package func setOrigin(_ value: Double) {
        guard let value = finite(value, for: KnobProperty.origin) else { return }
        assign(\KnobState.origin, value, notifying: KnobProperty.origin)
    }

    /// GLib rejects values outside the enumeration before they get here.
    package func setDragMode(_ mode: KnobDragMode?) {
        guard let mode else { return }
        change { $0.dragMode = mode }
    }

    package func setDragDistance(_ distance: Double) { change { try $0.setDragDistance(distance) } }

    override func property(for quantity: RejectedValue.Quantity) -> (any ControlProperty)? {
        quantity == .dragDistance ? KnobProperty.dragDistance : super.property(for: quantity)
    }
    package func setGrabsPointerOnly(_ value: Bool) { change { $0.grabsPointerOnly = value } }

    package func setLineWidth(_ width: Double) {
        guard let width = nonNegative(width, for: KnobProperty.lineWidth) else { return }
        assign(\KnobState.lineWidth, width, notifying: KnobProperty.lineWidth)
    }

    package func setPointerLength(_ length: Double) {
        guard let length = nonNegative(length, for: KnobProperty.pointerLength) else { return }
        assign(\KnobState.pointerLength, length, notifying: KnobProperty.pointerLength)
    }

    override func apply(_ command: KeyCommand) -> Bool {
        change { try $0.setValue(increments.value(after: command, from: $0.value, minimum: $0.minimum, maximum: $0.maximum, scale: $0.bounded.scale, marks: $0.stoppingMarks)) }
        return true
    }

    override func notifyDifferences(from old: KnobModel, to new: KnobModel) {
        super.notifyDifferences(from: old, to: new)
        if old.dragMode != new.dragMode { notify(KnobProperty.dragMode) }
        if old.dragDistance != new.dragDistance { notify(KnobProperty.dragDistance) }
        if old.grabsPointerOnly != new.grabsPointerOnly { notify(KnobProperty.grabPointerOnly) }
    }

    override func updateAccessibleValue() {
        cc_accessible_update_value(widget.accessible, model.minimum, model.maximum, model.value, text(for: model.value))
    }

    // MARK: Size and drawing

    override func geometry(for size: Size) -> KnobGeometry {
        KnobGeometry(size: size, lineWidth: lineWidth, pointerLength: pointerLength, margin: MarkRecipe.margin(around: model.marks))
    }

    override func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        (32, 120)
    }

    override func render(into snapshot: OpaquePointer, size: Size, scale: Double, form: DrawingForm = .cairo) {
        var frame = frame(size: size, scale: scale)
        frame.form = form
        painter.draw(frame, into: snapshot)
    }

    override var showsValueText: Bool { showValue && !editable || !model.marks.isEmpty }

    /// What a frame at `size` shows now: the shown value's pointer and fill, resolved colours,
    /// and the value's text when it is shown and not in the entry.
    func frame(size: Size, scale: Double) -> KnobPainter.Frame {
        let shown = displayedValue
        let geometry = geometry(for: size), tint = resolvedTint
        return KnobPainter.Frame(
            geometry: geometry, scale: scale, arc: model.arc, color: tint,
            pointerAngle: model.angle(for: shown),
            fill: showFill ? KnobPainter.Fill(from: model.bounded.fraction(of: origin), to: model.bounded.fraction(of: shown)) : nil,
            pointerPaintable: pointerPaintable,
            label: showValue && !editable ? ValueLabel(text: text(for: shown), color: valueTextColor) : nil,
            marks: markLayout(labelColor: valueTextColor),
            modulation: modulationArc(ring: geometry.modulationRing, center: geometry.center, color: tint))
    }

    override func sizeAllocated(width: Int32, height: Int32) {
        let geometry = geometry(for: Size(width: Double(width), height: Double(height)))
        allocateValuePart(at: geometry.center)
        allocateEntry(at: geometry.center, maxWidth: geometry.capRadius * 1.6)
    }

}

extension KnobDragMode {
    /// The mode's value in the GEnum `CcKnobDragMode` (CC_KNOB_DRAG_MODE_ROTARY, ...).
    package var enumValue: Int32 {
        switch self {
        case .rotary: Int32(CC_KNOB_DRAG_MODE_ROTARY.rawValue)
        case .vertical: Int32(CC_KNOB_DRAG_MODE_VERTICAL.rawValue)
        case .horizontal: Int32(CC_KNOB_DRAG_MODE_HORIZONTAL.rawValue)
        }
    }

    /// The mode with GEnum value `enumValue`, if there is one.
    package init?(enumValue: Int32) {
        guard let mode = Self.allCases.first(where: { $0.enumValue == enumValue }) else { return nil }
        self = mode
    }
}
