import CustomControlsCGtk
import CustomControls
import Foundation

/// A synth's filter: **Cutoff** from 20 Hz to 20 kHz on a logarithmic scale, and an LFO that
/// sweeps it, its **Rate** (0.1–10 Hz) and **Depth** (octaves either way) on two small knobs.
/// With the LFO on, the cutoff knob's modulation arc (`showsModulation`) shows where the LFO
/// moves the cutoff now, from the knob's value, without moving the value: the knob stays
/// where the person left it, as on Bitwig's and Vital's knobs.
///
/// The LFO is off at start (a window always moving never rests for a screenshot). Prints
/// `value-changed cutoff 800.000` (and `rate`, `depth`), `lfo on` and `lfo off`.
@MainActor
final class SynthScene {
    let cutoff = Knob()
    let rate = Knob()
    let depth = Knob()
    let lfoSwitch: UnsafeMutablePointer<GtkWidget>
    private(set) var card: UnsafeMutablePointer<GtkWidget>!
    /// The LFO's timer while it runs.
    private var ticker: UInt32 = 0
    /// The LFO's phase, in turns, and when it was last advanced (seconds, monotonic).
    private var phase = 0.0
    private var lastTick = 0.0

    init() {
        cutoff.minimumValue = 20
        cutoff.maximumValue = 20_000
        cutoff.valueScale = .logarithmic
        cutoff.defaultValue = 800
        cutoff.step = 1
        cutoff.lineWidth = 5
        cutoff.pointerLength = 12
        cutoff.showValue = true
        cutoff.valueFormatter = Self.hertz
        cutoff.value = 800

        rate.minimumValue = 0.1
        rate.maximumValue = 10
        rate.valueScale = .logarithmic
        rate.defaultValue = 0.5
        rate.step = 0.01
        rate.valueFormatter = { String(format: "%.2f Hz", $0) }
        rate.value = 0.5

        depth.maximumValue = 3
        depth.defaultValue = 1
        depth.step = 0.05
        depth.showFill = true
        depth.valueFormatter = { String(format: "±%.2f oct", $0) }
        depth.value = 1

        lfoSwitch = gtk_switch_new()
        let lfoLabel = SceneKit.label("LFO", "heading")
        lfoSwitch.setLabelledBy(lfoLabel)
        let header = SceneKit.row(spacing: 8, [lfoLabel, lfoSwitch])

        func captioned(_ knob: Knob, _ caption: String, size: Int32) -> UnsafeMutablePointer<GtkWidget> {
            let label = SceneKit.label(caption, "caption", "dim-label")
            knob.widget.setLabelledBy(label)
            return SceneKit.column(spacing: 4, [SceneKit.sized(knob, size, size), label])
        }
        let lfo = SceneKit.column(spacing: 12, [captioned(rate, "Rate", size: 56), captioned(depth, "Depth", size: 56)])
        let content = SceneKit.row(spacing: 24, [captioned(cutoff, "Cutoff", size: 150), lfo])
        gtk_widget_set_halign(content, GTK_ALIGN_CENTER)
        card = SceneKit.card(title: "Synth Filter", subtitle: "An LFO sweeps the cutoff: the thin arc shows where, the knob stays where you set it",
                             end: header, content: content).card

        for (knob, key) in [(cutoff, "cutoff"), (rate, "rate"), (depth, "depth")] {
            knob.onValueChanged { knob in report("value-changed \(key) " + String(format: "%.3f", knob.value)) }
        }
        Signals.connectNotify(lfoSwitch.object, "active") { [unowned self] in
            self.setRunning(gtk_switch_get_active(self.lfoSwitch.opaque) != 0)
        }
    }

    /// Starts or stops the LFO; stopped, the cutoff shows no modulation.
    private func setRunning(_ running: Bool) {
        guard running != (ticker != 0) else { return }
        report(running ? "lfo on" : "lfo off")
        cutoff.showsModulation = running
        guard running else {
            g_source_remove(ticker)
            ticker = 0
            return
        }
        lastTick = Self.now
        modulate()
        ticker = Signals.every(milliseconds: 16) { [weak self] in
            self?.modulate()
            return self != nil
        }
    }

    /// The LFO's next step: a sine of `rate`, `depth` octaves either way of the cutoff, kept
    /// within the range by the knob.
    private func modulate() {
        let now = Self.now
        phase = (phase + (now - lastTick) * rate.value).truncatingRemainder(dividingBy: 1)
        lastTick = now
        cutoff.modulationValue = cutoff.value * pow(2, depth.value * sin(2 * .pi * phase))
    }

    private static var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// "800 Hz", "2.5 kHz".
    private nonisolated static func hertz(_ value: Double) -> String {
        value < 1000 ? String(format: "%.0f Hz", value) : String(format: "%.1f kHz", value / 1000)
    }

    /// The parts the `ready` line gives the bounds of.
    var parts: [(String, UnsafeMutablePointer<GtkWidget>)] {
        [("cutoff", cutoff.widget), ("rate", rate.widget), ("depth", depth.widget), ("lfo", lfoSwitch)]
    }

    var valuesLines: [String] {
        [("cutoff", cutoff), ("rate", rate), ("depth", depth)].map { key, knob in
            "values \(key) " + String(format: "%.3f %.3f %.3f", knob.minimumValue, knob.maximumValue, knob.value)
        }
    }
}
