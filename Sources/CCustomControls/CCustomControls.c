#include "CCustomControls.h"

GType cc_type_double (void) { return G_TYPE_DOUBLE; }
GType cc_type_boolean (void) { return G_TYPE_BOOLEAN; }
GType cc_type_string (void) { return G_TYPE_STRING; }
GType cc_type_rgba (void) { return GDK_TYPE_RGBA; }

guint
cc_signal_new_void (const char *name, GType owner_type)
{
  return g_signal_new (name, owner_type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

gpointer
cc_object_new (GType type)
{
  return g_object_new (type, NULL);
}

/* A part of a control (trough, highlight, thumb): a CSS node, an allocation and, for a thumb,
 * an accessible focusable slider. A bare GtkWidget subclass: a GtkBox would bring a layout
 * manager per part for children a part never has. */
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

static void
cc_part_class_init (CcPartClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cc_part_dispose;
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
cc_signal_emit_by_name (gpointer instance, const char *name)
{
  g_signal_emit_by_name (instance, name);
}

double
cc_object_get_double (gpointer object, const char *property)
{
  double value = 0;
  g_object_get (object, property, &value, NULL);
  return value;
}

void
cc_object_set_double (gpointer object, const char *property, double value)
{
  g_object_set (object, property, value, NULL);
}

gboolean
cc_object_get_boolean (gpointer object, const char *property)
{
  gboolean value = FALSE;
  g_object_get (object, property, &value, NULL);
  return value;
}

void
cc_object_set_boolean (gpointer object, const char *property, gboolean value)
{
  g_object_set (object, property, value, NULL);
}

GdkRGBA *
cc_object_dup_rgba (gpointer object, const char *property)
{
  GdkRGBA *value = NULL;
  g_object_get (object, property, &value, NULL);
  return value;
}

void
cc_object_set_rgba (gpointer object, const char *property, const GdkRGBA *value)
{
  g_object_set (object, property, value, NULL);
}

void
cc_log_warning (const char *message)
{
  g_log ("CustomControls", G_LOG_LEVEL_WARNING, "%s", message);
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

char *
cc_test_accessible_check_double (GtkAccessible *accessible, GtkAccessibleProperty property,
                                 double expected)
{
  return gtk_test_accessible_check_property (accessible, property, expected);
}

char *
cc_test_accessible_check_string (GtkAccessible *accessible, GtkAccessibleProperty property,
                                 const char *expected)
{
  return gtk_test_accessible_check_property (accessible, property, expected);
}

void
cc_signal_emit_by_name_dd (gpointer instance, const char *name, double a, double b)
{
  g_signal_emit_by_name (instance, name, a, b);
}

void
cc_signal_emit_by_name_p (gpointer instance, const char *name, gpointer a)
{
  g_signal_emit_by_name (instance, name, a);
}

gboolean
cc_signal_emit_key_pressed (gpointer controller, guint keyval, GdkModifierType state)
{
  gboolean handled = FALSE;
  g_signal_emit_by_name (controller, "key-pressed", keyval, 0u, state, &handled);
  return handled;
}

gboolean
cc_signal_emit_modifiers (gpointer controller, GdkModifierType state)
{
  gboolean handled = FALSE;
  g_signal_emit_by_name (controller, "modifiers", state, &handled);
  return handled;
}

gboolean
cc_signal_emit_scroll (gpointer controller, double dx, double dy)
{
  gboolean handled = FALSE;
  g_signal_emit_by_name (controller, "scroll", dx, dy, &handled);
  return handled;
}
