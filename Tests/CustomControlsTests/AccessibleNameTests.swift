import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// What a screen reader calls a control: its app-given label, else a name a person understands.
@MainActor
@Suite(.serialized, .gtk)
struct AccessibleNameTests {
    @Test func anUnlabelledControlIsNamedForWhatItIsOnceShown() throws {
        for (control, name) in [(Knob() as Control, "Knob"), (CircularSlider(), "Circular slider"), (RangeSlider(), "Range slider")] {
            let host = try HostWindow(control.widget, width: 120, height: 120)
            defer { host.close() }
            #expect(cc_test_accessible_check_string(control.widget.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, name) == nil, "\(name)")
        }
    }

    @Test func aLabelOrRelationTheAppSetWins() throws {
        let labelled = Knob()
        cc_accessible_update_label(labelled.widget.accessible, "Gain")
        let related = Knob()
        let heading = gtk_label_new("Pan")!
        cc_accessible_set_labelled_by(related.widget.accessible, heading.accessible)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        for child in [heading, labelled.widget, related.widget] { gtk_box_append(cast(box), child) }
        let host = try HostWindow(box, width: 120, height: 240)
        defer { host.close() }
        #expect(cc_test_accessible_check_string(labelled.widget.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, "Gain") == nil)
        // No label of our own beside the relation: GTK would read "Knob Pan".
        #expect(gtk_test_accessible_has_property(related.widget.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL) == 0)
    }
}
