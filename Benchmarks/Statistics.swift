import Foundation

/// A ratio measured over several rounds (fresh processes, subject and anchor alternating), with
/// a bootstrap 95 % confidence interval for it.
struct Estimate: Codable, Equatable {
    /// The median of the rounds' ratios.
    var value: Double
    /// The 2.5th and 97.5th percentiles of the median over resampled rounds.
    var low: Double
    var high: Double
    /// How many rounds it rests on.
    var rounds: Int

    /// The percentile bootstrap of the median of `ratios`: 10,000 resamples of the rounds with
    /// replacement, drawn by a fixed-seed generator (the desk's SplitMix64) so that a report's intervals can be
    /// recomputed from its JSON. Non-finite ratios (a round whose anchor measured 0) are left
    /// out; with none left the estimate is NaN.
    init(ratios: [Double], resamples: Int = 10_000) {
        let finite = ratios.filter(\.isFinite)
        rounds = finite.count
        guard !finite.isEmpty else {
            (value, low, high) = (.nan, .nan, .nan)
            return
        }
        value = Self.median(finite)
        var generator = SplitMix64(seed: 0x5EED_0053)
        var medians = [Double]()
        medians.reserveCapacity(resamples)
        var resample = [Double](repeating: 0, count: finite.count)
        for _ in 0..<resamples {
            for index in resample.indices { resample[index] = finite[Int(generator.next() % UInt64(finite.count))] }
            medians.append(Self.median(resample))
        }
        medians.sort()
        low = medians[Int(Double(resamples - 1) * 0.025)]
        high = medians[Int(Double(resamples - 1) * 0.975)]
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The verdict on a target "at most `target`": met when the whole interval lies at or below
    /// it, missed when the whole interval lies above it, undecided when it straddles it.
    func verdict(atMost target: Double) -> Verdict {
        guard value.isFinite else { return .undecided }
        if high <= target { return .met }
        if low > target { return .missed }
        return .undecided
    }

    /// "1.23× [1.10–1.35]".
    var text: String {
        value.isFinite ? String(format: "%.2f× [%.2f–%.2f]", value, low, high) : "-"
    }

    /// ``text`` for a verdict on `target`: with three decimals when two would show a bound on
    /// the target itself ("1.00× [1.00–1.00]" missing 1× reads as a mistake; it is 1.0005×).
    func text(near target: Double) -> String {
        let twoDecimals = { (number: Double) in String(format: "%.2f", number) }
        guard value.isFinite, [value, low, high].contains(where: { twoDecimals($0) == twoDecimals(target) }) else { return text }
        return String(format: "%.3f× [%.3f–%.3f]", value, low, high)
    }
}

/// A target's outcome in a run.
enum Verdict: String, Codable {
    case met
    case missed = "NOT MET"
    case undecided
    /// The machine was not quiet: the numbers are printed, no target is judged.
    case noVerdict = "no verdict"
}

/// What else the machine did while a part ran: the one-minute load average before and after
/// it, and the CPU time spent by processes other than the benchmark's own (this process, its
/// children and its Xvfb) per second of the part, from /proc/stat and getrusage. The load
/// average counts the benchmark's own threads too (llvmpipe's among them), so a part on the
/// GPU renderers raises it past 1 by itself; the others' CPU share does not.
struct PartLoad: Codable {
    var renderer: String
    var part: String
    var loadBefore: Double
    var loadAfter: Double
    /// CPU cores other processes kept busy, on average over the part.
    var otherCores: Double
}

/// Measures ``PartLoad/otherCores`` around one part.
struct CPUAccount {
    /// The machine's busy time (all CPUs, not idle or waiting for I/O), in seconds.
    static func machineBusySeconds() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
              let line = stat.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") }) else { return .nan }
        let fields = line.split(separator: " ").dropFirst().compactMap { Double($0) }
        guard fields.count >= 5 else { return .nan }
        let total = fields.reduce(0, +), idle = fields[3] + fields[4]
        return (total - idle) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// CPU seconds of this process and the children it has waited for.
    static func ownSeconds() -> Double {
        func seconds(_ who: Int32) -> Double {
            var usage = rusage()
            getrusage(__rusage_who_t(who), &usage)
            return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
                + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        }
        return seconds(RUSAGE_SELF.rawValue) + seconds(RUSAGE_CHILDREN.rawValue)
    }

    /// CPU seconds of a running process (the private Xvfb), from /proc/PID/stat.
    static func processSeconds(_ pid: Int32?) -> Double {
        guard let pid, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the name: state (0), ppid, …, utime (11), stime (12).
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The one-minute load average.
    static func loadAverage() -> Double {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").first.flatMap { Double($0) } ?? .nan
    }

    let started = Clock.nanoseconds()
    let busy = CPUAccount.machineBusySeconds()
    let own: Double
    let display: Int32?
    let loadBefore = CPUAccount.loadAverage()

    init(display: Int32?) {
        self.display = display
        own = CPUAccount.ownSeconds() + CPUAccount.processSeconds(display)
    }

    /// The part's load, now that it has ended.
    func finish(renderer: String, part: String) -> PartLoad {
        let wall = Double(Clock.nanoseconds() - started) / 1e9
        let others = (CPUAccount.machineBusySeconds() - busy) - (CPUAccount.ownSeconds() + CPUAccount.processSeconds(display) - own)
        return PartLoad(renderer: renderer, part: part, loadBefore: loadBefore, loadAfter: CPUAccount.loadAverage(),
                        otherCores: wall > 0 ? max(0, others / wall) : 0)
    }
}
