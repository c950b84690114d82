import CCustomControls
import CustomControlsCGtk

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
