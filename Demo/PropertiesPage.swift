import CustomControlsCGtk
import CustomControls
import Foundation

/// The Properties page: the visual test bench. The five controls, each beside a panel
/// exposing every property, plus the tutorials' demo extras (a GtkScale linked to the knob, a
/// Random button with an Animate switch, and a window-wide tint).
///
/// Every `value-changed` prints one line to stdout (`value-changed knob 0.420`); the window
/// prints the `values` and `ready` lines (``DemoWindow``).
@MainActor
final class PropertiesPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    let rangeSlider = RangeSlider()
    let knob = Knob()
    let circularSlider = CircularSlider()
    let circularRangeSlider = CircularRangeSlider()
    let xyPad = XYPad()
    private(set) var randomButton: UnsafeMutablePointer<GtkWidget>?
    private var animate = true
    private var knobScale: UnsafeMutablePointer<GtkWidget>?
    private let setWindowTint: (RGBA?) -> Void

    /// - Parameter setWindowTint: Passes the toolbar's window tint on to the whole window.
    init(setWindowTint: @escaping (RGBA?) -> Void) {
        self.setWindowTint = setWindowTint
        widget = gtk_box_new(verticalOrientation, 18)!
        for setMargin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            setMargin(widget, 24)
        }
        gtk_box_append(widget.as(GtkBox.self), toolbar())
        let columns = gtk_box_new(horizontalOrientation, 18)!
        gtk_box_set_homogeneous(columns.as(GtkBox.self), 1)
        gtk_box_append(columns.as(GtkBox.self), rangeSliderColumn())
        // The XY pad under the knob, as the circular range slider is under the circular slider.
        let knobs = gtk_box_new(verticalOrientation, 36)!
        gtk_box_append(knobs.as(GtkBox.self), knobColumn())
        gtk_box_append(knobs.as(GtkBox.self), xyPadColumn())
        gtk_box_append(columns.as(GtkBox.self), knobs)
        // The circular range slider under the circular slider: the page keeps its width.
        let circles = gtk_box_new(verticalOrientation, 36)!
        gtk_box_append(circles.as(GtkBox.self), circularSliderColumn())
        gtk_box_append(circles.as(GtkBox.self), circularRangeSliderColumn())
        gtk_box_append(columns.as(GtkBox.self), circles)
        // The panels are long: they scroll, and the wheel scrolls them even over a control
        // (controls take the wheel only once engaged).
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(OpaquePointer(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(scroller, 1)
        gtk_scrolled_window_set_child(OpaquePointer(scroller), columns)
        gtk_box_append(widget.as(GtkBox.self), scroller)
    }

    /// The parts the `ready` line gives the bounds of, by the names scripts use.
    var parts: [(String, UnsafeMutablePointer<GtkWidget>)] {
        var parts = [("range", rangeSlider.widget), ("knob", knob.widget), ("circular", circularSlider.widget),
                     ("ring", circularRangeSlider.widget), ("pad", xyPad.widget)]
        if let randomButton { parts.append(("random", randomButton)) }
        return parts
    }

    /// The `values` lines: each control's minimum, maximum, then its value or values.
    var valuesLines: [String] {
        [String(format: "values range %.3f %.3f %.3f %.3f", rangeSlider.minimumValue, rangeSlider.maximumValue,
                rangeSlider.lowerValue, rangeSlider.upperValue),
         String(format: "values knob %.3f %.3f %.3f", knob.minimumValue, knob.maximumValue, knob.value),
         String(format: "values circular %.3f %.3f %.3f", circularSlider.minimumValue, circularSlider.maximumValue,
                circularSlider.value),
         String(format: "values ring %.3f %.3f %.3f %.3f", circularRangeSlider.minimumValue, circularRangeSlider.maximumValue,
                circularRangeSlider.lowerValue, circularRangeSlider.upperValue),
         String(format: "values pad %.3f %.3f %.3f %.3f %.3f %.3f", xyPad.xMinimum, xyPad.xMaximum, xyPad.yMinimum, xyPad.yMaximum,
                xyPad.xValue, xyPad.yValue)]
    }

    // MARK: Layout

    /// Animate, Random value and the window tint (the dark style is the header bar's).
    private func toolbar() -> UnsafeMutablePointer<GtkWidget> {
        let panel = PropertyPanel()
        panel.toggle("Animate changes", on: animate) { [unowned self] in self.animate = $0 }
        panel.optionalColor("Window tint (inherited)", initial: RGBA(red: 0.88, green: 0.11, blue: 0.14)) { [unowned self] color in
            self.setWindowTint(color)
        }
        randomButton = panel.button("Random value") { [unowned self] in self.randomize() }
        return panel.widget
    }

    func column(_ title: String, control: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32,
                        panel: PropertyPanel) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(verticalOrientation, 12)!
        let heading = gtk_label_new(title)!
        gtk_widget_add_css_class(heading, "title-4")
        gtk_box_append(box.as(GtkBox.self), heading)
        gtk_widget_set_size_request(control, width, height)
        gtk_widget_set_halign(control, GTK_ALIGN_CENTER)
        // Screen readers name the control after its heading (the range slider's group; its
        // thumbs keep their own names, "Lower value" and "Upper value").
        control.setLabelledBy(heading)
        gtk_box_append(box.as(GtkBox.self), control)
        gtk_box_append(box.as(GtkBox.self), panel.widget)
        return box
    }

    private func rangeSliderColumn() -> UnsafeMutablePointer<GtkWidget> {
        let slider = rangeSlider
        let panel = PropertyPanel()
        let values = panel.readout("Values")
        let show = { values(String(format: "%.3f – %.3f", slider.lowerValue, slider.upperValue)) }
        show()
        slider.onValueChanged { slider in
            show()
            report(String(format: "value-changed range %.3f %.3f", slider.lowerValue, slider.upperValue))
        }
        panel.spin("Minimum", -100...100, step: 0.1, value: slider.minimumValue) { slider.minimumValue = $0 }
        panel.spin("Maximum", -100...100, step: 0.1, value: slider.maximumValue) { slider.maximumValue = $0 }
        panel.spin("Key step (0: 1%)", 0...100, step: 0.01, value: slider.step) { slider.step = $0 }
        panel.spin("Key page (0: 10%)", 0...100, step: 0.1, value: slider.page) { slider.page = $0 }
        panel.valueScale(of: slider, midRange: -100...100, step: 0.05)
        let looks = Appearance.allCases
        panel.choice("Appearance", looks.map(\.rawValue), selected: looks.firstIndex(of: slider.appearance) ?? 0) { slider.appearance = looks[$0] }
        panel.scale("Curvaceousness", 0...1, step: 0.05, value: slider.curvaceousness) { slider.curvaceousness = $0 }
        panel.toggle("Continuous", on: slider.continuous) { slider.continuous = $0 }
        panel.toggle("Inverted", on: slider.inverted) { slider.inverted = $0 }
        panel.spin("Minimum distance", 0...100, step: 0.05, value: slider.minimumDistance) { slider.minimumDistance = $0 }
        panel.toggle("Push mode", on: slider.pushMode) { slider.pushMode = $0 }
        panel.toggle("Labels while dragging", on: slider.showLabels) { slider.showLabels = $0 }
        panel.toggle("Editable values (Enter on a thumb)", on: slider.editable) { slider.editable = $0 }
        panel.toggle("Marks (quarters)", on: false) { on in Self.setQuarterMarks(on, on: slider) }
        panel.toggle("Snap to marks", on: slider.snapsToMarks) { slider.snapsToMarks = $0 }
        panel.toggle("Vertical", on: false) { vertical in
            slider.orientation = vertical ? verticalOrientation : horizontalOrientation
            gtk_widget_set_size_request(slider.widget, vertical ? 32 : 280, vertical ? 200 : 32)
        }
        panel.spin("Default lower (double click)", -100...100, step: 0.05, value: slider.defaultLowerValue) { slider.defaultLowerValue = $0 }
        panel.spin("Default upper (double click)", -100...100, step: 0.05, value: slider.defaultUpperValue) { slider.defaultUpperValue = $0 }
        panel.spin("Digits", 0...6, step: 1, digits: 0, value: Double(slider.digits)) { slider.digits = Int($0) }
        panel.optionalColor("Tint", initial: RGBA(red: 0.15, green: 0.6, blue: 0.3)) { slider.tintColor = $0 }
        panel.optionalColor("Track", initial: RGBA(white: 0.75)) { slider.trackColor = $0 }
        panel.optionalColor("Track highlight", initial: RGBA(red: 1, green: 0.47, blue: 0)) { slider.trackHighlightColor = $0 }
        panel.optionalColor("Thumbs", initial: RGBA(red: 1, green: 0.97, blue: 0.85)) { slider.thumbColor = $0 }
        return column("Range slider", control: slider.widget, width: 280, height: 32, panel: panel)
    }

    private func knobColumn() -> UnsafeMutablePointer<GtkWidget> {
        let knob = knob
        let panel = PropertyPanel()
        let value = panel.readout("Value")
        value(String(format: "%.3f", knob.value))
        // The tutorial's demo: a stock slider linked both ways. Setting an equal value emits
        // nothing on either side, so the link cannot loop.
        let scale = panel.scale("Linked GtkScale", 0...1, step: 0.01, value: knob.value) { knob.value = $0 }
        knobScale = scale
        knob.onValueChanged { knob in
            value(String(format: "%.3f", knob.value))
            gtk_range_set_value(scale.as(GtkRange.self), knob.value)
            report(String(format: "value-changed knob %.3f", knob.value))
        }
        panel.spin("Minimum", -10...10, step: 0.1, value: knob.minimumValue) { [unowned self] in
            knob.minimumValue = $0
            self.syncScaleRange()
        }
        panel.spin("Maximum", -10...10, step: 0.1, value: knob.maximumValue) { [unowned self] in
            knob.maximumValue = $0
            self.syncScaleRange()
        }
        panel.spin("Key step (0: 1%)", 0...10, step: 0.01, value: knob.step) { knob.step = $0 }
        panel.spin("Key page (0: 10%)", 0...10, step: 0.1, value: knob.page) { knob.page = $0 }
        panel.valueScale(of: knob, midRange: -10...10, step: 0.05)
        panel.spin("Start angle (rad)", -7...7, step: 0.05, value: knob.startAngle) { knob.startAngle = $0 }
        panel.spin("End angle (rad)", -7...7, step: 0.05, value: knob.endAngle) { knob.endAngle = $0 }
        panel.spin("Line width", 0...20, step: 0.5, digits: 1, value: knob.lineWidth) { knob.lineWidth = $0 }
        panel.spin("Pointer length", 0...40, step: 1, digits: 0, value: knob.pointerLength) { knob.pointerLength = $0 }
        panel.toggle("Pointer image (a cap)", on: knob.pointerPaintable != nil) { knob.pointerPaintable = $0 ? KnobCap.texture : nil }
        panel.toggle("Continuous", on: knob.continuous) { knob.continuous = $0 }
        panel.toggle("Inverted", on: knob.inverted) { knob.inverted = $0 }
        panel.spin("Default (double click)", -10...10, step: 0.05, value: knob.defaultValue) { knob.defaultValue = $0 }
        let modes = KnobDragMode.allCases
        panel.choice("Drag mode", modes.map(\.rawValue), selected: modes.firstIndex(of: knob.dragMode) ?? 0) { knob.dragMode = modes[$0] }
        panel.spin("Drag distance (px)", 20...1000, step: 10, digits: 0, value: knob.dragDistance) { knob.dragDistance = $0 }
        panel.toggle("Grab pointer only", on: knob.grabsPointerOnly) { knob.grabsPointerOnly = $0 }
        panel.toggle("Marks (quarters)", on: false) { on in Self.setQuarterMarks(on, on: knob, outside: true) }
        panel.toggle("Snap to marks", on: knob.snapsToMarks) { knob.snapsToMarks = $0 }
        panel.toggle("Show value", on: knob.showValue) { knob.showValue = $0 }
        panel.toggle("Fill from origin", on: knob.showFill) { knob.showFill = $0 }
        panel.toggle("Editable value", on: knob.editable) { knob.editable = $0 }
        panel.spin("Origin", -10...10, step: 0.05, value: knob.origin) { knob.origin = $0 }
        panel.spin("Digits", 0...6, step: 1, digits: 0, value: Double(knob.digits)) { knob.digits = Int($0) }
        panel.optionalColor("Tint", initial: RGBA(red: 0.55, green: 0.2, blue: 0.8)) { knob.tintColor = $0 }
        return column("Knob", control: knob.widget, width: 160, height: 160, panel: panel)
    }

    private func circularSliderColumn() -> UnsafeMutablePointer<GtkWidget> {
        let slider = circularSlider
        let panel = PropertyPanel()
        let value = panel.readout("Value")
        value(String(format: "%.0f", slider.value))
        slider.onValueChanged { slider in
            value(String(format: "%.0f", slider.value))
            report(String(format: "value-changed circular %.3f", slider.value))
        }
        panel.spin("Minimum", -360...360, step: 1, digits: 0, value: slider.minimumValue) { slider.minimumValue = $0 }
        panel.spin("Maximum", -360...720, step: 1, digits: 0, value: slider.maximumValue) { slider.maximumValue = $0 }
        panel.spin("Step (keys, snapping)", 0...90, step: 0.01, digits: 2, value: slider.step) { slider.step = $0 }
        panel.spin("Key page", 0...180, step: 1, digits: 0, value: slider.page) { slider.page = $0 }
        panel.valueScale(of: slider, midRange: -360...720, step: 1)
        panel.spin("Line width", 2...40, step: 1, digits: 0, value: slider.lineWidth) { slider.lineWidth = $0 }
        panel.toggle("Show value", on: slider.showValue) { slider.showValue = $0 }
        panel.toggle("Editable value", on: slider.editable) { slider.editable = $0 }
        panel.toggle("Continuous", on: slider.continuous) { slider.continuous = $0 }
        panel.toggle("Inverted (clockwise)", on: slider.inverted) { slider.inverted = $0 }
        panel.toggle("Wraps across 0/360", on: slider.wraps) { slider.wraps = $0 }
        panel.toggle("Drag only by the handle", on: slider.grabsHandleOnly) { slider.grabsHandleOnly = $0 }
        panel.toggle("Marks (quarters)", on: false) { on in Self.setQuarterMarks(on, on: slider, outside: false) }
        panel.toggle("Snap to marks", on: slider.snapsToMarks) { slider.snapsToMarks = $0 }
        panel.toggle("Lighting on the ring", on: slider.showLighting) { slider.showLighting = $0 }
        panel.spin("Start angle (rad)", -7...7, step: 0.05, value: slider.startAngle) { slider.startAngle = $0 }
        panel.spin("End angle (rad)", -13...13, step: 0.05, value: slider.endAngle) { slider.endAngle = $0 }
        panel.spin("Default (double click)", -360...720, step: 1, digits: 0, value: slider.defaultValue) { slider.defaultValue = $0 }
        panel.spin("Digits", 0...6, step: 1, digits: 0, value: Double(slider.digits)) { slider.digits = Int($0) }
        panel.optionalColor("Tint", initial: RGBA(red: 0.9, green: 0.35, blue: 0.1)) { slider.tintColor = $0 }
        panel.optionalColor("Gradient start", initial: RGBA(red: 0, green: 0, blue: 1)) { slider.gradientStartColor = $0 }
        panel.optionalColor("Gradient end", initial: RGBA(red: 1, green: 0, blue: 1)) { slider.gradientEndColor = $0 }
        return column("Circular slider", control: slider.widget, width: 220, height: 220, panel: panel)
    }

    /// Marks the range's ends and quarters, labelled with their values (outside the arc, or
    /// inside it), or clears them.
    private static func setQuarterMarks(_ on: Bool, on control: ArcControl, outside: Bool) {
        control.clearMarks()
        guard on else { return }
        let low = control.minimumValue, high = control.maximumValue
        for quarter in 0...4 {
            let value = low + (high - low) * Double(quarter) / 4
            control.addMark(value, position: outside ? .top : .bottom, markup: String(format: "%g", value))
        }
    }

    /// Marks the range's ends and quarters below the track (right of it when vertical),
    /// labelled with their values, or clears them.
    private static func setQuarterMarks(_ on: Bool, on slider: RangeSlider) {
        slider.clearMarks()
        guard on else { return }
        let low = slider.minimumValue, high = slider.maximumValue
        for quarter in 0...4 {
            let value = low + (high - low) * Double(quarter) / 4
            slider.addMark(value, position: .bottom, markup: String(format: "%g", value))
        }
    }

    /// Keeps the linked scale's range equal to the knob's.
    private func syncScaleRange() {
        guard let knobScale else { return }
        gtk_range_set_range(knobScale.as(GtkRange.self), knob.minimumValue, max(knob.maximumValue, knob.minimumValue + 1e-9))
        gtk_range_set_value(knobScale.as(GtkRange.self), knob.value)
    }

    // MARK: Actions

    /// The tutorial's Random button: a new value for every control (in hundredths of its range),
    /// animated when the switch is on. A draw equal to the current value is drawn again, so
    /// every press visibly changes every control.
    func randomize() {
        /// A value in hundredths of `range`, as the tutorial's demo draws.
        func draw(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(Int.random(in: 0...100)) / 100 * (range.upperBound - range.lowerBound)
        }
        /// Draws until `isNew` accepts (a few tries: a range of one value has nothing new).
        func drawNew<T>(_ make: () -> T, isNew: (T) -> Bool) -> T {
            var value = make()
            for _ in 0..<20 where !isNew(value) { value = make() }
            return value
        }
        let knobRange = knob.minimumValue...knob.maximumValue
        knob.setValue(drawNew({ draw(knobRange) }, isNew: { $0 != knob.value }), animated: animate)

        let range = rangeSlider.minimumValue...rangeSlider.maximumValue
        let pair = drawNew({ () -> (Double, Double) in
            let a = draw(range), b = draw(range)
            return (min(a, b), max(a, b))
        }, isNew: { $0 != (rangeSlider.lowerValue, rangeSlider.upperValue) })
        rangeSlider.setValues(lower: pair.0, upper: pair.1, animated: animate)

        let circle = circularSlider.minimumValue...circularSlider.maximumValue
        circularSlider.setValue(drawNew({ draw(circle) }, isNew: { $0.rounded() != circularSlider.value }), animated: animate)

        let ring = circularRangeSlider.minimumValue...circularRangeSlider.maximumValue
        circularRangeSlider.setValues(lower: draw(ring), upper: draw(ring), animated: animate)

        let xs = xyPad.xMinimum...xyPad.xMaximum, ys = xyPad.yMinimum...xyPad.yMaximum
        let point = drawNew({ (draw(xs), draw(ys)) }, isNew: { $0 != (xyPad.xValue, xyPad.yValue) })
        xyPad.setValues(x: point.0, y: point.1, animated: animate)
    }
}
