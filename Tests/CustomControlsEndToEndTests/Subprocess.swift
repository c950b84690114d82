import Foundation
import Testing

/// A program started for a test, whose stdout lines are collected as they arrive.
///
/// Every program a test starts runs with Swift's crash backtracer off: a GLib warning under
/// `G_DEBUG=fatal-warnings` is a breakpoint trap, which the backtracer would catch and let the
/// program go on from, so that it could exit 0. Without it the trap ends the program. Its
/// stderr goes to a file, which ``stopAndCheck(sourceLocation:)`` and ``run(_:_:environment:)``
/// read for GLib warnings and criticals (also those logged without fatal-warnings).
final class Subprocess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var buffer = ""
    private var collected: [String] = []
    private let name: String
    /// The program's stdout, read as lines arrive (``append(_:)``).
    private let output = Pipe()
    /// The file the program's stderr goes to.
    let errorLog: String

    /// Starts `executable`. Its stderr goes to `errorLog` (a new temporary file when nil), not
    /// the runner's: a daemon it leaves behind must not hold the test runner's stderr open.
    init(_ executable: String, _ arguments: [String], environment: [String: String], errorLog: String? = nil) throws {
        name = URL(fileURLWithPath: executable).lastPathComponent
        self.errorLog = errorLog ?? Self.temporaryFile()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = Self.strict(environment)
        _ = FileManager.default.createFile(atPath: self.errorLog, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: self.errorLog)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            // At the end of the output the handler would be called again and again; and a
            // handle closed while its dispatch source still watches the descriptor crashes
            // libdispatch's event loop (seen once, on the GTK 4.18 root): stop watching first.
            if data.isEmpty {
                handle.readabilityHandler = nil
            } else {
                self?.append(data)
            }
        }
        try process.run()
    }

    deinit {
        output.fileHandleForReading.readabilityHandler = nil
    }

    /// The environment the test process was started with, which every program a test starts
    /// inherits: read from `/proc/self/environ`, which `setenv` and `unsetenv` leave as it was.
    /// The live environment is not: while a theme test runs, `withTheme` unsets the test
    /// command's `GTK_THEME` (the desktop's theme switches are what it tests), and an end-to-end
    /// test beside it that copied the environment then started the demo in libadwaita's own
    /// style instead of the pinned theme's (two screenshots of one page compared: every knob
    /// different, seen in CI runs of the whole suite, never of one test alone). Reading it
    /// there also races with the writes.
    static let launchEnvironment = readLaunchEnvironment()

    /// ``launchEnvironment`` read anew (the live environment where there is no `/proc`).
    static func readLaunchEnvironment() -> [String: String] {
        guard let block = FileManager.default.contents(atPath: "/proc/self/environ") else {
            return ProcessInfo.processInfo.environment
        }
        var environment: [String: String] = [:]
        for entry in block.split(separator: 0) {
            let text = String(decoding: entry, as: UTF8.self)
            guard let equals = text.firstIndex(of: "=") else { continue }
            environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        return environment
    }

    private func append(_ data: Data) {
        lock.lock()
        defer { lock.unlock() }
        buffer += String(decoding: data, as: UTF8.self)
        while let newline = buffer.firstIndex(of: "\n") {
            collected.append(String(buffer[..<newline]))
            buffer.removeSubrange(...newline)
        }
    }

    /// Every line printed so far.
    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }

    /// Waits until a line satisfies `matches`; returns it, or nil after `timeout` seconds.
    func waitForLine(timeout: Double = 10, after count: Int = 0, _ matches: (String) -> Bool) -> String? {
        var found: String?
        waitUntil(timeout: timeout) {
            found = lines.dropFirst(count).first(where: matches)
            return found != nil
        }
        return found
    }

    /// Waits until `condition` holds on what the program printed, for at most `timeout`
    /// seconds or until it ends; returns whether it held.
    @discardableResult
    func waitUntil(timeout: Double = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            if !process.isRunning { return condition() }
            usleep(20_000)
        }
        return false
    }

    var isRunning: Bool { process.isRunning }

    /// Waits up to `seconds` for the program to end by itself; returns whether it did.
    @discardableResult
    func waitForExit(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        return !process.isRunning
    }

    /// Asks the program to end (SIGTERM), and kills it if it has not within two seconds.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(2)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Stops the program, and fails the running test if it had ended before it was asked
    /// to, or wrote a GLib warning or critical to its stderr (each line is reported).
    func stopAndCheck(sourceLocation: SourceLocation = #_sourceLocation) {
        let endedByItself = !process.isRunning
        stop()
        if endedByItself {
            Issue.record("\(name) ended before it was stopped: \(Self.describe(process))", sourceLocation: sourceLocation)
        }
        for line in Self.glibProblems(in: (try? String(contentsOfFile: errorLog, encoding: .utf8)) ?? "") {
            Issue.record("\(name) logged: \(line)", sourceLocation: sourceLocation)
        }
    }

    /// A program's failure: how it ended and the GLib lines of its stderr.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs a program to its end; returns its stdout. Throws when it fails (a status other
    /// than 0, a signal) or writes a GLib warning or critical to its stderr.
    ///
    /// The output goes through a temporary file, not a pipe: reading a pipe to its end waits
    /// for every holder of its write end, and children started earlier may hold one too.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> String {
        let path = temporaryFile(), errors = temporaryFile()
        for file in [path, errors] { _ = FileManager.default.createFile(atPath: file, contents: nil) }
        defer { for file in [path, errors] { try? FileManager.default.removeItem(atPath: file) } }
        let output = try #require(FileHandle(forWritingAtPath: path))
        let errorOutput = try #require(FileHandle(forWritingAtPath: errors))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = strict(environment)
        process.standardOutput = output
        process.standardError = errorOutput
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errorOutput.close()
        let stderr = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        // Passed on, so a CI log shows what the program said.
        FileHandle.standardError.write(stderr.data(using: .utf8) ?? Data())
        let problems = glibProblems(in: stderr)
        let failed = process.terminationReason != .exit || process.terminationStatus != 0
        if failed || !problems.isEmpty {
            let program = ([URL(fileURLWithPath: executable).lastPathComponent] + arguments).joined(separator: " ")
            throw Failure(description: "\(program): \(describe(process))" + problems.map { "\n  " + $0 }.joined())
        }
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    /// The lines of a program's stderr in which GLib reported a warning, a critical or an
    /// error (`Domain-WARNING **: …`), or Swift a crash.
    static func glibProblems(in stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter {
            $0.range(of: #"(WARNING|CRITICAL|ERROR) \*\*"#, options: .regularExpression) != nil || $0.contains("Program crashed")
        }
    }

    /// `environment` with Swift's crash backtracer off (see the type's comment).
    private static func strict(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        return environment
    }

    private static func describe(_ process: Process) -> String {
        process.terminationReason == .uncaughtSignal ? "killed by signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
    }

    private static func temporaryFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("cc-\(UUID().uuidString)").path
    }
}

