/* The C API as a C app uses it: built against the installed library with
 *
 *   cc capi-test.c $(pkg-config --cflags --libs customcontrols-1)
 *
 * and run under a display with G_DEBUG=fatal-warnings, so every warning the test does not
 * expect (g_test_expect_message) fails it. scripts/capi-check.sh runs it; it prints TAP.
 */
#include <customcontrols.h>
#include <math.h>

/* ---- Helpers ---- */

static int
count_signal (gpointer instance, const char *signal, int *counter)
{
  return (int) g_signal_connect_swapped (instance, signal, G_CALLBACK (g_atomic_int_inc), counter);
}

/* A new control, sunk: the test owns it, and checks it is finalized when it lets it go. */
static gpointer
own (GtkWidget *widget)
{
  g_assert_true (g_object_is_floating (widget));  /* as every GTK constructor returns it */
  return g_object_ref_sink (widget);
}

static void
release_and_check_finalized (gpointer control)
{
  g_assert_finalize_object (control);
}

/* Shows `child` in a window of the given size and waits until it is allocated. */
static GtkWidget *
host (GtkWidget *child, int width, int height)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  for (int i = 0; i < 2000 && gtk_widget_get_width (child) == 0; i++)
    g_main_context_iteration (NULL, FALSE), g_usleep (1000);
  g_assert_cmpint (gtk_widget_get_width (child), >, 0);
  return window;
}

static GtkGesture *
drag_gesture (GtkWidget *widget)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  GtkGesture *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && found == NULL; i++)
    {
      GObject *controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_DRAG (controller))
        found = GTK_GESTURE (controller);
      g_object_unref (controller);
    }
  g_object_unref (controllers);
  g_assert_nonnull (found);
  return found;
}

/* ---- Types ---- */

static void
test_types (void)
{
  cc_register_types ();
  g_assert_cmpuint (g_type_from_name ("CcKnob"), ==, CC_TYPE_KNOB);
  g_assert_cmpuint (g_type_from_name ("CcRangeSlider"), ==, CC_TYPE_RANGE_SLIDER);
  g_assert_cmpuint (g_type_from_name ("CcCircularSlider"), ==, CC_TYPE_CIRCULAR_SLIDER);
  g_assert_cmpuint (g_type_from_name ("CcCircularRangeSlider"), ==, CC_TYPE_CIRCULAR_RANGE_SLIDER);
  g_assert_cmpuint (g_type_from_name ("CcXYPad"), ==, CC_TYPE_XY_PAD);
  g_assert_cmpuint (g_type_from_name ("CcKnobDragMode"), ==, CC_TYPE_KNOB_DRAG_MODE);
  g_assert_cmpuint (g_type_from_name ("CcValueScale"), ==, CC_TYPE_VALUE_SCALE);
  g_assert_cmpuint (g_type_from_name ("CcAppearance"), ==, CC_TYPE_APPEARANCE);

  g_assert_true (G_TYPE_IS_FINAL (CC_TYPE_KNOB));
  g_assert_true (G_TYPE_IS_FINAL (CC_TYPE_RANGE_SLIDER));
  g_assert_true (G_TYPE_IS_FINAL (CC_TYPE_CIRCULAR_SLIDER));
  g_assert_true (G_TYPE_IS_FINAL (CC_TYPE_XY_PAD));
  g_assert_cmpuint (g_type_parent (CC_TYPE_KNOB), ==, GTK_TYPE_RANGE);
  g_assert_cmpuint (g_type_parent (CC_TYPE_CIRCULAR_SLIDER), ==, GTK_TYPE_RANGE);
  g_assert_cmpuint (g_type_parent (CC_TYPE_RANGE_SLIDER), ==, GTK_TYPE_WIDGET);
  g_assert_cmpuint (g_type_parent (CC_TYPE_XY_PAD), ==, GTK_TYPE_WIDGET);
  g_assert_true (g_type_is_a (CC_TYPE_RANGE_SLIDER, GTK_TYPE_ORIENTABLE));

  /* The header's enumeration is the registered GEnum's. */
  {
    GEnumClass *modes = g_type_class_ref (CC_TYPE_KNOB_DRAG_MODE);
    g_assert_cmpint (g_enum_get_value_by_nick (modes, "rotary")->value, ==, CC_KNOB_DRAG_MODE_ROTARY);
    g_assert_cmpint (g_enum_get_value_by_nick (modes, "vertical")->value, ==, CC_KNOB_DRAG_MODE_VERTICAL);
    g_assert_cmpint (g_enum_get_value_by_nick (modes, "horizontal")->value, ==, CC_KNOB_DRAG_MODE_HORIZONTAL);
    g_assert_cmpuint (modes->n_values, ==, 3);
    g_type_class_unref (modes);
  }
  {
    GEnumClass *looks = g_type_class_ref (CC_TYPE_APPEARANCE);
    g_assert_cmpint (g_enum_get_value_by_nick (looks, "glossy")->value, ==, CC_APPEARANCE_GLOSSY);
    g_assert_cmpint (g_enum_get_value_by_nick (looks, "theme")->value, ==, CC_APPEARANCE_THEME);
    g_assert_cmpuint (looks->n_values, ==, 2);
    g_type_class_unref (looks);
  }
}

/* ---- Accessors: each getter reads what its setter and the property wrote ---- */

static void
test_knob_accessors (void)
{
  CcKnob *knob = own (cc_knob_new ());
  GdkRGBA red = { 1, 0, 0, 1 };
  const GdkRGBA *color;
  GtkAdjustment *adjustment;
  double value;
  int notifies = 0;

  g_assert_cmpfloat (cc_knob_get_value (knob), ==, 0);
  g_assert_cmpfloat (cc_knob_get_maximum_value (knob), ==, 1);
  g_assert_cmpfloat (cc_knob_get_line_width (knob), ==, 2);
  g_assert_cmpfloat (cc_knob_get_pointer_length (knob), ==, 6);
  g_assert_cmpfloat (cc_knob_get_drag_distance (knob), ==, 200);
  g_assert_cmpint (cc_knob_get_digits (knob), ==, 2);
  g_assert_true (cc_knob_get_continuous (knob));
  g_assert_cmpint (cc_knob_get_drag_mode (knob), ==, CC_KNOB_DRAG_MODE_ROTARY);
  g_assert_null (cc_knob_get_tint_color (knob));

  g_signal_connect_swapped (knob, "notify::value", G_CALLBACK (g_atomic_int_inc), &notifies);
  cc_knob_set_maximum_value (knob, 10);
  cc_knob_set_minimum_value (knob, -10);
  cc_knob_set_value (knob, 7.5);
  cc_knob_set_value (knob, 7.5);  /* no change: no notify */
  g_assert_cmpint (notifies, ==, 1);
  g_object_get (knob, "value", &value, NULL);
  g_assert_cmpfloat (value, ==, 7.5);
  g_object_set (knob, "value", 2.5, NULL);
  g_assert_cmpfloat (cc_knob_get_value (knob), ==, 2.5);
  cc_knob_set_value (knob, 99);  /* clamped */
  g_assert_cmpfloat (cc_knob_get_value (knob), ==, 10);

  cc_knob_set_default_value (knob, 1);
  g_assert_cmpfloat (cc_knob_get_default_value (knob), ==, 1);
  cc_knob_set_start_angle (knob, -G_PI);
  cc_knob_set_end_angle (knob, 0);
  g_assert_cmpfloat (cc_knob_get_start_angle (knob), ==, -G_PI);
  g_assert_cmpfloat (cc_knob_get_end_angle (knob), ==, 0);
  cc_knob_set_continuous (knob, FALSE);
  g_assert_false (cc_knob_get_continuous (knob));
  cc_knob_set_step (knob, 0.5);
  cc_knob_set_page (knob, 2);
  g_assert_cmpfloat (cc_knob_get_step (knob), ==, 0.5);
  g_assert_cmpfloat (cc_knob_get_page (knob), ==, 2);
  cc_knob_set_digits (knob, 42);  /* clamped to 10 */
  g_assert_cmpint (cc_knob_get_digits (knob), ==, 10);
  cc_knob_set_tint_color (knob, &red);
  color = cc_knob_get_tint_color (knob);  /* owned by the knob */
  g_assert_true (gdk_rgba_equal (color, &red));
  g_assert_true (cc_knob_get_tint_color (knob) == color);  /* kept while the colour stays */
  cc_knob_set_tint_color (knob, NULL);
  g_assert_null (cc_knob_get_tint_color (knob));
  cc_knob_set_drag_mode (knob, CC_KNOB_DRAG_MODE_HORIZONTAL);
  g_assert_cmpint (cc_knob_get_drag_mode (knob), ==, CC_KNOB_DRAG_MODE_HORIZONTAL);
  cc_knob_set_drag_distance (knob, 0.25);  /* at least 1 */
  g_assert_cmpfloat (cc_knob_get_drag_distance (knob), ==, 1);
  cc_knob_set_grab_pointer_only (knob, TRUE);
  g_assert_true (cc_knob_get_grab_pointer_only (knob));
  cc_knob_set_show_value (knob, TRUE);
  g_assert_true (cc_knob_get_show_value (knob));
  cc_knob_set_show_fill (knob, TRUE);
  g_assert_true (cc_knob_get_show_fill (knob));
  cc_knob_set_origin (knob, 0);
  g_assert_cmpfloat (cc_knob_get_origin (knob), ==, 0);
  cc_knob_set_line_width (knob, -3);  /* clamped to 0 */
  g_assert_cmpfloat (cc_knob_get_line_width (knob), ==, 0);
  cc_knob_set_pointer_length (knob, 9);
  g_assert_cmpfloat (cc_knob_get_pointer_length (knob), ==, 9);

  /* The adjustment: GtkRange's, and NULL gives the knob one of its own with its bounds. */
  adjustment = cc_knob_get_adjustment (knob);
  g_assert_true (adjustment == gtk_range_get_adjustment (GTK_RANGE (knob)));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), ==, 10);
  adjustment = gtk_adjustment_new (3, 0, 5, 1, 1, 0);
  cc_knob_set_adjustment (knob, adjustment);
  g_assert_cmpfloat (cc_knob_get_value (knob), ==, 3);
  g_assert_cmpfloat (cc_knob_get_maximum_value (knob), ==, 5);
  gtk_adjustment_set_value (adjustment, 4);
  g_assert_cmpfloat (cc_knob_get_value (knob), ==, 4);
  cc_knob_set_adjustment (knob, NULL);
  g_assert_true (cc_knob_get_adjustment (knob) != adjustment);
  g_assert_cmpfloat (gtk_adjustment_get_value (cc_knob_get_adjustment (knob)), ==, 4);

  release_and_check_finalized (knob);
}

