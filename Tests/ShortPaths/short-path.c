/* The driver of scripts/short-paths.sh: a C app that sets a knob's value and draws it, so
 * callgrind can record which of the library's functions run on each path.
 *
 *   path_set_value: cc_knob_set_value, up to the end of `value-changed`'s emission;
 *   path_draw:      the knob's snapshot vfunc, as the next frame runs it (GTK's cairo
 *                   renderer: the form the other renderers' textures are drawn from).
 *
 * Both run twice (0.25, then 0.75), so first-use work (type metadata, caches) is seen as well
 * as the steady path; the script unions the functions of both calls. */
#include <gtk/gtk.h>
#include <customcontrols.h>

static int value_changes;

static void
on_value_changed (GtkRange *range, gpointer data)
{
  value_changes++;
}

/* Not static: callgrind's --toggle-collect names these. */
void
path_set_value (GtkWidget *knob, double value)
{
  cc_knob_set_value (CC_KNOB (knob), value);
}

void
path_draw (GtkWidget *knob)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GTK_WIDGET_GET_CLASS (knob)->snapshot (knob, snapshot);
  GskRenderNode *node = gtk_snapshot_free_to_node (snapshot);
  if (node)
    gsk_render_node_unref (node);
}

int
main (void)
{
  gtk_init ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *knob = cc_knob_new ();
  gtk_widget_set_size_request (knob, 200, 200);
  g_signal_connect (knob, "value-changed", G_CALLBACK (on_value_changed), NULL);
  gtk_window_set_child (GTK_WINDOW (window), knob);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (knob) || gtk_widget_get_width (knob) == 0)
    g_main_context_iteration (NULL, TRUE);
  path_draw (knob);
  path_set_value (knob, 0.25);
  path_draw (knob);
  path_set_value (knob, 0.75);
  path_draw (knob);
  /* The paths are only worth counting if they did what they should. */
  if (value_changes != 2 || cc_knob_get_value (CC_KNOB (knob)) != 0.75)
    {
      g_printerr ("short-path: expected 2 value-changed and 0.75, got %d and %g\n",
                  value_changes, cc_knob_get_value (CC_KNOB (knob)));
      return 1;
    }
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
