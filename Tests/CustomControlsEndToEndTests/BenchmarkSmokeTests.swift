import Foundation
import Testing

/// The benchmark in quick mode (a few frames, 50 instances): it must run every part under every
/// renderer the running GTK has and print the whole table and its JSON. Speed is never
/// asserted here: the targets are read off the full benchmark's output (BENCHMARKS.md). A child
/// that logs a GLib warning fails the run (scripts/canary.sh plants one).
@Suite(.serialized)
struct BenchmarkSmokeTests {
    /// The renderers GTK 4.`minor` has and the GType name of each, written out here rather
    /// than asked of the benchmark: cairo and the old GL renderer up to 4.13; from 4.14 the new
    /// GPU renderers, over GL (`GskNglRenderer` until 4.18 removed the old one and gave the new
    /// one its name) and Vulkan.
    static func expectedRenderers(minor: Int) -> [(name: String, type: String)] {
        switch minor {
        case ..<14: [("cairo", "GskCairoRenderer"), ("gl", "GskGLRenderer")]
        case ..<18: [("cairo", "GskCairoRenderer"), ("gl", "GskNglRenderer"), ("vulkan", "GskVulkanRenderer")]
        default: [("cairo", "GskCairoRenderer"), ("gl", "GskGLRenderer"), ("vulkan", "GskVulkanRenderer")]
        }
    }

    /// The environment with a private X display: the benchmark's windows (the desk is shown on
    /// screen) would otherwise take the X input focus from the tests that type real keys on
    /// the shared display while this runs beside them.
    static func environment(on display: PrivateDisplay) -> [String: String] {
        display.environment()
    }