static void
test_range_slider_accessors (void)
{
  CcRangeSlider *slider = own (cc_range_slider_new ());
  GdkRGBA blue = { 0, 0, 1, 1 };
  GdkRGBA *copy;
  GtkAdjustment *adjustment;
  int changes = 0, lower_notifies = 0, upper_notifies = 0;

  g_assert_cmpfloat (cc_range_slider_get_lower_value (slider), ==, 0.2);
  g_assert_cmpfloat (cc_range_slider_get_upper_value (slider), ==, 0.8);
  g_assert_cmpfloat (cc_range_slider_get_curvaceousness (slider), ==, 1);
  g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (slider)), ==, GTK_ORIENTATION_HORIZONTAL);

  count_signal (slider, "value-changed", &changes);
  count_signal (slider, "notify::lower-value", &lower_notifies);
  count_signal (slider, "notify::upper-value", &upper_notifies);
  cc_range_slider_set_maximum_value (slider, 100);
  cc_range_slider_set_values (slider, 10, 90);  /* one change, one notify of each */
  g_assert_cmpint (changes, ==, 1);
  g_assert_cmpint (lower_notifies, ==, 1);
  g_assert_cmpint (upper_notifies, ==, 1);
  g_assert_cmpfloat (cc_range_slider_get_lower_value (slider), ==, 10);
  g_assert_cmpfloat (cc_range_slider_get_upper_value (slider), ==, 90);
  cc_range_slider_set_lower_value (slider, 95);  /* moves the upper value along */
  g_assert_cmpfloat (cc_range_slider_get_upper_value (slider), ==, 95);
  cc_range_slider_set_upper_value (slider, 50);  /* and the other way round */
  g_assert_cmpfloat (cc_range_slider_get_lower_value (slider), ==, 50);
  cc_range_slider_set_minimum_value (slider, -100);
  g_assert_cmpfloat (cc_range_slider_get_minimum_value (slider), ==, -100);
  g_assert_cmpfloat (cc_range_slider_get_maximum_value (slider), ==, 100);

  cc_range_slider_set_default_lower_value (slider, 1);
  cc_range_slider_set_default_upper_value (slider, 2);
  g_assert_cmpfloat (cc_range_slider_get_default_lower_value (slider), ==, 1);
  g_assert_cmpfloat (cc_range_slider_get_default_upper_value (slider), ==, 2);
  cc_range_slider_set_minimum_distance (slider, 5);
  g_assert_cmpfloat (cc_range_slider_get_minimum_distance (slider), ==, 5);
  cc_range_slider_set_push_mode (slider, TRUE);
  g_assert_true (cc_range_slider_get_push_mode (slider));
  cc_range_slider_set_inverted (slider, TRUE);
  g_assert_true (cc_range_slider_get_inverted (slider));
  cc_range_slider_set_show_labels (slider, TRUE);
  g_assert_true (cc_range_slider_get_show_labels (slider));
  cc_range_slider_set_continuous (slider, FALSE);
  g_assert_false (cc_range_slider_get_continuous (slider));
  cc_range_slider_set_step (slider, 2);
  cc_range_slider_set_page (slider, 20);
  g_assert_cmpfloat (cc_range_slider_get_step (slider), ==, 2);
  g_assert_cmpfloat (cc_range_slider_get_page (slider), ==, 20);

  /* Each thumb's adjustment holds its value, the bounds and the increments. */
  adjustment = cc_range_slider_get_upper_adjustment (slider);
  g_assert_cmpfloat (gtk_adjustment_get_lower (adjustment), ==, -100);
  g_assert_cmpfloat (gtk_adjustment_get_step_increment (adjustment), ==, 2);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, cc_range_slider_get_upper_value (slider));
  adjustment = gtk_adjustment_new (-50, -100, 100, 2, 20, 0);
  cc_range_slider_set_lower_adjustment (slider, adjustment);  /* sinks it */
  g_assert_true (cc_range_slider_get_lower_adjustment (slider) == adjustment);
  g_assert_cmpfloat (cc_range_slider_get_lower_value (slider), ==, -50);
  gtk_adjustment_set_value (adjustment, 99);  /* as a drag: push mode pushes the upper thumb */
  g_assert_cmpfloat (cc_range_slider_get_upper_value (slider), ==, 100);
  g_assert_cmpfloat (cc_range_slider_get_lower_value (slider), ==, 95);  /* minimum distance 5 */
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 95);
  cc_range_slider_set_lower_adjustment (slider, NULL);
  g_assert_true (cc_range_slider_get_lower_adjustment (slider) != adjustment);

  cc_range_slider_set_digits (slider, 1);
  g_assert_cmpint (cc_range_slider_get_digits (slider), ==, 1);
  cc_range_slider_set_curvaceousness (slider, 3);  /* clamped to 1 */
  g_assert_cmpfloat (cc_range_slider_get_curvaceousness (slider), ==, 1);
  g_assert_cmpint (cc_range_slider_get_appearance (slider), ==, CC_APPEARANCE_GLOSSY);
  cc_range_slider_set_appearance (slider, CC_APPEARANCE_THEME);
  g_assert_cmpint (cc_range_slider_get_appearance (slider), ==, CC_APPEARANCE_THEME);
  cc_range_slider_set_appearance (slider, CC_APPEARANCE_GLOSSY);
  g_assert_cmpint (cc_range_slider_get_appearance (slider), ==, CC_APPEARANCE_GLOSSY);

  cc_range_slider_set_tint_color (slider, &blue);
  cc_range_slider_set_track_color (slider, &blue);
  cc_range_slider_set_track_highlight_color (slider, &blue);
  cc_range_slider_set_thumb_color (slider, &blue);
  g_assert_true (gdk_rgba_equal (cc_range_slider_get_thumb_color (slider), &blue));
  g_object_get (slider, "knob-color", &copy, NULL);  /* the deprecated old name */
  g_assert_true (gdk_rgba_equal (copy, &blue));
  gdk_rgba_free (copy);
  g_assert_true (gdk_rgba_equal (cc_range_slider_get_track_highlight_color (slider), &blue));
  g_assert_true (gdk_rgba_equal (cc_range_slider_get_tint_color (slider), &blue));
  cc_range_slider_set_track_color (slider, NULL);
  g_assert_null (cc_range_slider_get_track_color (slider));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (slider), GTK_ORIENTATION_VERTICAL);
  g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (slider)), ==, GTK_ORIENTATION_VERTICAL);

  release_and_check_finalized (slider);
}

