import CCustomControls
import CGtk
import ControlCore

/// The GObject implementation of `CcKnob`: its properties, input and state (drawing is its painter's).
final class KnobWidget: ArcValueControl<KnobDrag> {
    static let properties = PropertyTable([
        PropertyDefinition(name: "value", nick: "Value", blurb: "The current value", kind: .double(default: 0)),
        PropertyDefinition(name: "minimum-value", nick: "Minimum value", blurb: "The lowest value", kind: .double(default: 0)),
        PropertyDefinition(name: "maximum-value", nick: "Maximum value", blurb: "The highest value", kind: .double(default: 1)),
        PropertyDefinition(name: "adjustment", nick: "Adjustment", blurb: "A GtkAdjustment holding the bounds, value and increments, shared with other widgets", kind: .object(gtk_adjustment_get_type())),
        PropertyDefinition(name: "continuous", nick: "Continuous", blurb: "Emit value-changed during a drag, not only at its end", kind: .boolean(default: true)),
        PropertyDefinition(name: "inverted", nick: "Inverted", blurb: "The value runs backwards, from the end angle to the start angle", kind: .boolean(default: false)),
        PropertyDefinition(name: "default-value", nick: "Default value", blurb: "The value a double click resets to", kind: .double(default: 0)),
        PropertyDefinition(name: "start-angle", nick: "Start angle", blurb: "Screen angle of the minimum, radians clockwise from 3 o'clock", kind: .double(default: KnobModel.defaultStartAngle)),
        PropertyDefinition(name: "end-angle", nick: "End angle", blurb: "Screen angle of the maximum, radians clockwise from 3 o'clock", kind: .double(default: KnobModel.defaultEndAngle)),
        PropertyDefinition(name: "drag-mode", nick: "Drag mode", blurb: "How a drag turns the knob: rotary, vertical or horizontal", kind: .string(default: "rotary")),
        PropertyDefinition(name: "drag-distance", nick: "Drag distance", blurb: "Pixels of vertical or horizontal drag for the whole range", kind: .double(default: 200)),
        PropertyDefinition(name: "grab-pointer-only", nick: "Grab pointer only", blurb: "A rotary drag starts only on the pointer, not anywhere on the knob", kind: .boolean(default: false)),
        PropertyDefinition(name: "show-value", nick: "Show value", blurb: "Show the value as text in the centre", kind: .boolean(default: false)),
        PropertyDefinition(name: "show-fill", nick: "Show fill", blurb: "Highlight the arc from the origin to the value", kind: .boolean(default: false)),
        PropertyDefinition(name: "origin", nick: "Origin", blurb: "Where the fill starts (e.g. the centre of a pan knob)", kind: .double(default: 0)),
        PropertyDefinition(name: "line-width", nick: "Line width", blurb: "Width of the arc and the pointer, in pixels", kind: .double(default: 2)),
        PropertyDefinition(name: "pointer-length", nick: "Pointer length", blurb: "Length of the pointer, in pixels", kind: .double(default: 6)),
        PropertyDefinition(name: "tint-color", nick: "Tint colour", blurb: "Colour of the arc and the pointer; unset follows the inherited tint or the theme", kind: .color),
    ] + PropertyDefinition.common(digits: 2))

