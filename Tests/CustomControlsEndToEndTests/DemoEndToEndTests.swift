import Foundation
import Testing

/// Starts the real demo, drags controls with real X pointer events (xdotool) and checks, from
/// the lines the demo prints, that the values moved the right way and ended where the pointer
/// left them: on the Properties page each control, then Random; on the Gallery the filter's
/// two range sliders (the list re-filtered live, or once on release), a price typed at a
/// thumb with real keys, a mixing-desk knob, then Reset All.
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
            // GTK's GL renderer (Mesa's llvmpipe here), which a desktop user gets by default:
            // `opengl` in every GTK 4 (`gl` names the old one, which GTK 4.18 removed).
            var environment = display.environment(adding: ["GSK_RENDERER": "opengl"])
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
            // A demo that died, or logged a GLib warning or critical, fails the test.
            demo.stopAndCheck()
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
            try press(path)
            try release()
        }

        /// Presses at the first point and moves through the others, holding the button.
        func press(_ path: [(Double, Double)]) throws {
            trace("drag from \(path[0]) to \(path[path.count - 1])")
            try move(to: path[0])
            try pointer("mousedown", "1")
            usleep(50_000)
            for point in path.dropFirst() { try move(to: point) }
            usleep(50_000)
        }

        /// Releases the button a ``press(_:)`` holds.
        func release() throws {
            try pointer("mouseup", "1")
            usleep(100_000)
        }

        /// Moves the pointer through `path`, as a person's arrives at what it clicks.
        func hover(_ path: [(Double, Double)]) throws {
            for point in path { try move(to: point) }
            usleep(200_000)
        }

        func click(_ point: (Double, Double), button: Int = 1) throws {
            try move(to: point)
            try pointer("click", String(button))
        }

        /// Real key events to the demo window, which first gets the X server's input focus:
        /// `keys("key", "Return")`, `keys("type", "120")`.
        func keys(_ arguments: String...) throws {
            try pointer("windowfocus", "--sync", window)
            try pointer(arguments)
            usleep(150_000)
        }

        private func pointer(_ arguments: [String]) throws {
            try Subprocess.run(xdotool, arguments, environment: environment)
        }

        /// The numbers of every `value-changed NAME …` line after line `from`.
        func reports(_ name: String, from: Int = 0) -> [[Double]] {
            lines("value-changed \(name) ", from: from)
        }

        /// The numbers of every line starting with `prefix` after line `from`.
        func lines(_ prefix: String, from: Int = 0) -> [[Double]] {
            demo.lines.dropFirst(from).filter { $0.hasPrefix(prefix) }
                .map { $0.dropFirst(prefix.count).split(separator: " ").compactMap { Double($0) } }
        }
    }

    /// `--screenshot` saves the window once it has painted nothing for 300 ms, not at a fixed
    /// time after ready (a control may still be animating then on a loaded machine), and says
    /// how long it waited: ready, then at rest, then saved. Ready comes from a frame's first
    /// phase, so that frame at least is painted while it waits.
    @Test func theScreenshotIsTakenOnceTheWindowRests() throws {
        let display = try PrivateDisplay()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cc-at-rest-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let output = try Subprocess.run(ChildProcessTests.demo, ["--page", "gallery", "--screenshot", file],
                                        environment: display.environment(adding: ["GTK_A11Y": "none"]))
        let lines = output.split(separator: "\n").map(String.init)
        let rest = try #require(lines.first { $0.hasPrefix("at rest after ") }, "\(output)")
        let words = rest.split(separator: " ")
        let waited = try #require(Int(words[3]), "\(rest)"), frames = try #require(Int(words[5]), "\(rest)")
        let lastFrame = try #require(Double(words[11]), "\(rest)")
        #expect(frames >= 1 && lastFrame > 0 && Double(waited) - lastFrame >= 299 && !rest.contains("still painting"), "\(rest)")
        let order = ["ready ", "at rest after ", "screenshot \(file)"].map { prefix in lines.firstIndex { $0.hasPrefix(prefix) } }
        #expect(order.allSatisfy { $0 != nil } && order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "\(output)")
        #expect(FileManager.default.fileExists(atPath: file))
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
        for name in ["knob", "range", "circular", "ring", "pad"] {
            let line = session.demo.waitForLine(timeout: 5, after: before) { $0.hasPrefix("value-changed \(name) ") }
            #expect(line != nil, "Random did not change the \(name)")
        }
        #expect(session.demo.isRunning, "the demo exited; see \(Session.demoLog)")
    }

    /// The colour picker's saturation and value pad, 160 px (its handle's centre 10 px inside
    /// each edge: 140 px for 0...100 on each axis), driven as a user would: the handle (at 72,
    /// 89) dragged to 25, 40, then Up and Left arrows; every change prints the colour, which
    /// must be the HSV colour of the hue and the printed values.
    @Test func draggingAndKeyingTheColorPickersPadMixTheColor() throws {
        let session = try Session(page: "gallery")
        let pad = try session.bounds("sv")
        let hue = try #require(session.lines("values hue ").last?[2], "the gallery printed no hue")
        func point(saturation: Double, value: Double) -> (Double, Double) {
            pad.point(10 + saturation / 100 * (pad.width - 20), 10 + (1 - value / 100) * (pad.height - 20))
        }
        var before = session.demo.lines.count
        try session.drag((0...10).map { step in
            let share = Double(step) / 10
            return point(saturation: 72 + share * (25 - 72), value: 89 + share * (40 - 89))
        })
        session.demo.waitUntil(timeout: 5) { session.reports("sv", from: before).last.map { abs($0[0] - 25) <= 1 } == true }
        let dragged = session.reports("sv", from: before)
        trace("the pad reported \(dragged)")
        try #require(!dragged.isEmpty, "the pad reported nothing")
        #expect(zip(dragged, dragged.dropFirst()).allSatisfy { $0[0] >= $1[0] && $0[1] >= $1[1] }, "the pad went back: \(dragged)")
        #expect(abs(dragged.last![0] - 25) <= 1 && abs(dragged.last![1] - 40) <= 1, "the pad ended at \(dragged.last!)")

        // The drag focused x: Up raises the value (y) to the next whole step, Left lowers the
        // saturation (x) to the one before (keys land on multiples of the step, 1 here).
        before = session.demo.lines.count
        try session.keys("key", "Up")
        try session.keys("key", "Left")
        session.demo.waitUntil(timeout: 5) { session.reports("sv", from: before).count >= 2 }
        let keyed = session.reports("sv", from: before)
        let last = dragged.last!
        let up = (last[1] + 1).rounded(.down), left = (last[0] - 1).rounded(.up)
        #expect(keyed.count == 2 && keyed.first == [last[0], up] && keyed.last == [left, up],
                "Up then Left from \(last) reported \(keyed)")

        // Each change's colour line, from an HSV conversion written here by sectors.
        let colors = session.demo.lines.filter { $0.hasPrefix("color ") }.suffix(dragged.count + keyed.count).map { String($0.dropFirst(6)) }
        let expected = (dragged + keyed).map { Self.hex(hue: hue, saturation: $0[0] / 100, value: $0[1] / 100) }
        #expect(colors == expected, "the colours printed \(colors), not \(expected)")
        #expect(session.demo.isRunning, "the demo exited; see \(Session.demoLog)")
    }

    /// `#rrggbb` of an HSV colour, by the textbook's six sectors of the hue.
    static func hex(hue: Double, saturation: Double, value: Double) -> String {
        let sector = hue / 60, chroma = value * saturation
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch Int(sector) % 6 {
        case 0: (chroma, second, 0)
        case 1: (second, chroma, 0)
        case 2: (0, chroma, second)
        case 3: (0, second, chroma)
        case 4: (second, 0, chroma)
        default: (chroma, 0, second)
        }
        let floor = value - chroma
        return String(format: "#%02x%02x%02x", Int(((r + floor) * 255).rounded()), Int(((g + floor) * 255).rounded()),
                      Int(((b + floor) * 255).rounded()))
    }

    /// The Gallery's filter scene and mixing desk, driven as a user would.
    @Test func draggingTheGalleryFilterAndADeskKnobReportTheRightValues() throws {
        let session = try Session(page: "gallery")
        // "filtered SHOWN of TOTAL", printed with the values before the ready line.
        let initial = try #require(session.lines("filtered ").last, "the gallery printed no filtered count")
        let total = initial[1]
        trace("filter shows \(initial[0]) of \(total)")

        // Price, 5...500 on a logarithmic scale, continuous: the lower thumb (40, at ln 8 / ln 100
        // of the travel) moves 30 % of the travel right, to 5 · 100^(0.45 + 0.3), about 159; the
        // list is filtered again after every change, never showing more.
        // The price is marked (€10 … €250, labels below the track): its thumbs are shorter than
        // its box is tall, so the lower thumb's box gives the thumb's side and the track's line.
        let price = try session.bounds("price")
        let lowerThumb = try session.bounds("price-lower-thumb")
        let travel = price.width - lowerThumb.width
        let across = lowerThumb.y - price.y + lowerThumb.height / 2
        let startTravel = log(40.0 / 5) / log(100.0)
        let priceThumb = lowerThumb.width / 2 + startTravel * travel
        var before = session.demo.lines.count
        let expectedPrice = 5 * pow(100, startTravel + 0.3)
        // Within 3 px of travel: the theme's thumbs sit a little inside the box this test
        // measures from, and a pixel there is worth ln 100 / travel of the price's logarithm.
        let tolerance = expectedPrice * log(100.0) * 3 / travel
        // Ten steps by index: a stride by 0.03 * travel can miss its last one to rounding.
        try session.press((0...10).map { price.point(priceThumb + Double($0) * 0.03 * travel, across) })
        // Continuous: the price reports while the button is still held. How many reports come is
        // GTK's to say (a loaded machine folds motion events into fewer frames); that one comes
        // before the release, their order, the last value and the filtering after each are what
        // a person sees.
        let whileHeld = session.demo.waitForLine(timeout: 5, after: before) { $0.hasPrefix("value-changed price ") }
        try #require(whileHeld != nil, "the continuous price slider reported nothing while it was dragged")
        try session.release()
        // The demo prints each report, then the filtering it caused: wait for the pair after the
        // last report.
        let start = before
        session.demo.waitUntil(timeout: 5) {
            let reports = session.reports("price", from: start)
            return reports.last.map { abs($0[0] - expectedPrice) <= tolerance } == true
                && session.lines("filtered ", from: start).count == reports.count
        }
        let prices = session.reports("price", from: before)
        let counts = session.lines("filtered ", from: before).map { $0[0] }
        trace("price reported \(prices), filtered \(counts)")
        try #require(!prices.isEmpty)
        #expect(zip(prices, prices.dropFirst()).allSatisfy { $0[0] < $1[0] }, "the lower price went back: \(prices)")
        #expect(prices.allSatisfy { $0[1] == 250 }, "the upper price moved: \(prices)")
        #expect(abs(prices.last![0] - expectedPrice) <= tolerance, "the lower price ended at \(prices.last![0]), not within \(tolerance) of \(expectedPrice)")
        #expect(counts.count == prices.count, "the list was filtered \(counts.count) times for \(prices.count) changes")
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 >= $1 }, "a narrower price range showed more: \(counts)")
        #expect((counts.last ?? initial[0]) < initial[0], "narrowing the prices hid nothing: \(counts)")

        // Rating, 1...5, not continuous: while the lower thumb (3.5) is dragged to 4.5 nothing is
        // reported and the list stays; on release one change, one filtering.
        let rating = try session.bounds("rating")
        let ratingTravel = rating.width - rating.height
        let ratingThumb = rating.height / 2 + 0.625 * ratingTravel
        before = session.demo.lines.count
        try session.press(stride(from: 0.0, through: 0.25 * ratingTravel, by: 0.025 * ratingTravel).map {
            rating.point(ratingThumb + $0, rating.height / 2)
        })
        #expect(session.reports("rating", from: before).isEmpty, "the rating reported a change before the release")
        #expect(session.lines("filtered ", from: before).isEmpty, "the list was filtered before the release")
        try session.release()
        let ratingLine = session.demo.waitForLine(timeout: 5, after: before) { $0.hasPrefix("filtered ") }
        let ratings = session.reports("rating", from: before)
        let ratingCounts = session.lines("filtered ", from: before).map { $0[0] }
        trace("rating reported \(ratings), filtered \(ratingCounts)")
        #expect(ratingLine != nil && ratings.count == 1 && ratingCounts.count == 1,
                "release should report once and filter once: \(ratings), \(ratingCounts)")
        if let last = ratings.last {
            #expect(abs(last[0] - 4.5) <= 0.1 && last[1] == 5, "the rating ended at \(last)")
        }
        if let shown = ratingCounts.last, let previous = counts.last {
            #expect(shown <= previous && shown < total, "a higher rating showed \(shown) of \(previous)")
        }

        // Typed prices: a click on the upper thumb (250) focuses it without moving it; Enter opens
        // the popover with its value, typed "€320" and Enter set it. Junk is refused (nothing
        // reported, the popover stays), Escape closes it, and the value stays.
        let upperThumb = lowerThumb.width / 2 + log(250.0 / 5) / log(100.0) * travel
        before = session.demo.lines.count
        try session.click(price.point(upperThumb, across))
        try session.keys("key", "Return")
        try session.keys("key", "ctrl+a")
        try session.keys("type", "320")
        try session.keys("key", "Return")
        let typedLine = session.demo.waitForLine(timeout: 5, after: before) { $0.hasPrefix("value-changed price ") }
        trace("typed price: \(typedLine ?? "nothing")")
        #expect(session.reports("price", from: before).last?[1] == 320, "typing 320 at the upper thumb gave \(session.reports("price", from: before))")
        #expect(session.reports("price", from: before).allSatisfy { abs($0[0] - (prices.last?[0] ?? 190)) < 0.001 }, "the lower price moved")
        before = session.demo.lines.count
        try session.keys("key", "Return")
        try session.keys("key", "ctrl+a")
        try session.keys("type", "cheap")
        try session.keys("key", "Return")
        try session.keys("key", "Escape")
        try session.keys("key", "Right")  // focus is back on the thumb: a key moves it up
        let afterEscape = session.demo.waitForLine(timeout: 5, after: before) { $0.hasPrefix("value-changed price ") }
        trace("after junk, Escape and Right: \(afterEscape ?? "nothing")")
        let afterKeys = session.reports("price", from: before)
        #expect(afterKeys.count == 1 && afterKeys.allSatisfy { $0[1] > 320 }, "junk or Escape changed the price, or focus left the thumb: \(afterKeys)")

        // The Kick channel's EQ High, dragged like a fader: 40 px up over 160 px for 24 dB is +6 dB.
        let eq = try session.bounds("eq-high-1")
        before = session.demo.lines.count
        try session.drag(stride(from: 0.0, through: 40, by: 5).map { eq.point(eq.width / 2, eq.height / 2 - $0) })
        let gains = session.reports("eq-high-1", from: before).map { $0[0] }
        trace("EQ high reported \(gains)")
        try #require(!gains.isEmpty, "the EQ knob reported nothing")
        #expect(zip(gains, gains.dropFirst()).allSatisfy { $0 < $1 }, "the EQ went down while dragged up: \(gains)")
        #expect(abs(gains.last! - 2) <= 0.5, "the EQ (from -4 dB) ended at \(gains.last!)")

        // Reset All: every knob back to its default, the EQ and the gain to 0 dB.
        before = session.demo.lines.count
        let reset = try session.bounds("reset-all")
        try session.click(reset.point(reset.width / 2, reset.height / 2))
        for name in ["eq-high-1", "gain-1", "pan-8"] {
            let line = session.demo.waitForLine(timeout: 5, after: before) { $0.hasPrefix("value-changed \(name) ") }
            #expect(line == "value-changed \(name) 0.000", "Reset All gave \(line ?? "nothing") for \(name)")
        }
        #expect(session.demo.isRunning, "the demo exited; see \(Session.demoLog)")
    }

    /// MIDI Learn on the desk, as a person does it: a right click on the Kick's gain opens its
    /// context menu, the keyboard picks MIDI Learn (the last item), the controller's fader is
    /// clicked and then moved by a key; each move sets the gain to the controller's share of
    /// its range (-40 to +6 dB), computed here from the printed controller value.
    @Test func midiLearnBindsTheControllerToTheKnobPickedInItsMenu() throws {
        let session = try Session(page: "gallery")
        let gain = try session.bounds("gain-1")
        var before = session.demo.lines.count
        // On the ring: the centre of this editable knob is its entry, whose menu is GtkText's.
        try session.click(gain.point(gain.width / 2, 4), button: 3)
        usleep(300_000)  // the popover maps
        try session.keys("key", "Up")  // from no item, Up wraps round to the last: MIDI Learn
        try session.keys("key", "Return")
        let learning = session.demo.waitForLine(timeout: 5, after: before) { $0.hasPrefix("midi-learn ") }
        #expect(learning == "midi-learn gain-1", "the menu's MIDI Learn gave \(learning ?? "nothing")")
        #expect(session.reports("gain-1", from: before).isEmpty, "opening the menu or picking MIDI Learn moved the gain")

        let fader = try session.bounds("midi-controller")
        // The pointer comes over from the knob: GTK's X11 backend takes a press on the window only
        // after the pointer has entered it again once the popover closed (so does GtkText's menu).
        try session.hover([fader.point(fader.width * 0.3, -20), fader.point(fader.width * 0.3, fader.height / 2)])
        before = session.demo.lines.count
        try session.click(fader.point(fader.width * 0.3, fader.height / 2))
        let bound = session.demo.waitForLine(timeout: 5, after: before) { $0.hasPrefix("midi-bound ") }
        #expect(bound == "midi-bound gain-1")
        try session.keys("key", "Right")  // one more step of the focused fader
        session.demo.waitUntil(timeout: 5) { session.lines("midi-cc ", from: before).count >= 2 }
        let moves = session.demo.lines.dropFirst(before).filter { $0.hasPrefix("midi-cc ") }.map { $0.split(separator: " ") }
        trace("controller moves: \(moves)")
        try #require(moves.count >= 2, "the controller moved the gain \(moves.count) times")
        for move in moves {
            let cc = try #require(Double(move[1])), value = try #require(Double(move[3]))
            #expect(move[2] == "gain-1")
            #expect(abs(value - (-40 + cc / 127 * 46)) < 0.001, "CC \(cc) gave \(value) dB")
        }
        let ccs = moves.compactMap { Double($0[1]) }
        #expect(ccs[1] == ccs[0] + 1 && ccs[0] > 0, "the fader's click and key gave \(ccs)")
        let reported = session.reports("gain-1", from: before).map { $0[0] }
        #expect(reported.last.map { abs($0 - (-40 + ccs.last! / 127 * 46)) < 0.001 } == true, "the gain reported \(reported)")

        #expect(session.demo.isRunning, "the demo exited; see \(Session.demoLog)")
    }
}
