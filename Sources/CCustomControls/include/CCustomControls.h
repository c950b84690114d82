/* CCustomControls: the parts of CustomControls that Swift cannot express.
 *
 * Swift cannot import function-like macros (GObject type checks and casts, G_TYPE_*),
 * variadic C functions (g_signal_new, g_object_new, g_object_get/set, g_log,
 * gtk_accessible_update_property, gtk_test_accessible_check_property) or the
 * G_DEFINE_FINAL_TYPE boilerplate. This header wraps each with a fixed signature.
 * Most functions here only forward; the few with logic of their own are in C because they
 * reach what GTK keeps private or calls back: cc_range_strip and cc_range_release_adjustment
 * (GtkRange's trough, controllers and adjustment handlers) and the parts' css_changed, which
 * queues their control's redraw (cc_queue_control_draw, CCustomControls.c).
 */
#ifndef CC_CUSTOM_CONTROLS_H
#define CC_CUSTOM_CONTROLS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* ---- Fundamental types that GLib only names through macros ---- */
GType cc_type_rgba (void);

/* ---- Variadic calls with fixed signatures ---- */

/* g_signal_new for a run-last signal with no parameters and no return value; returns its id. */
guint cc_signal_new_void (const char *name, GType owner_type);

/* g_signal_emit (instance, signal_id, 0) for a signal with no parameters. */
void cc_signal_emit_void (gpointer instance, guint signal_id);

/* g_signal_new for a run-last signal shaped as GtkSpinButton's `input`:
 * gint (*) (instance, gdouble *new_value, gpointer user_data); returns its id. */
guint cc_signal_new_input (const char *name, GType owner_type);

/* Emits an `input` signal: FALSE when no handler parsed the text (or none is connected),
 * TRUE with *new_value set, or GTK_INPUT_ERROR. */
gint cc_signal_emit_input (gpointer instance, guint signal_id, gdouble *new_value);

/* g_object_new (type, NULL): a new instance with default properties. */
gpointer cc_object_new (GType type);

/* A part of a control: a bare widget with its own CSS node name and accessible role (both
 * construct-only, so they need g_object_new's variadic form). */
GtkWidget *cc_widget_new_part (const char *css_name, GtkAccessibleRole role, gboolean focusable);

/* A range slider's thumb (or a circular range slider's handle): a focusable, accessible slider
 * holding an adjustment, drawn by its parent. Against GTK 4.8 it derives from GtkRange, because
 * 4.8 gives the AT-SPI Value interface to GtkRange and its kin alone (see cc_range_strip); from
 * GTK 4.10 it is a plain widget implementing GtkAccessibleRange. Either way its parent writes
 * the accessible value (cc_accessible_update_value) and the adjustment, and a value a screen
 * reader sets arrives as the adjustment's value-changed. */
GtkWidget *cc_range_thumb_new (void);

/* The adjustment a thumb holds (GtkRange's on GTK 4.8), never NULL. */
GtkAdjustment *cc_range_thumb_get_adjustment (GtkWidget *thumb);

/* Gives a thumb `adjustment` (not NULL), referencing and sinking it; on GTK 4.8 GtkRange's own
 * handlers on it are released (cc_range_release_adjustment). */
void cc_range_thumb_set_adjustment (GtkWidget *thumb, GtkAdjustment *adjustment);

/* Makes a freshly initialized GtkRange a bare value holder for a control that draws and
 * handles input itself: hides GtkRange's trough (GtkRange unparents it itself) and removes
 * every event controller GtkRange and its class shortcuts added, so none of them moves the
 * value with the geometry of a trough that is never laid out. */
void cc_range_strip (GtkRange *range);

/* Removes every event controller but the control's own (named "cc-…"). GtkRange adds one more
 * while its construct properties are set, after init, from GTK 4.2x on (a scroll controller
 * that took every wheel event over the control, handled or not): the control calls this once
 * constructed too. */
void cc_range_remove_controllers (GtkRange *range);

/* Disconnects GtkRange's own handlers from its adjustment: a control that keeps its value in
 * its own model emits value-changed and updates its accessible value itself. */
void cc_range_release_adjustment (GtkRange *range);

/* An adjustment a control makes for itself (its GtkRange's, a handle's): it tells the control it
 * follows of its changes through its class handlers (the hooks' adjustment_changed), so the
 * control connects no signal handler to it. Each first handler on an instance costs GObject a
 * handler list: a circular range slider's four on its two handles kept 0.5 kB. An adjustment an
 * app gives a control is a plain one, and the control connects handlers to it. */
