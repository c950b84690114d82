#!/usr/bin/env python3
"""Draws the benchmark's chart: every target's metric with its 95 % interval and its target line.

    scripts/benchmark-chart.py [RESULTS.json ...] [--output docs/benchmark-chart.png]
    scripts/benchmark-chart.py [RESULTS.json ...] --markdown   # BENCHMARKS.md's tables

Reads the JSON files customcontrols-bench writes (by default docs/benchmark-results-gtk*.json,
one per GTK) and draws, from the targets each run judged (its "targets"), four panels:
  - a frame while dragging, 200 px, scale 1: under cairo the control's median over GtkScale's
    (target 0.5), under the GPU renderers what it draws beyond the empty frame over what
    GtkScale draws beyond it (target 1.5 from GTK 4.14, 2 before);
  - a frame at rest on the newest GTK the test command covers (4.24), the same measure (target 1);
  - the desk of 256 animating on screen: its median frame over the GtkScale desk's (target 0.6
    from GTK 4.14, 0.75 before);
  - resident memory per 1,000 instances over GtkScale's (target 1).
Each point carries its interval as an error bar; each group its target as a red line; a grey
cross beside a point is the same measure of the same shapes drawn from stock GSK nodes alone (the
target's floor), where the run measured it. Groups are GTK and renderer, labelled with the
renderer's GType name.

With --markdown it prints instead the runs side by side as Markdown tables (the runs, the
targets with their intervals and verdicts, the frames at 200 px with what their nodes ask of the
CPU), for BENCHMARKS.md; that needs nothing but Python.

The chart needs matplotlib: when the Python running this has none, the script makes a virtual
environment in .build/benchmark-chart-venv, installs matplotlib there from PyPI and runs again
under it.
"""
import argparse
import glob
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".build", "benchmark-chart-venv")


