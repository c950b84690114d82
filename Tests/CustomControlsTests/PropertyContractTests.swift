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
@Suite(.serialized, .gtk)
struct PropertyContractTests {
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
        var untestable: Set<String> = []
        for property in properties {
            for path in SetPath.allCases {
                let widget = control.make()
                defer { g_object_unref(widget) }
                let label = "\(control.rawValue).\(property.name) via \(path)"
                let notifies = SignalCounter(widget, notify: property.name)
                let original = property.get(widget)
                let candidates: [OwnedValue]
                switch property.candidates(differentFrom: original) {
                case .values(let values): candidates = values
                case .untestable(let reason):
                    // Checked against the list of known exceptions below, with the reason.
                    if !Self.notifyExceptions[control, default: [:]].keys.contains(property.name) {
                        Issue.record("\(label): untested (\(reason)); give it candidate values or list it in notifyExceptions")
                    }
                    untestable.insert(property.name)
                    continue
                }

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
                let glibNotifiesEverySet = path == .gObjectSetProperty && property.target.pointee.flags.rawValue & CC_PARAM_EXPLICIT_NOTIFY.rawValue == 0
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
        // Exactly the listed exceptions go untested: a new property of a type the contract
        // cannot choose values for fails here until it is given values or listed with a reason.
        #expect(untestable == Set(Self.notifyExceptions[control, default: [:]].keys),
                "\(control.rawValue): untested \(untestable.sorted()), listed \(Self.notifyExceptions[control, default: [:]].keys.sorted())")
    }

    /// The properties the notify contract cannot choose a value for, and why. Empty: every
    /// settable property of every control is exercised.
    static let notifyExceptions: [ControlType: [String: String]] = [:]

    // MARK: Redraw

