import CustomControlsCAdwaita
import CustomControlsCGtk
import CustomControls
import Foundation

// The CustomControls demo: a gallery of scenes built from the controls, and every control
// beside a panel for each of its properties.
//
//   customcontrols-demo                      open the window on the Gallery
//   customcontrols-demo --page properties    open it on the Properties page (gallery, properties)
//   customcontrols-demo --screenshot FILE    render the window to FILE (PNG) once shown, then quit
//   customcontrols-demo --dark               start in the dark style

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let screenshotPath = option("--screenshot")
let startPage: DemoWindow.Page
if let name = option("--page") {
    guard let page = DemoWindow.Page(rawValue: name) else {
        let pages = DemoWindow.Page.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write("customcontrols-demo: no page '\(name)' (\(pages))\n".data(using: .utf8)!)
        exit(2)
    }
    startPage = page
} else {
    startPage = .gallery
}
let startDark = arguments.contains("--dark")

guard CustomControls.initializeGTK() else {
    FileHandle.standardError.write("customcontrols-demo: cannot open a display (set DISPLAY, or run scripts/demo.sh, which starts Xvfb)\n".data(using: .utf8)!)
    exit(1)
}
adw_init()
CustomControls.registerTypes()
useDemoIcon()
if startDark { setDarkStyle(true) }

let application = UnsafeMutableRawPointer(adw_application_new("io.github.customcontrols.Demo", CC_APPLICATION_NON_UNIQUE)!)
    .assumingMemoryBound(to: GtkApplication.self)
var demoWindow: DemoWindow?
Signals.connect(UnsafeMutableRawPointer(application), "activate") {
    if let window = demoWindow {
        window.present()
        return
    }
    let window = DemoWindow(application: application, page: startPage, dark: startDark) {
        guard let screenshotPath else { return }
        // Not at a fixed delay after ready: on a loaded machine a control may still be
        // animating then, and two screenshots meant to be alike would differ.
        demoWindow?.whenAtRest {
            // Where the parts lie in the picture: a layout after ready may have moved them.
            demoWindow?.reportBounds("shot")
            let saved = demoWindow?.saveScreenshot(to: screenshotPath) ?? false
            report(saved ? "screenshot \(screenshotPath)" : "screenshot failed")
            g_application_quit(UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self))
        }
    }
    demoWindow = window
    window.present()
}
// GApplication gets only the program name: the demo's own options are not GApplication's.
var programName = strdup(CommandLine.arguments[0])
var argv: [UnsafeMutablePointer<CChar>?] = [programName, nil]
let status = g_application_run(UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self), 1, &argv)
free(programName)
exit(status)

/// Gives the windows the demo's icon: installed, it is in the hicolor theme; run from a
/// checkout, it is found in the checkout's data/ folder, wherever the working directory is.
@MainActor
func useDemoIcon() {
    let checkoutIcons = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../data/icons").standardized.path
    if FileManager.default.fileExists(atPath: checkoutIcons), let display = gdk_display_get_default() {
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), checkoutIcons)
    }
    gtk_window_set_default_icon_name("io.github.customcontrols.Demo")
}
