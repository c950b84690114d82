import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

extension ControlState {
    /// The properties every control has, handled by ``ControlState``.
    package enum SharedProperty: Int, ControlProperty {
        case continuous, step, page, digits, tintColor
        case valueScale, skewMidValue, snapToMarks
        case editable
        case showMenu, extraMenu

        package func definition(_ defaults: ControlDefaults) -> PropertyDefinition {
            switch self {
            /// Whether {value-changed} is emitted on every change during a drag (true)
            /// or once, when the drag ends (false). Programmatic changes, keys and the wheel emit at once
            /// either way.
            ///
            /// - Getter: whether value-changed is emitted during a drag
            case .continuous:
                PropertyDefinition(name: "continuous", nick: "Continuous", blurb: "Emit value-changed during a drag, not only at its end", kind: .boolean(default: true))

            /// What arrow keys, +/- and the scroll wheel move a value by; 0 is 1% of the range.
            ///
            /// - Doc(CircularSlider): What arrow keys, +/- and the scroll wheel move a value by; 0 is 1% of the range. It is also
            ///   the grid the value snaps to (0: none).
            /// - Getter: what keys and the scroll wheel move the value by
            /// - Setter: Negative steps become 0 (automatic); NaN and ±infinity are rejected with a warning,
            ///   leaving it unchanged.
            case .step:
                PropertyDefinition(name: "step", nick: "Step", blurb: "What arrow keys and the scroll wheel move the value by; 0 is 1% of the range", kind: .double(default: defaults.step))

            /// What Page Up/Down, Ctrl+arrows and Ctrl+wheel move a value by; 0 is 10% of the range.
            ///
            /// - Getter: what Page Up/Down move the value by
            /// - Setter: Negative pages become 0 (automatic); NaN and ±infinity are rejected with a warning,
            ///   leaving it unchanged.
            case .page:
                PropertyDefinition(name: "page", nick: "Page", blurb: "What Page Up/Down and Ctrl+arrows move the value by; 0 is 10% of the range", kind: .double(default: defaults.page))

            /// Decimals in the value's text (shown values and the accessible value), 0 to 10, unless a
            /// format function is set.
            ///
            /// - Getter: the decimals of the value's text
            /// - Setter: Values outside 0…10 are clamped.
            case .digits:
                PropertyDefinition(name: "digits", nick: "Digits", blurb: "Decimals in the value's text (labels and accessibility)", kind: .int(default: defaults.digits, range: 0...10))

            /// - Doc(Knob): The knob's own tint, colouring its arc and pointer. Unset, the knob takes the tint of its
            ///   nearest ancestor that has one ([func@set_inherited_tint]), else the CSS `color` of its
            ///   `knob` node.
            /// - Doc(CircularSlider): The circular slider's own tint, the start of its gradient unless
            ///   [property@CircularSlider:gradient-start-color] is set. Unset, it takes the tint of its
            ///   nearest ancestor that has one ([func@set_inherited_tint]), else the CSS `color` of its
            ///   `circularslider` node.
            /// - Doc(RangeSlider): The range slider's own tint, colouring the track between the thumbs unless
            ///   [property@RangeSlider:track-highlight-color] is set. Unset, the range slider takes the tint
            ///   of its nearest ancestor that has one ([func@set_inherited_tint]), else the CSS `color` of
            ///   its `highlight` node.
            /// - Doc(CircularRangeSlider): The circular range slider's own tint, the start of the lit arc's gradient
            ///   unless [property@CircularRangeSlider:gradient-start-color] is set. Unset, it takes the tint of
            ///   its nearest ancestor that has one ([func@set_inherited_tint]), else the CSS `color` of its
            ///   `circularrangeslider` node.
            /// - Doc(XYPad): The XY pad's own tint, colouring its crosshair and its focus ring. Unset, the
            ///   pad takes the tint of its nearest ancestor that has one ([func@set_inherited_tint]), else
            ///   the CSS `color` of its `xypad` node.
            /// - Getter: {the control}'s own tint
            case .tintColor:
                PropertyDefinition(name: "tint-color", nick: "Tint colour", blurb: "The control's accent colour; unset follows the inherited tint or the theme", kind: .color)

            /// How values spread along {the control}'s travel: evenly (linear), by equal ratios
            /// (logarithmic, for frequencies and prices) or with [property@{Class}:skew-mid-value] at
            /// half the travel (skewed). Drags, the scroll wheel and the drawing follow the travel; a
            /// key's step or page moves the share of the travel it is of the range. The value, the
            /// bounds, the signals and the accessible value stay in value units.
            ///
            /// A logarithmic scale over a range that reaches 0 or below, or a skewed one whose
            /// [property@{Class}:skew-mid-value] is not strictly inside the range, behaves linearly until
            /// the range fits again; it is kept as set, so the order in which properties are set does not
            /// matter, and one warning names it when that begins.
            ///
            /// - Getter: how values spread along the travel
            /// - Default: %CC_VALUE_SCALE_LINEAR.
            case .valueScale:
                PropertyDefinition(name: "value-scale", nick: "Value scale", blurb: "How values spread along the travel: linear, logarithmic or skewed",
                                   kind: .enumeration(cc_value_scale_get_type(), default: ValueScale.Kind.linear.enumValue))

            /// The value at half {the control}'s travel when [property@{Class}:value-scale] is
            /// %CC_VALUE_SCALE_SKEWED; kept, and unused, otherwise.
            ///
            /// - Getter: the value at half the travel of a skewed scale
            /// - Setter: A value not strictly inside the range makes a skewed scale behave linearly (with one
            ///   warning) until the range fits it. NaN and ±infinity are rejected with a warning, leaving it
            ///   unchanged.
            case .skewMidValue:
                PropertyDefinition(name: "skew-mid-value", nick: "Skew mid value", blurb: "The value at half the travel of a skewed scale", kind: .double(default: 0))
            /// - Doc(Knob): Whether the value can be typed: the knob shows its value in the centre as an entry
            ///   (also with [property@Knob:show-value] off). Enter, or focus leaving the entry, sets the
            ///   typed value, clamped into the range; Escape shows the value again; text that is no
            ///   value keeps the entry open with the `error` style class. The text is parsed by
            ///   [signal@Knob::input]. Keyboard: Enter on the focused knob, or Tab from it, moves focus
            ///   into the entry.
            /// - Doc(CircularSlider): Whether the value in the centre is an entry (while
            ///   [property@CircularSlider:show-value] is on). Enter, or focus leaving the entry, sets the
            ///   typed value, wrapped or clamped into the range; Escape shows the value again; text that
            ///   is no value keeps the entry open with the `error` style class. The text is parsed by
            ///   [signal@CircularSlider::input]. Keyboard: Enter on the focused slider, or Tab from it,
            ///   moves focus into the entry.
            /// - Doc(RangeSlider): Whether the values can be typed: Enter on a focused thumb opens a popover at
            ///   it with an entry holding its value. Enter, or focus leaving the entry, sets the typed
            ///   value (the thumb stops at the other one, as for a key); Escape closes it and leaves the
            ///   value; text that is no value keeps it open with the `error` style class. The text is
            ///   parsed by [signal@RangeSlider::input].
            /// - Doc(CircularRangeSlider): Whether the values can be typed: Enter on a focused handle opens a
            ///   popover at it with an entry holding its value. Enter, or focus leaving the entry, sets the
            ///   typed value, wrapped round into the ring when it wraps (390 is 30 on 0...360), else clamped;
            ///   the other handle stays. Escape closes it and leaves the value; text that is no value keeps
            ///   it open with the `error` style class. The text is parsed by [signal@CircularRangeSlider::input].
            /// - Doc(XYPad): Whether the values can be typed: Enter on the focused x or y opens a popover
            ///   at the handle with an entry holding that axis's value, named "X value" or "Y value". Enter,
            ///   or focus leaving the entry, moves the handle along that axis to the typed value, clamped
            ///   into the axis's bounds; Escape closes it and leaves the value; text that is no value keeps
            ///   it open with the `error` style class. The text is parsed by [signal@XYPad::input].
            /// - Getter: whether the value can be typed
            case .editable:
                PropertyDefinition(name: "editable", nick: "Editable", blurb: "The value can be typed into an entry", kind: .boolean(default: false))

            /// Whether {the control} has a context menu: a secondary click, a long press, the Menu key
            /// or Shift+F10 opens it, with "Reset to Default", "Type a Value…" (when
            /// [property@{Class}:editable]), "Swap with Previous Value" (back to the value before the last
            /// edit, and again to return) and the items of [property@{Class}:extra-menu]. Each of its
            /// actions is an edit ([signal@{Class}::edit-begin]).
            ///
            /// - Getter: whether the context menu opens
            case .showMenu:
                PropertyDefinition(name: "show-menu", nick: "Show menu", blurb: "A secondary click, a long press or the Menu key opens a context menu", kind: .boolean(default: true))

            /// A menu model whose items {the control}'s context menu shows after its own, as
            /// [property@Gtk.Text:extra-menu] does. An item with an action and no target gets the
            /// control's widget name ([method@Gtk.Widget.get_name]) as a string target, so one model
            /// and one action taking a string serve every control of a window: name each control.
            ///
            /// - Getter: the model of the items the context menu shows after its own, or %NULL
            /// - Returns: (transfer none) (nullable): the model of the items the context menu shows after its own
            /// - Parameter: extra_menu: (nullable): a menu model, or %NULL for the control's own items only
            case .extraMenu:
                PropertyDefinition(name: "extra-menu", nick: "Extra menu", blurb: "Items the context menu shows after its own",
                                   kind: .object(g_menu_model_get_type()))

            /// Whether marks hold a drag and stop keys: a drag that reaches a mark sticks there for 8 pixels
            /// of further pointer travel, then leaves it (a detent), and arrow keys or Page Up/Down that
            /// would cross a mark stop on it. Marks are added with [method@{Class}.add_mark].
            ///
            /// - Doc(RangeSlider): Whether marks hold a drag and stop keys: a thumb dragged onto a mark sticks
            ///   there for 8 pixels of further pointer travel, then leaves it (a detent), and arrow keys or
            ///   Page Up/Down that would carry the focused thumb across a mark stop on it. Marks are added
            ///   with [method@RangeSlider.add_mark].
            /// - Doc(XYPad): Whether grid lines hold a drag and stop keys: each axis on its own, a drag
            ///   that reaches one of its lines sticks there for 8 pixels of further pointer travel, then
            ///   leaves it (a detent), and keys that would carry the handle across a line of the axis they
            ///   move along stop on it. Grid lines are added with [method@XYPad.add_mark].
            /// - Getter: whether drags and keys stop at marks
            case .snapToMarks:
                PropertyDefinition(name: "snap-to-marks", nick: "Snap to marks", blurb: "Drags stick at marks for a few pixels and keys stop on them", kind: .boolean(default: false))
            }
        }
    }
}

extension ValueScale.Kind {
    /// The kind's value in the GEnum `CcValueScale` (CC_VALUE_SCALE_LINEAR, ...).
    package var enumValue: Int32 {
        switch self {
        case .linear: Int32(CC_VALUE_SCALE_LINEAR.rawValue)
        case .logarithmic: Int32(CC_VALUE_SCALE_LOGARITHMIC.rawValue)
        case .skewed: Int32(CC_VALUE_SCALE_SKEWED.rawValue)
        }
    }

    /// The kind with GEnum value `enumValue`, if there is one.
    package init?(enumValue: Int32) {
        guard let kind = Self.allCases.first(where: { $0.enumValue == enumValue }) else { return nil }
        self = kind
    }
}
