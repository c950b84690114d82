import CustomControlsCGtk
import CustomControls
import Foundation

/// MIDI Learn on the mixing desk: every knob's context menu has **MIDI Learn** (one
/// `extra-menu` model for the whole desk, its action taking the knob's widget name); after it,
/// the next move of the controller binds it to that knob, and each move after sets the knob.
///
/// The controller is a stand-in for hardware: a fader sending CC 1 (0–127), mapped onto the
/// bound knob's range. Its values are a program's changes to the knob (as automation
/// playback's are), so they make no edit. Prints `midi-learn gain-1`, `midi-bound gain-1` and
/// `midi-cc 64 gain-1 -16.819` (the controller's value, the knob, its new value).
@MainActor
final class MidiLearn {
    /// The controller's fader, its caption and the binding's status, in a row.
    let row: UnsafeMutablePointer<GtkWidget>
    /// The fader standing in for a hardware controller.
    let controller: UnsafeMutablePointer<GtkWidget>
    private let status = SceneKit.label("Right-click a knob, or press Menu on it, for MIDI Learn", "dim-label", xalign: 0)
    /// The desk's extra menu items: MIDI Learn (held for the desk's life, as the knobs hold it).
    private let items: OpaquePointer
    private var knobs: [String: Knob] = [:]
    /// The knob waiting for the controller's next move, if any.
    private var learning: String?
    /// The knob the controller sets, once bound.
    private var bound: String?

    init() {
        items = g_menu_new()
        g_menu_append(items, "MIDI Learn", "desk.midi-learn")
        controller = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 127, 1)
        gtk_scale_set_digits(controller.as(GtkScale.self), 0)
        gtk_scale_set_draw_value(controller.as(GtkScale.self), 1)
        gtk_scale_set_value_pos(controller.as(GtkScale.self), GTK_POS_RIGHT)
        gtk_widget_set_size_request(controller, 220, -1)
        let caption = SceneKit.label("Controller CC 1", "heading")
        controller.setLabelledBy(caption)
        gtk_widget_set_hexpand(status, 1)
        row = SceneKit.row(spacing: 12, [caption, controller, status])
        Signals.connect(controller.object, "value-changed") { [unowned self] in self.controllerMoved() }
    }

    /// Gives `knob` the MIDI Learn item, its action's target the knob's widget name `name`.
    func add(_ knob: Knob, named name: String) {
        gtk_widget_set_name(knob.widget, name)
        knob.extraMenu = UnsafeMutablePointer(items)
        knobs[name] = knob
    }

    /// Puts the `desk.midi-learn` action on `widget`, an ancestor of every knob added.
    func insertAction(on widget: UnsafeMutablePointer<GtkWidget>) {
        let group = g_simple_action_group_new()!
        let type = g_variant_type_new("s")
        let action = g_simple_action_new("midi-learn", type)!
        g_variant_type_free(type)
        Signals.connect(UnsafeMutableRawPointer(action), "activate") { [unowned self] parameter in
            self.learn(String(cString: g_variant_get_string(OpaquePointer(parameter), nil)))
        }
        g_action_map_add_action(OpaquePointer(group), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        gtk_widget_insert_action_group(widget, "desk", OpaquePointer(group))
        g_object_unref(UnsafeMutableRawPointer(group))
    }

    private func learn(_ name: String) {
        guard knobs[name] != nil else { return }
        learning = name
        gtk_label_set_text(status.opaque, "Move the controller to map it to \(name)")
        report("midi-learn \(name)")
    }

    private func controllerMoved() {
        let cc = gtk_range_get_value(controller.as(GtkRange.self))
        if let name = learning {
            learning = nil
            bound = name
            gtk_label_set_text(status.opaque, "CC 1 → \(name)")
            report("midi-bound \(name)")
        }
        guard let name = bound, let knob = knobs[name] else { return }
        knob.value = knob.minimumValue + cc / 127 * (knob.maximumValue - knob.minimumValue)
        report(String(format: "midi-cc %.0f %@ %.3f", cc, name, knob.value))
    }
}