GtkAdjustment *cc_owned_adjustment_new (double value, double lower, double upper,
                                        double step_increment, double page_increment);

/* Makes `control` the one an owned adjustment tells. FALSE when `adjustment` is no owned
 * adjustment, or another control follows it (one shared through a property): the caller then
 * connects handlers. */
gboolean cc_owned_adjustment_follow (GtkAdjustment *adjustment, GtkWidget *control);

/* `control` no longer follows `adjustment` (replaced, or the control goes): nothing if it did not. */
void cc_owned_adjustment_unfollow (GtkAdjustment *adjustment, GtkWidget *control);

/* While `quiet`, an owned adjustment tells its control nothing (the control is writing to it);
 * returns what it was. Nothing for another adjustment. */
gboolean cc_owned_adjustment_set_quiet (GtkAdjustment *adjustment, gboolean quiet);

/* Whether the object's class has the property: a setting or property that newer GTKs add,
 * asked for by name so that a build against an older GTK honours it where it runs. */
gboolean cc_object_has_property (gpointer object, const char *property);

/* g_object_get for one boolean or integer property (GtkSettings). */
gboolean cc_object_get_boolean (gpointer object, const char *property);
int cc_object_get_int (gpointer object, const char *property);
/* g_object_get for one string property; free the copy with g_free. */
char *cc_object_dup_string (gpointer object, const char *property);

/* g_log (G_LOG_DOMAIN "CustomControls", WARNING, "%s", message). */
void cc_log_warning (const char *message);

/* G_OBJECT_WARN_INVALID_PROPERTY_ID: a property id the class never installed. */
void cc_warn_invalid_property_id (gpointer object, guint property_id, GParamSpec *pspec);

/* gtk_accessible_update_property for a slider's four value properties. */
void cc_accessible_update_value (GtkAccessible *accessible, double minimum, double maximum,
                                 double now, const char *text);

/* gtk_accessible_update_property for GTK_ACCESSIBLE_PROPERTY_LABEL. */
void cc_accessible_update_label (GtkAccessible *accessible, const char *label);

/* ---- Calls GTK replaced after 4.8 ----
 *
 * Swift imports one set of GTK headers and cannot test GTK_CHECK_VERSION, so the calls whose
 * API changed between GTK 4.8 (the oldest supported) and later releases are made here: each
 * GTK compiles only its own call, and none of them is deprecated where it is compiled. */

/* Loads a stylesheet's text into a provider: gtk_css_provider_load_from_string on GTK 4.12+
 * (load_from_data is deprecated there), load_from_data before. */
void cc_css_provider_load (GtkCssProvider *provider, const char *css);

/* The CSS `color` of a widget's node: gtk_widget_get_color on GTK 4.10+ (GtkStyleContext is
 * deprecated there), its style context's colour before. */
void cc_widget_get_color (GtkWidget *widget, GdkRGBA *color);

/* Whether widget's window is drawn by GSK's cairo renderer (FALSE when it has no renderer
 * yet). */
gboolean cc_widget_renders_with_cairo (GtkWidget *widget);

/* The device pixels per logical pixel of the surface widget is drawn on: gdk_surface_get_scale
 * on GTK 4.12+ (fractional where the compositor scales by 1.25 or 1.5) under a GPU renderer,
 * else (the cairo renderer, or no surface yet) gtk_widget_get_scale_factor. */
double cc_widget_surface_scale (GtkWidget *widget);

/* Makes a provider's `@media (prefers-contrast: more)` rules follow the desktop: binds its
 * prefers-contrast to the settings' gtk-interface-contrast, which GTK passes on to its own
 * theme's provider only. FALSE, binding nothing, where the running GTK has neither (before
 * 4.20), and a stylesheet must not use the media query. */
gboolean cc_css_provider_follow_contrast (GtkCssProvider *provider, GtkSettings *settings);

/* ---- Masks (CcMask.c; #34) ---- */

/* gtk_snapshot_push_mask (snapshot, GSK_MASK_MODE_ALPHA) on GTK 4.10+ (append the mask, pop,
 * append the source, pop); FALSE, pushing nothing, before 4.10. */
gboolean cc_snapshot_push_alpha_mask (GtkSnapshot *snapshot);

/* Whether cc_snapshot_push_alpha_mask pushes a mask: the GTK compiled against and the one
 * running are 4.10 or later. */
