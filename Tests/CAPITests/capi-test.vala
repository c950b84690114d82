/* The controls from Vala, through the installed binding (customcontrols-1.vapi):
 *
 *   valac --pkg customcontrols-1 capi-test.vala
 *
 * A GLib test program (TAP with --tap), run under a display: warnings are fatal unless
 * expected (Test.expect_message). scripts/capi-check.sh builds and runs it.
 */

Gtk.Widget host (Gtk.Widget child, int width = 200, int height = 200) {
    var window = new Gtk.Window ();
    window.default_width = width;
    window.default_height = height;
    window.child = child;
    window.present ();
    var context = MainContext.default ();
    for (int i = 0; i < 2000 && child.get_width () == 0; i++) {
        context.iteration (false);
        Thread.usleep (1000);
    }
    assert (child.get_width () > 0);
    return window;
}

Gtk.GestureDrag drag_gesture (Gtk.Widget widget) {
    var controllers = widget.observe_controllers ();
    for (uint i = 0; i < controllers.get_n_items (); i++) {
        var gesture = controllers.get_item (i) as Gtk.GestureDrag;
        if (gesture != null) {
            return (!) gesture;
        }
    }
    assert_not_reached ();
}

void test_types () {
    var knob = new Cc.Knob ();
    assert (knob is Gtk.Range);
    assert (new Cc.CircularSlider () is Gtk.Range);
    var slider = new Cc.RangeSlider ();
    assert (slider is Gtk.Orientable);
    assert (!(slider is Gtk.Range));
    assert (Cc.KnobDragMode.VERTICAL == 1);
}

void test_properties () {
    var knob = new Cc.Knob ();
    int notifies = 0;
    knob.notify["value"].connect (() => notifies++);
    knob.maximum_value = 10;  // the property...
    knob.set_value (7.5);     // ...and its setter
    knob.set_value (7.5);
    assert (knob.get_value () == 7.5);
    assert (knob.value == 7.5);
    assert (notifies == 1);
    knob.drag_mode = Cc.KnobDragMode.VERTICAL;
    assert (knob.get_drag_mode () == Cc.KnobDragMode.VERTICAL);
    var red = Gdk.RGBA ();
    red.parse ("#e01b24");
    knob.set_tint_color (red);
    assert (((!) knob.get_tint_color ()).equal (red));
    knob.tint_color = null;
    assert (knob.get_tint_color () == null);

    var slider = new Cc.RangeSlider ();
    slider.set_values (0.25, 0.75);
    assert (slider.lower_value == 0.25 && slider.get_upper_value () == 0.75);
    slider.orientation = Gtk.Orientation.VERTICAL;
    assert (slider.get_orientation () == Gtk.Orientation.VERTICAL);

    var circular = new Cc.CircularSlider ();
    circular.set_value (90.4);
    assert (circular.value == 90);
    circular.wraps = true;
    assert (circular.get_wraps ());
}

void test_bad_input () {
    var knob = new Cc.Knob ();
    Test.expect_message ("CustomControls", LogLevelFlags.LEVEL_WARNING,
                         "CcKnob: invalid value nan for property 'value': not a finite number");
    knob.set_value (double.NAN);
    Test.assert_expected_messages ();
    assert (knob.get_value () == 0);
}

void test_value_changed_once_per_change () {
    var knob = new Cc.Knob ();
    int changes = 0;
    knob.value_changed.connect (() => changes++);
    knob.set_value (0.5);
    knob.set_value (0.5);
    knob.set_value_animated (0.75);
    assert (changes == 2);

    var slider = new Cc.RangeSlider ();
    int slider_changes = 0;
    slider.value_changed.connect (() => slider_changes++);
    slider.set_values (0.3, 0.4);
    slider.set_values (0.3, 0.4);
    assert (slider_changes == 1);
}

