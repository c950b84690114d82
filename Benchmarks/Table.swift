import Foundation

/// The report as text: per-frame costs with their ratios to GtkScale and to the solid fill,
/// the desk, memory, each under every renderer, and the issue's targets checked against this
/// run's numbers.
struct Table {
    let report: BenchmarkReport

    func render() -> String {
        var lines: [String] = []
        lines.append("CustomControls benchmark, \(report.date), \(report.machine), GTK \(report.gtkVersion), GSK renderers: \(rendererNames())")
        lines.append("Load average before the run: \(report.loadAverage)" + (report.loadAverageAfter.map { "; after it: \($0)" } ?? ""))
        for failure in report.failures {
            lines.append("FAILED (\(failure.renderer)): \(failure.reason.replacingOccurrences(of: "\n", with: "\n    "))")
        }
        lines.append("")
        lines.append("Per-frame cost in µs (snapshot + render to a texture; GL, Vulkan: read back), median and p95 of \(report.frames.first?.frames ?? 0) frames;")
        lines.append("×GtkScale: median ratio (p95×: of the p95s); above: the same with the fill's cost taken from both")
        let widths = [8, 16, 9, 5, 9, 8, 8, 9, 6, 7, 7, 7]
        lines.append(row(["renderer", "control", "size", "scale", "case", "median", "p95", "×GtkScale", "p95×", "above", "p95 ab", "×fill"], widths))
        for result in report.frames where result.subject != "fill" && result.subject != "gtkscale" {
            let anchor = partner(of: result, named: "gtkscale"), floor = partner(of: result, named: "fill")
            lines.append(row([
                result.renderer, result.subject + (result.staleFrames > 0 ? " !" : ""), "\(result.width)x\(result.height)", "\(result.scale)",
                result.scenario, format(result.medianMicroseconds), format(result.p95Microseconds),
                ratio(result.medianMicroseconds, anchor?.medianMicroseconds), ratio(result.p95Microseconds, anchor?.p95Microseconds),
                aboveFloor(result, anchor, floor, \.medianMicroseconds), aboveFloor(result, anchor, floor, \.p95Microseconds),
                ratio(result.medianMicroseconds, floor?.medianMicroseconds),
            ], widths))
        }
        for result in report.frames where result.subject == "fill" || result.subject == "gtkscale" {
            let floor = partner(of: result, named: "fill")
            lines.append(row([
                result.renderer, result.subject, "\(result.width)x\(result.height)", "\(result.scale)", result.scenario,
                format(result.medianMicroseconds), format(result.p95Microseconds),
                result.subject == "gtkscale" ? "1" : "", "", "", "", ratio(result.medianMicroseconds, floor?.medianMicroseconds),
            ], widths))
        }
        let verified = report.frames.reduce(0) { $0 + $1.verifiedFrames }, stale = report.frames.reduce(0) { $0 + $1.staleFrames }
        if verified > 0 {
            lines.append("GPU frames (GL, Vulkan) checked against cairo's drawing of the same nodes: \(verified), stale pictures: \(stale)\(stale > 0 ? " (rows marked !)" : "")")
        }
        lines.append("")
        lines.append("Desk: one window on screen, every widget animating; frame time in ms, before-paint to after-paint and a")
        lines.append("round trip to the X server (ticks, layout, snapshot, the renderer's drawing, presenting)")
        let deskWidths = [8, 16, 6, 6, 9, 9, 10, 10]
        lines.append(row(["renderer", "widgets", "count", "frames", "median", "p95", "×GtkScale", "p95/median"], deskWidths))
        for desk in report.desk {
            let anchor = report.desk.first { $0.renderer == desk.renderer && $0.subject == "gtkscale" }
            lines.append(row([desk.renderer, desk.subject, "\(desk.widgets)", "\(desk.frames)", format(desk.medianMilliseconds),
                              format(desk.p95Milliseconds), ratio(desk.medianMilliseconds, anchor?.medianMilliseconds),
                              ratio(desk.p95Milliseconds, desk.medianMilliseconds)], deskWidths))
        }
        lines.append("")
        lines.append("Memory: resident memory added per 1,000 instances (64 px, shown and drawn), in KiB: the median of the rounds")
        let memoryWidths = [8, 16, 9, 9, 9, 17]
        lines.append(row(["renderer", "widget", "instances", "KiB/1000", "×GtkScale", "rounds (least–most)"], memoryWidths))
        // knob-marks is set against gtkscale-marks (the same marks), the rest against gtkscale.
        for memory in report.memory {
            let anchor = report.memory.first { $0.renderer == memory.renderer && $0.subject == MemoryBenchmark.anchor(of: memory.subject) }
            let spread = memory.rounds.flatMap { rounds in rounds.min().map { "\(format($0))–\(format(rounds.max()!)) (\(rounds.count))" } } ?? ""
            lines.append(row([memory.renderer, memory.subject, "\(memory.instances)", format(memory.kilobytesPerThousand),
                              ratio(memory.kilobytesPerThousand, anchor?.kilobytesPerThousand), spread], memoryWidths))
        }
        lines.append("")
        lines.append("Targets")
        lines += targets()
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each renderer with the GType name of the renderer that really drew its rows, e.g.
    /// "cairo (GskCairoRenderer), gl (GskGLRenderer)".
    private func rendererNames() -> String {
        report.renderers.map { renderer in
            let types = Set(report.frames.filter { $0.renderer == renderer }.map(\.rendererType)
                + report.desk.filter { $0.renderer == renderer }.map(\.rendererType)
                + report.memory.filter { $0.renderer == renderer }.map(\.rendererType)).sorted()
            return types.isEmpty ? "\(renderer) (no rows)" : "\(renderer) (\(types.joined(separator: ", ")))"
        }.joined(separator: ", ")
    }

    /// The targets of issue #34, each checked against this run: under cairo at most 0.5×
    /// GtkScale, under the GPU renderers at most 2× GtkScale above the fill (200 px, scale 1,
    /// dragging); the desk's median at most 0.75× the GtkScale desk's and its p95 at most 2× its
    /// median; memory at most GtkScale's.
    private func targets() -> [String] {
        var lines: [String] = []
        for result in report.frames where result.scenario == "dragging" && result.scale == 1 && result.width == 200
            && result.subject != "fill" && result.subject != "gtkscale" {
            guard let anchor = partner(of: result, named: "gtkscale"), let floor = partner(of: result, named: "fill") else { continue }
            if result.renderer != "cairo" {
                let above = (result.medianMicroseconds - floor.medianMicroseconds) / (anchor.medianMicroseconds - floor.medianMicroseconds)
                lines.append(check(above <= 2, "\(result.renderer): \(result.subject) dragging at 200 px, scale 1, above the fill: "
                    + "\(String(format: "%.2f", above))× GtkScale (target ≤ 2×)"))
            } else {
                let toAnchor = result.medianMicroseconds / anchor.medianMicroseconds
                lines.append(check(toAnchor <= 0.5, "\(result.renderer): \(result.subject) dragging at 200 px, scale 1: "
                    + "\(String(format: "%.2f", toAnchor))× GtkScale (target ≤ 0.5×)"))
            }
        }
        for desk in report.desk where desk.subject == "controls" {
            guard let anchor = report.desk.first(where: { $0.renderer == desk.renderer && $0.subject == "gtkscale" }) else { continue }
            let toAnchor = desk.medianMilliseconds / anchor.medianMilliseconds
            lines.append(check(toAnchor <= 0.75, "\(desk.renderer): desk of \(desk.widgets), median frame \(format(desk.medianMilliseconds)) ms: "
                + "\(String(format: "%.2f", toAnchor))× the GtkScale desk's \(format(anchor.medianMilliseconds)) ms (target ≤ 0.75×)"))
            lines.append(check(desk.p95Milliseconds <= 2 * desk.medianMilliseconds, "\(desk.renderer): desk of \(desk.widgets), p95 "
                + "\(format(desk.p95Milliseconds)) ms: \(String(format: "%.2f", desk.p95Milliseconds / desk.medianMilliseconds))× its median (target ≤ 2×)"))
        }
        for memory in report.memory where !memory.subject.hasPrefix("gtkscale") {
            let anchorName = MemoryBenchmark.anchor(of: memory.subject)
            guard let anchor = report.memory.first(where: { $0.renderer == memory.renderer && $0.subject == anchorName }) else { continue }
            lines.append(check(memory.kilobytesPerThousand <= anchor.kilobytesPerThousand, "\(memory.renderer): \(memory.subject) memory: "
                + "\(format(memory.kilobytesPerThousand)) KiB/1000 vs \(anchorName) \(format(anchor.kilobytesPerThousand)) (target ≤)"))
        }
        for renderer in report.renderers where report.frames.contains(where: { $0.renderer == renderer && $0.verifiedFrames > 0 }) {
            let stale = report.frames.filter { $0.renderer == renderer }.reduce(0) { $0 + $1.staleFrames }
            lines.append(check(stale == 0, "\(renderer): every checked frame shows its own picture (\(stale) stale)"))
        }
        for failure in report.failures {
            lines.append(check(false, "\(failure.renderer): \(failure.part) measured nothing (failed)"))
        }
        return lines
    }

    private func check(_ met: Bool, _ text: String) -> String { (met ? "  met      " : "  NOT MET  ") + text }

    /// The anchor or floor measured under the same renderer at the same size, scale and case.
    private func partner(of result: FrameResult, named name: String) -> FrameResult? {
        report.frames.first {
            $0.renderer == result.renderer && $0.subject == name && $0.width == result.width && $0.height == result.height
                && $0.scale == result.scale && $0.scenario == result.scenario
        }
    }

    /// (subject − fill) / (GtkScale − fill): what each draws beyond filling its area, which
    /// leaves out what every frame pays alike (under GL, the offscreen target and read-back).
    private func aboveFloor(_ result: FrameResult, _ anchor: FrameResult?, _ floor: FrameResult?, _ value: KeyPath<FrameResult, Double>) -> String {
        guard let anchor, let floor else { return "-" }
        let reference = anchor[keyPath: value] - floor[keyPath: value]
        guard reference > 0 else { return "-" }
        return String(format: "%.2f", (result[keyPath: value] - floor[keyPath: value]) / reference)
    }

    private func row(_ cells: [String], _ widths: [Int]) -> String {
        zip(cells, widths).enumerated().map { index, pair in
            index < 2 ? pair.0.padding(toLength: pair.1, withPad: " ", startingAt: 0)
                : String(repeating: " ", count: max(0, pair.1 - pair.0.count)) + pair.0
        }.joined(separator: " ")
    }

    private func format(_ value: Double) -> String {
        value.isNaN ? "-" : value >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value)
    }

    private func ratio(_ value: Double, _ reference: Double?) -> String {
        guard let reference, reference > 0 else { return "-" }
        return String(format: "%.2f", value / reference)
    }
}
