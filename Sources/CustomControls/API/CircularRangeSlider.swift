import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// Two handles on a ring that select a range, which may cross the ring's end: a GTK 4 widget
/// (GType `CcCircularRangeSlider`), for a sleep schedule from 22:00 to 06:00.
///
/// The range runs from ``lowerValue`` in the direction the values grow (counter-clockwise,
/// clockwise when ``inverted``) to ``upperValue``: lower 330 and upper 30 is a range of 60 over
/// 0. Lower equal to upper is a range of no length, never the whole ring. The ring is linear:
/// ``Control/valueScale`` stays `.linear`.
///
/// ```swift
/// let sleep = CircularRangeSlider()
/// sleep.maximumValue = 24
/// sleep.step = 0.25
/// sleep.startAngle = -.pi / 2       // midnight at the top
/// sleep.inverted = true             // clockwise, as a clock
/// sleep.wraps = true
/// sleep.setValues(lower: 22, upper: 6)
/// ```
///
/// ## CSS nodes
///
/// ```
/// circularrangeslider[.dragging][.fine-tune]
/// ├── trough
/// ├── slider
/// ╰── slider
/// ```
///
/// `trough`'s CSS `color` is the ring's; the two `slider` nodes are the lower and the upper
/// handle, laid out over the drawn handles.
///
/// ## Accessibility
///
/// The ring is a group, itself not focusable; each handle is a focusable child with the role
/// slider, labelled "Lower value" and "Upper value", with value min, max, now and text of its
/// own value. A screen reader setting a handle's value moves it as a key would.
///
/// ## Shortcuts and gestures
///
/// - Tab and Shift+Tab move between the handles, then on out of the ring.
/// - Keys move the focused handle round the ring (across the end with ``wraps``), stopping at
///   the other one: arrows one ``Control/step``, Page Up/Down one ``Control/page``, Home/End
///   to the ends.
/// - Press a handle and drag: it follows the pointer round without jumping and stops at the
///   other handle until the pointer comes back. Press the lit arc and drag: both handles turn,
///   keeping the length. A press elsewhere on the ring moves the nearer handle there.
/// - Shift fine-tunes a drag; Escape cancels it.
/// - With ``editable``, Enter on a focused handle opens a popover at it for typing its value.
@MainActor
public final class CircularRangeSlider: Control, ValueChangeReporting {
    private var state: CircularRangeSliderState { controlState as! CircularRangeSliderState }

    /// Creates a ring of 0...360 in whole degrees, with the range 0...90.
    public init() {
        super.init(creating: cc_circular_range_slider_get_type())
    }

    override class var controlType: GType { cc_circular_range_slider_get_type() }

    override class var propertyNames: [AnyKeyPath: String] { circularRangeSliderPropertyNames }

    private static let circularRangeSliderPropertyNames = sharedPropertyNames(of: CircularRangeSlider.self)
        .filter { $0.value != "value-scale" && $0.value != "skew-mid-value" }
        .merging([
            \CircularRangeSlider.minimumValue: "minimum-value", \CircularRangeSlider.maximumValue: "maximum-value",
            \CircularRangeSlider.lowerValue: "lower-value", \CircularRangeSlider.upperValue: "upper-value",
            \CircularRangeSlider.minimumDistance: "minimum-distance", \CircularRangeSlider.wraps: "wraps",
            \CircularRangeSlider.inverted: "inverted", \CircularRangeSlider.startAngle: "start-angle",
            \CircularRangeSlider.lineWidth: "line-width", \CircularRangeSlider.showValue: "show-value",
            \CircularRangeSlider.showLighting: "show-lighting", \CircularRangeSlider.gradientStartColor: "gradient-start-color",
            \CircularRangeSlider.gradientEndColor: "gradient-end-color", \CircularRangeSlider.editable: "editable",
        ] as [AnyKeyPath: String]) { inherited, _ in inherited }

    required init(adopting widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(adopting: widget)
    }

    /// The value at the ring's start, also its end (default 0). GObject property: `minimum-value`.
    public var minimumValue: Double {
        get { state.model.minimum }
        set { state.setMinimum(newValue) }
    }

    /// The value at the ring's end (default 360). GObject property: `maximum-value`.
    public var maximumValue: Double {
        get { state.model.maximum }
        set { state.setMaximum(newValue) }
    }

    /// Where the range begins (default 0). GObject property: `lower-value`.
    public var lowerValue: Double {
        get { state.model.lower }
        set { state.setLower(newValue) }
    }

