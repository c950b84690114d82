import CCustomControls
import CustomControlsCGtk

/// What the Swift handles of all four controls share: the widget they own a reference to,
/// and the properties every control has.
///
/// Each control is a GObject type (`CcRangeSlider`, `CcKnob`, `CcCircularSlider`); a
/// `Control` is a Swift *handle* to one such widget. A handle keeps its widget alive (it holds
/// a strong reference); a widget in a container outlives its handles. A widget has one handle
/// at a time: ``ControlHandle/init(wrapping:)`` (`Knob(wrapping:)` and its siblings) returns
/// the handle that already exists for a widget, such as one built by GtkBuilder, and makes one
/// only when none lives, so handles work as identities (`===`, sets, dictionary keys).
///
/// Every Swift property is a GObject property of the widget (`continuous`, `tint-color`,
/// `step`, `page`, `digits`, `value-scale`, `skew-mid-value` here), so C code, GtkBuilder and
/// `g_object_bind_property` see the same values and get one `notify` per real change.
/// ``valueFormatter`` alone is Swift-only.
///
/// You do not create a `Control` yourself: use ``Knob``, ``RangeSlider`` or
/// ``CircularSlider``. Handles are main-actor isolated, as GTK is confined to its main thread.
@MainActor
public class Control {
    private let reference: ObjectReference

    /// The underlying `GtkWidget`, to place the control in any container.
    ///
    /// Valid as long as this handle (or a container holding the widget) lives.
    ///
    /// ```swift
    /// gtk_box_append(box, knob.widget)
    /// gtk_widget_set_sensitive(knob.widget, 0)   // drawn dimmed, ignores pointer, wheel and keys
    /// ```
    public var widget: UnsafeMutablePointer<GtkWidget> { reference.widget }

    /// The Swift state behind the widget (present from init to finalize, and a handle keeps
    /// the widget from finalizing).
    var controlState: ControlState { ControlState.of(widget)! }

    /// The GType this handle class wraps (each control's class says which).
    class var controlType: GType { 0 }  // G_TYPE_INVALID

    /// The GObject property behind each Swift property of this class that has one, by key path
    /// rooted at the class itself (`\Knob.value`): what `onNotify` connects to. Each control's
    /// class lists all of its own, inherited ones included.
    class var propertyNames: [AnyKeyPath: String] { [:] }

    /// The properties every control has, by key paths rooted at `C`.
    static func sharedPropertyNames<C: Control>(of _: C.Type) -> [AnyKeyPath: String] {
        [\C.continuous: "continuous", \C.tintColor: "tint-color", \C.step: "step", \C.page: "page", \C.digits: "digits",
         \C.valueScale: "value-scale", \C.skewMidValue: "skew-mid-value", \C.snapsToMarks: "snap-to-marks",
         \C.showsMenu: "show-menu", \C.extraMenu: "extra-menu"]
    }

    /// Creates a new control of `type`, taking ownership of its floating reference; the new
    /// handle is the widget's handle.
    init(creating type: GType) {
        reference = ObjectReference(sinking: cast(cc_object_new(type))!)
        controlState.handle = self
    }

    /// Becomes the handle of `widget`, an existing widget of this class's ``controlType`` that
    /// has no live handle (``ControlHandle`` checks both), holding a reference to it.
    required init(adopting widget: UnsafeMutablePointer<GtkWidget>) {
        reference = ObjectReference(retaining: widget)
        controlState.handle = self
    }

    /// Whether `value-changed` is emitted on every change during a drag (true, the default)
    /// or once when the drag ends.
    ///
    /// When false, a drag emits `value-changed` once, at its end, and only if the value then
    /// differs from the value at its start. Programmatic changes, keys and the wheel emit at
    /// once either way. Switching it during a drag takes effect for the rest of that drag.
    /// GObject property: `continuous`.
    public var continuous: Bool {
        get { controlState.continuous }
        set { controlState.setContinuous(newValue) }
    }

    /// Whether marks hold a drag and stop keys (default false).
    ///
    /// A drag that reaches a mark sticks there for 8 pixels of further pointer travel, then
    /// leaves it (a detent, as a pan knob stops at its centre); arrow keys and Page Up/Down
    /// that would cross a mark stop on it. GObject property: `snap-to-marks`.
    public var snapsToMarks: Bool {
        get { controlState.snapsToMarks }
        set { controlState.setSnapsToMarks(newValue) }
    }

    /// The control's own tint; nil (the default) follows the tint inherited from an ancestor
    /// (``CustomControls/setInheritedTint(_:on:)``), then CSS.
    ///
    /// The tint colours the knob's arc and pointer, the circular slider's gradient start and
    /// the range slider's highlighted range (unless ``RangeSlider/trackHighlightColor`` is
    /// set). Unset, with no inherited tint, the colour is the CSS `color` of the control's
    /// node (the range slider's `highlight` node), which the library's fallback stylesheet
    /// derives from the theme's accent colour. GObject property: `tint-color` (a `GdkRGBA`).
    ///
    /// ```swift
    /// knob.tintColor = RGBA(parsing: "#e01b24")
    /// knob.tintColor = nil    // back to the inherited tint or the theme
    /// ```
    public var tintColor: RGBA? {
        get { controlState.tintColor }
        set { controlState.setTintColor(newValue) }
    }

    /// What arrow keys, +/- and the scroll wheel move a value by; 0 is 1% of the range.
    ///
    /// Keys move along the grid `minimumValue + k * step`. The default is 0 (automatic: 1% of
    /// the range) on the knob and the range slider, and 1 on the circular slider. A negative
    /// step clamps to 0; a non-finite one is rejected with a warning. A knob's or circular
    /// slider's ``ArcControl/adjustment`` sets it from its step increment. On a circular slider
    /// it is also the grid the value snaps to (0: none), and a new step snaps the value.
    /// GObject property: `step`.
    public var step: Double {
        get { controlState.increments.step }
        set { controlState.setIncrement(\.step, newValue, property: .step) }
    }

