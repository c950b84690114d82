import CCustomControls
import CGtk

/// A property's value on its way between a `GValue` and a control.
enum PropertyValue: Equatable {
    case double(Double)
    case boolean(Bool)
    case int(Int32)
    case string(String?)
    case color(RGBA?)
    /// A GObject (not owned by the value: the control refs what it keeps).
    case object(gpointer?)

    var double: Double {
        if case .double(let x) = self { return x }
        return .nan
    }

    var boolean: Bool {
        if case .boolean(let x) = self { return x }
        return false
    }

    var int: Int32 {
        if case .int(let x) = self { return x }
        return 0
    }

    var string: String? {
        if case .string(let x) = self { return x }
        return nil
    }

    var color: RGBA? {
        if case .color(let x) = self { return x }
        return nil
    }

    var object: gpointer? {
        if case .object(let x) = self { return x }
        return nil
    }
}

/// One GObject property of a control: its name, type and default, in installation order.
struct PropertyDefinition {
    enum Kind {
        case double(default: Double)
        case boolean(default: Bool)
        case int(default: Int32, range: ClosedRange<Int32>)
        case string(default: String)
        /// A GEnum of the given type (by its integer value).
        case enumeration(GType, default: Int32)
        /// A nullable `GdkRGBA`.
        case color
        /// A nullable GObject of the given type.
        case object(GType)
    }

    let name: String
    let nick: String
    let blurb: String
    let kind: Kind

    /// Every property notifies explicitly (one notify per real change). Doubles accept the
    /// whole line including ±infinity and NaN reaches the setter (lax validation), so the
    /// control itself rejects non-finite input with one warning that names it, instead of
    /// GLib's generic one.
    func makeSpec() -> UnsafeMutablePointer<GParamSpec> {
        let flags = GParamFlags(rawValue: G_PARAM_READWRITE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue | G_PARAM_LAX_VALIDATION.rawValue)
        switch kind {
        case .double(let initial):
            return g_param_spec_double(name, nick, blurb, -.infinity, .infinity, initial, flags)
        case .boolean(let initial):
            return g_param_spec_boolean(name, nick, blurb, initial ? 1 : 0, flags)
        case .int(let initial, let range):
            return g_param_spec_int(name, nick, blurb, range.lowerBound, range.upperBound, initial, flags)
        case .string(let initial):
            return g_param_spec_string(name, nick, blurb, initial, flags)
        case .enumeration(let type, let initial):
            return g_param_spec_enum(name, nick, blurb, type, initial, flags)
        case .color:
            return g_param_spec_boxed(name, nick, blurb, cc_type_rgba(), flags)
        case .object(let type):
            return g_param_spec_object(name, nick, blurb, type, flags)
        }
    }

    func read(_ value: UnsafePointer<GValue>) -> PropertyValue {
        switch kind {
        case .double: return .double(g_value_get_double(value))
        case .boolean: return .boolean(g_value_get_boolean(value) != 0)
        case .int: return .int(g_value_get_int(value))
        case .string: return .string(g_value_get_string(value).map { String(cString: $0) })
        case .enumeration: return .int(g_value_get_enum(value))
        case .color:
            guard let boxed = g_value_get_boxed(value) else { return .color(nil) }
            return .color(RGBA(boxed.assumingMemoryBound(to: GdkRGBA.self).pointee))
        case .object:
            return .object(g_value_get_object(value))
        }
    }

    func write(_ property: PropertyValue, into value: UnsafeMutablePointer<GValue>) {
        if case .enumeration = kind {
            g_value_set_enum(value, property.int)
            return
        }
        switch property {
        case .double(let x): g_value_set_double(value, x)
        case .boolean(let x): g_value_set_boolean(value, x ? 1 : 0)
        case .int(let x): g_value_set_int(value, x)
        case .string(let x): g_value_set_string(value, x)
        case .color(let color):
            guard var gdk = color?.gdk else {
                g_value_set_boxed(value, nil)
                return
            }
            g_value_set_boxed(value, &gdk)  // copies
        case .object(let object):
            g_value_set_object(value, object)  // refs
        }
    }
}

extension PropertyDefinition {
    /// The properties every control has beyond its own: keyboard increments and value text.
    static func common(step: Double = 0, page: Double = 0, digits: Int32) -> [PropertyDefinition] {
        [
            PropertyDefinition(name: "digits", nick: "Digits", blurb: "Decimals in the value's text (labels and accessibility)", kind: .int(default: digits, range: 0...10)),
            PropertyDefinition(name: "step", nick: "Step", blurb: "What arrow keys and the scroll wheel move the value by; 0 is 1% of the range", kind: .double(default: step)),
            PropertyDefinition(name: "page", nick: "Page", blurb: "What Page Up/Down and Ctrl+arrows move the value by; 0 is 10% of the range", kind: .double(default: page)),
        ]
    }
}

/// The installed properties of one control class, indexed by property id (1-based, as GObject).
final class PropertyTable: @unchecked Sendable {
    let definitions: [PropertyDefinition]
    /// Filled once in class_init, on the GTK thread, before any instance exists.
    private(set) var specs: [UnsafeMutablePointer<GParamSpec>] = []

    init(_ definitions: [PropertyDefinition]) {
        self.definitions = definitions
    }

    /// Installs every property on the class.
    func install(on widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        let objectClass: UnsafeMutablePointer<GObjectClass> = cast(UnsafeMutableRawPointer(widgetClass))!
        specs = definitions.map { $0.makeSpec() }
        for (index, spec) in specs.enumerated() {
            g_object_class_install_property(objectClass, guint(index + 1), spec)
        }
    }

    func definition(_ id: guint) -> PropertyDefinition? {
        let index = Int(id) - 1
        return definitions.indices.contains(index) ? definitions[index] : nil
    }

    /// The id of the property called `name`.
    func id(of name: String) -> guint {
        guint((definitions.firstIndex { $0.name == name } ?? -1) + 1)
    }

    func spec(named name: String) -> UnsafeMutablePointer<GParamSpec>? {
        let index = Int(id(of: name)) - 1
        return specs.indices.contains(index) ? specs[index] : nil
    }
}
