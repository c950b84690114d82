import Foundation

/// One measured case of the per-frame benchmark: a subject drawn at one size and scale.
struct FrameResult: Codable {
    /// "knob", "range-slider", "circular-slider", "gtkscale" or "fill".
    var subject: String
    var width: Int
    var height: Int
    var scale: Int
    /// "static" (nothing changes between frames) or "dragging" (the value changes every frame).
    var scenario: String
    var frames: Int
    var medianMicroseconds: Double
    var p95Microseconds: Double
}

/// The desk scenario: one window of many controls, all animating at once.
struct DeskResult: Codable {
    /// "controls" (a mix of the three) or "gtkscale" (the same number of GtkScales).
    var subject: String
    var widgets: Int
    var frames: Int
    /// Ticks, layout, snapshot and render to an image by the GSK cairo renderer.
    var medianMilliseconds: Double
    var p95Milliseconds: Double
    /// The same frame drawn on the X server instead, up to `after-paint` and a round trip.
    var onScreenMedianMilliseconds: Double
    var onScreenP95Milliseconds: Double
}

/// Resident memory added by a number of instances, shown in a window and drawn.
struct MemoryResult: Codable {
    var subject: String
    var instances: Int
    var kilobytesPerThousand: Double
}

/// Everything one run measured, as written to the JSON file.
struct BenchmarkReport: Codable {
    var date: String
    var machine: String
    var gtkVersion: String
    var renderer: String
    var frames: [FrameResult] = []
    var desk: [DeskResult] = []
    var memory: [MemoryResult] = []
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