def ensure_matplotlib():
    """Imports matplotlib, or re-runs this script in a venv that has it."""
    try:
        import matplotlib  # noqa: F401
        return
    except ImportError:
        pass
    python = os.path.join(VENV, "bin", "python")
    if os.path.realpath(sys.prefix) == os.path.realpath(VENV):
        sys.exit("benchmark-chart: matplotlib is missing from " + VENV)
    if not os.path.exists(python):
        print("benchmark-chart: installing matplotlib into " + VENV, file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
    subprocess.run([python, "-m", "pip", "install", "--quiet", "matplotlib"], check=True)
    os.execv(python, [python, os.path.abspath(__file__)] + sys.argv[1:])


CONTROLS = [("knob", "knob"), ("circular-slider", "circular slider"), ("range-slider", "range slider"),
            ("circular-range", "circular range slider"), ("knob-marks", "knob with 10,000 marks")]
NAMES = dict(CONTROLS, controls="the controls, mixed")
RENDERER_ORDER = {"cairo": 0, "gl": 1, "vulkan": 2}
RENDERER_LABEL = {"cairo": "cairo", "gl": "GL", "vulkan": "Vulkan"}


def subject_name(kind, subject):
    """A subject's name in a target's row: the memory part's knob with marks has eleven labelled
    ones (against GtkScale's with them), the frames' ten thousand."""
    return "knob with 11 labelled marks" if kind == "memory" and subject == "knob-marks" else NAMES.get(subject, subject)


def minor_version(version):
    return tuple(int(part) for part in version.split("."))


def renderer_type(report, renderer):
    types = {row["rendererType"] for row in report["frames"] if row["renderer"] == renderer}
    return ", ".join(sorted(types)) or "no rows"


def interval(target, key="estimate"):
    """A target's estimate (or, with key="floor", its stock-node floor) with its interval."""
    estimate = target.get(key) or {}
    value = estimate.get("value")
    if value is None or value != value:
        return "–"
    bounds = (value, estimate["low"], estimate["high"])
    # Three decimals when two would put a bound on the target itself (1.0005× missing 1×).
    digits = 3 if any("%.2f" % bound == "%.2f" % target["target"] for bound in bounds) else 2
    return "%.*f× [%.*f–%.*f]" % (digits, value, digits, bounds[1], digits, bounds[2])


def frame_cells(report, width=200, height=200, scale=1, scenario="dragging"):
    """Each subject's rows at that size, scale and case, over the rounds, per renderer."""
    cells = {}
    for row in report["frames"]:
        if (row["width"], row["height"], row["scale"], row["scenario"]) == (width, height, scale, scenario):
            cells.setdefault((row["renderer"], row["subject"]), []).append(row)
    return cells


def number(value):
    return "–" if value != value else ("%.0f" % value if value >= 100 else "%.1f" % value)


def sittings(report):
    """When the report's parts were measured: its date, or, where parts were kept from earlier
    sittings (--keep), each part's date and machine."""
    if not report.get("keptParts"):
        return report["date"]
    return "; ".join("%s %s" % (part, part_sittings(report, part)) for part in ("frames", "desk", "memory"))


def part_sittings(report, part):
    """Where a part's rows were measured: one sitting ("29 Nov, AMD"), or each sitting once with
    its renderers, in the rows' order ("30 Nov, Intel (cairo); 29 Nov, AMD (gl, vulkan)")."""
    by_sitting = where_measured(report, part)
    if len(by_sitting) == 1:
        return next(iter(by_sitting))
    return "; ".join("%s (%s)" % (sitting, ", ".join(names)) for sitting, names in by_sitting.items())


def where_measured(report, part):
    """The sittings (date and machine) `part`'s rows were measured in, each with its renderers
    in the rows' order: a part kept whole (--keep) its sitting's; a renderer kept (keys
    "frames gl") that one's; the others the report's own."""
    kept = report.get("keptParts") or {}
    own = "%s, %s" % (report["date"], report["machine"])
    if part in kept:
        return {kept[part]: []}
    by_sitting = {}
    for renderer in dict.fromkeys(row["renderer"] for row in report.get(part, [])):
        by_sitting.setdefault(kept.get("%s %s" % (part, renderer), own), []).append(renderer)
    return by_sitting or {own: []}


def markdown(reports):
    reports = sorted(reports, key=lambda report: minor_version(report["gtkVersion"]))
    lines = ["| GTK | date | machine | rounds | llvmpipe threads | load before, after | others' CPU (most) | verdicts |",
             "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for report in reports:
        busiest = max([load["otherCores"] for load in report.get("loads", [])] or [0])
        quiet = any(target["verdict"] != "no verdict" for target in report.get("targets", []) if target["kind"] != "stale")
        threads = "%d" % report.get("llvmpipeThreads", 0)
        # The memory part's threads, from its rows: none since 1 December.
        memory_threads = {row.get("llvmpipeThreads") for row in report.get("memory", [])}
        if len(memory_threads) == 1 and None not in memory_threads:
            threads += " (memory: %d)" % memory_threads.pop()
        lines.append("| %s | %s | %s | %d | %s | %s; %s | %.2f cores | %s |" % (
            report["gtkVersion"], sittings(report), "each part's" if report.get("keptParts") else report["machine"], report.get("rounds", 1), threads,
            " ".join(report["loadAverage"].split()[:3]), " ".join((report.get("loadAverageAfter") or "").split()[:3]),
            busiest, "given" if quiet else "none (not quiet)"))
    lines += ["", "| target | " + " | ".join("GTK " + report["gtkVersion"] for report in reports) + " |",
              "| --- |" + " --- |" * len(reports)]
    keys = []
    for report in reports:
        for target in report.get("targets", []):
            if target["kind"] in ("frame", "static", "desk", "desk-p95", "memory"):
                key = (target["kind"], target["renderer"], target["subject"], target.get("target"))
                if key not in keys:
                    keys.append(key)
    kind_names = {"frame": "frame, 200 px dragging", "static": "frame, 200 px at rest", "desk": "desk median", "desk-p95": "desk p95/median", "memory": "memory"}
    for key in sorted(keys, key=lambda key: (list(kind_names).index(key[0]), RENDERER_ORDER.get(key[1], 9), key[2])):
        cells = []
        for report in reports:
            found = [t for t in report.get("targets", []) if (t["kind"], t["renderer"], t["subject"], t.get("target")) == key]
            floor = " (stock nodes: %s)" % interval(found[0], "floor") if found and found[0].get("floor") else ""
            cells.append("%s %s%s" % (found[0]["verdict"], interval(found[0]), floor) if found else "")
        lines.append("| %s %s: %s (≤ %g×) | %s |" % (kind_names[key[0]], RENDERER_LABEL.get(key[1], key[1]),
                                                     subject_name(key[0], key[2]), key[3], " | ".join(cells)))
    lines += ["", "Frames at 200 px, scale 1, dragging: median and p95 in µs (medians over the rounds), and per frame the cairo",
              "nodes, the device pixels rasterized on the CPU and the kB uploaded (GSK's GPU renderers):", "",
              "| GTK | renderer | subject | median µs | p95 µs | cairo nodes | CPU px | kB up |",
              "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for report in reports:
        cells = frame_cells(report)
        for (renderer, subject), rows in sorted(cells.items(), key=lambda item: (RENDERER_ORDER.get(item[0][0], 9), item[0][1])):
            census = [row.get("census", {}) for row in rows]
            mean = lambda field: sum(c.get(field, 0) for c in census) / len(census)
            lines.append("| %s | %s | %s | %s | %s | %.1f | %s | %s |" % (
                report["gtkVersion"], RENDERER_LABEL.get(renderer, renderer), subject,
                number(statistics.median(row["medianMicroseconds"] for row in rows)),
                number(statistics.median(row["p95Microseconds"] for row in rows)),
                mean("cairoNodes"), number(mean("cpuPixels")), number(mean("uploadBytes") / 1000)))
    lines += ["", "Frame rows (every size, scale and case) whose p95 is over twice their median, medians over the rounds:", ""]
    for report in reports:
        rows = {}
        for row in report["frames"]:
            key = (row["renderer"], row["subject"], row["width"], row["height"], row["scale"], row["scenario"])
            rows.setdefault(key, []).append(row)
        jittery = []
        for key, group in sorted(rows.items(), key=lambda item: (RENDERER_ORDER.get(item[0][0], 9),) + item[0][1:]):
            median = statistics.median(row["medianMicroseconds"] for row in group)
            p95 = statistics.median(row["p95Microseconds"] for row in group)
            if p95 > 2 * median:
                renderer, subject, width, height, scale, scenario = key
                jittery.append("%s %s %d×%d x%d %s (%s → %s µs, %.1f×)" % (
                    RENDERER_LABEL.get(renderer, renderer), subject, width, height, scale, scenario, number(median), number(p95), p95 / median))
        lines.append("- GTK %s: %d of %d%s" % (report["gtkVersion"], len(jittery), len(rows), (": " + "; ".join(jittery)) if jittery else ""))
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("results", nargs="*", help="JSON files written by customcontrols-bench")
    parser.add_argument("--output", default=os.path.join(ROOT, "docs", "benchmark-chart.png"))
    parser.add_argument("--markdown", action="store_true", help="print the runs side by side as Markdown tables")
    arguments = parser.parse_args()
    paths = arguments.results or sorted(glob.glob(os.path.join(ROOT, "docs", "benchmark-results-gtk*.json")))
    if not paths:
        sys.exit("benchmark-chart: no results (docs/benchmark-results-gtk*.json)")
    reports = []
    for path in paths:
        with open(path) as file:
            reports.append(json.load(file))
    if arguments.markdown:
        print(markdown(reports))
        return

    ensure_matplotlib()
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    reports.sort(key=lambda report: minor_version(report["gtkVersion"]))
    groups = []  # (GTK minor, renderer, label, report)
    for report in reports:
        minor = minor_version(report["gtkVersion"])[:2]
        for renderer in sorted(report["renderers"], key=lambda r: RENDERER_ORDER.get(r, 9)):
            groups.append((minor, renderer, "GTK %d.%d\n%s\n%s" % (minor + (RENDERER_LABEL.get(renderer, renderer), renderer_type(report, renderer))), report))
    panels = [
        ("frame", "A frame while dragging (200 px, scale 1): cairo ÷ GtkScale; GPU: above the empty frame ÷ GtkScale's", [s for s, _ in CONTROLS]),
        ("static", "A frame at rest (200 px, scale 1; GTK 4.24): as above", [s for s, _ in CONTROLS]),
        ("desk", "Desk of 256 animating on screen: median frame ÷ the GtkScale desk's", ["controls"]),
        ("memory", "Memory per 1,000 instances ÷ GtkScale's (the knob with marks: ÷ GtkScale's with the same marks)", [s for s, _ in CONTROLS]),
    ]
    colours = {"knob": "#3584e4", "circular-slider": "#e66100", "range-slider": "#2ec27e", "circular-range": "#c64600",
               "knob-marks": "#1a5fb4", "controls": "#9141ac"}
    figure, axes = plt.subplots(len(panels), 1, figsize=(max(8, 1.9 * len(groups) + 2), 15), constrained_layout=True)
    for axis, (kind, title, series) in zip(axes, panels):
        width = 0.8 / max(len(series), 2)
        top = 1.0
        floor_labelled = False
        for index, subject in enumerate(series):
            xs, values, lows, highs, floors = [], [], [], [], []
            for k, (_, renderer, _, report) in enumerate(groups):
                found = [t for t in report.get("targets", []) if t["kind"] == kind and t["renderer"] == renderer and t["subject"] == subject]
                estimate = (found[0].get("estimate") or {}) if found else {}
                if estimate.get("value") is None or estimate["value"] != estimate["value"]:
                    continue
                xs.append(k + (index - (len(series) - 1) / 2) * width)
                floor = (found[0].get("floor") or {}).get("value")
                if floor is not None and floor == floor:
                    floors.append((xs[-1] + width / 3, floor))
                    top = max(top, floor)
                values.append(estimate["value"])
                lows.append(estimate["value"] - estimate["low"])
                highs.append(estimate["high"] - estimate["value"])
                top = max(top, estimate["high"])
            axis.errorbar(xs, values, yerr=[lows, highs], fmt="o", capsize=3, label=subject_name(kind, subject), color=colours[subject])
            if floors:
                axis.plot([x for x, _ in floors], [y for _, y in floors], "x", color="#77767b", markersize=5,
                          label=None if floor_labelled else "stock nodes (floor)")
                floor_labelled = True
        # Each group's target, as a red line across it.
        for k, (_, renderer, _, report) in enumerate(groups):
            levels = {t["target"] for t in report.get("targets", []) if t["kind"] == kind and t["renderer"] == renderer and t.get("target")}
            for level in levels:
                axis.hlines(level, k - 0.45, k + 0.45, colors="#c01c28", linewidth=1.5)
                top = max(top, level)
        for k in range(1, len(groups)):
            if groups[k][0] != groups[k - 1][0]:
                axis.axvline(k - 0.5, color="grey", linestyle=":", linewidth=1)
        axis.set_ylim(0, top * 1.15)
        axis.set_ylabel("ratio (red: target)", fontsize=8)
        axis.set_title(title, fontsize=11, loc="left")
        axis.set_xticks(range(len(groups)), [group[2] for group in groups], fontsize=8)
        axis.set_xlim(-0.6, len(groups) - 0.4)
        axis.legend(fontsize=8, loc="upper left", ncols=len(series))
        axis.spines[["top", "right"]].set_visible(False)
    def dated(report):
        kept = report.get("keptParts") or {}
        if not kept:
            return report["date"]
        def part_dates(part):
            return "+".join(sorted({sitting.split(",")[0] for sitting in where_measured(report, part)}))
        return ", ".join("%s %s" % (part, part_dates(part)) for part in ("frames", "desk", "memory"))
    dates = ["GTK %s: %s, %d rounds" % (report["gtkVersion"], dated(report), report.get("rounds", 1)) for report in reports]
    figure.suptitle("CustomControls' targets with 95 % intervals, per GSK renderer and GTK (below the red line meets it)\n"
                    + "\n".join(dates), fontsize=11)
    figure.savefig(arguments.output, dpi=80)
    print("benchmark-chart: " + os.path.relpath(arguments.output))


if __name__ == "__main__":
    main()
