import CustomControlsCGtk
import CustomControls
import Foundation

// customcontrols-bench: how much the controls cost to draw and to keep, against GtkScale (the
// anchor) and a solid fill (the floor), measured side by side in one run.
//
//   swift run -c release customcontrols-bench [--quick] [--renderer cairo|gl|vulkan] [--output FILE.json]
//
// The parent process starts one child per part and renderer (frames at scale 1, frames at
// scale 2, the desk, memory per kind; under every GSK renderer the running GTK has: cairo and
// GL, and from GTK 4.14 Vulkan), each a fresh GTK process, collects their JSON and prints the
// table. Without a DISPLAY it starts a private Xvfb.

let arguments = Array(CommandLine.arguments.dropFirst())

func value(of option: String) -> String? {
    arguments.firstIndex(of: option).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}

/// A child's part: runs it in this process and prints its results as JSON on stdout.
@MainActor
func runPart(_ part: String) {
    guard CustomControls.initializeGTK() else {
        FileHandle.standardError.write("customcontrols-bench: cannot open a display\n".data(using: .utf8)!)
        exit(2)
    }
    CustomControls.registerTypes()
    let encoder = JSONEncoder()
    let output: Data
    // The window's renderer is GSK_RENDERER's; each part checks that it is the kind asked for
    // (--renderer, or GSK_RENDERER's), and offscreen frames are rendered by one of its type.
    let environmentName = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "cairo"
    guard let renderer = value(of: "--renderer").map({ RendererKind(rawValue: $0) }) ?? RendererKind(environmentName: environmentName) else {
        FileHandle.standardError.write("customcontrols-bench: unknown renderer \(value(of: "--renderer") ?? environmentName)\n".data(using: .utf8)!)
        exit(2)
    }
    switch part {
    case "frames":
        let scale = Int(value(of: "--scale") ?? "1") ?? 1
        let frames = Int(value(of: "--frames") ?? "2000") ?? 2000
        let sides = value(of: "--sides").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [64, 200, 400]
        let benchmark = FrameBenchmark(renderer: renderer, scale: scale, sides: sides, frames: frames, only: value(of: "--only"))
        output = try! encoder.encode(benchmark.run())
    case "desk":
        let desk = DeskBenchmark(renderer: renderer, subject: value(of: "--subject") ?? "controls", count: Int(value(of: "--count") ?? "256") ?? 256,
                                 frames: Int(value(of: "--frames") ?? "600") ?? 600)
        output = try! encoder.encode(desk.run())
    case "memory":
        let memory = MemoryBenchmark(renderer: renderer, subject: value(of: "--subject") ?? "knob", count: Int(value(of: "--count") ?? "1000") ?? 1000)
        output = try! encoder.encode(memory.run())
    default:
        FileHandle.standardError.write("customcontrols-bench: unknown part \(part)\n".data(using: .utf8)!)
        exit(2)
    }
    FileHandle.standardOutput.write(output)
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
        guard try Orchestrator(quick: quick, renderers: renderers, outputPath: output).run() else { exit(1) }
    } catch {
        FileHandle.standardError.write("customcontrols-bench: \(error)\n".data(using: .utf8)!)
        exit(1)
    }
}
