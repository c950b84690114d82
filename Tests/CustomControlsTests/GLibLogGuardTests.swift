import CCustomControlsTestSupport
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

    /// The warnings GTK 4.24's GDK logs of itself pass there, and only to the letter (but a
    /// presentation's figure): the same words from another domain, other words from Gdk, and
    /// the same warnings on an older GTK are each an issue.
    @Test func onlyGTKsOwnWarningPassesAndOnlyWhereGTKLogsIt() throws {
        try #require(GTK.isAvailable)
        let submitted = "gdk_frame_timings_submitted() called on submitted frame."
        let presented = "Duplicate call to gdk_frame_timings_presented() with different values: presentation time is 19.788ms off from expected"
        for own in [submitted, presented, presented.replacingOccurrences(of: "19.788", with: "-3.5")] {
            let before = GLibLogGuard.recorded
            if gtk_get_minor_version() >= 24 {
                cc_test_log_warning("Gdk", own)
                #expect(GLibLogGuard.recorded == before, "\(own)")
            } else {
                withKnownIssue("GTK before 4.24 never logs it") { cc_test_log_warning("Gdk", own) }
                #expect(GLibLogGuard.recorded == before + 1, "\(own)")
            }
        }
        for (domain, message) in [("Gtk", submitted), ("Gdk", submitted + " "), ("Gdk", "gdk_frame_timings_submitted() called twice"),
                                  ("Gtk", presented), ("Gdk", presented.replacingOccurrences(of: " from expected", with: "")),
                                  ("Gdk", presented.replacingOccurrences(of: "19.788", with: "many")),
                                  ("Gdk", "Duplicate call to gdk_frame_timings_submitted() with different values.")] {
            let before = GLibLogGuard.recorded
            withKnownIssue("not GTK's own: \(domain) \(message)") { cc_test_log_warning(domain, message) }
            #expect(GLibLogGuard.recorded == before + 1, "\(domain) \(message)")
        }
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
