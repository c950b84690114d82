import Foundation
import Testing

/// A program a test starts fails that test when it logs a GLib warning, even though Swift's
/// crash backtracer would let it go on and exit 0 (``Subprocess``). The planted warning is a
/// real one: GIO's, for a GIO_USE_VFS module that does not exist.
@Suite(.serialized)
struct ChildProcessTests {
    static let demo = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("customcontrols-demo").path

    /// The test's environment on a private display, with the planted warning.
    static func plantedEnvironment(_ display: PrivateDisplay) -> [String: String] {
        display.environment(adding: ["G_DEBUG": "fatal-warnings", "GIO_USE_VFS": "canary-no-such-module"])
    }

    @Test func aProgramRunToItsEndThatLogsAWarningIsAFailure() throws {
        let display = try PrivateDisplay()
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("cc-canary-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: screenshot) }
        let error = #expect(throws: Subprocess.Failure.self) {
            try Subprocess.run(Self.demo, ["--screenshot", screenshot], environment: Self.plantedEnvironment(display))
        }
        #expect(error?.description.contains("GLib-GIO-WARNING") == true)
        // The trap ended it before it drew anything.
        #expect(!FileManager.default.fileExists(atPath: screenshot))
    }

    @Test func aRunningProgramThatLoggedAWarningFailsTheTestWhenStopped() throws {
        let display = try PrivateDisplay()
        let demo = try Subprocess(Self.demo, ["--page", "properties"], environment: Self.plantedEnvironment(display))
        demo.waitForExit(seconds: 30)
        // Two issues: it ended by itself (the trap), and the warning it logged.
        withKnownIssue("the planted GIO warning") {
            demo.stopAndCheck()
        }
        let stderr = try String(contentsOfFile: demo.errorLog, encoding: .utf8)
        #expect(Subprocess.glibProblems(in: stderr).contains { $0.contains("canary-no-such-module") })
    }
}

/// The canary of the test command's `canary` stage, which runs it with CC_CANARY=1 and passes
/// only if it FAILS: the demo logs a warning, and nothing here expects it.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["CC_CANARY"] != nil, "the canary stage runs it"))
struct ChildProcessCanaryTests {
    @Test func plantedWarningInTheDemoFailsThisTest() throws {
        let display = try PrivateDisplay()
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("cc-canary-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: screenshot) }
        try Subprocess.run(ChildProcessTests.demo, ["--screenshot", screenshot], environment: ChildProcessTests.plantedEnvironment(display))
    }
}
