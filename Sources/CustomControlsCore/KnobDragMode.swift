/// How a drag turns a knob.
///
/// The raw values are the modes' names.
public enum KnobDragMode: String, CaseIterable, Sendable {
    /// The value follows the pointer's angle around the centre (the tutorial's knob).
    case rotary
    /// Moving up raises the value, down lowers it; no jump on press (JUCE's RotaryVerticalDrag).
    case vertical
    /// Moving right raises the value, left lowers it; no jump on press.
    case horizontal
}
