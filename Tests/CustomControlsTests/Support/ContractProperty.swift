import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import Foundation
import Testing
@testable import CustomControls

/// How a property is set.
enum SetPath: String, CaseIterable, CustomStringConvertible {
    /// `g_object_set_property`: notifications frozen around the set, duplicates merged.
    case gObjectSetProperty = "g_object_set_property"
    /// The owning class's `set_property` vfunc, nothing frozen, as a direct setter call.
    case setPropertyVfunc = "set_property vfunc"

    var description: String { rawValue }
}

/// A `GValue` of its own (initialized, unset when released).
final class OwnedValue: Equatable, CustomStringConvertible {
    let pointer: UnsafeMutablePointer<GValue>

    init(_ type: GType) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: GValue())
        g_value_init(pointer, type)
    }

    deinit {
        g_value_unset(pointer)
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }

    var type: GType { pointer.pointee.g_type }
    var fundamental: GType { g_type_fundamental(type) }

    static func == (a: OwnedValue, b: OwnedValue) -> Bool {
        guard a.type == b.type else { return false }
        switch a.fundamental {
        case Fundamental.double: return g_value_get_double(a.pointer) == g_value_get_double(b.pointer)
        case Fundamental.float: return g_value_get_float(a.pointer) == g_value_get_float(b.pointer)
        case Fundamental.boolean: return (g_value_get_boolean(a.pointer) != 0) == (g_value_get_boolean(b.pointer) != 0)
        case Fundamental.int: return g_value_get_int(a.pointer) == g_value_get_int(b.pointer)
        case Fundamental.uint: return g_value_get_uint(a.pointer) == g_value_get_uint(b.pointer)
        case Fundamental.enumeration: return g_value_get_enum(a.pointer) == g_value_get_enum(b.pointer)
        case Fundamental.string: return a.string == b.string
        case Fundamental.object, Fundamental.interface: return g_value_get_object(a.pointer) == g_value_get_object(b.pointer)
        case Fundamental.boxed:
            let pa = g_value_get_boxed(a.pointer), pb = g_value_get_boxed(b.pointer)
            guard let pa, let pb else { return pa == nil && pb == nil }
            if a.type == cc_type_rgba() { return gdk_rgba_equal(pa, pb) != 0 }
            return pa == pb
        default:
            return a.description == b.description
        }
    }

    var string: String? { g_value_get_string(pointer).map { String(cString: $0) } }

    var description: String {
        if fundamental == Fundamental.boxed, type == cc_type_rgba() {
            guard let rgba = g_value_get_boxed(pointer) else { return "NULL" }
            let text = gdk_rgba_to_string(rgba.assumingMemoryBound(to: GdkRGBA.self))!
            defer { g_free(text) }
            return String(cString: text)
        }
        let text = g_strdup_value_contents(pointer)!
        defer { g_free(text) }
        return String(cString: text)
    }
}

/// Fundamental GTypes (G_TYPE_DOUBLE & co. are macros Swift cannot import).
enum Fundamental {
    static let double = g_type_from_name("gdouble")
    static let float = g_type_from_name("gfloat")
    static let boolean = g_type_from_name("gboolean")
    static let int = g_type_from_name("gint")
    static let uint = g_type_from_name("guint")
    static let enumeration = g_type_from_name("GEnum")
    /// An interface type's values (GdkPaintable) hold objects too.
    static let interface = g_type_from_name("GInterface")
    static let string = g_type_from_name("gchararray")
    static let object = g_type_from_name("GObject")
    static let boxed = g_type_from_name("GBoxed")
}

/// One settable property of a control, as `g_object_class_list_properties` gives it.
@MainActor
struct ContractProperty {
    /// The spec as listed: for an inherited interface property, an override.
    let spec: UnsafeMutablePointer<GParamSpec>
    /// The spec it stands for (itself unless it overrides one): the type and range live here.
    let target: UnsafeMutablePointer<GParamSpec>
    let name: String

    var valueType: GType { target.pointee.value_type }
    var isDeprecated: Bool { spec.pointee.flags.rawValue & CC_PARAM_DEPRECATED.rawValue != 0 }

    /// Properties inherited from GTK that the controls implement as their own contract
    /// (GtkRange's `adjustment` and `inverted`, GtkOrientable's `orientation`).
    static let inheritedContract: Set<String> = ["adjustment", "inverted", "orientation"]

