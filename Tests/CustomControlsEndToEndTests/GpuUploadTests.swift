import Foundation
import Testing

@testable import CustomControlsBenchmark

/// What GSK's GPU renderers really upload while they draw the controls (#54), read from GSK's
/// own list of each frame's operations (`GSK_DEBUG=verbose`) as the benchmark's frames part
/// draws them, 200 px at scale 1, at rest and dragged. The node census (`NodeCensus`) estimates
/// uploads from the nodes; this is what the renderer did with them.
///
/// The limits are the issue's: on the newest GTK here, which keeps a fill's mask by its path,
/// nothing at rest; everywhere from GTK 4.14, at most a tenth of what the cairo form uploaded
/// a frame (118 kB: a 200 px ring's cairo node). GTK 4.14-4.18 make a fill's mask again at
/// every draw, so the circular range slider's two cut edges upload a few kB at rest there.
@Suite(.serialized)
struct GpuUploadTests {
    static let gtkMinor = CairoDetectorTests.gtkMinor

    /// The controls among the frames part's subjects.
    static let controls = ["knob", "knob-marks", "circular-slider", "circular-range", "range-slider"]

    /// A tenth of the cairo form's upload, in bytes a frame.
    static let tenthOfTheCairoForm = 11_800.0

    /// At rest and dragged, every frame's uploads but the images made once per look (the
    /// textures: GSK uploads each the first time it draws it) stay within a tenth of the cairo
    /// form's, and the images are few: made per look, never per value. On GTK 4.24 a frame at
    /// rest uploads nothing.
    @Test(.enabled(if: gtkMinor >= 14, "GTK 4.14 brought the GPU renderers whose operations GSK_DEBUG=verbose lists"),
          arguments: ["gl", "vulkan"])
    func theControlsUploadWithinTheIssuesLimits(renderer: String) throws {
        let frames = 60
        let drawn = try Self.uploads(renderer: renderer, only: Self.controls, frames: frames)
        for scenario in ["static", "dragging"] {
            for control in Self.controls {
                let measured = drawn["\(scenario) \(control) \(control == "range-slider" ? "200x30" : "200x200")"] ?? []
                let what = "GTK 4.\(Self.gtkMinor) \(renderer) \(control) \(scenario)"
                // Every measured frame was listed by GSK: no upload counted as none because GSK said nothing.
                #expect(measured.count == frames && measured.allSatisfy(\.listed), "\(what): \(measured.count) frames listed")
                let most = measured.map { $0.bytes - $0.textureBytes }.max() ?? 0
                let textures = measured.flatMap(\.uploads).filter { $0.hasPrefix("upload-texture") }
                print("[gpu uploads] \(what): at most \(Int(most)) bytes a frame beside \(textures.count) images, "
                      + "\(Int(measured.map(\.textureBytes).reduce(0, +) / 1000)) kB, in \(measured.count) frames")
                #expect(most <= Self.tenthOfTheCairoForm, "\(what): \(most) bytes in a frame")
                // The lit rings' glow levels a drag passes through, each once.
                #expect(textures.count <= 6, "\(what): \(textures.count) images uploaded: \(textures.prefix(4))")
                if scenario == "static" && Self.gtkMinor >= 24 {
                    let uploads = measured.flatMap(\.uploads)
                    #expect(uploads.isEmpty, "\(what): \(uploads.count) uploads at rest: \(uploads.prefix(4))")
                }
            }
        }
    }

    /// The count sees uploads: the cairo form, forced, uploads its ring's cairo node, about
    /// 118 kB, at every frame a circular slider is dragged.
    @Test(.enabled(if: gtkMinor >= 14, "GTK 4.14 brought the GPU renderers whose operations GSK_DEBUG=verbose lists"))
    func theCountSeesTheCairoFormsUploads() throws {
        let drawn = try Self.uploads(renderer: "gl", only: ["circular-slider"], frames: 5, environment: ["CC_DRAWING_FORM": "cairo"])
        let measured = drawn["dragging circular-slider 200x200"] ?? []
        #expect(measured.count == 5)
        for frame in measured {
            #expect(frame.bytes >= 100_000, "\(frame.bytes) bytes: \(frame.uploads)")
        }
    }

