import CustomControlsCGtk
import CustomControls
import CustomControlsCore
import Foundation

/// Something drawn once per frame: a widget, or nodes appended directly (the floors and the
/// stock-node ring).
@MainActor
struct Subject {
    let name: String
    let width: Int
    let height: Int
    /// The widget; nil for the subjects drawn by ``paint``.
    let widget: UnsafeMutablePointer<GtkWidget>?
    /// Appends a widgetless subject's nodes to a snapshot.
    var paint: ((OpaquePointer) -> Void)? = nil
    /// Moves the value to a fraction of its range, as a drag does.
    let moveTo: (Double) -> Void

    static func knob(side: Int) -> Subject {
        let knob = Knob()
        return Subject(name: "knob", width: side, height: side, widget: knob.widget) { knob.value = $0 }
    }

    /// A knob with ten thousand marks (one in a thousand labelled): the marks are drawn once
    /// into a cached layer, so its frames should cost what a plain knob's do (issue #29).
    static func knobWithMarks(side: Int) -> Subject {
        let knob = Knob()
        for index in 0..<10_000 {
            knob.addMark(Double(index) / 9_999, markup: index % 1_000 == 0 ? "\(index / 1_000)" : nil)
        }
        return Subject(name: "knob-marks", width: side, height: side, widget: knob.widget) { knob.value = $0 }
    }

    static func circularSlider(side: Int) -> Subject {
        let slider = CircularSlider()
        return Subject(name: "circular-slider", width: side, height: side, widget: slider.widget) {
            slider.value = slider.minimumValue + $0 * (slider.maximumValue - slider.minimumValue)
        }
    }

    /// The upper handle moves round the ring (the lit arc grows), as when it is dragged.
    static func circularRangeSlider(side: Int) -> Subject {
        let slider = CircularRangeSlider()
        slider.setValues(lower: 300, upper: 30)
        return Subject(name: "circular-range", width: side, height: side, widget: slider.widget) {
            slider.upperValue = 30 + 240 * $0
        }
    }

    /// The upper thumb moves, as when it is dragged.
    static func rangeSlider(width: Int, height: Int) -> Subject {
        let slider = RangeSlider()
        slider.setValues(lower: 0.1, upper: 0.9)
        return Subject(name: "range-slider", width: width, height: height, widget: slider.widget) {
            slider.upperValue = 0.3 + 0.7 * $0
        }
    }

    /// The anchor: GTK's own slider, drawn by the same renderer.
    static func gtkScale(width: Int, height: Int) -> Subject {
        let scale = makeGtkScale()
        return Subject(name: "gtkscale", width: width, height: height, widget: scale.widget, moveTo: scale.moveTo)
    }

    /// The anchor for controls that draw their value as text: a GtkScale showing its value
    /// (two digits, above the trough), whose label changes as the value does.
    static func gtkScaleWithValue(width: Int, height: Int) -> Subject {
        let scale = makeGtkScale()
        scale.widget.withMemoryRebound(to: GtkScale.self, capacity: 1) {
            gtk_scale_set_draw_value($0, 1)
            gtk_scale_set_digits($0, 2)
        }
        return Subject(name: "gtkscale-value", width: width, height: height, widget: scale.widget, moveTo: scale.moveTo)
    }