static void
test_circular_slider_accessors (void)
{
  CcCircularSlider *slider = own (cc_circular_slider_new ());
  GdkRGBA green = { 0, 1, 0, 1 };

  g_assert_cmpfloat (cc_circular_slider_get_maximum_value (slider), ==, 360);
  g_assert_cmpfloat (cc_circular_slider_get_step (slider), ==, 1);
  g_assert_cmpfloat (cc_circular_slider_get_page (slider), ==, 15);
  g_assert_cmpint (cc_circular_slider_get_digits (slider), ==, 0);
  g_assert_true (cc_circular_slider_get_show_value (slider));
  g_assert_cmpfloat (cc_circular_slider_get_line_width (slider), ==, 20);
  g_assert_cmpfloat (cc_circular_slider_get_end_angle (slider), ==, -2 * G_PI);

  cc_circular_slider_set_value (slider, 90.4);  /* snapped to the step grid */
  g_assert_cmpfloat (cc_circular_slider_get_value (slider), ==, 90);
  cc_circular_slider_set_minimum_value (slider, 10);
  cc_circular_slider_set_maximum_value (slider, 100);
  g_assert_cmpfloat (cc_circular_slider_get_minimum_value (slider), ==, 10);
  g_assert_cmpfloat (cc_circular_slider_get_maximum_value (slider), ==, 100);
  cc_circular_slider_set_default_value (slider, 50);
  g_assert_cmpfloat (cc_circular_slider_get_default_value (slider), ==, 50);
  cc_circular_slider_set_start_angle (slider, 1);
  g_assert_cmpfloat (cc_circular_slider_get_start_angle (slider), ==, 1);
  cc_circular_slider_set_end_angle (slider, -1);
  g_assert_cmpfloat (cc_circular_slider_get_end_angle (slider), ==, -1);
  cc_circular_slider_set_continuous (slider, FALSE);
  g_assert_false (cc_circular_slider_get_continuous (slider));
  cc_circular_slider_set_step (slider, 5);
  cc_circular_slider_set_page (slider, 30);
  g_assert_cmpfloat (cc_circular_slider_get_step (slider), ==, 5);
  g_assert_cmpfloat (cc_circular_slider_get_page (slider), ==, 30);
  cc_circular_slider_set_digits (slider, 3);
  g_assert_cmpint (cc_circular_slider_get_digits (slider), ==, 3);
  cc_circular_slider_set_wraps (slider, TRUE);
  g_assert_true (cc_circular_slider_get_wraps (slider));
  cc_circular_slider_set_gradient_start_color (slider, &green);
  cc_circular_slider_set_gradient_end_color (slider, &green);
  cc_circular_slider_set_tint_color (slider, &green);
  g_assert_true (gdk_rgba_equal (cc_circular_slider_get_gradient_start_color (slider), &green));
  g_assert_true (gdk_rgba_equal (cc_circular_slider_get_gradient_end_color (slider), &green));
  g_assert_true (gdk_rgba_equal (cc_circular_slider_get_tint_color (slider), &green));
  cc_circular_slider_set_line_width (slider, 12);
  g_assert_cmpfloat (cc_circular_slider_get_line_width (slider), ==, 12);
  cc_circular_slider_set_show_value (slider, FALSE);
  g_assert_false (cc_circular_slider_get_show_value (slider));
  cc_circular_slider_set_editable (slider, TRUE);
  g_assert_true (cc_circular_slider_get_editable (slider));
  g_assert_true (cc_circular_slider_get_adjustment (slider) == gtk_range_get_adjustment (GTK_RANGE (slider)));

  release_and_check_finalized (slider);
}

/* ---- Colours: a second colour, and back to the first ---- */

/* Sets the colour property `name` of `control` to A, B, A, NULL and B in turn, through its
 * setter and its GObject property, and reads each back through the getter and the property:
 * a getter that kept the first colour it handed out, or a setter that took only the first
 * colour, shows here. One notify per change; the getter's pointer stays while the colour does. */
#define CHECK_COLOR_SEQUENCE(control, name, getter, setter) \
  G_STMT_START { \
    GdkRGBA a = { 0.8, 0.1, 0.1, 1 }, b = { 0.1, 0.4, 0.8, 0.5 }; \
    const GdkRGBA *sequence[] = { &a, &b, &a, NULL, &b }; \
    int notifies = 0; \
    gulong handler = g_signal_connect_swapped (control, "notify::" name, G_CALLBACK (g_atomic_int_inc), &notifies); \
    for (guint step = 0; step < 2 * G_N_ELEMENTS (sequence); step++) \
      { \
        const GdkRGBA *want = sequence[step % G_N_ELEMENTS (sequence)]; \
        GdkRGBA *through_property = NULL; \
        const GdkRGBA *got; \
        if (step < G_N_ELEMENTS (sequence)) \
          setter (control, want); \
        else \
          g_object_set (control, name, want, NULL); \
        got = getter (control); \
        g_object_get (control, name, &through_property, NULL); \
        if (want == NULL) \
          { \
            g_assert_null (got); \
            g_assert_null (through_property); \
          } \
        else \
          { \
            g_assert_nonnull (got); \
            g_assert_true (gdk_rgba_equal (got, want)); \
            g_assert_true (gdk_rgba_equal (through_property, want)); \
            g_assert_true (getter (control) == got);  /* kept while the colour stays */ \
            gdk_rgba_free (through_property); \
          } \
        g_assert_cmpint (notifies, ==, (int) step + 1); \
      } \
    g_signal_handler_disconnect (control, handler); \
  } G_STMT_END

static void
test_colors_second_and_back (void)
{
  CcKnob *knob = own (cc_knob_new ());
  CcRangeSlider *range = own (cc_range_slider_new ());
  CcCircularSlider *circular = own (cc_circular_slider_new ());

  CHECK_COLOR_SEQUENCE (knob, "tint-color", cc_knob_get_tint_color, cc_knob_set_tint_color);
  CHECK_COLOR_SEQUENCE (range, "tint-color", cc_range_slider_get_tint_color, cc_range_slider_set_tint_color);
  CHECK_COLOR_SEQUENCE (range, "track-color", cc_range_slider_get_track_color, cc_range_slider_set_track_color);
  CHECK_COLOR_SEQUENCE (range, "track-highlight-color", cc_range_slider_get_track_highlight_color,
                        cc_range_slider_set_track_highlight_color);
  CHECK_COLOR_SEQUENCE (range, "thumb-color", cc_range_slider_get_thumb_color, cc_range_slider_set_thumb_color);
  CHECK_COLOR_SEQUENCE (circular, "tint-color", cc_circular_slider_get_tint_color, cc_circular_slider_set_tint_color);
  CHECK_COLOR_SEQUENCE (circular, "gradient-start-color", cc_circular_slider_get_gradient_start_color,
                        cc_circular_slider_set_gradient_start_color);
  CHECK_COLOR_SEQUENCE (circular, "gradient-end-color", cc_circular_slider_get_gradient_end_color,
                        cc_circular_slider_set_gradient_end_color);

  /* Each colour property of a control is its own: four different colours read back four. */
  {
    GdkRGBA colors[4] = { { 1, 0, 0, 1 }, { 0, 1, 0, 1 }, { 0, 0, 1, 1 }, { 1, 1, 0, 1 } };
    for (int round = 0; round < 2; round++)
      {
        cc_range_slider_set_tint_color (range, &colors[(0 + round) % 4]);
        cc_range_slider_set_track_color (range, &colors[(1 + round) % 4]);
        cc_range_slider_set_track_highlight_color (range, &colors[(2 + round) % 4]);
        cc_range_slider_set_thumb_color (range, &colors[(3 + round) % 4]);
        g_assert_true (gdk_rgba_equal (cc_range_slider_get_tint_color (range), &colors[(0 + round) % 4]));
        g_assert_true (gdk_rgba_equal (cc_range_slider_get_track_color (range), &colors[(1 + round) % 4]));
        g_assert_true (gdk_rgba_equal (cc_range_slider_get_track_highlight_color (range), &colors[(2 + round) % 4]));
        g_assert_true (gdk_rgba_equal (cc_range_slider_get_thumb_color (range), &colors[(3 + round) % 4]));
      }
  }

  release_and_check_finalized (circular);
  release_and_check_finalized (range);
  release_and_check_finalized (knob);
}

