import CGtk              // the app's own module for gtk4, not CustomControlsCGtk
import CustomControls
import Foundation

// An app that has a GTK module of its own, as apps on swift-cross-ui's GTK backend or SwiftGtk
// have: it places the three controls with its own GTK calls, adopts a knob that GtkBuilder
// made, and observes it.
//
//   interop-example            open the window
//   interop-example --smoke    once the window is laid out, print what it checked, change each
//                              control once (each handler prints), quit

let smoke = CommandLine.arguments.contains("--smoke")
guard gtk_init_check() != 0 else {
    FileHandle.standardError.write(Data("interop-example: cannot open a display\n".utf8))
    exit(1)
}

// Its own GTK calls take the controls' widget pointers as they are: the GTK types of two
// modules that both include <gtk/gtk.h> are the same Swift types.
let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
let box = UnsafeMutablePointer<GtkBox>(OpaquePointer(column))
let range = RangeSlider()
let knob = Knob()
let circular = CircularSlider()
gtk_box_append(box, range.widget)
gtk_box_append(box, knob.widget)
gtk_box_append(box, circular.widget)

// A control made elsewhere (here by GtkBuilder) has one Swift handle, whoever asks for it.
CustomControls.registerTypes()
let builder = gtk_builder_new_from_string(#"<interface><object class="CcKnob" id="gain"/></interface>"#, -1)!
let gain = UnsafeMutablePointer<GtkWidget>(OpaquePointer(gtk_builder_get_object(builder, "gain")!))
let adopted = Knob(wrapping: gain)!
let again = try Knob.handle(for: gain)                  // the same handle: adopted === again
adopted.onNotify(\.value) { gain in
    print("notify builder value \(gain.value)")
}
gtk_box_append(box, gain)
g_object_unref(UnsafeMutableRawPointer(builder))

// Anything else is turned down, with what it is.
let label = gtk_label_new("Not a knob")!
do {
    _ = try Knob.handle(for: label)
} catch {
    print("rejected: \(error)")                         // expected a CcKnob, got a GtkLabel
}
gtk_box_append(box, label)

range.onValueChanged { range in print("value-changed range \(range.lowerValue) \(range.upperValue)") }
knob.onValueChanged { knob in print("value-changed knob \(knob.value)") }
circular.onValueChanged { circular in print("value-changed circular \(circular.value)") }
adopted.onValueChanged { gain in print("value-changed builder \(gain.value)") }
for (widget, width, height) in [(range.widget, 320, 32), (knob.widget, 120, 120), (circular.widget, 160, 160), (gain, 120, 120)] {
    gtk_widget_set_size_request(widget, Int32(width), Int32(height))
}

let window = gtk_window_new()!
let windowPointer = UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))
gtk_window_set_title(windowPointer, "An app with its own CGtk")
gtk_window_set_child(windowPointer, column)
gtk_window_present(windowPointer)

var open = true
let closeRequested: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, _ in
    MainActor.assumeIsolated { open = false }
    return 0
}
g_signal_connect_data(UnsafeMutableRawPointer(window), "close-request", unsafeBitCast(closeRequested, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))

guard smoke else {
    while open { g_main_context_iteration(nil, 1) }
    exit(0)
}

// --smoke: wait until every control has a size, then check and change each once.
let controls = [("range", range.widget), ("knob", knob.widget), ("circular", circular.widget), ("builder", gain)]
let deadline = g_get_monotonic_time() + 20 * 1_000_000
while !controls.allSatisfy({ gtk_widget_get_width($0.1) > 0 }) {
    guard g_get_monotonic_time() < deadline else {
        FileHandle.standardError.write(Data("interop-example: the window was not laid out within 20 s\n".utf8))
        exit(1)
    }
    g_main_context_iteration(nil, 0)
    usleep(1000)
}
for (name, widget) in controls {
    print("ready \(name) \(gtk_widget_get_width(widget))x\(gtk_widget_get_height(widget))")
}
print("same handle \(adopted === again && Knob(wrapping: gain) === adopted && Knob(wrapping: knob.widget) === knob)")
range.setValues(lower: 0.25, upper: 0.75)
knob.value = 0.5
circular.value = 90
Knob(wrapping: gain)?.value = 0.75
print("interop ready")
gtk_window_destroy(windowPointer)
exit(0)
