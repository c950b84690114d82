#include "CCustomControls.h"

/* GskPath fill nodes (GTK 4.14+), for the circular controls' lit wedge under the GPU renderers
 * (#34): on older GTKs there are none, and the caller draws the wedge another way. */

gboolean
cc_snapshot_push_fill_polygon (GtkSnapshot *snapshot, const double *points, int count)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  GskPathBuilder *builder;
  GskPath *path;
  int i;

  if (gtk_get_minor_version () < 14 || count < 3)
    return FALSE;
  builder = gsk_path_builder_new ();
  gsk_path_builder_move_to (builder, (float) points[0], (float) points[1]);
  for (i = 1; i < count; i++)
    gsk_path_builder_line_to (builder, (float) points[2 * i], (float) points[2 * i + 1]);
  gsk_path_builder_close (builder);
  path = gsk_path_builder_free_to_path (builder);
  gtk_snapshot_push_fill (snapshot, path, GSK_FILL_RULE_WINDING);
  gsk_path_unref (path);
  return TRUE;
#else
  (void) snapshot;
  (void) points;
  (void) count;
  return FALSE;
#endif
}

gboolean
cc_snapshot_fills_available (void)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  return gtk_get_minor_version () >= 14;
#else
  return FALSE;
#endif
}
