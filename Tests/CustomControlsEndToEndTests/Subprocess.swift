import Foundation
import Testing

/// A program started for a test, whose stdout lines are collected as they arrive.
final class Subprocess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var buffer = ""
    private var collected: [String] = []

    /// Starts `executable`. Its stderr goes to `errorLog` (a file) when given: a daemon it
    /// leaves behind must not hold the test runner's own stderr open.
    init(_ executable: String, _ arguments: [String], environment: [String: String], errorLog: String? = nil) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let errorLog {
            _ = FileManager.default.createFile(atPath: errorLog, contents: nil)
            process.standardError = FileHandle(forWritingAtPath: errorLog)
        }
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.append(handle.availableData)
        }
        try process.run()
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
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let line = lines.dropFirst(count).first(where: matches) { return line }
            if !process.isRunning { return lines.dropFirst(count).first(where: matches) }
            usleep(20_000)
        }
        return nil
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

    /// Runs a program to its end; returns its stdout.
    ///
    /// The output goes through a temporary file, not a pipe: reading a pipe to its end waits
    /// for every holder of its write end, and children started earlier may hold one too.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cc-\(UUID().uuidString)").path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try #require(FileHandle(forWritingAtPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        try output.close()
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}

/// A private Xvfb display, so no other test's window can cover the one under test.
final class PrivateDisplay: @unchecked Sendable {
    private let server: Subprocess
    let name: String

    init() throws {
        let xvfb = try #require(Self.which("Xvfb"), "Xvfb is not installed (the test command installs it)")
        server = try Subprocess(xvfb, ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                                environment: ProcessInfo.processInfo.environment,
                                errorLog: FileManager.default.temporaryDirectory.appendingPathComponent("cc-e2e-xvfb.log").path)
        let number = try #require(server.waitForLine(timeout: 10) { !$0.isEmpty }, "Xvfb did not start")
        name = ":" + number.trimmingCharacters(in: .whitespaces)
        trace("private display \(name)")
    }

    deinit { stop() }

    /// Stops the server; the programs on it lose their display and end.
    func stop() { server.stop() }

    static func which(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// Writes a step of an end-to-end test to stderr, so a CI log shows how far it got.
func trace(_ message: String) {
    FileHandle.standardError.write("[e2e] \(message)\n".data(using: .utf8)!)
}
