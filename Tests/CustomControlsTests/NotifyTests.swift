import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import Testing
@testable import CustomControls

/// `onNotify(\.property)`: each Swift property maps to its GObject property, handlers run once
/// per real change from any side, and their closures go with the widget.
@MainActor
@Suite(.serialized, .gtk)
struct NotifyTests {
    /// The names of the properties `type` installs or overrides itself, less deprecated ones.
    private func installedNames(of type: ControlType) -> Set<String> {
        let widget = type.make()
        defer { g_object_unref(widget) }
        let properties = ControlState.of(widget)!.controlClass.properties
        var names: Set<String> = []
        var id: guint = 1
        while let entry = properties.entry(id: id) {
            if !entry.definition.isDeprecated { names.insert(entry.definition.name) }
            id += 1
        }
        return names
    }

    @Test func everyGObjectPropertyHasAKeyPathAndEveryKeyPathAProperty() {
        for (handle, type) in [(Knob.self as Control.Type, ControlType.knob), (RangeSlider.self, .rangeSlider),
                               (CircularSlider.self, .circularSlider), (CircularRangeSlider.self, .circularRangeSlider), (XYPad.self, .xyPad)] {
            let mapped = Array(handle.propertyNames.values)
            #expect(Set(mapped).count == mapped.count, "\(handle): two key paths map to one property")
            #expect(installedNames(of: type).subtracting(mapped).isEmpty, "\(handle): a property has no key path")
            // The rest are inherited: GtkRange's `inverted`, which the knob and circular slider keep.
            let objectClass: UnsafeMutablePointer<GObjectClass> = cast(g_type_class_ref(type.gtype))!
            defer { g_type_class_unref(objectClass) }
            for name in mapped {
                #expect(g_object_class_find_property(objectClass, name) != nil, "\(handle): \(name) is no property")
            }
        }
    }

    /// Connects to `property` of `control` and checks that a notify of `name` calls the handler.
    private func expectObserved<C: ValueChangeReporting, Value>(_ control: C, _ property: KeyPath<C, Value>, as name: String) {
        var calls = 0
        let id = control.onNotify(property) { _ in calls += 1 }
        #expect(id != 0, "\(name)")
        g_object_notify(cast(control.widget), name)
        #expect(calls == 1, "\(name)")
        g_signal_handler_disconnect(control.widget, gulong(id))
    }

    /// Key paths written here, in another module, find their properties: inherited ones too.
    @Test func eachKeyPathObservesItsProperty() {
        let knob = Knob()
        expectObserved(knob, \.continuous, as: "continuous")
        expectObserved(knob, \.tintColor, as: "tint-color")
        expectObserved(knob, \.step, as: "step")
        expectObserved(knob, \.page, as: "page")
        expectObserved(knob, \.digits, as: "digits")
        expectObserved(knob, \.value, as: "value")
        expectObserved(knob, \.minimumValue, as: "minimum-value")
        expectObserved(knob, \.maximumValue, as: "maximum-value")
        expectObserved(knob, \.startAngle, as: "start-angle")
        expectObserved(knob, \.endAngle, as: "end-angle")
        expectObserved(knob, \.inverted, as: "inverted")
        expectObserved(knob, \.defaultValue, as: "default-value")
        expectObserved(knob, \.adjustment, as: "adjustment")
        expectObserved(knob, \.dragMode, as: "drag-mode")
        expectObserved(knob, \.dragDistance, as: "drag-distance")
        expectObserved(knob, \.grabsPointerOnly, as: "grab-pointer-only")
        expectObserved(knob, \.showValue, as: "show-value")
        expectObserved(knob, \.showFill, as: "show-fill")
        expectObserved(knob, \.origin, as: "origin")
        expectObserved(knob, \.lineWidth, as: "line-width")
        expectObserved(knob, \.pointerLength, as: "pointer-length")
        expectObserved(knob, \.pointerPaintable, as: "pointer-paintable")

        let circular = CircularSlider()
        expectObserved(circular, \.tintColor, as: "tint-color")
        expectObserved(circular, \.value, as: "value")
        expectObserved(circular, \.adjustment, as: "adjustment")
        expectObserved(circular, \.wraps, as: "wraps")
        expectObserved(circular, \.gradientStartColor, as: "gradient-start-color")
        expectObserved(circular, \.gradientEndColor, as: "gradient-end-color")
        expectObserved(circular, \.lineWidth, as: "line-width")
        expectObserved(circular, \.editable, as: "editable")
        expectObserved(circular, \.showValue, as: "show-value")
        expectObserved(circular, \.showLighting, as: "show-lighting")

        let range = RangeSlider()
        expectObserved(range, \.continuous, as: "continuous")
        expectObserved(range, \.minimumValue, as: "minimum-value")
        expectObserved(range, \.maximumValue, as: "maximum-value")
        expectObserved(range, \.lowerValue, as: "lower-value")
        expectObserved(range, \.upperValue, as: "upper-value")
        expectObserved(range, \.defaultLowerValue, as: "default-lower-value")
        expectObserved(range, \.defaultUpperValue, as: "default-upper-value")
        expectObserved(range, \.trackColor, as: "track-color")
        expectObserved(range, \.trackHighlightColor, as: "track-highlight-color")
        expectObserved(range, \.thumbColor, as: "thumb-color")
        expectObserved(range, \.curvaceousness, as: "curvaceousness")
        expectObserved(range, \.minimumDistance, as: "minimum-distance")
        expectObserved(range, \.pushMode, as: "push-mode")
        expectObserved(range, \.orientation, as: "orientation")
        expectObserved(range, \.showLabels, as: "show-labels")
        expectObserved(range, \.inverted, as: "inverted")

        let pad = XYPad()
        for (path, name) in [(\XYPad.xValue, "x-value"), (\.yValue, "y-value"), (\.xMinimum, "x-minimum"), (\.xMaximum, "x-maximum"),
                             (\.yMinimum, "y-minimum"), (\.yMaximum, "y-maximum"), (\.defaultX, "default-x"), (\.defaultY, "default-y")] {
            expectObserved(pad, path, as: name)
        }
        expectObserved(pad, \.showCrosshair, as: "show-crosshair")
        expectObserved(pad, \.xAdjustment, as: "x-adjustment")
        expectObserved(pad, \.yAdjustment, as: "y-adjustment")
    }

