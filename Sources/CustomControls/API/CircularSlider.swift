import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

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
/// ├── [value]
/// ╰── [entry.value[.error]]
/// ```
///
/// The main node, `circularslider`, has the style class `.dragging` while dragged and
/// `.fine-tune` while Shift fine-tunes the drag. Its CSS `color` is the gradient's start
/// colour when ``Control/tintColor``, ``gradientStartColor`` and any inherited tint are
/// unset; `:focus-visible` draws an outline and `:disabled` dims it (fallback stylesheet).
///
/// The child `value`, there from the first time the slider draws the value, gives that text
/// its colour (`circularslider > value { color: gray; }`; the theme's text colour by
/// default). The slider draws the text itself: the node contributes its `color` and nothing
/// else. The child `entry`, with the style class `.value`, shows the value instead while
/// ``editable`` (and ``showValue``) is on; it has `.error` while its text is no number.
///
/// ## Accessibility
///
/// Role slider, with value min, max, now and text ("42°", or the
/// ``Control/valueFormatter``'s text) kept current on every change (the text is the new
/// value at once, also while the drawing animates towards it). The slider is focusable; while
/// ``editable``, the value in the centre is a `GtkEntry` child of its own, labelled
/// "Circular slider value", reached with Enter on the focused slider or Tab from it.
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
/// - Enter on the focused slider moves focus into the ``editable`` entry. In the entry:
///   Enter, or focus leaving the entry, sets the typed value; Escape puts the current value
///   back.
///
/// Insensitive sliders ignore pointer, wheel and keys.
@MainActor
public final class CircularSlider: ArcControl, ValueChangeReporting {
    private var state: CircularSliderState { controlState as! CircularSliderState }

    /// Creates a circular slider with the tutorial's defaults: 0...360 degrees, value 0.
    ///
    /// The new widget is owned by this handle until a container takes it (the floating
    /// reference is sunk). Other defaults: a full circle from 3 o'clock counter-clockwise,
    /// line width 20, the value shown in the centre, step 1, page 15, 0 digits.
    public init() {
        super.init(creating: cc_circular_slider_get_type())
    }

    // Wrapping an existing widget: `init(wrapping:)` and `handle(for:)` (ControlHandle).

    override class var controlType: GType { cc_circular_slider_get_type() }

    override class var propertyNames: [AnyKeyPath: String] { circularSliderPropertyNames }

    private static let circularSliderPropertyNames = arcPropertyNames(of: CircularSlider.self).merging([
        \CircularSlider.wraps: "wraps", \CircularSlider.gradientStartColor: "gradient-start-color",
        \CircularSlider.gradientEndColor: "gradient-end-color", \CircularSlider.lineWidth: "line-width",
        \CircularSlider.editable: "editable", \CircularSlider.showValue: "show-value",
        \CircularSlider.grabsHandleOnly: "grab-handle-only", \CircularSlider.showLighting: "show-lighting",
    ] as [AnyKeyPath: String]) { inherited, _ in inherited }

    required init(adopting widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(adopting: widget)
    }

    /// Whether a drag across the zero angle continues round (360 becomes 0, as a compass
    /// heading) instead of holding the end it reached (default false).
    ///
    /// It also makes a number typed into the ``editable`` entry wrap into the range (390 on
    /// 0...360 is 30) instead of being clamped. Keys wrap on a full circle either way.
    /// GObject property: `wraps`.
    public var wraps: Bool {
        get { state.model.wraps }
        set { state.setWraps(newValue) }
    }

    /// Whether light catches the ring's edges along the active arc (default true): a faint
    /// white line just inside the ring's inner and outer edge, as the original design's
    /// "lighting effect". GObject property: `show-lighting`.
    public var showLighting: Bool {
        get { state.showLighting }
        set { state.setShowLighting(newValue) }
    }

    /// Whether only a press on the handle starts a drag, which then moves the handle relatively
    /// (default false: a press anywhere takes the value to the pointer, see
    /// `gtk-primary-button-warps-slider`).
    ///
    /// A press elsewhere starts no drag, so it can reach whatever is under the slider. GObject
    /// property: `grab-handle-only`.
    public var grabsHandleOnly: Bool {
        get { state.model.grabsHandleOnly }
        set { state.setGrabsHandleOnly(newValue) }
    }

    /// The active arc's top colour; nil is the tint.
    ///
    /// GObject property: `gradient-start-color` (a `GdkRGBA`).
    public var gradientStartColor: RGBA? {
        get { state.gradientStartColor }
        set { state.setGradientStartColor(newValue) }
    }

    /// The active arc's bottom colour; nil is the start colour turned 60° in hue (the tutorial's
    /// blue to violet).
    ///
    /// GObject property: `gradient-end-color` (a `GdkRGBA`).
    public var gradientEndColor: RGBA? {
        get { state.gradientEndColor }
        set { state.setGradientEndColor(newValue) }
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
    /// The text is parsed by the `input` signal (``ValueChangeReporting/onInput(_:)``); the
    /// default reads the number past spaces and the unit (" 42.5° ").
    /// A typed number is wrapped into the range when ``wraps`` is on, else clamped, and then
    /// snapped to the ``Control/step``; Enter emits `value-changed` if the value changed, and the
    /// entry then shows the value it came to (400 typed at a maximum of 360 shows "360°"). Focus
    /// leaving the entry commits typed text as Enter does (text that is no number is dropped
    /// for the value). While a person is typing in the entry, other changes of the value do not
    /// overwrite the text. The entry shows only while ``showValue`` is on. GObject property: `editable`.
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