/* ---- Bad input: GLib's warnings and criticals, never a crash ---- */

static void
test_bad_input (void)
{
  CcKnob *knob = own (cc_knob_new ());
  GtkWidget *button = g_object_ref_sink (gtk_button_new ());

  g_test_expect_message ("CustomControls", G_LOG_LEVEL_WARNING,
                         "CcKnob: invalid value nan for property 'value': not a finite number");
  cc_knob_set_value (knob, NAN);
  g_test_assert_expected_messages ();
  g_assert_cmpfloat (cc_knob_get_value (knob), ==, 0);

  g_test_expect_message ("CustomControls", G_LOG_LEVEL_WARNING, "CcKnob: invalid value inf for property 'line-width'*");
  cc_knob_set_line_width (knob, INFINITY);
  g_test_assert_expected_messages ();

  g_test_expect_message ("CustomControls", G_LOG_LEVEL_CRITICAL, "cc_knob_set_value: assertion 'CC_IS_KNOB (self)' failed");
  cc_knob_set_value ((CcKnob *) button, 1);
  g_test_assert_expected_messages ();

  g_test_expect_message ("CustomControls", G_LOG_LEVEL_CRITICAL, "cc_knob_get_value: assertion 'CC_IS_KNOB (self)' failed");
  g_assert_cmpfloat (cc_knob_get_value (NULL), ==, 0);
  g_test_assert_expected_messages ();

  /* Memory that is no instance at all: its first word is compared, never followed. */
  {
    GdkRGBA not_an_instance = { 0.5, 0.25, 0.125, 1 };

    g_test_expect_message ("CustomControls", G_LOG_LEVEL_CRITICAL, "cc_knob_set_value: assertion 'CC_IS_KNOB (self)' failed");
    cc_knob_set_value ((CcKnob *) &not_an_instance, 1);
    g_test_assert_expected_messages ();
    g_assert_cmpfloat (not_an_instance.red, ==, 0.5);
  }

  g_test_expect_message ("CustomControls", G_LOG_LEVEL_CRITICAL,
                         "cc_circular_slider_set_value: assertion 'CC_IS_CIRCULAR_SLIDER (self)' failed");
  cc_circular_slider_set_value ((CcCircularSlider *) knob, 1);  /* a knob is no circular slider */
  g_test_assert_expected_messages ();

  g_test_expect_message ("CustomControls", G_LOG_LEVEL_CRITICAL,
                         "cc_range_slider_set_values: assertion 'CC_IS_RANGE_SLIDER (self)' failed");
  cc_range_slider_set_values (NULL, 0, 1);
  g_test_assert_expected_messages ();

  g_test_expect_message ("CustomControls", G_LOG_LEVEL_CRITICAL,
                         "cc_knob_set_drag_mode: assertion 'drag_mode <= CC_KNOB_DRAG_MODE_HORIZONTAL' failed");
  cc_knob_set_drag_mode (knob, (CcKnobDragMode) 7);
  g_test_assert_expected_messages ();
  g_assert_cmpint (cc_knob_get_drag_mode (knob), ==, CC_KNOB_DRAG_MODE_ROTARY);

  g_test_expect_message ("CustomControls", G_LOG_LEVEL_CRITICAL,
                         "cc_set_inherited_tint: assertion 'GTK_IS_WIDGET (container)' failed");
  cc_set_inherited_tint (NULL, NULL);
  g_test_assert_expected_messages ();

  g_object_unref (button);
  release_and_check_finalized (knob);
}

/* ---- Signals ---- */

/* A 20 Hz – 20 kHz knob on a logarithmic scale, dragged over half its drag distance, reads
 * the geometric mean (about 632); values stay in value units. A skewed scale whose mid value
 * leaves the range warns once, when the main loop is idle, and behaves linearly. */
