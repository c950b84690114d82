import CustomControlsCAdwaita
import CustomControlsCGtk
import CustomControls
import Foundation

/// A colour picker: the circular slider is a hue wheel (0–360°, wrapping round red), with
/// saturation and lightness on two knobs; the centre of the wheel is a live swatch of the
/// colour, whose hex code and HSL are written below.
///
/// The slider's own gradient runs across the hues leading up to the chosen one, and a thin
/// band of every hue (drawn under the slider) rings the wheel, so the handle points at its hue. The
/// knobs take the picked colour as their tint (`setInheritedTint` on the scene). Prints
/// `value-changed hue 210.000`, `value-changed saturation 70.000`,
/// `value-changed lightness 55.000` and `color #3584e4`.
@MainActor
final class ColorPickerScene {
    let hue = CircularSlider()
    let saturation = Knob()
    let lightness = Knob()
    private(set) var card: UnsafeMutablePointer<GtkWidget>!
    private var wheel: DrawingArea!
    private let hexLabel = SceneKit.label("", "title-3", "numeric")
    private let hslLabel = SceneKit.label("", "dim-label", "numeric")

    /// The wheel's side and the slider's line width (the band and swatch are placed from them).
    private static let side: Int32 = 200
    private static let lineWidth = 12.0

    var color: HSL {
        HSL(hue: hue.value, saturation: saturation.value / 100, lightness: lightness.value / 100)
    }

    init() {
        hue.maximumValue = 360
        hue.wraps = true
        hue.showValue = false  // the centre is the swatch
        hue.lineWidth = Self.lineWidth
        hue.page = 30
        hue.valueFormatter = { "\(Int($0.rounded()))°" }
        hue.value = 210

        for (knob, value) in [(saturation, 72.0), (lightness, 55.0)] {
            knob.maximumValue = 100
            knob.step = 1
            knob.digits = 0
            knob.showValue = true
            knob.lineWidth = 3
            knob.valueFormatter = { "\(Int($0.rounded())) %" }
            knob.value = value
        }
        saturation.defaultValue = 100
        lightness.defaultValue = 50

        wheel = DrawingArea(width: Self.side, height: Self.side) { [unowned self] cairo, width, height in
            self.drawWheel(cairo, width: width, height: height)
        }
        // The slider over the band and swatch, at the same size.
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(overlay.opaque, wheel.widget)
        gtk_overlay_add_overlay(overlay.opaque, hue.widget)
        gtk_widget_set_halign(overlay, GTK_ALIGN_CENTER)

        let hueCaption = SceneKit.label("Hue", "caption", "dim-label")
        let saturationCaption = SceneKit.label("Saturation", "caption", "dim-label")
        let lightnessCaption = SceneKit.label("Lightness", "caption", "dim-label")
        hue.widget.setLabelledBy(hueCaption)
        saturation.widget.setLabelledBy(saturationCaption)
        lightness.widget.setLabelledBy(lightnessCaption)
        let knobs = SceneKit.column(spacing: 10, [
            SceneKit.column(spacing: 2, [SceneKit.sized(saturation, 72, 72), saturationCaption]),
            SceneKit.column(spacing: 2, [SceneKit.sized(lightness, 72, 72), lightnessCaption]),
        ])
        gtk_widget_set_valign(knobs, GTK_ALIGN_CENTER)
        let wheelColumn = SceneKit.column(spacing: 2, [overlay, hueCaption])
        let controls = SceneKit.row(spacing: 18, [wheelColumn, knobs])
        gtk_widget_set_halign(controls, GTK_ALIGN_CENTER)
        let readout = SceneKit.row(spacing: 12, [hexLabel, hslLabel])
        gtk_widget_set_halign(readout, GTK_ALIGN_CENTER)
        cc_demo_widget_set_valign_baseline(hslLabel)
        cc_demo_widget_set_valign_baseline(hexLabel)
        let content = SceneKit.column(spacing: 12, [controls, readout])
        card = SceneKit.card(title: "Color Picker", subtitle: "A hue wheel, two knobs and a live swatch",
                             content: content).card
        update()

        hue.onValueChanged { [unowned self] hue in
            report(String(format: "value-changed hue %.3f", hue.value))
            self.update()
            report("color \(self.color.hex)")
        }
        saturation.onValueChanged { [unowned self] knob in
            report(String(format: "value-changed saturation %.3f", knob.value))
            self.update()
            report("color \(self.color.hex)")
        }
        lightness.onValueChanged { [unowned self] knob in
            report(String(format: "value-changed lightness %.3f", knob.value))
            self.update()
            report("color \(self.color.hex)")
        }
    }

