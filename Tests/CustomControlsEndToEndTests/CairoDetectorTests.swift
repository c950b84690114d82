import Foundation
import Testing
@testable import CustomControlsBenchmark

/// GSK's own detector of cairo drawing finds none in the controls under GTK 4.14+'s GPU
/// renderers: with `GSK_DEBUG=cairo`, GSK lays a chequered error pattern over everything a
/// renderer draws through cairo (a cairo node, or a node it cannot draw on the GPU), so the
/// demo's window drawn with it and without it must be the same picture wherever a control is.
///
/// This checks the node census (`NodeFormTests`, which walks the nodes we make) from GSK's
/// side: what the renderer really did with them. The control run forces the cairo form
/// (`CC_DRAWING_FORM=cairo`), where the pattern must appear over every control, so a GTK
/// whose detector stayed off cannot pass.
@Suite(.serialized)
struct CairoDetectorTests {
    static let demo = ChildProcessTests.demo

    /// The running GTK's minor version (the detector came with GTK 4.14's renderers).
    static let gtkMinor = Int(gtkVersionString().split(separator: ".")[1]) ?? 0

    @Test(.enabled(if: gtkMinor >= 14, "GSK_DEBUG=cairo came with GTK 4.14's renderers"),
          arguments: ["opengl", "vulkan"], ["properties", "gallery"])
    func gsksCairoDetectorFindsNoCairoDrawingInAnyControl(renderer: String, page: String) throws {
        // (Its two demos once differed in whole controls in runs of the whole suite: one had
        // been started while a theme test had GTK_THEME unset, in libadwaita's own style.
        // Children now get the environment the runner was started with: Subprocess.)
        let controls = try Self.pixelsUnderTheDetector(page: page, environment: ["GSK_RENDERER": renderer])
        for (name, _, changed) in controls {
            #expect(changed == 0, "\(renderer), \(page): \(name) has \(changed) pixels under GSK's cairo pattern")
        }
        // Every kind of control is in the window: on the Properties page the range slider, the
        // knob and the circular slider (the circular range slider lies below the window's
        // bottom), on the Gallery the sliders, the knobs and the timer's dial.
        #expect(controls.count >= 3, "\(renderer), \(page): only \(controls.count) controls wholly in the window")
    }

    /// The detector is on: the cairo form, forced, is drawn through cairo, and GSK covers
    /// each control with its pattern (a 10 px chequer at 60 %: most pixels change).
    @Test(.enabled(if: gtkMinor >= 14, "GSK_DEBUG=cairo came with GTK 4.14's renderers"), arguments: ["opengl", "vulkan"])
    func gsksCairoDetectorFindsTheCairoFormWhenForced(renderer: String) throws {
        let controls = try Self.pixelsUnderTheDetector(page: "properties", environment: ["GSK_RENDERER": renderer, "CC_DRAWING_FORM": "cairo"])
        for (name, bounds, changed) in controls {
            #expect(Double(changed) > 0.3 * bounds.width * bounds.height, "\(renderer): \(name), forced to cairo, has only \(changed) pixels under the pattern")
        }
        #expect(controls.count >= 3, "\(renderer): only \(controls.count) controls wholly in the window")
    }

    /// The demo on `page` drawn twice in `environment` on a display of its own, without and
    /// with `GSK_DEBUG=cairo`: for each control wholly in the window, how many of its pixels
    /// changed.
    static func pixelsUnderTheDetector(page: String, environment: [String: String]) throws -> [(name: String, bounds: Bounds, changed: Int)] {
        let display = try PrivateDisplay()
        let base = environment.merging(["GTK_A11Y": "none"]) { $1 }
        let plain = try screenshot(page: page, environment: display.environment(adding: base))
        let detected = try screenshot(page: page, environment: display.environment(adding: base.merging(["GSK_DEBUG": "cairo"]) { $1 }))
        try #require(!plain.controls.isEmpty, "the demo reported no control's bounds")
        let controls: [(name: String, bounds: Bounds, changed: Int)] = try plain.controls.compactMap { name, bounds in
            try pixelsChanged(plain.file, bounds, detected.file, detected.bounds(of: name)).map { (name, bounds, $0) }
        }
        // When a control differs in them, both pictures and the demo's lines are kept for a
        // look, in the stage's log folder when the test command runs it.
        if environment["CC_DRAWING_FORM"] == nil, controls.contains(where: { $0.changed > 0 }) {
            let scratch = Subprocess.launchEnvironment["CUSTOMCONTROLS_SCRATCH_PATH"].map { "\($0)/stage-logs" }
            let folder = scratch ?? FileManager.default.temporaryDirectory.path
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (file, output, kind) in [(plain.file, plain.output, "plain"), (detected.file, detected.output, "detected")] {
                let kept = "\(folder)/cairo-detector-\(page)-\(environment["GSK_RENDERER"] ?? "default")-\(getpid())-\(kind)"
                try? FileManager.default.removeItem(atPath: kept + ".png")
                try? FileManager.default.moveItem(atPath: file, toPath: kept + ".png")
                try? output.write(toFile: kept + ".txt", atomically: true, encoding: .utf8)
                print("[cairo detector] kept \(kept).png and .txt")
            }
        } else {
            for file in [plain.file, detected.file] { try? FileManager.default.removeItem(atPath: file) }
        }
        return controls
    }

