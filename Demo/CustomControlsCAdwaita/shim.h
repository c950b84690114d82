#ifndef CUSTOMCONTROLS_CADWAITA_SHIM_H
#define CUSTOMCONTROLS_CADWAITA_SHIM_H
// libadwaita (1.1 or later; Debian 12 has 1.2, Debian 13 1.7), for the demo's window only: the
// library never uses it.
//
// GTK through its module, CustomControlsCGtk, first: GTK's headers are no module's own, so a
// module including them itself would hold a copy of every GTK declaration, and Swift would
// then give GTK's constants (GTK_ALIGN_FILL) to whichever of the two modules it loaded first,
// out of sight of the demo's files that import only CustomControlsCGtk.
#include "../../Sources/CustomControlsCGtk/shim.h"
#include <adwaita.h>

// The demo's calls whose API changed after GTK 4.8 and libadwaita 1.2. Swift imports one set of
// headers and cannot test GTK_CHECK_VERSION or ADW_CHECK_VERSION, so each is made here: each
// version compiles only its own call, and none is deprecated where it is compiled.

// Loads a stylesheet's text: gtk_css_provider_load_from_string on GTK 4.12+ (load_from_data is
// deprecated there).
static inline void
cc_demo_css_provider_load (GtkCssProvider *provider, const char *css)
{
#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_css_provider_load_from_string (provider, css);
#else
  gtk_css_provider_load_from_data (provider, css, -1);
#endif
}

// Aligns a widget vertically on the baseline: GTK 4.12 renamed GTK_ALIGN_BASELINE (same value)
// GTK_ALIGN_BASELINE_FILL.
static inline void
cc_demo_widget_set_valign_baseline (GtkWidget *widget)
{
#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_widget_set_valign (widget, GTK_ALIGN_BASELINE_FILL);
#else
  gtk_widget_set_valign (widget, GTK_ALIGN_BASELINE);
#endif
}

// A button showing a colour that opens a colour chooser: GtkColorDialogButton on GTK 4.10+
// (GtkColorButton and GtkColorChooser are deprecated there), GtkColorButton before.
static inline GtkWidget *
cc_demo_color_button_new (const GdkRGBA *rgba)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  GtkWidget *button = gtk_color_dialog_button_new (gtk_color_dialog_new ());
  gtk_color_dialog_button_set_rgba (GTK_COLOR_DIALOG_BUTTON (button), rgba);
  return button;
#else
  return gtk_color_button_new_with_rgba (rgba);
#endif
}

// The colour a cc_demo_color_button_new button shows.
static inline void
cc_demo_color_button_get_rgba (GtkWidget *button, GdkRGBA *rgba)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  *rgba = *gtk_color_dialog_button_get_rgba (GTK_COLOR_DIALOG_BUTTON (button));
#else
  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (button), rgba);
#endif
}

// Whether a cc_demo_color_button_new button tells a chosen colour by notify::rgba
// (GtkColorDialogButton); else by its color-set signal (GtkColorButton).
static inline gboolean
cc_demo_color_button_notifies_rgba (void)
{
  return GTK_CHECK_VERSION (4, 10, 0);
}

// The header bar's view switcher for `stack`, and `bar` (a switcher bar at the bottom of the
// window) for a window too narrow for it. Before libadwaita 1.4: an AdwViewSwitcherTitle titled
// `title`, which shows the title instead of its switcher when it has no room, and whose
// title-visible then reveals the bar. From 1.4 (which deprecates AdwViewSwitcherTitle): an
// AdwViewSwitcher, and the bar left hidden. 1.4's way to reveal it, a breakpoint, needs a
// minimum window size below the pages' own (about 1100 px wide), and libadwaita warns whenever
// the window is then narrower than they are; the window is never narrower than its pages,
// where the switcher always fits, so the bar would never show anyway.
static inline void
cc_demo_add_view_switchers (AdwHeaderBar *header, AdwViewStack *stack, AdwViewSwitcherBar *bar,
                            const char *title)
{
  adw_view_switcher_bar_set_stack (bar, stack);
#if ADW_CHECK_VERSION (1, 4, 0)
  GtkWidget *switcher = adw_view_switcher_new ();
  adw_view_switcher_set_stack (ADW_VIEW_SWITCHER (switcher), stack);
  adw_view_switcher_set_policy (ADW_VIEW_SWITCHER (switcher), ADW_VIEW_SWITCHER_POLICY_WIDE);
  adw_header_bar_set_title_widget (header, switcher);
  (void) title;  // the window's title, which AdwHeaderBar shows only without a title widget
#else
  GtkWidget *switcher_title = adw_view_switcher_title_new ();
  adw_view_switcher_title_set_stack (ADW_VIEW_SWITCHER_TITLE (switcher_title), stack);
  adw_view_switcher_title_set_title (ADW_VIEW_SWITCHER_TITLE (switcher_title), title);
  adw_header_bar_set_title_widget (header, switcher_title);
  g_object_bind_property (switcher_title, "title-visible", bar, "reveal", G_BINDING_SYNC_CREATE);
#endif
}

#endif