    /// Where the range ends (default 90). GObject property: `upper-value`.
    public var upperValue: Double {
        get { state.model.upper }
        set { state.setUpper(newValue) }
    }

    /// The range's length, from ``lowerValue`` forwards to ``upperValue`` (across the end if
    /// it has to).
    public var length: Double { state.model.length }

    /// Sets both values with one `value-changed`; `(330, 30)` is a range of 60 over 0.
    ///
    /// - Parameters:
    ///   - lower: Where the range begins.
    ///   - upper: Where it ends.
    ///   - animated: Whether the handles move there over a quarter second.
    public func setValues(lower: Double, upper: Double, animated: Bool = false) {
        state.setValues(lower: lower, upper: upper, animated: animated)
    }

    /// The least length of the range (default 0). GObject property: `minimum-distance`.
    public var minimumDistance: Double {
        get { state.model.minimumDistance }
        set { state.setMinimumDistance(newValue) }
    }

    /// Whether a handle dragged or stepped across the end comes round (default false).
    /// GObject property: `wraps`.
    public var wraps: Bool {
        get { state.model.wraps }
        set { state.setWraps(newValue) }
    }

    /// Whether the values grow clockwise (default false). GObject property: `inverted`.
    public var inverted: Bool {
        get { state.model.inverted }
        set { state.setInverted(newValue) }
    }

    /// The screen angle of the ring's start, radians clockwise from 3 o'clock (default 0).
    /// GObject property: `start-angle`.
    public var startAngle: Double {
        get { state.model.startAngle }
        set { state.setStartAngle(newValue) }
    }

    /// The width of the lit arc and the handles, in pixels (default 20). GObject property: `line-width`.
    public var lineWidth: Double {
        get { state.lineWidth }
        set { state.setLineWidth(newValue) }
    }

    /// Whether the range's length shows in the centre (default true). GObject property: `show-value`.
    public var showValue: Bool {
        get { state.showValue }
        set { state.setShowValue(newValue) }
    }

    /// Whether light catches the ring's edges along the lit arc (default true). GObject
    /// property: `show-lighting`.
    public var showLighting: Bool {
        get { state.showLighting }
        set { state.setShowLighting(newValue) }
    }

    /// The top colour of the lit arc; nil (the default) is the tint. GObject property:
    /// `gradient-start-color`.
    public var gradientStartColor: RGBA? {
        get { state.gradientStartColor }
        set { state.setGradientStartColor(newValue) }
    }

    /// The bottom colour of the lit arc; nil (the default) is the start colour turned 60° in
    /// hue. GObject property: `gradient-end-color`.
    public var gradientEndColor: RGBA? {
        get { state.gradientEndColor }
        set { state.setGradientEndColor(newValue) }
    }

    /// Whether the values can be typed (default false): Enter on a focused handle opens a
    /// popover at it with an entry holding its value, named "Lower value" or "Upper value"
    /// for screen readers, as on the ``RangeSlider``.
    ///
    /// Enter, or focus leaving the entry, puts the handle at the typed value: brought round
    /// into the ring when it ``wraps`` (390 is 30 on 0...360), else clamped, and snapped. The
    /// other handle stays; the typed one stops ``minimumDistance`` short of it. Enter and
    /// Escape close the popover and focus the handle again (Escape leaves the value). Text that
    /// is no value (see ``ValueChangeReporting/onInput(_:)``) keeps the popover open with the
    /// `.error` style class on the entry. While a person types, other changes of the values do
    /// not overwrite the text. GObject property: `editable`.
    public var editable: Bool {
        get { state.editable }
        set { state.setEditable(newValue) }
    }

    /// Adds a mark at `value`: a tick across the ring with an optional label, as the circular
    /// slider's. With ``Control/snapsToMarks`` it holds a dragged handle and stops keys. A value
    /// that is NaN, infinite or outside the range is ignored with a warning.
    ///
    /// - Parameters:
    ///   - value: The value to mark.
    ///   - position: `.top` or `.left` outside the ring, `.bottom` or `.right` inside it.
    ///   - markup: The label, in Pango markup; nil for a tick only.
    public func addMark(_ value: Double, position: MarkPosition = .top, markup: String? = nil) {
        controlState.addMark(value, position: position, markup: markup)
    }

    /// Removes every mark.
    public func clearMarks() { controlState.clearMarks() }
}