void drag_knob (bool continuous) {
    var knob = new Cc.Knob ();
    knob.drag_mode = Cc.KnobDragMode.VERTICAL;
    knob.continuous = continuous;
    var window = host (knob);
    string events = "";
    knob.drag_begin.connect (() => events += "begin ");
    knob.value_changed.connect (() => events += "%.2f ".printf (knob.get_value ()));
    knob.drag_end.connect (() => events += "end");
    var gesture = drag_gesture (knob);
    gesture.drag_begin (100, 100);
    gesture.drag_update (0, -50);
    gesture.drag_update (0, -100);
    gesture.drag_end (0, -100);
    assert_cmpstr (events, CompareOperator.EQ, continuous ? "begin 0.25 0.50 end" : "begin 0.50 end");
    ((Gtk.Window) window).destroy ();
}

void test_builder () {
    Cc.register_types ();
    var builder = new Gtk.Builder.from_string ("""
        <interface>
          <object class="CcKnob" id="knob">
            <property name="maximum-value">11</property>
            <property name="value">7</property>
          </object>
          <object class="CcRangeSlider" id="range">
            <property name="upper-value">0.6</property>
          </object>
          <object class="CcCircularSlider" id="circular">
            <property name="value">45</property>
          </object>
        </interface>""", -1);
    var knob = (Cc.Knob) builder.get_object ("knob");
    assert (knob.get_value () == 7);
    assert (((Cc.RangeSlider) builder.get_object ("range")).upper_value == 0.6);
    assert (((Cc.CircularSlider) builder.get_object ("circular")).value == 45);
}

void test_format_value_func () {
    var knob = new Cc.Knob ();
    string[] texts = {};
    knob.set_format_value_func ((control, value) => {
        var text = "%.0f %%".printf (value * 100);
        texts += text;
        return text;
    });
    knob.set_value (0.42);
    assert ("42 %" in texts);
}

delegate void EntryPointCall ();

const string KNOB_CHECK = "CC_IS_KNOB (self)";
const string RANGESLIDER_CHECK = "CC_IS_RANGE_SLIDER (self)";
const string CIRCULARSLIDER_CHECK = "CC_IS_CIRCULAR_SLIDER (self)";

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
 * naming itself and the failed type check, returns the type's zero, and changes nothing. */
