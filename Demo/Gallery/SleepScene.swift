import CustomControlsCGtk
import CustomControls
import Foundation

/// A sleep schedule: the circular range slider on a 24-hour ring, midnight at the top and the
/// hours running clockwise as on a clock. The lower handle is bedtime, the upper one wake-up;
/// the range crosses midnight (22:00 to 06:00), and the hours of sleep show in the centre.
/// Drag a handle to move one time, or the lit arc to shift both (quarter hours).
///
/// Prints `value-changed sleep 22.000 6.000 8.000` (bedtime, wake-up, hours).
@MainActor
final class SleepScene {
    let ring = CircularRangeSlider()
    private(set) var card: UnsafeMutablePointer<GtkWidget>!
    private let times = SceneKit.label("", "title-4", "numeric")

    init() {
        ring.maximumValue = 24
        ring.step = 0.25
        ring.page = 1
        ring.startAngle = -.pi / 2  // midnight at the top
        ring.inverted = true        // clockwise, as a clock
        ring.wraps = true           // a handle goes round past midnight
        ring.minimumDistance = 1
        ring.lineWidth = 18
        ring.tintColor = RGBA(parsing: "#9141ac")
        ring.gradientEndColor = RGBA(parsing: "#3584e4")
        for (hour, label) in [(0.0, "0"), (6, "6"), (12, "12"), (18, "18")] { ring.addMark(hour, markup: label) }
        // Hours as a clock shows them: the length in the centre, each handle's time read aloud.
        ring.valueFormatter = { hours in
            let minutes = Int((hours * 60).rounded())
            return String(format: "%d:%02d", minutes / 60, minutes % 60)
        }
        ring.setValues(lower: 22, upper: 6)

        let caption = SceneKit.label("hours of sleep", "caption", "dim-label")
        gtk_widget_set_valign(caption, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_top(caption, 56)
        gtk_widget_set_can_target(caption, 0)
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(overlay.opaque, SceneKit.sized(ring, 220, 220))
        gtk_overlay_add_overlay(overlay.opaque, caption)
        gtk_widget_set_halign(overlay, GTK_ALIGN_CENTER)
        let content = SceneKit.column(spacing: 12, [overlay, times])
        let card = SceneKit.card(title: "Sleep", subtitle: "Bedtime and wake-up on a 24-hour ring", content: content)
        self.card = card.card
        ring.widget.setLabelledBy(card.title)
        showTimes()

        ring.onValueChanged { [unowned self] ring in
            report(String(format: "value-changed sleep %.3f %.3f %.3f", ring.lowerValue, ring.upperValue, ring.length))
            self.showTimes()
        }
    }

    private func showTimes() {
        let text = "Bedtime \(clock(ring.lowerValue))  ·  Wake-up \(clock(ring.upperValue))"
        gtk_label_set_text(times.opaque, text)
    }

    private func clock(_ hours: Double) -> String {
        let minutes = Int((hours * 60).rounded()) % (24 * 60)
        return String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    var parts: [(String, UnsafeMutablePointer<GtkWidget>)] {
        [("sleep", ring.widget)]
    }

    var valuesLines: [String] {
        [String(format: "values sleep %.3f %.3f %.3f", ring.lowerValue, ring.upperValue, ring.length)]
    }
}
