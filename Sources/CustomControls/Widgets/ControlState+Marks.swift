// CCustomControls too, though nothing here is its own: it includes GTK's headers as well, and
// where the compiler meets it first in a batch of files GTK's enum constants (GTK_POS_LEFT)
// count as its declarations, which a file not importing it cannot see (a clean build failed
// so once the drawing gained two files).
import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// Marks as C hands them over: GtkBuilder's `<marks>` and the `cc_*_add_mark` functions.

extension ControlState {
    /// Adds a mark given in C's terms: `position` a GtkPositionType, `markup` a C string or
    /// NULL for a tick only.
    package func addMark(_ value: Double, position: GtkPositionType, markup: UnsafePointer<CChar>?) {
        addMark(value, position: MarkPosition(position), markup: markup.map { String(cString: $0) })
    }
}
