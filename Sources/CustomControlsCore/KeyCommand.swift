/// What a key does to a control's value, independent of which key it was.
///
/// The widget layer maps key presses to commands (arrows and +/- step, Ctrl+arrows and
/// Page Up/Down page, Home/End go to the ends, as GtkScale); the models apply them.
///
/// ```swift
/// let increments = Increments()                 // automatic: 1% and 10% of the range
/// let next = increments.value(after: .step(1), from: 0.5, minimum: 0, maximum: 1)   // 0.51
/// ```
public enum KeyCommand: Equatable, Sendable {
    /// Move `count` steps (negative: towards the minimum).
    case step(Int)
    /// Move `count` tenths of a step (fine-tuning, e.g. Shift with the scroll wheel).
    case fineStep(Int)
    /// Move `count` pages.
    case page(Int)
    /// Go to the minimum (Home).
    case toMinimum
    /// Go to the maximum (End).
    case toMaximum

    /// The same command with its direction reversed (for mirrored or inverted controls).
    public var reversed: KeyCommand {
        switch self {
        case .step(let count): .step(-count)
        case .fineStep(let count): .fineStep(-count)
        case .page(let count): .page(-count)
        case .toMinimum: .toMaximum
        case .toMaximum: .toMinimum
        }
    }
}
