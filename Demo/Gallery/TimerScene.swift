import CustomControlsCGtk
import CustomControls
import Foundation

/// A kitchen timer: the circular slider is a dial of minutes (0–60) on three quarters of a
/// circle, growing clockwise from the bottom left. Drag it to a time (whole minutes while
/// dragging), or pick a preset; **Start** counts down, sweeping the dial back once a second
/// with `setValue(_:animated:)`.
///
/// Dragging the dial while it runs pauses it at the new time. Prints
/// `value-changed timer 25.000` (minutes), and `timer running`, `timer paused`, `timer done`.
@MainActor
final class TimerScene {
    let dial = CircularSlider()
    let startButton: UnsafeMutablePointer<GtkWidget>
    private(set) var card: UnsafeMutablePointer<GtkWidget>!
    private let status = SceneKit.label("", "dim-label")
    private var ticker: UInt32 = 0
    /// Seconds left; the dial shows them as minutes.
    private var remaining: Int
    /// What Reset returns to: the last time the user set.
    private var duration: Int
    private var ticking = false

    /// While the timer is idle the dial snaps to whole minutes; while it runs, to seconds.
    private static let minuteStep = 1.0, secondStep = 1.0 / 60

    init() {
        remaining = 25 * 60
        duration = remaining
        dial.maximumValue = 60
        // Three quarters of a circle, the gap at the bottom: from 7:30 on a clock face
        // clockwise round to 4:30 (screen angles run clockwise from 3 o'clock).
        dial.startAngle = 3 * .pi / 4
        dial.endAngle = 9 * .pi / 4
        dial.step = Self.minuteStep
        dial.page = 5
        dial.lineWidth = 16
        // A warm gradient, yellow at the top to red at the bottom (the default would turn the
        // tint 60° in hue).
        dial.gradientStartColor = RGBA(parsing: "#f5c211")
        dial.gradientEndColor = RGBA(parsing: "#e01b24")
        dial.valueFormatter = { minutes in
            let seconds = Int((minutes * 60).rounded())
            return String(format: "%d:%02d", seconds / 60, seconds % 60)
        }
        dial.value = Double(remaining) / 60

        startButton = gtk_button_new_with_label("Start")
        gtk_widget_add_css_class(startButton, "suggested-action")
        gtk_widget_add_css_class(startButton, "pill")
        let resetButton = gtk_button_new_with_label("Reset")!
        gtk_widget_add_css_class(resetButton, "pill")
        let buttons = SceneKit.row(spacing: 12, [resetButton, startButton])
        gtk_widget_set_halign(buttons, GTK_ALIGN_CENTER)

        let presets = SceneKit.row(spacing: 0)
        gtk_widget_add_css_class(presets, "linked")
        gtk_widget_set_halign(presets, GTK_ALIGN_CENTER)
        for minutes in [5, 10, 25] {
            let button = gtk_button_new_with_label("\(minutes) min")!
            gtk_box_append(presets.as(GtkBox.self), button)
            Signals.connect(button.object, "clicked") { [unowned self] in self.set(minutes: minutes) }
        }

        let dialWithStatus = gtk_overlay_new()!
        gtk_overlay_set_child(dialWithStatus.opaque, SceneKit.sized(dial, 200, 200))
        // The status sits in the dial's gap, under the time.
        gtk_widget_set_valign(status, GTK_ALIGN_END)
        gtk_widget_set_margin_bottom(status, 6)
        gtk_widget_set_can_target(status, 0)
        gtk_overlay_add_overlay(dialWithStatus.opaque, status)
        gtk_widget_set_halign(dialWithStatus, GTK_ALIGN_CENTER)
        let content = SceneKit.column(spacing: 14, [dialWithStatus, presets, buttons])
        let card = SceneKit.card(title: "Timer", subtitle: "Minutes on three quarters of a dial, counted down", content: content)
        self.card = card.card
        // The dial has no caption of its own: it is named after the scene's title.
        dial.widget.setLabelledBy(card.title)
        showStatus()

        dial.onDragBegin { [unowned self] dial in
            // A new time: whole minutes, and a running timer waits for Start again.
            if self.ticking { self.pause() }
            dial.step = Self.minuteStep
        }
        dial.onValueChanged { [unowned self] dial in
            report(String(format: "value-changed timer %.3f", dial.value))
            let seconds = Int((dial.value * 60).rounded())
            if seconds != self.remaining {
                // Set by the user (a drag, a key, the wheel), not by the countdown.
                self.remaining = seconds
                self.duration = seconds
                self.showStatus()
            }
        }
        Signals.connect(startButton.object, "clicked") { [unowned self] in
            if self.ticking { self.pause() } else { self.start() }
        }
        Signals.connect(resetButton.object, "clicked") { [unowned self] in
            if self.ticking { self.pause() }
            self.set(minutes: Double(self.duration) / 60)
        }
    }

    private func set(minutes: Double) {
        if ticking { pause() }
        dial.step = Self.minuteStep
        dial.setValue(minutes, animated: true)
    }

    private func set(minutes: Int) { set(minutes: Double(minutes)) }

    func start() {
        guard remaining > 0, !ticking else { return }
        ticking = true
        dial.step = Self.secondStep
        ticker = Signals.every(milliseconds: 1000) { [unowned self] in self.tick() }
        report("timer running")
        showStatus()
    }

    func pause() {
        guard ticking else { return }
        ticking = false
        g_source_remove(ticker)
        ticker = 0
        report("timer paused")
        showStatus()
    }

    /// One second less, the dial sweeping to it.
    private func tick() -> Bool {
        remaining -= 1
        dial.setValue(Double(remaining) / 60, animated: true)
        guard remaining <= 0 else { return true }
        ticking = false
        ticker = 0
        remaining = 0
        dial.step = Self.minuteStep
        report("timer done")
        showStatus(done: true)
        return false
    }

    private func showStatus(done: Bool = false) {
        gtk_button_set_label(startButton.as(GtkButton.self), ticking ? "Pause" : (remaining < duration && remaining > 0 ? "Resume" : "Start"))
        let text = done ? "Time’s up" : ticking ? "Counting down" : remaining == 0 ? "Set a time" : "Ready"
        gtk_label_set_text(status.opaque, text)
    }

    var parts: [(String, UnsafeMutablePointer<GtkWidget>)] {
        [("timer", dial.widget), ("timer-start", startButton)]
    }

    var valuesLines: [String] {
        [String(format: "values timer %.3f %.3f %.3f", dial.minimumValue, dial.maximumValue, dial.value)]
    }
}
