import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// Runs `body` in the look a desktop gives with the theme `name` (`Adwaita` or
/// `HighContrast`), light or with the dark style, switched at run time as a desktop switches it
/// (the test command's `GTK_THEME` would pin it), then switches back.
///
/// GTK 4.20 dropped its HighContrast theme and deprecated `gtk-application-prefer-dark-theme`
/// (setting it warns): from there high contrast is the default theme with
/// `gtk-interface-contrast` asking for more, and the dark style `gtk-interface-color-scheme`
/// asking for dark, as GNOME's settings portal sets them.
@MainActor
func withTheme(_ name: String, darkStyle: Bool = false, _ body: () throws -> Void) rethrows {
    let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
    let pinned = g_getenv("GTK_THEME").map { String(cString: $0) }
    g_unsetenv("GTK_THEME")
    if DesktopLook.hasInterfaceSettings {
        let highContrast = name.hasPrefix("HighContrast")
        cc_object_set_string(settings, "gtk-theme-name", highContrast ? "Adwaita" : name)
        cc_object_set_int(settings, "gtk-interface-contrast", highContrast ? DesktopLook.moreContrast : DesktopLook.noContrastPreference)
        cc_object_set_int(settings, "gtk-interface-color-scheme", darkStyle ? DesktopLook.dark : DesktopLook.defaultScheme)
    } else {
        cc_object_set_string(settings, "gtk-theme-name", name)
        cc_object_set_boolean(settings, "gtk-application-prefer-dark-theme", darkStyle ? 1 : 0)
    }
    defer {
        if DesktopLook.hasInterfaceSettings {
            cc_object_set_int(settings, "gtk-interface-contrast", DesktopLook.noContrastPreference)
            cc_object_set_int(settings, "gtk-interface-color-scheme", DesktopLook.defaultScheme)
        } else {
            cc_object_set_boolean(settings, "gtk-application-prefer-dark-theme", 0)
        }
        cc_object_set_string(settings, "gtk-theme-name", "Adwaita")
        if let pinned { g_setenv("GTK_THEME", pinned, 1) }
        GTK.spin(0.05)
    }
    GTK.spin(0.05)
    try body()
}

/// The theme's named colour `name` (`theme_bg_color`, `theme_fg_color`), taken by a probe
/// widget as its CSS `color` and read as the controls read theirs. (GtkStyleContext, which could
/// look a named colour up, is deprecated since GTK 4.10 with no successor.)
@MainActor
func themeColor(_ name: String) throws -> RGBA {
    let style = try StyleProvider(".cc-theme-colour-probe { color: @\(name); }")
    defer { style.remove() }
    let probe = g_object_ref_sink(UnsafeMutableRawPointer(gtk_label_new(nil)))!
    defer { g_object_unref(probe) }
    let widget = probe.assumingMemoryBound(to: GtkWidget.self)
    gtk_widget_add_css_class(widget, "cc-theme-colour-probe")
    var color = GdkRGBA()
    cc_widget_get_color(widget, &color)
    return RGBA(color)
}

/// GTK 4.20's settings for the desktop's look, and their values (GtkInterfaceContrast,
/// GtkInterfaceColorScheme).
enum DesktopLook {
    static let hasInterfaceSettings = gtk_get_minor_version() >= 20
    static let noContrastPreference: Int32 = 1, moreContrast: Int32 = 2
    static let defaultScheme: Int32 = 1, dark: Int32 = 2
}
