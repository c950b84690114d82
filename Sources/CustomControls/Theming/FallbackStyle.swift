import CCustomControls
import CustomControlsCGtk

/// The controls' default CSS, at the lowest priority so any theme or app stylesheet wins.
///
/// Colours: a control's unset tint is the CSS `color` of its node, and the range slider's
/// unset track, range and thumb colours are the `color` of its `trough`, `highlight` and
/// `slider` nodes. The value's text takes the `color` of the control's `value` node: the
/// theme's text colour on the knob and the circular slider (as before the node existed),
/// white on the range slider's label pills. The defaults derive from the theme's colours, so
/// they follow a dark style: the knob's thin strokes mix the selection colour with the text
/// colour, which keeps them legible on light and dark backgrounds alike. The knob and the
/// circular slider show keyboard focus as an outline; the range slider rings its focused
/// thumb itself. Insensitive controls are drawn dimmed, but for a range slider the theme draws
/// (`.theme-appearance`), which the theme's insensitive colours dim already.
enum FallbackStyle {
    static let css = """
    knob { color: mix(@theme_selected_bg_color, @theme_fg_color, 0.2); }
    circularslider { color: @theme_selected_bg_color; }
    rangeslider > trough { color: #e6e6e6; }
    rangeslider > trough > highlight { color: @theme_selected_bg_color; }
    rangeslider > slider { color: white; }
    circularslider > trough { color: black; }
    circularrangeslider { color: @theme_selected_bg_color; }
    circularrangeslider > trough { color: black; }
    circularrangeslider > slider { color: rgba(255, 255, 255, 0.7); }
    knob > value, circularslider > value, circularrangeslider > value { color: @theme_fg_color; }
    rangeslider > value { color: white; }
    xypad { color: @theme_selected_bg_color; }
    xypad > trough { color: #e6e6e6; }
    xypad > slider { color: white; }
    knob:focus-visible, circularslider:focus-visible {
      outline: 2px solid alpha(@theme_selected_bg_color, 0.7);
      outline-offset: -2px;
      border-radius: 12px;
    }
    circularslider > entry.value {
      font-weight: bold;
      font-size: 1.6em;
      background: none;
      min-height: 0;
    }
    rangeslider:disabled:not(.theme-appearance), knob:disabled, circularslider:disabled, circularrangeslider:disabled,
    xypad:disabled {
      opacity: 0.5;
    }
    """

    /// What high contrast adds: every part in the theme's text colour or at least 3:1
    /// against its background (WCAG's non-text contrast). The tracks (the range slider's, the
    /// circular slider's ring) are a grey nearer the text colour, at least 4:1 from the
    /// background in GTK's light and dark HighContrast, which the text-coloured thumbs and lit
    /// arc still stand out from (about 2.3:1); focus outlines are solid.
    static let highContrastCSS = """
    knob, circularslider { color: @theme_fg_color; }
    circularslider > trough { color: mix(@theme_fg_color, @theme_bg_color, 0.4); }
    circularrangeslider { color: @theme_fg_color; }
    circularrangeslider > trough { color: mix(@theme_fg_color, @theme_bg_color, 0.4); }
    circularrangeslider > slider { color: @theme_bg_color; }
    rangeslider > trough { color: mix(@theme_fg_color, @theme_bg_color, 0.4); }
    rangeslider > slider { color: @theme_fg_color; }
    rangeslider > value { color: @theme_selected_fg_color; }
    xypad { color: @theme_fg_color; }
    xypad > trough { color: mix(@theme_fg_color, @theme_bg_color, 0.4); }
    xypad > slider { color: @theme_fg_color; }
    knob:focus-visible, circularslider:focus-visible { outline: 2px solid @theme_fg_color; }
    """

    /// The high-contrast additions as GTK 4.20 and later ask for them: no longer a theme of its
    /// own (GTK dropped HighContrast), but the desktop's `gtk-interface-contrast` asking for
    /// more, which the default theme and this media query follow.
    static let prefersMoreContrastCSS = "@media (prefers-contrast: more) {\n\(highContrastCSS)}\n"

    nonisolated(unsafe) private static var installed = false
    /// The high-contrast additions while a high-contrast theme is in force.
    nonisolated(unsafe) private static var highContrast: UnsafeMutablePointer<GtkCssProvider>?

    /// Adds the stylesheet to the default display, once, and follows the theme and the
    /// desktop's contrast from then on (GTK-thread only).
    static func install() {
        guard !installed, let display = gdk_display_get_default() else { return }
        installed = true
        let settings = gtk_settings_get_for_display(display)
        let provider = gtk_css_provider_new()
        let followsContrast = settings.map { cc_css_provider_follow_contrast(provider, $0) != 0 } ?? false
        cc_css_provider_load(provider, followsContrast ? css + prefersMoreContrastCSS : css)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
        g_object_unref(UnsafeMutableRawPointer(provider))
        guard let settings else { return }
        let themeChanged: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { settings, _, display in
            guard let settings, let display else { return }
            FallbackStyle.followTheme(settings: settings, display: OpaquePointer(display))
        }
        g_signal_connect_data(UnsafeMutableRawPointer(settings), "notify::gtk-theme-name", unsafeBitCast(themeChanged, to: GCallback.self),
                              UnsafeMutableRawPointer(display), nil, GConnectFlags(rawValue: 0))
        followTheme(settings: UnsafeMutableRawPointer(settings), display: display)
    }

    /// Adds or removes the high-contrast additions as the theme in force is or is not a
    /// high-contrast one. Every control restyles, and so redraws, at once.
    static func followTheme(settings: gpointer, display: OpaquePointer) {
        let wanted = isHighContrast(themeName(settings))
        if wanted, highContrast == nil {
            let provider = gtk_css_provider_new()!
            cc_css_provider_load(provider, highContrastCSS)
            // Above the base stylesheet, still below every theme and app stylesheet.
            gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK) + 1)
            highContrast = provider
        } else if !wanted, let provider = highContrast {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
            g_object_unref(UnsafeMutableRawPointer(provider))
            highContrast = nil
        }
    }

    /// The theme GTK uses: `GTK_THEME` wins over the `gtk-theme-name` setting, as in GTK.
    static func themeName(_ settings: gpointer) -> String {
        if let forced = g_getenv("GTK_THEME") { return String(cString: forced) }
        guard let name = cc_object_dup_string(settings, "gtk-theme-name") else { return "" }
        defer { g_free(name) }
        return String(cString: name)
    }

    /// GTK's own high-contrast themes — `HighContrast` (dark with the dark style), GTK 4.8's
    /// `HighConstrastInverse` (sic), `Default-hc` and `Default-hc-dark` — and any theme named
    /// `…-hc` or `…-hc-dark` (with or without a `:variant`).
    static func isHighContrast(_ themeName: String) -> Bool {
        let base = themeName.split(separator: ":").first.map(String.init) ?? themeName
        return base.hasPrefix("HighContrast") || base == "HighConstrastInverse" || base.hasSuffix("-hc") || base.hasSuffix("-hc-dark")
    }
}