    /// A ring made only of stock GSK nodes: a circular border node for the ring and one for a
    /// handle going round it. What a circular control costs drawn the way GTK's own widgets
    /// draw: each verdict on a ring has this node-level floor beside it.
    static func stockRing(side: Int) -> Subject {
        let s = Double(side), ring = s * 0.075, inset = s * 0.15, radius = (s - 2 * inset - ring) / 2, handle = ring * 1.2
        final class Place { var fraction = 0.0 }
        let place = Place()
        return Subject(name: "stock-ring", width: side, height: side, widget: nil, paint: { snapshot in
            StockShapes.appendRing(to: snapshot, around: (s / 2, s / 2), outer: s / 2 - inset, width: ring, GdkRGBA(red: 0.75, green: 0.75, blue: 0.78, alpha: 1))
            // The handle: a disc (a border as wide as its radius) on the ring's centre line.
            let angle = 2 * Double.pi * place.fraction
            StockShapes.appendRing(to: snapshot, around: (s / 2 + radius * cos(angle), s / 2 - radius * sin(angle)), outer: handle / 2, width: handle / 2,
                                   GdkRGBA(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        }) { place.fraction = $0 }
    }

    /// A dial made only of stock GSK nodes (``StockShapes/appendDial(to:side:fraction:layout:)``):
    /// what a circular control's frame costs at least when drawn from stock nodes, the floor
    /// under its GPU targets.
    static func stockDial(side: Int) -> Subject {
        let layout = StockShapes.dialLayout(side: Double(side))
        final class Place { var fraction = 0.0 }
        let place = Place()
        return Subject(name: "stock-dial", width: side, height: side, widget: nil, paint: { snapshot in
            StockShapes.appendDial(to: snapshot, side: Double(side), fraction: place.fraction, layout: layout)
        }) { place.fraction = $0 }
    }

    /// A range made only of stock GSK nodes (``StockShapes/appendRange(to:width:height:lower:upper:)``),
    /// its upper end moving as the range slider's does: the range slider's floor.
    static func stockRange(width: Int, height: Int) -> Subject {
        final class Place { var fraction = 0.0 }
        let place = Place()
        return Subject(name: "stock-range", width: width, height: height, widget: nil, paint: { snapshot in
            StockShapes.appendRange(to: snapshot, width: Double(width), height: Double(height), lower: 0.1, upper: 0.3 + 0.7 * place.fraction)
        }) { place.fraction = $0 }
    }

    /// A row of its own: one solid colour over the same area. Under GTK 4.8's GL renderer a
    /// colour node is a shaded quad that pays for every pixel, so it is no fixed cost.
    static func fill(width: Int, height: Int) -> Subject {
        Subject(name: "fill", width: width, height: height, widget: nil, paint: { snapshot in
            var color = GdkRGBA(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
            var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                         size: graphene_size_t(width: Float(width), height: Float(height)))
            gtk_snapshot_append_color(snapshot, &color, &bounds)
        }) { _ in }
    }

    /// The floor: one pixel rendered into the same viewport, so the frame pays only what every
    /// frame pays (the offscreen target, the read-back), on every renderer.
    static func empty(width: Int, height: Int) -> Subject {
        Subject(name: "empty", width: width, height: height, widget: nil, paint: { snapshot in
            var color = GdkRGBA(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
            var pixel = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: 1, height: 1))
            gtk_snapshot_append_color(snapshot, &color, &pixel)
        }) { _ in }
    }
}

/// Renders subjects offscreen, one frame at a time, through a GSK renderer of the type that
/// draws their window: snapshot -> render node -> `gsk_renderer_render_texture`, as GTK draws a
/// window (under the GPU renderers read back, so each frame is finished inside its own time; see ``OffscreenRenderer``).
///
/// Every widget sits, mapped and allocated, in a real window, so `gtk_widget_snapshot_child`
/// takes GTK's own path: a widget that did not change replays its cached render node; one that
/// did is snapshotted again. The main loop does not run while frames are timed, so nothing but
/// the measured work happens.
@MainActor
final class FrameBenchmark {
    let renderer: RendererKind
    let scale: Int
    let sides: [Int]
    let frames: Int
    private let window: UnsafeMutablePointer<GtkWidget>
    private let fixed: UnsafeMutablePointer<GtkWidget>
    private var offscreen: OffscreenRenderer!
    private var subjects: [Subject] = []

    /// The height of a range slider and of its GtkScale anchor: the range slider's natural height.
    static let sliderHeight = 30

    /// Every subject's name, as `--only` takes them.
    nonisolated static let subjectNames = ["knob", "knob-marks", "circular-slider", "circular-range", "range-slider", "gtkscale",
                                           "gtkscale-value", "stock-ring", "stock-dial", "stock-range", "fill", "empty"]

    /// The subjects every run measures beside the controls: the anchors and the floors.
    nonisolated static let references: Set = ["gtkscale", "gtkscale-value", "stock-ring", "stock-dial", "stock-range", "fill", "empty"]

    /// Only subjects of these names (and the anchors and floors), for profiling some controls; nil for all.
    let only: [String]?

    /// The frames of each scenario drawn before the measured ones: the renderer's caches and
    /// the controls' images filled, as on a screen that has shown the control a while.
    nonisolated static let warmUpFrames = 30

    /// Whether each frame is announced on standard error before it is drawn (`cc-frame
    /// SCENARIO SUBJECT WIDTHxHEIGHT FRAME`, with `CC_BENCH_FRAME_MARKS` set): GSK writes its
    /// own list of a frame's operations there as it renders it (`GSK_DEBUG=verbose`), so the
    /// uploads GSK really made can be told apart by subject (`GpuUploadTests`).
    nonisolated static let marksFrames = ProcessInfo.processInfo.environment["CC_BENCH_FRAME_MARKS"] != nil

    init(renderer: RendererKind, scale: Int, sides: [Int], frames: Int, only: [String]? = nil) {
        self.renderer = renderer
        self.scale = scale
        self.sides = sides
        self.frames = frames
        self.only = only
        window = gtk_window_new()
        fixed = gtk_fixed_new()
        gtk_window_set_child(window.window, fixed)
    }

