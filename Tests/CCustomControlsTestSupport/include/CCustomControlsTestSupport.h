/* CCustomControlsTestSupport: the variadic GLib and GTK calls that only the tests make.
 *
 * Swift cannot call variadic C functions (g_object_get/set, g_signal_emit_by_name,
 * gtk_test_accessible_check_property); each is wrapped here with a fixed signature. The
 * product's own C target (CCustomControls) holds only what the library needs.
 */
#ifndef CC_CUSTOM_CONTROLS_TEST_SUPPORT_H
#define CC_CUSTOM_CONTROLS_TEST_SUPPORT_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* g_object_get / g_object_set for one property of a common type. */
double cc_object_get_double (gpointer object, const char *property);
void cc_object_set_double (gpointer object, const char *property, double value);
void cc_object_set_boolean (gpointer object, const char *property, gboolean value);
void cc_object_set_int (gpointer object, const char *property, int value);
/* How many signal handlers on `instance` have `data` as their data (a control's handlers carry
 * its widget). */
guint cc_signal_handlers_with_data (gpointer instance, gpointer data);
void cc_object_set_object (gpointer object, const char *property, gpointer value);
void cc_object_set_string (gpointer object, const char *property, const char *value);
/* Returns a newly allocated copy (free it with gdk_rgba_free) or NULL. */
GdkRGBA *cc_object_dup_rgba (gpointer object, const char *property);
void cc_object_set_rgba (gpointer object, const char *property, const GdkRGBA *value);

/* g_object_new (type, first, a, second, b, NULL): a new object given two double properties at
 * construction, as C code and bindings (Python's `Cc.Knob (value=5)`) create one. */
gpointer cc_object_new_dd (GType type, const char *first, double a, const char *second, double b);

/* gtk_test_accessible_check_property for one double- or string-valued property.
 * Returns NULL when the property has the expected value, else a message to g_free. */
char *cc_test_accessible_check_double (GtkAccessible *accessible, GtkAccessibleProperty property,
                                       double expected);
char *cc_test_accessible_check_string (GtkAccessible *accessible, GtkAccessibleProperty property,
                                       const char *expected);

/* What AT-SPI's Value.SetCurrentValue does to a widget, on the GTK these tests are built
 * against: GtkAccessibleRange's set_current_value from GTK 4.10 (its function is private to
 * GTK), gtk_range_set_value on a GtkRange before. FALSE when the widget is neither, so AT-SPI
 * would give it no Value interface. */
gboolean cc_test_accessible_set_current_value (GtkWidget *widget, double value);

/* Whether the widget implements GtkAccessibleRange (always FALSE built against GTK 4.8, which
 * has no such interface), and whether these tests are built against GTK 4.10 or later. */
gboolean cc_test_is_accessible_range (GtkWidget *widget);
gboolean cc_test_is_range (GtkWidget *widget);
gboolean cc_test_built_with_accessible_range (void);

/* gsk_gl_renderer_new: GSK's GL renderer (before GTK 4.18 its header is not part of gtk/gtk.h). */
GskRenderer *cc_test_gl_renderer_new (void);

/* gtk_accessible_update_relation (accessible, LABELLED_BY, label, NULL, -1). */
void cc_accessible_set_labelled_by (GtkAccessible *accessible, GtkAccessible *label);

/* g_signal_emit_by_name for a signal with no parameters, two doubles, or one pointer. */
void cc_signal_emit_by_name (gpointer instance, const char *name);
void cc_signal_emit_by_name_dd (gpointer instance, const char *name, double a, double b);
void cc_signal_emit_by_name_p (gpointer instance, const char *name, gpointer a);
void cc_signal_emit_by_name_idd (gpointer instance, const char *name, int n, double a, double b);

/* g_signal_emit_by_name for GtkEventControllerKey::key-pressed and ::modifiers and
 * GtkEventControllerScroll::scroll, returning whether a handler took the event. */
gboolean cc_signal_emit_key_pressed (gpointer controller, guint keyval, GdkModifierType state);
gboolean cc_signal_emit_modifiers (gpointer controller, GdkModifierType state);
gboolean cc_signal_emit_scroll (gpointer controller, double dx, double dy);

/* g_log (domain, G_LOG_LEVEL_WARNING, "%s", message), as that library would log it. */
void cc_test_log_warning (const char *domain, const char *message);

G_END_DECLS

#endif /* CC_CUSTOM_CONTROLS_TEST_SUPPORT_H */
