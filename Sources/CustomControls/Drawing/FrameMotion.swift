import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// Whether a painter's frame shows what its last frame showed: a frame at rest (the first, or
/// one at the last frame's values: shown, hovered, focused, restyled) or one of moving values.
/// The knob's pointer picks its form by it.
struct FrameMotion<Shown: Equatable> {
    private var last: Shown?

    /// Whether `shown` differs from the last frame's; records it as the last frame's.
    mutating func moves(to shown: Shown) -> Bool {
        defer { last = shown }
        return last.map { $0 != shown } ?? false
    }
}
