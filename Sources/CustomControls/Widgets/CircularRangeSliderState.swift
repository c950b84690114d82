import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// The GObject implementation of `CcCircularRangeSlider`: two values on a ring, its
/// properties, input and state (drawing is ``CircularRangeSliderPainter``'s).
///
/// Built as the range slider is (``TwoValueControl``): a GtkWidget whose two handles are small
/// thumb children (`cc_range_thumb_new`), each its own focusable, accessible slider with the
/// AT-SPI Value interface; Tab goes from the lower handle to the upper one. The ring looks as
/// the circular slider's, lit between the handles.
package final class CircularRangeSliderState: TwoValueControl<CircularRangeSliderDrag> {
    static let controlClass = ControlClass(
        cssName: "circularrangeslider",
        accessibleRole: GTK_ACCESSIBLE_ROLE_GROUP,  // the handles are the sliders
        accessibleName: "Circular range slider",
        defaults: ControlDefaults(step: 1, page: 15, digits: 0),
        properties: [SharedProperty.self, CircularRangeSliderProperty.self],
        // A logarithmic or skewed scale across the ring's end has no meaning: linear only.
        omitting: ["value-scale", "skew-mid-value"])

    package private(set) var lineWidth: Double = 20
    package private(set) var showValue = true
    package private(set) var showLighting = true
    package private(set) var gradientStartColor: RGBA?
    package private(set) var gradientEndColor: RGBA?

    /// The ring's CSS node (its `color` is the ring's), and the handles: thumb children for
    /// focus and accessibility, laid out over the drawn handles, never drawn themselves.
    let trough = cc_widget_new_part("trough", GTK_ACCESSIBLE_ROLE_NONE, 0)!
    let lowerHandle = cc_range_thumb_new()!
    let upperHandle = cc_range_thumb_new()!

    let painter = CircularRangeSliderPainter()

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget: widget, typeName: "CcCircularRangeSlider", controlClass: Self.controlClass, model: CircularRangeSliderModel())
        gtk_widget_set_parent(trough, widget)
        attachHandles()
    }

    override func handleWidget(_ handle: Handle) -> UnsafeMutablePointer<GtkWidget> { handle == .lower ? lowerHandle : upperHandle }
    override var otherParts: [UnsafeMutablePointer<GtkWidget>] { [trough] }

    // MARK: Properties

    override func value(of property: any ControlProperty) -> PropertyValue {
        guard let property = property as? CircularRangeSliderProperty else { return super.value(of: property) }
        return switch property {
        case .minimumValue: .double(model.minimum)
        case .maximumValue: .double(model.maximum)
        case .lowerValue: .double(model.lower)
        case .upperValue: .double(model.upper)
        case .minimumDistance: .double(model.minimumDistance)
        case .wraps: .boolean(model.wraps)
        case .inverted: .boolean(model.inverted)
        case .startAngle: .double(model.startAngle)
        case .lineWidth: .double(lineWidth)
        case .showValue: .boolean(showValue)
        case .showLighting: .boolean(showLighting)
        case .gradientStartColor: .color(gradientStartColor)
        case .gradientEndColor: .color(gradientEndColor)
        }
    }

    override func set(_ property: any ControlProperty, to value: PropertyValue) {
        guard let property = property as? CircularRangeSliderProperty else { return super.set(property, to: value) }
        switch property {
        case .minimumValue: setMinimum(value.double)
        case .maximumValue: setMaximum(value.double)
        case .lowerValue: setLower(value.double)
        case .upperValue: setUpper(value.double)
        case .minimumDistance: setMinimumDistance(value.double)
        case .wraps: setWraps(value.boolean)
        case .inverted: setInverted(value.boolean)
        case .startAngle: setStartAngle(value.double)
        case .lineWidth: setLineWidth(value.double)
        case .showValue: assign(\CircularRangeSliderState.showValue, value.boolean, notifying: property)
        case .showLighting: assign(\CircularRangeSliderState.showLighting, value.boolean, notifying: property)
        case .gradientStartColor: assign(\CircularRangeSliderState.gradientStartColor, value.color, notifying: property)
        case .gradientEndColor: assign(\CircularRangeSliderState.gradientEndColor, value.color, notifying: property)
        }
    }

    package func setWraps(_ value: Bool) { change { $0.wraps = value } }
    package func setInverted(_ value: Bool) { change { $0.inverted = value } }
    package func setStartAngle(_ value: Double) { change { try $0.setStartAngle(value) } }
    package func setShowValue(_ show: Bool) { set(CircularRangeSliderProperty.showValue, to: .boolean(show)) }
    package func setShowLighting(_ show: Bool) { set(CircularRangeSliderProperty.showLighting, to: .boolean(show)) }
    package func setGradientStartColor(_ color: RGBA?) { set(CircularRangeSliderProperty.gradientStartColor, to: .color(color)) }
    package func setGradientEndColor(_ color: RGBA?) { set(CircularRangeSliderProperty.gradientEndColor, to: .color(color)) }

    package func setLineWidth(_ width: Double) {
        guard let width = nonNegative(width, for: CircularRangeSliderProperty.lineWidth), width != lineWidth else { return }
        assign(\CircularRangeSliderState.lineWidth, width, notifying: CircularRangeSliderProperty.lineWidth)
        gtk_widget_queue_allocate(widget)  // the handles' boxes grow with it
    }

    /// The step is also the grid both values snap to (whole degrees by default; 0 is none).
    override func setIncrement(_ field: WritableKeyPath<Increments, Double>, _ value: Double, property: SharedProperty, from origin: ChangeOrigin) {
        super.setIncrement(field, value, property: property, from: origin)
        if field == \Increments.step, increments.step != model.step {
            let step = increments.step
            change(from: origin) { try $0.setStep(step) }
        }
        writeHandleAdjustments()
    }

    // MARK: Keyboard, adjustments and typing

    /// A ring's range has no default to reset to (a double click and the menu leave it).
    override var hasDefaultValue: Bool { false }

    /// Keys move the focused handle round the ring, stopping at the other one.
    override func apply(_ command: KeyCommand) -> Bool {
        let handle = focusedHandle, increments = increments
        change { $0.apply(command, to: handle, increments: increments) }
        return true
    }

    /// A value set on a handle's adjustment (by a screen reader, through the handle) moves
    /// that handle as a key would: round the ring, stopping at the other one.
    override func move(_ handle: Handle, to value: Double, in model: inout CircularRangeSliderModel) {
        model.move(handle, to: value)
    }

    /// A typed number puts the handle there: wrapped round into the ring when it wraps (390 is
    /// 30), else clamped, and snapped; the other handle stays (the typed one stops the
    /// minimum distance short of it).
    override func setTyped(_ number: Double, for handle: Handle) {
        change { $0.setTyped(number, for: handle) }
    }

    /// A drag focuses the handle it moves (the lower one for the arc).
    override func dragBegan(at point: Point) -> Bool {
        let started = super.dragBegan(at: point)
        if started { focus(interaction.session?.handle ?? .lower) }
        return started
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

    override var showsValueText: Bool { showValue || !model.marks.isEmpty }

    /// What a frame shows now: the ring lit between the shown values, both handles, and the
    /// range's length in the centre.
    func frame(size: Size, scale: Double) -> CircularRangeSliderPainter.Frame {
        let shown = shownOnRing
        var appearance = CircularSliderAppearance(tint: resolvedTint, ring: cssColor(of: trough), gradientStart: gradientStartColor,
                                                  gradientEnd: gradientEndColor, lighting: showLighting)
        // The handles' colour is their `slider` nodes' (the text colour in high contrast).
        appearance.handleColor = cssColor(of: lowerHandle)
        return CircularRangeSliderPainter.Frame(
            geometry: geometry(for: size), scale: scale, arc: model.arc,
            appearance: appearance,
            lower: model.fraction(of: shown.lower),
            length: model.span > 0 ? model.forwardDistance(from: shown.lower, to: shown.upper) / model.span : 0,
            label: showValue ? ValueLabel(text: text(for: model.forwardDistance(from: shown.lower, to: shown.upper)), color: valueTextColor) : nil,
            marks: markLayout(labelColor: valueTextColor),
            focusRing: [lowerHandle, upperHandle].firstIndex { gtk_widget_get_state_flags($0).rawValue & GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue != 0 })
    }

    override func sizeAllocated(width: Int32, height: Int32) { layOutParts(width: width, height: height) }

    override func notifyDifferences(from old: CircularRangeSliderModel, to new: CircularRangeSliderModel) {
        notifyModelDifferences(from: old, to: new)
    }

    override func property(for quantity: RejectedValue.Quantity) -> (any ControlProperty)? {
        ownProperty(for: quantity) ?? super.property(for: quantity)
    }

    /// An animation goes round the ring the shorter way for each handle (330 to 10 through 0),
    /// its frames brought back onto the ring (``shownOnRing``).
    override func animationTarget(from shown: ValuePair, to target: ValuePair) -> ValuePair {
        ValuePair(lower: shown.lower + model.shortestMove(from: shown.lower, to: target.lower),
                  upper: shown.upper + model.shortestMove(from: shown.upper, to: target.upper))
    }

    /// The values drawn now, on the ring (an animation's frame may have gone past the end).
    var shownOnRing: ValuePair {
        let shown = displayedValue
        return ValuePair(lower: model.onRing(shown.lower), upper: model.onRing(shown.upper))
    }
}
