import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

extension ArcValueControl {
    /// The properties the knob and the circular slider share, handled here.
    package enum ArcProperty: Int, ControlProperty {
        case value, minimumValue, maximumValue, defaultValue, startAngle, endAngle, adjustment
        case modulationValue, showModulation

        package func definition(_ defaults: ControlDefaults) -> PropertyDefinition {
            switch self {
            /// The value, clamped into [property@{Class}:minimum-value] … [property@{Class}:maximum-value].
            ///
            /// - Doc(CircularSlider): The value, clamped into the bounds and snapped to the [property@CircularSlider:step] grid.
            /// - Getter: the value
            /// - Setter: The value is clamped into the bounds, and the drawing jumps to it (see
            ///   {prefix}_set_value_animated()); {value-changed} is emitted once if it changed. NaN and
            ///   ±infinity are rejected with a warning, leaving it unchanged.
            /// - Setter(CircularSlider): The value is clamped into the bounds and snapped to the step grid,
            ///   and the drawing jumps to it (see {prefix}_set_value_animated()); {value-changed} is emitted
            ///   once if it changed. NaN and ±infinity are rejected with a warning, leaving it unchanged.
            case .value:
                PropertyDefinition(name: "value", nick: "Value", blurb: "The current value", kind: .double(default: defaults.minimum))

            /// The lowest value, at the start angle.
            ///
            /// - Getter: the lowest value
            /// - Setter: A minimum above the maximum moves the maximum up to meet it; the value is clamped
            ///   into the new bounds. NaN and ±infinity are rejected with a warning, leaving it unchanged.
            /// - Setter(CircularSlider): A minimum above the maximum moves the maximum up to meet it. NaN and
            ///   ±infinity are rejected with a warning, leaving it unchanged.
            case .minimumValue:
                PropertyDefinition(name: "minimum-value", nick: "Minimum value", blurb: "The lowest value, at the start angle", kind: .double(default: defaults.minimum))

            /// The highest value, at the end angle.
            ///
            /// - Getter: the highest value
            /// - Setter: A maximum below the minimum moves the minimum down to meet it; the value is clamped
            ///   into the new bounds. NaN and ±infinity are rejected with a warning, leaving it unchanged.
            /// - Setter(CircularSlider): A maximum below the minimum moves the minimum down to meet it. NaN
            ///   and ±infinity are rejected with a warning, leaving it unchanged.
            case .maximumValue:
                PropertyDefinition(name: "maximum-value", nick: "Maximum value", blurb: "The highest value, at the end angle", kind: .double(default: defaults.maximum))

            /// The value a double click resets to.
            ///
            /// - Getter: the value a double click resets to
            /// - Setter: NaN and ±infinity are rejected with a warning, leaving it unchanged.
            case .defaultValue:
                PropertyDefinition(name: "default-value", nick: "Default value", blurb: "The value a double click resets to", kind: .double(default: defaults.minimum))

            /// The screen angle of the minimum, in radians clockwise from 3 o'clock. {The control} keeps
            /// `start-angle <= end-angle <= start-angle + 2π`, moving the other angle when needed.
            ///
            /// - Doc(CircularSlider): The screen angle of the minimum, in radians clockwise from 3 o'clock.
            /// - Getter: the screen angle of the minimum
            /// - Setter: The end angle moves to keep `start <= end <= start + 2π`. NaN and ±infinity are
            ///   rejected with a warning, leaving it unchanged.
            /// - Setter(CircularSlider): The end angle moves to stay within a turn of it. NaN and ±infinity
            ///   are rejected with a warning, leaving it unchanged.
            /// - Default(Knob): −11π/8.
            case .startAngle:
                PropertyDefinition(name: "start-angle", nick: "Start angle", blurb: "Screen angle of the minimum, radians clockwise from 3 o'clock", kind: .double(default: defaults.startAngle))

            /// The screen angle of the maximum, in radians clockwise from 3 o'clock, within a turn after
            /// the start angle.
            ///
            /// - Doc(CircularSlider): The screen angle of the maximum, within a turn of the start angle on either side; the sign
            ///   of `end-angle - start-angle` is the direction the value grows in.
            /// - Getter: the screen angle of the maximum
            /// - Setter: The start angle moves to keep `start <= end <= start + 2π`. NaN and ±infinity are
            ///   rejected with a warning, leaving it unchanged.
            /// - Setter(CircularSlider): The start angle moves to stay within a turn of it. NaN and ±infinity
            ///   are rejected with a warning, leaving it unchanged.
            /// - Default(Knob): 3π/8.
            /// - Default(CircularSlider): −2π (a full turn counter-clockwise).
            case .endAngle:
                PropertyDefinition(name: "end-angle", nick: "End angle", blurb: "Screen angle of the maximum, radians clockwise from 3 o'clock", kind: .double(default: defaults.endAngle))

            /// Where modulation moves the value to (an LFO's or an envelope's output, in value units):
            /// with [property@{Class}:show-modulation], {the control} draws a thin arc in its tint from
            /// the value to it, beside the track, without changing [property@{Class}:value]. Drive it
            /// each frame (an `AdwTimedAnimation` on the property, a tick callback) to animate it.
            ///
            /// - Getter: the modulated value the modulation arc reaches
            /// - Setter: Kept as set; the arc stops at the range's ends. NaN and ±infinity are rejected
            ///   with a warning, leaving it unchanged.
            case .modulationValue:
                PropertyDefinition(name: "modulation-value", nick: "Modulation value", blurb: "Where modulation moves the value to, drawn as a second arc",
                                   kind: .double(default: 0))

            /// Whether {the control} draws its modulation arc, from the value to
            /// [property@{Class}:modulation-value].
            ///
            /// - Getter: whether the modulation arc is drawn
            case .showModulation:
                PropertyDefinition(name: "show-modulation", nick: "Show modulation", blurb: "Draw the arc from the value to the modulation value",
                                   kind: .boolean(default: false))

            case .adjustment:
                // GtkRange's, overridden: GtkRange sets NULL at construction and would put an
                // empty 0...0 adjustment in place; here NULL means one of the control's own.
                PropertyDefinition(name: "adjustment", nick: "Adjustment", blurb: "The GtkAdjustment holding the bounds, value and increments",
                                   kind: .object(gtk_adjustment_get_type()), overridesInherited: true)
            }
        }
    }
}
