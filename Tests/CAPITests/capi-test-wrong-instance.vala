// The wrong-instance test of capi-test.vala: every entry point of the C API that takes a
// control, given something else. scripts/capi-check.sh checks that this file names every such
// function the installed header declares, so a new one cannot be left out.

delegate void EntryPointCall ();

const string KNOB_CHECK = "CC_IS_KNOB (self)";
const string RANGE_SLIDER_CHECK = "CC_IS_RANGE_SLIDER (self)";
const string CIRCULAR_SLIDER_CHECK = "CC_IS_CIRCULAR_SLIDER (self)";
const string CIRCULAR_RANGE_SLIDER_CHECK = "CC_IS_CIRCULAR_RANGE_SLIDER (self)";

/* Calls one entry point with a wrong instance and requires GLib's critical for it, as
 * g_return_if_fail logs it: a missing check fails here by the missing message (or crashes). */
void expect_type_check_critical (string function, string check, EntryPointCall call) {
    Test.expect_message ("CustomControls", LogLevelFlags.LEVEL_CRITICAL, "%s: assertion '%s' failed".printf (function, check));
    call ();
    Test.assert_expected_messages ();
}

/* `widget` as a `T`, unchecked: a generic's cast is a plain C cast. (A class cast such as
 * `(Cc.Knob) widget` checks the type on some Vala and GLib versions, warning "invalid cast" and
 * passing the pointer on, and not on others: Debian 13's valac 0.56.18 with GLib 2.84 does
 * not.) */
T miscast<T> (Gtk.Widget widget) {
    var cast = (T) widget;
    return cast;
}

/* Every entry point that takes a control, given a widget of another type (Vala's casts let it
 * through; PyGObject and GJS check types before calling C and cannot), logs GLib's critical
 * naming itself and the failed type check, returns the type's zero, and changes nothing: the
 * button, the adjustment and the colour handed in stay as they were. */
