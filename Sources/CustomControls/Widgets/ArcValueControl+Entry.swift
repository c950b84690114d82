import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// The knob's and circular slider's entry in the centre (``ValueEntry``), where its value is typed.

extension ArcValueControl {
    /// The centre's GtkEntry, once made.
    var entry: UnsafeMutablePointer<GtkWidget>? { valueEntry?.widget }

    /// The entry while it is shown.
    var shownEntry: ValueEntry? {
        guard let valueEntry, gtk_widget_get_visible(valueEntry.widget) != 0 else { return nil }
        return valueEntry
    }

    /// The entry's text follows the value while nobody types in it.
    func entryFollowsValue() {
        shownEntry?.valueChanged()
    }

    /// Gives the entry, while shown, its natural height and a width up to `maxWidth`, centred
    /// on `center`.
    func allocateEntry(at center: Point, maxWidth: Double) {
        guard let entry = shownEntry?.widget else { return }
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(entry, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        let entryHeight = natural
        gtk_widget_measure(entry, GTK_ORIENTATION_HORIZONTAL, entryHeight, &minimum, &natural, nil, nil)
        let entryWidth = max(minimum, min(natural, Int32(maxWidth)))
        var allocation = GtkAllocation(x: Int32(center.x) - entryWidth / 2, y: Int32(center.y) - entryHeight / 2,
                                       width: entryWidth, height: entryHeight)
        gtk_widget_size_allocate(entry, &allocation, -1)
    }
}
