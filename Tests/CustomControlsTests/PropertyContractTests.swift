import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import Foundation
import Testing
@testable import CustomControls

/// The property contract of every control, checked from GObject introspection rather than from
/// a list of names, so it holds whatever properties the controls gain, lose or rename:
///
/// - every settable property notifies exactly once per real change, and never when it is set
///   to the value it already has;
/// - every change that alters the drawing queues a redraw.
@MainActor
@Suite(.serialized)
struct PropertyContractTests {
    init() throws {
        try #require(GTK.isAvailable, "GTK could not open a display")
    }

    // MARK: Notify

    /// Sets each property to a new valid value, then to the same value again, then back, through
    /// both ways a property is set:
    ///
    /// - `g_object_set_property`, as GtkBuilder and bindings do. GObject freezes notifications
    ///   around it and drops duplicates, so a setter that notifies twice looks right this way;
    /// - the class's `set_property` directly, with nothing frozen, as a call of the public
    ///   setter behaves (`knob.tintColor = …`, `cc_knob_set_…`). This way shows a doubled notify.
    ///
    /// Only the set property's own `notify` counts: others may follow (a new minimum can move
    /// the value). A deprecated alias may notify as itself and as the property it stands for,
    /// so it is held to one or two.
    @Test(arguments: ControlType.allCases)
    func everyPropertyNotifiesOncePerRealChangeAndNeverWhenUnchanged(control: ControlType) throws {
        let properties = ContractProperty.settable(on: control.gtype)
        #expect(!properties.isEmpty, "\(control.rawValue) lists no settable properties")
        var exercised = 0
        for property in properties {
            for path in SetPath.allCases {
                let widget = control.make()
                defer { g_object_unref(widget.raw) }
                let label = "\(control.rawValue).\(property.name) via \(path)"
                let notifies = SignalCounter(widget, notify: property.name)
                let original = property.get(widget)
                let candidates: [OwnedValue]
                switch property.candidates(differentFrom: original) {
                case .values(let values): candidates = values
                case .untestable(let reason):
                    // Said, not failed: the contract cannot choose a value for it.
                    if path == .gObjectSetProperty { print("PropertyContract: skipped \(control.rawValue).\(property.name): \(reason)") }
                    continue
                }
                exercised += 1

                // The first candidate the control takes and that changes the property.
                var change: OwnedValue?
                for candidate in candidates {
                    let before = notifies.count
                    let warnings = WarningCapture.warnings { property.set(widget, candidate, via: path) }
                    if property.get(widget) != original {
                        #expect(warnings.isEmpty, "\(label): warned while changing: \(warnings)")
                        change = candidate
                        break
                    }
                    // Rejected or clamped to what it was: nothing changed, so nothing notifies.
                    #expect(notifies.count == before, "\(label): a set that changed nothing notified")
                }
                guard let change else {
                    Issue.record("\(label): no value tried changed it (\(candidates.map(\.description)))")
                    continue
                }
                let changed = property.get(widget)
                property.expectNotifies(notifies.count, "\(label): a change from \(original) to \(changed)")

                // The same value again: nothing changes, nothing notifies.
                let afterChange = notifies.count
                let again = WarningCapture.warnings { property.set(widget, change, via: path) }
                #expect(again.isEmpty, "\(label): warned when set to the same value: \(again)")
                #expect(property.get(widget) == changed, "\(label): setting the same value changed it")
                // A spec GTK installed without G_PARAM_EXPLICIT_NOTIFY (GtkRange's `adjustment`)
                // is notified by GLib after every g_object_set_property, as on a GtkScale.
                let glibNotifiesEverySet = path == .gObjectSetProperty && property.target.pointee.flags.rawValue & G_PARAM_EXPLICIT_NOTIFY.rawValue == 0
                #expect(notifies.count - afterChange <= (glibNotifiesEverySet ? 1 : 0), "\(label): setting the same value again notified \(notifies.count - afterChange) time(s)")

                // And back (to the unset colour, the old adjustment, …): one more, if it changed.
                let beforeRestore = notifies.count
                let back = WarningCapture.warnings { property.set(widget, original, via: path) }
                #expect(back.isEmpty, "\(label): warned when set back to \(original): \(back)")
                if property.get(widget) != changed {
                    property.expectNotifies(notifies.count - beforeRestore, "\(label): a change back to \(original)")
                } else {
                    #expect(notifies.count == beforeRestore, "\(label): a set back that changed nothing notified")
                }
            }
        }
        #expect(exercised > 0, "\(control.rawValue): no property could be exercised")
    }

    // MARK: Redraw

