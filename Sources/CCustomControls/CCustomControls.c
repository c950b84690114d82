#include "CCustomControls.h"

GType cc_type_rgba (void) { return GDK_TYPE_RGBA; }

guint
cc_signal_new_void (const char *name, GType owner_type)
{
  return g_signal_new (name, owner_type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

void
cc_signal_emit_void (gpointer instance, guint signal_id)
{
  g_signal_emit (instance, signal_id, 0);
}

guint
cc_signal_new_input (const char *name, GType owner_type)
{
  /* As GtkSpinButton's: no accumulator, so the last handler run answers; the generic
   * marshaller, as GLib's own signals with no generated one. */
  return g_signal_new (name, owner_type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_INT, 1, G_TYPE_POINTER);
}

gint
cc_signal_emit_input (gpointer instance, guint signal_id, gdouble *new_value)
{
  gint result = FALSE;
  g_signal_emit (instance, signal_id, 0, new_value, &result);
  return result;
}

gpointer
cc_object_new (GType type)
{
  return g_object_new (type, NULL);
}

/* A part of a control (trough, highlight): a CSS node and an allocation. A bare GtkWidget
 * subclass: a GtkBox would bring a layout manager per part for children a part never has. */
G_DECLARE_FINAL_TYPE (CcPart, cc_part, CC, PART, GtkWidget)

struct _CcPart
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (CcPart, cc_part, GTK_TYPE_WIDGET)

static void
cc_part_dispose (GObject *object)
{
  GtkWidget *child;

  /* The trough holds the highlight; a widget unparents its own children. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (cc_part_parent_class)->dispose (object);
}

/* A part's CSS gives colours its control draws with: a new style (a theme switch, a
 * stylesheet, a state) must redraw the control, whose own css_changed came before its parts
 * were restyled. The control itself is asked: a part is never drawn, so GTK keeps it marked
 * as needing a draw, and queueing one on it would stop there instead of reaching up. */
static void
cc_queue_control_draw (GtkWidget *part)
{
  GtkWidget *control = gtk_widget_get_parent (part);

  while (control != NULL && CC_IS_PART (control))
    control = gtk_widget_get_parent (control);
  if (control != NULL)
    gtk_widget_queue_draw (control);
}

static void
cc_part_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (cc_part_parent_class)->css_changed (widget, change);
  cc_queue_control_draw (widget);
}

/* A part draws its own CSS box (GTK does that before calling snapshot) and none of its
 * children: the control that draws with the theme (a range slider's `theme` appearance)
 * snapshots each part itself, so it can recolour one that has a colour set. */
static void
cc_part_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
}

/* As GtkRange's trough: as big as its biggest child needs (a theme's slider and highlight);
 * GTK adds the part's own CSS size and box. The glossy parts have no sized children. */
static void
cc_part_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                 int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  GtkWidget *child;

  *minimum = *natural = 0;
  for (child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      int child_minimum = 0, child_natural = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, orientation, -1, &child_minimum, &child_natural, NULL, NULL);
      *minimum = MAX (*minimum, child_minimum);
      *natural = MAX (*natural, child_natural);
    }
}

static void
cc_part_class_init (CcPartClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cc_part_dispose;
  GTK_WIDGET_CLASS (klass)->css_changed = cc_part_css_changed;
  GTK_WIDGET_CLASS (klass)->snapshot = cc_part_snapshot;
  GTK_WIDGET_CLASS (klass)->measure = cc_part_measure;
}

static void
cc_part_init (CcPart *self)
{
}

GtkWidget *
cc_widget_new_part (const char *css_name, GtkAccessibleRole role, gboolean focusable)
{
  return g_object_new (cc_part_get_type (), "css-name", css_name, "accessible-role", role,
                       "focusable", focusable, NULL);
}

