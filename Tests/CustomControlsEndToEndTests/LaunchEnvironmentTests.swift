import Foundation
import Testing

/// The programs the end-to-end tests start get the environment the test runner was started
/// with, whatever a test beside them does to the runner's own for a while: `withTheme` unsets
/// the test command's `GTK_THEME` while a desktop's theme switch is tested, and a demo started
/// then drew in libadwaita's own style instead of the pinned theme's.
@Suite
struct LaunchEnvironmentTests {
    static let pinnedTheme = Subprocess.launchEnvironment["GTK_THEME"]

    @MainActor
    @Test(.enabled(if: pinnedTheme != nil, "the test command pins GTK_THEME"))
    func aThemeUnsetForAMomentStillReachesTheChildren() throws {
        let pinned = try #require(Self.pinnedTheme)
        // As withTheme does, on the main thread, with no wait inside: the other tests on it
        // cannot run in between.
        unsetenv("GTK_THEME")
        let read = Subprocess.readLaunchEnvironment()
        let printed = try Subprocess.run("/usr/bin/env", [], environment: read)
        setenv("GTK_THEME", pinned, 1)
        #expect(read["GTK_THEME"] == pinned)
        #expect(printed.split(separator: "\n").contains("GTK_THEME=\(pinned)"))
        // And the rest is the runner's: its PATH, as it was started.
        #expect(read["PATH"] == ProcessInfo.processInfo.environment["PATH"])
    }
}