    @Test func oncePerRealChangeFromSwiftCAndADrag() throws {
        let knob = Knob()
        var values: [Double] = []
        var widths = 0
        knob.onNotify(\.value) { values.append($0.value) }
        knob.onNotify(\.lineWidth) { _ in widths += 1 }
        knob.value = 0.25
        knob.value = 0.25          // unchanged: no notify
        cc_object_set_double(knob.widget, "value", 0.75)
        knob.lineWidth = 5
        knob.lineWidth = 5
        #expect(values == [0.25, 0.75])
        #expect(widths == 1)

        knob.continuous = false    // notify still comes with every change of a drag
        let host = try HostWindow(knob.widget, width: 200, height: 200)
        defer { host.close() }
        values = []
        var drag = try GestureDriver(try state(of: knob.widget, as: KnobState.self))
        drag.press(100, 10)        // the middle of the arc
        drag.move(190, 100)        // 3 o'clock
        drag.release(190, 100)
        #expect(values.count == 2 && values.first.map { abs($0 - 0.5) < 1e-9 } == true)

        let range = RangeSlider()
        var uppers: [Double] = []
        range.onNotify(\.upperValue) { uppers.append($0.upperValue) }
        range.setValues(lower: 0.1, upper: 0.9)
        range.lowerValue = 0.95    // pushes the upper value along
        #expect(uppers == [0.9, 0.95])
    }

    @Test(arguments: ControlType.allCases)
    func handlerClosuresAreReleasedWithTheWidget(type: ControlType) {
        final class Probe {}
        weak var probe: Probe?
        var watch: FinalizeWatch?
        do {
            let captured = Probe()
            probe = captured
            let widget = type.make()
            watch = FinalizeWatch(widget)
            switch type {
            case .rangeSlider: RangeSlider(wrapping: widget)!.onNotify(\.lowerValue) { _ in _ = captured }
            case .knob: Knob(wrapping: widget)!.onNotify(\.value) { _ in _ = captured }
            case .circularSlider: CircularSlider(wrapping: widget)!.onNotify(\.value) { _ in _ = captured }
            case .circularRangeSlider: CircularRangeSlider(wrapping: widget)!.onNotify(\.lowerValue) { _ in _ = captured }
            case .xyPad: XYPad(wrapping: widget)!.onNotify(\.xValue) { _ in _ = captured }
            }
            g_object_unref(widget)
        }
        #expect(watch?.isFinalized == true)
        #expect(probe == nil, "an onNotify closure outlived its widget")
    }

    @Test func disconnectingReleasesTheClosure() {
        final class Probe {}
        weak var probe: Probe?
        let knob = Knob()
        var id: UInt = 0
        do {
            let captured = Probe()
            probe = captured
            id = knob.onNotify(\.value) { _ in _ = captured }
        }
        #expect(probe != nil)
        g_signal_handler_disconnect(knob.widget, gulong(id))
        #expect(probe == nil)
    }

    @Test func aKeyPathWithNoGObjectPropertyConnectsNothingAndSaysSo() {
        let knob = Knob()
        var id: UInt = 1
        let warnings = WarningCapture.warnings {
            id = knob.onNotify(\.widget) { _ in }
        }
        #expect(id == 0)
        #expect(warnings == ["Knob.onNotify: the key path names no GObject property of CcKnob"])
        #expect(WarningCapture.warnings { id = knob.onNotify(\.valueFormatter) { _ in } }.count == 1)
    }
}
