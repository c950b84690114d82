import Foundation
import Testing

@testable import CustomControlsBenchmark

/// The benchmark's verdicts, checked without running it: the bootstrap interval against the
/// order statistics it must land on, and the committed sittings' targets recomputed from their
/// own JSON.
struct BenchmarkStatisticsTests {
    /// With five rounds, the median of a resample is its third smallest draw, at most the
    /// smallest round with probability 1 − P(at most two of five draws are it) = 5.8 %, and at
    /// least the largest with as much: the 2.5th and 97.5th percentiles are the smallest and
    /// largest rounds. With seven, the smallest round is the median with probability 1.0 %, the
    /// second smallest or below 10.8 %: the interval runs from the second to the sixth round.
    @Test func theIntervalRunsBetweenTheOrderStatisticsTheRoundCountGives() {
        let five = Estimate(ratios: [0.47, 0.40, 0.49, 0.42, 0.45])
        #expect(five.value == 0.45 && five.low == 0.40 && five.high == 0.49 && five.rounds == 5)
        let seven = Estimate(ratios: [2.6, 1.9, 2.2, 3.4, 2.0, 2.4, 2.9])
        #expect(seven.value == 2.4 && seven.low == 2.0 && seven.high == 2.9 && seven.rounds == 7)
        // Even counts take the middle pair's mean.
        #expect(Estimate(ratios: [1, 4, 2, 3]).value == 2.5)
    }

    @Test func roundsThatMeasuredNothingAreLeftOut() {
        let estimate = Estimate(ratios: [1, .nan, .infinity, 2, 3])
        #expect(estimate.rounds == 3 && estimate.value == 2)
        let none = Estimate(ratios: [.nan])
        #expect(none.rounds == 0 && none.value.isNaN && none.verdict(atMost: 1) == .undecided && none.text == "-")
    }

    /// Met when the whole interval lies at or below the target, missed when it lies wholly above
    /// it, undecided when the target falls inside it: each side and each edge.
    @Test func aVerdictFollowsWhereTheWholeIntervalLies() {
        let estimate = Estimate(ratios: [0.47, 0.40, 0.49, 0.42, 0.45])
        #expect(estimate.verdict(atMost: 0.5) == .met)
        #expect(estimate.verdict(atMost: 0.49) == .met)
        #expect(estimate.verdict(atMost: 0.489) == .undecided)
        #expect(estimate.verdict(atMost: 0.45) == .undecided)
        #expect(estimate.verdict(atMost: 0.40) == .undecided)
        #expect(estimate.verdict(atMost: 0.399) == .missed)
    }

    /// Two decimals, but three where two would show the interval on the target it misses.
    @Test func theTextShowsEnoughDecimalsToSeeWhichSideOfTheTarget() {
        let near = Estimate(ratios: [1.0003, 1.0005, 1.0009, 1.0004, 1.0006])
        #expect(near.verdict(atMost: 1) == .missed)
        #expect(near.text(near: 1) == "1.000× [1.000–1.001]")
        #expect(near.text(near: 0.5) == "1.00× [1.00–1.00]")
        let far = Estimate(ratios: [0.34, 0.35, 0.34, 0.36, 0.34])
        #expect(far.text(near: 0.5) == "0.34× [0.34–0.36]")
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func committedReports() throws -> [BenchmarkReport] {
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasPrefix("benchmark-results-gtk") && $0.hasSuffix(".json") }
        return try names.sorted().map { try JSONDecoder().decode(BenchmarkReport.self, from: Data(contentsOf: docs.appendingPathComponent($0))) }
    }

