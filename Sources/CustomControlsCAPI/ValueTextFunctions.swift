import CCustomControls
import CustomControls
import CustomControlsCGtk
import CustomControlsCore

// The C hooks between values and text: a format function (value to text) and the `input`
// signal's answer (text to value).

/// `CcFormatValueFunc`: turns a value into a newly allocated string.
public typealias CcFormatValueFunc = @convention(c) (UnsafeMutablePointer<GtkWidget>?, Double, gpointer?) -> UnsafeMutablePointer<CChar>?

/// A C format function with its data, as a control's value formatter holds it: the data's
/// destroy notify runs when the formatter is replaced or the control finalized.
final class FormatValueFunction {
    private let function: CcFormatValueFunc
    private let data: gpointer?
    private let destroy: GDestroyNotify?

    init(_ function: @escaping CcFormatValueFunc, data: gpointer?, destroy: GDestroyNotify?) {
        self.function = function
        self.data = data
        self.destroy = destroy
    }

    deinit {
        destroy?(data)
    }

    /// The function's text for `value` (an empty text if it broke its contract and returned NULL).
    func text(of control: UnsafeMutablePointer<GtkWidget>, for value: Double) -> String {
        guard let text = function(control, value, data) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }
}

/// Sets or (with a NULL function) removes the control's C format function.
func setFormatValueFunction(_ state: ControlState, _ function: CcFormatValueFunc?, data: gpointer?, destroy: GDestroyNotify?) {
    guard let function else {
        state.valueFormatter = nil
        destroy?(data)  // nothing holds the data
        return
    }
    let formatter = FormatValueFunction(function, data: data, destroy: destroy)
    let widget = state.widget  // unretained: the closure lives exactly as long as the widget's state
    state.valueFormatter = { value in formatter.text(of: widget, for: value) }
}

/// Sets the value of the `input` emission in progress (`cc_*_set_input_value`, called by
/// `function`); outside one, GLib's critical for its precondition ("cc_knob_set_input_value:
/// assertion 'cc_knob_get_input_text (self) != NULL' failed"), and nothing changes.
func setInputValue(_ state: ControlState?, _ value: Double, function: String = #function) {
    guard let state, !state.setInputValue(value) else { return }
    let control = function.prefix { $0 != "(" }.replacingOccurrences(of: "_set_input_value", with: "")
    returnIfFailWarning("\(control)_get_input_text (self) != NULL", function: function)
}
