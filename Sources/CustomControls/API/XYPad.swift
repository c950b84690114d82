import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// A handle on a field that sets two values at once, x across and y up: a GTK 4 widget (GType
/// `CcXYPad`), for a synth's XY controller, a pan and depth position or a colour's saturation
/// and value.
///
/// Each axis has its own bounds (0...1 by default); the values are linear along them
/// (``Control/valueScale`` stays `.linear`).
///
/// ```swift
/// let filter = XYPad()
/// filter.xMaximum = 20_000          // cutoff in Hz, across
/// filter.yMaximum = 10              // resonance, up
/// filter.setValues(x: 1_200, y: 3)
/// filter.onValueChanged { pad in print(pad.xValue, pad.yValue) }
/// ```
///
/// ## CSS nodes
///
/// ```
/// xypad[.dragging][.fine-tune]
/// ├── trough
/// ├── slider
/// ╰── slider
/// ```
///
/// `trough`'s CSS `color` is the field's, the first `slider`'s the handle's; the pad's own
/// `color` is its tint (the crosshair, the focus ring). Both `slider` nodes, x and y, are laid
/// out over the drawn handle.
///
/// ## Accessibility
///
/// The pad is a group, itself not focusable; x and y are focusable children with the role
/// slider, labelled "X value" and "Y value", each with its axis's bounds and value. A screen
/// reader setting one moves the handle along that axis.
///
/// ## Shortcuts and gestures
///
/// - Tab and Shift+Tab move between x and y, then on out of the pad.
/// - Arrow keys move the handle the way they point, one ``Control/step`` (Ctrl: one
///   ``Control/page``), whichever of x and y has focus. Page Up/Down, Home and End, + and -
///   and the scroll wheel move along the focused one's axis.
/// - Press the handle and drag: it follows the pointer without jumping. A press elsewhere on
///   the field puts the handle there. Shift fine-tunes a drag; Escape cancels it.
/// - A double click puts the handle back at ``defaultX``, ``defaultY``.
/// - With ``editable``, Enter on focused x or y opens a popover for typing its value.
@MainActor
public final class XYPad: Control, ValueChangeReporting {
    private var state: XYPadState { controlState as! XYPadState }

    /// Creates a pad of 0...1 on both axes, its handle in the middle.
    public init() {
        super.init(creating: cc_xy_pad_get_type())
    }

    override class var controlType: GType { cc_xy_pad_get_type() }

    override class var propertyNames: [AnyKeyPath: String] { xyPadPropertyNames }

    private static let xyPadPropertyNames = sharedPropertyNames(of: XYPad.self)
        .filter { $0.value != "value-scale" && $0.value != "skew-mid-value" }
        .merging([
            \XYPad.xValue: "x-value", \XYPad.yValue: "y-value",
            \XYPad.xMinimum: "x-minimum", \XYPad.xMaximum: "x-maximum",
            \XYPad.yMinimum: "y-minimum", \XYPad.yMaximum: "y-maximum",
            \XYPad.defaultX: "default-x", \XYPad.defaultY: "default-y",
            \XYPad.showCrosshair: "show-crosshair", \XYPad.editable: "editable",
            \XYPad.xAdjustment: "x-adjustment", \XYPad.yAdjustment: "y-adjustment",
        ] as [AnyKeyPath: String]) { inherited, _ in inherited }

    required init(adopting widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(adopting: widget)
    }

    /// The value across, growing to the right (default 0.5). GObject property: `x-value`.
    public var xValue: Double {
        get { state.model.x.value }
        set { state.setValue(newValue, on: .x) }
    }

    /// The value up, growing upwards (default 0.5). GObject property: `y-value`.
    public var yValue: Double {
        get { state.model.y.value }
        set { state.setValue(newValue, on: .y) }
    }

    /// Sets both values with one `value-changed`.
    ///
    /// - Parameters:
    ///   - x: The value across.
    ///   - y: The value up.
    ///   - animated: Whether the handle moves there over a quarter second.
    public func setValues(x: Double, y: Double, animated: Bool = false) {
        state.setValues(x: x, y: y, animated: animated)
    }

    /// The value at the left edge (default 0). GObject property: `x-minimum`.
    public var xMinimum: Double {
        get { state.model.x.minimum }
        set { state.setMinimum(newValue, on: .x) }
    }

    /// The value at the right edge (default 1). GObject property: `x-maximum`.
    public var xMaximum: Double {
        get { state.model.x.maximum }
        set { state.setMaximum(newValue, on: .x) }
    }

    /// The value at the bottom edge (default 0). GObject property: `y-minimum`.
    public var yMinimum: Double {
        get { state.model.y.minimum }
        set { state.setMinimum(newValue, on: .y) }
    }

    /// The value at the top edge (default 1). GObject property: `y-maximum`.
    public var yMaximum: Double {
        get { state.model.y.maximum }
        set { state.setMaximum(newValue, on: .y) }
    }

    /// The x value a double click resets to (default 0.5). GObject property: `default-x`.
    public var defaultX: Double {
        get { state.defaultValues.x }
        set { state.setDefault(newValue, on: .x) }
    }

    /// The y value a double click resets to (default 0.5). GObject property: `default-y`.
    public var defaultY: Double {
        get { state.defaultValues.y }
        set { state.setDefault(newValue, on: .y) }
    }

    /// The x axis's `GtkAdjustment`: its value is ``xValue``, its bounds the x bounds, its
    /// increments the step and page; a GtkScale sharing it follows the pad and moves it.
    /// Setting one takes its bounds and value for x; nil gives x a fresh one of the pad's own.
    /// GObject property: `x-adjustment`.
    public var xAdjustment: UnsafeMutablePointer<GtkAdjustment>! {
        get { state.adjustment(of: .lower) }
        set { state.setAdjustment(newValue, on: .x) }
    }

    /// The y axis's `GtkAdjustment`, as ``xAdjustment`` is x's. GObject property: `y-adjustment`.
    public var yAdjustment: UnsafeMutablePointer<GtkAdjustment>! {
        get { state.adjustment(of: .upper) }
        set { state.setAdjustment(newValue, on: .y) }
    }

    /// Whether lines cross the field through the handle (default true). GObject property:
    /// `show-crosshair`.
    public var showCrosshair: Bool {
        get { state.showCrosshair }
        set { state.setShowCrosshair(newValue) }
    }

    /// Whether the values can be typed (default false): Enter on focused x or y opens a
    /// popover with an entry holding that value, named "X value" or "Y value" for screen
    /// readers; Enter puts the handle there, Escape leaves it. GObject property: `editable`.
    public var editable: Bool {
        get { state.editable }
        set { state.setEditable(newValue) }
    }

    /// Adds a grid line: a mark labelled on the top or bottom edge is a vertical line at an x
    /// value, one on the left or right edge a horizontal line at a y value (the label is kept,
    /// not drawn). With ``Control/snapsToMarks`` a line holds a drag on its axis and stops keys.
    /// A value that is NaN, infinite or outside its axis is ignored with a warning.
    ///
    /// - Parameters:
    ///   - value: The value to mark, on the axis `position` names.
    ///   - position: `.top` or `.bottom` for an x line, `.left` or `.right` for a y line.
    ///   - markup: The label, in Pango markup; nil for none.
    public func addMark(_ value: Double, position: MarkPosition = .top, markup: String? = nil) {
        controlState.addMark(value, position: position, markup: markup)
    }

    /// Removes every grid line.
    public func clearMarks() { controlState.clearMarks() }
}
