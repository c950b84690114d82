import CCustomControls
import CustomControlsCGtk
import CustomControlsCore
#if canImport(Glibc)
import Glibc
#endif

// A typed value's way in: the `input` signal, then Core's ``TypedNumber`` when no handler
// answers. A typed value's entry (``ValueEntry``) calls it.

extension ControlState {
    /// The number typed `text` stands for, or nil when it is refused: the `input` signal's
    /// handler decides (TRUE with the number, or GTK_INPUT_ERROR); with none, or one that
    /// returns FALSE, the default reads the number in the text past the units the display
    /// adds (``TypedNumber``), with the locale's decimal separator as well as ".".
    func parseTyped(_ text: String) -> Double? {
        let (outerText, outerValue) = (inputText, inputValue)
        let copy = g_strdup(text)
        inputText = copy
        var number = 0.0
        g_object_ref(widget)  // a handler may destroy the control
        let answer = withUnsafeMutablePointer(to: &number) { newValue in
            inputValue = newValue
            defer { inputValue = outerValue }
            return cc_signal_emit_input(widget, controlClass.signalIDs[ControlClass.Signal.input.rawValue], newValue)
        }
        g_object_unref(widget)
        inputText = outerText
        g_free(copy)
        switch answer {
        case 0: return TypedNumber.parse(text, decimalSeparator: Self.localeDecimalSeparator)
        case GTK_INPUT_ERROR: return nil
        default: return number.isFinite ? (number == 0 ? 0 : number) : nil
        }
    }

    /// Sets the value the `input` emission in progress gives the typed text, as a handler in C
    /// sets `*new_value`: for handlers in Python and JavaScript, whose signal handlers have no
    /// out arguments. False, setting nothing, outside an emission.
    package func setInputValue(_ value: Double) -> Bool {
        guard let inputValue else { return false }
        inputValue.pointee = value
        return true
    }

    /// The decimal separator of the locale GTK set up ("," in a German desktop), which typed
    /// values may use as well as ".".
    private static var localeDecimalSeparator: Character {
        guard let conventions = localeconv(), let point = conventions.pointee.decimal_point,
              let separator = String(cString: point).first else { return "." }
        return separator
    }
}
