#include "CExample.h"

/* A control is a plain GObject to C: its signals and properties go by name. */
static void
on_gain_changed (GtkWidget *knob,
                 gpointer   user_data)
{
  double value;

  g_object_get (knob, "value", &value, NULL);
  g_print ("value-changed builder %.3f\n", value);
}

void
example_connect_gain (GtkWidget *knob)
{
  g_signal_connect (knob, "value-changed", G_CALLBACK (on_gain_changed), NULL);
}
