#include "CCustomControlsTestSupport.h"

/* GTK 4.18 declares its GL renderer (the GPU one; the old one is gone) in gsk/gsk.h, and
 * answers an include of the old renderer's header with a warning; before 4.18 that header,
 * which gtk/gtk.h leaves out, declares gsk_gl_renderer_new. */
#if !GTK_CHECK_VERSION (4, 18, 0)
#include <gsk/gl/gskglrenderer.h>
#endif

GskRenderer *
cc_test_gl_renderer_new (void)
{
  return gsk_gl_renderer_new ();
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

gpointer
cc_object_new_dd (GType type, const char *first, double a, const char *second, double b)
{
  return g_object_new (type, first, a, second, b, NULL);
}

void
cc_object_set_boolean (gpointer object, const char *property, gboolean value)
{
  g_object_set (object, property, value, NULL);
}

void
cc_object_set_int (gpointer object, const char *property, int value)
{
  g_object_set (object, property, value, NULL);
}

guint
cc_signal_handlers_with_data (gpointer instance, gpointer data)
{
  guint count = g_signal_handlers_block_matched (instance, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, data);

  g_signal_handlers_unblock_matched (instance, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, data);
  return count;
}

void
cc_object_set_object (gpointer object, const char *property, gpointer value)
{
  g_object_set (object, property, value, NULL);
}

void
cc_object_set_string (gpointer object, const char *property, const char *value)
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
cc_accessible_set_labelled_by (GtkAccessible *accessible, GtkAccessible *label)
{
  gtk_accessible_update_relation (accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}

void
cc_signal_emit_by_name (gpointer instance, const char *name)
{
  g_signal_emit_by_name (instance, name);
}

void
cc_signal_emit_by_name_dd (gpointer instance, const char *name, double a, double b)
{
  g_signal_emit_by_name (instance, name, a, b);
}

void
cc_signal_emit_by_name_idd (gpointer instance, const char *name, int n, double a, double b)
{
  g_signal_emit_by_name (instance, name, n, a, b);
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

gboolean
cc_test_accessible_set_current_value (GtkWidget *widget, double value)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  if (GTK_IS_ACCESSIBLE_RANGE (widget))
    return GTK_ACCESSIBLE_RANGE_GET_IFACE (widget)->set_current_value (GTK_ACCESSIBLE_RANGE (widget), value);
#endif
  if (GTK_IS_RANGE (widget))
    {
      gtk_range_set_value (GTK_RANGE (widget), value);
      return TRUE;
    }
  return FALSE;
}

gboolean
cc_test_is_accessible_range (GtkWidget *widget)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  return GTK_IS_ACCESSIBLE_RANGE (widget);
#else
  return FALSE;
#endif
}

gboolean
cc_test_built_with_accessible_range (void)
{
  return GTK_CHECK_VERSION (4, 10, 0);
}

gboolean
cc_test_is_range (GtkWidget *widget)
{
  return GTK_IS_RANGE (widget);
}

void
cc_test_log_warning (const char *domain, const char *message)
{
  g_log (domain, G_LOG_LEVEL_WARNING, "%s", message);
}
