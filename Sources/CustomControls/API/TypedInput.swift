import CCustomControls
import CustomControlsCGtk

/// What an `input` handler (``ValueChangeReporting/onInput(_:)``) makes of typed text: the
/// three answers of GtkSpinButton's `input` signal.
public enum TypedInput: Equatable, Sendable {
    /// The text stands for this value (the control clamps it into its range).
    case value(Double)
    /// The handler leaves the text to the default parser (or to another handler).
    case notHandled
    /// The text is no value: the entry keeps it, with the `.error` style class.
    case invalid
}
