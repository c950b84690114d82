import CustomControlsCGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Names this widget for screen readers after `label`, the text a sighted user reads
    /// beside it: GTK's labelled-by relation, which AT-SPI also reports as a relation.
    ///
    /// `gtk_accessible_update_relation` is variadic, so Swift calls its GValue form. On
    /// GTK 4.8 a labelled-by value is a `GList` of accessibles in a pointer GValue, and
    /// GTK takes the list (it frees it when the relation changes or the widget goes).
    func setLabelledBy(_ label: UnsafeMutablePointer<GtkWidget>) {
        setLabelledBy([label])
    }

    /// Names this widget after several labels, read in order: a desk's "Kick" and "Pan"
    /// make "Kick Pan", so eight pan knobs are eight different names.
    func setLabelledBy(_ labels: [UnsafeMutablePointer<GtkWidget>]) {
        var relation = GTK_ACCESSIBLE_RELATION_LABELLED_BY
        var value = GValue()
        g_value_init(&value, g_type_from_name("gpointer"))  // G_TYPE_POINTER is a macro
        var list: UnsafeMutablePointer<GList>?
        for label in labels { list = g_list_append(list, UnsafeMutableRawPointer(label)) }
        g_value_set_pointer(&value, list)
        gtk_accessible_update_relation_value(OpaquePointer(self), 1, &relation, &value)
        g_value_unset(&value)  // a pointer GValue owns nothing: the list is GTK's now
    }

    /// Names a widget that has no visible label of its own (an icon button) for screen
    /// readers: GTK's label property, through the GValue form of the variadic call.
    func setAccessibleLabel(_ text: String) {
        var property = GTK_ACCESSIBLE_PROPERTY_LABEL
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))  // G_TYPE_STRING is a macro
        g_value_set_string(&value, text)
        gtk_accessible_update_property_value(OpaquePointer(self), 1, &property, &value)
        g_value_unset(&value)
    }

    /// Hides this widget and everything in it from screen readers, or shows it again. GTK 4.8
    /// presents the pages a stack does not show, so the window hides them itself.
    func setAccessibleHidden(_ hidden: Bool) {
        CustomControlsDemo.setAccessibleHidden(OpaquePointer(self), hidden)
    }
}

/// Hides `accessible` (any GtkAccessible: a widget, a stack page) and everything in it from
/// screen readers, or shows it again.
func setAccessibleHidden(_ accessible: OpaquePointer, _ hidden: Bool) {
    var state = GTK_ACCESSIBLE_STATE_HIDDEN
    var value = GValue()
    g_value_init(&value, g_type_from_name("gboolean"))  // G_TYPE_BOOLEAN is a macro
    g_value_set_boolean(&value, hidden ? 1 : 0)
    gtk_accessible_update_state_value(accessible, 1, &state, &value)
    g_value_unset(&value)
}
