import CustomControlsCAdwaita
import CustomControlsCGtk
import CustomControls
import Foundation

/// A colour picker: the circular slider is a hue wheel (0–360°, wrapping round red), and an
/// XY pad beside it the saturation (across) and value (up) square of that hue; the centre of
/// the wheel is a live swatch of the colour, whose hex code and HSV are written below.
///
/// The slider's own gradient runs across the hues leading up to the chosen one, and a thin
/// band of every hue (drawn under the slider) rings the wheel, so the handle points at its hue.
/// The pad's field is made transparent (`xypad.sv > trough { color: transparent }`) over a box
/// whose CSS background is the square's two gradients, restyled as the hue turns: GTK draws
/// them as gradient nodes, so the square costs no cairo. The pad takes the picked colour as
/// its tint (`setInheritedTint` on the scene). Prints `value-changed hue 210.000`,
/// `value-changed sv 72.000 55.000` and `color #3584e4`.
@MainActor
final class ColorPickerScene {
    let hue = CircularSlider()
    let pad = XYPad()
    private(set) var card: UnsafeMutablePointer<GtkWidget>!
    private var wheel: DrawingArea!
    private let square = gtk_box_new(horizontalOrientation, 0)!
    private let squareStyle = gtk_css_provider_new()!
    private let hexLabel = SceneKit.label("", "title-3", "numeric")
    private let hsvLabel = SceneKit.label("", "dim-label", "numeric")

    /// The wheel's side and the slider's line width (the band and swatch are placed from them).
    private static let side: Int32 = 200
    private static let lineWidth = 12.0
    /// The pad's side, and how far inside its edges the handle's centre stays (its handle's
    /// radius, 10 px on a pad of 80 px or more): the square's gradients run over that field.
    private static let padSide: Int32 = 160
    private static let padInset = 10.0

    var color: HSV {
        HSV(hue: hue.value, saturation: pad.xValue / 100, value: pad.yValue / 100)
    }

