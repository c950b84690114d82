/* Every getter and setter of the C API called wrongly, one test per accessor pair: built
 * against the installed library as capi-test.c is, and run by scripts/capi-check.sh under
 * G_DEBUG=fatal-warnings, so any warning or critical a test does not expect fails it.
 *
 * The rows come from capi-generated-cases.h, which scripts/generate-c-api.py writes from the
 * property declarations, so a new property is tested here without a line written by hand.
 * For each accessor pair:
 *
 * - `self` NULL and `self` a GtkButton: the getter and the setter each log GLib's one
 *   critical naming the function and its type check, the getter returns its zero value;
 * - then, by the argument's kind, on a control of the class:
 *   - gboolean: 2 and -1 read back as TRUE (exactly 1: C's truth, as GLib stores it), with one
 *     notification for the change from FALSE and none for a TRUE given again; 0 reads FALSE;
 *   - double: NaN, +inf and -inf each log the one warning naming the class, the property and
 *     the value, and change nothing (the property's value, no notification);
 *   - enumeration: its last member + 1 and (guint) -1 each log the setter's one critical
 *     naming the argument's check, and change nothing;
 *   - object: a GtkButton and a plain GObject where another type is wanted each log the
 *     setter's one critical, and change nothing; NULL is taken without a message;
 *   - int: one past each end of its range, and G_MININT/G_MAXINT, clamp to the range silently;
 *   - colour: a NaN component reads back as 0, components past 0 and 1 as 0 and 1.
 *
 * Every control is checked finalized at the end.
 */
#include <customcontrols.h>
#include <math.h>

typedef enum { BOOLEAN, DOUBLE, INT, COLOR, ENUMERATION, OBJECT } Kind;

typedef struct
{
  const char *class_name;        /* CcKnob */
  GType (*get_type) (void);
  const char *self_check;        /* CC_IS_KNOB (self) */
  const char *property;          /* value-scale */
  Kind kind;
  const char *getter_name, *setter_name;
  GCallback getter, setter;
  const char *argument_check;    /* value_scale <= CC_VALUE_SCALE_SKEWED, or NULL */
  int past_last;                 /* an enumeration's last member + 1 */
  GType (*object_type) (void);   /* an object argument's type */
  int minimum, maximum;          /* an int's range */
} Case;

#define CC_CASE(prefix, CClass, self_check, cname, name, KIND, ctype, argument_check, past_last, \
                object_type, minimum, maximum)                                                     \
  { #CClass, prefix##_get_type, self_check, name, KIND, #prefix "_get_" #cname, #prefix "_set_" #cname, \
    (GCallback) prefix##_get_##cname, (GCallback) prefix##_set_##cname, argument_check, past_last,  \
    object_type, minimum, maximum }

static const Case cases[] = {
#include "capi-generated-cases.h"
};

/* ---- Calling an accessor of any kind ---- */

typedef gboolean (*GetBoolean) (gpointer);
typedef void (*SetBoolean) (gpointer, gboolean);
typedef double (*GetDouble) (gpointer);
typedef void (*SetDouble) (gpointer, double);
typedef int (*GetInt) (gpointer);           /* ints and enumerations */
typedef void (*SetInt) (gpointer, int);
typedef const GdkRGBA *(*GetColor) (gpointer);
typedef void (*SetColor) (gpointer, const GdkRGBA *);
typedef gpointer (*GetObject) (gpointer);
typedef void (*SetObject) (gpointer, gpointer);

/* Calls the getter on `self` and checks it returned its kind's zero value (self is wrong). */
static void
get_nothing (const Case *c, gpointer self)
{
  switch (c->kind)
    {
    case BOOLEAN: g_assert_false (((GetBoolean) c->getter) (self)); break;
    case DOUBLE: g_assert_cmpfloat (((GetDouble) c->getter) (self), ==, 0); break;
    case INT:
    case ENUMERATION: g_assert_cmpint (((GetInt) c->getter) (self), ==, 0); break;
    case COLOR: g_assert_null (((GetColor) c->getter) (self)); break;
    case OBJECT: g_assert_null (((GetObject) c->getter) (self)); break;
    }
}

