#include "CCustomControls.h"

#include <math.h>

/* GtkSnapshot's mask (GTK 4.10+), for the texture form's moving wedge edge (#34): on GTK 4.8
 * there is no mask node, and the caller draws that edge another way. */

gboolean
cc_snapshot_push_alpha_mask (GtkSnapshot *snapshot)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  if (gtk_get_minor_version () < 10)
    return FALSE;
  gtk_snapshot_push_mask (snapshot, GSK_MASK_MODE_ALPHA);
  return TRUE;
#else
  return FALSE;
#endif
}

gboolean
cc_snapshot_masks_available (void)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  return gtk_get_minor_version () >= 10;
#else
  return FALSE;
#endif
}

/* GskPath and fill nodes (GTK 4.14+), for the node form's cut across a sector's edge (#54):
 * GTK 4.14-4.18 rasterize a fill's mask on the CPU each frame (a few hundred bytes for the
 * cut), later GTKs cache it by the path, so the caller keeps a path it draws again. */

gpointer
cc_path_new_polygon (const double *xy, int n)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  GskPathBuilder *builder;

  if (gtk_get_minor_version () < 14 || n < 3)
    return NULL;
  builder = gsk_path_builder_new ();
  gsk_path_builder_move_to (builder, xy[0], xy[1]);
  for (int i = 1; i < n; i++)
    gsk_path_builder_line_to (builder, xy[2 * i], xy[2 * i + 1]);
  gsk_path_builder_close (builder);
  return gsk_path_builder_free_to_path (builder);
#else
  (void) xy;
  (void) n;
  return NULL;
#endif
}

void
cc_path_unref (gpointer path)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  if (path != NULL)
    gsk_path_unref (path);
#else
  (void) path;
#endif
}

gboolean
cc_snapshot_push_fill (GtkSnapshot *snapshot, gpointer path)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  if (path == NULL || gtk_get_minor_version () < 14)
    return FALSE;
  gtk_snapshot_push_fill (snapshot, path, GSK_FILL_RULE_WINDING);
  return TRUE;
#else
  (void) snapshot;
  (void) path;
  return FALSE;
#endif
}

gboolean
cc_snapshot_append_arc (GtkSnapshot *snapshot, double cx, double cy, double radius,
                        double start, double end, double width, const GdkRGBA *color)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  GskPathBuilder *builder;
  GskPath *path;
  GskStroke *stroke;
  int pieces;

  if (gtk_get_minor_version () < 14)
    return FALSE;
  if (!(radius > 0) || !(width > 0) || start == end)
    return TRUE;  /* nothing to draw */
  /* Quarter turns at most, so each piece is an SVG arc's small one. */
  pieces = MAX (1, (int) ceil (fabs (end - start) / G_PI_2));
  builder = gsk_path_builder_new ();
  gsk_path_builder_move_to (builder, cx + radius * cos (start), cy + radius * sin (start));
  for (int i = 1; i <= pieces; i++)
    {
      double angle = start + (end - start) * i / pieces;

      gsk_path_builder_svg_arc_to (builder, radius, radius, 0, FALSE, end > start,
                                   cx + radius * cos (angle), cy + radius * sin (angle));
    }
  path = gsk_path_builder_free_to_path (builder);
  stroke = gsk_stroke_new (width);
  gsk_stroke_set_line_cap (stroke, GSK_LINE_CAP_ROUND);
  gtk_snapshot_append_stroke (snapshot, path, stroke, color);
  gsk_stroke_free (stroke);
  gsk_path_unref (path);
  return TRUE;
#else
  return FALSE;
#endif
}
