#include <customcontrols.h>
#include <stdio.h>

/* An app of the packaged library (scripts/dist-check.sh, scripts/deb-check.sh): each control
 * made, a value set and read back, in a window shown once. */
int
main (void)
{
  gtk_init ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *knob = cc_knob_new ();
  GtkWidget *range = cc_range_slider_new ();
  GtkWidget *circular = cc_circular_slider_new ();
  GtkWidget *circular_range = cc_circular_range_slider_new ();
  gtk_box_append (GTK_BOX (box), knob);
  gtk_box_append (GTK_BOX (box), range);
  gtk_box_append (GTK_BOX (box), circular);
  gtk_box_append (GTK_BOX (box), circular_range);
  gtk_box_append (GTK_BOX (box), cc_xy_pad_new ());
  cc_knob_set_value (CC_KNOB (knob), 0.25);
  cc_circular_slider_set_value (CC_CIRCULAR_SLIDER (circular), 90);
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  printf ("knob %.2f, circular slider %.0f\n", cc_knob_get_value (CC_KNOB (knob)),
          cc_circular_slider_get_value (CC_CIRCULAR_SLIDER (circular)));
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
