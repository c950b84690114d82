import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

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
            \C.modulationValue: "modulation-value", \C.showsModulation: "show-modulation",
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
    /// the widget is not mapped, when `gtk-enable-animations` is off or (GTK 4.22+)
    /// `gtk-interface-reduced-motion` asks for less motion, or during a drag. A new change or a
    /// drag takes over from a running animation.
    ///
    /// - Parameters:
    ///   - value: The new value; clamped into the bounds, rejected with a warning if not finite.
    ///   - animated: Whether the drawing moves to the new value gradually.
    public func setValue(_ value: Double, animated: Bool) {
        arcState.setValue(value, animated: animated)
    }

    /// Adds a mark at `value`: a tick across the arc, with `markup` as its label.
    ///
    /// `.top` and `.left` put the label outside the arc (the control shrinks to make room),
    /// `.bottom` and `.right` inside it. A value that is not finite or outside the range is
    /// ignored with a warning; markup Pango cannot parse is shown as plain text, with a
    /// warning. With ``Control/snapsToMarks`` marks are detents.
    ///
    /// ```swift
    /// pan.addMark(-1, markup: "L")
    /// pan.addMark(0, markup: "C")
    /// pan.addMark(1, markup: "R")
    /// pan.snapsToMarks = true
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to mark, within the range.
    ///   - position: Where the label goes; outside the arc by default.
    ///   - markup: The label in Pango markup, or nil for a tick only.
    public func addMark(_ value: Double, position: MarkPosition = .top, markup: String? = nil) {
        controlState.addMark(value, position: position, markup: markup)
    }

    /// Removes every mark.
    public func clearMarks() { controlState.clearMarks() }

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

    /// Where modulation moves the value to (default 0), in value units: with
    /// ``showsModulation``, a thin arc in the tint from ``value`` to it, beside the track. The
    /// value itself does not move. Set it every frame (an LFO, an envelope) to animate it; the
    /// arc stops at the range's ends. Non-finite values are rejected with a warning. GObject
    /// property: `modulation-value`.
    ///
    /// ```swift
    /// knob.showsModulation = true
    /// knob.modulationValue = knob.value + 0.25   // an LFO's output, set each frame
    /// ```
    public var modulationValue: Double {
        get { arcState.modulationValue }
        set { arcState.setModulationValue(newValue) }
    }

    /// Whether the modulation arc is drawn (default false). GObject property: `show-modulation`.
    public var showsModulation: Bool {
        get { arcState.showsModulation }
        set { arcState.setShowsModulation(newValue) }
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