/* Calls the setter on `self` with a value its kind takes. */
static void
set_something (const Case *c, gpointer self)
{
  GdkRGBA red = { 1, 0, 0, 1 };

  switch (c->kind)
    {
    case BOOLEAN: ((SetBoolean) c->setter) (self, TRUE); break;
    case DOUBLE: ((SetDouble) c->setter) (self, 1); break;
    case INT:
    case ENUMERATION: ((SetInt) c->setter) (self, 0); break;
    case COLOR: ((SetColor) c->setter) (self, &red); break;
    case OBJECT: ((SetObject) c->setter) (self, NULL); break;
    }
}

/* ---- Checks ---- */

/* The property's value now, to compare with after a call that must change nothing. */
static GValue *
property_value (GObject *control, const char *property)
{
  GParamSpec *spec = g_object_class_find_property (G_OBJECT_GET_CLASS (control), property);
  GValue *value = g_new0 (GValue, 1);

  g_assert_nonnull (spec);
  g_value_init (value, spec->value_type);
  g_object_get_property (control, property, value);
  return value;
}

static void
expect_self_critical (const Case *c, const char *function)
{
  char *message = g_strdup_printf ("%s: assertion '%s' failed", function, c->self_check);
  g_test_expect_message ("CustomControls", G_LOG_LEVEL_CRITICAL, message);
  g_free (message);
}

static void
expect_argument_critical (const Case *c)
{
  char *message = g_strdup_printf ("%s: assertion '%s' failed", c->setter_name, c->argument_check);
  g_test_expect_message ("CustomControls", G_LOG_LEVEL_CRITICAL, message);
  g_free (message);
}

/* Notifications: of the property under test, and of any. A bad argument must cause none at
 * all; a change, exactly one of its property (others may follow it: the deprecated
 * knob-color mirrors thumb-color). */
typedef struct
{
  const char *property;
  int own, any;
} Notified;

static void
count_notify (Notified *notified, GParamSpec *spec)
{
  notified->any++;
  if (g_str_equal (spec->name, notified->property))
    notified->own++;
}

static void
reset (Notified *notified)
{
  notified->own = notified->any = 0;
}

/* After a call that had to be refused: the messages expected were logged, the property is
 * still `before` (taken by property_value, freed here), and nothing was notified. */
static void
assert_refused (const Case *c, GObject *control, const Notified *notified, GValue *before)
{
  GParamSpec *spec = g_object_class_find_property (G_OBJECT_GET_CLASS (control), c->property);
  GValue *after = property_value (control, c->property);

  g_test_assert_expected_messages ();
  g_assert_cmpint (g_param_values_cmp (spec, before, after), ==, 0);
  g_assert_cmpint (notified->any, ==, 0);
  g_value_unset (after);
  g_free (after);
  g_value_unset (before);
  g_free (before);
}

/* ---- The kinds ---- */

static void
check_boolean (const Case *c, GObject *control, Notified *notified)
{
  const gboolean truths[] = { 2, -1, G_MININT };
  gboolean read = TRUE;

  for (guint i = 0; i < G_N_ELEMENTS (truths); i++)
    {
      ((SetBoolean) c->setter) (control, FALSE);
      g_assert_cmpint (((GetBoolean) c->getter) (control), ==, FALSE);
      reset (notified);
      ((SetBoolean) c->setter) (control, truths[i]);
      g_assert_cmpint (((GetBoolean) c->getter) (control), ==, TRUE);
      g_object_get (control, c->property, &read, NULL);
      g_assert_cmpint (read, ==, TRUE);
      g_assert_cmpint (notified->own, ==, 1);
      ((SetBoolean) c->setter) (control, truths[(i + 1) % G_N_ELEMENTS (truths)]);  /* TRUE again */
      g_assert_cmpint (notified->own, ==, 1);
    }
  reset (notified);
}

static void
check_double (const Case *c, GObject *control, Notified *notified)
{
  const double values[] = { NAN, INFINITY, -INFINITY };
  const char *texts[] = { "nan", "inf", "-inf" };

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      GValue *before = property_value (control, c->property);
      char *message = g_strdup_printf ("%s: invalid value %s for property '%s': not a finite number",
                                       c->class_name, texts[i], c->property);

      g_test_expect_message ("CustomControls", G_LOG_LEVEL_WARNING, message);
      ((SetDouble) c->setter) (control, values[i]);
      assert_refused (c, control, notified, before);
      g_free (message);
    }
}