    /// BENCHMARKS.md's verdicts are what the table computes again from the sitting's rows (the
    /// bootstrap's seed is fixed), and each agrees with where its interval lies.
    @Test func theCommittedSittingsVerdictsFollowFromTheirOwnRows() throws {
        let reports = try Self.committedReports()
        #expect(reports.count >= 2)
        for report in reports {
            #expect(report.quiet, "GTK \(report.gtkVersion): \(report.quietnessProblem ?? "")")
            let again = Table(report: report).targets()
            #expect(again.map(\.verdict) == report.targets.map(\.verdict), "GTK \(report.gtkVersion)")
            #expect(again.map(\.estimate) == report.targets.map(\.estimate), "GTK \(report.gtkVersion)")
            #expect(again.map(\.floor) == report.targets.map(\.floor), "GTK \(report.gtkVersion)")
            let judged = again.filter { $0.estimate != nil }
            #expect(judged.count >= 12 * report.renderers.count)
            for target in judged {
                let estimate = try #require(target.estimate), limit = try #require(target.target)
                let expected: Verdict = estimate.high <= limit ? .met : estimate.low > limit ? .missed : .undecided
                #expect(target.verdict == expected, "\(target.text)")
            }
        }
    }

    /// The memory part's llvmpipe threads are read from its rows, one record of the fact: the
    /// table and the markdown name them when every row says the same number, and neither does
    /// when a row says none (measured before 1 December) or another.
    @Test func theMemoryPartsThreadsComeFromItsRows() throws {
        var report = try #require(try Self.committedReports().last { $0.memory.allSatisfy { $0.llvmpipeThreads == 0 } && !$0.memory.isEmpty })
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cc-threads-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: path) }
        func said() throws -> (table: Bool, markdown: Bool) {
            try JSONEncoder().encode(report).write(to: path)
            let markdown = try Subprocess.run("/usr/bin/python3", [Self.root.appendingPathComponent("scripts/benchmark-chart.py").path, "--markdown", path.path],
                                              environment: Subprocess.launchEnvironment)
            return (Table(report: report).render().contains("; memory: 0"), markdown.contains(" (memory: 0) |"))
        }
        #expect(report.memoryLlvmpipeThreads == 0)
        #expect(try said() == (true, true))
        for other in [nil, 2] {
            report.memory[report.memory.count / 2].llvmpipeThreads = other
            #expect(report.memoryLlvmpipeThreads == nil, "a row with \(other.map(String.init) ?? "none")")
            #expect(try said() == (false, false), "a row with \(other.map(String.init) ?? "none")")
        }
        report.memory = []
        #expect(report.memoryLlvmpipeThreads == nil)
    }

    /// The markdown's first table names where each part was measured: a part kept whole by its
    /// sitting; a part some of whose renderers were kept, each sitting once with its renderers
    /// in the rows' order (the report's own with the rest); a sitting that appears twice, once.
    @Test func theMarkdownNamesEachPartsSittingsOnce() throws {
        // A sitting of the most renderers: two GPU renderers share a kept sitting.
        var report = try #require(try Self.committedReports().max { $0.renderers.count < $1.renderers.count })
        let own = "\(report.date), \(report.machine)"
        // The cairo renderer's frames first, then the others in their own order.
        report.frames = report.frames.filter { $0.renderer == "cairo" } + report.frames.filter { $0.renderer != "cairo" }
        let gpu = report.frames.map(\.renderer).filter { $0 != "cairo" }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        try #require(report.frames.first?.renderer == "cairo" && gpu.count >= 2)
        var kept = ["desk": "1 Jan, Kept desk"]
        for renderer in gpu { kept["frames \(renderer)"] = "2 Jan, Kept frames" }
        kept["memory \(gpu[0])"] = own
        report.keptParts = kept
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cc-sittings-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: path) }
        try JSONEncoder().encode(report).write(to: path)
        let markdown = try Subprocess.run("/usr/bin/python3", [Self.root.appendingPathComponent("scripts/benchmark-chart.py").path, "--markdown", path.path],
                                          environment: Subprocess.launchEnvironment)
        #expect(markdown.contains("| frames \(own) (cairo); 2 Jan, Kept frames (\(gpu.joined(separator: ", "))); desk 1 Jan, Kept desk; memory \(own) | "),
                "\(markdown.split(separator: "\n").prefix(3).joined(separator: "\n"))")
    }

    /// BENCHMARKS.md's tables (scripts/benchmark-chart.py, Python) say what the table (Swift)
    /// says: each target's verdict and interval, with three decimals where two would put a bound
    /// on the target (a range slider keeping 1.002× GtkScale's memory), and as many rows whose
    /// p95 is over twice their median.
    @Test func theMarkdownForBENCHMARKSAgreesWithTheTable() throws {
        var reports: [(report: BenchmarkReport, path: String)] = []
        let docs = Self.root.appendingPathComponent("docs")
        for report in try Self.committedReports() {
            reports.append((report, docs.appendingPathComponent("benchmark-results-gtk\(report.gtkVersion.split(separator: ".").prefix(2).joined(separator: ".")).json").path))
        }
        // And a sitting with a target at its limit, whose cell takes three decimals: the last
        // one's cairo range slider keeping 1.002 times GtkScale's memory in every round.
        var near = try #require(reports.last?.report)
        let scale = try #require(near.memory.first { $0.renderer == "cairo" && $0.subject == "gtkscale" })
        let slider = try #require(near.memory.firstIndex { $0.renderer == "cairo" && $0.subject == "range-slider" })
        near.memory[slider].rounds = scale.rounds?.map { $0 * 1.002 }
        near.memory[slider].kilobytesPerThousand = scale.kilobytesPerThousand * 1.002
        near.targets = Table(report: near).targets()
        let nearPath = FileManager.default.temporaryDirectory.appendingPathComponent("cc-near-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: nearPath) }
        try JSONEncoder().encode(near).write(to: nearPath)
        reports.append((near, nearPath.path))

        var nearTarget = 0
        for (report, path) in reports {
            let markdown = try Subprocess.run("/usr/bin/python3", [Self.root.appendingPathComponent("scripts/benchmark-chart.py").path, "--markdown", path],
                                              environment: Subprocess.launchEnvironment)
            let table = Table(report: report)
            for target in table.targets() {
                guard let estimate = target.estimate, let limit = target.target else { continue }
                let cell = estimate.text(near: limit)
                if cell.range(of: #"^[0-9]+\.[0-9]{3}×"#, options: .regularExpression) != nil { nearTarget += 1 }
                #expect(markdown.contains("\(target.verdict.rawValue) \(cell)"), "GTK \(report.gtkVersion): \(target.text)")
            }
            let jittery = table.frameCells.filter { $0.p95 > 2 * $0.median }.count
            #expect(markdown.contains("- GTK \(report.gtkVersion): \(jittery) of \(table.frameCells.count)"), "GTK \(report.gtkVersion)")
        }
        #expect(nearTarget >= 1)
        #expect(Table(report: near).targets().contains { $0.text.contains("1.002× [1.002–1.002] (target ≤ 1×)") })
    }

    /// Each target's floor is its stock shapes' same measure, worked out here from the rows: the
    /// range slider's the stock range's at 200 × 30, the knob's and the circular controls' the
    /// stock dial's, under cairo over GtkScale and under the GPU renderers above the empty frame;
    /// the desk's the stock desk over the GtkScale desk, round by round; memory's each stock
    /// subject's over GtkScale's.
    @Test func eachTargetsFloorIsItsStockShapesSameMeasure() throws {
        let report = try #require(try Self.committedReports().first { $0.gtkVersion.hasPrefix("4.24.") })
        let targets = Table(report: report).targets()
        func medians(_ subject: String, _ renderer: String, height: Int, _ scenario: String) -> [Double] {
            report.frames.filter { $0.subject == subject && $0.renderer == renderer && $0.width == 200 && $0.height == height && $0.scale == 1 && $0.scenario == scenario }
                .sorted { ($0.round ?? 0) < ($1.round ?? 0) }.map(\.medianMicroseconds)
        }
        for (subject, floor, height) in [("range-slider", "stock-range", 30), ("circular-slider", "stock-dial", 200), ("knob", "stock-dial", 200)] {
            for renderer in ["cairo", "gl", "vulkan"] {
                for (kind, scenario) in [("frame", "dragging"), ("static", "static")] {
                    let target = try #require(targets.first { $0.kind == kind && $0.renderer == renderer && $0.subject == subject })
                    let stock = medians(floor, renderer, height: height, scenario), scale = medians("gtkscale", renderer, height: height, scenario)
                    let empty = medians("empty", renderer, height: height, scenario)
                    try #require(stock.count == report.rounds && scale.count == report.rounds && empty.count == report.rounds, "\(floor) \(renderer)")
                    let ratios = stock.indices.map { renderer == "cairo" ? stock[$0] / scale[$0] : (stock[$0] - empty[$0]) / (scale[$0] - empty[$0]) }
                    #expect(target.floorSubject == floor && target.floor == Estimate(ratios: ratios), "\(target.text)")
                    #expect(target.text.contains("; \(floor): "), "\(target.text)")
                }
            }
        }
        for renderer in report.renderers {
            let desk = try #require(targets.first { $0.kind == "desk" && $0.renderer == renderer })
            func medians(_ subject: String) -> [Double] {
                report.desk.filter { $0.renderer == renderer && $0.subject == subject }.sorted { ($0.round ?? 0) < ($1.round ?? 0) }.map(\.medianMilliseconds)
            }
            let stock = medians("stock"), scale = medians("gtkscale")
            try #require(stock.count == report.rounds && scale.count == report.rounds)
            #expect(desk.floorSubject == "stock" && desk.floor == Estimate(ratios: zip(stock, scale).map { $0 / $1 }), "\(desk.text)")
        }
        // Memory: the circular controls' floor is a circular slider's own shapes, the knob's
        // the stock dial, the range slider's the stock range; each round over GtkScale's.
        for (subject, floor) in [("circular-slider", "stock-circular"), ("circular-range", "stock-circular"), ("knob", "stock-dial"), ("range-slider", "stock-range")] {
            for renderer in ["gl", "vulkan"] {
                let target = try #require(targets.first { $0.kind == "memory" && $0.renderer == renderer && $0.subject == subject })
                let stock = try #require(report.memory.first { $0.renderer == renderer && $0.subject == floor }?.rounds, "\(floor) \(renderer)")
                let scale = try #require(report.memory.first { $0.renderer == renderer && $0.subject == "gtkscale" }?.rounds)
                try #require(stock.count == scale.count && !stock.isEmpty)
                #expect(target.floorSubject == floor && target.floor == Estimate(ratios: zip(stock, scale).map { $0 / $1 }), "\(target.text)")
            }
        }
        // No floor is a target's own: the stock subjects are judged by none.
        #expect(!targets.contains { $0.subject.hasPrefix("stock") })
    }

    /// The same rows on a machine that was busy before the run, or busy beside one part, give
    /// numbers and no verdicts.
    @Test func aBusyMachineGivesNoVerdicts() throws {
        let report = try #require(try Self.committedReports().first)
        var loaded = report
        loaded.loadAverage = "1.40 0.90 0.80 1/90 100"
        var shared = report
        shared.loads[shared.loads.count / 2].otherCores = 0.3
        for busy in [loaded, shared] {
            #expect(!busy.quiet && busy.quietnessProblem != nil)
            let targets = Table(report: busy).targets().filter { $0.estimate != nil }
            #expect(!targets.isEmpty && targets.allSatisfy { $0.verdict == .noVerdict })
        }
        var quiet = report
        quiet.loadAverage = "1.00 3.00 3.00 1/90 100"
        quiet.loads[0].otherCores = 0.25
        #expect(quiet.quiet, "at the limits, still quiet")
    }
}
