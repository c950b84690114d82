import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

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
/// ╰── [value]
/// ```
///
/// The main node, `knob`, has the style class `.dragging` while a drag is under way, and
/// `.fine-tune` while Shift fine-tunes that drag. Its CSS `color` is the tint when
/// ``Control/tintColor`` and any inherited tint are unset (`knob { color: #e01b24; }`).
/// `:focus-visible` draws an outline and `:disabled` dims the knob (in the library's fallback
/// stylesheet, which any theme or app stylesheet overrides).
///
/// The child `value`, there from the first time ``showValue`` shows the value, gives the
/// text its colour (`knob > value { color: gray; }`; the theme's text colour by default).
/// The knob draws the text itself: the node contributes its `color` and nothing else.
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

    /// Creates a knob with the tutorial's defaults: value 0 in 0...1.
    ///
    /// The new widget is owned by this handle until a container takes it (the floating
    /// reference is sunk). Other defaults: the arc from −11π/8 to 3π/8, line width 2, pointer
    /// length 6, rotary drags, 2 digits, automatic step and page (1% and 10% of the range).
    public init() {
        super.init(creating: cc_knob_get_type())
    }

    // Wrapping an existing widget: `init(wrapping:)` and `handle(for:)` (ControlHandle).

    override class var controlType: GType { cc_knob_get_type() }

    override class var propertyNames: [AnyKeyPath: String] { knobPropertyNames }

    private static let knobPropertyNames = arcPropertyNames(of: Knob.self).merging([
        \Knob.dragMode: "drag-mode", \Knob.dragDistance: "drag-distance", \Knob.grabsPointerOnly: "grab-pointer-only",
        \Knob.showValue: "show-value", \Knob.showFill: "show-fill", \Knob.origin: "origin", \Knob.editable: "editable",
        \Knob.lineWidth: "line-width", \Knob.pointerLength: "pointer-length", \Knob.pointerPaintable: "pointer-paintable",
    ] as [AnyKeyPath: String]) { inherited, _ in inherited }

    required init(adopting widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(adopting: widget)
    }

    /// How a drag turns the knob: `.rotary` (the default: the value follows the pointer's
    /// angle), `.vertical` or `.horizontal` (straight, relative movement over
    /// ``dragDistance`` pixels for the whole range, no jump on press).
    ///
    /// GObject property: `drag-mode`, of the GEnum type `CcKnobDragMode` (nicks `rotary`,
    /// `vertical`, `horizontal`, which GtkBuilder XML accepts); GLib rejects other values with
    /// a warning naming the property.
    public var dragMode: KnobDragMode {
        get { state.model.dragMode }
        set { state.setDragMode(newValue) }
    }

    /// Pixels of vertical or horizontal drag that cover the whole range (default 200, at least 1).
    ///
    /// Only the `.vertical` and `.horizontal` ``dragMode``s use it. Values below 1 become 1;
    /// non-finite ones are rejected with a warning. GObject property: `drag-distance`.
    public var dragDistance: Double {
        get { state.model.dragDistance }
        set { state.setDragDistance(newValue) }
    }

    /// Whether a rotary drag starts only on the pointer (within about 17° of it) and then
    /// moves relatively, instead of jumping to wherever the knob is pressed (default false).
    ///
    /// A press elsewhere starts no drag and leaves the value as it is. GObject property:
    /// `grab-pointer-only`.
    public var grabsPointerOnly: Bool {
        get { state.model.grabsPointerOnly }
        set { state.setGrabsPointerOnly(newValue) }
    }

    /// Whether the value is shown as text in the centre (default false).
    ///
    /// The text comes from ``Control/valueFormatter``, else ``Control/digits`` decimals, in
    /// the theme's text colour. GObject property: `show-value`.
    public var showValue: Bool {
        get { state.showValue }
        set { state.setShowValue(newValue) }
    }

    /// Whether the value can be typed (default false): the centre shows it in an entry (also
    /// with ``showValue`` off).
    ///
    /// Enter, or focus leaving the entry, sets the typed value, clamped into the range and
    /// snapped as any value; the entry then shows the value it came to. Text that is no value
    /// (see ``ValueChangeReporting/onInput(_:)``) stays in the entry with the `.error` style
    /// class; focus leaving drops it. Escape shows the value again. While a person types,
    /// other changes of the value do not overwrite the text. Keyboard: Enter on the focused
    /// knob, or Tab from it, moves focus into the entry. GObject property: `editable`.
    public var editable: Bool {
        get { state.editable }
        set { state.setEditable(newValue) }
    }

    /// Whether the arc from ``origin`` to the value is highlighted over a faded track (a
    /// bipolar knob, such as a pan knob filled from its centre; default false).
    ///
    /// GObject property: `show-fill`.
    public var showFill: Bool {
        get { state.showFill }
        set { state.setShowFill(newValue) }
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

    /// An image drawn instead of the pointer line, turned with the value (default nil: the line).
    ///
    /// Any `GdkPaintable *`: a `GdkTexture` loaded from a resource or a file, a
    /// `GtkIconPaintable`, a `GtkMediaStream`. It is drawn upright at the top of the knob and
    /// turned with it: fitted into the disc inside the track (keeping its shape), centred, its
    /// top towards the value. An image of a knob's cap with a mark at the top turns as the cap
    /// of a real knob would. The knob keeps a reference and redraws when the paintable
    /// changes. GObject property: `pointer-paintable`.
    ///
    /// ```swift
    /// let cap = gdk_texture_new_from_resource("/org/example/App/knob-cap.png")
    /// knob.pointerPaintable = cap
    /// g_object_unref(UnsafeMutableRawPointer(cap))   // the knob holds its own reference
    /// ```
    public var pointerPaintable: OpaquePointer? {
        get { state.pointerPaintable }
        set { state.setPointerPaintable(newValue) }
    }
}