    static var binary: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("customcontrols-bench").path
    }

    @Test func quickModeRunsEveryPartUnderEveryRendererAndWritesTheTableAndJSON() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "customcontrols-bench was not built")
        let json = FileManager.default.temporaryDirectory.appendingPathComponent("cc-bench-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: json) }

        let display = try PrivateDisplay()
        let output = try Subprocess.run(Self.binary, ["--quick", "--output", json.path], environment: Self.environment(on: display))

        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let version = try #require(report["gtkVersion"] as? String)
        let parts = version.split(separator: ".").compactMap { Int($0) }
        try #require(parts.count == 3 && parts[0] == 4, "GTK version \(version)")
        let renderers = Self.expectedRenderers(minor: parts[1])
        #expect(report["renderers"] as? [String] == renderers.map(\.name))
        #expect((report["failures"] as? [Any])?.isEmpty == true)

        let subjects = ["knob", "knob-marks", "range-slider", "circular-slider", "circular-range", "gtkscale", "gtkscale-value",
                        "stock-ring", "stock-dial", "stock-range", "fill", "empty"]
        for renderer in renderers {
            for subject in subjects {
                let start = renderer.name.padding(toLength: 8, withPad: " ", startingAt: 0) + " \(subject) "
                #expect(output.contains("\n" + start), "no row for \(subject) under \(renderer.name)")
            }
            #expect(output.contains("\(renderer.name) (\(renderer.type))"), "the header names \(renderer.name)'s type")
        }
        #expect(output.contains("Desk:") && output.contains("Memory:") && output.contains("Targets"))
        #expect(output.contains("Rows whose p95 is over twice their median: "))

        let frames = try #require(report["frames"] as? [[String: Any]])
        let desk = try #require(report["desk"] as? [[String: Any]])
        let memory = try #require(report["memory"] as? [[String: Any]])
        // Quick mode runs two rounds (fresh processes) of every part.
        let rounds = try #require(report["rounds"] as? Int)
        #expect(rounds == 2)
        // 3 sizes × 16 subjects (4 controls and a knob with 10,000 marks; GtkScale bare and with
        // its value, the stock-node ring and dial, the fill and the empty frame beside the squares;
        // GtkScale bare and with its value, the stock-node range, the fill and the empty frame
        // beside the range slider) × 2 cases × 2 scales × the rounds, per renderer.
        #expect(frames.count == 3 * 16 * 2 * 2 * rounds * renderers.count)
        #expect(Set(frames.compactMap { $0["subject"] as? String }) == Set(subjects))
        #expect(Set(frames.compactMap { $0["round"] as? Int }) == Set(0..<rounds))
        // The desks (controls, GtkScale, stock nodes) alternate, one of each per round.
        #expect(desk.count == 3 * rounds * renderers.count)
        #expect(Set(desk.compactMap { $0["subject"] as? String }) == ["controls", "gtkscale", "stock"])
        // A third of the controls' and the stock desks are ranges (a knob, a circular slider
        // or two dials, then a range), none of GtkScale's.
        for row in desk {
            let widgets = try #require(row["widgets"] as? Int)
            #expect(row["ranges"] as? Int == (row["subject"] as? String == "gtkscale" ? 0 : widgets / 3), "row \(row)")
        }
        // 4 controls, a knob with marks, GtkScale with and without the same marks, the stock dial, circular slider and range.
        #expect(memory.count == 10 * renderers.count)
        // Measured without llvmpipe's threads (each queued frame would keep a copy of its own).
        #expect(memory.allSatisfy { $0["llvmpipeThreads"] as? Int == 0 }, "\(memory.map { $0["llvmpipeThreads"] ?? "none" })")
        #expect(Set(memory.compactMap { $0["subject"] as? String })
            == ["knob", "knob-marks", "range-slider", "circular-slider", "circular-range", "gtkscale", "gtkscale-marks", "stock-dial", "stock-circular", "stock-range"])
        // Every row: the GTK it ran on, and the type of the renderer that really drew it.
        for row in frames + desk + memory {
            let name = row["renderer"] as? String
            let type = renderers.first { $0.name == name }?.type
            #expect(type != nil && row["rendererType"] as? String == type, "row \(row)")
            #expect(row["gtkVersion"] as? String == version, "row \(row)")
        }
        #expect(frames.allSatisfy { ($0["medianMicroseconds"] as? Double).map { $0 > 0 && $0.isFinite } ?? false })
        // Under the GPU renderers, frames are checked against cairo's drawing of the same nodes:
        // each checked some, none is stale.
        for renderer in renderers where renderer.name != "cairo" {
            #expect(frames.contains { $0["renderer"] as? String == renderer.name && ($0["verifiedFrames"] as? Int ?? 0) > 0 },
                    "no \(renderer.name) frame checked")
        }
        #expect(frames.allSatisfy { ($0["staleFrames"] as? Int) == 0 })

        // Every frame row has its node census. The stock references draw no cairo node; the
        // controls none on GTK 4.14 and later under any renderer, and one (a picture) under
        // the cairo renderer before.
        for row in frames {
            let census = try #require(row["census"] as? [String: Double], "row \(row)")
            #expect(census["nodes"].map { $0 >= 1 } == true, "row \(row)")
            if ["gtkscale", "gtkscale-value", "stock-ring", "stock-dial", "stock-range", "fill", "empty"].contains(row["subject"] as? String) {
                #expect(census["cairoNodes"] == 0 && census["uploadBytes"] == 0, "row \(row)")
            } else if parts[1] >= 14 {
                #expect(census["cairoNodes"] == 0, "row \(row)")
            } else if row["renderer"] as? String == "cairo" {
                #expect(census["cairoNodes"] == 1, "row \(row)")
            }
        }
        // Every part's load, llvmpipe's pinned threads, and every target judged with an interval.
        let loads = try #require(report["loads"] as? [[String: Any]])
        #expect(loads.count == (2 * rounds + 3 * rounds + 10 * rounds) * renderers.count)
        #expect(loads.allSatisfy { ($0["otherCores"] as? Double).map { $0 >= 0 } ?? false })
        #expect((report["llvmpipeThreads"] as? Int ?? 0) >= 1)
        let targets = try #require(report["targets"] as? [[String: Any]])
        let judged = targets.filter { ["frame", "static", "desk", "desk-p95", "memory"].contains($0["kind"] as? String) }
        // 5 controls at 200 px dragging (and at rest on GTK 4.24, where a control at rest may
        // cost no more than GtkScale), 2 desk targets and 5 memory targets per renderer (the
        // stock floors judged by none); the
        // dragging frames' target is 1.5× under 4.14's GPU renderers, 2× under 4.8's GL.
        let perRenderer = parts[1] >= 24 ? 17 : 12
        #expect(judged.count == perRenderer * renderers.count)
        let gpuFrameTargets = Set(judged.filter { $0["kind"] as? String == "frame" && $0["renderer"] as? String != "cairo" }.compactMap { $0["target"] as? Double })
        #expect(gpuFrameTargets == [parts[1] >= 14 ? 1.5 : 2])
        for target in judged {
            let estimate = try #require(target["estimate"] as? [String: Any], "target \(target)")
            let value = estimate["value"] as? Double ?? .nan, low = estimate["low"] as? Double ?? .nan, high = estimate["high"] as? Double ?? .nan
            let counted = estimate["rounds"] as? Int ?? -1
            if (target["text"] as? String)?.contains("above the empty frame") == true {
                // A round in which GtkScale's 20 frames cost no more than the empty frame's (a
                // loaded machine) has no ratio above the empty frame: it is left out, not judged.
                #expect((0...rounds).contains(counted), "target \(target)")
            } else {
                #expect(counted == rounds, "target \(target)")
            }
            #expect(counted == 0 || low <= value && value <= high, "target \(target)")
            #expect(["met", "NOT MET", "undecided", "no verdict"].contains(target["verdict"] as? String), "target \(target)")
        }

        // BENCHMARKS.md's tables are made from such a JSON file by scripts/benchmark-chart.py: a
        // row per target with its interval, the frames with their census, the p95 check.
        let chart = BenchmarkStatisticsTests.root.appendingPathComponent("scripts/benchmark-chart.py").path
        let markdown = try Subprocess.run("/usr/bin/python3", [chart, "--markdown", json.path], environment: Subprocess.launchEnvironment)
        let targetRows = markdown.split(separator: "\n").filter { ["| frame,", "| desk", "| memory"].contains(where: $0.hasPrefix) }
        #expect(targetRows.count == perRenderer * renderers.count)
        #expect(targetRows.allSatisfy { $0.contains("× [") })
        #expect(markdown.contains("| GTK | renderer | subject | median µs | p95 µs | cairo nodes | CPU px | kB up |"))
        #expect(markdown.contains("- GTK \(version): "))

        // A sitting again of the desk alone, into this one: its frames and memory rows kept,
        // as are their loads; the desk measured anew; the targets judged again over both.
        let again = FileManager.default.temporaryDirectory.appendingPathComponent("cc-bench-again-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: again) }
        let deskOutput = try Subprocess.run(Self.binary, ["--quick", "--parts", "desk", "--keep", json.path, "--output", again.path],
                                            environment: Self.environment(on: display))
        let resat = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: again)) as? [String: Any])
        let sitting = "\(report["date"] as? String ?? "?"), \(report["machine"] as? String ?? "?")"
        #expect(resat["keptParts"] as? [String: String] == ["frames": sitting, "memory": sitting])
        #expect(deskOutput.contains("Kept from earlier sittings: frames (") && deskOutput.contains("Desk:"))
        #expect((resat["frames"] as? [[String: Any]])?.map { $0["medianMicroseconds"] as? Double } == frames.map { $0["medianMicroseconds"] as? Double })
        #expect((resat["memory"] as? [[String: Any]])?.map { $0["kilobytesPerThousand"] as? Double } == memory.map { $0["kilobytesPerThousand"] as? Double })
        let resatDesk = try #require(resat["desk"] as? [[String: Any]])
        #expect(resatDesk.count == desk.count && resatDesk.map { $0["medianMilliseconds"] as? Double } != desk.map { $0["medianMilliseconds"] as? Double })
        let resatLoads = try #require(resat["loads"] as? [[String: Any]])
        #expect(resatLoads.count == loads.count)
        #expect(resatLoads.filter { ($0["part"] as? String)?.hasPrefix("--part desk ") == true }.count == 3 * rounds * renderers.count)
        #expect((resat["targets"] as? [[String: Any]])?.count == targets.count)

        // Memory again under the cairo renderer alone, into the desk's sitting: the other
        // renderers' memory rows kept, each part's sitting named by part or by part and renderer.
        let cairoMemory = FileManager.default.temporaryDirectory.appendingPathComponent("cc-bench-cairo-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: cairoMemory) }
        _ = try Subprocess.run(Self.binary, ["--quick", "--renderer", "cairo", "--parts", "memory", "--keep", again.path, "--output", cairoMemory.path],
                               environment: Self.environment(on: display))
        let cairoResat = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: cairoMemory)) as? [String: Any])
        let others = renderers.map(\.name).filter { $0 != "cairo" }
        #expect(cairoResat["renderers"] as? [String] == renderers.map(\.name))
        let resatSitting = "\(resat["date"] as? String ?? "?"), \(resat["machine"] as? String ?? "?")"
        var expectedSittings = ["frames": sitting, "desk": resatSitting]
        for renderer in others { expectedSittings["memory \(renderer)"] = sitting }
        #expect(cairoResat["keptParts"] as? [String: String] == expectedSittings)
        let cairoRows = try #require(cairoResat["memory"] as? [[String: Any]])
        func memoryRows(_ rows: [[String: Any]], under renderer: String?) -> [Double?] {
            rows.filter { renderer == nil ? $0["renderer"] as? String != "cairo" : $0["renderer"] as? String == renderer }.map { $0["kilobytesPerThousand"] as? Double }
        }
        #expect(memoryRows(cairoRows, under: nil) == memoryRows(memory, under: nil))
        #expect(memoryRows(cairoRows, under: "cairo").count == 10)
        let cairoLoads = try #require(cairoResat["loads"] as? [[String: Any]])
        #expect(cairoLoads.count == resatLoads.count)
        #expect((cairoResat["frames"] as? [[String: Any]])?.count == frames.count && (cairoResat["desk"] as? [[String: Any]])?.count == desk.count)
        #expect((cairoResat["targets"] as? [[String: Any]])?.count == targets.count)
        let cairoMarkdown = try Subprocess.run("/usr/bin/python3", [chart, "--markdown", cairoMemory.path], environment: Subprocess.launchEnvironment)
        // Each sitting once, with its renderers; the same sitting twice (a resit the same day on
        // the same machine) once, without them.
        let cairoSitting = "\(cairoResat["date"] as? String ?? "?"), \(cairoResat["machine"] as? String ?? "?")"
        let resatFirst = cairoRows.first?["renderer"] as? String == "cairo"
        let groups = [("\(sitting) (\(others.joined(separator: ", ")))"), "\(cairoSitting) (cairo)"]
        let memorySittings = cairoSitting == sitting ? "memory \(sitting) | "
            : "memory " + (resatFirst ? groups.reversed() : groups).joined(separator: "; ") + " | "
        #expect(cairoMarkdown.contains(memorySittings), "\(cairoMarkdown)")
        // Without the report to keep, with one of another number of rounds, or with nowhere to
        // write the report, nothing runs.
        #expect(throws: (any Error).self) {
            try Subprocess.run(Self.binary, ["--quick", "--parts", "desk", "--keep", json.path, "--output", "/nonexistent/report.json"],
                               environment: Self.environment(on: display))
        }
        #expect(throws: (any Error).self) { try Subprocess.run(Self.binary, ["--quick", "--parts", "desk"], environment: Self.environment(on: display)) }
        #expect(throws: (any Error).self) {
            try Subprocess.run(Self.binary, ["--parts", "desk", "--keep", json.path, "--output", again.path], environment: Self.environment(on: display))
        }
    }

    /// GTK replaces a renderer it cannot realize without a warning; a part whose window is not
    /// drawn by the renderer asked for must fail, not measure the other one under its name.
    /// Here GSK_RENDERER gives the window cairo while the part asks for GL.
    @Test func aPartWhoseWindowGotAnotherRendererFails() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "customcontrols-bench was not built")
        let display = try PrivateDisplay()
        var environment = Self.environment(on: display)
        // As the orchestrator runs its parts: without it, GTK looks for the accessibility bus
        // and, with no session bus (a run outside the test command), warns.
        environment["GTK_A11Y"] = "none"
        environment["GSK_RENDERER"] = "cairo"
        #expect {
            try Subprocess.run(Self.binary, ["--part", "memory", "--renderer", "gl", "--subject", "knob", "--count", "5"], environment: environment)
        } throws: { error in
            "\(error)".contains("exit status 3")
        }
        // The same part with the renderer it asks for runs.
        environment["GSK_RENDERER"] = "opengl"
        let row = try Subprocess.run(Self.binary, ["--part", "memory", "--renderer", "gl", "--subject", "knob", "--count", "5"], environment: environment)
        #expect(row.contains("\"rendererType\""))
    }
}
