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

/* A part of a control: a bare widget with its own CSS node name and accessible role (both
 * construct-only, so they need g_object_new's variadic form). */
GtkWidget *cc_widget_new_part (const char *css_name, GtkAccessibleRole role, gboolean focusable);

/* g_signal_emit_by_name (instance, name) for a signal with no parameters. */
void cc_signal_emit_by_name (gpointer instance, const char *name);

/* g_object_get / g_object_set for one property of a common type. */
double cc_object_get_double (gpointer object, const char *property);
void cc_object_set_double (gpointer object, const char *property, double value);
gboolean cc_object_get_boolean (gpointer object, const char *property);
void cc_object_set_boolean (gpointer object, const char *property, gboolean value);
/* Returns a newly allocated copy (free it with gdk_rgba_free) or NULL. */
GdkRGBA *cc_object_dup_rgba (gpointer object, const char *property);
void cc_object_set_rgba (gpointer object, const char *property, const GdkRGBA *value);

/* g_log (G_LOG_DOMAIN "CustomControls", WARNING, "%s", message). */
void cc_log_warning (const char *message);

/* gtk_accessible_update_property for a slider's four value properties. */
void cc_accessible_update_value (GtkAccessible *accessible, double minimum, double maximum,
                                 double now, const char *text);

/* gtk_accessible_update_property for GTK_ACCESSIBLE_PROPERTY_LABEL. */
void cc_accessible_update_label (GtkAccessible *accessible, const char *label);

/* gtk_test_accessible_check_property for one double- or string-valued property.
 * Returns NULL when the property has the expected value, else a message to g_free. */
char *cc_test_accessible_check_double (GtkAccessible *accessible, GtkAccessibleProperty property,
                                       double expected);
char *cc_test_accessible_check_string (GtkAccessible *accessible, GtkAccessibleProperty property,
                                       const char *expected);

/* g_signal_emit_by_name for the gesture signals tests drive: two doubles, or one pointer. */
void cc_signal_emit_by_name_dd (gpointer instance, const char *name, double a, double b);
void cc_signal_emit_by_name_p (gpointer instance, const char *name, gpointer a);

/* g_signal_emit_by_name for GtkEventControllerKey::key-pressed and
 * GtkEventControllerScroll::scroll, returning whether a handler took the event. */
gboolean cc_signal_emit_key_pressed (gpointer controller, guint keyval, GdkModifierType state);
gboolean cc_signal_emit_scroll (gpointer controller, double dx, double dy);
gboolean cc_signal_emit_modifiers (gpointer controller, GdkModifierType state);

/* ---- The three control classes ----
 *
 * Each is a final GtkWidget subclass whose instance carries one pointer to its Swift state.
 * The vfuncs forward to Swift through a CcControlHooks table that the Swift module provides
 * (cc_swift_*_hooks, see ClassHooks.swift). The table is fetched when the class is first
 * initialized, so GtkBuilder can create the types lazily through the exported *_get_type. */

typedef struct {
  GtkWidget parent_instance;
  gpointer swift_state;
} CcControlInstance;

typedef struct {
  /* Installs properties, signals, CSS name and accessible role. */
  void (*class_init) (GtkWidgetClass *widget_class, GType type);
  /* Creates the Swift state of a new instance and returns it retained. */
  gpointer (*instance_init) (GtkWidget *widget);
  void (*dispose) (gpointer state);
  /* Releases the Swift state. */
  void (*finalize) (gpointer state);
  void (*get_property) (gpointer state, guint property_id, GValue *value);
  void (*set_property) (gpointer state, guint property_id, const GValue *value);
  void (*measure) (gpointer state, GtkOrientation orientation, int for_size, int *minimum, int *natural);
  void (*size_allocate) (gpointer state, int width, int height);
  void (*snapshot) (gpointer state, GtkSnapshot *snapshot);
  void (*css_changed) (gpointer state);
  /* Moves focus within the control: 1 moved, 0 leave it, -1 do what GtkWidget does. */
  int (*focus) (gpointer state, GtkDirectionType direction);
  void (*unmap) (gpointer state);
} CcControlHooks;

#define CC_TYPE_RANGE_SLIDER (cc_range_slider_get_type ())
G_DECLARE_FINAL_TYPE (CcRangeSlider, cc_range_slider, CC, RANGE_SLIDER, GtkWidget)

#define CC_TYPE_KNOB (cc_knob_get_type ())
G_DECLARE_FINAL_TYPE (CcKnob, cc_knob, CC, KNOB, GtkWidget)

#define CC_TYPE_CIRCULAR_SLIDER (cc_circular_slider_get_type ())
G_DECLARE_FINAL_TYPE (CcCircularSlider, cc_circular_slider, CC, CIRCULAR_SLIDER, GtkWidget)

/* Implemented in Swift. */
const CcControlHooks *cc_swift_range_slider_hooks (void);
const CcControlHooks *cc_swift_knob_hooks (void);
const CcControlHooks *cc_swift_circular_slider_hooks (void);

/* The Swift state of a control instance (any of the three), or NULL for other objects. */
gpointer cc_control_get_state (gpointer instance);

G_END_DECLS

#endif /* CC_CUSTOM_CONTROLS_H */
