#!/usr/bin/env python3
"""Draws the benchmark's chart: each control against GtkScale, per renderer and GTK.

    scripts/benchmark-chart.py [RESULTS.json ...] [--output docs/benchmark-chart.png]
    scripts/benchmark-chart.py [RESULTS.json ...] --markdown   # BENCHMARKS.md's side-by-side tables

Reads the JSON files customcontrols-bench writes (by default docs/benchmark-results-gtk*.json,
one per GTK) and draws three panels, each a control's cost divided by GtkScale's in the same
run under the same renderer (below the line at 1 is cheaper than GtkScale):
  - a frame while dragging, 200 px, scale 1 (median);
  - the desk of 256 animating on screen (median frame);
  - resident memory per 1,000 instances.
Bars are grouped by GTK and renderer, each labelled with the renderer's GType name.

With --markdown it prints instead the runs side by side as Markdown tables (the runs, every
per-frame row, the desks, memory, and issue #34's targets with their status), for BENCHMARKS.md;
that needs nothing but Python.

The chart needs matplotlib: when the Python running this has none, the script makes a virtual
environment in .build/benchmark-chart-venv, installs matplotlib there from PyPI and runs again
under it.
"""
import argparse
import glob
import json
import os
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
# The memory rows' knob with marks carries eleven labelled marks (MemoryBenchmark.markValues)
# and is set against GtkScale with the same marks; every other control against plain GtkScale.
MEMORY_NAMES = dict(CONTROLS, **{"knob-marks": "knob with 11 labelled marks"})


def memory_anchor(subject):
    return "gtkscale-marks" if subject == "knob-marks" else "gtkscale"


def memory_row(report, renderer, subject):
    return next((m for m in report["memory"] if m["renderer"] == renderer and m["subject"] == subject), None)


RENDERER_ORDER = {"cairo": 0, "gl": 1, "vulkan": 2}
RENDERER_LABEL = {"cairo": "cairo", "gl": "GL", "vulkan": "Vulkan"}


def minor_version(version):
    """'4.18.6' -> (4, 18): runs are grouped by GTK's minor version."""
    parts = version.split(".")
    return (int(parts[0]), int(parts[1]))


def ratios(report):
    """{(gtk, renderer): {"type": ..., "frame"|"desk"|"memory": {control: ratio}}} for one run."""
    groups = {}

    def group(row):
        key = (minor_version(row["gtkVersion"]), row["renderer"])
        entry = groups.setdefault(key, {"type": row["rendererType"], "frame": {}, "desk": {}, "memory": {}})
        if entry["type"] != row["rendererType"]:
            sys.exit("benchmark-chart: %s under %s has rows of two renderer types" % key)
        return entry

    frames = [r for r in report["frames"] if r["scenario"] == "dragging" and r["scale"] == 1 and r["width"] == 200]
    for row in frames:
        if row["subject"] in ("gtkscale", "fill"):
            continue
        anchor = next((a for a in frames if a["subject"] == "gtkscale" and a["renderer"] == row["renderer"]
                       and a["height"] == row["height"]), None)
        if anchor:
            group(row)["frame"][row["subject"]] = row["medianMicroseconds"] / anchor["medianMicroseconds"]
    for row in report["desk"]:
        anchor = next((a for a in report["desk"] if a["subject"] == "gtkscale" and a["renderer"] == row["renderer"]), None)
        if row["subject"] == "controls" and anchor:
            # The desk mixes the three controls: one bar for all.
            group(row)["desk"]["controls"] = row["medianMilliseconds"] / anchor["medianMilliseconds"]
    for row in report["memory"]:
        anchor = memory_row(report, row["renderer"], memory_anchor(row["subject"]))
        if not row["subject"].startswith("gtkscale") and anchor:
            group(row)["memory"][row["subject"]] = row["kilobytesPerThousand"] / anchor["kilobytesPerThousand"]
    return groups


def frame_rows(report):
    """{(renderer, subject, width, height, scale, scenario): row} of one run's per-frame rows."""
    return {(r["renderer"], r["subject"], r["width"], r["height"], r["scale"], r["scenario"]): r for r in report["frames"]}


