import CustomControlsCGtk
import CustomControls
import Foundation

/// A desk: one window holding many controls (a mix of the three), all animating at once on
/// GTK's own frame clock; or as many GtkScales, or stock-node widgets drawing the same mix.
///
/// A frame's cost is what GTK does for it on screen, as users see it, under the renderer that
/// draws the window (`GSK_RENDERER`: cairo, GL or Vulkan, checked to be the one asked for): from the frame clock's `before-paint` (the
/// animation ticks, the layout, the snapshot, the renderer's drawing and presenting) to
/// `after-paint` and a round trip to the display server, so the server has taken the frame.
/// Under the GPU renderers, presenting (a buffer swap or a Vulkan present, which over Xvfb is
/// llvmpipe's or lavapipe's copy to the server) waits for the frame's drawing to finish, so no
/// work leaks into the next frame.
@MainActor
final class DeskBenchmark {
    /// The desks, as `--subject` takes them: the controls, the GtkScale anchor, and the
    /// controls' shapes drawn by stock-node widgets (``StockWidget``), the desk's node-level floor.
    nonisolated static let subjects = ["controls", "gtkscale", "stock"]

    /// Each widget's width and height (a range's height: ``FrameBenchmark/sliderHeight``).
    static let side: Int32 = 64

    let renderer: RendererKind
    let subject: String
    let count: Int
    let frames: Int
    private let window: UnsafeMutablePointer<GtkWidget>
    private let grid: UnsafeMutablePointer<GtkWidget>
    /// Each entry moves one widget to a new value: animated for our controls; GtkScale and the
    /// stock widgets have no animation, so they move on every frame instead.
    private var movers: [(Double) -> Void] = []
    private var frameStart: UInt64 = 0
    private var samples: [Double] = []
    /// Frame clock time (µs) at which the running animations were started.
    private var animationsStarted = -1
    private var random = SplitMix64(seed: 42)
    /// Keeps the Swift handles (and so their handlers) alive while the window is.
    private var controls: [AnyObject] = []

    /// `subject` is one of ``subjects``.
    init(renderer: RendererKind, subject: String, count: Int, frames: Int) {
        self.renderer = renderer
        self.subject = subject
        self.count = count
        self.frames = frames
        window = gtk_window_new()
        grid = gtk_grid_new()
        gtk_window_set_child(window.window, grid)
    }