void
cc_range_strip (GtkRange *range)
{
  GtkWidget *widget = GTK_WIDGET (range);
  GtkWidget *child;

  /* GtkRange's trough (with its slider inside) is its only child at this point. */
  for (child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_visible (child, FALSE);

  /* Its click, drag, long-press, scroll and key controllers, and the class shortcuts that bind
   * keys to move-slider (an animated move): the control handles all input itself. */
  cc_range_remove_controllers (range);
}

void
cc_range_remove_controllers (GtkRange *range)
{
  GtkWidget *widget = GTK_WIDGET (range);
  GListModel *controllers;
  guint n;

  controllers = gtk_widget_observe_controllers (widget);
  for (n = g_list_model_get_n_items (controllers); n > 0; n--)
    {
      GtkEventController *controller = g_list_model_get_item (controllers, n - 1);
      const char *name = gtk_event_controller_get_name (controller);

      if (name == NULL || !g_str_has_prefix (name, "cc-"))
        gtk_widget_remove_controller (widget, controller);
      g_object_unref (controller);
    }
  g_object_unref (controllers);
}

void
cc_range_release_adjustment (GtkRange *range)
{
  /* GtkRange connects its two adjustment handlers with the range as their data. */
  g_signal_handlers_disconnect_matched (gtk_range_get_adjustment (range), G_SIGNAL_MATCH_DATA,
                                        0, 0, NULL, NULL, range);
}

/* A range slider's thumb (and a circular range slider's handle). Built against GTK 4.8 it is a
 * GtkRange, the only kind of widget 4.8 gives the AT-SPI Value interface; from GTK 4.10 any
 * widget implementing GtkAccessibleRange gets it, and the thumb is a plain widget holding the
 * adjustment itself (a GtkRange costs about 1.9 kB more: its hidden trough and slider gizmos).
 * Either way the control writes its model to the thumb's adjustment and accessible value, and
 * a value a screen reader sets arrives as the adjustment's value-changed, once. */
#if GTK_CHECK_VERSION (4, 10, 0)
G_DECLARE_FINAL_TYPE (CcRangeThumb, cc_range_thumb, CC, RANGE_THUMB, GtkWidget)

struct _CcRangeThumb
{
  GtkWidget parent_instance;
  GtkAdjustment *adjustment;
};

static void cc_range_thumb_accessible_range_init (GtkAccessibleRangeInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CcRangeThumb, cc_range_thumb, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_ACCESSIBLE_RANGE,
                                                      cc_range_thumb_accessible_range_init))

/* AT-SPI's Value.SetCurrentValue: as gtk_range_set_value on GTK 4.8's thumb, the value goes to
 * the adjustment, whose value-changed the control follows. */
static gboolean
cc_range_thumb_set_current_value (GtkAccessibleRange *range, double value)
{
  gtk_adjustment_set_value (CC_RANGE_THUMB (range)->adjustment, value);
  return TRUE;
}

static void
cc_range_thumb_accessible_range_init (GtkAccessibleRangeInterface *iface)
{
  iface->set_current_value = cc_range_thumb_set_current_value;
}

static void
cc_range_thumb_finalize (GObject *object)
{
  g_clear_object (&CC_RANGE_THUMB (object)->adjustment);
  G_OBJECT_CLASS (cc_range_thumb_parent_class)->finalize (object);
}
#else
G_DECLARE_FINAL_TYPE (CcRangeThumb, cc_range_thumb, CC, RANGE_THUMB, GtkRange)

struct _CcRangeThumb
{
  GtkRange parent_instance;
};

G_DEFINE_FINAL_TYPE (CcRangeThumb, cc_range_thumb, GTK_TYPE_RANGE)

/* GtkRange's `adjustment` is a construct property: g_object_new sets it after init, to a fresh
 * adjustment with GtkRange's handlers on it (they would update the accessible value and emit
 * the thumb's value-changed behind the control, and queue a layout of the hidden trough on
 * every change). The control does all of that itself, so they are released here, once the
 * construct properties are set. */
static void
cc_range_thumb_constructed (GObject *object)
{
  G_OBJECT_CLASS (cc_range_thumb_parent_class)->constructed (object);
  /* The control's own adjustment instead (cc_owned_adjustment_new). */
  gtk_range_set_adjustment (GTK_RANGE (object), cc_owned_adjustment_new (0, 0, 0, 0, 0));
  cc_range_release_adjustment (GTK_RANGE (object));
}
#endif