def number(value):
    return "–" if value is None or value != value else ("%.0f" % value if value >= 100 else "%.1f" % value)


def markdown(reports):
    """The runs side by side: one column per GTK and renderer."""
    reports = sorted(reports, key=lambda r: minor_version(r["gtkVersion"]))
    columns = [(report, renderer) for report in reports
               for renderer in sorted(report["renderers"], key=lambda name: RENDERER_ORDER.get(name, 9))]

    def head(report, renderer):
        gtk = "%d.%d" % minor_version(report["gtkVersion"])
        types = {r["rendererType"] for part in ("frames", "desk", "memory") for r in report[part] if r["renderer"] == renderer}
        return "%s %s (`%s`)" % (gtk, RENDERER_LABEL.get(renderer, renderer), ", ".join(sorted(types)) or "no rows")

    lines = ["| run | date | machine | load average before the run (after it) | renderers |", "| --- | --- | --- | --- | --- |"]
    for report in reports:
        load = " ".join(report["loadAverage"].split()[:3])
        if report.get("loadAverageAfter"):
            load += " (%s)" % " ".join(report["loadAverageAfter"].split()[:3])
        lines.append("| GTK %s | %s | %s | %s | %s |" % (report["gtkVersion"], report["date"], report["machine"], load, ", ".join(report["renderers"])))
        for failure in report.get("failures", []):
            lines.append("| | FAILED | %s | %s | |" % (failure["renderer"], failure["part"]))
    lines.append("")

    # Per-frame rows: median µs, ×GtkScale and (GPU renderers) above the floor.
    lines.append("| control | size | scale | case | " + " | ".join(head(*column) for column in columns) + " |")
    lines.append("| --- | --- | --- | --- |" + " ---: |" * len(columns))
    indexed = [(report, renderer, frame_rows(report)) for report, renderer in columns]
    keys = []
    for report in reports:
        for r in report["frames"]:
            key = (r["subject"], r["width"], r["height"], r["scale"], r["scenario"])
            if r["subject"] not in ("gtkscale", "fill") and key not in keys:
                keys.append(key)
    keys.sort(key=lambda k: (k[4] != "dragging", k[3], k[1], [c for c, _ in CONTROLS].index(k[0])))
    for subject, width, height, scale, scenario in keys:
        cells = []
        for report, renderer, rows in indexed:
            row = rows.get((renderer, subject, width, height, scale, scenario))
            anchor = rows.get((renderer, "gtkscale", width, height, scale, scenario))
            floor = rows.get((renderer, "fill", width, height, scale, scenario))
            if not row or not anchor:
                cells.append("–")
                continue
            cell = "%s µs · %.2f×" % (number(row["medianMicroseconds"]), row["medianMicroseconds"] / anchor["medianMicroseconds"])
            if renderer != "cairo" and floor:
                reference = anchor["medianMicroseconds"] - floor["medianMicroseconds"]
                cell += " · %s" % ("%.2f" % ((row["medianMicroseconds"] - floor["medianMicroseconds"]) / reference) if reference > 0 else "–")
            if row["staleFrames"]:
                cell += " !"
            cells.append(cell)
        lines.append("| %s | %dx%d | %d | %s | %s |" % (subject, width, height, scale, scenario, " | ".join(cells)))
    for anchor_name in ("gtkscale", "fill"):
        for width, height in sorted({(k[1], k[2]) for k in keys}):
            for scale in sorted({k[3] for k in keys}):
                cells = []
                for report, renderer, rows in indexed:
                    row = rows.get((renderer, anchor_name, width, height, scale, "dragging"))
                    cells.append("%s µs" % number(row["medianMicroseconds"]) if row else "–")
                lines.append("| %s | %dx%d | %d | dragging | %s |" % (anchor_name, width, height, scale, " | ".join(cells)))
    lines.append("")

    lines.append("| desk of 256 | " + " | ".join(head(*column) for column in columns) + " |")
    lines.append("| --- |" + " ---: |" * len(columns))
    for subject in ("controls", "gtkscale"):
        cells = []
        for report, renderer in columns:
            desk = next((d for d in report["desk"] if d["renderer"] == renderer and d["subject"] == subject), None)
            anchor = next((d for d in report["desk"] if d["renderer"] == renderer and d["subject"] == "gtkscale"), None)
            cells.append("–" if not desk or not anchor else "%s ms · p95 %s · %.2f×" % (
                number(desk["medianMilliseconds"]), number(desk["p95Milliseconds"]), desk["medianMilliseconds"] / anchor["medianMilliseconds"]))
        lines.append("| %s | %s |" % (subject, " | ".join(cells)))
    lines.append("")

    lines.append("| memory per 1,000 | " + " | ".join(head(*column) for column in columns) + " |")
    lines.append("| --- |" + " ---: |" * len(columns))
    for subject in [c for c, _ in CONTROLS] + ["gtkscale", "gtkscale-marks"]:
        cells = []
        for report, renderer in columns:
            row, anchor = memory_row(report, renderer, subject), memory_row(report, renderer, memory_anchor(subject))
            cells.append("–" if not row or not anchor else "%s KiB · %.2f×" % (
                number(row["kilobytesPerThousand"]), row["kilobytesPerThousand"] / anchor["kilobytesPerThousand"]))
        lines.append("| %s | %s |" % (subject, " | ".join(cells)))
    lines.append("")
    lines.append("knob-marks and gtkscale-marks carry eleven labelled marks; knob-marks' ratio is to gtkscale-marks.")
    lines.append("")

    # Issue #34's targets: value and status per GTK and renderer.
    def status(value, limit):
        if value is None:
            return "–"
        # Three decimals where two would round a miss onto the limit.
        shown = "%.3f" % value if value > limit and "%.2f" % value == "%.2f" % limit else "%.2f" % value
        return shown + " ✓" if value <= limit else "**%s ✗**" % shown

    lines.append("| target (#34) | " + " | ".join(head(*column) for column in columns) + " |")
    lines.append("| --- |" + " :---: |" * len(columns))
    for subject, name in CONTROLS:
        cells = []
        for report, renderer, rows in indexed:
            key = (renderer, subject, 200, 200 if subject != "range-slider" else 30, 1, "dragging")
            row, anchor = rows.get(key), rows.get((renderer, "gtkscale") + key[2:])
            floor = rows.get((renderer, "fill") + key[2:])
            if not row or not anchor or not floor:
                cells.append("–")
            elif renderer == "cairo":
                cells.append(status(row["medianMicroseconds"] / anchor["medianMicroseconds"], 0.5))
            else:
                reference = anchor["medianMicroseconds"] - floor["medianMicroseconds"]
                cells.append(status((row["medianMicroseconds"] - floor["medianMicroseconds"]) / reference, 2) if reference > 0 else "–")
        lines.append("| %s, 200 px dragging: cairo ≤ 0.5× GtkScale, GPU ≤ 2× above the floor | %s |" % (name, " | ".join(cells)))
    for label, measure, limit in (("desk median ≤ 0.75× the GtkScale desk's", "median", 0.75), ("desk p95 ≤ 2× its own median", "p95", 2)):
        cells = []
        for report, renderer in columns:
            desk = next((d for d in report["desk"] if d["renderer"] == renderer and d["subject"] == "controls"), None)
            anchor = next((d for d in report["desk"] if d["renderer"] == renderer and d["subject"] == "gtkscale"), None)
            if not desk or not anchor:
                cells.append("–")
            elif measure == "median":
                cells.append(status(desk["medianMilliseconds"] / anchor["medianMilliseconds"], limit))
            else:
                cells.append(status(desk["p95Milliseconds"] / desk["medianMilliseconds"], limit))
        lines.append("| %s | %s |" % (label, " | ".join(cells)))
    for subject, _ in CONTROLS:
        cells = []
        for report, renderer in columns:
            row, anchor = memory_row(report, renderer, subject), memory_row(report, renderer, memory_anchor(subject))
            cells.append("–" if not row or not anchor else status(row["kilobytesPerThousand"] / anchor["kilobytesPerThousand"], 1))
        against = "GtkScale's with the same marks" if memory_anchor(subject) != "gtkscale" else "GtkScale's"
        lines.append("| %s memory per 1,000 ≤ %s | %s |" % (MEMORY_NAMES[subject], against, " | ".join(cells)))
    cells = []
    for report, renderer in columns:
        if renderer == "cairo":
            cells.append("–")
            continue
        verified = sum(r["verifiedFrames"] for r in report["frames"] if r["renderer"] == renderer)
        stale = sum(r["staleFrames"] for r in report["frames"] if r["renderer"] == renderer)
        cells.append("%d checked, %s" % (verified, "none stale ✓" if stale == 0 else "**%d stale ✗**" % stale))
    lines.append("| GPU frames show their own picture | %s |" % " | ".join(cells))
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
    if arguments.markdown:
        reports = []
        for path in paths:
            with open(path) as file:
                reports.append(json.load(file))
        print(markdown(reports))
        return

    ensure_matplotlib()
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    reports = []
    for path in paths:
        with open(path) as file:
            reports.append(json.load(file))
    groups, dates = {}, []
    for report in sorted(reports, key=lambda report: minor_version(report["gtkVersion"])):
        groups.update(ratios(report))
        dates.append("GTK %s: %s, load before the run %s" % (report["gtkVersion"], report["date"],
                     " ".join(report["loadAverage"].split()[:3])))
    keys = sorted(groups, key=lambda key: (key[0], RENDERER_ORDER.get(key[1], 9)))
    labels = ["GTK %d.%d\n%s\n%s" % (key[0] + (RENDERER_LABEL.get(key[1], key[1]), groups[key]["type"])) for key in keys]

    panels = [
        ("frame", "A frame while dragging (200 px, scale 1): median ÷ GtkScale's", CONTROLS),
        ("desk", "Desk of 256 animating on screen: median frame ÷ the GtkScale desk's", [("controls", "the controls, mixed")]),
        ("memory", "Memory per 1,000 instances ÷ GtkScale's (the knob with marks: ÷ GtkScale's with the same marks)",
         [(subject, MEMORY_NAMES[subject]) for subject, _ in CONTROLS]),
    ]
    colours = {"knob": "#3584e4", "circular-slider": "#e66100", "range-slider": "#2ec27e", "circular-range": "#c64600",
               "knob-marks": "#1a5fb4", "controls": "#9141ac"}
    figure, axes = plt.subplots(len(panels), 1, figsize=(max(8, 1.9 * len(keys) + 2), 12), constrained_layout=True)
    for axis, (metric, title, series) in zip(axes, panels):
        width = 0.8 / max(len(series), 2)
        top = 1.0
        for index, (subject, name) in enumerate(series):
            xs = [k + (index - (len(series) - 1) / 2) * width for k in range(len(keys))]
            values = [groups[key][metric].get(subject, float("nan")) for key in keys]
            bars = axis.bar(xs, values, width * 0.95, label=name, color=colours[subject])
            axis.bar_label(bars, labels=["%.2f" % v if v == v else "–" for v in values], fontsize=8, padding=2)
            top = max([top] + [v for v in values if v == v])
        axis.axhline(1, color="black", linewidth=1)
        axis.set_ylabel("× GtkScale (line: GtkScale)", fontsize=8)
        # A dotted line between one GTK's groups and the next's.
        for k in range(1, len(keys)):
            if keys[k][0] != keys[k - 1][0]:
                axis.axvline(k - 0.5, color="grey", linestyle=":", linewidth=1)
        axis.set_ylim(0, top * 1.18)
        axis.set_title(title, fontsize=11, loc="left")
        axis.set_xticks(range(len(keys)), labels, fontsize=8)
        axis.set_xlim(-0.6, len(keys) - 0.4)
        axis.legend(fontsize=8, loc="upper left", ncols=len(series))
        axis.spines[["top", "right"]].set_visible(False)
    figure.suptitle("CustomControls against GtkScale, per GSK renderer and GTK (lower is better)\n" + "; ".join(dates), fontsize=11)
    figure.savefig(arguments.output, dpi=80)
    print("benchmark-chart: " + os.path.relpath(arguments.output))


if __name__ == "__main__":
    main()
