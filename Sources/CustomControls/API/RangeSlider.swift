import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// A slider with two thumbs that select a range: a GTK 4 widget (GType `CcRangeSlider`).
///
/// The values keep `minimumValue <= lowerValue <= upperValue <= maximumValue` at all times.
/// Setting one value past the other moves the other along, so properties can be set one by
/// one in any order.
///
/// ```swift
/// let prices = RangeSlider()
/// prices.maximumValue = 500
/// prices.setValues(lower: 50, upper: 200)
/// prices.onValueChanged { slider in print(slider.lowerValue, slider.upperValue) }
/// ```
///
/// `value-changed` is emitted once per committed change of either value (see
/// ``Control/continuous``). Values outside the bounds are clamped; NaN and ±infinity are
/// rejected with one GLib warning, leaving the state unchanged.
///
/// Each thumb has a `GtkAdjustment` (``lowerAdjustment``, ``upperAdjustment``): views of the
/// one pair of values, sharing the bounds and increments, that a GtkScale or GtkSpinButton can
/// share.
///
/// ## CSS nodes
///
/// ```
/// rangeslider[.dragging][.fine-tune]
/// ├── trough
/// │   ╰── highlight
/// ├── [value]
/// ├── slider
/// ╰── slider
/// ```
///
/// The parts are child widgets laid out over the drawing: `trough` is the track, `highlight`
/// the range between the thumbs, and the two `slider` nodes the lower and the upper thumb.
/// `rangeslider` has the style class `.dragging` while a drag is under way, and `.fine-tune`
/// while Shift fine-tunes it. The CSS `color` of `trough`, `highlight` and `slider` gives the
/// track, range and thumb colours when ``trackColor``, ``trackHighlightColor`` (and the tint)
/// and ``thumbColor`` are unset; each thumb takes its own node's, so
/// `rangeslider > slider:last-child` styles the upper thumb alone. A `slider` with `:focus-visible` gets a ring in the range's
/// colour, drawn by the control rather than by CSS; `:disabled` dims the whole slider
/// (fallback stylesheet). The `value` node, there from the first time ``showLabels`` shows a
/// label, gives the labels' text its colour (white by default; the pills take the range's):
/// the slider draws the labels itself, the node contributes its `color` and nothing else. It
/// sits before the thumbs, which stay the last children.
///
/// ## Accessibility
///
/// The slider is a group, itself not focusable; each thumb is a focusable child with the
/// role slider, labelled "Lower value" and "Upper value", with value min, max, now and text
/// ("0.20", or the ``Control/valueFormatter``'s text) of its own value over the whole range.
///
/// ## Shortcuts and gestures
///
/// - Tab and Shift+Tab move between the thumbs, in order, and then on out of the slider.
/// - Keys move the focused thumb, which stops at the other (and keeps ``minimumDistance``):
///   arrows, keypad arrows, `+`, `=`, `-` and keypad `+`/`-`: one ``Control/step``;
///   Ctrl+arrows, Page Up/Down: one ``Control/page``; Home/End: towards the minimum or the
///   maximum as far as it can go. Up raises the value in every orientation; Left and Right
///   follow the direction the slider is drawn in.
/// - The scroll wheel or touchpad moves the focused thumb a step per notch (Shift: a tenth of
///   a step, Ctrl: a page), but only while a thumb has keyboard focus and the user engaged the
///   slider (clicked or dragged it, used a key on it, or reached it by keyboard), so it never
///   takes the wheel from a surrounding `GtkScrolledWindow`.
/// - Press a thumb and drag: it follows the pointer without jumping and stops at the other
///   thumb, or pushes it along with ``pushMode``. Thumbs lying on each other are told apart
///   by the first movement: towards the minimum moves the lower one, towards the maximum the
///   upper one. The dragged thumb takes keyboard focus.
/// - Press the highlighted range between the thumbs and drag: both thumbs move together,
///   keeping the range's width, and stop at the ends. A press elsewhere starts no drag.
/// - A drag emits `drag-begin` and `drag-end`; with ``showLabels`` the dragged values show
///   above the thumbs.
/// - Shift during a drag fine-tunes it: a tenth of the pointer's movement, switchable
///   mid-drag without a jump.
/// - Escape during a drag cancels it: both values return to where the drag began.
/// - Double click: both thumbs go back to ``defaultLowerValue`` and ``defaultUpperValue``
///   (one `value-changed`).
/// - Mirrored under right-to-left text direction (when horizontal), and by ``inverted``.
///
/// Insensitive sliders ignore pointer, wheel and keys.
@MainActor
public final class RangeSlider: Control, ValueChangeReporting {
    private var state: RangeSliderState { controlState as! RangeSliderState }

