import CustomControlsCGtk
import CustomControls
import Foundation

extension PropertiesPage {
    /// The circular range slider beside a panel of its properties (`values ring …` and
    /// `value-changed ring LOWER UPPER`).
    func circularRangeSliderColumn() -> UnsafeMutablePointer<GtkWidget> {
        let slider = circularRangeSlider
        let panel = PropertyPanel()
        let values = panel.readout("Values")
        let show = { values(String(format: "%.0f – %.0f (%.0f)", slider.lowerValue, slider.upperValue, slider.length)) }
        show()
        slider.onValueChanged { slider in
            show()
            report(String(format: "value-changed ring %.3f %.3f", slider.lowerValue, slider.upperValue))
        }
        panel.spin("Minimum", -360...360, step: 1, digits: 0, value: slider.minimumValue) { slider.minimumValue = $0 }
        panel.spin("Maximum", -360...720, step: 1, digits: 0, value: slider.maximumValue) { slider.maximumValue = $0 }
        panel.spin("Step (keys, snapping)", 0...90, step: 0.25, digits: 2, value: slider.step) { slider.step = $0 }
        panel.spin("Key page", 0...180, step: 1, digits: 0, value: slider.page) { slider.page = $0 }
        panel.spin("Minimum distance", 0...720, step: 1, digits: 0, value: slider.minimumDistance) { slider.minimumDistance = $0 }
        panel.spin("Line width", 2...40, step: 1, digits: 0, value: slider.lineWidth) { slider.lineWidth = $0 }
        panel.toggle("Show length", on: slider.showValue) { slider.showValue = $0 }
        panel.toggle("Editable values (Enter on a handle)", on: slider.editable) { slider.editable = $0 }
        panel.toggle("Continuous", on: slider.continuous) { slider.continuous = $0 }
        panel.toggle("Inverted (clockwise)", on: slider.inverted) { slider.inverted = $0 }
        panel.toggle("Wraps across the end", on: slider.wraps) { slider.wraps = $0 }
        panel.toggle("Marks (quarters)", on: false) { on in
            slider.clearMarks()
            guard on else { return }
            let low = slider.minimumValue, high = slider.maximumValue
            for quarter in 0..<4 {
                let value = low + (high - low) * Double(quarter) / 4
                slider.addMark(value, position: .bottom, markup: String(format: "%g", value))
            }
        }
        panel.toggle("Snap to marks", on: slider.snapsToMarks) { slider.snapsToMarks = $0 }
        panel.toggle("Lighting on the ring", on: slider.showLighting) { slider.showLighting = $0 }
        panel.spin("Start angle (rad)", -7...7, step: 0.05, value: slider.startAngle) { slider.startAngle = $0 }
        panel.spin("Digits", 0...6, step: 1, digits: 0, value: Double(slider.digits)) { slider.digits = Int($0) }
        panel.optionalColor("Tint", initial: RGBA(red: 0.57, green: 0.25, blue: 0.67)) { slider.tintColor = $0 }
        panel.optionalColor("Gradient start", initial: RGBA(red: 0, green: 0, blue: 1)) { slider.gradientStartColor = $0 }
        panel.optionalColor("Gradient end", initial: RGBA(red: 1, green: 0, blue: 1)) { slider.gradientEndColor = $0 }
        return column("Circular range slider", control: slider.widget, width: 220, height: 220, panel: panel)
    }
}
