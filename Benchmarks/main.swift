import CustomControlsCGtk
import CustomControls
import Foundation

// customcontrols-bench: how much the controls cost to draw and to keep, against GtkScale (the
// anchor) and a solid fill (the floor), measured side by side in one run.
//
// The parent process starts one child per part and renderer (frames at scale 1, frames at
// scale 2, the desk, memory per kind; under every GSK renderer the running GTK has: cairo and
// GL, and from GTK 4.14 Vulkan), each a fresh GTK process, collects their JSON and prints the
// table. Without a DISPLAY it starts a private Xvfb.

let usage = """
    usage: customcontrols-bench [--quick] [--renderer cairo|gl|vulkan] [--parts frames,desk,memory] [--keep OLD.json] [--output FILE.json]
               every part (or those named) under every renderer (or the one named), the table, and
               the JSON; --keep takes every row not measured (other parts, other renderers) from an
               earlier sitting on the same GTK (--parts '' measures nothing: it judges the kept rows again)
           customcontrols-bench --part frames [--scale N] [--sides 64,200,400] [--only NAME,...] [--frames N] [--renderer R]
               NAME: \(FrameBenchmark.subjectNames.joined(separator: ", ")) (GtkScale and the fill always run)
           customcontrols-bench --part desk [--subject \(DeskBenchmark.subjects.joined(separator: "|"))] [--count N] [--frames N] [--renderer R]
           customcontrols-bench --part memory [--subject \(MemoryBenchmark.subjects.joined(separator: "|"))] [--count N] [--renderer R]
               one part in this process, its JSON on stdout; the renderer is GSK_RENDERER's unless --renderer names it

    """

let arguments = Array(CommandLine.arguments.dropFirst())

/// Stops with the usage on standard error: for an argument the benchmark does not know, so a
/// mistyped option or subject never runs (and reports) something other than what was asked.
func refuse(_ problem: String) -> Never {
    FileHandle.standardError.write("customcontrols-bench: \(problem)\n\(usage)".data(using: .utf8)!)
    exit(2)
}

if arguments.contains("--help") || arguments.contains("-h") {
    FileHandle.standardOutput.write(usage.data(using: .utf8)!)
    exit(0)
}
let flags: Set = ["--quick"]
let options: Set = ["--renderer", "--output", "--part", "--parts", "--keep", "--scale", "--sides", "--only", "--frames", "--subject", "--count"]
do {
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        if options.contains(argument) {
            guard index + 1 < arguments.count else { refuse("\(argument) needs a value") }
            index += 2
        } else if flags.contains(argument) {
            index += 1
        } else {
            refuse("unknown argument \(argument)")
        }
    }
}

func value(of option: String) -> String? {
    arguments.firstIndex(of: option).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}

/// `option`'s value as a positive count, `fallback` when it is not given.
func count(of option: String, fallback: Int) -> Int {
    guard let text = value(of: option) else { return fallback }
    guard let count = Int(text), count > 0 else { refuse("\(option) takes a positive whole number, not \(text)") }
    return count
}

/// `name`, given to `option`, if it is one of `names`; otherwise the benchmark stops.
func checked(_ name: String, for option: String, among names: [String]) -> String {
    guard names.contains(name) else { refuse("\(option) \(name) is none of \(names.joined(separator: ", "))") }
    return name
}

/// `option`'s value if it is one of `names`, `fallback` when it is not given.
func subject(of option: String, among names: [String], fallback: String) -> String {
    value(of: option).map { checked($0, for: option, among: names) } ?? fallback
}

/// A child's part: runs it in this process and prints its results as JSON on stdout. Its
/// arguments are read before GTK starts, so a wrong one stops it before it opens a display.
@MainActor
func runPart(_ part: String) {
    // The window's renderer is GSK_RENDERER's; each part checks that it is the kind asked for
    // (--renderer, or GSK_RENDERER's), and offscreen frames are rendered by one of its type.
    let environmentName = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "cairo"
    guard let renderer = value(of: "--renderer").map({ RendererKind(rawValue: $0) }) ?? RendererKind(environmentName: environmentName) else {
        refuse("unknown renderer \(value(of: "--renderer") ?? environmentName)")
    }
    let measure: @MainActor () throws -> Data
    switch part {
    case "frames":
        let sides = value(of: "--sides").map { text in
            text.split(separator: ",").map { side in
                guard let side = Int(side), side > 0 else { refuse("--sides takes sizes in pixels, as 64,200, not \(text)") }
                return side
            }
        } ?? [64, 200, 400]
        let only = value(of: "--only").map { text in
            text.split(separator: ",").map { checked(String($0), for: "--only", among: FrameBenchmark.subjectNames) }
        }
        let scale = count(of: "--scale", fallback: 1), frames = count(of: "--frames", fallback: 2000)
        measure = { try JSONEncoder().encode(FrameBenchmark(renderer: renderer, scale: scale, sides: sides, frames: frames, only: only).run()) }
    case "desk":
        let desk = subject(of: "--subject", among: DeskBenchmark.subjects, fallback: "controls")
        let widgets = count(of: "--count", fallback: 256), frames = count(of: "--frames", fallback: 600)
        measure = { try JSONEncoder().encode(DeskBenchmark(renderer: renderer, subject: desk, count: widgets, frames: frames).run()) }
    case "memory":
        let kind = subject(of: "--subject", among: MemoryBenchmark.subjects, fallback: "knob")
        let instances = count(of: "--count", fallback: 1000)
        measure = { try JSONEncoder().encode(MemoryBenchmark(renderer: renderer, subject: kind, count: instances).run()) }
    default:
        refuse("unknown part \(part)")
    }
    guard CustomControls.initializeGTK() else {
        FileHandle.standardError.write("customcontrols-bench: cannot open a display\n".data(using: .utf8)!)
        exit(2)
    }
    CustomControls.registerTypes()
    FileHandle.standardOutput.write(try! measure())
    FileHandle.standardOutput.write("\n".data(using: .utf8)!)
}

if let part = value(of: "--part") {
    MainActor.assumeIsolated { runPart(part) }
} else {
    let quick = arguments.contains("--quick")
    let output = value(of: "--output") ?? "benchmark-results.json"
    do {
        var renderers = RendererKind.available
        if let name = value(of: "--renderer") {
            guard let renderer = RendererKind(rawValue: name), renderers.contains(renderer) else {
                throw Orchestrator.Failure(description: "GTK \(gtkVersionString()) has no renderer \(name) (it has: "
                    + renderers.map(\.rawValue).joined(separator: ", ") + ")")
            }
            renderers = [renderer]
        }
        var orchestrator = Orchestrator(quick: quick, renderers: renderers, outputPath: output)
        if let parts = value(of: "--parts") {
            orchestrator.parts = parts.split(separator: ",").map { checked(String($0), for: "--parts", among: BenchmarkReport.parts) }
        }
        if let path = value(of: "--keep") {
            orchestrator.kept = try JSONDecoder().decode(BenchmarkReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } else if orchestrator.parts.count < BenchmarkReport.parts.count {
            refuse("--parts measures some parts into an earlier sitting: --keep names it")
        }
        guard try orchestrator.run() else { exit(1) }
    } catch {
        FileHandle.standardError.write("customcontrols-bench: \(error)\n".data(using: .utf8)!)
        exit(1)
    }
}
