import CustomControlsCGtk
import CustomControls
import Foundation

/// A mixing desk strip: eight channels, each with two EQ knobs (high and low shelf, dragged
/// up and down like faders), an EQ frequency knob from 20 Hz to 20 kHz on a logarithmic scale
/// (each octave the same turn), a pan knob filled from its centre, a gain knob and a level
/// readout; **Reset All** sweeps every knob back to its default value. A gain's value can be
/// typed (Enter on the focused knob, or Tab into its entry).
///
/// Each channel is tinted in its own colour through `CustomControls.setInheritedTint`, as
/// desks colour-code their strips. Each knob's context menu has MIDI Learn (``MidiLearn``). Prints `value-changed gain-1 -6.000` (and `pan-N`,
/// `eq-high-N`, `eq-low-N`, `eq-freq-N`, channels numbered from 1).
@MainActor
final class MixingDeskScene {
    /// One channel strip's controls.
    struct Channel {
        let name: String
        let gain: Knob
        let pan: Knob
        let eqHigh: Knob
        let eqLow: Knob
        let eqFrequency: Knob
        let level: UnsafeMutablePointer<GtkWidget>

        var knobs: [Knob] { [eqHigh, eqLow, eqFrequency, pan, gain] }
        /// Each knob with the key its lines name it by (`gain-1`).
        var keyedKnobs: [(String, Knob)] { [("gain", gain), ("pan", pan), ("eq-high", eqHigh), ("eq-low", eqLow), ("eq-freq", eqFrequency)] }
    }

    /// A channel's name, colour and starting mix (gain dB, pan, EQ high dB, EQ low dB, EQ
    /// frequency Hz).
    private typealias Preset = (name: String, color: String, gain: Double, pan: Double, high: Double, low: Double, frequency: Double)
    private static let presets: [Preset] = [
        ("Kick", "#e62d42", -3, 0, -4, 6, 60),
        ("Snare", "#ed5b00", -6, 0.1, 3, -2, 200),
        ("Hi-hat", "#c88800", -14, 0.45, 5, -9, 8000),
        ("Bass", "#3a944a", -4.5, 0, -6, 4, 100),
        ("Keys", "#2190a4", -10, -0.35, 2, -1.5, 1000),
        ("Guitar", "#3584e4", -8, 0.6, 1.5, -3, 2500),
        ("Vocals", "#9141ac", -1.5, 0, 3.5, -4.5, 3000),
        ("FX", "#d56199", -18, -0.7, 6, -8, 5000),
    ]

    private(set) var channels: [Channel] = []
    let resetButton: UnsafeMutablePointer<GtkWidget>
    /// MIDI Learn in every knob's context menu, and the controller it binds.
    let midi = MidiLearn()
    private(set) var card: UnsafeMutablePointer<GtkWidget>!

    init() {
        resetButton = gtk_button_new_with_label("Reset All")
        let strips = SceneKit.row(spacing: 6)
        gtk_box_set_homogeneous(strips.as(GtkBox.self), 1)
        for (index, preset) in Self.presets.enumerated() {
            let (strip, channel) = Self.strip(number: index + 1, preset: preset)
            gtk_box_append(strips.as(GtkBox.self), strip)
            channels.append(channel)
        }
        for (index, channel) in channels.enumerated() {
            for (key, knob) in channel.keyedKnobs { midi.add(knob, named: "\(key)-\(index + 1)") }
        }
        midi.insertAction(on: strips)
        let content = SceneKit.column(spacing: 12, [strips, midi.row])
        card = SceneKit.card(title: "Mixing Desk", subtitle: "Eight channels: EQ dragged like a fader, its frequency on a logarithmic scale, pan filled from the centre, gain with its level; MIDI Learn in each knob's menu",
                             end: resetButton, content: content).card
        Signals.connect(resetButton.object, "clicked") { [unowned self] in self.resetAll() }
    }

    /// Every knob back to its default value (double-clicking one does the same for it alone).
    func resetAll() {
        report("reset desk")
        for knob in channels.flatMap(\.knobs) {
            knob.setValue(knob.defaultValue, animated: true)
        }
    }

