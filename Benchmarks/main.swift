import CustomControlsCGtk
import CustomControls
import Foundation

// customcontrols-bench: how much the controls cost to draw and to keep, against GtkScale (the
// anchor) and a solid fill (the floor), measured side by side in one run.
//
//   swift run -c release customcontrols-bench [--quick] [--output FILE.json]
//
// The parent process starts one child per part (frames at scale 1, frames at scale 2, the desk,
// memory per kind), each a fresh GTK process with the cairo renderer, collects their JSON and
// prints the table. Without a DISPLAY it starts a private Xvfb.

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
    switch part {
    case "frames":
        let scale = Int(value(of: "--scale") ?? "1") ?? 1
        let frames = Int(value(of: "--frames") ?? "2000") ?? 2000
        output = try! encoder.encode(FrameBenchmark(scale: scale, sides: [64, 200, 400], frames: frames, only: value(of: "--only")).run())
    case "desk":
        let desk = DeskBenchmark(subject: value(of: "--subject") ?? "controls", count: Int(value(of: "--count") ?? "256") ?? 256,
                                 frames: Int(value(of: "--frames") ?? "600") ?? 600)
        output = try! encoder.encode(desk.run())
    case "memory":
        let memory = MemoryBenchmark(subject: value(of: "--subject") ?? "knob", count: Int(value(of: "--count") ?? "1000") ?? 1000)
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
        try Orchestrator(quick: quick, outputPath: output).run()
    } catch {
        FileHandle.standardError.write("customcontrols-bench: \(error)\n".data(using: .utf8)!)
        exit(1)
    }
}