static void
check_int (const Case *c, GObject *control, Notified *notified)
{
  const int given[] = { c->maximum + 1, G_MAXINT, c->minimum - 1, G_MININT };
  const int read[] = { c->maximum, c->maximum, c->minimum, c->minimum };

  g_assert_cmpint (c->minimum, <, c->maximum);
  for (guint i = 0; i < G_N_ELEMENTS (given); i++)
    {
      int before = ((GetInt) c->getter) (control);

      reset (notified);
      ((SetInt) c->setter) (control, given[i]);
      g_assert_cmpint (((GetInt) c->getter) (control), ==, read[i]);
      g_assert_cmpint (notified->own, ==, before != read[i] ? 1 : 0);
    }
  reset (notified);
}

static void
check_color (const Case *c, GObject *control, Notified *notified)
{
  const GdkRGBA given = { NAN, 2, -1, 0.5 };
  const GdkRGBA *read;

  ((SetColor) c->setter) (control, &given);
  read = ((GetColor) c->getter) (control);
  g_assert_nonnull (read);
  g_assert_cmpfloat (read->red, ==, 0);
  g_assert_cmpfloat (read->green, ==, 1);
  g_assert_cmpfloat (read->blue, ==, 0);
  g_assert_cmpfloat (read->alpha, ==, 0.5);
  g_assert_cmpint (notified->own, ==, 1);
  reset (notified);
}

static void
check_enumeration (const Case *c, GObject *control, Notified *notified)
{
  const int values[] = { c->past_last, -1 };

  g_assert_nonnull (c->argument_check);
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      GValue *before = property_value (control, c->property);

      expect_argument_critical (c);
      ((SetInt) c->setter) (control, values[i]);
      assert_refused (c, control, notified, before);
    }
  /* Its last member is taken. */
  ((SetInt) c->setter) (control, c->past_last - 1);
  g_assert_cmpint (((GetInt) c->getter) (control), ==, c->past_last - 1);
  reset (notified);
}

static void
check_object (const Case *c, GObject *control, Notified *notified)
{
  GObject *wrong[] = { g_object_ref_sink (G_OBJECT (gtk_button_new ())), g_object_new (G_TYPE_OBJECT, NULL) };

  g_assert_nonnull (c->argument_check);
  for (guint i = 0; i < G_N_ELEMENTS (wrong); i++)
    {
      GValue *before = property_value (control, c->property);

      g_assert_false (G_TYPE_CHECK_INSTANCE_TYPE (wrong[i], c->object_type ()));
      expect_argument_critical (c);
      ((SetObject) c->setter) (control, wrong[i]);
      assert_refused (c, control, notified, before);
      g_assert_finalize_object (wrong[i]);  /* the control kept no reference */
    }
  ((SetObject) c->setter) (control, NULL);  /* no message */
  reset (notified);
}

/* ---- The test of one accessor pair ---- */

static void
test_accessor_pair (gconstpointer data)
{
  const Case *c = data;
  GObject *control = g_object_ref_sink (g_object_new (c->get_type (), NULL));
  GtkWidget *button = g_object_ref_sink (gtk_button_new ());
  gpointer wrong_selves[] = { NULL, button };
  Notified notified = { c->property, 0, 0 };

  for (guint i = 0; i < G_N_ELEMENTS (wrong_selves); i++)
    {
      expect_self_critical (c, c->getter_name);
      get_nothing (c, wrong_selves[i]);
      g_test_assert_expected_messages ();
      expect_self_critical (c, c->setter_name);
      set_something (c, wrong_selves[i]);
      g_test_assert_expected_messages ();
    }

  g_signal_connect_swapped (control, "notify", G_CALLBACK (count_notify), &notified);
  switch (c->kind)
    {
    case BOOLEAN: check_boolean (c, control, &notified); break;
    case DOUBLE: check_double (c, control, &notified); break;
    case INT: check_int (c, control, &notified); break;
    case COLOR: check_color (c, control, &notified); break;
    case ENUMERATION: check_enumeration (c, control, &notified); break;
    case OBJECT: check_object (c, control, &notified); break;
    }

  g_assert_finalize_object (button);
  g_assert_finalize_object (control);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  cc_register_types ();
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      char *path = g_strdup_printf ("/bad-arguments/%s/%s", cases[i].class_name, cases[i].property);
      g_test_add_data_func (path, &cases[i], test_accessor_pair);
      g_free (path);
    }
  return g_test_run ();
}