    func run() -> [FrameResult] {
        for side in sides {
            subjects += [
                .knob(side: side), .knobWithMarks(side: side), .circularSlider(side: side), .circularRangeSlider(side: side),
                .gtkScale(width: side, height: side), .gtkScaleWithValue(width: side, height: side), .stockRing(side: side), .stockDial(side: side),
                .fill(width: side, height: side), .empty(width: side, height: side),
                .rangeSlider(width: side, height: Self.sliderHeight), .gtkScale(width: side, height: Self.sliderHeight),
                .gtkScaleWithValue(width: side, height: Self.sliderHeight), .stockRange(width: side, height: Self.sliderHeight),
                .fill(width: side, height: Self.sliderHeight), .empty(width: side, height: Self.sliderHeight),
            ]
        }
        if let only {
            let names = Set(only).union(Self.references)
            subjects = subjects.filter { names.contains($0.name) }
        }
        for subject in subjects {
            guard let widget = subject.widget else { continue }
            gtk_widget_set_size_request(widget, Int32(subject.width), Int32(subject.height))
            gtk_fixed_put(fixed.fixed, widget, 0, 0)
        }
        MainLoop.show(window, until: { self.subjects.allSatisfy { $0.widget.map { gtk_widget_get_mapped($0) != 0 } ?? true } })
        offscreen = OffscreenRenderer(kind: renderer, for: window)
        defer {
            offscreen.unrealize()
            gtk_window_destroy(window.window)
        }
        return measure(scenario: "static", moving: false) + measure(scenario: "dragging", moving: true)
    }

    /// Times `frames` frames of every subject, round robin, so that anything else the machine
    /// does slows all subjects alike.
    private func measure(scenario: String, moving: Bool) -> [FrameResult] {
        var samples = Array(repeating: [Double](), count: subjects.count)
        // Under the GPU renderers, the first wave of every moving subject is checked against cairo's drawing of
        // the same nodes (after each frame's time is taken).
        var verified = Array(repeating: 0, count: subjects.count), stale = Array(repeating: 0, count: subjects.count)
        var previous = Array(repeating: (image: UInt64(0), reference: UInt64(0)), count: subjects.count)
        // Each subject's node census, over the first wave of measured frames (not timed).
        let takers = subjects.map { _ in NodeCensusTaker() }
        var censuses = Array(repeating: [NodeCensus](), count: subjects.count)
        let warmUp = Self.warmUpFrames
        for frame in 0..<(warmUp + frames) {
            // A triangle wave over 240 frames: the value changes on every frame.
            let phase = Double(frame % 240) / 120
            let fraction = phase <= 1 ? phase : 2 - phase
            for (index, subject) in subjects.enumerated() {
                if Self.marksFrames {
                    FileHandle.standardError.write("cc-frame \(scenario) \(subject.name) \(subject.width)x\(subject.height) \(frame)\n".data(using: .utf8)!)
                }
                let start = Clock.nanoseconds()
                if moving { subject.moveTo(fraction) }
                draw(subject)
                if frame >= warmUp { samples[index].append(Double(Clock.nanoseconds() - start) / 1000) }
                if frame >= warmUp - 1, frame < warmUp + 240, let node = offscreen.lastNode {
                    let census = takers[index].take(node, scale: Double(scale))
                    if frame >= warmUp { censuses[index].append(census) }
                }
                if moving, frame >= warmUp - 1, frame < warmUp + 240, let hashes = offscreen.verifyLastFrame() {
                    if frame >= warmUp {
                        verified[index] += 1
                        if hashes.reference != previous[index].reference, hashes.image == previous[index].image { stale[index] += 1 }
                    }
                    previous[index] = hashes
                }
            }
        }
        for taker in takers { taker.release() }
        return subjects.indices.map { index in
            let subject = subjects[index], percentiles = Percentiles(samples[index])
            return FrameResult(renderer: renderer.rawValue, rendererType: offscreen.typeName, gtkVersion: gtkVersionString(), subject: subject.name, width: subject.width, height: subject.height, scale: scale,
                               scenario: scenario, frames: samples[index].count, medianMicroseconds: percentiles.median,
                               p95Microseconds: percentiles.p95, verifiedFrames: verified[index], staleFrames: stale[index],
                               census: NodeCensus.average(censuses[index]))
        }
    }

    /// One frame: lay out what needs it, snapshot, render to a texture at the device scale.
    private func draw(_ subject: Subject) {
        if let widget = subject.widget {
            var allocation = GtkAllocation(x: 0, y: 0, width: Int32(subject.width), height: Int32(subject.height))
            gtk_widget_size_allocate(widget, &allocation, -1)
        }
        offscreen.render(width: Double(subject.width * scale), height: Double(subject.height * scale)) { snapshot in
            gtk_snapshot_scale(snapshot, Float(scale), Float(scale))
            if let widget = subject.widget {
                gtk_widget_snapshot_child(fixed, widget, snapshot)
            } else {
                subject.paint?(snapshot)
            }
        }
    }
}