    /// The redraw probe tells a queued redraw from none: a drawing area whose picture changes
    /// without `gtk_widget_queue_draw` (a setter that forgot it) is not redrawn, though drawing
    /// it directly shows the change; after `gtk_widget_queue_draw` it is. Nothing happening,
    /// or a control's tint set to the tint it has, redraws nothing; a new tint redraws.
    /// A new control holds every property's declared default (what the GParamSpec says, and
    /// so GtkBuilder, Cambalache and the C reference): the initial value and the declaration
    /// are two places a default lives, and nothing else tied them together. Objects are left
    /// out: a control makes its own adjustment where the spec's default is NULL.
    @Test(arguments: ControlType.allCases)
    func aNewControlHoldsEveryDeclaredDefault(control: ControlType) {
        let widget = control.make()
        defer { g_object_unref(widget) }
        var compared = 0
        for property in ContractProperty.settable(on: control.gtype) where g_type_is_a(property.valueType, Fundamental.object) == 0 {
            let current = property.get(widget)
            let declared = g_param_spec_get_default_value(property.target)!
            let text = g_strdup_value_contents(declared)!
            defer { g_free(text) }
            #expect(g_param_values_cmp(property.target, current.pointer, declared) == 0,
                    "\(control.rawValue).\(property.name) is \(current) in a new control, declared \(String(cString: text))")
            compared += 1
        }
        #expect(compared > 10)
    }

    @Test func theRedrawProbeSeesQueuedRedrawsAndNothingElse() throws {
        final class Canvas { var red = 0.0 }
        let canvas = Canvas()
        let area = gtk_drawing_area_new()!
        g_object_ref_sink(area)
        defer { g_object_unref(area) }
        let draw: @convention(c) (UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32, gpointer?) -> Void = { _, cairo, _, _, data in
            guard let cairo, let data else { return }
            cairo_set_source_rgb(cairo, Unmanaged<Canvas>.fromOpaque(data).takeUnretainedValue().red, 0, 0)
            cairo_paint(cairo)
        }
        let release: @convention(c) (gpointer?) -> Void = { data in
            if let data { Unmanaged<Canvas>.fromOpaque(data).release() }
        }
        gtk_drawing_area_set_draw_func(cast(area), draw, Unmanaged.passRetained(canvas).toOpaque(), release)
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
        defer { g_object_unref(knob) }
        let knobHost = try HostWindow(knob, width: 120, height: 120)
        defer { knobHost.close() }
        let knobProbe = RedrawProbe(knob)
        defer { knobProbe.stop() }
        #expect(knobProbe.settle())
        var tint = GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1)
        cc_object_set_rgba(knob, "tint-color", &tint)
        #expect(knobProbe.redrawn(), "a new tint went unseen")
        #expect(knobProbe.settle())
        cc_object_set_rgba(knob, "tint-color", &tint)
        #expect(knobProbe.staysQuiet(), "the same tint again redrew")
    }

    /// Sets each property of a control shown in a window to a new value, then to the same value
    /// again, then back. Whenever the control's drawing (its class's snapshot, drawn directly)
    /// differs after a set, the set must have queued a redraw; the same value again must not.
    /// Golden images draw directly too, so only this sees a setter that forgets
    /// `gtk_widget_queue_draw`.
    ///
    /// Which properties are visible is measured: what a control shows depends on its flags
    /// (the knob's `origin` shows only with `show-fill`), so this runs once with the defaults
    /// and again, for the properties not yet seen to change the drawing, with every boolean
    /// property on. The properties never seen to change it must be exactly
    /// ``redrawExceptions``, each with its reason.
    @Test(arguments: ControlType.allCases)
    func everyChangeOfTheDrawingQueuesARedraw(control: ControlType) throws {
        let properties = ContractProperty.settable(on: control.gtype)
        var visible: Set<String> = []
        for flagsOn in [false, true] {
            let widget = control.make()
            defer { g_object_unref(widget) }
            // Half way, so the parts drawn from the value (the lit arc, the fill) show colours.
            if g_object_class_find_property(cast(g_type_class_peek(control.gtype)), "value") != nil {
                cc_object_set_double(widget, "value", (cc_object_get_double(widget, "minimum-value") + cc_object_get_double(widget, "maximum-value")) / 2)
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
                var redrawn = false, settled = false
                // A value that does not fit the others (a logarithmic value-scale over 0…1) warns
                // once the main loop is idle, so the frames after the set are captured too.
                _ = WarningCapture.warnings {
                    property.set(widget, value, via: .gObjectSetProperty)
                    redrawn = probe.redrawn()
                    settled = probe.settle()
                }
                // Drawn after the frames, so parts that the change showed have been laid out.
                let nowDrawn = Drawing.pixels(of: widget)
                if nowDrawn != drawn {
                    visible.insert(property.name)
                    #expect(redrawn, "\(label): the drawing changed (\(old) to \(property.get(widget))) but no redraw was queued")
                }
                #expect(settled, "\(label): never stopped redrawing")
                return property.get(widget) != old
            }

            for property in properties where !visible.contains(property.name) {
                let label = "\(control.rawValue).\(property.name) \(setting)"
                let original = property.get(widget)
                guard case .values(let candidates) = property.candidates(differentFrom: original) else {
                    Issue.record("\(label): no values to try")
                    continue
                }
                guard let change = candidates.first(where: { set(property, to: $0, label) }) else {
                    Issue.record("\(label): no value tried changed it")
                    continue
                }
                _ = WarningCapture.warnings { property.set(widget, change, via: .gObjectSetProperty) }
                #expect(probe.staysQuiet(), "\(label): setting the same value again queued a redraw")
                // Back, so each property is seen against the same background (a track colour
                // would hide the tint otherwise).
                _ = set(property, to: original, "\(label), set back")
            }
        }
        // The check is only as good as the measurement that picks the properties: every
        // property either changed the drawing (so its redraw was checked) or is a listed
        // exception, and no more. A new property that changes nothing drawn must be listed
        // here with the reason; a listed one that starts changing the drawing must leave.
        let invisible = Set(properties.map(\.name)).subtracting(visible)
        let listed = Set(Self.redrawExceptions[control, default: [:]].keys)
        #expect(invisible == listed, "\(control.rawValue): changed nothing drawn: \(invisible.sorted()), listed: \(listed.sorted())")
    }

    // MARK: Rejected values

    /// Every double property turns NaN down with one warning naming the control, the property
    /// and the value, and keeps its value: the models (CustomControlsCore) say what is wrong,
    /// and the widget layer names the property, also for a value only the model checks.
    @Test(arguments: ControlType.allCases)
    func everyDoublePropertyRejectsNaNNamingItself(control: ControlType) {
        let doubles = ContractProperty.settable(on: control.gtype).filter { $0.valueType == Fundamental.double }
        #expect(!doubles.isEmpty)
        for property in doubles {
            let widget = control.make()
            defer { g_object_unref(widget) }
            let original = property.get(widget)
            let nan = OwnedValue(Fundamental.double)
            g_value_set_double(nan.pointer, .nan)
            let warnings = WarningCapture.warnings { property.set(widget, nan, via: .gObjectSetProperty) }
            #expect(warnings == ["\(control.rawValue): invalid value nan for property '\(property.name)': not a finite number"],
                    "\(control.rawValue).\(property.name)")
            #expect(property.get(widget) == original, "\(control.rawValue).\(property.name) changed")
        }
    }

    /// The properties whose change leaves the drawing as it was, and why.
    static let redrawExceptions: [ControlType: [String: String]] = {
        let behaviour = "decides how input moves the value, not what is drawn"
        let shared = [
            "step": "the keyboard's and wheel's increment: " + behaviour,
            "page": "Page Up/Down's increment: " + behaviour,
            "continuous": "when value-changed is emitted during a drag, nothing drawn",
            "value-scale": "the scale tried (logarithmic) does not fit the default range, which reaches 0, so the control stays linear",
            "skew-mid-value": "used only by a skewed value-scale; the default is linear",
            "snap-to-marks": "whether marks hold drags and stop keys: " + behaviour,
            "show-menu": "whether a secondary click or the Menu key opens the context menu: " + behaviour,
            "extra-menu": "the app's items of the context menu, seen only when it opens",
        ]
        let arc = shared.merging([
            "default-value": "the value a double click resets to; the value itself stays",
            "orientation": "GtkRange's, inherited; an arc has no orientation",
        ]) { a, _ in a }
        return [
            .knob: arc.merging([
                "drag-mode": behaviour,
                "drag-distance": behaviour,
                "grab-pointer-only": behaviour,
            ]) { a, _ in a },
            .circularSlider: arc.merging([
                "grab-handle-only": behaviour,
                "wraps": "whether a drag may cross from the maximum to the minimum: " + behaviour,
            ]) { a, _ in a },
            .circularRangeSlider: shared.merging([
                "minimum-distance": "the range (90) is longer than any distance tried, so neither handle moves",
                "wraps": "whether a handle may cross the ring's end: " + behaviour,
                "editable": "the entry shows in a popover, opened by Enter at a handle",
            ]) { a, _ in a }.filter { $0.key != "value-scale" && $0.key != "skew-mid-value" },
            .rangeSlider: shared.merging([
                "default-lower-value": "the value a double click resets to; the value itself stays",
                "default-upper-value": "the value a double click resets to; the value itself stays",
                "minimum-distance": "the thumbs are further apart than any distance tried, so neither moves",
                "push-mode": "what a thumb does to the other when they meet: " + behaviour,
                "show-labels": "the value labels show only during a drag",
                "editable": "the entry shows in a popover, opened by Enter at a thumb",
                "digits": "the value labels' precision; the labels show only during a drag",
            ]) { a, _ in a },
            .xyPad: shared.merging([
                "default-x": "the value a double click resets to; the value itself stays",
                "default-y": "the value a double click resets to; the value itself stays",
                "editable": "the entry shows in a popover, opened by Enter at x or y",
                "digits": "the precision of the accessible values' and the popover's text; the pad draws no text",
            ]) { a, _ in a }.filter { $0.key != "value-scale" && $0.key != "skew-mid-value" },
        ]
    }()
}