    /// The redraw probe tells a queued redraw from none: a drawing area whose picture changes
    /// without `gtk_widget_queue_draw` (a setter that forgot it) is not redrawn, though drawing
    /// it directly shows the change; after `gtk_widget_queue_draw` it is. Nothing happening,
    /// or a control's tint set to the tint it has, redraws nothing; a new tint redraws.
    @Test func theRedrawProbeSeesQueuedRedrawsAndNothingElse() throws {
        final class Canvas { var red = 0.0 }
        let canvas = Canvas()
        let area = gtk_drawing_area_new()!
        g_object_ref_sink(area.raw)
        defer { g_object_unref(area.raw) }
        let draw: @convention(c) (UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32, gpointer?) -> Void = { _, cairo, _, _, data in
            guard let cairo, let data else { return }
            cairo_set_source_rgb(cairo, Unmanaged<Canvas>.fromOpaque(data).takeUnretainedValue().red, 0, 0)
            cairo_paint(cairo)
        }
        let release: @convention(c) (gpointer?) -> Void = { data in
            if let data { Unmanaged<Canvas>.fromOpaque(data).release() }
        }
        gtk_drawing_area_set_draw_func(cast(area.raw), draw, Unmanaged.passRetained(canvas).toOpaque(), release)
        let host = try HostWindow(area, width: 60, height: 60)
        defer { host.close() }
        let probe = RedrawProbe(area)
        defer { probe.stop() }
        #expect(probe.settle(), "the drawing area never stopped redrawing")
        #expect(probe.staysQuiet(), "redrawn with nothing changed")

        let before = Drawing.pixels(of: area)
        canvas.red = 1  // the picture changes, no redraw is queued
        #expect(Drawing.pixels(of: area) != before, "drawing directly does not show the change")
        #expect(probe.staysQuiet(), "redrawn though no redraw was queued")
        gtk_widget_queue_draw(area)
        #expect(probe.redrawn(), "a queued redraw went unseen")

        let knob = ControlType.knob.make()
        defer { g_object_unref(knob.raw) }
        let knobHost = try HostWindow(knob, width: 120, height: 120)
        defer { knobHost.close() }
        let knobProbe = RedrawProbe(knob)
        defer { knobProbe.stop() }
        #expect(knobProbe.settle())
        var tint = GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1)
        cc_object_set_rgba(knob.raw, "tint-color", &tint)
        #expect(knobProbe.redrawn(), "a new tint went unseen")
        #expect(knobProbe.settle())
        cc_object_set_rgba(knob.raw, "tint-color", &tint)
        #expect(knobProbe.staysQuiet(), "the same tint again redrew")
    }

    /// Sets each property of a control shown in a window to a new value, then to the same value
    /// again, then back. Whenever the control's drawing (its class's snapshot, drawn directly)
    /// differs after a set, the set must have queued a redraw; the same value again must not.
    /// Golden images draw directly too, so only this sees a setter that forgets
    /// `gtk_widget_queue_draw`.
    ///
    /// Which properties are visible is measured, not listed: what a control shows depends on
    /// its flags (the knob's `origin` shows only with `show-fill`), so this runs once with the
    /// defaults and again, for the properties not yet seen to change the drawing, with every
    /// boolean property on.
    @Test(arguments: ControlType.allCases)
    func everyChangeOfTheDrawingQueuesARedraw(control: ControlType) throws {
        let properties = ContractProperty.settable(on: control.gtype)
        var visible: Set<String> = []
        for flagsOn in [false, true] {
            let widget = control.make()
            defer { g_object_unref(widget.raw) }
            // Half way, so the parts drawn from the value (the lit arc, the fill) show colours.
            if g_object_class_find_property(cast(g_type_class_peek(control.gtype)), "value") != nil {
                cc_object_set_double(widget.raw, "value", (cc_object_get_double(widget.raw, "minimum-value") + cc_object_get_double(widget.raw, "maximum-value")) / 2)
            }
            if flagsOn {
                for property in properties where property.valueType == Fundamental.boolean {
                    let on = OwnedValue(Fundamental.boolean)
                    g_value_set_boolean(on.pointer, 1)
                    property.set(widget, on, via: .gObjectSetProperty)
                }
            }
            let host = try HostWindow(widget, width: control.size.0, height: control.size.1)
            defer { host.close() }
            let probe = RedrawProbe(widget)
            defer { probe.stop() }
            let setting = flagsOn ? "with every flag on" : "with the defaults"
            try #require(probe.settle(), "\(control.rawValue) \(setting) never stopped redrawing")

            /// Sets `value`; if the drawing changed, checks that a redraw came. Returns whether
            /// the property changed.
            func set(_ property: ContractProperty, to value: OwnedValue, _ label: String) -> Bool {
                let old = property.get(widget)
                let drawn = Drawing.pixels(of: widget)
                _ = WarningCapture.warnings { property.set(widget, value, via: .gObjectSetProperty) }
                let redrawn = probe.redrawn()
                // Drawn after the frames, so parts that the change showed have been laid out.
                let nowDrawn = Drawing.pixels(of: widget)
                if nowDrawn != drawn {
                    visible.insert(property.name)
                    #expect(redrawn, "\(label): the drawing changed (\(old) to \(property.get(widget))) but no redraw was queued")
                }
                #expect(probe.settle(), "\(label): never stopped redrawing")
                return property.get(widget) != old
            }

            for property in properties where !visible.contains(property.name) {
                let label = "\(control.rawValue).\(property.name) \(setting)"
                let original = property.get(widget)
                guard case .values(let candidates) = property.candidates(differentFrom: original),
                      let change = candidates.first(where: { set(property, to: $0, label) }) else { continue }
                _ = WarningCapture.warnings { property.set(widget, change, via: .gObjectSetProperty) }
                #expect(probe.staysQuiet(), "\(label): setting the same value again queued a redraw")
                // Back, so each property is seen against the same background (a track colour
                // would hide the tint otherwise).
                _ = set(property, to: original, "\(label), set back")
            }
        }
        // The check is only as good as the measurement that picks the properties.
        #expect(visible.contains("tint-color"), "\(control.rawValue): a new tint did not change the drawing")
        #expect(visible.count >= 5, "\(control.rawValue): only \(visible.sorted()) changed the drawing")
    }
}

