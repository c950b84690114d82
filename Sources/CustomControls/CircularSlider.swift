import CCustomControls
import CGtk
import ControlCore

// MARK: - CircularSlider
//
// A 360° circular slider (after the TBCircularSlider seed): a dark ring, the active arc from
// zero to the value painted with a glowing gradient derived from the tint, a translucent handle
// at the value, and the value as text in the centre.
//
// CSS nodes: `circularslider`, with the style class `.dragging` while dragged.
// Accessibility: role slider, with value min/max/now and text such as "42°".
// Gestures: press anywhere and drag: the value follows the pointer's angle around the centre.
// Passing the 0/360 seam holds the end instead of wrapping around.

/// The Swift state of one `CcCircularSlider`.
final class CircularSliderState: ArcValueControl<CircularSliderDrag> {
    static let properties = PropertyTable([
        PropertyDefinition(name: "value", nick: "Value", blurb: "The current value (degrees by default)", kind: .double(default: 0)),
        PropertyDefinition(name: "minimum-value", nick: "Minimum value", blurb: "The value at the start angle", kind: .double(default: 0)),
        PropertyDefinition(name: "maximum-value", nick: "Maximum value", blurb: "The value at the end angle (on a full circle, one turn on from the start)", kind: .double(default: 360)),
        PropertyDefinition(name: "adjustment", nick: "Adjustment", blurb: "A GtkAdjustment holding the bounds, value and increments, shared with other widgets", kind: .object(gtk_adjustment_get_type())),
        PropertyDefinition(name: "continuous", nick: "Continuous", blurb: "Emit value-changed during a drag, not only at its end", kind: .boolean(default: true)),
        PropertyDefinition(name: "inverted", nick: "Inverted", blurb: "The value runs from the end angle back to the start angle (on a full circle: clockwise)", kind: .boolean(default: false)),
        PropertyDefinition(name: "start-angle", nick: "Start angle", blurb: "Screen angle of the minimum, radians clockwise from 3 o'clock", kind: .double(default: 0)),
        PropertyDefinition(name: "end-angle", nick: "End angle", blurb: "Screen angle of the maximum, radians; less than the start runs counter-clockwise; at most a turn away", kind: .double(default: -2 * Double.pi)),
        PropertyDefinition(name: "default-value", nick: "Default value", blurb: "The value a double click resets to", kind: .double(default: 0)),
        PropertyDefinition(name: "wraps", nick: "Wraps", blurb: "A drag across the start comes round from the other end instead of stopping", kind: .boolean(default: false)),
        PropertyDefinition(name: "gradient-start-color", nick: "Gradient start colour", blurb: "Top colour of the active arc; unset is the tint", kind: .color),
        PropertyDefinition(name: "gradient-end-color", nick: "Gradient end colour", blurb: "Bottom colour of the active arc; unset is the start colour turned 60° in hue", kind: .color),
        PropertyDefinition(name: "line-width", nick: "Line width", blurb: "Width of the active arc and the handle, in pixels", kind: .double(default: 20)),
        PropertyDefinition(name: "editable", nick: "Editable", blurb: "The value in the centre is an entry: type a number and press Enter", kind: .boolean(default: false)),
        PropertyDefinition(name: "show-value", nick: "Show value", blurb: "Show the value as text in the centre", kind: .boolean(default: true)),
        PropertyDefinition(name: "tint-color", nick: "Tint colour", blurb: "Start colour of the active arc's gradient; unset follows the inherited tint or the theme", kind: .color),
    ] + PropertyDefinition.common(step: 1, page: 15, digits: 0))

    private(set) var lineWidth: Double = 20
    private(set) var showValue = true
    private(set) var editable = false
    /// The centre's entry, shown while ``editable`` and the value is shown. Made the first
    /// time it is needed: a GtkEntry is a dozen objects, and most sliders never edit.
    private(set) var entry: UnsafeMutablePointer<GtkWidget>?
    private(set) var gradientStartColor: RGBA?
    private(set) var gradientEndColor: RGBA?

    /// The static layers, drawn once into images and painted every frame until their look
    /// changes: the bare ring, the ring lit all along by the active arc (a frame shows it
    /// through the sector up to the value), and the handle.
    private var bareRing = CachedLayer<RingLook>()
    private var litRing = CachedLayer<RingLook>()
    private var handle = CachedLayer<HandleLook>()
    /// The value in the centre, redrawn every frame it changes.
    private let valueText = TextPainter()