static void
test_value_scale (void)
{
  GtkWidget *knob = cc_knob_new ();
  GtkWidget *window;
  GtkGesture *gesture;

  cc_knob_set_value_scale (CC_KNOB (knob), CC_VALUE_SCALE_LOGARITHMIC);  /* before the range: no warning */
  cc_knob_set_maximum_value (CC_KNOB (knob), 20000);
  cc_knob_set_minimum_value (CC_KNOB (knob), 20);
  cc_knob_set_drag_mode (CC_KNOB (knob), CC_KNOB_DRAG_MODE_VERTICAL);
  window = host (knob, 200, 200);
  gesture = drag_gesture (knob);
  g_assert_cmpint (cc_knob_get_value_scale (CC_KNOB (knob)), ==, CC_VALUE_SCALE_LOGARITHMIC);
  g_signal_emit_by_name (gesture, "drag-begin", 100.0, 100.0);
  g_signal_emit_by_name (gesture, "drag-update", 0.0, -100.0);  /* half of drag-distance 200 */
  g_signal_emit_by_name (gesture, "drag-end", 0.0, -100.0);
  g_assert_cmpfloat_with_epsilon (cc_knob_get_value (CC_KNOB (knob)), sqrt (20.0 * 20000.0), 1e-6);

  cc_knob_set_skew_mid_value (CC_KNOB (knob), 30000);
  cc_knob_set_value_scale (CC_KNOB (knob), CC_VALUE_SCALE_SKEWED);
  g_test_expect_message ("CustomControls", G_LOG_LEVEL_WARNING, "CcKnob: skew-mid-value 30000.0 is not strictly inside*");
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_test_assert_expected_messages ();
  g_assert_cmpfloat (cc_knob_get_skew_mid_value (CC_KNOB (knob)), ==, 30000);
  g_assert_cmpint (cc_knob_get_value_scale (CC_KNOB (knob)), ==, CC_VALUE_SCALE_SKEWED);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_value_changed_once_per_change (void)
{
  CcKnob *knob = own (cc_knob_new ());
  CcCircularSlider *circular = own (cc_circular_slider_new ());
  int knob_changes = 0, circular_changes = 0;

  count_signal (knob, "value-changed", &knob_changes);
  count_signal (circular, "value-changed", &circular_changes);
  cc_knob_set_value (knob, 0.5);
  cc_knob_set_value (knob, 0.5);
  cc_knob_set_value_animated (knob, 0.75);
  g_object_set (knob, "value", 0.25, NULL);
  cc_knob_set_maximum_value (knob, 0.1);  /* clamps the value: a change */
  g_assert_cmpint (knob_changes, ==, 4);
  cc_circular_slider_set_value (circular, 10);
  cc_circular_slider_set_value_animated (circular, 20);
  cc_circular_slider_set_value (circular, 20);
  g_assert_cmpint (circular_changes, ==, 2);

  release_and_check_finalized (knob);
  release_and_check_finalized (circular);
}

/* A vertical drag through the control's own GtkGestureDrag: the knob moves a quarter of its
 * range per 50 px up (drag-distance 200). Continuous: value-changed per change; otherwise
 * once, at the end. drag-begin and drag-end frame the drag. */
static void
drag_knob (gboolean continuous)
{
  GtkWidget *knob = cc_knob_new ();
  GtkWidget *window = host (knob, 200, 200);
  GtkGesture *gesture = drag_gesture (knob);
  int changes = 0, begins = 0, ends = 0;

  cc_knob_set_drag_mode (CC_KNOB (knob), CC_KNOB_DRAG_MODE_VERTICAL);
  cc_knob_set_continuous (CC_KNOB (knob), continuous);
  count_signal (knob, "value-changed", &changes);
  count_signal (knob, "drag-begin", &begins);
  count_signal (knob, "drag-end", &ends);

  g_signal_emit_by_name (gesture, "drag-begin", 100.0, 100.0);
  g_assert_cmpint (begins, ==, 1);
  g_signal_emit_by_name (gesture, "drag-update", 0.0, -50.0);
  g_assert_cmpfloat_with_epsilon (cc_knob_get_value (CC_KNOB (knob)), 0.25, 1e-9);
  g_signal_emit_by_name (gesture, "drag-update", 0.0, -100.0);
  g_assert_cmpfloat_with_epsilon (cc_knob_get_value (CC_KNOB (knob)), 0.5, 1e-9);
  g_assert_cmpint (changes, ==, continuous ? 2 : 0);
  g_signal_emit_by_name (gesture, "drag-end", 0.0, -100.0);
  g_assert_cmpint (changes, ==, continuous ? 2 : 1);
  g_assert_cmpint (ends, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_drag_continuous (void)
{
  drag_knob (TRUE);
}

static void
test_drag_not_continuous (void)
{
  drag_knob (FALSE);
}

/* ---- Marks ---- */

/* The range slider's marks from C: a labelled mark asks for room beside the track, a bad one
 * warns once, and with snap-to-marks a thumb dragged through real gesture signals sticks at a
 * tick-only mark for 8 px of pointer travel, then leaves it without a jump. */
static void
test_range_slider_marks (void)
{
  GtkWidget *slider = cc_range_slider_new ();
  CcRangeSlider *range = CC_RANGE_SLIDER (slider);
  int bare, labelled, unused, changes = 0;
  GtkWidget *window;
  GtkGesture *gesture;
  double width, height, side, travel, press;

  gtk_widget_measure (slider, GTK_ORIENTATION_VERTICAL, -1, &unused, &bare, NULL, NULL);
  cc_range_slider_add_mark (range, 0.25, GTK_POS_BOTTOM, "<b>¼</b>");
  gtk_widget_measure (slider, GTK_ORIENTATION_VERTICAL, -1, &unused, &labelled, NULL, NULL);
  g_assert_cmpint (labelled, >, bare + 8);
  g_test_expect_message ("CustomControls", G_LOG_LEVEL_WARNING, "CcRangeSlider: mark at 2.0 ignored*");
  cc_range_slider_add_mark (range, 2, GTK_POS_TOP, "far");
  g_test_assert_expected_messages ();
  cc_range_slider_clear_marks (range);
  gtk_widget_measure (slider, GTK_ORIENTATION_VERTICAL, -1, &unused, &labelled, NULL, NULL);
  g_assert_cmpint (labelled, ==, bare);

  cc_range_slider_add_mark (range, 0.5, GTK_POS_TOP, NULL);  /* a tick only: no room taken */
  cc_range_slider_set_snap_to_marks (range, TRUE);
  cc_range_slider_set_values (range, 0.3, 0.9);
  window = host (slider, 300, 30);
  gesture = drag_gesture (slider);
  count_signal (slider, "value-changed", &changes);
  width = gtk_widget_get_width (slider), height = gtk_widget_get_height (slider);
  side = MIN (width, height), travel = width - side;
  press = side / 2 + 0.3 * travel;
  g_signal_emit_by_name (gesture, "drag-begin", press, height / 2);
  g_signal_emit_by_name (gesture, "drag-update", 0.2 * travel + 2, 0.0);
  g_assert_cmpfloat (cc_range_slider_get_lower_value (range), ==, 0.5);
  g_signal_emit_by_name (gesture, "drag-update", 0.2 * travel + 10, 0.0);
  g_assert_cmpfloat (cc_range_slider_get_lower_value (range), ==, 0.5);
  g_signal_emit_by_name (gesture, "drag-update", 0.2 * travel + 16, 0.0);
  g_assert_cmpfloat_with_epsilon (cc_range_slider_get_lower_value (range), 0.5 + 6 / travel, 1e-9);
  g_signal_emit_by_name (gesture, "drag-end", 0.2 * travel + 16, 0.0);
  g_assert_cmpint (changes, ==, 2);
  g_assert_cmpfloat (cc_range_slider_get_upper_value (range), ==, 0.9);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- Format function ---- */

static char *
format_percent (GtkWidget *control G_GNUC_UNUSED, double value, gpointer user_data)
{
  g_atomic_int_inc ((int *) user_data);
  return g_strdup_printf ("%d %%", (int) round (value * 100));
}

static void
count_destroy (gpointer user_data)
{
  g_atomic_int_inc ((int *) user_data + 1);
}

static void
test_format_value_func (void)
{
  GtkWidget *knob = cc_knob_new ();
  GtkWidget *window;
  int counts[2] = { 0, 0 };  /* calls, destroy notifies */

  cc_knob_set_show_value (CC_KNOB (knob), TRUE);
  cc_knob_set_format_value_func (CC_KNOB (knob), format_percent, counts, count_destroy);
  window = host (knob, 120, 120);
  cc_knob_set_value (CC_KNOB (knob), 0.42);  /* the accessible value text asks at once */
  g_assert_cmpint (counts[0], >, 0);
  g_assert_cmpint (counts[1], ==, 0);
  cc_knob_set_format_value_func (CC_KNOB (knob), NULL, NULL, NULL);
  g_assert_cmpint (counts[1], ==, 1);  /* the old data is released when replaced */
  cc_knob_set_format_value_func (CC_KNOB (knob), format_percent, counts, count_destroy);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_cmpint (counts[1], ==, 2);  /* and when the knob goes */
}

/* ---- GtkBuilder ---- */

static void
test_builder (void)
{
  const char *ui =
    "<interface>"
    "  <object class='GtkBox' id='box'>"
    "    <child><object class='CcKnob' id='knob'>"
    "      <property name='minimum-value'>-24</property>"
    "      <property name='maximum-value'>24</property>"
    "      <property name='value'>6</property>"
    "      <property name='drag-mode'>vertical</property>"
    "      <property name='tint-color'>#e01b24</property>"
    "    </object></child>"
    "    <child><object class='CcRangeSlider' id='range'>"
    "      <property name='orientation'>vertical</property>"
    "      <property name='lower-value'>0.3</property>"
    "      <property name='snap-to-marks'>true</property>"
    "      <marks><mark value='0.5' position='right'>half</mark></marks>"
    "    </object></child>"
    "    <child><object class='CcCircularSlider' id='circular'>"
    "      <property name='value'>270</property>"
    "      <property name='wraps'>true</property>"
    "    </object></child>"
    "  </object>"
    "</interface>";
  GtkBuilder *builder = gtk_builder_new_from_string (ui, -1);
  CcKnob *knob = CC_KNOB (gtk_builder_get_object (builder, "knob"));
  CcRangeSlider *range = CC_RANGE_SLIDER (gtk_builder_get_object (builder, "range"));
  CcCircularSlider *circular = CC_CIRCULAR_SLIDER (gtk_builder_get_object (builder, "circular"));
  const GdkRGBA *tint = cc_knob_get_tint_color (knob);
  GdkRGBA red;

  gdk_rgba_parse (&red, "#e01b24");
  g_assert_cmpfloat (cc_knob_get_value (knob), ==, 6);
  g_assert_cmpfloat (cc_knob_get_minimum_value (knob), ==, -24);
  g_assert_cmpint (cc_knob_get_drag_mode (knob), ==, CC_KNOB_DRAG_MODE_VERTICAL);
  g_assert_true (gdk_rgba_equal (tint, &red));
  g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (range)), ==, GTK_ORIENTATION_VERTICAL);
  g_assert_cmpfloat (cc_range_slider_get_lower_value (range), ==, 0.3);
  g_assert_true (cc_range_slider_get_snap_to_marks (range));
  g_assert_cmpfloat (cc_circular_slider_get_value (circular), ==, 270);
  g_assert_true (cc_circular_slider_get_wraps (circular));
  g_object_unref (builder);
}

static void
test_inherited_tint (void)
{
  GtkWidget *box = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0));
  GtkWidget *knob = cc_knob_new ();
  GdkRGBA orange;

  gdk_rgba_parse (&orange, "#e66100");
  gtk_box_append (GTK_BOX (box), knob);
  cc_set_inherited_tint (box, &orange);
  g_assert_null (cc_knob_get_tint_color (CC_KNOB (knob)));  /* inherited, not its own */
  cc_set_inherited_tint (box, NULL);
  g_object_unref (box);
}