    /// Every readable, writable, not construct-only property the control type itself installs,
    /// plus the inherited ones of ``inheritedContract``.
    static func settable(on type: GType) -> [ContractProperty] {
        let objectClass = g_type_class_ref(type)!.assumingMemoryBound(to: GObjectClass.self)
        defer { g_type_class_unref(objectClass) }
        var count: guint = 0
        guard let specs = g_object_class_list_properties(objectClass, &count) else { return [] }
        defer { g_free(specs) }
        let readWrite = CC_PARAM_READABLE.rawValue | CC_PARAM_WRITABLE.rawValue
        return (0..<Int(count)).compactMap { index in
            guard let spec = specs[index] else { return nil }
            let name = String(cString: g_param_spec_get_name(spec))
            let flags = spec.pointee.flags.rawValue
            guard flags & readWrite == readWrite, flags & CC_PARAM_CONSTRUCT_ONLY.rawValue == 0,
                  spec.pointee.owner_type == type || inheritedContract.contains(name) else { return nil }
            return ContractProperty(spec: spec, target: g_param_spec_get_redirect_target(spec) ?? spec, name: name)
        }
    }

    func get(_ widget: UnsafeMutablePointer<GtkWidget>) -> OwnedValue {
        let value = OwnedValue(valueType)
        g_object_get_property(cast(widget), name, value.pointer)
        return value
    }

    func set(_ widget: UnsafeMutablePointer<GtkWidget>, _ value: OwnedValue, via path: SetPath) {
        switch path {
        case .gObjectSetProperty:
            g_object_set_property(cast(widget), name, value.pointer)
        case .setPropertyVfunc:
            // What object_set_property does (gobject.c), less the notify queue: the class that
            // installed the spec, the spec's own id, the overridden spec.
            // An interface's property (GtkOrientable's orientation) is listed by its interface
            // spec, whose overriding class and id public API does not reveal: set it as GLib does.
            guard let peeked = g_type_class_peek(spec.pointee.owner_type) else {
                g_object_set_property(cast(widget), name, value.pointer)
                return
            }
            let ownerClass = peeked.assumingMemoryBound(to: GObjectClass.self)
            ownerClass.pointee.set_property(cast(widget), spec.pointee.param_id, value.pointer, target)
        }
    }

    /// Records an issue unless `count` notifies are what one real change should give.
    func expectNotifies(_ count: Int, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if isDeprecated {
            // A deprecated alias may notify itself as an alias and again as the property it
            // forwards to keeps it in step; it must notify at least once, and not more.
            #expect((1...2).contains(count), "\(label) (deprecated alias) notified \(count) times", sourceLocation: sourceLocation)
        } else {
            #expect(count == 1, "\(label) notified \(count) times", sourceLocation: sourceLocation)
        }
    }

    enum Candidates {
        /// Values to try in order; the first the control takes and that changes the property is used.
        case values([OwnedValue])
        /// The type has no value this test knows how to choose.
        case untestable(String)
    }

