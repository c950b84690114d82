import CCustomControls
import CustomControlsCGtk

/// The defaults that differ between the controls for the properties they share.
package struct ControlDefaults {
    var step: Double = 0
    var page: Double = 0
    var digits: Int32 = 2
    var minimum: Double = 0
    var maximum: Double = 1
    var startAngle: Double = 0
    var endAngle: Double = 0
}
