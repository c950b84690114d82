import CCustomControls
import CustomControlsCGtk

/// A property's value on its way between a `GValue` and a control.
package enum PropertyValue: Equatable {
    case double(Double)
    case boolean(Bool)
    case int(Int32)
    case color(RGBA?)
    /// A GObject (not owned by the value: the control refs what it keeps).
    case object(gpointer?)

    package var double: Double {
        if case .double(let x) = self { return x }
        return .nan
    }

    package var boolean: Bool {
        if case .boolean(let x) = self { return x }
        return false
    }

    package var int: Int32 {
        if case .int(let x) = self { return x }
        return 0
    }

    package var color: RGBA? {
        if case .color(let x) = self { return x }
        return nil
    }

    package var object: gpointer? {
        if case .object(let x) = self { return x }
        return nil
    }
}