// MARK: - Properties from introspection

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
        case Fundamental.object: return g_value_get_object(a.pointer) == g_value_get_object(b.pointer)
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
    var isDeprecated: Bool { spec.pointee.flags.rawValue & G_PARAM_DEPRECATED.rawValue != 0 }

    /// Properties inherited from GTK that the controls implement as their own contract
    /// (GtkRange's `adjustment` and `inverted`, GtkOrientable's `orientation`).
    static let inheritedContract: Set<String> = ["adjustment", "inverted", "orientation"]

    /// Text properties whose values form a known set (until they become enums).
    static let knownStrings: [String: [String]] = ["drag-mode": ["rotary", "vertical", "horizontal"]]

    /// Every readable, writable, not construct-only property the control type itself installs,
    /// plus the inherited ones of ``inheritedContract``.
    static func settable(on type: GType) -> [ContractProperty] {
        let objectClass = g_type_class_ref(type)!.assumingMemoryBound(to: GObjectClass.self)
        defer { g_type_class_unref(objectClass) }
        var count: guint = 0
        guard let specs = g_object_class_list_properties(objectClass, &count) else { return [] }
        defer { g_free(specs) }
        let readWrite = G_PARAM_READABLE.rawValue | G_PARAM_WRITABLE.rawValue
        return (0..<Int(count)).compactMap { index in
            guard let spec = specs[index] else { return nil }
            let name = String(cString: g_param_spec_get_name(spec))
            let flags = spec.pointee.flags.rawValue
            guard flags & readWrite == readWrite, flags & G_PARAM_CONSTRUCT_ONLY.rawValue == 0,
                  spec.pointee.owner_type == type || inheritedContract.contains(name) else { return nil }
            return ContractProperty(spec: spec, target: g_param_spec_get_redirect_target(spec) ?? spec, name: name)
        }
    }

    func get(_ widget: UnsafeMutablePointer<GtkWidget>) -> OwnedValue {
        let value = OwnedValue(valueType)
        g_object_get_property(cast(widget.raw), name, value.pointer)
        return value
    }

    func set(_ widget: UnsafeMutablePointer<GtkWidget>, _ value: OwnedValue, via path: SetPath) {
        switch path {
        case .gObjectSetProperty:
            g_object_set_property(cast(widget.raw), name, value.pointer)
        case .setPropertyVfunc:
            // What object_set_property does (gobject.c), less the notify queue: the class that
            // installed the spec, the spec's own id, the overridden spec.
            // An interface's property (GtkOrientable's orientation) is listed by its interface
            // spec, whose overriding class and id public API does not reveal: set it as GLib does.
            guard let peeked = g_type_class_peek(spec.pointee.owner_type) else {
                g_object_set_property(cast(widget.raw), name, value.pointer)
                return
            }
            let ownerClass = peeked.assumingMemoryBound(to: GObjectClass.self)
            ownerClass.pointee.set_property(cast(widget.raw), spec.pointee.param_id, value.pointer, target)
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
            // A new adjustment (not the current one), with the increments a control would use.
            let adjustment = gtk_adjustment_new(0.5, 0, 1, 0.1, 0.2, 0)!
            g_object_ref_sink(UnsafeMutableRawPointer(adjustment))
            return .values([make { g_value_take_object($0, UnsafeMutableRawPointer(adjustment)) }])
        case Fundamental.object where g_type_is_a(type, gdk_paintable_get_type()) != 0:
            // A small opaque image: a knob's cap drawn instead of its pointer line.
            return .values([make { g_value_take_object($0, UnsafeMutableRawPointer(ContractProperty.redSquare())) }])
        case Fundamental.string:
            guard let choices = Self.knownStrings[name] else { return .untestable("a string with no known set of values") }
            return .values(choices.filter { $0 != current.string }.map { text in make { g_value_set_string($0, text) } })
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

// MARK: - Redraws

/// Counts the times GTK redraws a widget: a `GtkWidgetPaintable` of it invalidates its contents
/// when the widget has been snapshotted anew, which a frame does after `gtk_widget_queue_draw`
/// (and only then: otherwise it reuses the widget's last render node).
///
/// Waits are counted in frames of the widget's frame clock, not in seconds, so a loaded machine
/// cannot make a late redraw look like none: a queued redraw is drawn in the next frame.
@MainActor
final class RedrawProbe {
    private final class Box { var count = 0 }
    private let redraws = Box()
    private let frames = Box()
    private let widget: UnsafeMutablePointer<GtkWidget>
    private let paintable: UnsafeMutableRawPointer
    private var tick: guint = 0

    var count: Int { redraws.count }

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        paintable = UnsafeMutableRawPointer(gtk_widget_paintable_new(widget)!)
        let handler: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            guard let data else { return }
            Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().count += 1
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            if let data { Unmanaged<Box>.fromOpaque(data).release() }
        }
        g_signal_connect_data(paintable, "invalidate-contents", unsafeBitCast(handler, to: GCallback.self),
                              Unmanaged.passRetained(redraws).toOpaque(), release, GConnectFlags(0))
        // A tick callback keeps frames coming while the probe waits, and counts them.
        let onTick: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = { _, _, data in
            guard let data else { return 0 }
            Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().count += 1
            return 1
        }
        let releaseFrames: @convention(c) (gpointer?) -> Void = { data in
            if let data { Unmanaged<Box>.fromOpaque(data).release() }
        }
        tick = gtk_widget_add_tick_callback(widget, onTick, Unmanaged.passRetained(frames).toOpaque(), releaseFrames)
    }

    /// Releases the paintable and the tick callback (before the widget goes).
    func stop() {
        gtk_widget_remove_tick_callback(widget, tick)
        g_object_unref(paintable)
    }

    /// Runs the main loop for `count` frames, or until `done` holds; false if neither came in time.
    private func wait(frames count: Int, orUntil done: () -> Bool = { false }) -> Bool {
        let end = frames.count + count
        return GTK.iterate(until: { done() || frames.count >= end }, timeout: 10)
    }

    /// Runs the main loop until `quiet` frames pass without a redraw; false if that never happens.
    @discardableResult
    func settle(quiet: Int = 5, timeout: Double = 15) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let start = count
            guard wait(frames: quiet) else { return false }
            if count == start { return true }
        }
        return false
    }

    /// Whether the widget is redrawn within the next `frames` frames.
    func redrawn(within frameCount: Int = 3) -> Bool {
        let start = count
        _ = wait(frames: frameCount, orUntil: { count > start })
        return count > start
    }

    /// Whether the widget is not redrawn in the next `frames` frames.
    func staysQuiet(for frameCount: Int = 3) -> Bool {
        let start = count
        _ = wait(frames: frameCount)
        return count == start
    }
}

/// A widget's picture, drawn directly from its class's `snapshot` (no frame, no render-node
/// cache), at its allocated size.
@MainActor
enum Drawing {
    static func pixels(of widget: UnsafeMutablePointer<GtkWidget>) -> [UInt8] {
        let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
        let widgetClass = UnsafeMutableRawPointer(widget.pointee.parent_instance.g_type_instance.g_class!)
            .assumingMemoryBound(to: GtkWidgetClass.self)
        let snapshot = gtk_snapshot_new()!
        widgetClass.pointee.snapshot(widget, snapshot)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return [] }
        defer { gsk_render_node_unref(node) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        gsk_render_node_draw(node, cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let bytes = Int(cairo_image_surface_get_stride(surface)) * Int(height)
        return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: bytes))
    }
}
