import CustomControlsCGtk
import CustomControls
import Foundation

extension PropertiesPage {
    /// The XY pad beside a panel of its properties (`values pad XMIN XMAX YMIN YMAX X Y` and
    /// `value-changed pad X Y`). Its y axis starts at -1, so x and y differ in their bounds as
    /// well as their values.
    func xyPadColumn() -> UnsafeMutablePointer<GtkWidget> {
        let pad = xyPad
        pad.yMinimum = -1
        pad.setValues(x: 0.25, y: 0.5)
        pad.defaultY = 0
        let panel = PropertyPanel()
        let values = panel.readout("Values")
        let show = { values(String(format: "x %.3f, y %.3f", pad.xValue, pad.yValue)) }
        show()
        pad.onValueChanged { pad in
            show()
            report(String(format: "value-changed pad %.3f %.3f", pad.xValue, pad.yValue))
        }
        panel.spin("X minimum", -100...100, step: 0.1, value: pad.xMinimum) { pad.xMinimum = $0 }
        panel.spin("X maximum", -100...100, step: 0.1, value: pad.xMaximum) { pad.xMaximum = $0 }
        panel.spin("Y minimum", -100...100, step: 0.1, value: pad.yMinimum) { pad.yMinimum = $0 }
        panel.spin("Y maximum", -100...100, step: 0.1, value: pad.yMaximum) { pad.yMaximum = $0 }
        panel.spin("Key step (0: 1%)", 0...100, step: 0.01, value: pad.step) { pad.step = $0 }
        panel.spin("Key page (0: 10%)", 0...100, step: 0.1, value: pad.page) { pad.page = $0 }
        panel.toggle("Continuous", on: pad.continuous) { pad.continuous = $0 }
        panel.toggle("Crosshair", on: pad.showCrosshair) { pad.showCrosshair = $0 }
        panel.toggle("Editable values (Enter on x or y)", on: pad.editable) { pad.editable = $0 }
        panel.toggle("Grid (quarters)", on: false) { on in
            pad.clearMarks()
            guard on else { return }
            for quarter in 1...3 {
                let share = Double(quarter) / 4
                pad.addMark(pad.xMinimum + share * (pad.xMaximum - pad.xMinimum), position: .bottom)
                pad.addMark(pad.yMinimum + share * (pad.yMaximum - pad.yMinimum), position: .left)
            }
        }
        panel.toggle("Snap to grid", on: pad.snapsToMarks) { pad.snapsToMarks = $0 }
        panel.spin("Default x (double click)", -100...100, step: 0.05, value: pad.defaultX) { pad.defaultX = $0 }
        panel.spin("Default y (double click)", -100...100, step: 0.05, value: pad.defaultY) { pad.defaultY = $0 }
        panel.spin("Digits", 0...6, step: 1, digits: 0, value: Double(pad.digits)) { pad.digits = Int($0) }
        panel.optionalColor("Tint", initial: RGBA(red: 0.1, green: 0.55, blue: 0.6)) { pad.tintColor = $0 }
        return column("XY pad", control: pad.widget, width: 200, height: 200, panel: panel)
    }
}
