import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// The knob's and circular slider's entry in the centre (``ValueEntry``), where its value is
// typed: making, showing and placing it. Its text following the value is in the class, on the
// value's path.

extension ArcValueControl {
    /// The centre's GtkEntry, once made.
    var entry: UnsafeMutablePointer<GtkWidget>? { valueEntry?.widget }

    /// Shows or hides the entry as ``showsEntry`` says; subclasses call it when what it
    /// depends on changes.
    func updateEntryVisibility() {
        guard showsEntry else {
            if let valueEntry { gtk_widget_set_visible(valueEntry.widget, 0) }
            return
        }
        let entry = valueEntry ?? makeEntry()
        gtk_widget_set_visible(entry.widget, 1)
        entry.showValue()
    }

    /// Gives the entry, while shown, its natural height and a width up to `maxWidth` that fits
    /// the value's widest text (at the bounds or now), centred on `center`; where even
    /// `maxWidth` is too narrow, its font shrinks.
    func allocateEntry(at center: Point, maxWidth: Double) {
        guard let valueEntry = shownEntry, let textArea = gtk_widget_get_first_child(valueEntry.widget) else { return }
        let entry = valueEntry.widget
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(entry, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        let entryHeight = natural
        gtk_widget_measure(entry, GTK_ORIENTATION_HORIZONTAL, entryHeight, &minimum, &natural, nil, nil)
        var textMinimum: Int32 = 0, textNatural: Int32 = 0
        gtk_widget_measure(textArea, GTK_ORIENTATION_HORIZONTAL, -1, &textMinimum, &textNatural, nil, nil)
        // The entry's frame and padding, and a pixel each side for the cursor.
        let frame = Double(natural - textNatural) + 2
        let widest = valueEntry.widestWidth(of: [text(for: model.minimum), text(for: model.maximum), text(for: model.value)])
        let wanted = max(Double(natural), (widest + frame).rounded(.up))
        let entryWidth = max(minimum, Int32(min(wanted, maxWidth)))
        valueEntry.fitFont(widest: widest, into: Double(entryWidth) - frame)
        var allocation = GtkAllocation(x: Int32(center.x) - entryWidth / 2, y: Int32(center.y) - entryHeight / 2,
                                       width: entryWidth, height: entryHeight)
        gtk_widget_size_allocate(entry, &allocation, -1)
    }
}
