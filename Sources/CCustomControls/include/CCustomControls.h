/* CCustomControls: the parts of CustomControls that Swift cannot express.
 *
 * Swift cannot import function-like macros (GObject type checks and casts, G_TYPE_*),
 * variadic C functions (g_signal_new, g_object_new, g_object_get/set, g_log,
 * gtk_accessible_update_property, gtk_test_accessible_check_property) or the
 * G_DEFINE_FINAL_TYPE boilerplate. This header wraps each with a fixed signature.
 * Nothing here holds logic of its own.
 */
#ifndef CC_CUSTOM_CONTROLS_H
#define CC_CUSTOM_CONTROLS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* ---- Fundamental types that GLib only names through macros ---- */
GType cc_type_double (void);
GType cc_type_boolean (void);
GType cc_type_string (void);
GType cc_type_rgba (void);

/* ---- Variadic calls with fixed signatures ---- */

/* g_signal_new for a run-last signal with no parameters and no return value. */
guint cc_signal_new_void (const char *name, GType owner_type);

/* g_object_new (type, NULL): a new instance with default properties. */
gpointer cc_object_new (GType type);

/* g_signal_emit_by_name (instance, name) for a signal with no parameters. */
void cc_signal_emit_by_name (gpointer instance, const char *name);

/* g_object_get / g_object_set for one property of a common type. */
double cc_object_get_double (gpointer object, const char *property);
void cc_object_set_double (gpointer object, const char *property, double value);
gboolean cc_object_get_boolean (gpointer object, const char *property);
void cc_object_set_boolean (gpointer object, const char *property, gboolean value);
/* Returns a newly allocated copy (g_free it) or NULL. */
GdkRGBA *cc_object_dup_rgba (gpointer object, const char *property);
void cc_object_set_rgba (gpointer object, const char *property, const GdkRGBA *value);

/* g_log (G_LOG_DOMAIN "CustomControls", WARNING, "%s", message). */
void cc_log_warning (const char *message);

/* gtk_accessible_update_property for a slider's four value properties. */
void cc_accessible_update_value (GtkAccessible *accessible, double minimum, double maximum,
                                 double now, const char *text);

/* gtk_test_accessible_check_property for one double- or string-valued property.
 * Returns NULL when the property has the expected value, else a message to g_free. */
char *cc_test_accessible_check_double (GtkAccessible *accessible, GtkAccessibleProperty property,
                                       double expected);
char *cc_test_accessible_check_string (GtkAccessible *accessible, GtkAccessibleProperty property,
                                       const char *expected);

G_END_DECLS

#endif /* CC_CUSTOM_CONTROLS_H */
