import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

extension RangeSliderState {
    /// The range slider's own properties, handled by ``RangeSliderState``.
    package enum RangeSliderProperty: Int, ControlProperty {
        case minimumValue, maximumValue, lowerValue, upperValue, inverted, orientation, showLabels, minimumDistance, pushMode
        case defaultLowerValue, defaultUpperValue, trackColor, trackHighlightColor, thumbColor, knobColor, curvaceousness
        case lowerAdjustment, upperAdjustment, appearance

        package func definition(_ defaults: ControlDefaults) -> PropertyDefinition {
            switch self {
            /// The lowest value.
            ///
            /// - Getter: the lowest value
            /// - Setter: A minimum above the maximum moves the maximum up to meet it; the
            ///   values are clamped into the new bounds. NaN and ±infinity are rejected with
            ///   a warning, leaving it unchanged.
            case .minimumValue:
                PropertyDefinition(name: "minimum-value", nick: "Minimum value", blurb: "The lowest value", kind: .double(default: 0))

            /// The highest value.
            ///
            /// - Getter: the highest value
            /// - Setter: A maximum below the minimum moves the minimum down to meet it; the
            ///   values are clamped into the new bounds. NaN and ±infinity are rejected with
            ///   a warning, leaving it unchanged.
            case .maximumValue:
                PropertyDefinition(name: "maximum-value", nick: "Maximum value", blurb: "The highest value", kind: .double(default: 1))

            /// The value of the thumb nearer the minimum.
            ///
            /// - Getter: the value of the thumb nearer the minimum
            /// - Setter: A lower value above the upper one moves the upper value along. NaN
            ///   and ±infinity are rejected with a warning, leaving it unchanged.
            case .lowerValue:
                PropertyDefinition(name: "lower-value", nick: "Lower value", blurb: "The value of the thumb nearer the minimum", kind: .double(default: 0.2))

            /// The value of the thumb nearer the maximum.
            ///
            /// - Getter: the value of the thumb nearer the maximum
            /// - Setter: An upper value below the lower one moves the lower value along. NaN
            ///   and ±infinity are rejected with a warning, leaving it unchanged.
            case .upperValue:
                PropertyDefinition(name: "upper-value", nick: "Upper value", blurb: "The value of the thumb nearer the maximum", kind: .double(default: 0.8))

            /// Whether the minimum is on the right (on the left under right-to-left text); a vertical
            /// range slider then runs downwards.
            ///
            /// - Getter: whether the minimum is on the right
            case .inverted:
                PropertyDefinition(name: "inverted", nick: "Inverted", blurb: "The minimum on the right (on the left under right-to-left text)", kind: .boolean(default: false))

            // GtkOrientable's, overridden: C sets it with gtk_orientable_set_orientation, so it
            // has no C accessors (nor C documentation) of its own.
            case .orientation:
                PropertyDefinition(name: "orientation", nick: "Orientation", blurb: "Horizontal, or vertical with the minimum at the bottom",
                                   kind: .enumeration(gtk_orientation_get_type(), default: Int32(GTK_ORIENTATION_HORIZONTAL.rawValue)), overridesInherited: true)

            /// Whether the dragged values are shown above the thumbs while dragging.
            ///
            /// - Getter: whether the dragged values are shown above the thumbs
            case .showLabels:
                PropertyDefinition(name: "show-labels", nick: "Show labels", blurb: "Show the dragged values above the thumbs while dragging", kind: .boolean(default: false))

            /// The least distance between the two values.
            ///
            /// - Getter: the least distance between the two values
            /// - Setter: NaN and ±infinity are rejected with a warning, leaving it unchanged.
            case .minimumDistance:
                PropertyDefinition(name: "minimum-distance", nick: "Minimum distance", blurb: "The least distance between the two values", kind: .double(default: 0))

            /// Whether a dragged thumb pushes the other along instead of stopping at it.
            ///
            /// - Getter: whether a dragged thumb pushes the other along
            case .pushMode:
                PropertyDefinition(name: "push-mode", nick: "Push mode", blurb: "A dragged thumb pushes the other along instead of stopping at it", kind: .boolean(default: false))

            /// The lower value a double click resets to.
            ///
            /// - Getter: the lower value a double click resets to
            /// - Setter: NaN and ±infinity are rejected with a warning, leaving it unchanged.
            case .defaultLowerValue:
                PropertyDefinition(name: "default-lower-value", nick: "Default lower value", blurb: "The lower value a double click resets to", kind: .double(default: 0.2))

            /// The upper value a double click resets to.
            ///
            /// - Getter: the upper value a double click resets to
            /// - Setter: NaN and ±infinity are rejected with a warning, leaving it unchanged.
            case .defaultUpperValue:
                PropertyDefinition(name: "default-upper-value", nick: "Default upper value", blurb: "The upper value a double click resets to", kind: .double(default: 0.8))

            /// The colour of the track outside the range; unset is the `trough` node's CSS `color`.
            ///
            /// - Getter: the colour of the track outside the range
            case .trackColor:
                PropertyDefinition(name: "track-color", nick: "Track colour", blurb: "Colour of the track outside the range; unset is the trough's CSS colour", kind: .color)

            /// The colour of the track between the thumbs; unset is the tint.
            ///
            /// - Getter: the colour of the track between the thumbs
            case .trackHighlightColor:
                PropertyDefinition(name: "track-highlight-color", nick: "Track highlight colour", blurb: "Colour of the track between the thumbs; unset is the tint", kind: .color)

            /// The colour of the thumbs; unset is each `slider` node's CSS `color`. Its old name,
            /// `knob-color`, is a deprecated property of its own.
            ///
            /// - Getter: the colour of the thumbs
            case .thumbColor:
                PropertyDefinition(name: "thumb-color", nick: "Thumb colour", blurb: "Colour of the thumbs; unset is each slider node's CSS colour", kind: .color)

            /// The old name of [property@RangeSlider:thumb-color].
            ///
            /// Deprecated: 0.1: Use [property@RangeSlider:thumb-color].
            case .knobColor:
                PropertyDefinition(name: "knob-color", nick: "Knob colour", blurb: "Deprecated: use thumb-color", kind: .color, isDeprecated: true)

            /// The roundness of the track and the thumbs, from 0 (square) to 1 (round).
            ///
            /// - Getter: the roundness of the track and the thumbs
            /// - Setter: Values outside 0…1 are clamped; NaN and ±infinity are rejected with
            ///   a warning, leaving it unchanged.
            case .curvaceousness:
                PropertyDefinition(name: "curvaceousness", nick: "Curvaceousness", blurb: "Roundness of the track and thumbs, 0 (square) to 1 (round)", kind: .double(default: 1))
            /// The `GtkAdjustment` of the lower thumb: its value is the lower value, its bounds
            /// the range slider's bounds and its increments the step and page.
            ///
            /// Share it with a #GtkScale (or a #GtkSpinButton) and each follows the other, with
            /// no feedback loop. Its value behaves as a drag of the lower thumb: with
            /// [property@RangeSlider:push-mode] it pushes the upper thumb along, without it the
            /// thumb stops at the upper one (keeping [property@RangeSlider:minimum-distance]), and the
            /// adjustment then shows where the thumb stopped. Bounds and increments set on either
            /// adjustment become the range slider's, and so the other adjustment's too.
            ///
            /// - Getter: the lower thumb's adjustment
            /// - Returns: (transfer none): the lower thumb's adjustment
            /// - Setter: The range slider takes the adjustment's bounds (upper less the page
            ///   size, at least lower), increments and value (as [property@RangeSlider:lower-value]
            ///   takes it: past the upper value it moves that along), and the same when the
            ///   adjustment is configured later. It holds a reference to the adjustment until it
            ///   is replaced or the range slider is disposed. %NULL gives the thumb a fresh
            ///   adjustment of the range slider's own; the upper thumb's adjustment is refused
            ///   with a warning.
            /// - Parameter: adjustment: (nullable): the new adjustment, or %NULL for one of the range slider's own
            /// - Default: one of the range slider's own.
            case .lowerAdjustment:
                PropertyDefinition(name: "lower-adjustment", nick: "Lower adjustment", blurb: "The GtkAdjustment of the lower thumb",
                                   kind: .object(gtk_adjustment_get_type()))

            /// The `GtkAdjustment` of the upper thumb: its value is the upper value, its bounds
            /// the range slider's bounds and its increments the step and page.
            ///
            /// Share it with a #GtkScale (or a #GtkSpinButton) and each follows the other, with
            /// no feedback loop. Its value behaves as a drag of the upper thumb: with
            /// [property@RangeSlider:push-mode] it pushes the lower thumb along, without it the
            /// thumb stops at the lower one (keeping [property@RangeSlider:minimum-distance]), and the
            /// adjustment then shows where the thumb stopped. Bounds and increments set on either
            /// adjustment become the range slider's, and so the other adjustment's too.
            ///
            /// - Getter: the upper thumb's adjustment
            /// - Returns: (transfer none): the upper thumb's adjustment
            /// - Setter: The range slider takes the adjustment's bounds (upper less the page
            ///   size, at least lower), increments and value (as [property@RangeSlider:upper-value]
            ///   takes it: past the lower value it moves that along), and the same when the
            ///   adjustment is configured later. It holds a reference to the adjustment until it
            ///   is replaced or the range slider is disposed. %NULL gives the thumb a fresh
            ///   adjustment of the range slider's own; the lower thumb's adjustment is refused
            ///   with a warning.
            /// - Parameter: adjustment: (nullable): the new adjustment, or %NULL for one of the range slider's own
            /// - Default: one of the range slider's own.
            case .upperAdjustment:
                PropertyDefinition(name: "upper-adjustment", nick: "Upper adjustment", blurb: "The GtkAdjustment of the upper thumb",
                                   kind: .object(gtk_adjustment_get_type()))

            /// How the range slider is drawn: glossy, after the tutorial, or by the GTK theme, as
            /// a [class@Gtk.Scale] is.
            ///
            /// In %CC_APPEARANCE_THEME the trough, the highlight between the thumbs and the
            /// thumbs are the theme's, from CSS nodes named as a scale's
            /// (`rangeslider > scale.horizontal > trough > highlight, slider`), so Adwaita, its
            /// dark style, high contrast, the accent colour and any other theme apply. A colour
            /// that is set ([property@RangeSlider:tint-color], [property@RangeSlider:track-color],
            /// [property@RangeSlider:track-highlight-color], [property@RangeSlider:thumb-color])
            /// still wins over the theme's; [property@RangeSlider:curvaceousness] is the theme's.
            ///
            /// - Getter: how the range slider is drawn
            /// - Default: %CC_APPEARANCE_GLOSSY.
            case .appearance:
                PropertyDefinition(name: "appearance", nick: "Appearance", blurb: "Drawn glossy (the tutorial's look) or by the GTK theme, as a GtkScale",
                                   kind: .enumeration(cc_appearance_get_type(), default: Appearance.glossy.enumValue))
            }
        }
    }
}
