/* The example's C part: what a C app does with a control it got from GtkBuilder. */
#ifndef EXAMPLE_C_H
#define EXAMPLE_C_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Prints "value-changed builder VALUE" on every value-changed of `knob` (a CcKnob). */
void example_connect_gain (GtkWidget *knob);

G_END_DECLS

#endif
