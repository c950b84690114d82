/* The app's own module for gtk4, declared as swift-cross-ui's GTK backend declares its CGtk. */
#include <float.h>
#include <gtk/gtk.h>
