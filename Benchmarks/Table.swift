import Foundation

/// The report as text: per-frame costs with their ratios to GtkScale and to the solid fill,
/// the desk, memory, and the issue's targets checked against this run's numbers.
struct Table {
    let report: BenchmarkReport

    func render() -> String {
        var lines: [String] = []
        lines.append("CustomControls benchmark, \(report.date), \(report.machine), GTK \(report.gtkVersion), \(report.renderer) renderer")
        lines.append("")
        lines.append("Per-frame cost in µs (snapshot + render to a texture), median and p95 of \(report.frames.first?.frames ?? 0) frames")
        lines.append(row(["control", "size", "scale", "case", "median", "p95", "×GtkScale", "×fill"]))
        for result in report.frames where result.subject != "fill" && result.subject != "gtkscale" {
            let anchor = partner(of: result, named: "gtkscale"), floor = partner(of: result, named: "fill")
            lines.append(row([
                result.subject, "\(result.width)x\(result.height)", "\(result.scale)", result.scenario,
                format(result.medianMicroseconds), format(result.p95Microseconds),
                ratio(result.medianMicroseconds, anchor?.medianMicroseconds), ratio(result.medianMicroseconds, floor?.medianMicroseconds),
            ]))
        }
        for result in report.frames where result.subject == "fill" || result.subject == "gtkscale" {
            let floor = partner(of: result, named: "fill")
            lines.append(row([
                result.subject, "\(result.width)x\(result.height)", "\(result.scale)", result.scenario,
                format(result.medianMicroseconds), format(result.p95Microseconds),
                result.subject == "gtkscale" ? "1" : "", ratio(result.medianMicroseconds, floor?.medianMicroseconds),
            ]))
        }
        lines.append("")
        lines.append("Desk: one window, every widget animating; frame time in ms: ticks + layout + snapshot + GSK cairo render,")
        lines.append("and the same frame drawn on the X server instead (Xvfb: software XRender in another process)")
        lines.append(row(["widgets", "count", "frames", "median", "p95", "X median", "X p95"]))
        for desk in report.desk {
            lines.append(row([desk.subject, "\(desk.widgets)", "\(desk.frames)", format(desk.medianMilliseconds), format(desk.p95Milliseconds),
                              format(desk.onScreenMedianMilliseconds), format(desk.onScreenP95Milliseconds)]))
        }
        lines.append("")
        lines.append("Memory: resident memory added per 1,000 instances (64 px, shown and drawn), in KiB")
        lines.append(row(["widget", "instances", "KiB/1000", "×GtkScale"]))
        let scaleMemory = report.memory.first { $0.subject == "gtkscale" }?.kilobytesPerThousand
        for memory in report.memory {
            lines.append(row([memory.subject, "\(memory.instances)", format(memory.kilobytesPerThousand), ratio(memory.kilobytesPerThousand, scaleMemory)]))
        }
        lines.append("")
        lines.append("Targets")
        lines += targets()
        return lines.joined(separator: "\n") + "\n"
    }

    /// The issue's targets, each checked against this run.
    private func targets() -> [String] {
        var lines: [String] = []
        for result in report.frames where result.scenario == "dragging" && result.scale == 1 && result.width == 200
            && result.subject != "fill" && result.subject != "gtkscale" {
            guard let anchor = partner(of: result, named: "gtkscale"), let floor = partner(of: result, named: "fill") else { continue }
            let toAnchor = result.medianMicroseconds / anchor.medianMicroseconds
            let toFloor = result.medianMicroseconds / floor.medianMicroseconds
            lines.append(check(toAnchor <= 0.5, "\(result.subject) dragging at 200 px, scale 1: \(String(format: "%.2f", toAnchor))× GtkScale (target ≤ 0.5×)"))
            lines.append(check(toFloor <= 10, "\(result.subject) dragging at 200 px, scale 1: \(String(format: "%.2f", toFloor))× fill (target ≤ 10×)"))
        }
        if let desk = report.desk.first(where: { $0.subject == "controls" }) {
            lines.append(check(desk.medianMilliseconds <= 16.7, "desk of \(desk.widgets): median frame \(format(desk.medianMilliseconds)) ms (target ≤ 16.7 ms)"))
        }
        if let scale = report.memory.first(where: { $0.subject == "gtkscale" }) {
            for memory in report.memory where memory.subject != "gtkscale" {
                lines.append(check(memory.kilobytesPerThousand <= scale.kilobytesPerThousand,
                                   "\(memory.subject) memory: \(format(memory.kilobytesPerThousand)) KiB/1000 vs GtkScale \(format(scale.kilobytesPerThousand)) (target ≤)"))
            }
        }
        return lines
    }

    private func check(_ met: Bool, _ text: String) -> String { (met ? "  met      " : "  NOT MET  ") + text }

    /// The anchor or floor measured at the same size, scale and case.
    private func partner(of result: FrameResult, named name: String) -> FrameResult? {
        report.frames.first {
            $0.subject == name && $0.width == result.width && $0.height == result.height && $0.scale == result.scale && $0.scenario == result.scenario
        }
    }

    private func row(_ cells: [String]) -> String {
        let widths = [16, 9, 6, 9, 9, 9, 10, 8]
        return zip(cells, widths).enumerated().map { index, pair in
            index == 0 ? pair.0.padding(toLength: pair.1, withPad: " ", startingAt: 0)
                : String(repeating: " ", count: max(0, pair.1 - pair.0.count)) + pair.0
        }.joined(separator: " ")
    }

    private func format(_ value: Double) -> String {
        value.isNaN ? "-" : value >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value)
    }

    private func ratio(_ value: Double, _ reference: Double?) -> String {
        guard let reference, reference > 0 else { return "-" }
        return String(format: "%.2f", value / reference)
    }
}