/* ---- Typed values: the input signal ---- */

static GtkWidget *
entry_child (GtkWidget *control)
{
  for (GtkWidget *child = gtk_widget_get_first_child (control); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_ENTRY (child))
      return child;
  g_assert_not_reached ();
}

/* GtkSpinButton's handler shape: reads the text, answers TRUE with a value, GTK_INPUT_ERROR,
 * or FALSE to leave the text to the default parser. */
static gint
parse_gain (CcKnob *knob, gdouble *new_value, int *calls)
{
  const char *text = cc_knob_get_input_text (knob);

  (*calls)++;
  g_assert_nonnull (text);
  if (g_str_equal (text, "unity"))
    {
      *new_value = 0.5;
      return TRUE;
    }
  return g_str_equal (text, "max") ? GTK_INPUT_ERROR : FALSE;
}

static void
test_input (void)
{
  GtkWidget *knob = cc_knob_new ();
  GtkWidget *window = host (knob, 120, 120);
  GtkWidget *entry;
  int calls = 0;

  cc_knob_set_minimum_value (CC_KNOB (knob), -60);
  cc_knob_set_maximum_value (CC_KNOB (knob), 12);
  cc_knob_set_editable (CC_KNOB (knob), TRUE);
  entry = entry_child (knob);
  g_signal_connect (knob, "input", G_CALLBACK (parse_gain), &calls);

  gtk_editable_set_text (GTK_EDITABLE (entry), "unity");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpfloat (cc_knob_get_value (CC_KNOB (knob)), ==, 0.5);

  gtk_editable_set_text (GTK_EDITABLE (entry), "max");  /* refused: kept, with the error style */
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpfloat (cc_knob_get_value (CC_KNOB (knob)), ==, 0.5);
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "max");

  gtk_editable_set_text (GTK_EDITABLE (entry), "-6 dB");  /* FALSE: the default reads it */
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpfloat (cc_knob_get_value (CC_KNOB (knob)), ==, -6);
  g_assert_false (gtk_widget_has_css_class (entry, "error"));

  gtk_editable_set_text (GTK_EDITABLE (entry), "40");  /* out of range: clamped */
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpfloat (cc_knob_get_value (CC_KNOB (knob)), ==, 12);
  g_assert_cmpint (calls, ==, 4);
  g_assert_null (cc_knob_get_input_text (CC_KNOB (knob)));  /* only during the emission */
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The popover entry of a two-value control (the circular range slider, the XY pad), opened as
 * Enter on its focused first or second handle opens it (the key through the control's key
 * controller, where the handle's key goes). */
static GtkWidget *
open_handle_entry (GtkWidget *control, gboolean second)
{
  GtkWidget *handles[2] = { NULL, NULL };
  GListModel *controllers;
  gboolean handled = FALSE;
  int found = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (control); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (g_str_equal (gtk_widget_get_css_name (child), "slider") && found < 2)  /* a GtkRange on GTK 4.8 only */
      handles[found++] = child;
  g_assert_cmpint (found, ==, 2);
  g_assert_true (gtk_widget_grab_focus (handles[second ? 1 : 0]));
  controllers = gtk_widget_observe_controllers (control);
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      GObject *controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_Return, 0, 0, &handled);
      g_object_unref (controller);
    }
  g_object_unref (controllers);
  g_assert_true (handled);
  for (GtkWidget *child = gtk_widget_get_first_child (control); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      {
        g_assert_true (gtk_widget_get_visible (child));
        return gtk_popover_get_child (GTK_POPOVER (child));
      }
  g_assert_not_reached ();
}

static gint
parse_hour (CcCircularRangeSlider *ring, gdouble *new_value, int *calls)
{
  const char *text = cc_circular_range_slider_get_input_text (ring);

  (*calls)++;
  g_assert_nonnull (text);
  if (g_str_equal (text, "noon"))
    {
      *new_value = 12;
      return TRUE;
    }
  return g_str_equal (text, "never") ? GTK_INPUT_ERROR : FALSE;
}

/* The ring's input signal for either handle: a handler's number, its refusal, the default
 * parser; a typed value wraps round the end of a ring that wraps. */
static void
test_circular_range_slider_input (void)
{
  GtkWidget *widget = cc_circular_range_slider_new ();
  GtkWidget *window = host (widget, 200, 200);
  CcCircularRangeSlider *ring = CC_CIRCULAR_RANGE_SLIDER (widget);
  GtkWidget *entry;
  int calls = 0, changes = 0;

  cc_circular_range_slider_set_maximum_value (ring, 24);
  cc_circular_range_slider_set_values (ring, 22, 6);
  cc_circular_range_slider_set_wraps (ring, TRUE);
  cc_circular_range_slider_set_editable (ring, TRUE);
  g_signal_connect (ring, "input", G_CALLBACK (parse_hour), &calls);
  count_signal (ring, "value-changed", &changes);

  entry = open_handle_entry (widget, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (entry), "noon");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpfloat (cc_circular_range_slider_get_upper_value (ring), ==, 12);
  g_assert_cmpfloat (cc_circular_range_slider_get_lower_value (ring), ==, 22);

  entry = open_handle_entry (widget, FALSE);
  gtk_editable_set_text (GTK_EDITABLE (entry), "never");  /* refused: kept, with the error style */
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpfloat (cc_circular_range_slider_get_lower_value (ring), ==, 22);
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "never");

  gtk_editable_set_text (GTK_EDITABLE (entry), "23 h");  /* FALSE: the default reads it */
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpfloat (cc_circular_range_slider_get_lower_value (ring), ==, 23);
  g_assert_false (gtk_widget_has_css_class (entry, "error"));

  entry = open_handle_entry (widget, FALSE);
  gtk_editable_set_text (GTK_EDITABLE (entry), "26");  /* past the end: round to 2 */
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpfloat (cc_circular_range_slider_get_lower_value (ring), ==, 2);
  g_assert_cmpfloat (cc_circular_range_slider_get_upper_value (ring), ==, 12);
  g_assert_cmpint (calls, ==, 4);
  g_assert_cmpint (changes, ==, 3);
  g_assert_null (cc_circular_range_slider_get_input_text (ring));  /* only during the emission */
  gtk_window_destroy (GTK_WINDOW (window));
}

static gint
parse_half (CcXYPad *pad, gdouble *new_value, int *calls)
{
  const char *text = cc_xy_pad_get_input_text (pad);

  (*calls)++;
  g_assert_nonnull (text);
  if (g_str_equal (text, "half"))
    {
      *new_value = 50;
      return TRUE;
    }
  return g_str_equal (text, "never") ? GTK_INPUT_ERROR : FALSE;
}

/* The pad's input signal for x and for y: a handler's number, its refusal, the default
 * parser; a typed value is clamped into its own axis's bounds and moves that axis alone. */
