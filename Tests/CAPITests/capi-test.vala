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
    var pad = new Cc.XYPad ();
    assert (!(pad is Gtk.Range));
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

    var pad = new Cc.XYPad ();
    pad.y_maximum = 10;
    pad.set_values (0.25, 7.5);
    assert (pad.x_value == 0.25 && pad.get_y_value () == 7.5);
    pad.x_value = 5;  // clamped into x's bounds
    assert (pad.get_x_value () == 1);
    pad.set_tint_color (red);
    assert (((!) pad.get_tint_color ()).equal (red));
    pad.tint_color = null;
    assert (pad.get_tint_color () == null);
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