    /// Everything the ring's pixels depend on; `glow` is nil for the bare ring.
    private struct RingLook: Hashable {
        let geometry: CircularSliderGeometry
        let arc: ArcSpan
        let appearance: CircularSliderAppearance
        let glow: Double?
    }

    private struct HandleLook: Hashable {
        let diameter: Double
        let color: RGBA
    }

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget: widget, typeName: "CcCircularSlider", properties: Self.properties, model: CircularSliderModel(),
                   increments: Increments(step: 1, page: 15), digits: 0)
        updateAccessibleValue()
    }

    // MARK: Properties

    override func property(_ name: String) -> PropertyValue {
        switch name {
        case "continuous": .boolean(continuous)
        case "line-width": .double(lineWidth)
        case "editable": .boolean(editable)
        case "wraps": .boolean(model.wraps)
        case "gradient-start-color": .color(gradientStartColor)
        case "gradient-end-color": .color(gradientEndColor)
        case "show-value": .boolean(showValue)
        default: super.property(name)
        }
    }

    override func setProperty(_ name: String, to value: PropertyValue) {
        switch name {
        case "continuous": continuous = value.boolean
        case "line-width": setLineWidth(value.double)
        case "editable": setEditable(value.boolean)
        case "wraps": change { $0.wraps = value.boolean }
        case "gradient-start-color": setGradient(\.gradientStartColor, value.color, property: name)
        case "gradient-end-color": setGradient(\.gradientEndColor, value.color, property: name)
        case "show-value": setShowValue(value.boolean)
        default: super.setProperty(name, to: value)
        }
    }

    func setLineWidth(_ width: Double) {
        guard let width = nonNegative(width, for: "line-width"), width != lineWidth else { return }
        lineWidth = width
        queueDraw()
        notify("line-width")
    }

    private func setGradient(_ field: ReferenceWritableKeyPath<CircularSliderState, RGBA?>, _ color: RGBA?, property: String) {
        guard self[keyPath: field] != color else { return }
        self[keyPath: field] = color
        queueDraw()
        notify(property)
    }

    func setShowValue(_ show: Bool) {
        guard show != showValue else { return }
        showValue = show
        updateEntryVisibility()
        queueDraw()
        notify("show-value")
    }

    // MARK: The editable value

    func setEditable(_ value: Bool) {
        guard value != editable else { return }
        editable = value
        updateEntryVisibility()
        queueDraw()
        notify("editable")
    }

    private func updateEntryVisibility() {
        guard editable && showValue else {
            if let entry { gtk_widget_set_visible(entry, 0) }
            return
        }
        let entry = self.entry ?? makeEntry()
        gtk_widget_set_visible(entry, 1)
        showValueInEntry()
    }

    /// The entry's text follows the value only while it is shown.
    private var entryShown: UnsafeMutablePointer<GtkWidget>? {
        guard let entry, gtk_widget_get_visible(entry) != 0 else { return nil }
        return entry
    }

    private func makeEntry() -> UnsafeMutablePointer<GtkWidget> {
        let entry = gtk_entry_new()!
        self.entry = entry
        gtk_widget_set_parent(entry, widget)
        gtk_widget_set_visible(entry, 0)
        gtk_entry_set_alignment(cast(entry.raw), 0.5)
        gtk_entry_set_has_frame(cast(entry.raw), 0)
        gtk_editable_set_width_chars(OpaquePointer(entry), 6)
        gtk_widget_add_css_class(entry, "value")
        let activated: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            ControlState.handling(data, otherwise: ()) { ($0 as? CircularSliderState)?.commitEntry() }
        }
        g_signal_connect_data(entry.raw, "activate", unsafeBitCast(activated, to: GCallback.self), widget.raw, nil, GConnectFlags(0))
        let keys = gtk_event_controller_key_new()
        let pressed: @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, keyval, _, _, data in
            guard keyval == guint(GDK_KEY_Escape) else { return 0 }
            return ControlState.handling(data, otherwise: 0) { state in
                (state as? CircularSliderState)?.showValueInEntry()
                return 1
            }
        }
        g_signal_connect_data(UnsafeMutableRawPointer(keys), "key-pressed", unsafeBitCast(pressed, to: GCallback.self), widget.raw, nil, GConnectFlags(0))
        gtk_widget_add_controller(entry, keys)
        return entry
    }

    /// Enter in the entry: a number sets the value (wrapped or clamped into the range); other
    /// text shows the error style and changes nothing.
    func commitEntry() {
        guard let entry else { return }
        let text = String(cString: gtk_editable_get_text(OpaquePointer(entry)))
        guard let value = model.value(fromText: text) else {
            gtk_widget_add_css_class(entry, "error")
            return
        }
        gtk_widget_remove_css_class(entry, "error")
        change { try $0.setValue(value) }
        showValueInEntry()
    }

    /// Puts the current value's text in the entry (and clears an error): Escape, and every
    /// change of the value while the user is not typing.
    func showValueInEntry() {
        guard let entry = entryShown else { return }
        gtk_widget_remove_css_class(entry, "error")
        gtk_editable_set_text(OpaquePointer(entry), text(for: model.value))
    }

    override func modelDidChange() {
        super.modelDidChange()
        if let entry = entryShown, gtk_widget_has_focus(entry) == 0 { showValueInEntry() }
    }

    override func valueTextChanged() {
        super.valueTextChanged()
        showValueInEntry()
    }

    override func sizeAllocated(width: Int32, height: Int32) {
        guard let entry = entryShown else { return }
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(entry, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        let entryHeight = natural
        gtk_widget_measure(entry, GTK_ORIENTATION_HORIZONTAL, entryHeight, &minimum, &natural, nil, nil)
        let geometry = geometry(for: Size(width: Double(width), height: Double(height)))
        let entryWidth = max(minimum, min(natural, Int32(geometry.radius * 1.4)))
        var allocation = GtkAllocation(x: Int32(geometry.center.x) - entryWidth / 2, y: Int32(geometry.center.y) - entryHeight / 2,
                                       width: entryWidth, height: entryHeight)
        gtk_widget_size_allocate(entry, &allocation, -1)
    }

    override func dispose() {
        if let entry {
            self.entry = nil
            gtk_widget_unparent(entry)
        }
        super.dispose()
    }

    override func snapshot(_ snapshot: OpaquePointer) {
        super.snapshot(snapshot)
        if let entry = entryShown { gtk_widget_snapshot_child(widget, entry, snapshot) }
    }

    /// On a full circle keys wrap past the ends, which are one angle; a partial circle stops.
    override func apply(_ command: KeyCommand) -> Bool {
        change { try $0.setValue(increments.value(after: command, from: $0.value, minimum: $0.minimum, maximum: $0.maximum, wraps: $0.isFullCircle)) }
        return true
    }

    /// The step is also the grid the value snaps to (whole degrees by default; 0 is none), so
    /// a slider over 0...1 with a step of 0.01 holds 0.42. A new step snaps the value.
    override func setIncrement(_ field: WritableKeyPath<Increments, Double>, _ value: Double, property: String) {
        super.setIncrement(field, value, property: property)
        guard field == \Increments.step, increments.step != model.bounded.step else { return }
        let step = increments.step
        change { try $0.bounded.setStep(step) }
    }

    override func notifyDifferences(from old: CircularSliderModel, to new: CircularSliderModel) {
        super.notifyDifferences(from: old, to: new)
        if old.wraps != new.wraps { notify("wraps") }
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
        CircularSliderGeometry(size: size, lineWidth: lineWidth)
    }

    override func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        (64, 220)
    }

    override func render(into snapshot: OpaquePointer, size: Size, scale: Double) {
        let geometry = geometry(for: size)
        guard geometry.radius > 0 else { return }
        let appearance = CircularSliderAppearance(tint: resolvedTint, textColor: textColor,
                                                  gradientStart: gradientStartColor, gradientEnd: gradientEndColor)
        let fraction = model.bounded.fraction(of: displayedValue)
        let text = showValue && !editable ? text(for: displayedValue) : nil
        let arc = model.arc
        let bare = bareRing.raster(for: RingLook(geometry: geometry, arc: arc, appearance: appearance, glow: nil), size: size, scale: scale) { cairo in
            CircularSliderRenderer.drawRing(cairo, geometry: geometry, arc: arc, color: appearance.ringColor)
        }
        // The glow grows with the value; in whole device pixels, a drag redraws the lit ring
        // only every few frames, and the step is lost in the glow's own falloff.
        let glow = (geometry.glowRadius(atFraction: fraction) * scale).rounded() / scale
        let lit = fraction <= 0 ? nil : litRing.raster(for: RingLook(geometry: geometry, arc: arc, appearance: appearance, glow: glow), size: size, scale: scale) { cairo in
            CircularSliderRenderer.drawLitRing(cairo, geometry: geometry, glow: glow, appearance: appearance)
        }
        let margin = CircularSliderRenderer.handleMargin
        let handleSide = geometry.handleDiameter + 2 * margin
        let handleImage = handle.raster(for: HandleLook(diameter: geometry.handleDiameter, color: appearance.handleColor),
                                        size: Size(width: handleSide, height: handleSide), scale: scale) { cairo in
            CircularSliderRenderer.drawHandle(cairo, diameter: geometry.handleDiameter, color: appearance.handleColor)
        }
        drawCairo(into: snapshot, size: size) { cairo in
            // The bare ring whole (one plain copy), the lit ring over it up to the value. A
            // slider too big for images is drawn as vectors every frame, its arc without glow.
            if let bare {
                bare.paint(cairo)
            } else {
                CircularSliderRenderer.drawRing(cairo, geometry: geometry, arc: arc, color: appearance.ringColor)
            }
            if let lit {
                CircularSliderRenderer.paintWedge(lit, cairo, geometry: geometry, arc: arc, from: 0, to: fraction)
            } else if fraction > 0 {
                CircularSliderRenderer.drawPlainArc(cairo, geometry: geometry, arc: arc, fraction: fraction, appearance: appearance)
            }
            let center = geometry.handleCenter(atAngle: arc.angle(atFraction: fraction))
            let origin = Point(x: center.x - handleSide / 2, y: center.y - handleSide / 2)
            if let handleImage {
                handleImage.paint(cairo, at: origin)
            } else {
                cairo_save(cairo)
                cairo_translate(cairo, origin.x, origin.y)
                CircularSliderRenderer.drawHandle(cairo, diameter: geometry.handleDiameter, color: appearance.handleColor)
                cairo_restore(cairo)
            }
            if let text { valueText.draw(cairo, text, at: geometry.center, size: geometry.radius * 0.4, color: appearance.textColor, scale: scale) }
        }
    }

    // MARK: Class

    static func initializeClass(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>?, type: GType) {
        initializeControlClass(widgetClass, type: type, properties: properties, cssName: "circularslider")
    }
}

