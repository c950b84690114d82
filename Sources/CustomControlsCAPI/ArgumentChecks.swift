import CCustomControls
import CustomControls
import CustomControlsCGtk
import CustomControlsCore

// How every function of the C API finds the control behind `self`, the GLib way.
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
extension XYPadState: CControl { static var typeCheck: String { "CC_IS_XY_PAD (self)" } }

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
