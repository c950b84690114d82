import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

extension CircularRangeSliderState {
    /// The circular range slider's own properties, handled by ``CircularRangeSliderState``.
    package enum CircularRangeSliderProperty: Int, ControlProperty {
        case minimumValue, maximumValue, lowerValue, upperValue, minimumDistance, wraps, inverted, startAngle
        case lineWidth, showValue, showLighting, gradientStartColor, gradientEndColor

        package func definition(_ defaults: ControlDefaults) -> PropertyDefinition {
            switch self {
            /// The value at the ring's start (which is also its end).
            ///
            /// - Getter: the value at the ring's start
            /// - Setter: A minimum above the maximum moves the maximum up to meet it; the
            ///   values are clamped into the new bounds. NaN and ±infinity are rejected with
            ///   a warning, leaving it unchanged.
            case .minimumValue:
                PropertyDefinition(name: "minimum-value", nick: "Minimum value", blurb: "The value at the ring's start", kind: .double(default: 0))

            /// The value at the ring's end, the same angle as the minimum.
            ///
            /// - Getter: the value at the ring's end
            /// - Setter: A maximum below the minimum moves the minimum down to meet it; the
            ///   values are clamped into the new bounds. NaN and ±infinity are rejected with
            ///   a warning, leaving it unchanged.
            case .maximumValue:
                PropertyDefinition(name: "maximum-value", nick: "Maximum value", blurb: "The value at the ring's end", kind: .double(default: 360))

            /// Where the range begins: it runs from here in the direction the values grow to
            /// [property@CircularRangeSlider:upper-value], across the ring's end if it has to
            /// (lower 330 and upper 30 is a range of 60 over 0).
            ///
            /// - Getter: where the range begins
            /// - Setter: Clamped into the bounds and snapped to the step; a range then shorter than
            ///   [property@CircularRangeSlider:minimum-distance] moves the upper value on. NaN and
            ///   ±infinity are rejected with a warning, leaving it unchanged.
            case .lowerValue:
                PropertyDefinition(name: "lower-value", nick: "Lower value", blurb: "Where the range begins", kind: .double(default: 0))

            /// Where the range ends. Equal to the lower value it is a range of no length, never the
            /// whole ring.
            ///
            /// - Getter: where the range ends
            /// - Setter: Clamped into the bounds and snapped to the step; a range then shorter than
            ///   [property@CircularRangeSlider:minimum-distance] moves the lower value back. NaN and
            ///   ±infinity are rejected with a warning, leaving it unchanged.
            case .upperValue:
                PropertyDefinition(name: "upper-value", nick: "Upper value", blurb: "Where the range ends", kind: .double(default: 90))

            /// The least length of the range; 0 lets the handles meet. More than the ring less one
            /// step counts as that.
            ///
            /// - Getter: the least length of the range
            /// - Setter: Negative distances become 0; NaN and ±infinity are rejected with a
            ///   warning, leaving it unchanged.
            case .minimumDistance:
                PropertyDefinition(name: "minimum-distance", nick: "Minimum distance", blurb: "The least length of the range", kind: .double(default: 0))

            /// Whether a handle dragged or stepped across the ring's end comes round from the other
            /// side; without it a handle stops at the end. Values set by the app may cross it either way.
            ///
            /// - Getter: whether a handle comes round across the ring's end
            case .wraps:
                PropertyDefinition(name: "wraps", nick: "Wraps", blurb: "A handle dragged across the ring's end comes round", kind: .boolean(default: false))

            /// Whether the values grow clockwise (counter-clockwise by default, as on
            /// [class@CircularSlider]).
            ///
            /// - Getter: whether the values grow clockwise
            case .inverted:
                PropertyDefinition(name: "inverted", nick: "Inverted", blurb: "The values grow clockwise", kind: .boolean(default: false))

            /// The screen angle of the ring's start, in radians clockwise from 3 o'clock
            /// (-π/2 is 12 o'clock).
            ///
            /// - Getter: the screen angle of the ring's start
            /// - Setter: NaN and ±infinity are rejected with a warning, leaving it unchanged.
            case .startAngle:
                PropertyDefinition(name: "start-angle", nick: "Start angle", blurb: "Screen angle of the ring's start, radians clockwise from 3 o'clock", kind: .double(default: 0))

            /// The width of the lit arc and the handles, in pixels.
            ///
            /// - Getter: the width of the lit arc and the handles
            /// - Setter: Negative widths become 0; NaN and ±infinity are rejected with a
            ///   warning, leaving it unchanged.
            case .lineWidth:
                PropertyDefinition(name: "line-width", nick: "Line width", blurb: "Width of the lit arc and the handles, in pixels", kind: .double(default: 20))

            /// Whether the range's length is shown as text in the centre.
            ///
            /// - Getter: whether the range's length is shown in the centre
            case .showValue:
                PropertyDefinition(name: "show-value", nick: "Show value", blurb: "Show the range's length as text in the centre", kind: .boolean(default: true))

            /// Whether light catches the ring's edges along the lit arc, as on the circular slider.
            ///
            /// - Getter: whether the ring's edges catch the light along the lit arc
            /// - Returns: whether the ring's edges catch the light
            case .showLighting:
                PropertyDefinition(name: "show-lighting", nick: "Show lighting", blurb: "Light catches the ring's edges along the lit arc", kind: .boolean(default: true))

            /// The top colour of the lit arc; unset is the tint.
            ///
            /// - Getter: the top colour of the lit arc
            case .gradientStartColor:
                PropertyDefinition(name: "gradient-start-color", nick: "Gradient start colour", blurb: "Top colour of the lit arc; unset is the tint", kind: .color)

            /// The bottom colour of the lit arc; unset is the start colour turned 60° in hue.
            ///
            /// - Getter: the bottom colour of the lit arc
            case .gradientEndColor:
                PropertyDefinition(name: "gradient-end-color", nick: "Gradient end colour", blurb: "Bottom colour of the lit arc; unset is the start colour turned 60° in hue", kind: .color)
            }
        }
    }

    /// The warning for a rejected value names the property it was meant for.
    func ownProperty(for quantity: RejectedValue.Quantity) -> (any ControlProperty)? {
        switch quantity {
        case .minimum: CircularRangeSliderProperty.minimumValue
        case .maximum: CircularRangeSliderProperty.maximumValue
        case .lower, .value: CircularRangeSliderProperty.lowerValue
        case .upper: CircularRangeSliderProperty.upperValue
        case .minimumDistance: CircularRangeSliderProperty.minimumDistance
        case .startAngle: CircularRangeSliderProperty.startAngle
        default: nil
        }
    }

    func notifyModelDifferences(from old: CircularRangeSliderModel, to new: CircularRangeSliderModel) {
        if old.minimum != new.minimum { notify(CircularRangeSliderProperty.minimumValue) }
        if old.maximum != new.maximum { notify(CircularRangeSliderProperty.maximumValue) }
        if old.lower != new.lower { notify(CircularRangeSliderProperty.lowerValue) }
        if old.upper != new.upper { notify(CircularRangeSliderProperty.upperValue) }
        if old.minimumDistance != new.minimumDistance { notify(CircularRangeSliderProperty.minimumDistance) }
        if old.wraps != new.wraps { notify(CircularRangeSliderProperty.wraps) }
        if old.inverted != new.inverted { notify(CircularRangeSliderProperty.inverted) }
        if old.startAngle != new.startAngle { notify(CircularRangeSliderProperty.startAngle) }
        if old.minimum != new.minimum || old.maximum != new.maximum { updateAccessibleValue() }
    }
}