/* The parent measures nothing of it, allocates it over the drawn thumb and draws it. */
static void
cc_range_thumb_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                        int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = *natural = 0;
}

static void
cc_range_thumb_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
}

static void
cc_range_thumb_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
}

/* As a part's: the parent draws the thumb in this node's colour. */
static void
cc_range_thumb_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (cc_range_thumb_parent_class)->css_changed (widget, change);
  cc_queue_control_draw (widget);
}

static void
cc_range_thumb_class_init (CcRangeThumbClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

#if GTK_CHECK_VERSION (4, 10, 0)
  G_OBJECT_CLASS (klass)->finalize = cc_range_thumb_finalize;
#else
  G_OBJECT_CLASS (klass)->constructed = cc_range_thumb_constructed;
#endif
  widget_class->measure = cc_range_thumb_measure;
  widget_class->size_allocate = cc_range_thumb_size_allocate;
  widget_class->snapshot = cc_range_thumb_snapshot;
  widget_class->css_changed = cc_range_thumb_css_changed;
  gtk_widget_class_set_css_name (widget_class, "slider");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_SLIDER);
}

static void
cc_range_thumb_init (CcRangeThumb *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
#if GTK_CHECK_VERSION (4, 10, 0)
  /* What GtkRange's init gives the 4.8 thumb besides its gizmos: a horizontal orientation, as
   * a CSS class and an accessible property (AT-SPI's `horizontal` state). */
  gtk_widget_add_css_class (GTK_WIDGET (self), "horizontal");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_ORIENTATION,
                                  GTK_ORIENTATION_HORIZONTAL, -1);
  self->adjustment = g_object_ref_sink (cc_owned_adjustment_new (0, 0, 0, 0, 0));
#else
  cc_range_strip (GTK_RANGE (self));
#endif
}

GtkWidget *
cc_range_thumb_new (void)
{
  return g_object_new (cc_range_thumb_get_type (), NULL);
}

GtkAdjustment *
cc_range_thumb_get_adjustment (GtkWidget *thumb)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  return CC_RANGE_THUMB (thumb)->adjustment;
#else
  return gtk_range_get_adjustment (GTK_RANGE (thumb));
#endif
}

void
cc_range_thumb_set_adjustment (GtkWidget *thumb, GtkAdjustment *adjustment)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  CcRangeThumb *self = CC_RANGE_THUMB (thumb);

  if (adjustment == self->adjustment)
    return;
  g_object_ref_sink (adjustment);
  g_clear_object (&self->adjustment);
  self->adjustment = adjustment;
#else
  gtk_range_set_adjustment (GTK_RANGE (thumb), adjustment);  /* references (and sinks) it */
  cc_range_release_adjustment (GTK_RANGE (thumb));  /* the thumb's GtkRange draws and emits nothing */
#endif
}

gboolean
cc_object_get_boolean (gpointer object, const char *property)
{
  gboolean value = FALSE;
  g_object_get (object, property, &value, NULL);
  return value;
}

gboolean
cc_object_has_property (gpointer object, const char *property)
{
  return g_object_class_find_property (G_OBJECT_GET_CLASS (object), property) != NULL;
}

int
cc_object_get_int (gpointer object, const char *property)
{
  int value = 0;
  g_object_get (object, property, &value, NULL);
  return value;
}

char *
cc_object_dup_string (gpointer object, const char *property)
{
  char *value = NULL;
  g_object_get (object, property, &value, NULL);
  return value;
}

void
cc_css_provider_load (GtkCssProvider *provider, const char *css)
{
#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_css_provider_load_from_string (provider, css);
#else
  gtk_css_provider_load_from_data (provider, css, -1);
#endif
}

void
cc_widget_get_color (GtkWidget *widget, GdkRGBA *color)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, color);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), color);
#endif
}

gboolean
cc_widget_renders_with_cairo (GtkWidget *widget)
{
  GtkNative *native = gtk_widget_get_native (widget);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;

  return renderer != NULL && GSK_IS_CAIRO_RENDERER (renderer);
}