    /// Creates a range slider with the tutorial's defaults: 0...1, thumbs at 0.2 and 0.8.
    ///
    /// The new widget is owned by this handle until a container takes it (the floating
    /// reference is sunk). Other defaults: horizontal, minimum distance 0, no push mode,
    /// curvaceousness 1, 2 digits, automatic step and page (1% and 10% of the range).
    public init() {
        super.init(creating: cc_range_slider_get_type())
    }

    // Wrapping an existing widget: `init(wrapping:)` and `handle(for:)` (ControlHandle).

    override class var controlType: GType { cc_range_slider_get_type() }

    override class var propertyNames: [AnyKeyPath: String] { rangeSliderPropertyNames }

    // `knobColor`, the deprecated name of `thumbColor`, notifies with it.
    private static let rangeSliderPropertyNames = sharedPropertyNames(of: RangeSlider.self).merging([
        \RangeSlider.minimumValue: "minimum-value", \RangeSlider.maximumValue: "maximum-value",
        \RangeSlider.lowerValue: "lower-value", \RangeSlider.upperValue: "upper-value",
        \RangeSlider.defaultLowerValue: "default-lower-value", \RangeSlider.defaultUpperValue: "default-upper-value",
        \RangeSlider.trackColor: "track-color", \RangeSlider.trackHighlightColor: "track-highlight-color",
        \RangeSlider.thumbColor: "thumb-color", \RangeSlider.curvaceousness: "curvaceousness",
        \RangeSlider.minimumDistance: "minimum-distance", \RangeSlider.pushMode: "push-mode",
        \RangeSlider.orientation: "orientation", \RangeSlider.showLabels: "show-labels",
        \RangeSlider.inverted: "inverted", \RangeSlider.appearance: "appearance", \RangeSlider.editable: "editable",
        \RangeSlider.lowerAdjustment: "lower-adjustment", \RangeSlider.upperAdjustment: "upper-adjustment",
    ] as [AnyKeyPath: String]) { inherited, _ in inherited }

    required init(adopting widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(adopting: widget)
    }

    /// The lowest value; setting it above ``maximumValue`` moves the maximum up to meet it.
    ///
    /// Both values are clamped into the new bounds. Default 0. GObject property:
    /// `minimum-value`.
    public var minimumValue: Double {
        get { state.model.minimum }
        set { state.setMinimum(newValue) }
    }

    /// The highest value; setting it below ``minimumValue`` moves the minimum down to meet it.
    ///
    /// Both values are clamped into the new bounds. Default 1. GObject property:
    /// `maximum-value`.
    public var maximumValue: Double {
        get { state.model.maximum }
        set { state.setMaximum(newValue) }
    }

    /// The lower thumb's value (the left one, unless mirrored); setting it above
    /// ``upperValue`` moves the upper value along.
    ///
    /// Clamped into the bounds; the upper value also moves to keep ``minimumDistance``.
    /// Default 0.2. GObject property: `lower-value`.
    public var lowerValue: Double {
        get { state.model.lower }
        set { state.setLower(newValue) }
    }

    /// The upper thumb's value (the right one, unless mirrored); setting it below
    /// ``lowerValue`` moves the lower value along.
    ///
    /// Clamped into the bounds; the lower value also moves to keep ``minimumDistance``.
    /// Default 0.8. GObject property: `upper-value`.
    public var upperValue: Double {
        get { state.model.upper }
        set { state.setUpper(newValue) }
    }

    /// Sets both values at once (one `value-changed`); with `animated`, the thumbs glide there
    /// over 0.25 s. The properties change at once either way.
    ///
    /// The two values are taken in order, so `setValues(lower: 0.9, upper: 0.1)` selects
    /// 0.1...0.9. Nothing changes unless both are finite. There is no animation while the
    /// widget is not mapped, when `gtk-enable-animations` is off or (GTK 4.22+)
    /// `gtk-interface-reduced-motion` asks for less motion, or during a drag.
    ///
    /// - Parameters:
    ///   - lower: The new lower value, clamped into the bounds.
    ///   - upper: The new upper value, clamped into the bounds.
    ///   - animated: Whether the thumbs move to the new values gradually (default false).
    public func setValues(lower: Double, upper: Double, animated: Bool = false) {
        state.setValues(lower: lower, upper: upper, animated: animated)
    }

