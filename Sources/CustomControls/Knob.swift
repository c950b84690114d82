import CCustomControls
import CGtk
import ControlCore

// MARK: - Knob
//
// A rotary knob, as on a sound desk: an arc from `start-angle` to `end-angle` and a pointer at
// the value's angle, both in the tint colour (after the RWKnobControl seed).
//
// CSS nodes: `knob`, with the style class `.dragging` while a drag is under way.
// Accessibility: role slider, with value min/max/now/text kept current.
// Gestures: press anywhere and drag: the value follows the pointer's angle around the centre;
// a pointer in the gap at the bottom selects the nearer end, and one that passes through the
// gap holds the end it passed instead of jumping to the other.

/// The Swift state of one `CcKnob`.
final class KnobState: ArcValueControl<KnobDrag> {
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
    /// The static layer (the track), drawn once into an image and painted every frame until
    /// its look changes.
    private var track = CachedLayer<TrackKey>()
    /// The value in the centre (with `show-value`), redrawn every frame it changes.
    private let valueText = TextPainter()

    /// Everything the track's pixels depend on.
    private struct TrackKey: Hashable {
        let geometry: KnobGeometry
        let arc: ArcSpan
        let color: RGBA
        let faded: Bool
    }

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

    private func setFlag(_ field: ReferenceWritableKeyPath<KnobState, Bool>, _ value: Bool, property: String) {
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
        guard size.width > 0, size.height > 0 else { return }
        let geometry = geometry(for: size)
        let tint = resolvedTint
        let key = TrackKey(geometry: geometry, arc: model.arc, color: tint, faded: showFill)
        let trackRaster = track.raster(for: key, size: size, scale: scale) { cairo in
            trackRecordings += 1
            KnobRenderer.drawTrack(cairo, geometry: geometry, arc: key.arc, color: tint, faded: key.faded)
        }
        let shown = displayedValue
        let label = showValue ? text(for: shown) : nil
        let textColor = self.textColor
        drawCairo(into: snapshot, size: size) { cairo in
            if let trackRaster {
                trackRaster.paint(cairo)
            } else {  // too big for an image: drawn as vectors every frame
                KnobRenderer.drawTrack(cairo, geometry: geometry, arc: key.arc, color: tint, faded: key.faded)
            }
            if showFill {
                KnobRenderer.drawFill(cairo, geometry: geometry, arc: model.arc, from: model.bounded.fraction(of: origin),
                                      to: model.bounded.fraction(of: shown), color: tint)
            }
            KnobRenderer.drawPointer(cairo, geometry: geometry, angle: model.angle(for: shown), color: tint)
            if let label {
                valueText.draw(cairo, label, at: geometry.center, size: geometry.trackRadius * 0.45, color: textColor, scale: scale)
            }
        }
    }

    /// How many times the track layer was drawn (for tests of the cache): once per look, and
    /// not at all when another knob already drew that look.
    private(set) var trackRecordings = 0

    /// The image of the track (for tests: knobs that look alike share one).
    var trackRaster: Raster? { track.raster }

    // MARK: Class

    static func initializeClass(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>?, type: GType) {
        initializeControlClass(widgetClass, type: type, properties: properties, cssName: "knob")
    }
}

// MARK: - Public API

/// A rotary knob, as on a sound desk: a GTK 4 widget (GType `CcKnob`).
///
/// The knob shows its value as a pointer on an arc from ``ArcControl/startAngle`` to
/// ``ArcControl/endAngle`` (by default from −11π/8 to 3π/8, leaving a 45° gap at the bottom).
/// In the default ``dragMode`` the value follows the pointer's angle around the centre.
///
/// ```swift
/// let knob = Knob()
/// knob.maximumValue = 10
/// knob.onValueChanged { knob in print(knob.value) }
/// gtk_box_append(box, knob.widget)
/// ```
///
/// `value-changed` is emitted once per committed change (see ``Control/continuous``).
///
/// A bipolar knob, such as a pan control, fills the arc from its centre:
///
/// ```swift
/// let pan = Knob()
/// pan.minimumValue = -1
/// pan.maximumValue = 1
/// pan.defaultValue = 0      // a double click centres it
/// pan.origin = 0
/// pan.showFill = true
/// ```
///
/// ## CSS nodes
///
/// ```
/// knob[.dragging][.fine-tune]
/// ```
///
/// One node, `knob`. It has the style class `.dragging` while a drag is under way, and
/// `.fine-tune` while Shift fine-tunes that drag. Its CSS `color` is the tint when
/// ``Control/tintColor`` and any inherited tint are unset (`knob { color: #e01b24; }`).
/// `:focus-visible` draws an outline and `:disabled` dims the knob (in the library's fallback
/// stylesheet, which any theme or app stylesheet overrides).
///
/// ## Accessibility
///
/// Role slider, with value min, max, now and text ("0.42", or the ``Control/valueFormatter``'s
/// text) kept current on every change. The knob is focusable.
///
/// ## Shortcuts and gestures
///
/// - Right, Up, keypad Right and Up, `+`, `=` and keypad `+`: one ``Control/step`` up; Left,
///   Down, keypad Left and Down, `-` and keypad `-`: one step down.
/// - Ctrl+arrows, Page Up/Down: one ``Control/page``. Home/End: the minimum/maximum.
/// - The scroll wheel or touchpad: a step per notch (Shift: a tenth of a step, Ctrl: a page),
///   but only while the knob has keyboard focus and the user engaged it (clicked or dragged
///   it, used a key on it, or reached it by keyboard), so it never takes the wheel from a
///   surrounding `GtkScrolledWindow`.
/// - Drag, in the ``dragMode``:
///   - `rotary` (the default): press anywhere and the value jumps to the pointer's angle,
///     then follows it around the centre. A pointer in the gap selects the nearer end; one
///     that passes through the gap holds the end it passed instead of jumping to the other.
///     With ``grabsPointerOnly``, a drag starts only on the pointer and moves relatively.
///   - `vertical` or `horizontal`: relative, no jump on press; ``dragDistance`` pixels up (or
///     right) cover the whole range.
/// - A drag focuses the knob and emits `drag-begin` and `drag-end`.
/// - Shift during a drag fine-tunes it: a tenth of the pointer's movement. It can be pressed
///   or released mid-drag without a jump; a rotary drag turns relative from then on.
/// - Escape during a drag cancels it: the value returns to where the drag began.
/// - Double click: the value goes back to ``ArcControl/defaultValue``.
///
/// Insensitive knobs ignore pointer, wheel and keys.
@MainActor
public final class Knob: ArcControl, ValueChangeReporting {
    private var state: KnobState { controlState as! KnobState }

