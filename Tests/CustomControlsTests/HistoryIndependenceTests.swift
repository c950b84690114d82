import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import Testing
@testable import CustomControls

/// History independence: a control changed into a state measures and draws exactly as one
/// created in it. A control caches (its measured size, its label layouts, its textures); a
/// setter that forgets to drop a cache, or to queue a resize, shows only in a control that was
/// on screen before the change.
///
/// Every settable property of every control, from GObject introspection (so from the
/// properties' one declaration: a new property is covered without a line here), with the
/// values the property contract tests use. For each property and value, three controls end
/// in the same state:
///
/// - the oracle: the value set before it is ever shown;
/// - one shown, measured and drawn with the defaults, then changed to the value;
/// - one shown, measured and drawn at another non-default value, then changed to the value.
///
/// Each is compared by what GTK asks of it (`gtk_widget_measure` in both orientations, through
/// GTK's own size cache, so a missing `queue_resize` shows) and by its drawing (its class's
/// snapshot at its allocation). The control fills a box in a window and has no size request of
/// its own, so its measured sizes are its own.
@MainActor
@Suite(.serialized, .gtk)
struct HistoryIndependenceTests {
    /// What the outside sees of a control: its measured sizes and its pixels.
    @MainActor
    struct Look: Equatable {
        var horizontal: [Int32]  // minimum, natural
        var vertical: [Int32]
        var size: [Int32]
        var pixels: [UInt8]

        static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> Look {
            func measured(_ orientation: GtkOrientation) -> [Int32] {
                var minimum: Int32 = 0, natural: Int32 = 0, minimumBaseline: Int32 = 0, naturalBaseline: Int32 = 0
                gtk_widget_measure(widget, orientation, -1, &minimum, &natural, &minimumBaseline, &naturalBaseline)
                return [minimum, natural]
            }
            return Look(horizontal: measured(GTK_ORIENTATION_HORIZONTAL), vertical: measured(GTK_ORIENTATION_VERTICAL),
                        size: [gtk_widget_get_width(widget), gtk_widget_get_height(widget)], pixels: Drawing.pixels(of: widget))
        }

        /// What differs, for the failure message.
        func difference(from other: Look) -> String {
            var parts: [String] = []
            if horizontal != other.horizontal { parts.append("width \(horizontal) vs \(other.horizontal)") }
            if vertical != other.vertical { parts.append("height \(vertical) vs \(other.vertical)") }
            if size != other.size { parts.append("allocation \(size) vs \(other.size)") }
            if pixels != other.pixels {
                let differing = zip(pixels, other.pixels).filter { $0 != $1 }.count
                parts.append("\(differing) bytes of the drawing")
            }
            return parts.joined(separator: ", ")
        }
    }

    /// One window with a box, in which each control is shown in turn, filling the box: one
    /// window for all, as a new window's first frames cost more than the comparisons.
    @MainActor
    final class Stage {
        private let box: UnsafeMutablePointer<GtkWidget>
        private let host: HostWindow

        init() throws {
            box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
            // Square and roomy: some states need more than a control's usual size (a range
            // slider turned vertical, labels beside its track).
            host = try HostWindow(box, width: 300, height: 300)
        }

        /// Shows `widget` (alone) until it has stopped redrawing, runs `body`, and takes it out.
        func show(_ widget: UnsafeMutablePointer<GtkWidget>, _ body: (Shown) -> Void) {
            gtk_widget_set_hexpand(widget, 1)
            gtk_widget_set_vexpand(widget, 1)
            gtk_box_append(cast(box), widget)
            let shown = Shown(widget)
            shown.settle()
            body(shown)
            shown.probe.stop()
            gtk_box_remove(cast(box), widget)
        }

        func close() { host.close() }
    }

    /// A control on the stage, and its redraw probe.
    @MainActor
    final class Shown {
        let widget: UnsafeMutablePointer<GtkWidget>
        let probe: RedrawProbe

        init(_ widget: UnsafeMutablePointer<GtkWidget>) {
            self.widget = widget
            probe = RedrawProbe(widget)
        }

        /// Runs the main loop until the control has stopped redrawing (a resize, a redraw, an
        /// animation's frames have all happened).
        func settle() {
            #expect(probe.settle(quiet: 1), "never stopped redrawing")
        }
    }