    /// Adds a mark at `value`: a tick across the track, with `markup` as its label.
    ///
    /// Positions mean what they mean on a GtkScale: `.top` (or `.left`) puts the label above a
    /// horizontal slider and left of a vertical one, `.bottom` (or `.right`) below it or right
    /// of it. The slider asks for room for its labels, so they never cover the thumbs. A value
    /// that is not finite or outside the range is ignored with a warning; markup Pango cannot
    /// parse is shown as plain text, with a warning. With ``Control/snapsToMarks`` marks are
    /// detents for either thumb, and keys stop on them.
    ///
    /// ```swift
    /// prices.addMark(10, position: .bottom, markup: "€10")
    /// prices.addMark(100, position: .bottom, markup: "€100")
    /// prices.snapsToMarks = true
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to mark, within the range.
    ///   - position: Where the label goes; above (or left of) the track by default.
    ///   - markup: The label in Pango markup, or nil for a tick only.
    public func addMark(_ value: Double, position: MarkPosition = .top, markup: String? = nil) {
        state.addMark(value, position: position, markup: markup)
    }

    /// Removes every mark.
    public func clearMarks() { state.clearMarks() }

    /// The track's colour outside the range; nil takes the `trough` node's CSS colour (the
    /// tutorial's light gray by default).
    ///
    /// GObject property: `track-color` (a `GdkRGBA`).
    public var trackColor: RGBA? {
        get { state.trackColor }
        set { state.setTrackColor(newValue) }
    }

    /// The colour of the range between the thumbs; nil uses the tint, then an inherited tint,
    /// then the `highlight` node's CSS colour.
    ///
    /// The focus ring and the ``showLabels`` text use the same colour. GObject property:
    /// `track-highlight-color` (a `GdkRGBA`).
    public var trackHighlightColor: RGBA? {
        get { state.trackHighlightColor }
        set { state.setTrackHighlightColor(newValue) }
    }

    /// The thumbs' colour; nil takes each thumb's `slider` node's CSS colour (white by default).
    ///
    /// GObject property: `thumb-color` (a `GdkRGBA`); `knob-color`, its old name, still works
    /// and is deprecated.
    public var thumbColor: RGBA? {
        get { state.thumbColor }
        set { state.setThumbColor(newValue) }
    }

    /// The thumbs' colour, under its old name.
    @available(*, deprecated, renamed: "thumbColor")
    public var knobColor: RGBA? {
        get { thumbColor }
        set { thumbColor = newValue }
    }

    /// How round the track and thumbs are: 0 square, 1 fully round (default). Clamped to 0...1.
    ///
    /// Non-finite values are rejected with a warning. GObject property: `curvaceousness`.
    public var curvaceousness: Double {
        get { state.curvaceousness }
        set { state.setCurvaceousness(newValue) }
    }

    /// How the range slider is drawn: `.glossy` (the default, the tutorial's look) or `.theme`
    /// (the GTK theme's trough, highlight and thumbs, as a `GtkScale` beside it has).
    ///
    /// In `.theme` the colours that are set (``Control/tintColor``, ``trackColor``,
    /// ``trackHighlightColor``, ``thumbColor``) still win over the theme's, and
    /// ``curvaceousness`` is the theme's to decide. GObject property: `appearance`, of the
    /// GEnum type `CcAppearance` (nicks `glossy`, `theme`).
    public var appearance: Appearance {
        get { state.look }
        set { state.setAppearance(newValue) }
    }

    /// The least distance between the two values (default 0: the thumbs may meet); limited to
    /// the range's width. Negative clamps to 0.
    ///
    /// Setting it moves the upper value away from the lower one if it has to (or the lower
    /// one, at the maximum). Drags, keys and setters all keep it. GObject property:
    /// `minimum-distance`.
    public var minimumDistance: Double {
        get { state.model.minimumDistance }
        set { state.setMinimumDistance(newValue) }
    }

