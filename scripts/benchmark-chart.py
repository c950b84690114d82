#!/usr/bin/env python3
"""Draws the benchmark's chart: each control against GtkScale, per renderer and GTK.

    scripts/benchmark-chart.py [RESULTS.json ...] [--output docs/benchmark-chart.png]

Reads the JSON files customcontrols-bench writes (by default docs/benchmark-results-gtk*.json,
one per GTK) and draws three panels, each a control's cost divided by GtkScale's in the same
run under the same renderer (below the line at 1 is cheaper than GtkScale):
  - a frame while dragging, 200 px, scale 1 (median);
  - the desk of 256 animating on screen (median frame);
  - resident memory per 1,000 instances.
Bars are grouped by GTK and renderer, each labelled with the renderer's GType name.

Needs matplotlib: when the Python running this has none, the script makes a virtual
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


CONTROLS = [("knob", "knob"), ("circular-slider", "circular slider"), ("range-slider", "range slider")]
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
        anchor = next((a for a in report["memory"] if a["subject"] == "gtkscale" and a["renderer"] == row["renderer"]), None)
        if row["subject"] != "gtkscale" and anchor:
            group(row)["memory"][row["subject"]] = row["kilobytesPerThousand"] / anchor["kilobytesPerThousand"]
    return groups


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("results", nargs="*", help="JSON files written by customcontrols-bench")
    parser.add_argument("--output", default=os.path.join(ROOT, "docs", "benchmark-chart.png"))
    arguments = parser.parse_args()
    paths = arguments.results or sorted(glob.glob(os.path.join(ROOT, "docs", "benchmark-results-gtk*.json")))
    if not paths:
        sys.exit("benchmark-chart: no results (docs/benchmark-results-gtk*.json)")

    ensure_matplotlib()
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    groups, dates, loads = {}, [], []
    for path in paths:
        with open(path) as file:
            report = json.load(file)
        groups.update(ratios(report))
        dates.append("GTK %s: %s, load %s" % (report["gtkVersion"], report["date"], " ".join(report["loadAverage"].split()[:3])))
    keys = sorted(groups, key=lambda key: (key[0], RENDERER_ORDER.get(key[1], 9)))
    labels = ["GTK %d.%d\n%s\n%s" % (key[0] + (RENDERER_LABEL.get(key[1], key[1]), groups[key]["type"])) for key in keys]

    panels = [
        ("frame", "A frame while dragging (200 px, scale 1): median ÷ GtkScale's", CONTROLS),
        ("desk", "Desk of 256 animating on screen: median frame ÷ the GtkScale desk's", [("controls", "the three, mixed")]),
        ("memory", "Memory per 1,000 instances ÷ GtkScale's", CONTROLS),
    ]
    colours = {"knob": "#3584e4", "circular-slider": "#e66100", "range-slider": "#2ec27e", "controls": "#9141ac"}
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