static void
test_xy_pad_input (void)
{
  GtkWidget *widget = cc_xy_pad_new ();
  GtkWidget *window = host (widget, 200, 200);
  CcXYPad *pad = CC_XY_PAD (widget);
  GtkWidget *entry;
  int calls = 0, changes = 0;

  cc_xy_pad_set_x_maximum (pad, 100);
  cc_xy_pad_set_y_maximum (pad, 10);
  cc_xy_pad_set_values (pad, 20, 5);
  cc_xy_pad_set_editable (pad, TRUE);
  g_signal_connect (pad, "input", G_CALLBACK (parse_half), &calls);
  count_signal (pad, "value-changed", &changes);

  entry = open_handle_entry (widget, FALSE);  /* x */
  gtk_editable_set_text (GTK_EDITABLE (entry), "half");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpfloat (cc_xy_pad_get_x_value (pad), ==, 50);
  g_assert_cmpfloat (cc_xy_pad_get_y_value (pad), ==, 5);

  entry = open_handle_entry (widget, TRUE);  /* y */
  gtk_editable_set_text (GTK_EDITABLE (entry), "never");  /* refused: kept, with the error style */
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpfloat (cc_xy_pad_get_y_value (pad), ==, 5);
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "never");

  gtk_editable_set_text (GTK_EDITABLE (entry), "7.5");  /* FALSE: the default reads it */
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpfloat (cc_xy_pad_get_y_value (pad), ==, 7.5);
  g_assert_false (gtk_widget_has_css_class (entry, "error"));

  entry = open_handle_entry (widget, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (entry), "40");  /* past y's maximum: clamped */
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpfloat (cc_xy_pad_get_y_value (pad), ==, 10);
  g_assert_cmpfloat (cc_xy_pad_get_x_value (pad), ==, 50);
  g_assert_cmpint (calls, ==, 4);
  g_assert_cmpint (changes, ==, 3);
  g_assert_null (cc_xy_pad_get_input_text (pad));  /* only during the emission */
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Two values on a ring: the range across the end, its length, one signal per change, the
 * bounds clamping, the minimum distance held below the ring, no value-scale. */
static void
test_circular_range_slider (void)
{
  CcCircularRangeSlider *ring = own (cc_circular_range_slider_new ());
  int changes = 0;

  g_assert_true (CC_IS_CIRCULAR_RANGE_SLIDER (ring));
  g_assert_true (g_type_is_a (CC_TYPE_CIRCULAR_RANGE_SLIDER, GTK_TYPE_WIDGET));
  g_assert_null (g_object_class_find_property (G_OBJECT_GET_CLASS (ring), "value-scale"));
  g_assert_cmpfloat (cc_circular_range_slider_get_maximum_value (ring), ==, 360);
  g_assert_cmpfloat (cc_circular_range_slider_get_upper_value (ring), ==, 90);
  count_signal (ring, "value-changed", &changes);
  cc_circular_range_slider_set_values (ring, 330, 30);
  cc_circular_range_slider_set_values (ring, 330, 30);
  g_assert_cmpint (changes, ==, 1);
  g_assert_cmpfloat (cc_circular_range_slider_get_length (ring), ==, 60);
  cc_circular_range_slider_set_maximum_value (ring, 24);
  cc_circular_range_slider_set_step (ring, 0.25);
  cc_circular_range_slider_set_values (ring, 22.1, 6);
  g_assert_cmpfloat (cc_circular_range_slider_get_lower_value (ring), ==, 22);
  g_assert_cmpfloat (cc_circular_range_slider_get_length (ring), ==, 8);
  cc_circular_range_slider_set_minimum_distance (ring, 1000);
  g_assert_cmpfloat (cc_circular_range_slider_get_length (ring), ==, 23.75);
  cc_circular_range_slider_set_upper_value (ring, 100);
  g_assert_cmpfloat (cc_circular_range_slider_get_upper_value (ring), ==, 24);
  cc_circular_range_slider_set_wraps (ring, TRUE);
  g_assert_true (cc_circular_range_slider_get_wraps (ring));
  cc_circular_range_slider_add_mark (ring, 6, GTK_POS_TOP, "6");
  cc_circular_range_slider_clear_marks (ring);
  release_and_check_finalized (ring);
}

/* Two values on two axes: the defaults, both values as one change, each axis clamping into
 * its own bounds, an adjustment per axis (the other axis's refused), grid lines naming their
 * axis by their edge, the tint, no value-scale. */
static void
test_xy_pad (void)
{
  CcXYPad *pad = own (cc_xy_pad_new ());
  GtkAdjustment *adjustment;
  int changes = 0, x_notifies = 0, y_notifies = 0;

  g_assert_true (CC_IS_XY_PAD (pad));
  g_assert_true (g_type_is_a (CC_TYPE_XY_PAD, GTK_TYPE_WIDGET));
  g_assert_null (g_object_class_find_property (G_OBJECT_GET_CLASS (pad), "value-scale"));
  g_assert_null (g_object_class_find_property (G_OBJECT_GET_CLASS (pad), "skew-mid-value"));
  g_assert_cmpfloat (cc_xy_pad_get_x_value (pad), ==, 0.5);
  g_assert_cmpfloat (cc_xy_pad_get_y_value (pad), ==, 0.5);
  g_assert_cmpfloat (cc_xy_pad_get_x_maximum (pad), ==, 1);
  g_assert_cmpfloat (cc_xy_pad_get_y_minimum (pad), ==, 0);
  g_assert_cmpfloat (cc_xy_pad_get_default_x (pad), ==, 0.5);
  g_assert_cmpint (cc_xy_pad_get_digits (pad), ==, 2);
  g_assert_true (cc_xy_pad_get_show_crosshair (pad));
  g_assert_null (cc_xy_pad_get_tint_color (pad));

  count_signal (pad, "value-changed", &changes);
  count_signal (pad, "notify::x-value", &x_notifies);
  count_signal (pad, "notify::y-value", &y_notifies);
  cc_xy_pad_set_values (pad, 0.25, 0.75);  /* one change, one notify of each */
  cc_xy_pad_set_values (pad, 0.25, 0.75);
  g_assert_cmpint (changes, ==, 1);
  g_assert_cmpint (x_notifies, ==, 1);
  g_assert_cmpint (y_notifies, ==, 1);
  cc_xy_pad_set_x_value (pad, 5);  /* clamped into x's bounds */
  g_assert_cmpfloat (cc_xy_pad_get_x_value (pad), ==, 1);
  cc_xy_pad_set_y_maximum (pad, 100);
  cc_xy_pad_set_y_value (pad, 5);  /* y has bounds of its own */
  g_assert_cmpfloat (cc_xy_pad_get_y_value (pad), ==, 5);
  g_assert_cmpfloat (cc_xy_pad_get_x_maximum (pad), ==, 1);
  cc_xy_pad_set_x_minimum (pad, 2);  /* above the maximum: moves it up, and x with it */
  g_assert_cmpfloat (cc_xy_pad_get_x_maximum (pad), ==, 2);
  g_assert_cmpfloat (cc_xy_pad_get_x_value (pad), ==, 2);
  cc_xy_pad_set_x_minimum (pad, 0);
  cc_xy_pad_set_y_minimum (pad, -100);
  g_assert_cmpfloat (cc_xy_pad_get_y_minimum (pad), ==, -100);
  cc_xy_pad_set_default_x (pad, 0.2);
  cc_xy_pad_set_default_y (pad, 0.9);
  g_assert_cmpfloat (cc_xy_pad_get_default_x (pad), ==, 0.2);
  g_assert_cmpfloat (cc_xy_pad_get_default_y (pad), ==, 0.9);
  cc_xy_pad_set_show_crosshair (pad, FALSE);
  g_assert_false (cc_xy_pad_get_show_crosshair (pad));
  cc_xy_pad_set_step (pad, 0.5);
  g_assert_cmpfloat (cc_xy_pad_get_step (pad), ==, 0.5);
  cc_xy_pad_set_snap_to_marks (pad, TRUE);
  g_assert_true (cc_xy_pad_get_snap_to_marks (pad));
  CHECK_COLOR_SEQUENCE (pad, "tint-color", cc_xy_pad_get_tint_color, cc_xy_pad_set_tint_color);

  /* Grid lines: the top and bottom edges mark x, the left and right ones y. */
  cc_xy_pad_add_mark (pad, 1.5, GTK_POS_TOP, "<b>1.5</b>");
  cc_xy_pad_add_mark (pad, 50, GTK_POS_LEFT, NULL);
  g_test_expect_message ("CustomControls", G_LOG_LEVEL_WARNING, "CcXYPad: mark at 50.0 ignored*");
  cc_xy_pad_add_mark (pad, 50, GTK_POS_BOTTOM, "far");  /* x is 0…2 */
  g_test_assert_expected_messages ();
  g_test_expect_message ("CustomControls", G_LOG_LEVEL_WARNING, "CcXYPad: mark at nan ignored*");
  cc_xy_pad_add_mark (pad, NAN, GTK_POS_RIGHT, NULL);
  g_test_assert_expected_messages ();
  cc_xy_pad_clear_marks (pad);

  /* Each axis's adjustment holds that axis's value and bounds, and the increments. */
  adjustment = cc_xy_pad_get_y_adjustment (pad);
  g_assert_cmpfloat (gtk_adjustment_get_lower (adjustment), ==, -100);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), ==, 100);
  g_assert_cmpfloat (gtk_adjustment_get_step_increment (adjustment), ==, 0.5);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 5);
  adjustment = gtk_adjustment_new (30, 20, 80, 5, 10, 0);
  cc_xy_pad_set_x_adjustment (pad, adjustment);  /* sinks it */
  g_assert_true (cc_xy_pad_get_x_adjustment (pad) == adjustment);
  g_assert_cmpfloat (cc_xy_pad_get_x_value (pad), ==, 30);
  g_assert_cmpfloat (cc_xy_pad_get_x_minimum (pad), ==, 20);
  g_assert_cmpfloat (cc_xy_pad_get_x_maximum (pad), ==, 80);
  g_assert_cmpfloat (cc_xy_pad_get_y_maximum (pad), ==, 100);  /* the other axis keeps its own */
  gtk_adjustment_set_value (adjustment, 75);
  g_assert_cmpfloat (cc_xy_pad_get_x_value (pad), ==, 75);
  g_test_expect_message ("CustomControls", G_LOG_LEVEL_WARNING,
                         "CcXYPad: invalid value for property 'x-adjustment': it is the y axis's adjustment");
  cc_xy_pad_set_x_adjustment (pad, cc_xy_pad_get_y_adjustment (pad));
  g_test_assert_expected_messages ();
  g_assert_true (cc_xy_pad_get_x_adjustment (pad) == adjustment);
  cc_xy_pad_set_x_adjustment (pad, NULL);  /* one of the pad's own, holding x */
  g_assert_true (cc_xy_pad_get_x_adjustment (pad) != adjustment);
  g_assert_cmpfloat (gtk_adjustment_get_value (cc_xy_pad_get_x_adjustment (pad)), ==, 75);
  g_assert_cmpfloat (gtk_adjustment_get_upper (cc_xy_pad_get_x_adjustment (pad)), ==, 80);

  release_and_check_finalized (pad);
}

