import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// Runs `body` with the theme `name` in force, switched at run time as a desktop switches
/// it (the `gtk-theme-name` setting; the test command's `GTK_THEME` would pin it), then
/// switches back.
@MainActor
func withTheme(_ name: String, darkStyle: Bool = false, _ body: () throws -> Void) rethrows {
    let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
    let pinned = g_getenv("GTK_THEME").map { String(cString: $0) }
    g_unsetenv("GTK_THEME")
    cc_object_set_string(settings, "gtk-theme-name", name)
    if darkStyle { cc_object_set_boolean(settings, "gtk-application-prefer-dark-theme", 1) }
    defer {
        cc_object_set_boolean(settings, "gtk-application-prefer-dark-theme", 0)
        cc_object_set_string(settings, "gtk-theme-name", "Adwaita")
        if let pinned { g_setenv("GTK_THEME", pinned, 1) }
        GTK.spin(0.05)
    }
    GTK.spin(0.05)
    try body()
}
