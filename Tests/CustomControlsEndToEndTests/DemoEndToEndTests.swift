import Foundation
import Testing

/// Starts the real demo, drags each control with real X pointer events (xdotool) and checks,
/// from the lines the demo prints, that the values moved the right way and ended where the
/// pointer left them; then clicks Random and checks that every control reported a change.
@Suite(.serialized)
struct DemoEndToEndTests {
    /// Bounds in the demo window's surface coordinates, from its `ready` line.
    struct Bounds {
        let x, y, width, height: Double
        func point(_ dx: Double, _ dy: Double) -> (Double, Double) { (x + dx, y + dy) }
    }

    final class Session {
        let display: PrivateDisplay
        let bus: Subprocess
        let demo: Subprocess
        let environment: [String: String]
        let window: String
        let parts: [String: Bounds]
        let xdotool: String

        /// Starts the demo on `page` (`--page`: gallery or properties).
        init(page: String) throws {
            display = try PrivateDisplay()
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = display.name
            environment["GDK_BACKEND"] = "x11"
            // GTK's GL renderer (Mesa's llvmpipe here), which a desktop user gets by default.
            environment["GSK_RENDERER"] = "gl"
            environment.removeValue(forKey: "WAYLAND_DISPLAY")
            xdotool = try #require(PrivateDisplay.which("xdotool"), "xdotool is not installed (the test command installs it)")
            // A session bus of the test's own for GtkApplication, stopped with the test.
            let daemon = try #require(PrivateDisplay.which("dbus-daemon"), "dbus-daemon is not installed (the test command installs it)")
            bus = try Subprocess(daemon, ["--session", "--nofork", "--print-address=1"], environment: environment, errorLog: Self.busLog)
            let address = try #require(bus.waitForLine(timeout: 10) { $0.contains("=") }, "dbus-daemon gave no address")
            environment["DBUS_SESSION_BUS_ADDRESS"] = address
            let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("customcontrols-demo").path
            try #require(FileManager.default.isExecutableFile(atPath: binary), "no demo binary at \(binary)")
            demo = try Subprocess(binary, ["--page", page], environment: environment, errorLog: Self.demoLog)
            trace("started \(binary)")
            self.environment = environment
            let ready = try #require(demo.waitForLine(timeout: 30) { $0.hasPrefix("ready ") }, "the demo never printed its ready line")
            var parts: [String: Bounds] = [:]
            let words = ready.split(separator: " ").dropFirst().map(String.init)
            for index in stride(from: 0, to: words.count - 4, by: 5) {
                let numbers = words[(index + 1)...(index + 4)].compactMap(Double.init)
                parts[words[index]] = Bounds(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            }
            self.parts = parts
            trace(ready)
            let found = try Subprocess.run(xdotool, ["search", "--sync", "--onlyvisible", "--name", "^CustomControls$"], environment: environment)
            window = try #require(found.split(separator: "\n").first.map(String.init), "no demo window on the display")
            trace("window \(window)")
        }

        /// The demo's and the bus's stderr, for reading after a failure.
        static let demoLog = FileManager.default.temporaryDirectory.appendingPathComponent("cc-e2e-demo.log").path
        static let busLog = FileManager.default.temporaryDirectory.appendingPathComponent("cc-e2e-bus.log").path

        deinit {
            demo.stop()
            bus.stop()
            display.stop()
        }

        func bounds(_ name: String) throws -> Bounds {
            try #require(parts[name], "the ready line has no \(name)")
        }

        private func pointer(_ arguments: String...) throws {
            try Subprocess.run(xdotool, arguments, environment: environment)
        }

        private func move(to point: (Double, Double)) throws {
            try pointer("mousemove", "--window", window, String(Int(point.0.rounded())), String(Int(point.1.rounded())))
            usleep(25_000)  // GTK compresses motion: let each move become its own event
        }

        /// Presses at the first point, moves through the others, releases at the last.
        func drag(_ path: [(Double, Double)]) throws {
            trace("drag from \(path[0]) to \(path[path.count - 1])")
            try move(to: path[0])
            try pointer("mousedown", "1")
            usleep(50_000)
            for point in path.dropFirst() { try move(to: point) }
            usleep(50_000)
            try pointer("mouseup", "1")
            usleep(100_000)
        }

        func click(_ point: (Double, Double)) throws {
            try move(to: point)
            try pointer("click", "1")
        }

        /// The numbers of every `value-changed NAME …` line after line `from`.
        func reports(_ name: String, from: Int = 0) -> [[Double]] {
            demo.lines.dropFirst(from).filter { $0.hasPrefix("value-changed \(name) ") }
                .map { $0.split(separator: " ").dropFirst(2).compactMap { Double($0) } }
        }
    }