    /// Valid values different from `current`, chosen from the spec's value type and range.
    func candidates(differentFrom current: OwnedValue) -> Candidates {
        let type = valueType
        func make(_ fill: (UnsafeMutablePointer<GValue>) -> Void) -> OwnedValue {
            let value = OwnedValue(type)
            fill(value.pointer)
            return value
        }
        switch g_type_fundamental(type) {
        case Fundamental.double, Fundamental.float:
            let isFloat = g_type_fundamental(type) == Fundamental.float
            let now = isFloat ? Double(g_value_get_float(current.pointer)) : g_value_get_double(current.pointer)
            let range = doubleRange
            // Small steps both ways (angles, fractions and sizes all take them); inside the
            // spec's range, and never the current value.
            let tries = [0.25, -0.25, 0.1, -0.1, 1, -1].map { min(max(now + $0, range.lowerBound), range.upperBound) }
            return .values(tries.filter { $0 != now }.map { x in
                make { isFloat ? g_value_set_float($0, Float(x)) : g_value_set_double($0, x) }
            })
        case Fundamental.boolean:
            let now = g_value_get_boolean(current.pointer) != 0
            return .values([make { g_value_set_boolean($0, now ? 0 : 1) }])
        case Fundamental.int:
            let now = g_value_get_int(current.pointer)
            let range = intRange
            let tries = [now + 1, now - 1].filter { range.contains(Int64($0)) }
            return .values(tries.map { x in make { g_value_set_int($0, x) } })
        case Fundamental.uint:
            let now = g_value_get_uint(current.pointer)
            let range = intRange
            let tries = [Int64(now) + 1, Int64(now) - 1].filter { range.contains($0) }
            return .values(tries.map { x in make { g_value_set_uint($0, guint(x)) } })
        case Fundamental.enumeration:
            let now = g_value_get_enum(current.pointer)
            let enumClass = g_type_class_ref(type)!.assumingMemoryBound(to: GEnumClass.self)
            defer { g_type_class_unref(enumClass) }
            let values = (0..<Int(enumClass.pointee.n_values)).map { enumClass.pointee.values[$0].value }
            return .values(values.filter { $0 != now }.map { x in make { g_value_set_enum($0, x) } })
        case Fundamental.boxed where type == cc_type_rgba():
            let colors = [GdkRGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), GdkRGBA(red: 0.8, green: 0.3, blue: 0.1, alpha: 1)]
            return .values(colors.map { color in make { value in withUnsafePointer(to: color) { g_value_set_boxed(value, $0) } } }
                .filter { $0 != current })
        case Fundamental.object where g_type_is_a(type, gtk_adjustment_get_type()) != 0:
            // A new adjustment (not the current one), with the increments a control would use,
            // and a value other than the half way the redraw contract sets, so it shows.
            let adjustment = gtk_adjustment_new(0.25, 0, 1, 0.1, 0.2, 0)!
            g_object_ref_sink(UnsafeMutableRawPointer(adjustment))
            return .values([make { g_value_take_object($0, UnsafeMutableRawPointer(adjustment)) }])
        case Fundamental.object where g_type_is_a(type, g_menu_model_get_type()) != 0:
            // A menu with one item: a context menu's extra items.
            let menu = g_menu_new()!
            g_menu_append(menu, "An item", "win.item")
            return .values([make { g_value_take_object($0, UnsafeMutableRawPointer(menu)) }])
        case _ where g_type_is_a(type, gdk_paintable_get_type()) != 0:
            // GdkPaintable is an interface: its fundamental type is GInterface, not GObject.
            // A small opaque image: a knob's cap drawn instead of its pointer line.
            return .values([make { g_value_take_object($0, UnsafeMutableRawPointer(ContractProperty.redSquare())) }])
        case Fundamental.string:
            // Free text; a string with a fixed set of values should be an enumeration (and
            // otherwise shows here as "no value tried changed it").
            let texts: [String] = ["A text", "Another text"]
            return .values(texts.filter { $0 != current.string }.map { text in make { g_value_set_string($0, text) } })
        default:
            return .untestable("values of type \(String(cString: g_type_name(type)))")
        }
    }

    /// A new 8 × 8 red texture (a `GdkPaintable *`), owned by the caller.
    static func redSquare() -> OpaquePointer {
        GoldenImages.texture(side: 8) { cairo in
            cairo_set_source_rgb(cairo, 1, 0, 0)
            cairo_paint(cairo)
        }
    }

    /// The range a double or float spec allows (the whole line for any other spec).
    private var doubleRange: ClosedRange<Double> {
        let specType = target.pointee.g_type_instance.g_class.pointee.g_type
        if specType == g_type_from_name("GParamDouble") {
            let double = UnsafeMutableRawPointer(target).assumingMemoryBound(to: GParamSpecDouble.self).pointee
            return double.minimum...double.maximum
        }
        if specType == g_type_from_name("GParamFloat") {
            let float = UnsafeMutableRawPointer(target).assumingMemoryBound(to: GParamSpecFloat.self).pointee
            return Double(float.minimum)...Double(float.maximum)
        }
        return -.infinity ... .infinity
    }

    /// The range an int or uint spec allows.
    private var intRange: ClosedRange<Int64> {
        let specType = target.pointee.g_type_instance.g_class.pointee.g_type
        if specType == g_type_from_name("GParamInt") {
            let int = UnsafeMutableRawPointer(target).assumingMemoryBound(to: GParamSpecInt.self).pointee
            return Int64(int.minimum)...Int64(int.maximum)
        }
        if specType == g_type_from_name("GParamUInt") {
            let uint = UnsafeMutableRawPointer(target).assumingMemoryBound(to: GParamSpecUInt.self).pointee
            return Int64(uint.minimum)...Int64(uint.maximum)
        }
        return Int64(Int32.min)...Int64(Int32.max)
    }
}