    private(set) var lineWidth: Double = 2
    private(set) var pointerLength: Double = 6
    private(set) var showValue = false
    private(set) var showFill = false
    private(set) var origin: Double = 0
    /// Draws the frames (and keeps the track's image).
    let painter = KnobPainter()

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget: widget, typeName: "CcKnob", properties: Self.properties, model: KnobModel())
        updateAccessibleValue()
    }

    // MARK: Properties

    override func property(_ name: String) -> PropertyValue {
        switch name {
        case "continuous": .boolean(continuous)
        case "drag-mode": .string(model.dragMode.rawValue)
        case "drag-distance": .double(model.dragDistance)
        case "grab-pointer-only": .boolean(model.grabsPointerOnly)
        case "show-value": .boolean(showValue)
        case "show-fill": .boolean(showFill)
        case "origin": .double(origin)
        case "line-width": .double(lineWidth)
        case "pointer-length": .double(pointerLength)
        default: super.property(name)
        }
    }

    override func setProperty(_ name: String, to value: PropertyValue) {
        switch name {
        case "continuous": continuous = value.boolean
        case "drag-mode": setDragMode(value.string)
        case "drag-distance": change { try $0.setDragDistance(value.double) }
        case "grab-pointer-only": change { $0.grabsPointerOnly = value.boolean }
        case "show-value": setFlag(\.showValue, value.boolean, property: name)
        case "show-fill": setFlag(\.showFill, value.boolean, property: name)
        case "origin": setOrigin(value.double)
        case "line-width": setLineWidth(value.double)
        case "pointer-length": setPointerLength(value.double)
        default: super.setProperty(name, to: value)
        }
    }

    private func setFlag(_ field: ReferenceWritableKeyPath<KnobWidget, Bool>, _ value: Bool, property: String) {
        guard self[keyPath: field] != value else { return }
        self[keyPath: field] = value
        queueDraw()
        notify(property)
    }

    func setOrigin(_ value: Double) {
        guard let value = finite(value, for: "origin"), value != origin else { return }
        origin = value
        queueDraw()
        notify("origin")
    }

    /// Sets the drag mode from its name; other names are rejected with a warning.
    func setDragMode(_ name: String?) {
        guard let mode = name.flatMap(KnobDragMode.init(rawValue:)) else {
            warnInvalid(name, for: "drag-mode", choices: KnobDragMode.allCases.map(\.rawValue))
            return
        }
        change { $0.dragMode = mode }
    }

    func setLineWidth(_ width: Double) {
        guard let width = nonNegative(width, for: "line-width"), width != lineWidth else { return }
        lineWidth = width
        queueDraw()
        notify("line-width")
    }

    func setPointerLength(_ length: Double) {
        guard let length = nonNegative(length, for: "pointer-length"), length != pointerLength else { return }
        pointerLength = length
        queueDraw()
        notify("pointer-length")
    }

    override func apply(_ command: KeyCommand) -> Bool {
        change { try $0.setValue(increments.value(after: command, from: $0.value, minimum: $0.minimum, maximum: $0.maximum)) }
        return true
    }

    override func notifyDifferences(from old: KnobModel, to new: KnobModel) {
        super.notifyDifferences(from: old, to: new)
        if old.dragMode != new.dragMode { notify("drag-mode") }
        if old.dragDistance != new.dragDistance { notify("drag-distance") }
        if old.grabsPointerOnly != new.grabsPointerOnly { notify("grab-pointer-only") }
    }

    override func updateAccessibleValue() {
        cc_accessible_update_value(widget.accessible, model.minimum, model.maximum, model.value, text(for: model.value))
    }

    // MARK: Size and drawing

    override func geometry(for size: Size) -> KnobGeometry {
        KnobGeometry(size: size, lineWidth: lineWidth, pointerLength: pointerLength)
    }

    override func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        (32, 120)
    }

    override func render(into snapshot: OpaquePointer, size: Size, scale: Double) {
        painter.draw(frame(size: size, scale: scale), into: snapshot)
    }

    /// What a frame at `size` shows now: the shown value's pointer and fill, resolved colours.
    func frame(size: Size, scale: Double) -> KnobPainter.Frame {
        let shown = displayedValue
        return KnobPainter.Frame(
            geometry: geometry(for: size), scale: scale, arc: model.arc, color: resolvedTint,
            pointerAngle: model.angle(for: shown),
            fill: showFill ? KnobPainter.Fill(from: model.bounded.fraction(of: origin), to: model.bounded.fraction(of: shown)) : nil,
            label: showValue ? ValueLabel(text: text(for: shown), color: valueTextColor) : nil)
    }

    override func sizeAllocated(width: Int32, height: Int32) {
        allocateValuePart(at: geometry(for: Size(width: Double(width), height: Double(height))).center)
    }

    // MARK: Class

    static func initializeClass(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>?, type: GType) {
        initializeControlClass(widgetClass, type: type, properties: properties, cssName: "knob")
    }
}