    private static func strip(number: Int, preset: Preset) -> (UnsafeMutablePointer<GtkWidget>, Channel) {
        let name = SceneKit.label(preset.name, "heading")
        let strip = SceneKit.column(spacing: 6, [name])
        gtk_widget_add_css_class(strip, "channel")

        func knob(_ caption: String, size: Int32, range: ClosedRange<Double>, value: Double, into row: UnsafeMutablePointer<GtkWidget>,
                  configure: (Knob) -> Void) -> Knob {
            let knob = Knob()
            knob.minimumValue = range.lowerBound
            knob.maximumValue = range.upperBound
            configure(knob)
            knob.value = value
            let label = SceneKit.label(caption, "caption", "dim-label")
            // "Kick Pan": the channel, then the knob's own caption.
            knob.widget.setLabelledBy([name, label])
            gtk_box_append(row.as(GtkBox.self), SceneKit.column(spacing: 2, [SceneKit.sized(knob, size, size), label]))
            return knob
        }

        // EQ: ±12 dB shelves, filled from 0 dB, dragged up and down over 160 px.
        let eqRow = SceneKit.row(spacing: 4)
        gtk_widget_set_halign(eqRow, GTK_ALIGN_CENTER)
        func eq(_ knob: Knob) {
            knob.dragMode = .vertical
            knob.dragDistance = 160
            knob.showFill = true
            knob.origin = 0
            knob.defaultValue = 0
            knob.step = 0.5
            knob.lineWidth = 3
            knob.pointerLength = 5
            knob.valueFormatter = { String(format: "%+.1f dB", $0).replacingOccurrences(of: "-", with: "−") }
        }
        let eqHigh = knob("High", size: 40, range: -12...12, value: preset.high, into: eqRow, configure: eq)
        let eqLow = knob("Low", size: 40, range: -12...12, value: preset.low, into: eqRow, configure: eq)
        gtk_box_append(strip.as(GtkBox.self), eqRow)

        // The EQ's frequency, 20 Hz to 20 kHz on a logarithmic scale: each octave takes the same
        // turn, so 1 kHz sits just past the middle instead of in the first twentieth.
        let frequencyRow = SceneKit.row(spacing: 0)
        gtk_widget_set_halign(frequencyRow, GTK_ALIGN_CENTER)
        let eqFrequency = knob("Freq", size: 40, range: 20...20_000, value: preset.frequency, into: frequencyRow) { frequency in
            frequency.valueScale = .logarithmic
            frequency.dragMode = .vertical
            frequency.dragDistance = 160
            frequency.defaultValue = 1000
            frequency.step = 1
            frequency.lineWidth = 3
            frequency.pointerLength = 5
            frequency.valueFormatter = Self.hertz
            // Decades, where a logarithmic scale puts them: a third of the turn apart. Ticks
            // only; a 40 px knob has no room for their labels.
            for decade in [100.0, 1000, 10_000] { frequency.addMark(decade) }
        }
        gtk_box_append(strip.as(GtkBox.self), frequencyRow)

        // Pan: hard left to hard right, filled from the centre, which a double click restores.
        let panRow = SceneKit.row(spacing: 0)
        gtk_widget_set_halign(panRow, GTK_ALIGN_CENTER)
        let pan = knob("Pan", size: 52, range: -1...1, value: preset.pan, into: panRow) { pan in
            pan.showFill = true
            pan.origin = 0
            pan.defaultValue = 0
            pan.lineWidth = 3.5
            // L, C and R inside the arc (outside, they would take room the knob needs), and a
            // detent at the centre and the ends, as a desk's pan pot has.
            for (place, label) in [(-1.0, "L"), (0, "C"), (1, "R")] { pan.addMark(place, position: .bottom, markup: label) }
            pan.snapsToMarks = true
            pan.valueFormatter = { value in
                let percent = Int((abs(value) * 100).rounded())
                return percent == 0 ? "Centre" : (value < 0 ? "\(percent) % left" : "\(percent) % right")
            }
        }
        gtk_box_append(strip.as(GtkBox.self), panRow)

        // Gain: −40 to +6 dB, filled from the bottom, 0 dB by default.
        let gainRow = SceneKit.row(spacing: 0)
        gtk_widget_set_halign(gainRow, GTK_ALIGN_CENTER)
        let gain = knob("Gain", size: 68, range: -40...6, value: preset.gain, into: gainRow) { gain in
            gain.showFill = true
            gain.origin = -40
            gain.defaultValue = 0
            gain.step = 0.5
            gain.page = 6
            gain.lineWidth = 4
            gain.pointerLength = 8
            gain.valueFormatter = Self.decibels
            gain.editable = true  // type "-6" or "−6.0 dB": the default input parser reads either
        }
        gtk_box_append(strip.as(GtkBox.self), gainRow)

        let level = SceneKit.label(decibels(preset.gain), "numeric", "level")
        gtk_box_append(strip.as(GtkBox.self), level)

        CustomControls.setInheritedTint(RGBA(parsing: preset.color), on: strip)
        let channel = Channel(name: preset.name, gain: gain, pan: pan, eqHigh: eqHigh, eqLow: eqLow, eqFrequency: eqFrequency, level: level)
        gain.onValueChanged { gain in
            gtk_label_set_text(level.opaque, decibels(gain.value))
            report(String(format: "value-changed gain-%d %.3f", number, gain.value))
        }
        for (knob, key) in [(pan, "pan"), (eqHigh, "eq-high"), (eqLow, "eq-low"), (eqFrequency, "eq-freq")] {
            knob.onValueChanged { knob in report("value-changed \(key)-\(number) " + String(format: "%.3f", knob.value)) }
        }
        return (strip, channel)
    }

    // The formatters are nonisolated: `valueFormatter` takes a nonisolated function, and
    // Swift 6.0 (Debian 13's) does not see that a main-actor method referred to is safe there.

    /// "−6.0 dB", with a real minus sign.
    private nonisolated static func decibels(_ value: Double) -> String {
        String(format: "%.1f dB", value).replacingOccurrences(of: "-", with: "−")
    }

    /// "80 Hz", "2.5 kHz".
    private nonisolated static func hertz(_ value: Double) -> String {
        value < 1000 ? String(format: "%.0f Hz", value) : String(format: "%.1f kHz", value / 1000)
    }

    /// The parts the `ready` line gives the bounds of: the first channel's knobs and Reset All.
    var parts: [(String, UnsafeMutablePointer<GtkWidget>)] {
        let first = channels[0]
        return [("gain-1", first.gain.widget), ("pan-1", first.pan.widget), ("eq-high-1", first.eqHigh.widget),
                ("eq-low-1", first.eqLow.widget), ("eq-freq-1", first.eqFrequency.widget), ("reset-all", resetButton),
                ("midi-controller", midi.controller)]
    }

    var valuesLines: [String] {
        channels.enumerated().flatMap { index, channel in
            channel.keyedKnobs.map { key, knob in
                "values \(key)-\(index + 1) " + String(format: "%.3f %.3f %.3f", knob.minimumValue, knob.maximumValue, knob.value)
            }
        }
    }
}
