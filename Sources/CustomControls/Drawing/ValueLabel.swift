import CustomControlsCGtk
import CustomControlsCore

/// A value's text as a frame shows it: what it says, and in which colour (resolved by the
/// widget, from its `value` node's CSS).
struct ValueLabel: Hashable {
    var text: String
    var color: RGBA
}
