import CCustomControls
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// A mapped control keeps its resolved tint instead of resolving it on every frame; each thing
/// the tint follows must still reach it.
@MainActor
@Suite(.serialized, .gtk)
struct MappedTintTests {
    @Test func aMappedControlFollowsEveryChangeOfItsTint() throws {
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let tinted = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!, plain = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(cast(column), tinted)
        gtk_box_append(cast(column), plain)
        let knob = Knob()
        gtk_box_append(cast(tinted), knob.widget)
        let host = try HostWindow(column, width: 120, height: 240)
        defer { host.close() }
        let knobState = try state(of: knob.widget)
        let themeTint = knobState.resolvedTint
        #expect(knobState.mappedTint == themeTint)  // kept, not resolved per frame

        let red = RGBA(red: 1, green: 0, blue: 0)
        CustomControls.setInheritedTint(red, on: tinted)
        #expect(knobState.resolvedTint == red)

        // Moved out of the tinted box (which unmaps and maps it again).
        g_object_ref(knob.widget)
        gtk_box_remove(cast(tinted), knob.widget)
        gtk_box_append(cast(plain), knob.widget)
        g_object_unref(knob.widget)
        #expect(GTK.iterate { gtk_widget_get_mapped(knob.widget) != 0 })
        #expect(knobState.resolvedTint == themeTint)

        let green = RGBA(red: 0, green: 1, blue: 0)
        knob.tintColor = green
        #expect(knobState.resolvedTint == green)
        knob.tintColor = nil
        #expect(knobState.resolvedTint == themeTint)

        // The theme's colour changing reaches it through css-changed.
        let blue = RGBA(red: 0, green: 0, blue: 1)
        let provider = try StyleProvider("knob { color: rgb(0, 0, 255); }")
        #expect(GTK.iterate(until: { knobState.resolvedTint == blue }, timeout: 2))
        provider.remove()
        #expect(GTK.iterate(until: { knobState.resolvedTint == themeTint }, timeout: 2))
    }
}