// MARK: - Public API

/// A 360° circular slider: a GTK 4 widget (GType `CcCircularSlider`).
///
/// The value runs once around the ring, from ``ArcControl/minimumValue`` at 3 o'clock
/// counter-clockwise to ``ArcControl/maximumValue`` (by default 0...360 degrees in whole
/// steps). Drag anywhere and the value follows the pointer's angle around the centre. The
/// arc can be made partial (a half, a quarter, a pie) with ``ArcControl/startAngle`` and
/// ``ArcControl/endAngle``.
///
/// ```swift
/// let heading = CircularSlider()
/// heading.wraps = true      // a drag across north comes round, as a compass does
/// heading.onValueChanged { slider in print("\(slider.value)°") }
/// ```
///
/// `value-changed` is emitted once per committed change (see ``Control/continuous``).
///
/// The value snaps to the ``Control/step`` grid from ``ArcControl/minimumValue`` (or is the
/// maximum itself): whole degrees by default. Over another range, set a step that suits it
/// (0.01 over 0...1), or 0 for a continuous value.
///
/// ## CSS nodes
///
/// ```
/// circularslider[.dragging][.fine-tune]
/// ╰── entry.value[.error]
/// ```
///
/// One node, `circularslider`, with the style class `.dragging` while dragged and
/// `.fine-tune` while Shift fine-tunes the drag. Its CSS `color` is the gradient's start
/// colour when ``Control/tintColor``, ``gradientStartColor`` and any inherited tint are
/// unset; `:focus-visible` draws an outline and `:disabled` dims it (fallback stylesheet).
/// The child `entry`, with the style class `.value`, shows the value while ``editable`` (and
/// ``showValue``) is on; it has `.error` while its text is no number.
///
/// ## Accessibility
///
/// Role slider, with value min, max, now and text ("42°", or the
/// ``Control/valueFormatter``'s text) kept current on every change (the text is the new
/// value at once, also while the drawing animates towards it). The slider is focusable; while
/// ``editable``, the value in the centre is a `GtkEntry` child of its own.
///
/// ## Shortcuts and gestures
///
/// - Arrows, keypad arrows, `+`, `=`, `-` and keypad `+`/`-`: one ``Control/step`` (1);
///   Ctrl+arrows, Page Up/Down: one ``Control/page`` (15); Home/End: the minimum/maximum. Up
///   and Right raise the value. On a full circle keys wrap past the seam, whose two ends are
///   one angle: one step up from the maximum is one step above the minimum. A partial circle
///   stops at its ends.
/// - The scroll wheel or touchpad: a step per notch (Shift: a tenth of a step, Ctrl: a page),
///   but only while the slider has keyboard focus and the user engaged it (clicked or dragged
///   it, used a key on it, or reached it by keyboard), so it never takes the wheel from a
///   surrounding `GtkScrolledWindow`.
/// - Press anywhere and drag: the value jumps to the pointer's angle, then follows it.
///   Passing the seam at the zero angle holds the end instead of wrapping, unless ``wraps``
///   is on. On a partial circle a pointer in the gap selects the nearer end.
/// - A drag focuses the slider and emits `drag-begin` and `drag-end`.
/// - Shift during a drag fine-tunes it: a tenth of the pointer's movement. It can be pressed
///   or released mid-drag without a jump; the drag turns relative from then on.
/// - Escape during a drag cancels it: the value returns to where the drag began.
/// - Double click: the value goes back to ``ArcControl/defaultValue``.
/// - In the ``editable`` entry: Enter sets the typed value; Escape puts the current value
///   back.
///
/// Insensitive sliders ignore pointer, wheel and keys.
@MainActor
public final class CircularSlider: ArcControl, ValueChangeReporting {
    private var state: CircularSliderState { controlState as! CircularSliderState }

