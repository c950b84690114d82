import CGtk
import Glibc

/// A monotonic clock in nanoseconds.
enum Clock {
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// Runs GLib's default main context from the benchmark's own loop.
@MainActor
enum MainLoop {
    /// Iterates until `done` holds, or at most `timeout` seconds.
    static func run(until done: () -> Bool, timeout: Double = 10) {
        let deadline = Clock.nanoseconds() + UInt64(timeout * 1e9)
        while !done(), Clock.nanoseconds() < deadline {
            g_main_context_iteration(nil, 0)
            usleep(1000)
        }
    }

    /// Iterates for `seconds`.
    static func run(seconds: Double) {
        let deadline = Clock.nanoseconds() + UInt64(seconds * 1e9)
        run(until: { Clock.nanoseconds() >= deadline }, timeout: seconds + 1)
    }
}

/// The resident set size of this process, in kilobytes.
func residentKilobytes() -> Double {
    guard let file = fopen("/proc/self/statm", "r") else { return .nan }
    defer { fclose(file) }
    var size = 0, resident = 0
    guard withUnsafeMutablePointer(to: &size, { s in withUnsafeMutablePointer(to: &resident) { r in
        withVaList([s, r]) { vfscanf(file, "%ld %ld", $0) }
    } }) == 2 else { return .nan }
    return Double(resident) * Double(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    var window: UnsafeMutablePointer<GtkWindow> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkWindow.self) }
    var fixed: UnsafeMutablePointer<GtkFixed> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkFixed.self) }
    var grid: UnsafeMutablePointer<GtkGrid> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkGrid.self) }
}

/// glibc's `malloc_trim` (declared in malloc.h, which the Glibc module does not export): hands
/// freed heap pages back, so resident memory shows what is still in use.
@_silgen_name("malloc_trim")
func malloc_trim(_ pad: Int) -> Int32