    /// The control with the base state every run starts from: where a control has value
    /// scales, a range every scale fits (1…100, skewed about 10), so each scale is a state to
    /// change into; the value half way, so the parts drawn from it (the lit arc, the fill) show.
    /// With `marks`, a labelled mark a quarter of the way on one side and a tick three
    /// quarters of the way on the other: the room kept for labels is a cache of its own.
    private func made(_ control: ControlType, marks: Bool) -> UnsafeMutablePointer<GtkWidget> {
        let widget = control.make()
        if control.hasValueScale {
            cc_object_set_double(widget, "maximum-value", 100)
            cc_object_set_double(widget, "minimum-value", 1)
            cc_object_set_double(widget, "skew-mid-value", 10)
        }
        let minimum = cc_object_get_double(widget, control.boundProperties.minimum), maximum = cc_object_get_double(widget, control.boundProperties.maximum)
        cc_object_set_double(widget, control.valueProperty, minimum + (maximum - minimum) / 2)
        if marks, let state = try? state(of: widget, as: ControlState.self) {
            state.addMark(minimum + (maximum - minimum) / 4, position: GTK_POS_BOTTOM, markup: "<b>A quarter</b>")
            state.addMark(minimum + (maximum - minimum) * 3 / 4, position: GTK_POS_TOP, markup: nil)
        }
        return widget
    }

    /// The candidate values of `property` (different from `original`, the base state's) that
    /// change it on a fresh control without a warning (a state the control refuses is no
    /// state to compare), as their indices (each control gets values of its own: an adjustment
    /// is never shared).
    private func changingCandidates(_ control: ControlType, marks: Bool, _ property: ContractProperty, from original: OwnedValue) -> [Int] {
        guard case .values(let candidates) = property.candidates(differentFrom: original) else { return [] }
        return candidates.indices.filter { index in
            let probe = made(control, marks: marks)
            defer { g_object_unref(probe) }
            // Some refusals are logged once the main loop is idle: it runs inside the capture.
            let warnings = WarningCapture.warnings {
                property.set(probe, candidates[index], via: .gObjectSetProperty)
                while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
            }
            return warnings.isEmpty && property.get(probe) != original
        }
    }

    nonisolated static let withAndWithoutMarks = [false, true]

    @Test(arguments: ControlType.allCases, withAndWithoutMarks)
    func aControlChangedIntoAStateLooksLikeOneMadeInIt(control: ControlType, marks: Bool) throws {
        let properties = ContractProperty.settable(on: control.gtype)
        #expect(properties.count > 10)
        var compared = 0
        let stage = try Stage()
        defer { stage.close() }
        for property in properties where !property.isDeprecated {
            let defaults = made(control, marks: marks)
            defer { g_object_unref(defaults) }
            let defaultValue = property.get(defaults)
            let indices = changingCandidates(control, marks: marks, property, from: defaultValue)
            guard let target = indices.first else { continue }
            guard case .values(let targets) = property.candidates(differentFrom: defaultValue) else { continue }

            // The oracle: set before it is ever shown.
            let oracle = made(control, marks: marks)
            defer { g_object_unref(oracle) }
            _ = WarningCapture.warnings { property.set(oracle, targets[target], via: .gObjectSetProperty) }
            var expected: Look?
            stage.show(oracle) { _ in expected = Look.of(oracle) }

            // From the defaults, and from another non-default value where the property has one.
            var starts: [(String, OwnedValue?)] = [("the defaults", nil)]
            if let other = indices.dropFirst().first, case .values(let others) = property.candidates(differentFrom: defaultValue) {
                starts.append(("\(others[other])", others[other]))
            }
            for (name, start) in starts {
                let widget = made(control, marks: marks)
                defer { g_object_unref(widget) }
                if let start {
                    _ = WarningCapture.warnings { property.set(widget, start, via: .gObjectSetProperty) }
                }
                guard case .values(let values) = property.candidates(differentFrom: defaultValue) else { continue }
                stage.show(widget) { shown in
                    _ = Look.of(widget)  // measured and drawn: its caches filled
                    _ = WarningCapture.warnings { property.set(widget, values[target], via: .gObjectSetProperty) }
                    shown.settle()
                    let look = Look.of(widget)
                    // Compared by what differs: the looks themselves hold every pixel.
                    let difference = expected.map { look.difference(from: $0) } ?? "the oracle was never drawn"
                    #expect(difference.isEmpty, "\(control.rawValue)\(marks ? " with marks" : "").\(property.name) changed from \(name) to \(values[target]): \(difference)")
                }
                compared += 1
            }
        }
        #expect(compared > 10, "\(control.rawValue): only \(compared) changes compared")
    }
}
