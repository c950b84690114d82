import CustomControlsCGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Names this widget for screen readers after `label`, the text a sighted user reads
    /// beside it: GTK's labelled-by relation, which AT-SPI also reports as a relation.
    ///
    /// `gtk_accessible_update_relation` is variadic, so Swift calls its GValue form. On
    /// GTK 4.8 a labelled-by value is a `GList` of accessibles in a pointer GValue, and
    /// GTK takes the list (it frees it when the relation changes or the widget goes).
    func setLabelledBy(_ label: UnsafeMutablePointer<GtkWidget>) {
        var relation = GTK_ACCESSIBLE_RELATION_LABELLED_BY
        var value = GValue()
        g_value_init(&value, g_type_from_name("gpointer"))  // G_TYPE_POINTER is a macro
        g_value_set_pointer(&value, g_list_append(nil, UnsafeMutableRawPointer(label)))
        gtk_accessible_update_relation_value(OpaquePointer(self), 1, &relation, &value)
        g_value_unset(&value)  // a pointer GValue owns nothing: the list is GTK's now
    }
}