double
cc_widget_surface_scale (GtkWidget *widget)
{
#if GTK_CHECK_VERSION (4, 12, 0)
  GtkNative *native = gtk_widget_get_native (widget);
  GdkSurface *surface = native != NULL ? gtk_native_get_surface (native) : NULL;

  /* GSK's cairo renderer draws into buffers of the whole scale factor (GDK's cairo contexts
   * make them so), as the cairo form always drew. */
  if (gtk_get_minor_version () >= 12 && surface != NULL && !cc_widget_renders_with_cairo (widget))
    return gdk_surface_get_scale (surface);
#endif
  return gtk_widget_get_scale_factor (widget);
}

gboolean
cc_css_provider_follow_contrast (GtkCssProvider *provider, GtkSettings *settings)
{
  /* Asked by name, so a library built against an older GTK follows the setting too when the
   * GTK it runs on has it. */
  if (!cc_object_has_property (provider, "prefers-contrast")
      || !cc_object_has_property (settings, "gtk-interface-contrast"))
    return FALSE;
  g_object_bind_property (settings, "gtk-interface-contrast", provider, "prefers-contrast",
                          G_BINDING_SYNC_CREATE);
  return TRUE;
}

void
cc_log_warning (const char *message)
{
  g_log ("CustomControls", G_LOG_LEVEL_WARNING, "%s", message);
}

void
cc_warn_invalid_property_id (gpointer object, guint property_id, GParamSpec *pspec)
{
  G_OBJECT_WARN_INVALID_PROPERTY_ID (object, property_id, pspec);
}

void
cc_accessible_update_value (GtkAccessible *accessible, double minimum, double maximum,
                            double now, const char *text)
{
  gtk_accessible_update_property (accessible,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, minimum,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, maximum,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                  -1);
}

void
cc_accessible_update_label (GtkAccessible *accessible, const char *label)
{
  gtk_accessible_update_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

GType
cc_knob_drag_mode_get_type (void)
{
  static gsize type_id = 0;

  if (g_once_init_enter (&type_id))
    {
      static const GEnumValue values[] = {
        { CC_KNOB_DRAG_MODE_ROTARY, "CC_KNOB_DRAG_MODE_ROTARY", "rotary" },
        { CC_KNOB_DRAG_MODE_VERTICAL, "CC_KNOB_DRAG_MODE_VERTICAL", "vertical" },
        { CC_KNOB_DRAG_MODE_HORIZONTAL, "CC_KNOB_DRAG_MODE_HORIZONTAL", "horizontal" },
        { 0, NULL, NULL },
      };
      g_once_init_leave (&type_id, g_enum_register_static (g_intern_static_string ("CcKnobDragMode"), values));
    }
  return type_id;
}

GType
cc_value_scale_get_type (void)
{
  static gsize type_id = 0;

  if (g_once_init_enter (&type_id))
    {
      static const GEnumValue values[] = {
        { CC_VALUE_SCALE_LINEAR, "CC_VALUE_SCALE_LINEAR", "linear" },
        { CC_VALUE_SCALE_LOGARITHMIC, "CC_VALUE_SCALE_LOGARITHMIC", "logarithmic" },
        { CC_VALUE_SCALE_SKEWED, "CC_VALUE_SCALE_SKEWED", "skewed" },
        { 0, NULL, NULL },
      };
      g_once_init_leave (&type_id, g_enum_register_static (g_intern_static_string ("CcValueScale"), values));
    }
  return type_id;
}

GType
cc_appearance_get_type (void)
{
  static gsize type_id = 0;

  if (g_once_init_enter (&type_id))
    {
      static const GEnumValue values[] = {
        { CC_APPEARANCE_GLOSSY, "CC_APPEARANCE_GLOSSY", "glossy" },
        { CC_APPEARANCE_THEME, "CC_APPEARANCE_THEME", "theme" },
        { 0, NULL, NULL },
      };
      g_once_init_leave (&type_id, g_enum_register_static (g_intern_static_string ("CcAppearance"), values));
    }
  return type_id;
}