gboolean cc_snapshot_masks_available (void);

/* ---- Paths (CcMask.c; #54) ---- */

/* A closed polygon through the n points xy[0..2n) as a GskPath on GTK 4.14+ (free it with
 * cc_path_unref); NULL before 4.14. */
gpointer cc_path_new_polygon (const double *xy, int n);
void cc_path_unref (gpointer path);

/* gtk_snapshot_push_fill (snapshot, path, GSK_FILL_RULE_WINDING) on GTK 4.14+ (append what the
 * path shows, then pop); FALSE, pushing nothing, before 4.14 or for a NULL path. */
gboolean cc_snapshot_push_fill (GtkSnapshot *snapshot, gpointer path);

/* Strokes the circle's arc around (cx, cy) of `radius` from screen angle `start` to `end`
 * (radians, clockwise from 3 o'clock, either way round) `width` wide with round caps in
 * `color`: a stroke node on GTK 4.14+; FALSE, appending nothing, before 4.14. */
gboolean cc_snapshot_append_arc (GtkSnapshot *snapshot, double cx, double cy, double radius,
                                 double start, double end, double width, const GdkRGBA *color);

/* ---- Enumerations ---- */

/* How a drag turns a knob (GEnum CcKnobDragMode; nicks rotary, vertical, horizontal). */
typedef enum {
  CC_KNOB_DRAG_MODE_ROTARY,
  CC_KNOB_DRAG_MODE_VERTICAL,
  CC_KNOB_DRAG_MODE_HORIZONTAL,
} CcKnobDragMode;

#define CC_TYPE_KNOB_DRAG_MODE (cc_knob_drag_mode_get_type ())
GType cc_knob_drag_mode_get_type (void);

/* How values spread along a control's travel (GEnum CcValueScale; nicks linear, logarithmic,
 * skewed). */
typedef enum {
  CC_VALUE_SCALE_LINEAR,
  CC_VALUE_SCALE_LOGARITHMIC,
  CC_VALUE_SCALE_SKEWED,
} CcValueScale;

#define CC_TYPE_VALUE_SCALE (cc_value_scale_get_type ())
GType cc_value_scale_get_type (void);

/* How a range slider is drawn (GEnum CcAppearance; nicks glossy, theme). */
typedef enum {
  CC_APPEARANCE_GLOSSY,
  CC_APPEARANCE_THEME,
} CcAppearance;

#define CC_TYPE_APPEARANCE (cc_appearance_get_type ())
GType cc_appearance_get_type (void);

/* ---- The control classes ----
 *
 * CcKnob and CcCircularSlider are final GtkRange subclasses: GTK 4.8 gives the AT-SPI Value
 * interface (what a screen reader reads and sets) only to GtkRange and its kin, and GTK 4.10+
 * keeps giving it to them through GtkAccessibleRange. GtkRange is only their value holder:
 * cc_range_strip removes its trough and input handling, and the control draws, handles input
 * and emits GtkRange's value-changed itself. CcRangeSlider is a final GtkWidget implementing
 * GtkOrientable; its thumbs are parts of their own (cc_range_thumb_new: GtkRanges on GTK 4.8,
 * GtkAccessibleRange widgets from 4.10). CcCircularRangeSlider is a final GtkWidget whose two
 * handles are such thumbs too, as are CcXYPad's x and y.
 *
 * Each instance carries one pointer to its Swift state. The vfuncs forward to Swift through the
 * CcControlHooks table that the Swift module provides (cc_swift_control_hooks, see
 * ClassHooks.swift), one table for every control: class and instance init are told which
 * control, and every other hook dispatches on the Swift state. The table is fetched when a
 * class is first initialized, so GtkBuilder can create the types lazily through the exported
 * *_get_type. */

/* Every control, once: everything in C that names the controls expands this list (their kinds,
 * declarations, instance structs, GType definitions and boilerplate, cc_control_get_state,
 * cc_control_type). A line gives the type, its function prefix, its kind's suffix (CC_CONTROL_*,
 * CC_IS_*), its parent and the parent's GType, and a macro taking no arguments that gives the
 * interfaces it implements beside GtkBuildable, which every control implements for <marks>
 * (a name, called only inside G_DEFINE_*: G_IMPLEMENT_INTERFACE's commas would otherwise split
 * it as the list passes it on). A GtkRange parent is only a value holder (cc_range_strip).
 * ClassHooks.swift's list of the controls' Swift states is in this order (a test checks it). */
