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

/// One GObject property: its name, nick, blurb, type and default.
package struct PropertyDefinition {
    enum Kind {
        case double(default: Double)
        case boolean(default: Bool)
        case int(default: Int32, range: ClosedRange<Int32>)
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
    /// A property an interface or the parent class declares (GtkOrientable's `orientation`,
    /// GtkRange's `adjustment`): the class overrides it instead of installing a spec of its
    /// own, so its get/set come here; `kind` says how its values travel.
    var overridesInherited = false
    /// An old name kept working (`knob-color`): flagged deprecated, so GLib warns under
    /// `G_ENABLE_DIAGNOSTIC=1`.
    var isDeprecated = false

    /// Every property notifies explicitly (one notify per real change). Doubles accept the
    /// whole line including ±infinity and NaN reaches the setter (lax validation), so the
    /// control itself rejects non-finite input with one warning that names it, instead of
    /// GLib's generic one. Enumerations are validated by GLib, whose warning names the
    /// property and the rejected value.
    func makeSpec() -> UnsafeMutablePointer<GParamSpec> {
        var flags = CC_PARAM_READWRITE.rawValue | CC_PARAM_EXPLICIT_NOTIFY.rawValue | CC_PARAM_STATIC_STRINGS.rawValue
        if case .enumeration = kind {} else { flags |= CC_PARAM_LAX_VALIDATION.rawValue }
        if isDeprecated { flags |= CC_PARAM_DEPRECATED.rawValue }
        let flagSet = GParamFlags(rawValue: flags)
        // The strings live as long as the class (static strings): GLib keeps the pointers.
        let name = Self.interned(name), nick = Self.interned(nick), blurb = Self.interned(blurb)
        switch kind {
        case .double(let initial):
            return g_param_spec_double(name, nick, blurb, -.infinity, .infinity, initial, flagSet)
        case .boolean(let initial):
            return g_param_spec_boolean(name, nick, blurb, initial ? 1 : 0, flagSet)
        case .int(let initial, let range):
            return g_param_spec_int(name, nick, blurb, range.lowerBound, range.upperBound, initial, flagSet)
        case .enumeration(let type, let initial):
            return g_param_spec_enum(name, nick, blurb, type, initial, flagSet)
        case .color:
            return g_param_spec_boxed(name, nick, blurb, cc_type_rgba(), flagSet)
        case .object(let type):
            return g_param_spec_object(name, nick, blurb, type, flagSet)
        }
    }

    /// A copy of `string` that GLib keeps for the life of the process.
    private static func interned(_ string: String) -> UnsafePointer<gchar> {
        g_intern_string(string)
    }

    func read(_ value: UnsafePointer<GValue>) -> PropertyValue {
        switch kind {
        case .double: return .double(g_value_get_double(value))
        case .boolean: return .boolean(g_value_get_boolean(value) != 0)
        case .int: return .int(g_value_get_int(value))
        case .enumeration: return .int(g_value_get_enum(value))
        case .color:
            guard let boxed = g_value_get_boxed(value) else { return .color(nil) }
            return .color(RGBA(boxed.assumingMemoryBound(to: GdkRGBA.self).pointee))
        case .object:
            return .object(g_value_get_object(value))
        }
    }

    func write(_ property: PropertyValue, into value: UnsafeMutablePointer<GValue>) {
        switch (kind, property) {
        case (.enumeration, .int(let x)): g_value_set_enum(value, x)
        case (_, .double(let x)): g_value_set_double(value, x)
        case (_, .boolean(let x)): g_value_set_boolean(value, x ? 1 : 0)
        case (_, .int(let x)): g_value_set_int(value, x)
        case (_, .color(let color)):
            guard var gdk = color?.gdk else {
                g_value_set_boxed(value, nil)
                return
            }
            g_value_set_boxed(value, &gdk)  // copies
        case (_, .object(let object)):
            g_value_set_object(value, object)  // refs
        }
    }
}

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

/// One level's GObject properties, as an enumeration: libadwaita's `enum { PROP_0, …,
/// LAST_PROP }` in Swift.
///
/// Each level of the widget hierarchy declares the properties it handles, in one enumeration
/// whose cases carry their definitions: ``ControlState/SharedProperty`` (every control),
/// ``ArcValueControl`` 's ``ArcProperty`` (knob and circular slider) and each control's own. A
/// ``PropertyTable`` gives each case its GObject id and spec; get/set_property dispatch on the
/// case, and `notify(.lineWidth)` notifies by spec.
package protocol ControlProperty: CaseIterable, RawRepresentable, Hashable where RawValue == Int {
    /// The property's definition for a control with `defaults`.
    func definition(_ defaults: ControlDefaults) -> PropertyDefinition
}

/// The installed properties of one control class: every level's enumeration, numbered
/// consecutively from id 1 as GObject wants, with the specs indexed by id.
final class PropertyTable: @unchecked Sendable {
    private let defaults: ControlDefaults
    /// Each level's enumeration and the id of its first case.
    private let levels: [(type: any ControlProperty.Type, firstID: Int)]
    /// By id - 1: the case and its definition.
    private let entries: [(property: any ControlProperty, definition: PropertyDefinition)]
    /// By id - 1; nil for an omitted property. Filled once in class_init, on the GTK thread,
    /// before any instance exists.
    private var specs: [UnsafeMutablePointer<GParamSpec>?] = []
    /// The names of shared properties this class does not offer (the circular range slider's
    /// `value-scale`): they keep their ids, but are never installed.
    private let omitted: Set<String>

    init(_ levels: [any ControlProperty.Type], defaults: ControlDefaults = ControlDefaults(), omitting omitted: Set<String> = []) {
        self.defaults = defaults
        self.omitted = omitted
        var numbered: [(type: any ControlProperty.Type, firstID: Int)] = []
        var entries: [(property: any ControlProperty, definition: PropertyDefinition)] = []
        for level in levels {
            numbered.append((level, entries.count + 1))
            entries += Self.cases(of: level).map { ($0, $0.definition(defaults)) }
        }
        self.levels = numbered
        self.entries = entries
    }

    private static func cases<P: ControlProperty>(of _: P.Type) -> [any ControlProperty] {
        P.allCases.sorted { $0.rawValue < $1.rawValue }
    }

    /// Installs (or, for interface properties, overrides) every property on the class.
    func install(on widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        let objectClass: UnsafeMutablePointer<GObjectClass> = cast(UnsafeMutableRawPointer(widgetClass))!
        specs = entries.enumerated().map { index, entry in
            let id = guint(index + 1)
            if omitted.contains(entry.definition.name) { return nil }
            if entry.definition.overridesInherited {
                g_object_class_override_property(objectClass, id, entry.definition.name)
                return g_object_class_find_property(objectClass, entry.definition.name)
            }
            let spec = entry.definition.makeSpec()
            g_object_class_install_property(objectClass, id, spec)
            return spec
        }
    }

    /// The property with GObject id `id`, with its definition; nil for an id never installed.
    func entry(id: guint) -> (property: any ControlProperty, definition: PropertyDefinition)? {
        let index = Int(id) - 1
        return entries.indices.contains(index) && specs[index] != nil ? entries[index] : nil
    }

    /// The spec of `property`, to notify by; nil for an omitted one.
    func spec<P: ControlProperty>(_ property: P) -> UnsafeMutablePointer<GParamSpec>? {
        let level = levels.first { ObjectIdentifier($0.type) == ObjectIdentifier(P.self) }!
        return specs[level.firstID - 1 + property.rawValue]
    }
}
