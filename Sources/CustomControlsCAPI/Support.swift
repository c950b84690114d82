import CCustomControls
import CustomControls
import CustomControlsCGtk
import CustomControlsCore

// What every function of the C API shares: finding the control behind `self` the GLib way,
// colours and format functions across the C boundary.
//
// The functions are thin: each reaches the control's Swift state (the widget classes under
// Sources/CustomControls/Widgets) and calls the typed getter or setter that the Swift API and
// the GObject property machinery call too, so validation, clamping, redraws and notifications
// are the same from every language. The widget classes are GTK-confined rather than
// main-actor isolated, so no actor hop is needed: like all GTK calls, these run on the thread
// that runs GTK.

/// A control class of the C API: the Swift state class of one GType.
protocol CControl: ControlState {
    /// The assertion a function given another instance fails, as GLib's critical shows it.
    static var typeCheck: String { get }
}

extension KnobState: CControl { static var typeCheck: String { "CC_IS_KNOB (self)" } }
extension RangeSliderState: CControl { static var typeCheck: String { "CC_IS_RANGE_SLIDER (self)" } }
extension CircularSliderState: CControl { static var typeCheck: String { "CC_IS_CIRCULAR_SLIDER (self)" } }
extension CircularRangeSliderState: CControl { static var typeCheck: String { "CC_IS_CIRCULAR_RANGE_SLIDER (self)" } }

/// The state of `instance` when it is a control of `type`; otherwise nil after the critical
/// GLib's `g_return_val_if_fail` would log ("cc_knob_set_value: assertion 'CC_IS_KNOB (self)'
/// failed"), so a wrong pointer from C or a binding never crashes.
///
/// - Parameters:
///   - instance: The `self` the C caller passed: any pointer to a GObject instance, or NULL.
///   - type: The control's state class.
///   - function: The calling function's Swift `#function`, whose name is its C name.
func state<Control: CControl>(_ instance: OpaquePointer?, _ type: Control.Type, function: String = #function) -> Control? {
    if let state = ControlState.of(UnsafeMutableRawPointer(instance)) as? Control { return state }
    returnIfFailWarning(Control.typeCheck, function: function)
    return nil
}

/// Whether `value` is a member of the GEnum `type` (a generated setter's argument check).
func isEnumValue(_ value: UInt32, of type: GType) -> Bool {
    let enumClass = g_type_class_ref(type)
    defer { g_type_class_unref(enumClass) }
    return g_enum_get_value(enumClass?.assumingMemoryBound(to: GEnumClass.self), Int32(bitPattern: value)) != nil
}

/// Whether `object` is NULL or an instance of `type` (a generated setter's argument check).
func isInstance(_ object: OpaquePointer?, of type: GType) -> Bool {
    guard let object else { return true }
    return g_type_check_instance_is_a(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GTypeInstance.self), type) != 0
}

/// Logs GLib's "FUNCTION: assertion 'CHECK' failed" critical in the library's log domain.
func returnIfFailWarning(_ check: String, function: String) {
    g_return_if_fail_warning("CustomControls", String(function.prefix { $0 != "(" }), check)
}

/// A colour for a C getter (transfer none, as gtk_color_dialog_button_get_rgba returns one):
/// NULL when unset, else a `GdkRGBA` the control keeps under `property` and replaces only when
/// the colour has changed, so a pointer stays valid until the property changes.
func keptGdkRGBA(_ color: RGBA?, of control: ControlState, property: String) -> UnsafePointer<GdkRGBA>? {
    guard let color else { return nil }
    let object = UnsafeMutableRawPointer(control.widget).assumingMemoryBound(to: GObject.self)
    let key = "cc-capi-" + property
    if let kept = g_object_get_data(object, key)?.assumingMemoryBound(to: GdkRGBA.self), RGBA(kept.pointee) == color {
        return UnsafePointer(kept)
    }
    var gdk = color.gdk
    let copy = gdk_rgba_copy(&gdk)
    let free: @convention(c) (gpointer?) -> Void = { gdk_rgba_free($0?.assumingMemoryBound(to: GdkRGBA.self)) }
    g_object_set_data_full(object, key, copy, free)
    return UnsafePointer(copy)
}

/// A colour from a C setter: nil for NULL.
func rgba(_ color: UnsafePointer<GdkRGBA>?) -> RGBA? {
    color.map { RGBA($0.pointee) }
}

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

/// Registers the controls' types and their enumerations (``CustomControls/registerTypes()``).
@_cdecl("cc_register_types")
public func cc_register_types() {
    CustomControls.registerTypes()
    _ = cc_knob_drag_mode_get_type()
    _ = cc_value_scale_get_type()
    _ = cc_appearance_get_type()
}

/// A new control of `type`, floating, as every GTK constructor returns it.
func newControl(_ type: GType) -> UnsafeMutablePointer<GtkWidget>? {
    cc_object_new(type)?.assumingMemoryBound(to: GtkWidget.self)
}
