import CustomControlsCGtk
import Foundation
import Testing

/// A GLib critical logged inside a test is an issue of that test (``GLibLogGuard``).
@MainActor
struct GLibLogGuardTests {
    @Test func aCriticalLoggedInATestIsRecordedAsItsIssue() throws {
        try #require(GTK.isAvailable)
        let before = GLibLogGuard.recorded
        // withKnownIssue fails the test if the block records no issue.
        withKnownIssue("gtk_widget_set_size_request (NULL, …) is a GTK critical") {
            gtk_widget_set_size_request(nil, 1, 1)
        }
        #expect(GLibLogGuard.recorded == before + 1)
    }
}

/// The canary of the test command's `canary` stage, which runs it with CC_CANARY=1 and passes
/// only if it FAILS, naming this test: a planted GTK critical, as a careless change would log.
@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["CC_CANARY"] != nil, "the canary stage runs it"))
struct GLibLogCanaryTests {
    @Test func plantedCriticalFailsThisTest() throws {
        try #require(GTK.isAvailable)
        gtk_widget_set_size_request(nil, 1, 1)
    }
}