void test_wrong_instance () {
    var button = new Gtk.Button ();
    var red = Gdk.RGBA ();
    red.parse ("#e01b24");
    var adjustment = new Gtk.Adjustment (0.5, 0, 1, 0.1, 0.2, 0);
    Cc.Knob knob = miscast<Cc.Knob> (button);
    Cc.RangeSlider range = miscast<Cc.RangeSlider> (button);
    Cc.CircularSlider circular = miscast<Cc.CircularSlider> (button);

    expect_type_check_critical ("cc_knob_get_value", KNOB_CHECK, () => assert (knob.get_value () == 0));
    expect_type_check_critical ("cc_knob_set_value", KNOB_CHECK, () => knob.set_value (1));
    expect_type_check_critical ("cc_knob_set_value_animated", KNOB_CHECK, () => knob.set_value_animated (1));
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
    expect_type_check_critical ("cc_knob_get_drag_mode", KNOB_CHECK, () => assert (knob.get_drag_mode () == Cc.KnobDragMode.ROTARY));
    expect_type_check_critical ("cc_knob_set_drag_mode", KNOB_CHECK, () => knob.set_drag_mode (Cc.KnobDragMode.VERTICAL));
    expect_type_check_critical ("cc_knob_get_drag_distance", KNOB_CHECK, () => assert (knob.get_drag_distance () == 0));
    expect_type_check_critical ("cc_knob_set_drag_distance", KNOB_CHECK, () => knob.set_drag_distance (1));
    expect_type_check_critical ("cc_knob_get_grab_pointer_only", KNOB_CHECK, () => assert (!knob.get_grab_pointer_only ()));
    expect_type_check_critical ("cc_knob_set_grab_pointer_only", KNOB_CHECK, () => knob.set_grab_pointer_only (true));
    expect_type_check_critical ("cc_knob_get_show_value", KNOB_CHECK, () => assert (!knob.get_show_value ()));
    expect_type_check_critical ("cc_knob_set_show_value", KNOB_CHECK, () => knob.set_show_value (true));
    expect_type_check_critical ("cc_knob_get_editable", KNOB_CHECK, () => assert (!knob.get_editable ()));
    expect_type_check_critical ("cc_knob_set_editable", KNOB_CHECK, () => knob.set_editable (true));
    expect_type_check_critical ("cc_knob_get_input_text", KNOB_CHECK, () => assert (knob.get_input_text () == null));
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

    expect_type_check_critical ("cc_range_slider_get_minimum_value", RANGESLIDER_CHECK, () => assert (range.get_minimum_value () == 0));
    expect_type_check_critical ("cc_range_slider_set_minimum_value", RANGESLIDER_CHECK, () => range.set_minimum_value (1));
    expect_type_check_critical ("cc_range_slider_get_maximum_value", RANGESLIDER_CHECK, () => assert (range.get_maximum_value () == 0));
    expect_type_check_critical ("cc_range_slider_set_maximum_value", RANGESLIDER_CHECK, () => range.set_maximum_value (1));
    expect_type_check_critical ("cc_range_slider_get_lower_value", RANGESLIDER_CHECK, () => assert (range.get_lower_value () == 0));
    expect_type_check_critical ("cc_range_slider_set_lower_value", RANGESLIDER_CHECK, () => range.set_lower_value (1));
    expect_type_check_critical ("cc_range_slider_get_upper_value", RANGESLIDER_CHECK, () => assert (range.get_upper_value () == 0));
    expect_type_check_critical ("cc_range_slider_set_upper_value", RANGESLIDER_CHECK, () => range.set_upper_value (1));
    expect_type_check_critical ("cc_range_slider_set_values", RANGESLIDER_CHECK, () => range.set_values (1, 1));
    expect_type_check_critical ("cc_range_slider_set_values_animated", RANGESLIDER_CHECK, () => range.set_values_animated (1, 1));
    expect_type_check_critical ("cc_range_slider_get_default_lower_value", RANGESLIDER_CHECK, () => assert (range.get_default_lower_value () == 0));
    expect_type_check_critical ("cc_range_slider_set_default_lower_value", RANGESLIDER_CHECK, () => range.set_default_lower_value (1));
    expect_type_check_critical ("cc_range_slider_get_default_upper_value", RANGESLIDER_CHECK, () => assert (range.get_default_upper_value () == 0));
    expect_type_check_critical ("cc_range_slider_set_default_upper_value", RANGESLIDER_CHECK, () => range.set_default_upper_value (1));
    expect_type_check_critical ("cc_range_slider_get_minimum_distance", RANGESLIDER_CHECK, () => assert (range.get_minimum_distance () == 0));
    expect_type_check_critical ("cc_range_slider_set_minimum_distance", RANGESLIDER_CHECK, () => range.set_minimum_distance (1));
    expect_type_check_critical ("cc_range_slider_get_push_mode", RANGESLIDER_CHECK, () => assert (!range.get_push_mode ()));
    expect_type_check_critical ("cc_range_slider_set_push_mode", RANGESLIDER_CHECK, () => range.set_push_mode (true));
    expect_type_check_critical ("cc_range_slider_get_inverted", RANGESLIDER_CHECK, () => assert (!range.get_inverted ()));
    expect_type_check_critical ("cc_range_slider_set_inverted", RANGESLIDER_CHECK, () => range.set_inverted (true));
    expect_type_check_critical ("cc_range_slider_get_show_labels", RANGESLIDER_CHECK, () => assert (!range.get_show_labels ()));
    expect_type_check_critical ("cc_range_slider_set_show_labels", RANGESLIDER_CHECK, () => range.set_show_labels (true));
    expect_type_check_critical ("cc_range_slider_get_editable", RANGESLIDER_CHECK, () => assert (!range.get_editable ()));
    expect_type_check_critical ("cc_range_slider_set_editable", RANGESLIDER_CHECK, () => range.set_editable (true));
    expect_type_check_critical ("cc_range_slider_get_input_text", RANGESLIDER_CHECK, () => assert (range.get_input_text () == null));
    expect_type_check_critical ("cc_range_slider_get_continuous", RANGESLIDER_CHECK, () => assert (!range.get_continuous ()));
    expect_type_check_critical ("cc_range_slider_set_continuous", RANGESLIDER_CHECK, () => range.set_continuous (true));
    expect_type_check_critical ("cc_range_slider_get_step", RANGESLIDER_CHECK, () => assert (range.get_step () == 0));
    expect_type_check_critical ("cc_range_slider_set_step", RANGESLIDER_CHECK, () => range.set_step (1));
    expect_type_check_critical ("cc_range_slider_get_page", RANGESLIDER_CHECK, () => assert (range.get_page () == 0));
    expect_type_check_critical ("cc_range_slider_set_page", RANGESLIDER_CHECK, () => range.set_page (1));
    expect_type_check_critical ("cc_range_slider_get_digits", RANGESLIDER_CHECK, () => assert (range.get_digits () == 0));
    expect_type_check_critical ("cc_range_slider_set_digits", RANGESLIDER_CHECK, () => range.set_digits (1));
    expect_type_check_critical ("cc_range_slider_get_tint_color", RANGESLIDER_CHECK, () => assert (range.get_tint_color () == null));
    expect_type_check_critical ("cc_range_slider_set_tint_color", RANGESLIDER_CHECK, () => range.set_tint_color (red));
    expect_type_check_critical ("cc_range_slider_get_track_color", RANGESLIDER_CHECK, () => assert (range.get_track_color () == null));
    expect_type_check_critical ("cc_range_slider_set_track_color", RANGESLIDER_CHECK, () => range.set_track_color (red));
    expect_type_check_critical ("cc_range_slider_get_track_highlight_color", RANGESLIDER_CHECK, () => assert (range.get_track_highlight_color () == null));
    expect_type_check_critical ("cc_range_slider_set_track_highlight_color", RANGESLIDER_CHECK, () => range.set_track_highlight_color (red));
    expect_type_check_critical ("cc_range_slider_get_thumb_color", RANGESLIDER_CHECK, () => assert (range.get_thumb_color () == null));
    expect_type_check_critical ("cc_range_slider_set_thumb_color", RANGESLIDER_CHECK, () => range.set_thumb_color (red));
    expect_type_check_critical ("cc_range_slider_get_curvaceousness", RANGESLIDER_CHECK, () => assert (range.get_curvaceousness () == 0));
    expect_type_check_critical ("cc_range_slider_set_curvaceousness", RANGESLIDER_CHECK, () => range.set_curvaceousness (1));
    expect_type_check_critical ("cc_range_slider_set_format_value_func", RANGESLIDER_CHECK, () => range.set_format_value_func ((control, value) => "%.0f".printf (value)));

    expect_type_check_critical ("cc_circular_slider_get_value", CIRCULARSLIDER_CHECK, () => assert (circular.get_value () == 0));
    expect_type_check_critical ("cc_circular_slider_set_value", CIRCULARSLIDER_CHECK, () => circular.set_value (1));
    expect_type_check_critical ("cc_circular_slider_set_value_animated", CIRCULARSLIDER_CHECK, () => circular.set_value_animated (1));
    expect_type_check_critical ("cc_circular_slider_get_minimum_value", CIRCULARSLIDER_CHECK, () => assert (circular.get_minimum_value () == 0));
    expect_type_check_critical ("cc_circular_slider_set_minimum_value", CIRCULARSLIDER_CHECK, () => circular.set_minimum_value (1));
    expect_type_check_critical ("cc_circular_slider_get_maximum_value", CIRCULARSLIDER_CHECK, () => assert (circular.get_maximum_value () == 0));
    expect_type_check_critical ("cc_circular_slider_set_maximum_value", CIRCULARSLIDER_CHECK, () => circular.set_maximum_value (1));
    expect_type_check_critical ("cc_circular_slider_get_default_value", CIRCULARSLIDER_CHECK, () => assert (circular.get_default_value () == 0));
    expect_type_check_critical ("cc_circular_slider_set_default_value", CIRCULARSLIDER_CHECK, () => circular.set_default_value (1));
    expect_type_check_critical ("cc_circular_slider_get_start_angle", CIRCULARSLIDER_CHECK, () => assert (circular.get_start_angle () == 0));
    expect_type_check_critical ("cc_circular_slider_set_start_angle", CIRCULARSLIDER_CHECK, () => circular.set_start_angle (1));
    expect_type_check_critical ("cc_circular_slider_get_end_angle", CIRCULARSLIDER_CHECK, () => assert (circular.get_end_angle () == 0));
    expect_type_check_critical ("cc_circular_slider_set_end_angle", CIRCULARSLIDER_CHECK, () => circular.set_end_angle (1));
    expect_type_check_critical ("cc_circular_slider_get_continuous", CIRCULARSLIDER_CHECK, () => assert (!circular.get_continuous ()));
    expect_type_check_critical ("cc_circular_slider_set_continuous", CIRCULARSLIDER_CHECK, () => circular.set_continuous (true));
    expect_type_check_critical ("cc_circular_slider_get_step", CIRCULARSLIDER_CHECK, () => assert (circular.get_step () == 0));
    expect_type_check_critical ("cc_circular_slider_set_step", CIRCULARSLIDER_CHECK, () => circular.set_step (1));
    expect_type_check_critical ("cc_circular_slider_get_page", CIRCULARSLIDER_CHECK, () => assert (circular.get_page () == 0));
    expect_type_check_critical ("cc_circular_slider_set_page", CIRCULARSLIDER_CHECK, () => circular.set_page (1));
    expect_type_check_critical ("cc_circular_slider_get_digits", CIRCULARSLIDER_CHECK, () => assert (circular.get_digits () == 0));
    expect_type_check_critical ("cc_circular_slider_set_digits", CIRCULARSLIDER_CHECK, () => circular.set_digits (1));
    expect_type_check_critical ("cc_circular_slider_get_tint_color", CIRCULARSLIDER_CHECK, () => assert (circular.get_tint_color () == null));
    expect_type_check_critical ("cc_circular_slider_set_tint_color", CIRCULARSLIDER_CHECK, () => circular.set_tint_color (red));
    expect_type_check_critical ("cc_circular_slider_get_wraps", CIRCULARSLIDER_CHECK, () => assert (!circular.get_wraps ()));
    expect_type_check_critical ("cc_circular_slider_set_wraps", CIRCULARSLIDER_CHECK, () => circular.set_wraps (true));
    expect_type_check_critical ("cc_circular_slider_get_show_lighting", CIRCULARSLIDER_CHECK, () => assert (!circular.get_show_lighting ()));
    expect_type_check_critical ("cc_circular_slider_set_show_lighting", CIRCULARSLIDER_CHECK, () => circular.set_show_lighting (true));
    expect_type_check_critical ("cc_circular_slider_get_grab_handle_only", CIRCULARSLIDER_CHECK, () => assert (!circular.get_grab_handle_only ()));
    expect_type_check_critical ("cc_circular_slider_set_grab_handle_only", CIRCULARSLIDER_CHECK, () => circular.set_grab_handle_only (true));
    expect_type_check_critical ("cc_circular_slider_get_gradient_start_color", CIRCULARSLIDER_CHECK, () => assert (circular.get_gradient_start_color () == null));
    expect_type_check_critical ("cc_circular_slider_set_gradient_start_color", CIRCULARSLIDER_CHECK, () => circular.set_gradient_start_color (red));
    expect_type_check_critical ("cc_circular_slider_get_gradient_end_color", CIRCULARSLIDER_CHECK, () => assert (circular.get_gradient_end_color () == null));
    expect_type_check_critical ("cc_circular_slider_set_gradient_end_color", CIRCULARSLIDER_CHECK, () => circular.set_gradient_end_color (red));
    expect_type_check_critical ("cc_circular_slider_get_line_width", CIRCULARSLIDER_CHECK, () => assert (circular.get_line_width () == 0));
    expect_type_check_critical ("cc_circular_slider_set_line_width", CIRCULARSLIDER_CHECK, () => circular.set_line_width (1));
    expect_type_check_critical ("cc_circular_slider_get_show_value", CIRCULARSLIDER_CHECK, () => assert (!circular.get_show_value ()));
    expect_type_check_critical ("cc_circular_slider_set_show_value", CIRCULARSLIDER_CHECK, () => circular.set_show_value (true));
    expect_type_check_critical ("cc_circular_slider_get_editable", CIRCULARSLIDER_CHECK, () => assert (!circular.get_editable ()));
    expect_type_check_critical ("cc_circular_slider_set_editable", CIRCULARSLIDER_CHECK, () => circular.set_editable (true));
    expect_type_check_critical ("cc_circular_slider_get_input_text", CIRCULARSLIDER_CHECK, () => assert (circular.get_input_text () == null));
    expect_type_check_critical ("cc_circular_slider_get_adjustment", CIRCULARSLIDER_CHECK, () => assert (circular.get_adjustment () == null));
    expect_type_check_critical ("cc_circular_slider_set_adjustment", CIRCULARSLIDER_CHECK, () => circular.set_adjustment (adjustment));
    expect_type_check_critical ("cc_circular_slider_set_format_value_func", CIRCULARSLIDER_CHECK, () => circular.set_format_value_func ((control, value) => "%.0f".printf (value)));

    // A real control of one class is a wrong instance for the others.
    var real_knob = new Cc.Knob ();
    Cc.CircularSlider knob_as_circular = miscast<Cc.CircularSlider> (real_knob);
    expect_type_check_critical ("cc_circular_slider_set_value", CIRCULARSLIDER_CHECK, () => knob_as_circular.set_value (90));
    assert (real_knob.get_value () == 0);
    assert (button.get_parent () == null && adjustment.get_value () == 0.5);
}