    /// An upload's size is read from GTK 4.18's lines and 4.24's: an atlas's area, not the atlas.
    @Test func anUploadsSizeIsReadFromEitherGTKsLines() {
        #expect(Self.pixels(of: "upload-cairo 0 21 21 34 1024x1024 BGRA8p fill ★ M 126 145 L 145 145 …") == 21 * 34)
        #expect(Self.pixels(of: "upload-glyph 19 0 20 23 glyph 19 font DejaVu Sans Bold 28px") == 20 * 23)
        #expect(Self.pixels(of: "upload-cairo 32x19 BGRA8(p)") == 32 * 19)
        #expect(Self.pixels(of: "upload-texture 170x170 BGRA8(p)") == 170 * 170)
        #expect(Self.pixels(of: "upload-something BGRA8(p)") == nil)
    }

    /// A frame as GSK listed its operations: the uploads and their bytes.
    struct Frame {
        /// Whether GSK listed the frame's operations.
        var listed = false
        var uploads: [String] = []
        /// Four bytes for every pixel uploaded, as the node census counts them.
        var bytes = 0.0
        /// The part of ``bytes`` that images (textures) took.
        var textureBytes = 0.0
    }

    /// The measured frames (not the warm-up's) of the frames part under `renderer`, keyed by
    /// scenario and subject ("static knob 200x200", "dragging range-slider 200x30"), as GSK
    /// listed them.
    static func uploads(renderer: String, only: [String], frames: Int, environment extra: [String: String] = [:]) throws -> [String: [Frame]] {
        let display = try PrivateDisplay()
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("cc-gsk-ops-\(getpid())-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        var environment = display.environment().merging(extra) { $1 }
        environment["GSK_RENDERER"] = renderer == "gl" ? "opengl" : renderer
        environment["GSK_DEBUG"] = "verbose"
        environment["GTK_A11Y"] = "none"
        environment["CC_BENCH_FRAME_MARKS"] = "1"
        environment["CC_GSK_OPS"] = log
        // GSK's list goes to a file, not into the test's log (tens of thousands of lines).
        try Subprocess.run("/bin/sh", ["-c", #"exec "$0" "$@" 2>"$CC_GSK_OPS""#, BenchmarkSmokeTests.binary, "--part", "frames", "--sides", "200",
                                       "--only", only.joined(separator: ","), "--frames", String(frames), "--renderer", renderer],
                           environment: environment)
        let text = try String(contentsOfFile: log, encoding: .utf8)
        #expect(Subprocess.glibProblems(in: text).isEmpty, "\(Subprocess.glibProblems(in: text).prefix(3))")
        return try parse(text)
    }

    /// Reads GSK's lists (each frame listed twice: at its start and after sorting, the
    /// second counted) under the benchmark's marks (`cc-frame SCENARIO SUBJECT SIZE FRAME`),
    /// keyed "SCENARIO SUBJECT SIZE".
    static func parse(_ text: String) throws -> [String: [Frame]] {
        var frames: [(key: String, frame: Frame)] = []
        var measuring = false  // false in the warm-up and before the first mark
        var counting = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("cc-frame ") {
                let words = line.split(separator: " ")
                try #require(words.count == 5, "mark \(line)")
                measuring = try #require(Int(words[4])) >= FrameBenchmark.warmUpFrames
                if measuring { frames.append((words[1...3].joined(separator: " "), Frame())) }
                counting = false
            } else if line == "start of frame:" {
                counting = false
            } else if line == "after sort:" {
                counting = true
                if measuring { frames[frames.count - 1].frame.listed = true }
            } else if counting, measuring {
                let operation = line.trimmingCharacters(in: .whitespaces)
                guard operation.hasPrefix("upload") else { continue }
                let bytes = 4 * Double(try #require(Self.pixels(of: operation), "an upload whose size is not read: \(operation)"))
                frames[frames.count - 1].frame.uploads.append(operation)
                frames[frames.count - 1].frame.bytes += bytes
                if operation.hasPrefix("upload-texture") { frames[frames.count - 1].frame.textureBytes += bytes }
            }
        }
        return Dictionary(grouping: frames, by: \.key).mapValues { $0.map(\.frame) }
    }

    /// The pixels an upload operation's line names: the area it fills in an atlas
    /// (`upload-cairo X Y WIDTH HEIGHT ATLAS …` on GTK 4.24, `upload-glyph X Y WIDTH HEIGHT …`
    /// on 4.18), or else its image's `WIDTHxHEIGHT`.
    static func pixels(of operation: String) -> Int? {
        let words = operation.split(separator: " ")
        let area = words.dropFirst().prefix(4).compactMap { Int($0) }
        if area.count == 4 { return area[2] * area[3] }
        for word in words.dropFirst() {
            let sides = word.split(separator: "x")
            if sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]) { return width * height }
        }
        return nil
    }
}
