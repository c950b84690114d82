import CCustomControls
import CGtk

/// What the Swift handles of all three controls share: the widget they own a reference to,
/// and the properties every control has.
///
/// A handle keeps its widget alive; a widget in a container outlives its handles. Handles are
/// cheap: ``RangeSlider/init(wrapping:)`` and its siblings wrap any existing widget of their
/// type, such as one built by GtkBuilder.
@MainActor
public class Control {
    private let reference: ObjectReference

    /// The underlying `GtkWidget`, to place the control in any container. Valid as long as
    /// this handle (or a container holding the widget) lives.
    public var widget: UnsafeMutablePointer<GtkWidget> { reference.widget }

    /// The Swift state behind the widget (present from init to finalize, and a handle keeps
    /// the widget from finalizing).
    var controlState: ControlState { ControlState.of(widget.raw)! }

    /// Creates a new control of `type`, taking ownership of its floating reference.
    init(creating type: GType) {
        reference = ObjectReference(sinking: cast(cc_object_new(type))!)
    }

    /// Wraps `widget` if its Swift state is a `State`; nil otherwise.
    init?<State: ControlState>(wrapping widget: UnsafeMutablePointer<GtkWidget>, as _: State.Type) {
        guard ControlState.of(widget.raw) is State else { return nil }
        reference = ObjectReference(retaining: widget)
    }

    /// Whether `value-changed` is emitted on every change during a drag (true, the default)
    /// or once when the drag ends.
    public var continuous: Bool {
        get { controlState.property("continuous").boolean }
        set { controlState.setProperty("continuous", to: .boolean(newValue)) }
    }

    /// The control's own tint; nil follows the tint inherited from an ancestor
    /// (``CustomControls/setInheritedTint(_:on:)``), then CSS.
    public var tintColor: RGBA? {
        get { controlState.tintColor }
        set { controlState.setTintColor(newValue) }
    }

    /// What arrow keys, +/- and the scroll wheel move a value by; 0 is 1% of the range.
    /// Negative clamps to 0.
    public var step: Double {
        get { controlState.increments.step }
        set { controlState.setProperty("step", to: .double(newValue)) }
    }

    /// What Page Up/Down and Ctrl+arrows move a value by; 0 is 10% of the range.
    public var page: Double {
        get { controlState.increments.page }
        set { controlState.setProperty("page", to: .double(newValue)) }
    }

    /// Decimals in the value's text, for labels and screen readers (0...10; the knob and the
    /// range slider show 2, the circular slider 0). C and GtkBuilder users set `digits`.
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

/// What the knob and the circular slider share: one value between two bounds, and an
/// optional `GtkAdjustment`.
@MainActor
public class ArcControl: Control {
    private var arcState: ArcValueState { controlState as! ArcValueState }

    /// The value, clamped into ``minimumValue``...``maximumValue`` (and snapped to whole steps
    /// on a circular slider). Non-finite values are rejected with a warning.
    public var value: Double {
        get { arcState.value }
        set { arcState.setValue(newValue, animated: false) }
    }

    /// Sets the value; with `animated`, the drawing moves to it over 0.25 s (a knob's pointer
    /// along its arc, never through the gap). The property changes at once either way.
    public func setValue(_ value: Double, animated: Bool) {
        arcState.setValue(value, animated: animated)
    }

    /// The lowest value; setting it above ``maximumValue`` moves the maximum up to meet it.
    public var minimumValue: Double {
        get { arcState.minimum }
        set { arcState.setMinimum(newValue) }
    }

    /// The highest value; setting it below ``minimumValue`` moves the minimum down to meet it.
    public var maximumValue: Double {
        get { arcState.maximum }
        set { arcState.setMaximum(newValue) }
    }

    /// The screen angle of the minimum, in radians clockwise from 3 o'clock (a knob: −11π/8;
    /// a circular slider: 0).
    public var startAngle: Double {
        get { arcState.startAngle }
        set { arcState.setStartAngle(newValue) }
    }

    /// The screen angle of the maximum (a knob: 3π/8, within a turn after the start; a
    /// circular slider: −2π, a full turn counter-clockwise, and less makes a partial circle;
    /// the sign of `endAngle - startAngle` is the direction the value grows in).
    public var endAngle: Double {
        get { arcState.endAngle }
        set { arcState.setEndAngle(newValue) }
    }

    /// Whether the value runs from the end angle back to the start angle (default false; a
    /// full circular slider then grows clockwise from 3 o'clock).
    public var inverted: Bool {
        get { arcState.inverted }
        set { arcState.setInverted(newValue) }
    }

    /// The value a double click resets to (default 0).
    public var defaultValue: Double {
        get { arcState.defaultValue }
        set { arcState.setDefaultValue(newValue) }
    }

    /// A `GtkAdjustment` that holds the bounds, the value and the increments (nil: none, the
    /// default). Share one with a GtkScale and both stay in sync, in both directions.
    public var adjustment: UnsafeMutablePointer<GtkAdjustment>? {
        get { arcState.adjustment }
        set { arcState.setAdjustment(newValue) }
    }
}

/// A control handle that can be made for any widget of its type: gives every control a
/// `value-changed` callback typed with the control itself.
@MainActor
public protocol ValueChangeReporting: Control {
    init?(wrapping widget: UnsafeMutablePointer<GtkWidget>)
}

extension ValueChangeReporting {
    /// Calls `handler` on every `value-changed`; several handlers may be connected. Returns
    /// the signal handler id. The closure is released when the widget is finalized.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor (Self) -> Void) -> UInt {
        SignalHandlerBox.connect(widget, signal: "value-changed") { widget in
            MainActor.assumeIsolated {
                if let control = Self(wrapping: widget) { handler(control) }
            }
        }
    }

    /// Calls `handler` when a drag starts (`drag-begin`, before the press's value-changed).
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
    @discardableResult
    public func onDragEnd(_ handler: @escaping @MainActor (Self) -> Void) -> UInt {
        SignalHandlerBox.connect(widget, signal: "drag-end") { widget in
            MainActor.assumeIsolated {
                if let control = Self(wrapping: widget) { handler(control) }
            }
        }
    }
}