/* ---- The context menu and modulation ---- */

static void
learned (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter, gpointer data)
{
  g_free (*(char **) data);
  *(char **) data = g_variant_dup_string (parameter, NULL);
}

/* The controller named `name` among `widget`'s. */
static GtkEventController *
named_controller (GtkWidget *widget, const char *name)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  GtkEventController *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && found == NULL; i++)
    {
      GtkEventController *controller = g_list_model_get_item (controllers, i);
      if (g_strcmp0 (gtk_event_controller_get_name (controller), name) == 0)
        found = controller;
      g_object_unref (controller);
    }
  g_object_unref (controllers);
  g_assert_nonnull (found);
  return found;
}

/* An app's extra-menu from C: the knob holds it, the Menu key opens the menu with the app's
 * item after the knob's own, targeting the knob's name, and the app's action gets that name. */
static void
test_extra_menu (void)
{
  GtkWidget *knob = g_object_ref_sink (cc_knob_new ());
  GtkWidget *window = host (knob, 120, 120);
  GSimpleActionGroup *group = g_simple_action_group_new ();
  GSimpleAction *action = g_simple_action_new ("learn", G_VARIANT_TYPE_STRING);
  GMenu *items = g_menu_new ();
  char *learned_name = NULL;
  gboolean handled = FALSE;
  GtkWidget *menu = NULL;
  GMenuModel *app_items;
  GVariant *target;

  g_signal_connect (action, "activate", G_CALLBACK (learned), &learned_name);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
  gtk_widget_insert_action_group (window, "desk", G_ACTION_GROUP (group));
  g_menu_append (items, "MIDI Learn", "desk.learn");
  gtk_widget_set_name (knob, "gain");
  g_assert_true (cc_knob_get_show_menu (CC_KNOB (knob)));
  g_assert_null (cc_knob_get_extra_menu (CC_KNOB (knob)));
  cc_knob_set_extra_menu (CC_KNOB (knob), G_MENU_MODEL (items));
  g_object_unref (items);  /* the knob holds it */
  g_assert_true (G_IS_MENU (cc_knob_get_extra_menu (CC_KNOB (knob))));

  gtk_widget_grab_focus (knob);
  g_signal_emit_by_name (named_controller (knob, "cc-keys"), "key-pressed", GDK_KEY_Menu, 0, 0, &handled);
  g_assert_true (handled);
  for (GtkWidget *child = gtk_widget_get_first_child (knob); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER_MENU (child))
      menu = child;
  g_assert_nonnull (menu);
  g_assert_true (gtk_widget_get_visible (menu));
  app_items = g_menu_model_get_item_link (gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (menu)), 1, "section");
  g_assert_nonnull (app_items);
  target = g_menu_model_get_item_attribute_value (app_items, 0, "target", G_VARIANT_TYPE_STRING);
  g_assert_cmpstr (g_variant_get_string (target, NULL), ==, "gain");
  g_assert_true (gtk_widget_activate_action_variant (knob, "desk.learn", target));
  g_assert_cmpstr (learned_name, ==, "gain");

  /* Modulation: drawn from the value, moving no value. */
  cc_knob_set_show_modulation (CC_KNOB (knob), TRUE);
  cc_knob_set_modulation_value (CC_KNOB (knob), 0.8);
  g_assert_true (cc_knob_get_show_modulation (CC_KNOB (knob)));
  g_assert_cmpfloat (cc_knob_get_modulation_value (CC_KNOB (knob)), ==, 0.8);
  g_assert_cmpfloat (cc_knob_get_value (CC_KNOB (knob)), ==, 0);

  g_variant_unref (target);
  g_object_unref (app_items);
  g_free (learned_name);
  g_object_unref (action);
  g_object_unref (group);
  gtk_window_destroy (GTK_WINDOW (window));
  release_and_check_finalized (knob);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/capi/types", test_types);
  g_test_add_func ("/capi/knob/accessors", test_knob_accessors);
  g_test_add_func ("/capi/range-slider/accessors", test_range_slider_accessors);
  g_test_add_func ("/capi/circular-slider/accessors", test_circular_slider_accessors);
  g_test_add_func ("/capi/circular-range-slider", test_circular_range_slider);
  g_test_add_func ("/capi/xy-pad", test_xy_pad);
  g_test_add_func ("/capi/colors/second-and-back", test_colors_second_and_back);
  g_test_add_func ("/capi/bad-input", test_bad_input);
  g_test_add_func ("/capi/value-changed-once-per-change", test_value_changed_once_per_change);
  g_test_add_func ("/capi/value-scale", test_value_scale);
  g_test_add_func ("/capi/knob/drag/continuous", test_drag_continuous);
  g_test_add_func ("/capi/knob/drag/not-continuous", test_drag_not_continuous);
  g_test_add_func ("/capi/range-slider/marks", test_range_slider_marks);
  g_test_add_func ("/capi/format-value-func", test_format_value_func);
  g_test_add_func ("/capi/builder", test_builder);
  g_test_add_func ("/capi/inherited-tint", test_inherited_tint);
  g_test_add_func ("/capi/knob/input", test_input);
  g_test_add_func ("/capi/circular-range-slider/input", test_circular_range_slider_input);
  g_test_add_func ("/capi/xy-pad/input", test_xy_pad_input);
  g_test_add_func ("/capi/knob/extra-menu", test_extra_menu);

  return g_test_run ();
}