/// A private Xvfb display, so no other test's window can cover the one under test.
final class PrivateDisplay: @unchecked Sendable {
    private let server: Subprocess
    let name: String

    init() throws {
        let xvfb = try #require(Self.which("Xvfb"), "Xvfb is not installed (the test command installs it)")
        server = try Subprocess(xvfb, ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                                environment: Subprocess.launchEnvironment,
                                errorLog: FileManager.default.temporaryDirectory.appendingPathComponent("cc-e2e-xvfb.log").path)
        let number = try #require(server.waitForLine(timeout: 10) { !$0.isEmpty }, "Xvfb did not start")
        name = ":" + number.trimmingCharacters(in: .whitespaces)
        trace("private display \(name)")
    }

    deinit { stop() }

    /// The test process's environment pointed at this display (X11, no Wayland), with
    /// `changes` applied on top: what every child started on the display gets.
    func environment(adding changes: [String: String] = [:]) -> [String: String] {
        var environment = Subprocess.launchEnvironment
        environment["DISPLAY"] = name
        environment["GDK_BACKEND"] = "x11"
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        environment.merge(changes) { _, change in change }
        return environment
    }

    /// Stops the server; the programs on it lose their display and end.
    func stop() { server.stop() }

    static func which(_ program: String) -> String? {
        let path = Subprocess.launchEnvironment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// Writes a step of an end-to-end test to stderr, so a CI log shows how far it got.
func trace(_ message: String) {
    FileHandle.standardError.write("[e2e] \(message)\n".data(using: .utf8)!)
}