    /// What Page Up/Down, Ctrl+arrows and Ctrl+wheel move a value by; 0 is 10% of the range.
    ///
    /// A page moves by this much and then snaps to the ``step`` grid, as GtkRange pages. The
    /// default is 0 (automatic: 10% of the range) on the knob and the range slider, and 15 on
    /// the circular slider. A negative page clamps to 0; a non-finite one is rejected with a
    /// warning. A knob's or circular slider's ``ArcControl/adjustment`` sets it from its page
    /// increment. GObject property: `page`.
    public var page: Double {
        get { controlState.increments.page }
        set { controlState.setIncrement(\.page, newValue, property: .page) }
    }

    /// Decimals in the value's text, for labels and screen readers (0...10; the knob and the
    /// range slider show 2, the circular slider 0). C and GtkBuilder users set `digits`.
    ///
    /// Values outside 0...10 are clamped. The text is what the knob's ``Knob/showValue``
    /// label, the circular slider's centre, the range slider's ``RangeSlider/showLabels`` and
    /// the accessible value text show, unless ``valueFormatter`` is set. It never shows a minus
    /// sign on zero.
    public var digits: Int {
        get { Int(controlState.digits) }
        set { controlState.setDigits(Int32(clamping: newValue)) }
    }

    /// How the values spread along the control's travel (`.linear` by default).
    ///
    /// Drags, the scroll wheel and the drawing follow the travel; a key's ``step`` or ``page``
    /// moves the share of the travel that it is of the range, so a sweep takes as many presses
    /// as on a linear scale. The value, the bounds, `value-changed` and the accessible value
    /// stay in value units. A `.logarithmic` scale over a range that reaches 0 or below, or a
    /// `.skewed` one whose ``skewMidValue`` is not strictly inside the range, behaves linearly
    /// (with one GLib warning) until the range fits; it stays as set, so the order in which
    /// properties are set does not matter. GObject property: `value-scale`.
    ///
    /// ```swift
    /// price.minimumValue = 0
    /// price.maximumValue = 10_000
    /// price.skewMidValue = 1000
    /// price.valueScale = .skewed        // 1000 at half the travel
    /// ```
    public var valueScale: ValueScaleKind {
        get { controlState.valueScale.kind }
        set { controlState.setValueScaleKind(newValue) }
    }

    /// The value at half the travel when ``valueScale`` is `.skewed` (default 0); kept, and
    /// unused, otherwise. NaN and ±infinity are rejected with a warning. GObject property:
    /// `skew-mid-value`.
    public var skewMidValue: Double {
        get { controlState.valueScale.skewMidValue }
        set { controlState.setSkewMidValue(newValue) }
    }

    /// Turns a value into the text every label and the accessible value text show; nil (the
    /// default) formats with ``digits``.
    ///
    /// ```swift
    /// knob.valueFormatter = { "\(Int($0 * 100)) %" }
    /// gain.valueFormatter = { TypedNumber.format($0, digits: 1) + " dB" }  // "-6.0 dB"
    /// ```
    ///
    /// Setting it redraws the control and updates the accessible value text at once. With a
    /// formatter the circular slider adds no degree sign of its own. Swift only: there is no
    /// GObject property for it, and the closure lives with the widget, not with this handle.
    public var valueFormatter: (@MainActor (Double) -> String)? {
        get {
            guard let format = controlState.valueFormatter else { return nil }
            return { @MainActor value in format(value) }
        }
        set {
            guard let newValue else {
                controlState.valueFormatter = nil
                return
            }
            // GTK calls back on the main thread, where the formatter may run.
            controlState.valueFormatter = { value in MainActor.assumeIsolated { newValue(value) } }
        }
    }

    /// Whether the control has a context menu (default true): a secondary click, a long press,
    /// the Menu key or Shift+F10 opens it, with Reset to Default, Type a Value… (when the
    /// control is editable), Swap with Previous Value (back to the value before the last edit,
    /// and again to return) and the items of ``extraMenu``. GObject property: `show-menu`.
    public var showsMenu: Bool {
        get { controlState.menu.shows }
        set { controlState.setShowsMenu(newValue) }
    }

    /// Items the context menu shows after its own, as `GtkText`'s `extra-menu` (default nil).
    ///
    /// An item with an action and no target gets the control's widget name as a string
    /// target, so one model and one action taking a string serve a whole window of controls:
    ///
    /// ```swift
    /// let items = g_menu_new()
    /// g_menu_append(items, "MIDI Learn", "win.midi-learn")   // activated with "gain", "pan", …
    /// gtk_widget_set_name(gain.widget, "gain")
    /// gain.extraMenu = UnsafeMutablePointer(items)
    /// ```
    ///
    /// The control holds a reference to the model. GObject property: `extra-menu`.
    public var extraMenu: UnsafeMutablePointer<GMenuModel>? {
        get { controlState.menu.extraItems }
        set { controlState.setExtraMenu(newValue) }
    }
}

/// Handles compare by identity, as one widget has one handle at a time (see
/// ``ControlHandle``): a handle is a set member or dictionary key that stands for its widget.
extension Control: Hashable {
    /// Whether `lhs` and `rhs` are the same handle, and so handles of the same widget.
    nonisolated public static func == (lhs: Control, rhs: Control) -> Bool {
        lhs === rhs
    }

    /// Hashes the handle's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
