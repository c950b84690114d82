import Foundation

/// The report as text: per-frame costs and what their nodes ask of the CPU, the desk, memory,
/// each under every renderer, and the targets judged with their 95 % intervals.
struct Table {
    let report: BenchmarkReport

    func render() -> String {
        var lines: [String] = []
        lines.append("CustomControls benchmark, \(report.date), \(report.machine), GTK \(report.gtkVersion), GSK renderers: \(rendererNames())")
        lines.append("\(report.rounds) rounds (fresh processes, subjects alternating); llvmpipe threads: \(report.llvmpipeThreads)"
            + (report.memoryLlvmpipeThreads.map { "; memory: \($0)" } ?? ""))
        if let kept = report.keptParts, !kept.isEmpty {
            lines.append("Kept from earlier sittings: " + kept.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", "))
        }
        lines.append("Load average before the run: \(report.loadAverage)" + (report.loadAverageAfter.map { "; after it: \($0)" } ?? ""))
        let busiest = report.loads.map(\.otherCores).max() ?? 0
        lines.append(String(format: "Other processes during the parts: at most %.2f cores busy", busiest)
            + (report.quietnessProblem.map { "; NOT QUIET: \($0), no verdicts" } ?? "; quiet"))
        for failure in report.failures {
            lines.append("FAILED (\(failure.renderer)): \(failure.reason.replacingOccurrences(of: "\n", with: "\n    "))")
        }
        lines.append("")
        lines += frameRows()
        lines.append("")
        lines += deskRows()
        lines.append("")
        lines += memoryRows()
        lines.append("")
        lines.append("Targets (95 % intervals over the rounds; met: the interval lies below the target, NOT MET: above it)")
        lines += targets().map { "  " + $0.verdict.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0) + " " + $0.text }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Frames

    /// One frame row over all its rounds.
    struct FrameCell {
        let rows: [FrameResult]
        var first: FrameResult { rows[0] }
        var median: Double { Estimate.median(rows.map(\.medianMicroseconds)) }
        var p95: Double { Estimate.median(rows.map(\.p95Microseconds)) }
        var census: NodeCensus { NodeCensus.average(rows.map(\.census)) }
        var stale: Int { rows.reduce(0) { $0 + $1.staleFrames } }
    }

    /// The rows of one renderer, subject, size, scale and case, in the order first measured.
    var frameCells: [FrameCell] {
        var order: [String] = [], cells: [String: [FrameResult]] = [:]
        for row in report.frames {
            let key = Self.key(row, subject: row.subject)
            if cells[key] == nil { order.append(key) }
            cells[key, default: []].append(row)
        }
        return order.map { FrameCell(rows: cells[$0]!) }
    }

    private static func key(_ row: FrameResult, subject: String) -> String {
        "\(row.renderer) \(subject) \(row.width)x\(row.height) \(row.scale) \(row.scenario)"
    }

    /// The row of `subject` measured beside `row`: same renderer, size, scale, case and round.
    private func partner(of row: FrameResult, named subject: String) -> FrameResult? {
        report.frames.first {
            $0.renderer == row.renderer && $0.subject == subject && $0.width == row.width && $0.height == row.height
                && $0.scale == row.scale && $0.scenario == row.scenario && $0.round == row.round
        }
    }

    /// `cell`'s median over `anchor`'s, round by round.
    func ratio(_ cell: FrameCell, to anchor: String) -> Estimate {
        Estimate(ratios: cell.rows.map { row in
            partner(of: row, named: anchor).map { row.medianMicroseconds / $0.medianMicroseconds } ?? .nan
        })
    }

    /// (subject − empty) / (GtkScale − empty), round by round: what each draws beyond the
    /// fixed cost every frame pays (the offscreen target and the read-back).
    func aboveFloor(_ cell: FrameCell) -> Estimate {
        Estimate(ratios: cell.rows.map { row in
            guard let anchor = partner(of: row, named: "gtkscale"), let floor = partner(of: row, named: "empty") else { return .nan }
            let reference = anchor.medianMicroseconds - floor.medianMicroseconds
            return reference > 0 ? (row.medianMicroseconds - floor.medianMicroseconds) / reference : .nan
        })
    }

    private func frameRows() -> [String] {
        var lines: [String] = []
        lines.append("Per-frame cost in µs (snapshot + render to a texture; GL, Vulkan: read back): the medians over the rounds of each")
        lines.append("process's median and p95 of its frames; ×GtkScale and above (the empty frame's cost taken from both): median")
        lines.append("of the rounds' ratios [95 % interval]. CPU: what the nodes ask of the CPU and the bus per frame, as GSK's GPU")
        lines.append("renderers take them: cairo nodes, device pixels rasterized on the CPU (cairo nodes, new textures), kB uploaded")
        let widths = [8, 15, 8, 5, 8, 7, 7, 20, 20, 5, 8, 7]
        lines.append(row(["renderer", "subject", "size", "scale", "case", "median", "p95", "×GtkScale", "above", "cairo", "CPU px", "kB up"], widths))
        for cell in frameCells {
            let row = cell.first, isControl = !FrameBenchmark.references.contains(row.subject)
            let census = cell.census
            lines.append(self.row([
                row.renderer, row.subject + (cell.stale > 0 ? " !" : ""), "\(row.width)x\(row.height)", "\(row.scale)", row.scenario,
                format(cell.median), format(cell.p95),
                row.subject == "gtkscale" ? "1" : ratio(cell, to: "gtkscale").text, isControl ? aboveFloor(cell).text : "",
                format(census.cairoNodes), format(census.cpuPixels), format(census.uploadBytes / 1000),
            ], widths))
        }
        let verified = report.frames.reduce(0) { $0 + $1.verifiedFrames }, stale = report.frames.reduce(0) { $0 + $1.staleFrames }
        if verified > 0 {
            lines.append("GPU frames (GL, Vulkan) checked against cairo's drawing of the same nodes: \(verified), stale pictures: \(stale)\(stale > 0 ? " (rows marked !)" : "")")
        }
        let jittery = frameCells.filter { $0.p95 > 2 * $0.median }
        lines.append("Rows whose p95 is over twice their median: \(jittery.count) of \(frameCells.count)"
            + jittery.map { "\n  \($0.first.renderer) \($0.first.subject) \($0.first.width)x\($0.first.height) scale \($0.first.scale) \($0.first.scenario): "
                + String(format: "p95 %.2f× the median", $0.p95 / $0.median) }.joined())
        return lines
    }

    // MARK: Desk and memory

    private func deskRows() -> [String] {
        var lines: [String] = []
        lines.append("Desk: one window on screen, every widget animating; frame time in ms, before-paint to after-paint and a")
        lines.append("round trip to the X server; medians over the rounds, desks alternating")
        let widths = [8, 16, 6, 6, 9, 9, 20, 10]
        lines.append(row(["renderer", "widgets", "count", "frames", "median", "p95", "×GtkScale", "p95/median"], widths))
        for renderer in report.renderers {
            for subject in DeskBenchmark.subjects {
                let rows = report.desk.filter { $0.renderer == renderer && $0.subject == subject }
                guard let first = rows.first else { continue }
                let median = Estimate.median(rows.map(\.medianMilliseconds)), p95 = Estimate.median(rows.map(\.p95Milliseconds))
                lines.append(row([renderer, subject, "\(first.widgets)", "\(rows.map(\.frames).reduce(0, +))", format(median), format(p95),
                                  subject == "gtkscale" ? "1" : deskRatio(renderer, subject).text, String(format: "%.2f", p95 / median)], widths))
            }
        }
        return lines
    }

    /// A desk's median frame over the GtkScale desk's, round by round.
    func deskRatio(_ renderer: String, _ subject: String = "controls") -> Estimate {
        let controls = report.desk.filter { $0.renderer == renderer && $0.subject == subject }
        return Estimate(ratios: controls.map { desk in
            report.desk.first { $0.renderer == renderer && $0.subject == "gtkscale" && $0.round == desk.round }
                .map { desk.medianMilliseconds / $0.medianMilliseconds } ?? .nan
        })
    }

    private func memoryRows() -> [String] {
        var lines: [String] = []
        lines.append("Memory: resident memory added per 1,000 instances (64 px, shown and drawn), in KiB: median and range of the rounds")
        let widths = [8, 16, 9, 9, 20, 19]
        lines.append(row(["renderer", "widget", "instances", "KiB/1000", "×GtkScale", "min–max (rounds)"], widths))
        for memory in report.memory {
            let spread = memory.rounds.flatMap { rounds in rounds.min().map { "\(format($0))–\(format(rounds.max()!)) (\(rounds.count))" } } ?? ""
            lines.append(row([memory.renderer, memory.subject, "\(memory.instances)", format(memory.kilobytesPerThousand),
                              memory.subject.hasPrefix("gtkscale") ? "1" : memoryRatio(memory).text, spread], widths))
        }
        return lines
    }

    /// `memory`'s rounds over its anchor's (knob-marks against gtkscale-marks), round by round.
    func memoryRatio(_ memory: MemoryResult) -> Estimate {
        let anchorName = MemoryBenchmark.anchor(of: memory.subject)
        guard let anchor = report.memory.first(where: { $0.renderer == memory.renderer && $0.subject == anchorName }),
              let rounds = memory.rounds, let anchorRounds = anchor.rounds else { return Estimate(ratios: []) }
        return Estimate(ratios: zip(rounds, anchorRounds).map { $0 / $1 })
    }

    // MARK: Targets

    /// A target judged: what it measures, its estimate and its verdict (also written to the
    /// JSON, for the chart).
    struct Target: Codable {
        /// "frame", "static", "desk", "desk-p95", "memory", "stale" or "failed".
        var kind: String
        var renderer: String
        var subject: String
        var estimate: Estimate?
        /// The most the estimate may be.
        var target: Double?
        var verdict: Verdict
        var text: String
        /// The same measure of the same shapes drawn from stock GSK nodes alone (a stock dial
        /// for the knob and the circular controls, a stock range for the range slider, the
        /// stock desk for the desk): what the target asks, set against what GTK's own nodes
        /// cost. Nil where the sitting measured no floor.
        var floor: Estimate? = nil
        /// The floor's subject, e.g. "stock-dial".
        var floorSubject: String? = nil
    }

    /// The stock-node subject with `subject`'s shapes: a stock range for the range slider, a
    /// stock dial for the knob and the circular controls; for memory, the circular controls'
    /// is a circular slider's own shapes (its glow's bands and its handle's shadow too).
    static func floorSubject(of subject: String, memory: Bool = false) -> String {
        if subject == "range-slider" { return "stock-range" }
        return memory && subject.hasPrefix("circular") ? "stock-circular" : "stock-dial"
    }

    /// The targets, each judged on its interval (no verdict on a machine that was not quiet):
    /// at 200 px, scale 1, dragging, under cairo at most 0.5× GtkScale, under the GPU renderers
    /// at most 1.5× GtkScale above the empty frame (2× before GTK 4.14, whose GL renderer has
    /// no node but cairo's for a ring); at rest, on the newest GTK the test command covers
    /// (4.24, whose GPU renderers keep a fill's mask by its path), at most GtkScale at rest;
    /// the desk's median at most 0.6× the GtkScale desk's (0.75× before 4.14) and its p95 at
    /// most 2× its median; memory at most GtkScale's; every GPU frame its own picture.
    func targets() -> [Target] {
        var targets: [Target] = []
        // The targets of #54 hold where GTK draws with GSK's nodes on the GPU (4.14 and later);
        // before that, the targets of the sitting they were set against.
        let minor = report.gtkVersion.split(separator: ".").dropFirst().first.flatMap { Int($0) } ?? 0
        let drawsNodes = minor >= 14, newest = minor >= 24
        let gpuFrameTarget = drawsNodes ? 1.5 : 2, deskTarget = drawsNodes ? 0.6 : 0.75
        func judge(_ kind: String, _ renderer: String, _ subject: String, _ estimate: Estimate, atMost target: Double, _ text: String,
                   floor: (subject: String, estimate: Estimate)? = nil) {
            let floor = floor.flatMap { $0.estimate.rounds > 0 ? $0 : nil }
            targets.append(Target(kind: kind, renderer: renderer, subject: subject, estimate: estimate, target: target,
                                  verdict: report.quiet ? estimate.verdict(atMost: target) : .noVerdict,
                                  text: "\(text): \(estimate.text(near: target)) (target ≤ \(String(format: "%g", target))×)"
                                      + (floor.map { "; \($0.subject): \($0.estimate.text)" } ?? ""),
                                  floor: floor?.estimate, floorSubject: floor?.subject))
        }
        for cell in frameCells {
            let row = cell.first
            guard row.scale == 1, row.width == 200, !FrameBenchmark.references.contains(row.subject) else { continue }
            let measured = { (cell: FrameCell) in row.renderer == "cairo" ? ratio(cell, to: "gtkscale") : aboveFloor(cell) }
            let measure = row.renderer == "cairo" ? "× GtkScale" : "above the empty frame, × GtkScale"
            let floorSubject = Self.floorSubject(of: row.subject)
            let floor = frameCells.first { Self.key($0.first, subject: $0.first.subject) == Self.key(row, subject: floorSubject) }
                .map { (subject: floorSubject, estimate: measured($0)) }
            if row.scenario == "dragging" {
                judge("frame", row.renderer, row.subject, measured(cell), atMost: row.renderer == "cairo" ? 0.5 : gpuFrameTarget,
                      "\(row.renderer): \(row.subject) dragging at 200 px, scale 1, \(measure)", floor: floor)
            } else if newest {
                judge("static", row.renderer, row.subject, measured(cell), atMost: 1, "\(row.renderer): \(row.subject) at rest at 200 px, scale 1, \(measure)",
                      floor: floor)
            }
        }
        for renderer in report.renderers where report.desk.contains(where: { $0.renderer == renderer && $0.subject == "controls" }) {
            let controls = report.desk.filter { $0.renderer == renderer && $0.subject == "controls" }
            judge("desk", renderer, "controls", deskRatio(renderer), atMost: deskTarget, "\(renderer): desk of \(controls[0].widgets), median frame × the GtkScale desk's",
                  floor: (subject: "stock", estimate: deskRatio(renderer, "stock")))
            judge("desk-p95", renderer, "controls", Estimate(ratios: controls.map { $0.p95Milliseconds / $0.medianMilliseconds }), atMost: 2,
                  "\(renderer): desk of \(controls[0].widgets), p95 × its median")
        }
        for memory in report.memory where !memory.subject.hasPrefix("gtkscale") && !memory.subject.hasPrefix("stock") {
            let floorSubject = Self.floorSubject(of: memory.subject, memory: true)
            // (None for the knob with marks, set against GtkScale with the same marks.)
            let floor = memory.subject == "knob-marks" ? nil
                : report.memory.first { $0.renderer == memory.renderer && $0.subject == floorSubject }.map { (subject: floorSubject, estimate: memoryRatio($0)) }
            judge("memory", memory.renderer, memory.subject, memoryRatio(memory), atMost: 1, "\(memory.renderer): \(memory.subject) memory × \(MemoryBenchmark.anchor(of: memory.subject))",
                  floor: floor)
        }
        for renderer in report.renderers where report.frames.contains(where: { $0.renderer == renderer && $0.verifiedFrames > 0 }) {
            let stale = report.frames.filter { $0.renderer == renderer }.reduce(0) { $0 + $1.staleFrames }
            targets.append(Target(kind: "stale", renderer: renderer, subject: "", verdict: stale == 0 ? .met : .missed, text: "\(renderer): every checked frame shows its own picture (\(stale) stale)"))
        }
        for failure in report.failures {
            targets.append(Target(kind: "failed", renderer: failure.renderer, subject: failure.part, verdict: .missed, text: "\(failure.renderer): \(failure.part) measured nothing (failed)"))
        }
        return targets
    }

    // MARK: Text

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

    private func row(_ cells: [String], _ widths: [Int]) -> String {
        zip(cells, widths).enumerated().map { index, pair in
            index < 2 ? pair.0.padding(toLength: pair.1, withPad: " ", startingAt: 0)
                : String(repeating: " ", count: max(0, pair.1 - pair.0.count)) + pair.0
        }.joined(separator: " ")
    }

    private func format(_ value: Double) -> String {
        value.isNaN ? "-" : value >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value)
    }
}
