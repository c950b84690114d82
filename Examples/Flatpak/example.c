/* The Flatpak sample's app: the five controls in a window (io.github.customcontrols.Example.json
 * builds it against the library its first module installs into /app). */
#include <customcontrols.h>

static void
activate (GtkApplication *app, gpointer user_data)
{
  GtkWidget *window = gtk_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  gtk_box_append (GTK_BOX (box), cc_knob_new ());
  gtk_box_append (GTK_BOX (box), cc_range_slider_new ());
  gtk_box_append (GTK_BOX (box), cc_circular_slider_new ());
  gtk_box_append (GTK_BOX (box), cc_circular_range_slider_new ());
  gtk_box_append (GTK_BOX (box), cc_xy_pad_new ());
  gtk_window_set_title (GTK_WINDOW (window), "CustomControls in a Flatpak");
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  GtkApplication *app = gtk_application_new ("io.github.customcontrols.Example", G_APPLICATION_DEFAULT_FLAGS);
  int status;

  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
