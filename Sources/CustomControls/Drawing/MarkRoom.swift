import CustomControlsCGtk
import CustomControlsCore

// Marks across a straight track: the range slider's, placed as GtkScale places its marks.

/// The room marks' labels take across a straight track, before it (above a horizontal track,
/// left of a vertical one) and after it: the largest label on each side and the gap.
struct MarkRoom: Equatable {
    var before = 0.0
    var after = 0.0
}
