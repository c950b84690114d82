import CCustomControls
import CustomControlsCGtk

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
