import CustomControlsCGtk
import CustomControls
import Foundation

// The README's "Embedding in your app", as one small app (see ExampleWindow.swift).
//
//   embedding-example                      open the window
//   embedding-example --smoke              once the window is laid out, print a line per control,
//                                          change each control once (each handler prints), quit
//   embedding-example --screenshot FILE    render the window to FILE (PNG) once shown, then quit

let arguments = Array(CommandLine.arguments.dropFirst())
let smoke = arguments.contains("--smoke")
let screenshotPath = arguments.firstIndex(of: "--screenshot").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }

let application = gtk_application_new("io.github.customcontrols.EmbeddingExample", CC_APPLICATION_NON_UNIQUE)!
var exampleWindow: ExampleWindow?

let activate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, gpointer?) -> Void = { application, _ in
    MainActor.assumeIsolated {
        if let window = exampleWindow {
            window.present()
            return
        }
        ExampleWindow.addStylesheet()
        let window = ExampleWindow(application: application!)
        exampleWindow = window
        if smoke || screenshotPath != nil {
            runHeadless(window, smoke: smoke, screenshotPath: screenshotPath)
        }
        window.present()
    }
}
g_signal_connect_data(application, "activate", unsafeBitCast(activate, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))

// GApplication gets only the program name: the example's options are not GApplication's.
var programName = strdup(CommandLine.arguments[0])
var argv: [UnsafeMutablePointer<CChar>?] = [programName, nil]
let status = g_application_run(UnsafeMutablePointer<GApplication>(OpaquePointer(application)), 1, &argv)
free(programName)
exit(status)