    /// Whether a dragged thumb pushes the other along instead of stopping at it (default false).
    ///
    /// Drags and a thumb's adjustment push; keys always stop at the other thumb. GObject
    /// property: `push-mode`.
    public var pushMode: Bool {
        get { state.model.pushesOtherThumb }
        set { state.setPushMode(newValue) }
    }

    /// The lower thumb's `GtkAdjustment`: its value is ``lowerValue``, its bounds the slider's
    /// and its increments ``Control/step`` and ``Control/page``.
    ///
    /// Share it with a GtkScale and each follows the other, with no feedback loop. A value set
    /// on it moves the lower thumb as a drag would: with ``pushMode`` it pushes the upper thumb,
    /// without it the thumb stops at the upper one and the adjustment shows where. Bounds and
    /// increments set on either adjustment become the slider's; a value set with them (a new
    /// adjustment, `gtk_adjustment_configure`) is taken as ``lowerValue`` takes it, moving the
    /// upper value along, so two new adjustments give the same values whichever comes first.
    /// The slider holds a reference
    /// to the adjustment until it is replaced or the widget is disposed; setting nil gives the
    /// thumb a fresh one of the slider's own. GObject property: `lower-adjustment`.
    ///
    /// ```swift
    /// let scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, prices.lowerAdjustment)
    /// ```
    public var lowerAdjustment: UnsafeMutablePointer<GtkAdjustment>! {
        get { state.adjustment(of: .lower) }
        set { state.setAdjustment(newValue, of: .lower) }
    }

    /// The upper thumb's `GtkAdjustment`: its value is ``upperValue``; otherwise as
    /// ``lowerAdjustment``. GObject property: `upper-adjustment`.
    public var upperAdjustment: UnsafeMutablePointer<GtkAdjustment>! {
        get { state.adjustment(of: .upper) }
        set { state.setAdjustment(newValue, of: .upper) }
    }

    /// The lower value a double click resets to (default 0.2).
    ///
    /// Non-finite values are rejected with a warning. GObject property: `default-lower-value`.
    public var defaultLowerValue: Double {
        get { state.defaultValues.lower }
        set { state.setDefaultLowerValue(newValue) }
    }

    /// The upper value a double click resets to (default 0.8).
    ///
    /// Non-finite values are rejected with a warning. GObject property: `default-upper-value`.
    public var defaultUpperValue: Double {
        get { state.defaultValues.upper }
        set { state.setDefaultUpperValue(newValue) }
    }

    /// The slider's direction: horizontal (the default) or vertical, with the minimum at the
    /// bottom. Up and Right keys increase either way.
    ///
    /// A vertical slider is the horizontal one turned a quarter turn; right-to-left text does
    /// not mirror it. GObject property: `orientation` (a `GtkOrientation`).
    public var orientation: GtkOrientation {
        get { state.orientation }
        set { state.setOrientation(newValue) }
    }

    /// Whether the dragged values are shown above the thumbs (left of them when vertical)
    /// while dragging (default false).
    ///
    /// The labels are drawn outside the widget's own box, in the range's colour, with the
    /// value text of ``Control/valueFormatter`` or ``Control/digits``. GObject property:
    /// `show-labels`.
    public var showLabels: Bool {
        get { state.showLabels }
        set { state.setShowLabels(newValue) }
    }

    /// Whether the values can be typed (default false): Enter on a focused thumb opens a
    /// popover at it with an entry holding its value, named "Lower value" or "Upper value"
    /// for screen readers.
    ///
    /// Enter, or focus leaving the entry, sets the typed value as a key would move the thumb:
    /// clamped into the range, snapped, stopping at the other thumb. Enter and Escape close
    /// the popover and focus the thumb again (Escape leaves the value). Text that is no value
    /// (see ``ValueChangeReporting/onInput(_:)``) keeps the popover open with the `.error`
    /// style class on the entry. While a person types, other changes of the value do not
    /// overwrite the text. GObject property: `editable`.
    public var editable: Bool {
        get { state.editable }
        set { state.setEditable(newValue) }
    }

    /// Whether the minimum is on the right (default false). Under right-to-left text the slider
    /// mirrors by itself, and `inverted` mirrors it back.
    ///
    /// On a vertical slider it puts the minimum at the top. Left and Right keys follow the
    /// mirroring. GObject property: `inverted`.
    public var inverted: Bool {
        get { state.inverted }
        set { state.setInverted(newValue) }
    }
}
