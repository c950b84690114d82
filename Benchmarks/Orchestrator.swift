import CustomControlsCGtk
import Foundation

/// Runs every part in its own child process and writes the report.
struct Orchestrator {
    let quick: Bool
    let renderers: [RendererKind]
    let outputPath: String
    /// The parts to measure (``BenchmarkReport/parts``).
    var parts = BenchmarkReport.parts
    /// An earlier sitting on the same GTK whose rows of the other parts (and of the measured
    /// parts under the renderers not measured) are kept: a sitting measures again what
    /// changed without measuring everything again.
    var kept: BenchmarkReport? = nil

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Where each kept row was measured ("date, machine"): by part ("frames") where a part is
    /// kept under every renderer from one sitting, else by part and renderer ("frames gl").
    static func keptSittings(of kept: BenchmarkReport, keeping keeps: (String, String) -> Bool) -> [String: String] {
        var sittings: [String: String] = [:]
        for part in BenchmarkReport.parts {
            let renderers = kept.renderers.filter { keeps(part, $0) }
            let labels = renderers.map { kept.keptParts?["\(part) \($0)"] ?? kept.keptParts?[part] ?? "\(kept.date), \(kept.machine)" }
            if renderers == kept.renderers, let label = labels.first, labels.allSatisfy({ $0 == label }) {
                sittings[part] = label
            } else {
                for (renderer, label) in zip(renderers, labels) { sittings["\(part) \(renderer)"] = label }
            }
        }
        return sittings
    }

    /// Runs every part under every renderer, prints the table and writes the JSON; false when
    /// a part failed (its rows are missing, the failure is in both).
    func run() throws -> Bool {
        // A sitting takes half an hour: one whose report cannot be written stops before it starts.
        let folder = URL(fileURLWithPath: outputPath).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: outputPath) ? FileManager.default.isWritableFile(atPath: outputPath)
            : FileManager.default.isWritableFile(atPath: folder) else {
            throw Failure(description: "cannot write the report to \(outputPath)")
        }
        var environment = ProcessInfo.processInfo.environment
        environment["GDK_BACKEND"] = "x11"
        environment["GTK_THEME"] = environment["GTK_THEME"] ?? "Adwaita"
        environment["GSETTINGS_BACKEND"] = environment["GSETTINGS_BACKEND"] ?? "memory"
        environment["NO_AT_BRIDGE"] = "1"
        // No screen reader listens: both GTK's widgets and ours skip the accessibility bus
        // alike (without a session bus GTK would warn and do the same).
        environment["GTK_A11Y"] = environment["GTK_A11Y"] ?? "none"
        environment["GDK_SCALE"] = nil
        // llvmpipe's rasterizer threads, pinned so that every process (and every run) draws
        // with as many; one per core unless the caller pinned it.
        let threads = Int(environment["LP_NUM_THREADS"] ?? "") ?? ProcessInfo.processInfo.activeProcessorCount
        environment["LP_NUM_THREADS"] = String(threads)
        var display: Process?
        if environment["DISPLAY"] == nil {
            let (server, name) = try Self.startXvfb()
            display = server
            environment["DISPLAY"] = name
        }
        defer { display?.terminate() }
        let displayProcess = display.map { $0.processIdentifier }

