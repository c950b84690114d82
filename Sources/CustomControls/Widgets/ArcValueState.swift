import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// The knob's and the circular slider's state as their shared handle (``ArcControl``) and the
/// GtkRange signal handlers see it (a C function pointer cannot name the generic class).
protocol ArcValueState: AnyObject {
    var value: Double { get }
    var minimum: Double { get }
    var maximum: Double { get }
    func setValue(_ value: Double, animated: Bool)
    func setMinimum(_ value: Double)
    func setMaximum(_ value: Double)
    var adjustment: UnsafeMutablePointer<GtkAdjustment> { get }
    func setAdjustment(_ adjustment: UnsafeMutablePointer<GtkAdjustment>?)
    var defaultValue: Double { get }
    func setDefaultValue(_ value: Double)
    var startAngle: Double { get }
    var endAngle: Double { get }
    var inverted: Bool { get }
    func setStartAngle(_ value: Double)
    func setEndAngle(_ value: Double)
    func setInverted(_ value: Bool)
    func adoptCurrentAdjustment()
    func followInverted()
    var modulationValue: Double { get }
    func setModulationValue(_ value: Double)
    var showsModulation: Bool { get }
    func setShowsModulation(_ on: Bool)
}
