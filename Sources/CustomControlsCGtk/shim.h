#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H
#include <gtk/gtk.h>
/* GSK's GL renderer (gsk_gl_renderer_new): gtk/gtk.h leaves its header out. The benchmark
 * renders offscreen through it, as GL desktops draw. */
#include <gsk/gl/gskglrenderer.h>
#endif