    init() {
        hue.maximumValue = 360
        hue.wraps = true
        hue.showValue = false  // the centre is the swatch
        hue.lineWidth = Self.lineWidth
        hue.page = 30
        hue.valueFormatter = { "\(Int($0.rounded()))°" }
        hue.value = 210

        pad.xMaximum = 100
        pad.yMaximum = 100
        pad.step = 1
        pad.page = 10
        pad.digits = 0
        pad.editable = true
        pad.showCrosshair = false  // the square itself shows where the handle is
        pad.setValues(x: 72, y: 89)
        pad.defaultX = 100
        pad.defaultY = 100
        gtk_widget_add_css_class(pad.widget, "sv")

        wheel = DrawingArea(width: Self.side, height: Self.side) { [unowned self] cairo, width, height in
            self.drawWheel(cairo, width: width, height: height)
        }
        // The slider over the band and swatch, at the same size.
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(overlay.opaque, wheel.widget)
        gtk_overlay_add_overlay(overlay.opaque, hue.widget)
        gtk_widget_set_halign(overlay, GTK_ALIGN_CENTER)
        // The pad over the square, at the same size.
        gtk_widget_set_size_request(square, Self.padSide, Self.padSide)
        gtk_widget_add_css_class(square, "sv-square")
        if let display = gdk_display_get_default() {
            gtk_style_context_add_provider_for_display(display, OpaquePointer(squareStyle),
                                                       guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
        let padOverlay = gtk_overlay_new()!
        gtk_overlay_set_child(padOverlay.opaque, square)
        gtk_overlay_add_overlay(padOverlay.opaque, pad.widget)
        gtk_widget_set_halign(padOverlay, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(padOverlay, GTK_ALIGN_CENTER)

        let hueCaption = SceneKit.label("Hue", "caption", "dim-label")
        let padCaption = SceneKit.label("Saturation and value", "caption", "dim-label")
        hue.widget.setLabelledBy(hueCaption)
        pad.widget.setLabelledBy(padCaption)
        let wheelColumn = SceneKit.column(spacing: 2, [overlay, hueCaption])
        let padColumn = SceneKit.column(spacing: 2, [padOverlay, padCaption])
        gtk_widget_set_valign(padColumn, GTK_ALIGN_CENTER)
        let controls = SceneKit.row(spacing: 18, [wheelColumn, padColumn])
        gtk_widget_set_halign(controls, GTK_ALIGN_CENTER)
        let readout = SceneKit.row(spacing: 12, [hexLabel, hsvLabel])
        gtk_widget_set_halign(readout, GTK_ALIGN_CENTER)
        cc_demo_widget_set_valign_baseline(hsvLabel)
        cc_demo_widget_set_valign_baseline(hexLabel)
        let content = SceneKit.column(spacing: 12, [controls, readout])
        card = SceneKit.card(title: "Color Picker", subtitle: "A hue wheel, a saturation and value pad and a live swatch",
                             content: content).card
        update()

        hue.onValueChanged { [unowned self] hue in
            report(String(format: "value-changed hue %.3f", hue.value))
            self.update()
            report("color \(self.color.hex)")
        }
        pad.onValueChanged { [unowned self] pad in
            report(String(format: "value-changed sv %.3f %.3f", pad.xValue, pad.yValue))
            self.update()
            report("color \(self.color.hex)")
        }
    }

    /// Shows the picked colour: the swatch, the texts, the slider's gradient, the square's
    /// hue and the pad's tint.
    private func update() {
        let color = color
        gtk_label_set_text(hexLabel.opaque, color.hex.uppercased())
        gtk_label_set_text(hsvLabel.opaque, String(format: "hsv(%.0f°, %.0f %%, %.0f %%)", color.hue, color.saturation * 100,
                                                   color.value * 100))
        // The arc's gradient runs across the hues up to the chosen one: the slider's gradient
        // goes from the top of the widget to its bottom, so the chosen hue is at the end the
        // handle is nearer, the hue 30° before it at the other (at the picked saturation, and
        // a value that shows).
        let shown = HSV(hue: color.hue, saturation: max(color.saturation, 0.35), value: max(color.value, 0.6))
        let before = HSV(hue: (shown.hue + 330).truncatingRemainder(dividingBy: 360), saturation: shown.saturation,
                         value: shown.value)
        let handleInUpperHalf = sin(color.hue * .pi / 180) > 0
        hue.gradientStartColor = (handleInUpperHalf ? shown : before).rgba
        hue.gradientEndColor = (handleInUpperHalf ? before : shown).rgba
        styleSquare(hue: color.hue)
        CustomControls.setInheritedTint(shown.rgba, on: card)
        wheel.redraw()
    }

    /// The square under the pad for `hue`: white to the pure hue across, darkening to black
    /// downwards, each gradient from one edge of the handle's field to the other.
    private func styleSquare(hue: Double) {
        let pure = HSV(hue: hue, saturation: 1, value: 1).rgba
        let near = Self.padInset / Double(Self.padSide) * 100, far = 100 - near
        let css = String(format: """
            xypad.sv > trough { color: transparent; }
            .sv-square {
              border-radius: %.0fpx;
              background-image: linear-gradient(to top, black %.3f%%, rgba(0, 0, 0, 0) %.3f%%),
                                linear-gradient(to right, white %.3f%%, rgb(%.0f, %.0f, %.0f) %.3f%%);
            }
            """, Self.padInset, near, far, near, pure.red * 255, pure.green * 255, pure.blue * 255, far)
        cc_demo_css_provider_load(squareStyle, css)
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
            HSV(hue: Double(degree), saturation: 0.82, value: 0.93).rgba.setSource(on: cairo)
            cairo_fill(cairo)
        }
        // The swatch.
        cairo_new_path(cairo)
        cairo_arc(cairo, centreX, centreY, ringCentre - ringHalf - 10, 0, 2 * .pi)
        color.rgba.setSource(on: cairo)
        cairo_fill(cairo)
    }

    var parts: [(String, UnsafeMutablePointer<GtkWidget>)] {
        [("hue", hue.widget), ("sv", pad.widget)]
    }

    var valuesLines: [String] {
        [String(format: "values hue %.3f %.3f %.3f", hue.minimumValue, hue.maximumValue, hue.value),
         String(format: "values sv %.3f %.3f %.3f %.3f %.3f %.3f", pad.xMinimum, pad.xMaximum, pad.yMinimum, pad.yMaximum,
                pad.xValue, pad.yValue)]
    }
}
