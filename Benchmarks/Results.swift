import Foundation

/// One measured case of the per-frame benchmark: a subject drawn at one size and scale.
struct FrameResult: Codable {
    /// The GSK renderer: "cairo", "gl" or "vulkan".
    var renderer: String
    /// The GType name of the renderer that drew the row (the window's, and offscreen frames'
    /// too), e.g. "GskGLRenderer": on GTK 4.8 the old GL renderer, on 4.18 the new one.
    var rendererType: String
    /// The GTK the row was measured with, as the process loaded it, e.g. "4.18.6".
    var gtkVersion: String
    /// "knob", "knob-marks" (10,000 marks), "range-slider", "circular-slider", "circular-range", "gtkscale" or "fill".
    var subject: String
    var width: Int
    var height: Int
    var scale: Int
    /// "static" (nothing changes between frames) or "dragging" (the value changes every frame).
    var scenario: String
    var frames: Int
    var medianMicroseconds: Double
    var p95Microseconds: Double
    /// Frames (GPU renderers, dragging: the first wave) whose image was checked against cairo's drawing
    /// of the same nodes, and how many of those showed a stale picture (the reference changed
    /// from the frame before, the image did not). Nonzero stale frames make the row worthless.
    var verifiedFrames: Int
    var staleFrames: Int
    /// What its frames' nodes ask of the CPU and the bus (``NodeCensus``), averaged over the
    /// first 240 measured frames.
    var census: NodeCensus
    /// The round (fresh process) it was measured in, counted from 0; set by the parent.
    var round: Int? = nil
}

/// The desk scenario: one window of many controls, all animating at once.
struct DeskResult: Codable {
    /// The renderer that draws the window: "cairo", "gl" or "vulkan".
    var renderer: String
    /// The GType name of the renderer that drew the row (the window's, and offscreen frames'
    /// too), e.g. "GskGLRenderer": on GTK 4.8 the old GL renderer, on 4.18 the new one.
    var rendererType: String
    /// The GTK the row was measured with, as the process loaded it, e.g. "4.18.6".
    var gtkVersion: String
    /// "controls" (a mix of the three) or "gtkscale" (the same number of GtkScales).
    var subject: String
    var widgets: Int
    /// How many of the widgets are ranges (every third on the controls' and the stock desks,
    /// none on GtkScale's); absent from sittings before it was counted.
    var ranges: Int? = nil
    var frames: Int
    /// A frame on screen, from the frame clock's `before-paint` to `after-paint` and a round
    /// trip to the display server: ticks, layout, snapshot, the renderer's drawing, presenting.
    var medianMilliseconds: Double
    var p95Milliseconds: Double
    /// The round (fresh process) it was measured in, counted from 0; set by the parent.
    var round: Int? = nil
}

/// Resident memory added by a number of instances, shown in a window and drawn.
struct MemoryResult: Codable {
    /// The renderer that draws the window: "cairo", "gl" or "vulkan".
    var renderer: String
    /// The GType name of the renderer that drew the row (the window's, and offscreen frames'
    /// too), e.g. "GskGLRenderer": on GTK 4.8 the old GL renderer, on 4.18 the new one.
    var rendererType: String
    /// The GTK the row was measured with, as the process loaded it, e.g. "4.18.6".
    var gtkVersion: String
    var subject: String
    var instances: Int
    /// The median of ``rounds``: the row's figure.
    var kilobytesPerThousand: Double
    /// Each round's figure, in the order they ran (a fresh process each); nil in a part's own
    /// output, which is one round.
    var rounds: [Double]? = nil
    /// llvmpipe's rasterizer threads in the process that measured it (`LP_NUM_THREADS`; nil:
    /// not set, or a row measured before 1 December).
    var llvmpipeThreads: Int? = nil
}

/// Everything one run measured, as written to the JSON file.
struct BenchmarkReport: Codable {
    var date: String
    var machine: String
    var gtkVersion: String
    /// The renderers measured (frames, desk and memory under each): by default every one the
    /// running GTK has (``RendererKind/available``).
    var renderers: [String]
    /// What else the machine was doing: `/proc/loadavg` before the run.
    var loadAverage: String
    /// `/proc/loadavg` when the run ended: with the one before, what else the machine did
    /// during the run (the 1-minute figure covers its last minute).
    var loadAverageAfter: String?
    var frames: [FrameResult] = []
    var desk: [DeskResult] = []
    var memory: [MemoryResult] = []
    /// Parts whose child failed: its rows are missing, and the run exits with status 1.
    var failures: [FailedPart] = []
    /// How many rounds (fresh processes, subjects alternating) each part ran.
    var rounds = 1
    /// What else the machine did during each part.
    var loads: [PartLoad] = []
    /// llvmpipe's rasterizer threads (`LP_NUM_THREADS`), pinned for the run.
    var llvmpipeThreads: Int = 0
    /// llvmpipe's rasterizer threads in the memory part's processes, read from its rows: none
    /// since 1 December (see `Orchestrator`); nil when the rows do not say one number (rows
    /// measured before then, which ran with ``llvmpipeThreads``, or no memory rows).
    var memoryLlvmpipeThreads: Int? {
        let threads = Set(memory.map(\.llvmpipeThreads))
        return threads.count == 1 ? threads.first! : nil
    }
    /// The targets as the table judged them.
    var targets: [Table.Target] = []
    /// The parts kept from an earlier sitting (`--keep`), each with that sitting's date and
    /// machine, e.g. ["frames": "2026-11-29, AMD EPYC 7B13, 2 cores"]; the others were
    /// measured on ``date`` by ``machine``.
    var keptParts: [String: String]? = nil
    /// Whether the machine was quiet enough for verdicts (``BenchmarkReport/quietnessProblem``).
    var quiet: Bool { quietnessProblem == nil }

    /// The report's parts: each runs its own children (``Orchestrator``), and `--parts` may
    /// measure some again into an earlier report.
    static let parts = ["frames", "desk", "memory"]

    /// The largest one-minute load average before the run, and the largest share of the CPU
    /// other processes took during any part, at which the run still gives verdicts.
    static let quietLoad = 1.0, quietOtherCores = 0.25

    /// Why the machine was not quiet, or nil when it was: the one-minute load average before
    /// the run over 1.0, or other processes keeping more than a quarter of a core busy during a
    /// part. (The load average during the run counts the benchmark's own threads.)
    var quietnessProblem: String? {
        let before = Double(loadAverage.split(separator: " ").first ?? "") ?? .nan
        if !(before <= Self.quietLoad) { return "the one-minute load average was \(before) before the run (over \(Self.quietLoad))" }
        if let busiest = loads.max(by: { $0.otherCores < $1.otherCores }), busiest.otherCores > Self.quietOtherCores {
            return String(format: "other processes kept %.2f cores busy during %@ (%@)", busiest.otherCores, busiest.part, busiest.renderer)
        }
        return nil
    }
}

/// A part that did not measure what it claims: its child failed, logged a GLib warning or
/// critical, or found its window drawn by another renderer than the one asked for.
struct FailedPart: Codable {
    var renderer: String
    /// The child's arguments, e.g. "--part desk --subject controls ...".
    var part: String
    /// How it ended, and the lines that show why.
    var reason: String
}

/// Median and 95th percentile of a sample.
struct Percentiles {
    let median: Double
    let p95: Double

    init(_ sample: [Double]) {
        let sorted = sample.sorted()
        func at(_ quantile: Double) -> Double {
            guard !sorted.isEmpty else { return .nan }
            return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * quantile).rounded()))]
        }
        median = at(0.5)
        p95 = at(0.95)
    }
}