    /// Creates a circular slider with the seed's defaults: 0...360 degrees, value 0.
    ///
    /// The new widget is owned by this handle until a container takes it (the floating
    /// reference is sunk). Other defaults: a full circle from 3 o'clock counter-clockwise,
    /// line width 20, the value shown in the centre, step 1, page 15, 0 digits.
    public init() {
        super.init(creating: cc_circular_slider_get_type())
    }

    /// Wraps an existing `CcCircularSlider` (for instance one built by GtkBuilder); nil for
    /// other widgets.
    ///
    /// - Parameter widget: Any `GtkWidget`.
    /// - Returns: A handle holding a reference to `widget`, or nil when it is not a
    ///   `CcCircularSlider`.
    public init?(wrapping widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(wrapping: widget, as: CircularSliderState.self)
    }

    /// Whether a drag across the zero angle continues round (360 becomes 0, as a compass
    /// heading) instead of holding the end it reached (default false).
    ///
    /// It also makes a number typed into the ``editable`` entry wrap into the range (390 on
    /// 0...360 is 30) instead of being clamped. Keys wrap on a full circle either way.
    /// GObject property: `wraps`.
    public var wraps: Bool {
        get { state.model.wraps }
        set { state.change { $0.wraps = newValue } }
    }

    /// The active arc's top colour; nil is the tint.
    ///
    /// GObject property: `gradient-start-color` (a `GdkRGBA`).
    public var gradientStartColor: RGBA? {
        get { state.gradientStartColor }
        set { state.setProperty("gradient-start-color", to: .color(newValue)) }
    }

