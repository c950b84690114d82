import CCustomControls
import CustomControlsCGtk

// What a screen reader is told about a control beyond its value (each control keeps its
// accessible value itself, in `updateAccessibleValue`).

extension ControlState {
    /// Gives a control the app left unlabelled a name a person understands ("Knob"), when it
    /// is mapped: GTK 4.8 would read out its GType name. A label or labelled-by relation the
    /// app set wins (GTK joins a label with a relation's text, so none is added then).
    func nameIfUnlabelled() {
        let accessible = widget.accessible
        guard gtk_test_accessible_has_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL) == 0,
              gtk_test_accessible_has_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY) == 0 else { return }
        cc_accessible_update_label(accessible, controlClass.accessibleName)
    }
}