    @Test func draggingEachControlAndRandomReportTheRightValues() throws {
        let session = try Session(page: "properties")

        // Knob, 160 px: press at 12 o'clock (0.5), sweep clockwise to 3 o'clock (247.5° of 315°).
        let knob = try session.bounds("knob")
        let centre = (knob.width / 2, knob.height / 2)
        let knobPath = stride(from: -90.0, through: 0, by: 10).map { degrees -> (Double, Double) in
            let radians = degrees * .pi / 180
            return knob.point(centre.0 + 65 * cos(radians), centre.1 + 65 * sin(radians))
        }
        try session.drag(knobPath)
        let knobValues = session.reports("knob").map { $0[0] }
        trace("knob reported \(knobValues)")
        try #require(!knobValues.isEmpty, "the knob reported nothing")
        #expect(abs(knobValues[0] - 0.5) < 0.02, "the press should select 0.5, got \(knobValues[0])")
        #expect(zip(knobValues, knobValues.dropFirst()).allSatisfy { $0 <= $1 }, "knob values went back: \(knobValues)")
        #expect(abs(knobValues.last! - 247.5 / 315) < 0.02, "the knob ended at \(knobValues.last!)")

        // Range slider, 280x32: thumbs 32 wide, 248 px of travel; the lower thumb (0.2) moves 62 px right.
        let range = try session.bounds("range")
        let thumbX = 16 + 0.2 * (range.width - range.height)
        let rangePath = stride(from: 0.0, through: 62, by: 6.2).map { range.point(thumbX + $0, range.height / 2) }
        try session.drag(rangePath)
        let rangeValues = session.reports("range")
        trace("range slider reported \(rangeValues)")
        try #require(!rangeValues.isEmpty, "the range slider reported nothing")
        #expect(zip(rangeValues, rangeValues.dropFirst()).allSatisfy { $0[0] <= $1[0] }, "lower went back: \(rangeValues)")
        #expect(abs(rangeValues.last![0] - (0.2 + 62 / (range.width - range.height))) < 0.02, "lower ended at \(rangeValues.last![0])")
        #expect(rangeValues.allSatisfy { $0[1] == 0.8 }, "the upper value moved: \(rangeValues)")

        // Circular slider, 220 px: press at 12 o'clock (90°), sweep counter-clockwise to 9 o'clock (180°).
        let circle = try session.bounds("circular")
        let middle = (circle.width / 2, circle.height / 2)
        let circlePath = stride(from: -90.0, through: -180, by: -10).map { degrees -> (Double, Double) in
            let radians = degrees * .pi / 180
            return circle.point(middle.0 + 80 * cos(radians), middle.1 + 80 * sin(radians))
        }
        try session.drag(circlePath)
        let degrees = session.reports("circular").map { $0[0] }
        trace("circular slider reported \(degrees)")
        try #require(!degrees.isEmpty, "the circular slider reported nothing")
        #expect(abs(degrees[0] - 90) <= 1, "the press should select 90°, got \(degrees[0])")
        #expect(zip(degrees, degrees.dropFirst()).allSatisfy { $0 <= $1 }, "degrees went back: \(degrees)")
        #expect(abs(degrees.last! - 180) <= 1, "the circular slider ended at \(degrees.last!)")

        // Random: every control reports a new value.
        let before = session.demo.lines.count
        let random = try session.bounds("random")
        try session.click(random.point(random.width / 2, random.height / 2))
        for name in ["knob", "range", "circular"] {
            let line = session.demo.waitForLine(timeout: 5, after: before) { $0.hasPrefix("value-changed \(name) ") }
            #expect(line != nil, "Random did not change the \(name)")
        }
        #expect(session.demo.isRunning, "the demo exited; see \(Session.demoLog)")
    }
}
