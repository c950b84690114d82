import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// A two-value control as its adjustments' signal handlers see it (a C function pointer cannot
/// name the generic class).
protocol TwoValueState: AnyObject {
    func adjustmentValueChanged(_ adjustment: UnsafeMutablePointer<GtkAdjustment>)
    func adjustmentConfigured(_ adjustment: UnsafeMutablePointer<GtkAdjustment>)
}