    /// Shows the picked colour: the swatch, the texts, the slider's gradient and the knobs' tint.
    private func update() {
        let color = color
        gtk_label_set_text(hexLabel.opaque, color.hex.uppercased())
        gtk_label_set_text(hslLabel.opaque, String(format: "hsl(%.0f°, %.0f %%, %.0f %%)", color.hue, color.saturation * 100,
                                                   color.lightness * 100))
        // The arc's gradient runs across the hues up to the chosen one: the slider's gradient
        // goes from the top of the widget to its bottom, so the chosen hue is at the end the
        // handle is nearer, the hue 30° before it at the other (at the picked saturation, and
        // a lightness that shows).
        let shown = HSL(hue: color.hue, saturation: max(color.saturation, 0.35), lightness: min(max(color.lightness, 0.4), 0.65))
        let before = HSL(hue: (shown.hue + 330).truncatingRemainder(dividingBy: 360), saturation: shown.saturation,
                         lightness: shown.lightness)
        let handleInUpperHalf = sin(color.hue * .pi / 180) > 0
        hue.gradientStartColor = (handleInUpperHalf ? shown : before).rgba
        hue.gradientEndColor = (handleInUpperHalf ? before : shown).rgba
        CustomControls.setInheritedTint(shown.rgba, on: card)
        wheel.redraw()
    }

    /// Under the slider: a thin band of every hue just outside its ring, each hue at the angle
    /// the slider gives it, and the swatch inside the ring.
    private func drawWheel(_ cairo: OpaquePointer, width: Double, height: Double) {
        let centreX = width / 2, centreY = height / 2
        let outer = min(width, height) / 2
        let ringCentre = outer - 1.5 * Self.lineWidth, ringHalf = 0.75 * Self.lineWidth
        // The band: 1° wedges, overlapping a little so no seam shows.
        let bandOuter = outer - 1, bandInner = ringCentre + ringHalf + 3
        for degree in 0..<360 {
            let from = -(Double(degree) + 1.6) * .pi / 180, to = -(Double(degree) - 0.6) * .pi / 180
            cairo_new_path(cairo)
            cairo_arc(cairo, centreX, centreY, bandOuter, from, to)
            cairo_arc_negative(cairo, centreX, centreY, bandInner, to, from)
            cairo_close_path(cairo)
            HSL(hue: Double(degree), saturation: 0.85, lightness: 0.55).rgba.setSource(on: cairo)
            cairo_fill(cairo)
        }
        // The swatch.
        cairo_new_path(cairo)
        cairo_arc(cairo, centreX, centreY, ringCentre - ringHalf - 10, 0, 2 * .pi)
        color.rgba.setSource(on: cairo)
        cairo_fill(cairo)
    }

    var parts: [(String, UnsafeMutablePointer<GtkWidget>)] {
        [("hue", hue.widget), ("saturation", saturation.widget), ("lightness", lightness.widget)]
    }

    var valuesLines: [String] {
        [String(format: "values hue %.3f %.3f %.3f", hue.minimumValue, hue.maximumValue, hue.value),
         String(format: "values saturation %.3f %.3f %.3f", saturation.minimumValue, saturation.maximumValue, saturation.value),
         String(format: "values lightness %.3f %.3f %.3f", lightness.minimumValue, lightness.maximumValue, lightness.value)]
    }
}
