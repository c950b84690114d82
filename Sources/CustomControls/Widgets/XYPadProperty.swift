import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

extension XYPadState {
    /// The XY pad's own properties, handled by ``XYPadState``.
    package enum XYPadProperty: Int, ControlProperty {
        case xValue, yValue, xMinimum, xMaximum, yMinimum, yMaximum, defaultX, defaultY
        case xAdjustment, yAdjustment, showCrosshair

        package func definition(_ defaults: ControlDefaults) -> PropertyDefinition {
            switch self {
            /// The value on the horizontal axis, growing to the right.
            ///
            /// - Getter: the value on the horizontal axis
            /// - Setter: Clamped into [property@XYPad:x-minimum] … [property@XYPad:x-maximum]; NaN
            ///   and ±infinity are rejected with a warning, leaving it unchanged.
            case .xValue:
                PropertyDefinition(name: "x-value", nick: "X value", blurb: "The value on the horizontal axis", kind: .double(default: 0.5))

            /// The value on the vertical axis, growing upwards.
            ///
            /// - Getter: the value on the vertical axis
            /// - Setter: Clamped into [property@XYPad:y-minimum] … [property@XYPad:y-maximum]; NaN
            ///   and ±infinity are rejected with a warning, leaving it unchanged.
            case .yValue:
                PropertyDefinition(name: "y-value", nick: "Y value", blurb: "The value on the vertical axis", kind: .double(default: 0.5))

            /// The value at the pad's left edge.
            ///
            /// - Getter: the value at the left edge
            /// - Setter: A minimum above the maximum moves the maximum up to meet it; the x value
            ///   is clamped into the new bounds. NaN and ±infinity are rejected with a warning.
            case .xMinimum:
                PropertyDefinition(name: "x-minimum", nick: "X minimum", blurb: "The value at the left edge", kind: .double(default: 0))

            /// The value at the pad's right edge.
            ///
            /// - Getter: the value at the right edge
            /// - Setter: A maximum below the minimum moves the minimum down to meet it; the x
            ///   value is clamped into the new bounds. NaN and ±infinity are rejected with a warning.
            case .xMaximum:
                PropertyDefinition(name: "x-maximum", nick: "X maximum", blurb: "The value at the right edge", kind: .double(default: 1))

            /// The value at the pad's bottom edge.
            ///
            /// - Getter: the value at the bottom edge
            /// - Setter: A minimum above the maximum moves the maximum up to meet it; the y value
            ///   is clamped into the new bounds. NaN and ±infinity are rejected with a warning.
            case .yMinimum:
                PropertyDefinition(name: "y-minimum", nick: "Y minimum", blurb: "The value at the bottom edge", kind: .double(default: 0))

            /// The value at the pad's top edge.
            ///
            /// - Getter: the value at the top edge
            /// - Setter: A maximum below the minimum moves the minimum down to meet it; the y
            ///   value is clamped into the new bounds. NaN and ±infinity are rejected with a warning.
            case .yMaximum:
                PropertyDefinition(name: "y-maximum", nick: "Y maximum", blurb: "The value at the top edge", kind: .double(default: 1))

            /// The x value a double click puts the handle back to.
            ///
            /// - Getter: the x value a double click resets to
            /// - Setter: NaN and ±infinity are rejected with a warning, leaving it unchanged.
            case .defaultX:
                PropertyDefinition(name: "default-x", nick: "Default x", blurb: "The x value a double click resets to", kind: .double(default: 0.5))

            /// The y value a double click puts the handle back to.
            ///
            /// - Getter: the y value a double click resets to
            /// - Setter: NaN and ±infinity are rejected with a warning, leaving it unchanged.
            case .defaultY:
                PropertyDefinition(name: "default-y", nick: "Default y", blurb: "The y value a double click resets to", kind: .double(default: 0.5))

            /// The `GtkAdjustment` of the x axis: its value is the x value, its bounds the x
            /// bounds and its increments the step and page.
            ///
            /// Share it with a #GtkScale and each follows the other, with no feedback loop.
            /// Bounds set on it become the x axis's.
            ///
            /// - Getter: the x axis's adjustment
            /// - Returns: (transfer none): the x axis's adjustment
            /// - Setter: The pad takes the adjustment's bounds (upper less the page size),
            ///   increments and x value, and the same when it is configured later. %NULL gives the
            ///   axis a fresh adjustment of the pad's own; the y axis's adjustment is refused with a
            ///   warning.
            /// - Parameter: adjustment: (nullable): the new adjustment, or %NULL for one of the pad's own
            /// - Default: one of the pad's own.
            case .xAdjustment:
                PropertyDefinition(name: "x-adjustment", nick: "X adjustment", blurb: "The GtkAdjustment of the x axis",
                                   kind: .object(gtk_adjustment_get_type()))

            /// The `GtkAdjustment` of the y axis: its value is the y value, its bounds the y
            /// bounds and its increments the step and page.
            ///
            /// Share it with a #GtkScale and each follows the other, with no feedback loop.
            /// Bounds set on it become the y axis's.
            ///
            /// - Getter: the y axis's adjustment
            /// - Returns: (transfer none): the y axis's adjustment
            /// - Setter: The pad takes the adjustment's bounds (upper less the page size),
            ///   increments and y value, and the same when it is configured later. %NULL gives the
            ///   axis a fresh adjustment of the pad's own; the x axis's adjustment is refused with a
            ///   warning.
            /// - Parameter: adjustment: (nullable): the new adjustment, or %NULL for one of the pad's own
            /// - Default: one of the pad's own.
            case .yAdjustment:
                PropertyDefinition(name: "y-adjustment", nick: "Y adjustment", blurb: "The GtkAdjustment of the y axis",
                                   kind: .object(gtk_adjustment_get_type()))

            /// Whether lines cross the pad through the handle.
            ///
            /// - Getter: whether lines cross the pad through the handle
            case .showCrosshair:
                PropertyDefinition(name: "show-crosshair", nick: "Show crosshair", blurb: "Lines cross the pad through the handle", kind: .boolean(default: true))
            }
        }

        /// The property of `axis` among the x and y pairs.
        static func of(_ axis: XYPadModel.Axis, x: XYPadProperty, y: XYPadProperty) -> XYPadProperty {
            axis == .x ? x : y
        }
    }

    /// The warning for a rejected value names the property it was meant for.
    func ownProperty(for quantity: RejectedValue.Quantity) -> (any ControlProperty)? {
        for axis in XYPadModel.Axis.allCases {
            switch quantity {
            case axis.quantity(.value): return XYPadProperty.of(axis, x: .xValue, y: .yValue)
            case axis.quantity(.minimum): return XYPadProperty.of(axis, x: .xMinimum, y: .yMinimum)
            case axis.quantity(.maximum): return XYPadProperty.of(axis, x: .xMaximum, y: .yMaximum)
            default: continue
            }
        }
        return nil
    }

    func notifyModelDifferences(from old: XYPadModel, to new: XYPadModel) {
        for axis in XYPadModel.Axis.allCases {
            let before = old[axis], after = new[axis]
            if before.minimum != after.minimum { notify(XYPadProperty.of(axis, x: .xMinimum, y: .yMinimum)) }
            if before.maximum != after.maximum { notify(XYPadProperty.of(axis, x: .xMaximum, y: .yMaximum)) }
            if before.value != after.value { notify(XYPadProperty.of(axis, x: .xValue, y: .yValue)) }
        }
        if old.x.minimum != new.x.minimum || old.x.maximum != new.x.maximum
            || old.y.minimum != new.y.minimum || old.y.maximum != new.y.maximum { updateAccessibleValue() }
    }
}