#define CC_FOR_EACH_CONTROL(X)                                                                      \
  X (CcRangeSlider, cc_range_slider, RANGE_SLIDER, GtkWidget, GTK_TYPE_WIDGET, CC_ORIENTABLE)        \
  X (CcKnob, cc_knob, KNOB, GtkRange, GTK_TYPE_RANGE, CC_NO_INTERFACES)                             \
  X (CcCircularSlider, cc_circular_slider, CIRCULAR_SLIDER, GtkRange, GTK_TYPE_RANGE, CC_NO_INTERFACES) \
  X (CcCircularRangeSlider, cc_circular_range_slider, CIRCULAR_RANGE_SLIDER, GtkWidget, GTK_TYPE_WIDGET, \
     CC_NO_INTERFACES)                                                                              \
  X (CcXYPad, cc_xy_pad, XY_PAD, GtkWidget, GTK_TYPE_WIDGET, CC_NO_INTERFACES)

#define CC_ORIENTABLE() G_IMPLEMENT_INTERFACE (GTK_TYPE_ORIENTABLE, NULL)
#define CC_NO_INTERFACES()

/* Which control a class or instance is: CC_CONTROL_RANGE_SLIDER, CC_CONTROL_KNOB, … */
#define CC_CONTROL_KIND(TypeName, type_name, KIND, Parent, PARENT_TYPE, interfaces) CC_CONTROL_##KIND,
typedef enum {
  CC_FOR_EACH_CONTROL (CC_CONTROL_KIND)
  CC_N_CONTROLS
} CcControlKind;

typedef struct {
  /* Installs properties, signals, CSS name and accessible role. */
  void (*class_init) (GtkWidgetClass *widget_class, GType type, CcControlKind kind);
  /* Creates the Swift state of a new instance and returns it retained. */
  gpointer (*instance_init) (GtkWidget *widget, CcControlKind kind);
  void (*dispose) (gpointer state);
  /* Releases the Swift state. */
  void (*finalize) (gpointer state);
  void (*get_property) (gpointer state, guint property_id, GValue *value, GParamSpec *pspec);
  void (*set_property) (gpointer state, guint property_id, const GValue *value, GParamSpec *pspec);
  void (*measure) (gpointer state, GtkOrientation orientation, int for_size, int *minimum, int *natural);
  void (*size_allocate) (gpointer state, int width, int height);
  void (*snapshot) (gpointer state, GtkSnapshot *snapshot);
  void (*css_changed) (gpointer state);
  /* Moves focus within the control: 1 moved, 0 leave it, -1 do what GtkWidget does. */
  int (*focus) (gpointer state, GtkDirectionType direction);
  void (*unmap) (gpointer state);
  /* After GtkWidget's map (a vfunc rather than a "map" handler: no closure per instance). */
  void (*map) (gpointer state);
  /* A property of the instance that another class owns (GtkRange's adjustment, GtkWidget's
   * parent) was notified (GObject's notify vfunc: the class sees its own notifications without
   * a "notify::" handler per instance; its own properties are not passed on). */
  void (*notify) (gpointer state, const char *property);
  /* Adds a mark (GtkBuilder's <marks>); the Swift side validates and warns. */
  void (*add_mark) (gpointer state, double value, GtkPositionType position, const char *markup);
  /* An owned adjustment the control follows changed: its bounds or increments (`bounds`, its
   * "changed"), else its value ("value-changed"). */
  void (*adjustment_changed) (gpointer state, GtkAdjustment *adjustment, gboolean bounds);
} CcControlHooks;

/* The controls' types, final: cc_knob_get_type, CC_KNOB, CC_IS_KNOB, … */
#define CC_DECLARE_CONTROL(TypeName, type_name, KIND, Parent, PARENT_TYPE, interfaces) \
  G_DECLARE_FINAL_TYPE (TypeName, type_name, CC, KIND, Parent)
CC_FOR_EACH_CONTROL (CC_DECLARE_CONTROL)

/* The GType of the control `kind` (registering it on first use), or G_TYPE_INVALID. */
GType cc_control_type (CcControlKind kind);

/* Implemented in Swift. */
const CcControlHooks *cc_swift_control_hooks (void);

/* The Swift state of a control instance (any of them), or NULL for anything else: another
 * object, or readable memory that is no instance at all. */
gpointer cc_control_get_state (gpointer instance);

G_END_DECLS

#endif /* CC_CUSTOM_CONTROLS_H */