        // Each part runs in `rounds` fresh processes, the subjects compared alternating round by
        // round (within a frames process they alternate frame by frame), so that a verdict has
        // an interval; the frames per process shrink so the total stays about the same.
        let rounds = quick ? 2 : 5
        let frames = quick ? "20" : "400"
        var report = BenchmarkReport(date: Self.today(), machine: Self.machine(), gtkVersion: gtkVersionString(),
                                     renderers: renderers.map(\.rawValue), loadAverage: Self.loadAverage())
        report.rounds = rounds
        report.llvmpipeThreads = threads
        if let kept {
            let measured = renderers.map(\.rawValue)
            guard kept.gtkVersion == report.gtkVersion, measured.allSatisfy(kept.renderers.contains), kept.rounds == rounds else {
                throw Failure(description: "--keep: the report is of GTK \(kept.gtkVersion), renderers \(kept.renderers.joined(separator: ",")), "
                    + "\(kept.rounds) rounds; this sitting is of GTK \(report.gtkVersion), \(measured.joined(separator: ",")), \(rounds)")
            }
            report.renderers = kept.renderers
            // A row is kept unless this sitting measures its part under its renderer.
            let keeps = { (part: String, renderer: String) in !parts.contains(part) || !measured.contains(renderer) }
            report.frames = kept.frames.filter { keeps("frames", $0.renderer) }
            report.desk = kept.desk.filter { keeps("desk", $0.renderer) }
            report.memory = kept.memory.filter { keeps("memory", $0.renderer) }
            // What the machine did during the kept rows still decides whether they give verdicts.
            let isKept = { (part: String, renderer: String) in BenchmarkReport.parts.contains { part.hasPrefix("--part \($0) ") && keeps($0, renderer) } }
            report.loads = kept.loads.filter { isKept($0.part, $0.renderer) }
            report.failures = kept.failures.filter { isKept($0.part, $0.renderer) }
            report.keptParts = Self.keptSittings(of: kept, keeping: keeps)
        }
        // Renderer by renderer, each part in a fresh process whose window GSK_RENDERER draws. A
        // part that fails is recorded and the run goes on, so one renderer's failure still
        // leaves the others' rows; the run then ends with status 1.
        for renderer in renderers {
            var environment = environment
            environment["GSK_RENDERER"] = renderer.environmentName
            func part<Result: Decodable>(_ arguments: [String], environment: [String: String]) -> Result? {
                let account = CPUAccount(display: displayProcess)
                defer { report.loads.append(account.finish(renderer: renderer.rawValue, part: arguments.joined(separator: " "))) }
                do {
                    return try child(arguments + ["--renderer", renderer.rawValue], environment: environment)
                } catch {
                    FileHandle.standardError.write("customcontrols-bench: \(error)\n".data(using: .utf8)!)
                    report.failures.append(FailedPart(renderer: renderer.rawValue, part: arguments.joined(separator: " "), reason: "\(error)"))
                    return nil
                }
            }
            for round in 0..<rounds where parts.contains("frames") {
                for scale in [1, 2] {
                    var childEnvironment = environment
                    childEnvironment["GDK_SCALE"] = String(scale)
                    let rows: [FrameResult] = part(["--part", "frames", "--scale", String(scale), "--frames", frames], environment: childEnvironment) ?? []
                    report.frames += rows.map { var row = $0; row.round = round; return row }
                }
            }
            // The two desks alternate: controls, GtkScale, controls, GtkScale, …
            for round in 0..<rounds where parts.contains("desk") {
                for subject in DeskBenchmark.subjects {
                    if var desk: DeskResult = part(["--part", "desk", "--subject", subject, "--frames", quick ? "10" : "200"], environment: environment) {
                        desk.round = round
                        report.desk.append(desk)
                    }
                }
            }
            // Memory without llvmpipe's rasterizer threads: with them, each frame of the 1,000
            // controls queued for a thread keeps its own copy of what llvmpipe allocates for the
            // frame's draws (its tiles' command bins, most likely: heaptrack finds libgallium's
            // blocks allocated in gsk_renderer_render), about 22 MB here, and how many frames
            // were queued at once depends on the threads' timing, so one process kept 20-50 %
            // more than the next. Without threads llvmpipe draws each frame in turn: a kind's
            // figure repeats within 0.3 % and still counts every draw once. A real GPU's driver
            // keeps neither. Each kind runs in fresh processes, one round of all kinds after
            // another; the row gives the median and every round.
            var memoryEnvironment = environment
            memoryEnvironment["LP_NUM_THREADS"] = "0"
            var memoryRounds: [String: [MemoryResult]] = [:]
            for _ in 0..<rounds where parts.contains("memory") {
                for subject in MemoryBenchmark.subjects {
                    if let memory: MemoryResult = part(["--part", "memory", "--subject", subject, "--count", quick ? "50" : "1000"], environment: memoryEnvironment) {
                        memoryRounds[subject, default: []].append(memory)
                    }
                }
            }
            for subject in MemoryBenchmark.subjects where parts.contains("memory") {
                guard let results = memoryRounds[subject], var row = results.first else { continue }
                let figures = results.map(\.kilobytesPerThousand)
                row.kilobytesPerThousand = Estimate.median(figures)
                row.rounds = figures
                report.memory.append(row)
            }
        }

        report.loadAverageAfter = Self.loadAverage()
        report.targets = Table(report: report).targets()
        let table = Table(report: report).render()
        print(table, terminator: "")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(report).write(to: URL(fileURLWithPath: outputPath))
        print("\nJSON: \(outputPath)")
        if !report.failures.isEmpty {
            FileHandle.standardError.write("customcontrols-bench: \(report.failures.count) part(s) failed: their rows are missing\n".data(using: .utf8)!)
        }
        return report.failures.isEmpty
    }

    /// Runs this executable with `arguments` and decodes what it prints.
    ///
    /// A child that fails (e.g. its window is drawn by another renderer than the one asked for:
    /// GTK replaced it), or logs a GLib warning or critical (a renderer GTK complains about, a
    /// GTK misuse), throws: its numbers would not measure what they claim. Its stderr goes
    /// through a file, read when it ends and passed on.
    private func child<Result: Decodable>(_ arguments: [String], environment: [String: String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        }
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("cc-bench-\(UUID().uuidString).log").path
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        FileHandle.standardError.write("customcontrols-bench: \(arguments.joined(separator: " "))\n".data(using: .utf8)!)
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errors = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        FileHandle.standardError.write(errors.data(using: .utf8) ?? Data())
        let lines = errors.split(separator: "\n")
        let logged = lines.filter {
            $0.range(of: #"(WARNING|CRITICAL|ERROR) \*\*"#, options: .regularExpression) != nil || $0.contains("Program crashed")
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0, logged.isEmpty else {
            let ending = process.terminationReason == .exit ? "status \(process.terminationStatus)" : "signal \(process.terminationStatus)"
            // The child's own word on why (e.g. the renderer GTK gave its window) comes first.
            let why = lines.filter { $0.hasPrefix("customcontrols-bench: ") } + logged
            throw Failure(description: "\(arguments.joined(separator: " ")) failed (\(ending))" + why.map { "\n  " + $0 }.joined())
        }
        return try JSONDecoder().decode(Result.self, from: data)
    }

    /// Starts a private Xvfb and returns it with its display name.
    private static func startXvfb() throws -> (Process, String) {
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
        let pipe = Pipe()
        server.standardOutput = pipe
        server.standardError = FileHandle.nullDevice
        do { try server.run() } catch { throw Failure(description: "no DISPLAY and cannot start Xvfb (apt-get install xvfb): \(error)") }
        var number = ""
        while !number.hasSuffix("\n") {
            let byte = pipe.fileHandleForReading.readData(ofLength: 1)
            guard !byte.isEmpty else { throw Failure(description: "Xvfb did not start") }
            number += String(decoding: byte, as: UTF8.self)
        }
        return (server, ":" + number.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private static func today() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: Date())
    }

    /// CPU model and core count, from /proc.
    private static func machine() -> String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last!.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        return "\(model), \(ProcessInfo.processInfo.activeProcessorCount) cores"
    }

    /// The load averages and running processes, from /proc/loadavg: what else the machine did.
    private static func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