void test_wrong_instance () {
    var button = new Gtk.Button ();
    var red = Gdk.RGBA ();
    red.parse ("#e01b24");
    var red_before = red;
    var adjustment = new Gtk.Adjustment (0.5, 0, 1, 0.1, 0.2, 0);
    Cc.Knob knob = miscast<Cc.Knob> (button);
    Cc.RangeSlider range = miscast<Cc.RangeSlider> (button);
    Cc.CircularSlider circular = miscast<Cc.CircularSlider> (button);
    Cc.CircularRangeSlider ring = miscast<Cc.CircularRangeSlider> (button);

    expect_type_check_critical ("cc_knob_get_value", KNOB_CHECK, () => assert (knob.get_value () == 0));
    expect_type_check_critical ("cc_knob_set_value", KNOB_CHECK, () => knob.set_value (1));
    expect_type_check_critical ("cc_knob_get_minimum_value", KNOB_CHECK, () => assert (knob.get_minimum_value () == 0));
    expect_type_check_critical ("cc_knob_set_minimum_value", KNOB_CHECK, () => knob.set_minimum_value (1));
    expect_type_check_critical ("cc_knob_get_maximum_value", KNOB_CHECK, () => assert (knob.get_maximum_value () == 0));
    expect_type_check_critical ("cc_knob_set_maximum_value", KNOB_CHECK, () => knob.set_maximum_value (1));
    expect_type_check_critical ("cc_knob_get_default_value", KNOB_CHECK, () => assert (knob.get_default_value () == 0));
    expect_type_check_critical ("cc_knob_set_default_value", KNOB_CHECK, () => knob.set_default_value (1));
    expect_type_check_critical ("cc_knob_get_start_angle", KNOB_CHECK, () => assert (knob.get_start_angle () == 0));
    expect_type_check_critical ("cc_knob_set_start_angle", KNOB_CHECK, () => knob.set_start_angle (1));
    expect_type_check_critical ("cc_knob_get_end_angle", KNOB_CHECK, () => assert (knob.get_end_angle () == 0));
    expect_type_check_critical ("cc_knob_set_end_angle", KNOB_CHECK, () => knob.set_end_angle (1));
    expect_type_check_critical ("cc_knob_set_value_animated", KNOB_CHECK, () => knob.set_value_animated (1));
    expect_type_check_critical ("cc_knob_get_continuous", KNOB_CHECK, () => assert (!knob.get_continuous ()));
    expect_type_check_critical ("cc_knob_set_continuous", KNOB_CHECK, () => knob.set_continuous (true));
    expect_type_check_critical ("cc_knob_get_step", KNOB_CHECK, () => assert (knob.get_step () == 0));
    expect_type_check_critical ("cc_knob_set_step", KNOB_CHECK, () => knob.set_step (1));
    expect_type_check_critical ("cc_knob_get_page", KNOB_CHECK, () => assert (knob.get_page () == 0));
    expect_type_check_critical ("cc_knob_set_page", KNOB_CHECK, () => knob.set_page (1));
    expect_type_check_critical ("cc_knob_get_digits", KNOB_CHECK, () => assert (knob.get_digits () == 0));
    expect_type_check_critical ("cc_knob_set_digits", KNOB_CHECK, () => knob.set_digits (1));
    expect_type_check_critical ("cc_knob_get_tint_color", KNOB_CHECK, () => assert (knob.get_tint_color () == null));
    expect_type_check_critical ("cc_knob_set_tint_color", KNOB_CHECK, () => knob.set_tint_color (red));
    expect_type_check_critical ("cc_knob_get_value_scale", KNOB_CHECK, () => assert (knob.get_value_scale () == Cc.ValueScale.LINEAR));
    expect_type_check_critical ("cc_knob_set_value_scale", KNOB_CHECK, () => knob.set_value_scale (Cc.ValueScale.LOGARITHMIC));
    expect_type_check_critical ("cc_knob_get_skew_mid_value", KNOB_CHECK, () => assert (knob.get_skew_mid_value () == 0));
    expect_type_check_critical ("cc_knob_set_skew_mid_value", KNOB_CHECK, () => knob.set_skew_mid_value (1));
    expect_type_check_critical ("cc_knob_get_snap_to_marks", KNOB_CHECK, () => assert (!knob.get_snap_to_marks ()));
    expect_type_check_critical ("cc_knob_set_snap_to_marks", KNOB_CHECK, () => knob.set_snap_to_marks (true));
    expect_type_check_critical ("cc_knob_get_editable", KNOB_CHECK, () => assert (!knob.get_editable ()));
    expect_type_check_critical ("cc_knob_set_editable", KNOB_CHECK, () => knob.set_editable (true));
    expect_type_check_critical ("cc_knob_get_drag_mode", KNOB_CHECK, () => assert (knob.get_drag_mode () == Cc.KnobDragMode.ROTARY));
    expect_type_check_critical ("cc_knob_set_drag_mode", KNOB_CHECK, () => knob.set_drag_mode (Cc.KnobDragMode.VERTICAL));
    expect_type_check_critical ("cc_knob_get_drag_distance", KNOB_CHECK, () => assert (knob.get_drag_distance () == 0));
    expect_type_check_critical ("cc_knob_set_drag_distance", KNOB_CHECK, () => knob.set_drag_distance (1));
    expect_type_check_critical ("cc_knob_get_grab_pointer_only", KNOB_CHECK, () => assert (!knob.get_grab_pointer_only ()));
    expect_type_check_critical ("cc_knob_set_grab_pointer_only", KNOB_CHECK, () => knob.set_grab_pointer_only (true));
    expect_type_check_critical ("cc_knob_get_show_value", KNOB_CHECK, () => assert (!knob.get_show_value ()));
    expect_type_check_critical ("cc_knob_set_show_value", KNOB_CHECK, () => knob.set_show_value (true));
    expect_type_check_critical ("cc_knob_get_show_fill", KNOB_CHECK, () => assert (!knob.get_show_fill ()));
    expect_type_check_critical ("cc_knob_set_show_fill", KNOB_CHECK, () => knob.set_show_fill (true));
    expect_type_check_critical ("cc_knob_get_origin", KNOB_CHECK, () => assert (knob.get_origin () == 0));
    expect_type_check_critical ("cc_knob_set_origin", KNOB_CHECK, () => knob.set_origin (1));
    expect_type_check_critical ("cc_knob_get_line_width", KNOB_CHECK, () => assert (knob.get_line_width () == 0));
    expect_type_check_critical ("cc_knob_set_line_width", KNOB_CHECK, () => knob.set_line_width (1));
    expect_type_check_critical ("cc_knob_get_pointer_length", KNOB_CHECK, () => assert (knob.get_pointer_length () == 0));
    expect_type_check_critical ("cc_knob_set_pointer_length", KNOB_CHECK, () => knob.set_pointer_length (1));
    expect_type_check_critical ("cc_knob_get_pointer_paintable", KNOB_CHECK, () => assert (knob.get_pointer_paintable () == null));
    expect_type_check_critical ("cc_knob_set_pointer_paintable", KNOB_CHECK, () => knob.set_pointer_paintable (null));
    expect_type_check_critical ("cc_knob_get_adjustment", KNOB_CHECK, () => assert (knob.get_adjustment () == null));
    expect_type_check_critical ("cc_knob_set_adjustment", KNOB_CHECK, () => knob.set_adjustment (adjustment));
    expect_type_check_critical ("cc_knob_set_format_value_func", KNOB_CHECK, () => knob.set_format_value_func ((control, value) => "%.0f".printf (value)));
    expect_type_check_critical ("cc_knob_get_input_text", KNOB_CHECK, () => assert (knob.get_input_text () == null));
    expect_type_check_critical ("cc_knob_set_input_value", KNOB_CHECK, () => knob.set_input_value (1));
    expect_type_check_critical ("cc_knob_add_mark", KNOB_CHECK, () => knob.add_mark (1, Gtk.PositionType.TOP, "1"));
    expect_type_check_critical ("cc_knob_clear_marks", KNOB_CHECK, () => knob.clear_marks ());

    expect_type_check_critical ("cc_range_slider_get_minimum_value", RANGE_SLIDER_CHECK, () => assert (range.get_minimum_value () == 0));
    expect_type_check_critical ("cc_range_slider_set_minimum_value", RANGE_SLIDER_CHECK, () => range.set_minimum_value (1));
    expect_type_check_critical ("cc_range_slider_get_maximum_value", RANGE_SLIDER_CHECK, () => assert (range.get_maximum_value () == 0));
    expect_type_check_critical ("cc_range_slider_set_maximum_value", RANGE_SLIDER_CHECK, () => range.set_maximum_value (1));
    expect_type_check_critical ("cc_range_slider_get_lower_value", RANGE_SLIDER_CHECK, () => assert (range.get_lower_value () == 0));
    expect_type_check_critical ("cc_range_slider_set_lower_value", RANGE_SLIDER_CHECK, () => range.set_lower_value (1));
    expect_type_check_critical ("cc_range_slider_get_upper_value", RANGE_SLIDER_CHECK, () => assert (range.get_upper_value () == 0));
    expect_type_check_critical ("cc_range_slider_set_upper_value", RANGE_SLIDER_CHECK, () => range.set_upper_value (1));
    expect_type_check_critical ("cc_range_slider_get_inverted", RANGE_SLIDER_CHECK, () => assert (!range.get_inverted ()));
    expect_type_check_critical ("cc_range_slider_set_inverted", RANGE_SLIDER_CHECK, () => range.set_inverted (true));
    expect_type_check_critical ("cc_range_slider_get_show_labels", RANGE_SLIDER_CHECK, () => assert (!range.get_show_labels ()));
    expect_type_check_critical ("cc_range_slider_set_show_labels", RANGE_SLIDER_CHECK, () => range.set_show_labels (true));
    expect_type_check_critical ("cc_range_slider_get_minimum_distance", RANGE_SLIDER_CHECK, () => assert (range.get_minimum_distance () == 0));
    expect_type_check_critical ("cc_range_slider_set_minimum_distance", RANGE_SLIDER_CHECK, () => range.set_minimum_distance (1));
    expect_type_check_critical ("cc_range_slider_get_push_mode", RANGE_SLIDER_CHECK, () => assert (!range.get_push_mode ()));
    expect_type_check_critical ("cc_range_slider_set_push_mode", RANGE_SLIDER_CHECK, () => range.set_push_mode (true));
    expect_type_check_critical ("cc_range_slider_get_default_lower_value", RANGE_SLIDER_CHECK, () => assert (range.get_default_lower_value () == 0));
    expect_type_check_critical ("cc_range_slider_set_default_lower_value", RANGE_SLIDER_CHECK, () => range.set_default_lower_value (1));
    expect_type_check_critical ("cc_range_slider_get_default_upper_value", RANGE_SLIDER_CHECK, () => assert (range.get_default_upper_value () == 0));
    expect_type_check_critical ("cc_range_slider_set_default_upper_value", RANGE_SLIDER_CHECK, () => range.set_default_upper_value (1));
    expect_type_check_critical ("cc_range_slider_get_track_color", RANGE_SLIDER_CHECK, () => assert (range.get_track_color () == null));
    expect_type_check_critical ("cc_range_slider_set_track_color", RANGE_SLIDER_CHECK, () => range.set_track_color (red));
    expect_type_check_critical ("cc_range_slider_get_track_highlight_color", RANGE_SLIDER_CHECK, () => assert (range.get_track_highlight_color () == null));
    expect_type_check_critical ("cc_range_slider_set_track_highlight_color", RANGE_SLIDER_CHECK, () => range.set_track_highlight_color (red));
    expect_type_check_critical ("cc_range_slider_get_thumb_color", RANGE_SLIDER_CHECK, () => assert (range.get_thumb_color () == null));
    expect_type_check_critical ("cc_range_slider_set_thumb_color", RANGE_SLIDER_CHECK, () => range.set_thumb_color (red));
    expect_type_check_critical ("cc_range_slider_get_curvaceousness", RANGE_SLIDER_CHECK, () => assert (range.get_curvaceousness () == 0));
    expect_type_check_critical ("cc_range_slider_set_curvaceousness", RANGE_SLIDER_CHECK, () => range.set_curvaceousness (1));
    expect_type_check_critical ("cc_range_slider_get_lower_adjustment", RANGE_SLIDER_CHECK, () => assert (range.get_lower_adjustment () == null));
    expect_type_check_critical ("cc_range_slider_set_lower_adjustment", RANGE_SLIDER_CHECK, () => range.set_lower_adjustment (adjustment));
    expect_type_check_critical ("cc_range_slider_get_upper_adjustment", RANGE_SLIDER_CHECK, () => assert (range.get_upper_adjustment () == null));
    expect_type_check_critical ("cc_range_slider_set_upper_adjustment", RANGE_SLIDER_CHECK, () => range.set_upper_adjustment (adjustment));
    expect_type_check_critical ("cc_range_slider_get_appearance", RANGE_SLIDER_CHECK, () => assert (range.get_appearance () == Cc.Appearance.GLOSSY));
    expect_type_check_critical ("cc_range_slider_set_appearance", RANGE_SLIDER_CHECK, () => range.set_appearance (Cc.Appearance.THEME));
    expect_type_check_critical ("cc_range_slider_set_values", RANGE_SLIDER_CHECK, () => range.set_values (1, 1));
    expect_type_check_critical ("cc_range_slider_set_values_animated", RANGE_SLIDER_CHECK, () => range.set_values_animated (1, 1));
    expect_type_check_critical ("cc_range_slider_get_continuous", RANGE_SLIDER_CHECK, () => assert (!range.get_continuous ()));
    expect_type_check_critical ("cc_range_slider_set_continuous", RANGE_SLIDER_CHECK, () => range.set_continuous (true));
    expect_type_check_critical ("cc_range_slider_get_step", RANGE_SLIDER_CHECK, () => assert (range.get_step () == 0));
    expect_type_check_critical ("cc_range_slider_set_step", RANGE_SLIDER_CHECK, () => range.set_step (1));
    expect_type_check_critical ("cc_range_slider_get_page", RANGE_SLIDER_CHECK, () => assert (range.get_page () == 0));
    expect_type_check_critical ("cc_range_slider_set_page", RANGE_SLIDER_CHECK, () => range.set_page (1));
    expect_type_check_critical ("cc_range_slider_get_digits", RANGE_SLIDER_CHECK, () => assert (range.get_digits () == 0));
    expect_type_check_critical ("cc_range_slider_set_digits", RANGE_SLIDER_CHECK, () => range.set_digits (1));
    expect_type_check_critical ("cc_range_slider_get_tint_color", RANGE_SLIDER_CHECK, () => assert (range.get_tint_color () == null));
    expect_type_check_critical ("cc_range_slider_set_tint_color", RANGE_SLIDER_CHECK, () => range.set_tint_color (red));
    expect_type_check_critical ("cc_range_slider_get_value_scale", RANGE_SLIDER_CHECK, () => assert (range.get_value_scale () == Cc.ValueScale.LINEAR));
    expect_type_check_critical ("cc_range_slider_set_value_scale", RANGE_SLIDER_CHECK, () => range.set_value_scale (Cc.ValueScale.LOGARITHMIC));
    expect_type_check_critical ("cc_range_slider_get_skew_mid_value", RANGE_SLIDER_CHECK, () => assert (range.get_skew_mid_value () == 0));
    expect_type_check_critical ("cc_range_slider_set_skew_mid_value", RANGE_SLIDER_CHECK, () => range.set_skew_mid_value (1));
    expect_type_check_critical ("cc_range_slider_get_snap_to_marks", RANGE_SLIDER_CHECK, () => assert (!range.get_snap_to_marks ()));
    expect_type_check_critical ("cc_range_slider_set_snap_to_marks", RANGE_SLIDER_CHECK, () => range.set_snap_to_marks (true));
    expect_type_check_critical ("cc_range_slider_get_editable", RANGE_SLIDER_CHECK, () => assert (!range.get_editable ()));
    expect_type_check_critical ("cc_range_slider_set_editable", RANGE_SLIDER_CHECK, () => range.set_editable (true));
    expect_type_check_critical ("cc_range_slider_set_format_value_func", RANGE_SLIDER_CHECK, () => range.set_format_value_func ((control, value) => "%.0f".printf (value)));
    expect_type_check_critical ("cc_range_slider_get_input_text", RANGE_SLIDER_CHECK, () => assert (range.get_input_text () == null));
    expect_type_check_critical ("cc_range_slider_set_input_value", RANGE_SLIDER_CHECK, () => range.set_input_value (1));
    expect_type_check_critical ("cc_range_slider_add_mark", RANGE_SLIDER_CHECK, () => range.add_mark (1, Gtk.PositionType.TOP, "1"));
    expect_type_check_critical ("cc_range_slider_clear_marks", RANGE_SLIDER_CHECK, () => range.clear_marks ());

    expect_type_check_critical ("cc_circular_slider_get_value", CIRCULAR_SLIDER_CHECK, () => assert (circular.get_value () == 0));
    expect_type_check_critical ("cc_circular_slider_set_value", CIRCULAR_SLIDER_CHECK, () => circular.set_value (1));
    expect_type_check_critical ("cc_circular_slider_get_minimum_value", CIRCULAR_SLIDER_CHECK, () => assert (circular.get_minimum_value () == 0));
    expect_type_check_critical ("cc_circular_slider_set_minimum_value", CIRCULAR_SLIDER_CHECK, () => circular.set_minimum_value (1));
    expect_type_check_critical ("cc_circular_slider_get_maximum_value", CIRCULAR_SLIDER_CHECK, () => assert (circular.get_maximum_value () == 0));
    expect_type_check_critical ("cc_circular_slider_set_maximum_value", CIRCULAR_SLIDER_CHECK, () => circular.set_maximum_value (1));
    expect_type_check_critical ("cc_circular_slider_get_default_value", CIRCULAR_SLIDER_CHECK, () => assert (circular.get_default_value () == 0));
    expect_type_check_critical ("cc_circular_slider_set_default_value", CIRCULAR_SLIDER_CHECK, () => circular.set_default_value (1));
    expect_type_check_critical ("cc_circular_slider_get_start_angle", CIRCULAR_SLIDER_CHECK, () => assert (circular.get_start_angle () == 0));
    expect_type_check_critical ("cc_circular_slider_set_start_angle", CIRCULAR_SLIDER_CHECK, () => circular.set_start_angle (1));
    expect_type_check_critical ("cc_circular_slider_get_end_angle", CIRCULAR_SLIDER_CHECK, () => assert (circular.get_end_angle () == 0));
    expect_type_check_critical ("cc_circular_slider_set_end_angle", CIRCULAR_SLIDER_CHECK, () => circular.set_end_angle (1));
    expect_type_check_critical ("cc_circular_slider_set_value_animated", CIRCULAR_SLIDER_CHECK, () => circular.set_value_animated (1));
    expect_type_check_critical ("cc_circular_slider_get_continuous", CIRCULAR_SLIDER_CHECK, () => assert (!circular.get_continuous ()));
    expect_type_check_critical ("cc_circular_slider_set_continuous", CIRCULAR_SLIDER_CHECK, () => circular.set_continuous (true));
    expect_type_check_critical ("cc_circular_slider_get_step", CIRCULAR_SLIDER_CHECK, () => assert (circular.get_step () == 0));
    expect_type_check_critical ("cc_circular_slider_set_step", CIRCULAR_SLIDER_CHECK, () => circular.set_step (1));
    expect_type_check_critical ("cc_circular_slider_get_page", CIRCULAR_SLIDER_CHECK, () => assert (circular.get_page () == 0));
    expect_type_check_critical ("cc_circular_slider_set_page", CIRCULAR_SLIDER_CHECK, () => circular.set_page (1));
    expect_type_check_critical ("cc_circular_slider_get_digits", CIRCULAR_SLIDER_CHECK, () => assert (circular.get_digits () == 0));
    expect_type_check_critical ("cc_circular_slider_set_digits", CIRCULAR_SLIDER_CHECK, () => circular.set_digits (1));
    expect_type_check_critical ("cc_circular_slider_get_tint_color", CIRCULAR_SLIDER_CHECK, () => assert (circular.get_tint_color () == null));
    expect_type_check_critical ("cc_circular_slider_set_tint_color", CIRCULAR_SLIDER_CHECK, () => circular.set_tint_color (red));
    expect_type_check_critical ("cc_circular_slider_get_value_scale", CIRCULAR_SLIDER_CHECK, () => assert (circular.get_value_scale () == Cc.ValueScale.LINEAR));
    expect_type_check_critical ("cc_circular_slider_set_value_scale", CIRCULAR_SLIDER_CHECK, () => circular.set_value_scale (Cc.ValueScale.LOGARITHMIC));
    expect_type_check_critical ("cc_circular_slider_get_skew_mid_value", CIRCULAR_SLIDER_CHECK, () => assert (circular.get_skew_mid_value () == 0));
    expect_type_check_critical ("cc_circular_slider_set_skew_mid_value", CIRCULAR_SLIDER_CHECK, () => circular.set_skew_mid_value (1));
    expect_type_check_critical ("cc_circular_slider_get_snap_to_marks", CIRCULAR_SLIDER_CHECK, () => assert (!circular.get_snap_to_marks ()));
    expect_type_check_critical ("cc_circular_slider_set_snap_to_marks", CIRCULAR_SLIDER_CHECK, () => circular.set_snap_to_marks (true));
    expect_type_check_critical ("cc_circular_slider_get_editable", CIRCULAR_SLIDER_CHECK, () => assert (!circular.get_editable ()));
    expect_type_check_critical ("cc_circular_slider_set_editable", CIRCULAR_SLIDER_CHECK, () => circular.set_editable (true));
    expect_type_check_critical ("cc_circular_slider_get_wraps", CIRCULAR_SLIDER_CHECK, () => assert (!circular.get_wraps ()));
    expect_type_check_critical ("cc_circular_slider_set_wraps", CIRCULAR_SLIDER_CHECK, () => circular.set_wraps (true));
    expect_type_check_critical ("cc_circular_slider_get_gradient_start_color", CIRCULAR_SLIDER_CHECK, () => assert (circular.get_gradient_start_color () == null));
    expect_type_check_critical ("cc_circular_slider_set_gradient_start_color", CIRCULAR_SLIDER_CHECK, () => circular.set_gradient_start_color (red));
    expect_type_check_critical ("cc_circular_slider_get_gradient_end_color", CIRCULAR_SLIDER_CHECK, () => assert (circular.get_gradient_end_color () == null));
    expect_type_check_critical ("cc_circular_slider_set_gradient_end_color", CIRCULAR_SLIDER_CHECK, () => circular.set_gradient_end_color (red));
    expect_type_check_critical ("cc_circular_slider_get_line_width", CIRCULAR_SLIDER_CHECK, () => assert (circular.get_line_width () == 0));
    expect_type_check_critical ("cc_circular_slider_set_line_width", CIRCULAR_SLIDER_CHECK, () => circular.set_line_width (1));
    expect_type_check_critical ("cc_circular_slider_get_show_value", CIRCULAR_SLIDER_CHECK, () => assert (!circular.get_show_value ()));
    expect_type_check_critical ("cc_circular_slider_set_show_value", CIRCULAR_SLIDER_CHECK, () => circular.set_show_value (true));
    expect_type_check_critical ("cc_circular_slider_get_grab_handle_only", CIRCULAR_SLIDER_CHECK, () => assert (!circular.get_grab_handle_only ()));
    expect_type_check_critical ("cc_circular_slider_set_grab_handle_only", CIRCULAR_SLIDER_CHECK, () => circular.set_grab_handle_only (true));
    expect_type_check_critical ("cc_circular_slider_get_show_lighting", CIRCULAR_SLIDER_CHECK, () => assert (!circular.get_show_lighting ()));
    expect_type_check_critical ("cc_circular_slider_set_show_lighting", CIRCULAR_SLIDER_CHECK, () => circular.set_show_lighting (true));
    expect_type_check_critical ("cc_circular_slider_get_adjustment", CIRCULAR_SLIDER_CHECK, () => assert (circular.get_adjustment () == null));
    expect_type_check_critical ("cc_circular_slider_set_adjustment", CIRCULAR_SLIDER_CHECK, () => circular.set_adjustment (adjustment));
    expect_type_check_critical ("cc_circular_slider_set_format_value_func", CIRCULAR_SLIDER_CHECK, () => circular.set_format_value_func ((control, value) => "%.0f".printf (value)));
    expect_type_check_critical ("cc_circular_slider_get_input_text", CIRCULAR_SLIDER_CHECK, () => assert (circular.get_input_text () == null));
    expect_type_check_critical ("cc_circular_slider_set_input_value", CIRCULAR_SLIDER_CHECK, () => circular.set_input_value (1));
    expect_type_check_critical ("cc_circular_slider_add_mark", CIRCULAR_SLIDER_CHECK, () => circular.add_mark (1, Gtk.PositionType.TOP, "1"));
    expect_type_check_critical ("cc_circular_slider_clear_marks", CIRCULAR_SLIDER_CHECK, () => circular.clear_marks ());

    expect_type_check_critical ("cc_circular_range_slider_get_minimum_value", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (ring.get_minimum_value () == 0));
    expect_type_check_critical ("cc_circular_range_slider_set_minimum_value", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_minimum_value (1));
    expect_type_check_critical ("cc_circular_range_slider_get_maximum_value", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (ring.get_maximum_value () == 0));
    expect_type_check_critical ("cc_circular_range_slider_set_maximum_value", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_maximum_value (1));
    expect_type_check_critical ("cc_circular_range_slider_get_lower_value", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (ring.get_lower_value () == 0));
    expect_type_check_critical ("cc_circular_range_slider_set_lower_value", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_lower_value (1));
    expect_type_check_critical ("cc_circular_range_slider_get_upper_value", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (ring.get_upper_value () == 0));
    expect_type_check_critical ("cc_circular_range_slider_set_upper_value", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_upper_value (1));
    expect_type_check_critical ("cc_circular_range_slider_get_minimum_distance", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (ring.get_minimum_distance () == 0));
    expect_type_check_critical ("cc_circular_range_slider_set_minimum_distance", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_minimum_distance (1));
    expect_type_check_critical ("cc_circular_range_slider_get_wraps", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (!ring.get_wraps ()));
    expect_type_check_critical ("cc_circular_range_slider_set_wraps", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_wraps (true));
    expect_type_check_critical ("cc_circular_range_slider_get_inverted", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (!ring.get_inverted ()));
    expect_type_check_critical ("cc_circular_range_slider_set_inverted", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_inverted (true));
    expect_type_check_critical ("cc_circular_range_slider_get_start_angle", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (ring.get_start_angle () == 0));
    expect_type_check_critical ("cc_circular_range_slider_set_start_angle", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_start_angle (1));
    expect_type_check_critical ("cc_circular_range_slider_get_line_width", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (ring.get_line_width () == 0));
    expect_type_check_critical ("cc_circular_range_slider_set_line_width", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_line_width (1));
    expect_type_check_critical ("cc_circular_range_slider_get_show_value", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (!ring.get_show_value ()));
    expect_type_check_critical ("cc_circular_range_slider_set_show_value", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_show_value (true));
    expect_type_check_critical ("cc_circular_range_slider_get_show_lighting", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (!ring.get_show_lighting ()));
    expect_type_check_critical ("cc_circular_range_slider_set_show_lighting", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_show_lighting (true));
    expect_type_check_critical ("cc_circular_range_slider_get_gradient_start_color", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (ring.get_gradient_start_color () == null));
    expect_type_check_critical ("cc_circular_range_slider_set_gradient_start_color", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_gradient_start_color (red));
    expect_type_check_critical ("cc_circular_range_slider_get_gradient_end_color", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (ring.get_gradient_end_color () == null));
    expect_type_check_critical ("cc_circular_range_slider_set_gradient_end_color", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_gradient_end_color (red));
    expect_type_check_critical ("cc_circular_range_slider_set_values", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_values (1, 1));
    expect_type_check_critical ("cc_circular_range_slider_set_values_animated", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_values_animated (1, 1));
    expect_type_check_critical ("cc_circular_range_slider_get_length", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (ring.get_length () == 0));
    expect_type_check_critical ("cc_circular_range_slider_set_format_value_func", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_format_value_func ((control, value) => "%.0f".printf (value)));
    expect_type_check_critical ("cc_circular_range_slider_get_input_text", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (ring.get_input_text () == null));
    expect_type_check_critical ("cc_circular_range_slider_set_input_value", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_input_value (1));
    expect_type_check_critical ("cc_circular_range_slider_add_mark", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.add_mark (1, Gtk.PositionType.TOP, "1"));
    expect_type_check_critical ("cc_circular_range_slider_clear_marks", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.clear_marks ());
    expect_type_check_critical ("cc_circular_range_slider_get_continuous", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (!ring.get_continuous ()));
    expect_type_check_critical ("cc_circular_range_slider_set_continuous", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_continuous (true));
    expect_type_check_critical ("cc_circular_range_slider_get_step", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (ring.get_step () == 0));
    expect_type_check_critical ("cc_circular_range_slider_set_step", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_step (1));
    expect_type_check_critical ("cc_circular_range_slider_get_page", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (ring.get_page () == 0));
    expect_type_check_critical ("cc_circular_range_slider_set_page", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_page (1));
    expect_type_check_critical ("cc_circular_range_slider_get_digits", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (ring.get_digits () == 0));
    expect_type_check_critical ("cc_circular_range_slider_set_digits", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_digits (1));
    expect_type_check_critical ("cc_circular_range_slider_get_tint_color", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (ring.get_tint_color () == null));
    expect_type_check_critical ("cc_circular_range_slider_set_tint_color", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_tint_color (red));
    expect_type_check_critical ("cc_circular_range_slider_get_snap_to_marks", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (!ring.get_snap_to_marks ()));
    expect_type_check_critical ("cc_circular_range_slider_set_snap_to_marks", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_snap_to_marks (true));
    expect_type_check_critical ("cc_circular_range_slider_get_editable", CIRCULAR_RANGE_SLIDER_CHECK, () => assert (!ring.get_editable ()));
    expect_type_check_critical ("cc_circular_range_slider_set_editable", CIRCULAR_RANGE_SLIDER_CHECK, () => ring.set_editable (true));

    // A real control of one class is a wrong instance for the others.
    var real_knob = new Cc.Knob ();
    Cc.CircularSlider knob_as_circular = miscast<Cc.CircularSlider> (real_knob);
    expect_type_check_critical ("cc_circular_slider_set_value", CIRCULAR_SLIDER_CHECK, () => knob_as_circular.set_value (90));
    assert (real_knob.get_value () == 0);
    var real_ring = new Cc.CircularRangeSlider ();
    var lower_before = real_ring.get_lower_value ();
    Cc.RangeSlider ring_as_range = miscast<Cc.RangeSlider> (real_ring);
    expect_type_check_critical ("cc_range_slider_set_lower_value", RANGE_SLIDER_CHECK, () => ring_as_range.set_lower_value (lower_before + 1));
    assert (real_ring.get_lower_value () == lower_before);
    assert (button.get_parent () == null && button.get_first_child () == null && adjustment.get_value () == 0.5);
    assert (red.equal (red_before));
}
