#include "CCustomControls.h"

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