    /// Creates a knob with the seed's defaults: value 0 in 0...1.
    ///
    /// The new widget is owned by this handle until a container takes it (the floating
    /// reference is sunk). Other defaults: the arc from −11π/8 to 3π/8, line width 2, pointer
    /// length 6, rotary drags, 2 digits, automatic step and page (1% and 10% of the range).
    public init() {
        super.init(creating: cc_knob_get_type())
    }

    /// Wraps an existing `CcKnob` (for instance one built by GtkBuilder); nil for other widgets.
    ///
    /// - Parameter widget: Any `GtkWidget`.
    /// - Returns: A handle holding a reference to `widget`, or nil when it is not a `CcKnob`.
    public init?(wrapping widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(wrapping: widget, as: KnobState.self)
    }

    /// How a drag turns the knob: `.rotary` (the default: the value follows the pointer's
    /// angle), `.vertical` or `.horizontal` (straight, relative movement over
    /// ``dragDistance`` pixels for the whole range, no jump on press).
    ///
    /// GObject property: `drag-mode`, a string (`"rotary"`, `"vertical"`, `"horizontal"`);
    /// other strings are rejected with a warning naming the choices.
    public var dragMode: KnobDragMode {
        get { state.model.dragMode }
        set { state.setDragMode(newValue.rawValue) }
    }

    /// Pixels of vertical or horizontal drag that cover the whole range (default 200, at least 1).
    ///
    /// Only the `.vertical` and `.horizontal` ``dragMode``s use it. Values below 1 become 1;
    /// non-finite ones are rejected with a warning. GObject property: `drag-distance`.
    public var dragDistance: Double {
        get { state.model.dragDistance }
        set { state.change { try $0.setDragDistance(newValue) } }
    }

    /// Whether a rotary drag starts only on the pointer (within about 17° of it) and then
    /// moves relatively, instead of jumping to wherever the knob is pressed (default false).
    ///
    /// A press elsewhere starts no drag and leaves the value as it is. GObject property:
    /// `grab-pointer-only`.
    public var grabsPointerOnly: Bool {
        get { state.model.grabsPointerOnly }
        set { state.change { $0.grabsPointerOnly = newValue } }
    }

    /// Whether the value is shown as text in the centre (default false).
    ///
    /// The text comes from ``Control/valueFormatter``, else ``Control/digits`` decimals, in
    /// the theme's text colour. GObject property: `show-value`.
    public var showValue: Bool {
        get { state.showValue }
        set { state.setProperty("show-value", to: .boolean(newValue)) }
    }

    /// Whether the arc from ``origin`` to the value is highlighted over a faded track (a
    /// bipolar knob, such as a pan knob filled from its centre; default false).
    ///
    /// GObject property: `show-fill`.
    public var showFill: Bool {
        get { state.showFill }
        set { state.setProperty("show-fill", to: .boolean(newValue)) }
    }

    /// Where the fill starts (default 0).
    ///
    /// A value on the knob's scale, used when ``showFill`` is on; an origin outside the bounds
    /// fills from the nearer end. Non-finite values are rejected with a warning. GObject
    /// property: `origin`.
    public var origin: Double {
        get { state.origin }
        set { state.setOrigin(newValue) }
    }

    /// The width of the arc and the pointer, in pixels (default 2).
    ///
    /// Negative widths clamp to 0; non-finite ones are rejected with a warning. GObject
    /// property: `line-width`.
    public var lineWidth: Double {
        get { state.lineWidth }
        set { state.setLineWidth(newValue) }
    }

    /// The length of the pointer, in pixels (default 6).
    ///
    /// The pointer is a radial line from just inside the arc to the widget's edge. Negative
    /// lengths clamp to 0; non-finite ones are rejected with a warning. GObject property:
    /// `pointer-length`.
    public var pointerLength: Double {
        get { state.pointerLength }
        set { state.setPointerLength(newValue) }
    }
}