    /// The active arc's bottom colour; nil is the start colour turned 60° in hue (the seed's
    /// blue to violet).
    ///
    /// GObject property: `gradient-end-color` (a `GdkRGBA`).
    public var gradientEndColor: RGBA? {
        get { state.gradientEndColor }
        set { state.setProperty("gradient-end-color", to: .color(newValue)) }
    }

    /// The width of the active arc and the handle, in pixels (default 20); the ring is
    /// 1.5 times as wide.
    ///
    /// Negative widths clamp to 0; non-finite ones are rejected with a warning. GObject
    /// property: `line-width`.
    public var lineWidth: Double {
        get { state.lineWidth }
        set { state.setLineWidth(newValue) }
    }

    /// Whether the value in the centre is an entry (default false): type a number and press
    /// Enter to set it (wrapped or clamped into the range); text that is no number shows the
    /// error style and changes nothing; Escape puts the value back.
    ///
    /// The entry accepts spaces around the number and a trailing degree sign (" 42.5° ").
    /// A typed number is wrapped into the range when ``wraps`` is on, else clamped, and then
    /// snapped to the ``Control/step``; Enter emits `value-changed` if the value changed. While the
    /// entry has focus, other changes of the value do not overwrite what is being typed. The
    /// entry shows only while ``showValue`` is on. GObject property: `editable`.
    public var editable: Bool {
        get { state.editable }
        set { state.setEditable(newValue) }
    }

    /// Whether the value is shown as text in the centre (default true).
    ///
    /// The text comes from ``Control/valueFormatter``, else ``Control/digits`` decimals, with
    /// a degree sign when the range is 0...360. GObject property: `show-value`.
    public var showValue: Bool {
        get { state.showValue }
        set { state.setShowValue(newValue) }
    }
}
