#!/usr/bin/env python3
"""Type-checks the Swift samples a reader copies into an app: every ```swift block in the doc
comments of the public API (Sources/CustomControls/API, Sources/CustomControlsCore), in the DocC
articles, in README.md and in docs/. Left out: docs/embedding.md, whose blocks
scripts/example-check.sh builds as an app; docs/properties.md, whose block is a declaration
inside the library's own property enumeration; and manifest excerpts (`.package(...)`), which
scripts/dependency-check.sh covers.

    scripts/snippet-check.py SCRATCH     (SwiftPM's scratch path, after `swift build`)

Each block becomes the body of a function of its own, against the built modules, with
`#sourceLocation` pointing back at the block, so an error names the doc comment's file and
line. A sample may use the names the docs use for a control or a widget the reader already has
(`knob`, `prices`, `box`, `window`...): PRELUDE declares them. Warnings (an unused result such as
`TypedNumber.parse("-6 dB")   // -6`) are fine; errors fail. Prints "N passed, M failed", the
samples that compile and those that do not.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

# Names the samples use without declaring them: what the reader's app already has.
PRELUDE = """
@MainActor var knob: Knob { fatalError() }
@MainActor var pan: Knob { fatalError() }
@MainActor var gain: Knob { fatalError() }
@MainActor var filter: Knob { fatalError() }
@MainActor var range: RangeSlider { fatalError() }
@MainActor var prices: RangeSlider { fatalError() }
@MainActor var price: RangeSlider { fatalError() }
@MainActor var heading: CircularSlider { fatalError() }
@MainActor var box: UnsafeMutablePointer<GtkBox> { fatalError() }
@MainActor var window: UnsafeMutablePointer<GtkWidget> { fatalError() }
@MainActor var widget: UnsafeMutablePointer<GtkWidget> { fatalError() }
@MainActor var label: UnsafeMutablePointer<GtkWidget> { fatalError() }
@MainActor var valueLabel: OpaquePointer { fatalError() }  // GtkLabel *: opaque to Swift
@MainActor var builderMadeWidget: UnsafeMutablePointer<GtkWidget> { fatalError() }
@MainActor var builder: OpaquePointer { fatalError() }  // GtkBuilder *
var marks: Marks { fatalError() }
"""

IMPORTS = ["CustomControlsCGtk", "CustomControls", "CustomControlsCore"]
IMPORT = re.compile(r"\s*import \w+\s*(//.*)?$")
# Markdown files whose Swift blocks are not app code (see above).
NOT_APP_CODE = {"docs/embedding.md", "docs/properties.md"}


def swift_blocks(lines):
    """The ```swift blocks among `lines`, (number, text) pairs where a text of None ends any
    block: (first line number, the block's lines without the fence's indentation)."""
    blocks, block, start, indent = [], None, 0, 0
    for number, text in lines:
        if text is None:
            block = None
        elif block is None and text.strip() == "```swift":
            block, start, indent = [], number + 1, len(text) - len(text.lstrip())
        elif block is not None and text.strip() == "```":
            blocks.append((start, block))
            block = None
        elif block is not None:
            block.append(text[indent:] if text[:indent].strip() == "" else text)
    return blocks


def doc_comment_lines(path):
    """`path`'s lines as the text of its /// comments; any other line is None."""
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        text = line.strip()
        yield number, (text[4:] if text.startswith("/// ") else text[3:]) if text.startswith("///") else None


def markdown_lines(path):
    """`path`'s lines, numbered."""
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        yield number, line.rstrip("\n")


def main():
    scratch = sys.argv[1]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.chdir(root)
    sources = sorted(glob.glob("Sources/CustomControls/API/*.swift") + glob.glob("Sources/CustomControlsCore/*.swift"))
    articles = sorted(glob.glob("Sources/CustomControls*/*.docc/*.md") + ["README.md"]
                      + [p for p in glob.glob("docs/*.md") if p not in NOT_APP_CODE])
    samples = [(path, start, lines) for path in sources for start, lines in swift_blocks(doc_comment_lines(path))]
    samples += [(path, start, lines) for path in articles for start, lines in swift_blocks(markdown_lines(path))]
    samples = [sample for sample in samples if not any(".package(" in line for line in sample[2])]

    if not samples:  # the extraction broke: nothing checked is no pass
        print("snippet-check: found no Swift sample\nsnippet-check: 0 passed, 1 failed")
        return 1

    body = ["".join(f"import {module}\n" for module in IMPORTS), PRELUDE]
    for index, (path, start, lines) in enumerate(samples):
        # An import inside a function is no Swift: the file imports the modules once, and the
        # line stays, empty, so the lines after it keep their numbers.
        code = "".join("\n" if IMPORT.match(line) else line + "\n" for line in lines)
        body.append(f"@MainActor func sample{index}() throws {{\n"
                    f'#sourceLocation(file: "{path}", line: {start})\n{code}#sourceLocation()\n}}\n')

    cflags = subprocess.run(["pkg-config", "--cflags", "gtk4"], capture_output=True, text=True, check=True).stdout.split()
    with tempfile.TemporaryDirectory() as work:
        file = os.path.join(work, "Samples.swift")
        open(file, "w", encoding="utf-8").write("\n".join(body))
        command = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6",
                   "-I", f"{scratch}/debug/Modules",
                   "-Xcc", "-fmodule-map-file=Sources/CustomControlsCGtk/module.modulemap",
                   "-Xcc", f"-fmodule-map-file={scratch}/debug/CCustomControls.build/module.modulemap",
                   "-Xcc", "-ISources/CCustomControls/include"]
        for flag in cflags:
            command += ["-Xcc", flag]
        result = subprocess.run(command + [file], capture_output=True, text=True)
    output = result.stdout + result.stderr
    errors = [line for line in output.splitlines() if ": error: " in line]
    broken = {(m.group(1), int(m.group(2))) for m in (re.match(r"(.+?):(\d+):\d+: error: ", e) for e in errors) if m}
    failed = set()
    for path, start, lines in samples:
        if any(p == path and start <= line < start + len(lines) for p, line in broken):
            failed.add((path, start))
    if result.returncode != 0:
        print("\n".join(line for line in output.splitlines() if "prohibited flag" not in line))
        if not failed:  # an error outside every sample (the prelude, a missing module)
            failed.add(("(the check itself)", 0))
    for path, start in sorted(failed):
        print(f"not ok  the sample at {path}:{start} does not compile")
    print(f"snippet-check: {len(samples) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