    typealias Bounds = DemoEndToEndTests.Bounds

    /// The demo's window saved as a PNG, and where its controls lie in it.
    struct Screenshot {
        let file: String
        let controls: [(String, Bounds)]
        /// What the demo printed.
        let output: String
        func bounds(of name: String) -> Bounds? { controls.first { $0.0 == name }?.1 }
    }

    /// Runs the demo on `page` until it saves its window (drawn by the window's renderer) and
    /// returns the PNG and the controls' bounds as they were when it was saved (its `shot`
    /// line: a layout after `ready` may move them).
    static func screenshot(page: String, environment: [String: String]) throws -> Screenshot {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cc-cairo-detector-\(getpid())-\(UUID().uuidString).png").path
        let output = try Subprocess.run(demo, ["--page", page, "--screenshot", file], environment: environment)
        let shot = try #require(output.split(separator: "\n").first { $0.hasPrefix("shot ") }, "no shot line in \(output)")
        let words = shot.split(separator: " ").dropFirst().map(String.init)
        var controls: [(String, Bounds)] = []
        for index in stride(from: 0, to: words.count - 4, by: 5) where isControls(words[index]) {
            let numbers = words[(index + 1)...(index + 4)].compactMap(Double.init)
            controls.append((words[index], Bounds(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])))
        }
        try #require(FileManager.default.fileExists(atPath: file), "the demo saved no screenshot: \(output)")
        return Screenshot(file: file, controls: controls, output: output)
    }

    /// Whether a part of the demo's `ready` line is one of our controls: the Properties page's
    /// four, and the Gallery's. Not the hue wheel: it lies over the colour picker's hue band,
    /// which the demo draws with cairo in a GtkDrawingArea (an app's own cairo, which GSK marks
    /// through the ring's gaps, rightly).
    static func isControls(_ part: String) -> Bool {
        ["range", "knob", "circular", "ring", "price", "rating", "gain-1", "pan-1", "eq-high-1", "eq-low-1", "eq-freq-1",
         "sv", "pad", "timer", "sleep"].contains(part)
    }

    /// Pixels of a control whose colour differs between two PNGs by more than 8 levels in a
    /// channel (read by GdkPixbuf in the system's Python), the control at `firstBounds` in one
    /// and `secondBounds` in the other; nil when it is not wholly inside both pictures (a
    /// control below the window's bottom) or not the same size in both.
    static func pixelsChanged(_ first: String, _ firstBounds: Bounds, _ second: String, _ secondBounds: Bounds?) throws -> Int? {
        guard let secondBounds, secondBounds.width == firstBounds.width, secondBounds.height == firstBounds.height else { return nil }
        let script = """
            import sys, gi
            gi.require_version("GdkPixbuf", "2.0")
            from gi.repository import GdkPixbuf
            a, b = (GdkPixbuf.Pixbuf.new_from_file(path) for path in sys.argv[1:3])
            ax, ay, bx, by, w, h = (int(round(float(v))) for v in sys.argv[3:9])
            if min(ax, ay, bx, by) < 0 or ax + w > a.get_width() or ay + h > a.get_height() \
                    or bx + w > b.get_width() or by + h > b.get_height():
                print("outside")
                sys.exit(0)
            pa, pb = a.get_pixels(), b.get_pixels()
            changed = 0
            for y in range(h):
                for x in range(w):
                    i = (ay + y) * a.get_rowstride() + (ax + x) * a.get_n_channels()
                    j = (by + y) * b.get_rowstride() + (bx + x) * b.get_n_channels()
                    if max(abs(pa[i + c] - pb[j + c]) for c in range(3)) > 8:
                        changed += 1
            print(changed)
            """
        let numbers = [firstBounds.x, firstBounds.y, secondBounds.x, secondBounds.y, firstBounds.width, firstBounds.height].map { "\($0)" }
        let output = try Subprocess.run("/usr/bin/python3", ["-c", script, first, second] + numbers,
                                        environment: Subprocess.launchEnvironment)
        let answer = output.trimmingCharacters(in: .whitespacesAndNewlines)
        if answer == "outside" { return nil }
        return try #require(Int(answer), "no count from \(output)")
    }
}
