import CustomControlsCGtk
import CustomControls
import Foundation
import Glibc

/// Resident memory added by `count` instances of one kind, each 64 px in a grid in a shown
/// window, after they have been drawn. Each kind runs in a fresh process, so one kind's freed
/// memory cannot hide another's growth. The instances' values are spread over their range, as
/// a desk's are: images a control keeps per value (a knob's pointer at rest) are shared only
/// by the controls at that value, and 1,000 at one value would share one.
@MainActor
final class MemoryBenchmark {
    /// Every kind measured, as `--subject` takes them.
    nonisolated static let subjects = ["knob", "knob-marks", "range-slider", "circular-slider", "circular-range", "gtkscale", "gtkscale-marks", "stock-dial", "stock-circular", "stock-range"]

    /// The marks of `knob-marks` and `gtkscale-marks`: a 0-10 scale, each mark labelled, as a
    /// desk's knobs carry. Not the frames' ten thousand: 1,000 controls with ten thousand
    /// marks each would measure the marks' storage (32 bytes a mark), not the control, and
    /// GtkScale, whose marks are widgets, cannot hold them.
    nonisolated static let markValues = (0...10).map { Double($0) / 10 }

    /// The kind a kind's memory is set against: GtkScale with the same marks for a knob with
    /// marks (what an app would use in its place), plain GtkScale for the rest.
    nonisolated static func anchor(of subject: String) -> String {
        subject == "knob-marks" ? "gtkscale-marks" : "gtkscale"
    }

    let renderer: RendererKind
    let subject: String
    let count: Int
    private var controls: [AnyObject] = []

    init(renderer: RendererKind, subject: String, count: Int) {
        self.renderer = renderer
        self.subject = subject
        self.count = count
    }

    func run() -> MemoryResult {
        let window = gtk_window_new()!
        let grid = gtk_grid_new()!
        let columns = Int(Double(count).squareRoot().rounded(.up))
        // The window has its final size from the start: only the instances may add memory.
        gtk_widget_set_size_request(grid, Int32(columns * 64), Int32(columns * 64))
        gtk_window_set_child(window.window, grid)
        // One instance first: the class, its CSS and the theme load once per process, not per instance.
        gtk_grid_attach(grid.grid, makeWidget(at: 0), 0, 0, 1, 1)
        MainLoop.show(window, until: { gtk_widget_get_mapped(grid) != 0 }, settle: 0.5)
        let rendererType = requireRenderer(renderer, of: window)
        _ = malloc_trim(0)
        let before = residentKilobytes()
        for index in 1...count {
            gtk_grid_attach(grid.grid, makeWidget(at: index), Int32(index % columns), Int32(index / columns), 1, 1)
        }
        MainLoop.run(seconds: 1)
        _ = malloc_trim(0)
        let after = residentKilobytes()
        return MemoryResult(renderer: renderer.rawValue, rendererType: rendererType, gtkVersion: gtkVersionString(), subject: subject, instances: count,
                            kilobytesPerThousand: (after - before) * 1000 / Double(count),
                            llvmpipeThreads: ProcessInfo.processInfo.environment["LP_NUM_THREADS"].flatMap { Int($0) })
    }

    /// Instance `index`, at the `index`-th of `count` values spread evenly over its range (the
    /// two-value controls: a span of half the range, moved along it).
    private func makeWidget(at index: Int) -> UnsafeMutablePointer<GtkWidget> {
        let fraction = Double(index) / Double(max(count, 1))
        let widget: UnsafeMutablePointer<GtkWidget>
        switch subject {
        case "knob", "knob-marks":
            let knob = Knob()
            if subject == "knob-marks" {
                for (index, value) in Self.markValues.enumerated() { knob.addMark(value, markup: String(index)) }
            }
            knob.value = Self.value(at: fraction, from: knob.minimumValue, to: knob.maximumValue)
            widget = kept(knob, knob.widget)
        case "circular-slider":
            let slider = CircularSlider()
            slider.value = Self.value(at: fraction, from: slider.minimumValue, to: slider.maximumValue)
            widget = kept(slider, slider.widget)
        case "range-slider":
            let slider = RangeSlider()
            let span = Self.halfRange(at: fraction, from: slider.minimumValue, to: slider.maximumValue)
            slider.setValues(lower: span.lower, upper: span.upper)
            widget = kept(slider, slider.widget)
        case "circular-range":
            let slider = CircularRangeSlider()
            let span = Self.halfRange(at: fraction, from: slider.minimumValue, to: slider.maximumValue)
            slider.setValues(lower: span.lower, upper: span.upper)
            widget = kept(slider, slider.widget)
        case "gtkscale", "gtkscale-marks":
            let scale = makeGtkScale()
            scale.moveTo(fraction)
            widget = scale.widget
            if subject == "gtkscale-marks" {
                for (index, value) in Self.markValues.enumerated() {
                    widget.withMemoryRebound(to: GtkScale.self, capacity: 1) { gtk_scale_add_mark($0, value, GTK_POS_TOP, String(index)) }
                }
            }
        case "stock-dial", "stock-circular", "stock-range":
            // The floors: the shapes of a dial, of a circular slider and of a range slider, as stock-node widgets.
            let stock = StockWidget(subject == "stock-dial" ? .dial : subject == "stock-circular" ? .circular : .range)
            stock.move(to: fraction)
            widget = stock.widget
        default: preconditionFailure("no memory subject \(subject)")
        }
        gtk_widget_set_size_request(widget, 64, 64)
        return widget
    }

    /// `widget`, its Swift handle `control` kept alive as an app would keep it.
    private func kept(_ control: AnyObject, _ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        controls.append(control)
        return widget
    }

    /// The value `fraction` of the way from `minimum` to `maximum`.
    private static func value(at fraction: Double, from minimum: Double, to maximum: Double) -> Double {
        minimum + fraction * (maximum - minimum)
    }

    /// A two-value control's values: half of `minimum...maximum`, starting `fraction` of the
    /// way along its first half.
    private static func halfRange(at fraction: Double, from minimum: Double, to maximum: Double) -> (lower: Double, upper: Double) {
        (value(at: fraction / 2, from: minimum, to: maximum), value(at: (1 + fraction) / 2, from: minimum, to: maximum))
    }
}