/* The input signal as Vala sees it (out double, as GtkSpinButton's): a handler's value, its
 * GTK_INPUT_ERROR and its FALSE (the default parser) for text typed into a knob's entry. */
void test_input () {
    var knob = new Cc.Knob ();
    knob.set_minimum_value (-60);
    knob.set_maximum_value (12);
    knob.set_editable (true);
    var window = new Gtk.Window ();
    window.set_child (knob);
    window.present ();
    string[] seen = {};
    knob.input.connect ((out new_value) => {
        new_value = 0;
        seen += knob.get_input_text ();
        if (knob.get_input_text () == "unity") { new_value = 0.5; return 1; }
        return knob.get_input_text () == "max" ? Gtk.INPUT_ERROR : 0;
    });
    Gtk.Entry? entry = null;
    for (var child = knob.get_first_child (); child != null; child = child.get_next_sibling ())
        if (child is Gtk.Entry) entry = (Gtk.Entry) child;
    assert (entry != null);
    entry.set_text ("unity");
    entry.activate ();
    assert (knob.get_value () == 0.5);
    entry.set_text ("max");
    entry.activate ();
    assert (knob.get_value () == 0.5 && entry.has_css_class ("error"));
    entry.set_text ("-6 dB");
    entry.activate ();
    assert (knob.get_value () == -6 && !entry.has_css_class ("error"));
    assert (seen.length == 3 && seen[2] == "-6 dB" && knob.get_input_text () == null);
    window.destroy ();
}

int main (string[] args) {
    Gtk.test_init (ref args);
    Test.add_func ("/vala/types", test_types);
    Test.add_func ("/vala/properties", test_properties);
    Test.add_func ("/vala/bad-input", test_bad_input);
    Test.add_func ("/vala/wrong-instance", test_wrong_instance);
    Test.add_func ("/vala/value-changed-once-per-change", test_value_changed_once_per_change);
    Test.add_func ("/vala/knob-drag/continuous", () => drag_knob (true));
    Test.add_func ("/vala/knob-drag/not-continuous", () => drag_knob (false));
    Test.add_func ("/vala/builder", test_builder);
    Test.add_func ("/vala/format-value-func", test_format_value_func);
    Test.add_func ("/vala/input", test_input);
    return Test.run ();
}