    func run() -> DeskResult {
        let columns = Int(Double(count).squareRoot().rounded(.up)), rows = (count + columns - 1) / columns
        var ranges = 0
        for index in 0..<count {
            let (widget, isRange) = makeWidget(index)
            if isRange { ranges += 1 }
            // A range is as tall as a range slider's natural height, centred in its square.
            gtk_widget_set_size_request(widget, Self.side, isRange ? Int32(FrameBenchmark.sliderHeight) : Self.side)
            if isRange { gtk_widget_set_valign(widget, GTK_ALIGN_CENTER) }
            gtk_grid_attach(grid.grid, widget, Int32(index % columns), Int32(index / columns), 1, 1)
        }
        // Every widget gets the same 64 px square on every desk: a window of natural sizes
        // would give a circular slider 220 px and a GtkScale 64, and compare areas, not widgets.
        // (GtkScale draws its trough and slider centred across its square.)
        gtk_grid_set_row_homogeneous(grid.grid, 1)
        gtk_grid_set_column_homogeneous(grid.grid, 1)
        gtk_window_set_default_size(window.window, Int32(columns) * Self.side, Int32(rows) * Self.side)
        MainLoop.show(window, until: { gtk_widget_get_mapped(self.grid) != 0 })
        let rendererType = requireRenderer(renderer, of: window)

        let box = Unmanaged.passUnretained(self).toOpaque()
        let clock = gtk_widget_get_frame_clock(window)!
        let before = g_signal_connect_data(UnsafeMutableRawPointer(clock), "before-paint", unsafeBitCast(Self.beforePaint, to: GCallback.self), box, nil, GConnectFlags(rawValue: 0))
        let after = g_signal_connect_data(UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(Self.afterPaint, to: GCallback.self), box, nil, GConnectFlags(rawValue: 0))
        let tick = gtk_widget_add_tick_callback(window, Self.tick, box, nil)
        MainLoop.run(until: { self.samples.count >= self.frames + 10 }, timeout: Double(frames) + 30)
        gtk_widget_remove_tick_callback(window, tick)
        g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), before)
        g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), after)
        gtk_window_destroy(window.window)

        // The first frames settle caches.
        let measured = Percentiles(Array(samples.dropFirst(10)))
        return DeskResult(renderer: renderer.rawValue, rendererType: rendererType, gtkVersion: gtkVersionString(), subject: subject, widgets: count, ranges: ranges, frames: samples.count - 10,
                          medianMilliseconds: measured.median / 1000, p95Milliseconds: measured.p95 / 1000)
    }

    /// Widget `index` of the desk, and whether it is a range: every third of a desk of
    /// controls is a range slider after a knob and a circular slider, and of the stock desk a
    /// range after two dials; GtkScale's desk has GtkScales alone.
    private func makeWidget(_ index: Int) -> (widget: UnsafeMutablePointer<GtkWidget>, isRange: Bool) {
        if subject == "gtkscale" {
            let scale = makeGtkScale()
            movers.append(scale.moveTo)
            return (scale.widget, false)
        }
        let isRange = index % 3 == 2
        if subject == "stock" {
            // A dial in place of the knob and the circular slider, a range in the range slider's.
            let stock = StockWidget(isRange ? .range : .dial)
            movers.append(stock.move)
            return (stock.widget, isRange)
        }
        if isRange {
            let slider = RangeSlider()
            controls.append(slider)
            movers.append { slider.setValues(lower: $0 * 0.5, upper: 0.5 + $0 * 0.5, animated: true) }
            return (slider.widget, true)
        }
        if index % 3 == 0 {
            let knob = Knob()
            controls.append(knob)
            movers.append { knob.setValue($0, animated: true) }
            return (knob.widget, false)
        }
        let slider = CircularSlider()
        controls.append(slider)
        movers.append { slider.setValue($0 * 360, animated: true) }
        return (slider.widget, false)
    }

    /// Starts new animations as the running ones end (an animation lasts 0.25 s of frame
    /// time), so on every frame every control is animating, however long frames take; moves
    /// every GtkScale and stock widget on every frame.
    private func onTick(frameTime: Int) {
        guard subject != "controls" || animationsStarted < 0 || frameTime - animationsStarted >= 250_000 else { return }
        animationsStarted = frameTime
        for move in movers { move(random.nextFraction()) }
    }

    private static let tick: GtkTickCallback = { _, clock, box in
        let desk = Box(box)
        let frameTime = gdk_frame_clock_get_frame_time(clock)
        MainActor.assumeIsolated { desk.benchmark.onTick(frameTime: frameTime) }
        return 1  // G_SOURCE_CONTINUE
    }

    private static let beforePaint: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, box in
        let desk = Box(box)
        MainActor.assumeIsolated { desk.benchmark.frameStart = Clock.nanoseconds() }
    }

    private static let afterPaint: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, box in
        let box = Box(box)
        MainActor.assumeIsolated {
            let desk = box.benchmark
            gdk_display_sync(gtk_widget_get_display(desk.window))
            desk.samples.append(Double(Clock.nanoseconds() - desk.frameStart) / 1000)
        }
    }
}

/// The benchmark's pointer as GTK hands it back to a C callback, which runs on the main thread.
private struct Box: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer?
    init(_ pointer: UnsafeMutableRawPointer?) { self.pointer = pointer }
    @MainActor var benchmark: DeskBenchmark { Unmanaged<DeskBenchmark>.fromOpaque(pointer!).takeUnretainedValue() }
}

/// A small seeded random number generator, so every run animates the same way.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func nextFraction() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
