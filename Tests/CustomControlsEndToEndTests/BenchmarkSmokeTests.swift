import Foundation
import Testing

/// The benchmark in quick mode (a few frames, 50 instances): it must run every part and print
/// the whole table and its JSON. Speed is never asserted here: the targets are read off the
/// full benchmark's output (BENCHMARKS.md).
@Suite(.serialized)
struct BenchmarkSmokeTests {
    @Test func quickModeRunsEveryPartAndWritesTheTableAndJSON() throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("customcontrols-bench").path
        try #require(FileManager.default.isExecutableFile(atPath: binary), "customcontrols-bench was not built")
        let json = FileManager.default.temporaryDirectory.appendingPathComponent("cc-bench-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: json) }

        let output = try Subprocess.run(binary, ["--quick", "--output", json.path], environment: ProcessInfo.processInfo.environment)

        for renderer in ["cairo", "gl"] {
            for subject in ["knob", "range-slider", "circular-slider", "gtkscale", "fill"] {
                let start = renderer.padding(toLength: 8, withPad: " ", startingAt: 0) + " \(subject) "
                #expect(output.contains("\n" + start), "no row for \(subject) under \(renderer)")
            }
        }
        #expect(output.contains("Desk:") && output.contains("Memory:") && output.contains("Targets"))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let frames = try #require(report["frames"] as? [[String: Any]])
        // 3 sizes × 7 subjects (3 controls, 2 anchors, 2 floors) × 2 cases × 2 scales × 2 renderers.
        let expectedRows = 3 * 7 * 2 * 2 * 2
        #expect(frames.count == expectedRows)
        #expect(frames.allSatisfy { ($0["medianMicroseconds"] as? Double).map { $0 > 0 && $0.isFinite } ?? false })
        // Under GL, frames are checked against cairo's drawing of the same nodes: none is stale.
        #expect(frames.contains { ($0["verifiedFrames"] as? Int ?? 0) > 0 })
        #expect(frames.allSatisfy { ($0["staleFrames"] as? Int) == 0 })
        #expect((report["desk"] as? [Any])?.count == 2 * 2)
        #expect((report["memory"] as? [Any])?.count == 4 * 2)
    }
}
