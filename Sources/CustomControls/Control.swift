import CCustomControls
import CustomControlsCGtk

/// What the Swift handles of all three controls share: the widget they own a reference to,
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
/// `step`, `page`, `digits` here), so C code, GtkBuilder and `g_object_bind_property` see the
/// same values and get one `notify` per real change. ``valueFormatter`` alone is Swift-only.
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
    var controlState: ControlWidget { ControlWidget.of(widget.raw)! }

    /// The GType this handle class wraps (each control's class says which).
    class var controlType: GType { 0 }  // G_TYPE_INVALID

    /// The GObject property behind each Swift property of this class that has one, by key path
    /// rooted at the class itself (`\Knob.value`): what `onNotify` connects to. Each control's
    /// class lists all of its own, inherited ones included.
    class var propertyNames: [AnyKeyPath: String] { [:] }

    /// The properties every control has, by key paths rooted at `C`.
    static func sharedPropertyNames<C: Control>(of _: C.Type) -> [AnyKeyPath: String] {
        [\C.continuous: "continuous", \C.tintColor: "tint-color", \C.step: "step", \C.page: "page", \C.digits: "digits"]
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

    /// Turns a value into the text every label and the accessible value text show; nil (the
    /// default) formats with ``digits``.
    ///
    /// ```swift
    /// knob.valueFormatter = { "\(Int($0 * 100)) %" }
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

/// What the knob and the circular slider share: one value between two bounds, shown on an
/// arc, and an optional `GtkAdjustment`.
///
/// The values always keep `minimumValue <= value <= maximumValue`, everything finite: values
/// outside the bounds are clamped, and NaN or ±infinity is rejected with one GLib warning
/// naming the control and the property, leaving the state unchanged. Bounds can be set in any
/// order: setting one past the other moves the other to meet it.
///
/// ```swift
/// let pan = Knob()
/// pan.minimumValue = -1
/// pan.maximumValue = 1
/// pan.setValue(0.5, animated: true)
/// ```
///
/// Angles are radians, clockwise on screen from 3 o'clock.
@MainActor
public class ArcControl: Control {
    private var arcState: ArcValueState { controlState as! ArcValueState }

    /// The properties the knob and the circular slider share, by key paths rooted at `C`.
    static func arcPropertyNames<C: ArcControl>(of _: C.Type) -> [AnyKeyPath: String] {
        let arc: [AnyKeyPath: String] = [
            \C.value: "value", \C.minimumValue: "minimum-value", \C.maximumValue: "maximum-value",
            \C.startAngle: "start-angle", \C.endAngle: "end-angle", \C.inverted: "inverted",
            \C.defaultValue: "default-value", \C.adjustment: "adjustment",
        ]
        return sharedPropertyNames(of: C.self).merging(arc) { shared, _ in shared }
    }

    /// The value, clamped into ``minimumValue``...``maximumValue`` (and snapped to the
    /// ``Control/step`` grid on a circular slider). Non-finite values are rejected with a warning.
    ///
    /// Setting it changes the value at once, without animation (see ``setValue(_:animated:)``),
    /// and emits `value-changed` once if the value changed. GObject property: `value`.
    public var value: Double {
        get { arcState.value }
        set { arcState.setValue(newValue, animated: false) }
    }

    /// Sets the value; with `animated`, the drawing moves to it over 0.25 s (a knob's pointer
    /// along its arc, never through the gap). The property changes at once either way.
    ///
    /// `value-changed` is emitted once, at once, if the value changed: never per animation
    /// frame. The animation eases in and out on the widget's frame clock; there is none while
    /// the widget is not mapped, when `gtk-enable-animations` is off, or during a drag. A new
    /// change or a drag takes over from a running animation.
    ///
    /// - Parameters:
    ///   - value: The new value; clamped into the bounds, rejected with a warning if not finite.
    ///   - animated: Whether the drawing moves to the new value gradually.
    public func setValue(_ value: Double, animated: Bool) {
        arcState.setValue(value, animated: animated)
    }

    /// The lowest value; setting it above ``maximumValue`` moves the maximum up to meet it.
    ///
    /// The value is clamped into the new bounds. Default 0. GObject property: `minimum-value`.
    public var minimumValue: Double {
        get { arcState.minimum }
        set { arcState.setMinimum(newValue) }
    }

    /// The highest value; setting it below ``minimumValue`` moves the minimum down to meet it.
    ///
    /// The value is clamped into the new bounds. Default 1 on the knob, 360 on the circular
    /// slider. GObject property: `maximum-value`.
    public var maximumValue: Double {
        get { arcState.maximum }
        set { arcState.setMaximum(newValue) }
    }

    /// The screen angle of the minimum, in radians clockwise from 3 o'clock (a knob: −11π/8;
    /// a circular slider: 0).
    ///
    /// A knob keeps `startAngle <= endAngle <= startAngle + 2π`: setting the start past the
    /// end, or more than a turn before it, moves the end to meet it. A circular slider keeps
    /// the end within a turn of the start, on either side. Non-finite angles are rejected with
    /// a warning. GObject property: `start-angle`.
    public var startAngle: Double {
        get { arcState.startAngle }
        set { arcState.setStartAngle(newValue) }
    }

    /// The screen angle of the maximum (a knob: 3π/8, within a turn after the start; a
    /// circular slider: −2π, a full turn counter-clockwise, and less makes a partial circle;
    /// the sign of `endAngle - startAngle` is the direction the value grows in).
    ///
    /// A knob's end is never before its start: setting it there moves the start to meet it.
    /// Non-finite angles are rejected with a warning. GObject property: `end-angle`.
    public var endAngle: Double {
        get { arcState.endAngle }
        set { arcState.setEndAngle(newValue) }
    }

    /// Whether the value runs from the end angle back to the start angle (default false; a
    /// full circular slider then grows clockwise from 3 o'clock).
    ///
    /// Keys are not flipped: Up and Right still raise the value. GObject property: `inverted`.
    public var inverted: Bool {
        get { arcState.inverted }
        set { arcState.setInverted(newValue) }
    }

    /// The value a double click resets to (default 0).
    ///
    /// A double click sets ``value`` to it (clamped into the bounds) and emits `value-changed`
    /// if that changed the value. Non-finite values are rejected with a warning. GObject
    /// property: `default-value`.
    public var defaultValue: Double {
        get { arcState.defaultValue }
        set { arcState.setDefaultValue(newValue) }
    }

    /// The `GtkAdjustment` that holds the bounds, the value and the increments. Share one with
    /// a GtkScale and both stay in sync, in both directions.
    ///
    /// Like every `GtkRange` (which the knob and the circular slider derive from), a control
    /// always has one: by default its own, which follows its properties. Setting nil gives it
    /// a fresh one of its own again, holding its current bounds and value.
    ///
    /// As GtkRange does, the control takes the adjustment's lower bound, upper bound less its
    /// page size, value, and step and page increments (as ``Control/step`` and
    /// ``Control/page``) when it is set and whenever it changes, and writes its own changes
    /// back. Each side writes only what differs, so there is no feedback loop. The control
    /// holds a reference to the adjustment (sinking a floating one) and lets it go when it is
    /// replaced or the widget is disposed. GObject property: `adjustment` (GtkRange's, so
    /// `gtk_range_set_adjustment` and `gtk_range_set_value` work too).
    ///
    /// ```swift
    /// let adjustment = gtk_adjustment_new(0.5, 0, 1, 0.01, 0.1, 0)
    /// knob.adjustment = adjustment
    /// let scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, adjustment)
    /// ```
    public var adjustment: UnsafeMutablePointer<GtkAdjustment>! {
        get { arcState.adjustment }
        set { arcState.setAdjustment(newValue) }
    }
}

/// A control handle that can be made for any widget of its type: gives every control a
/// `value-changed` callback typed with the control itself.
///
/// ``Knob``, ``RangeSlider`` and ``CircularSlider`` conform. The extension methods connect
/// Swift closures to the widget's signals; each closure receives a handle of the control's
/// own type, so no cast is needed:
///
/// ```swift
/// let range = RangeSlider()
/// range.onValueChanged { range in print(range.lowerValue, range.upperValue) }
/// range.onDragBegin { _ in print("drag began") }
/// range.onDragEnd { _ in print("drag ended") }
/// ```
///
/// The signals, as C code sees them, have no arguments and no return value:
/// - `value-changed`: once per committed change of the value (of either value of a range
///   slider): per change during a drag when ``Control/continuous`` is true, else once at the
///   drag's end; once per programmatic change, key press or wheel notch that changed it;
///   never when nothing changed, never per animation frame.
/// - `drag-begin`: a drag started, before the press's own `value-changed`.
/// - `drag-end`: the drag ended, released or cancelled (Escape), after its last
///   `value-changed`.
@MainActor
public protocol ValueChangeReporting: Control, ControlHandle {}

extension ValueChangeReporting {
    /// Calls `handler` on every `value-changed`; several handlers may be connected. Returns
    /// the signal handler id. The closure is released when the widget is finalized.
    ///
    /// The handler runs after the control's properties have their new values, so it may read
    /// them or even destroy the widget. Disconnecting the handler with
    /// `g_signal_handler_disconnect(control.widget, id)` also releases the closure.
    ///
    /// ```swift
    /// knob.onValueChanged { knob in label.text = "\(knob.value)" }
    /// ```
    ///
    /// - Parameter handler: Called with a handle of this control.
    /// - Returns: The GLib signal handler id.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor (Self) -> Void) -> UInt {
        SignalHandlerBox.connect(widget, signal: "value-changed") { widget in
            MainActor.assumeIsolated {
                if let control = Self(wrapping: widget) { handler(control) }
            }
        }
    }

    /// Calls `handler` whenever the GObject property behind `property` changes (its `notify`
    /// signal), once per real change; several handlers may be connected. Returns the signal
    /// handler id. The closure is released when the widget is finalized.
    ///
    /// ```swift
    /// knob.onNotify(\.lineWidth) { knob in print("line width", knob.lineWidth) }
    /// range.onNotify(\.upperValue) { range in label.text = "\(range.upperValue)" }
    /// ```
    ///
    /// Every property whose documentation names a GObject property can be observed: a
    /// change from Swift, C, GtkBuilder, a binding or an adjustment notifies, and so does
    /// every change of a value during a drag, whatever ``Control/continuous`` says. The handler
    /// runs after the change, so it reads the new value. A key path with no GObject property
    /// behind it (``Control/widget``, ``Control/valueFormatter``) connects nothing: a warning
    /// says so, and the id is 0. Disconnecting the handler with
    /// `g_signal_handler_disconnect(control.widget, id)` also releases the closure.
    ///
    /// - Parameters:
    ///   - property: A property of this control, such as `\.value` or `\.tintColor`.
    ///   - handler: Called with a handle of this control.
    /// - Returns: The GLib signal handler id, or 0 when `property` is no GObject property.
    @discardableResult
    public func onNotify<Value>(_ property: KeyPath<Self, Value>, _ handler: @escaping @MainActor (Self) -> Void) -> UInt {
        guard let name = Self.propertyNames[property] else {
            cc_log_warning("\(Self.self).onNotify: the key path names no GObject property of \(String(cString: g_type_name(Self.controlType)))")
            return 0
        }
        return SignalHandlerBox.connect(widget, notify: name) { widget in
            MainActor.assumeIsolated {
                if let control = Self(wrapping: widget) { handler(control) }
            }
        }
    }

    /// Calls `handler` when a drag starts (`drag-begin`, before the press's value-changed).
    ///
    /// A press that starts no drag (one that misses the range slider's thumbs and range, a
    /// knob press away from its pointer with ``Knob/grabsPointerOnly``, or the second press
    /// of a double click) emits nothing.
    ///
    /// - Parameter handler: Called with a handle of this control.
    /// - Returns: The GLib signal handler id.
    @discardableResult
    public func onDragBegin(_ handler: @escaping @MainActor (Self) -> Void) -> UInt {
        SignalHandlerBox.connect(widget, signal: "drag-begin") { widget in
            MainActor.assumeIsolated {
                if let control = Self(wrapping: widget) { handler(control) }
            }
        }
    }

    /// Calls `handler` when a drag ends, released or cancelled (`drag-end`, after the drag's
    /// last value-changed).
    ///
    /// A drag ends with one `drag-end` whether it is released or cancelled: by Escape, which
    /// puts the value back where the drag began, or by GTK cancelling the gesture.
    ///
    /// - Parameter handler: Called with a handle of this control.
    /// - Returns: The GLib signal handler id.
    @discardableResult
    public func onDragEnd(_ handler: @escaping @MainActor (Self) -> Void) -> UInt {
        SignalHandlerBox.connect(widget, signal: "drag-end") { widget in
            MainActor.assumeIsolated {
                if let control = Self(wrapping: widget) { handler(control) }
            }
        }
    }
}
