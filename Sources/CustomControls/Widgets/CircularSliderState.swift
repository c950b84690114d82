import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// The GObject implementation of `CcCircularSlider`: its properties, input and state (drawing is its painter's).
package final class CircularSliderState: ArcValueControl<CircularSliderDrag> {
    /// The circular slider's own properties, handled here.
    package enum CircularSliderProperty: Int, ControlProperty {
        case wraps, gradientStartColor, gradientEndColor, lineWidth, showValue, grabHandleOnly, showLighting

        package func definition(_ defaults: ControlDefaults) -> PropertyDefinition {
            switch self {
            /// Whether a drag across the start comes round from the other end instead of stopping.
            ///
            /// - Getter: whether a drag across the start comes round
            case .wraps:
                PropertyDefinition(name: "wraps", nick: "Wraps", blurb: "A drag across the start comes round from the other end instead of stopping", kind: .boolean(default: false))

            /// The top colour of the active arc; unset is the tint.
            ///
            /// - Getter: the top colour of the active arc
            case .gradientStartColor:
                PropertyDefinition(name: "gradient-start-color", nick: "Gradient start colour", blurb: "Top colour of the active arc; unset is the tint", kind: .color)

            /// The bottom colour of the active arc; unset is the start colour turned 60° in hue.
            ///
            /// - Getter: the bottom colour of the active arc
            case .gradientEndColor:
                PropertyDefinition(name: "gradient-end-color", nick: "Gradient end colour", blurb: "Bottom colour of the active arc; unset is the start colour turned 60° in hue", kind: .color)

            /// The width of the active arc and the handle, in pixels.
            ///
            /// - Getter: the width of the active arc and the handle
            /// - Setter: Negative widths become 0; NaN and ±infinity are rejected with a
            ///   warning, leaving it unchanged.
            case .lineWidth:
                PropertyDefinition(name: "line-width", nick: "Line width", blurb: "Width of the active arc and the handle, in pixels", kind: .double(default: 20))

            /// Whether the value is shown as text in the centre.
            ///
            /// - Getter: whether the value is shown in the centre
            case .showValue:
                PropertyDefinition(name: "show-value", nick: "Show value", blurb: "Show the value as text in the centre", kind: .boolean(default: true))

            /// Whether only a press on the handle starts a drag, which then moves the handle relatively;
            /// a press elsewhere starts none.
            ///
            /// - Getter: whether only a press on the handle starts a drag
            /// - Returns: whether only the handle starts a drag
            case .grabHandleOnly:
                PropertyDefinition(name: "grab-handle-only", nick: "Grab handle only", blurb: "A drag starts only on the handle, and moves it relatively", kind: .boolean(default: false))

            /// Whether light catches the ring's edges along the active arc: a faint white line just
            /// inside the ring's inner and outer edge, as in the original circular slider design.
            ///
            /// - Getter: whether the ring's edges catch the light along the active arc
            /// - Returns: whether the ring's edges catch the light
            case .showLighting:
                PropertyDefinition(name: "show-lighting", nick: "Show lighting", blurb: "Light catches the ring's edges along the active arc, as in the original design", kind: .boolean(default: true))
            }
        }
    }

    static let controlClass = ControlClass(
        cssName: "circularslider",
        accessibleName: "Circular slider",
        defaults: ControlDefaults(step: 1, page: 15, digits: 0, maximum: 360, endAngle: -2 * Double.pi),
        properties: [SharedProperty.self, ArcProperty.self, CircularSliderProperty.self])

    package private(set) var lineWidth: Double = 20
    /// The entry shows only while this and ``ControlState/editable`` are on.
    package private(set) var showValue = true { didSet { updateEntryVisibility() } }
    package private(set) var gradientStartColor: RGBA?
    package private(set) var gradientEndColor: RGBA?
    /// Whether the ring's edges catch the light along the active arc (the tutorial's look).
    package private(set) var showLighting = true

    /// Draws the frames (and keeps the ring's and the handle's images).
    let painter = CircularSliderPainter()

    /// The ring's CSS node: its `color` is the ring's (black, the tutorial's, by default).
    let trough = cc_widget_new_part("trough", GTK_ACCESSIBLE_ROLE_NONE, 0)!
    private var troughAttached = true

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget: widget, typeName: "CcCircularSlider", controlClass: Self.controlClass, model: CircularSliderModel())
        gtk_widget_set_parent(trough, widget)
        updateAccessibleValue()
    }

    // MARK: Properties

    override func value(of property: any ControlProperty) -> PropertyValue {
        guard let property = property as? CircularSliderProperty else { return super.value(of: property) }
        return switch property {
        case .wraps: .boolean(model.wraps)
        case .gradientStartColor: .color(gradientStartColor)
        case .gradientEndColor: .color(gradientEndColor)
        case .lineWidth: .double(lineWidth)
        case .showValue: .boolean(showValue)
        case .grabHandleOnly: .boolean(model.grabsHandleOnly)
        case .showLighting: .boolean(showLighting)
        }
    }

    override func set(_ property: any ControlProperty, to value: PropertyValue) {
        guard let property = property as? CircularSliderProperty else { return super.set(property, to: value) }
        switch property {
        case .wraps: setWraps(value.boolean)
        case .gradientStartColor: assign(\CircularSliderState.gradientStartColor, value.color, notifying: property)
        case .gradientEndColor: assign(\CircularSliderState.gradientEndColor, value.color, notifying: property)
        case .lineWidth: setLineWidth(value.double)
        case .showValue: setShowValue(value.boolean)
        case .grabHandleOnly: setGrabsHandleOnly(value.boolean)
        case .showLighting: assign(\CircularSliderState.showLighting, value.boolean, notifying: property)
        }
    }

    package func setWraps(_ value: Bool) { change { $0.wraps = value } }
    package func setGrabsHandleOnly(_ value: Bool) { change { $0.grabsHandleOnly = value } }
    package func setShowLighting(_ show: Bool) { set(CircularSliderProperty.showLighting, to: .boolean(show)) }
    package func setGradientStartColor(_ color: RGBA?) { set(CircularSliderProperty.gradientStartColor, to: .color(color)) }
    package func setGradientEndColor(_ color: RGBA?) { set(CircularSliderProperty.gradientEndColor, to: .color(color)) }

    package func setLineWidth(_ width: Double) {
        guard let width = nonNegative(width, for: CircularSliderProperty.lineWidth) else { return }
        assign(\CircularSliderState.lineWidth, width, notifying: CircularSliderProperty.lineWidth)
    }

    package func setShowValue(_ show: Bool) {
        assign(\CircularSliderState.showValue, show, notifying: CircularSliderProperty.showValue)
    }

    // MARK: The editable value

    /// The entry shows while the value is shown too.
    override var showsEntry: Bool { editable && showValue }

    /// A typed number wraps into the range when the slider wraps (390 is 30), else clamps.
    override func setTypedNumber(_ number: Double) {
        let value = model.value(forTyped: number)
        change { try $0.setValue(value) }
    }

    override func sizeAllocated(width: Int32, height: Int32) {
        let geometry = geometry(for: Size(width: Double(width), height: Double(height)))
        var whole = GtkAllocation(x: 0, y: 0, width: width, height: height)
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(trough, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)  // GTK wants it measured first
        gtk_widget_size_allocate(trough, &whole, -1)
        allocateValuePart(at: geometry.center)
        allocateEntry(at: geometry.center, maxWidth: geometry.radius * 1.4)
    }

    override func dispose() {
        if troughAttached {
            troughAttached = false
            gtk_widget_unparent(trough)
        }
        super.dispose()
    }

    /// On a full circle keys wrap past the ends, which are one angle; a partial circle stops.
    override func apply(_ command: KeyCommand) -> Bool {
        change { try $0.setValue(increments.value(after: command, from: $0.value, minimum: $0.minimum, maximum: $0.maximum, wraps: $0.isFullCircle, scale: $0.bounded.scale, marks: $0.stoppingMarks)) }
        return true
    }

    /// The step is also the grid the value snaps to (whole degrees by default; 0 is none), so
    /// a slider over 0...1 with a step of 0.01 holds 0.42. A new step snaps the value.
    override func setIncrement(_ field: WritableKeyPath<Increments, Double>, _ value: Double, property: SharedProperty, from origin: ChangeOrigin) {
        super.setIncrement(field, value, property: property, from: origin)
        guard field == \Increments.step, increments.step != model.bounded.step else { return }
        let step = increments.step
        change(from: origin) { try $0.bounded.setStep(step) }
    }

    override func notifyDifferences(from old: CircularSliderModel, to new: CircularSliderModel) {
        super.notifyDifferences(from: old, to: new)
        if old.wraps != new.wraps { notify(CircularSliderProperty.wraps) }
        if old.grabsHandleOnly != new.grabsHandleOnly { notify(CircularSliderProperty.grabHandleOnly) }
    }

    /// `value` as shown in the centre and read by screen readers: the formatter's text, else
    /// `digits` decimals (whole degrees by default) with a degree sign on the 0...360 range.
    override func text(for value: Double) -> String {
        guard valueFormatter == nil else { return super.text(for: value) }
        return super.text(for: value) + (model.minimum == 0 && model.maximum == 360 ? "°" : "")
    }

    /// Screen readers get the value itself at once, not the frame of an animation towards it.
    override func updateAccessibleValue() {
        cc_accessible_update_value(widget.accessible, model.minimum, model.maximum, model.value, text(for: model.value))
    }

    // MARK: Size and drawing

    override func geometry(for size: Size) -> CircularSliderGeometry {
        CircularSliderGeometry(size: size, lineWidth: lineWidth, margin: MarkRecipe.margin(around: model.marks))
    }

    override func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        (64, 220)
    }

    override func render(into snapshot: OpaquePointer, size: Size, scale: Double, form: DrawingForm = .cairo) {
        var frame = frame(size: size, scale: scale)
        frame.form = form
        painter.draw(frame, into: snapshot)
    }

    override var showsValueText: Bool { showValue && !editable || !model.marks.isEmpty }

    /// What a frame at `size` shows now: the shown value's arc and handle, resolved colours,
    /// and the value's text unless it is hidden or the entry shows it.
    func frame(size: Size, scale: Double) -> CircularSliderPainter.Frame {
        let shown = displayedValue
        let geometry = geometry(for: size)
        return CircularSliderPainter.Frame(
            geometry: geometry, scale: scale, arc: model.arc, appearance: appearance,
            fraction: model.bounded.fraction(of: shown),
            label: showValue && !editable ? ValueLabel(text: text(for: shown), color: valueTextColor) : nil,
            marks: markLayout(labelColor: valueTextColor),
            modulation: modulationArc(ring: geometry.modulationRing, center: geometry.center, color: resolvedTint))
    }

    /// The ring's, the arc's and the handle's colours (unset gradient colours follow the tint),
    /// and whether the ring catches the light.
    var appearance: CircularSliderAppearance {
        CircularSliderAppearance(tint: resolvedTint, ring: cssColor(of: trough), gradientStart: gradientStartColor, gradientEnd: gradientEndColor,
                                 lighting: showLighting)
    }

}
