#!/usr/bin/env python3
"""Checks the source layout rules of docs/internals.md ("Where code goes").

    check-layout.py [--write]

Every Swift file under Sources/ is read for its top-level declarations (those at column 0,
after any attributes and modifiers), and:

- `Foo.swift` declares one top-level type, `Foo`, or a top-level extension whose one nested
  type is `Foo` (a type named in its owner's scope, e.g. `ArcValueControl.ArcProperty`). Its
  own extensions may follow; nothing else, no second type, no free function or variable.
- `Foo+Bar.swift` holds only `extension Foo` (or of a type nested in `Foo`): a part of one
  type, no type or function of its own.
- the C face's `Cc*.swift` and `Generated/*.swift` hold only functions (C entry points have no
  type to be named after) and extensions.
- a hand-written file has at most 400 lines.

Anywhere, a top-level function marked `@_cdecl` is a C entry point, which cannot be a member
of a type: it may sit beside the type it exposes.

Files already breaking a rule when it was made are listed, with the rule they break, in
scripts/layout-exceptions.txt: the check fails on any break not listed, and on a listed one
that is gone (so the list only shrinks). `--write` rewrites the list from the tree.
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXCEPTIONS = ROOT / "scripts" / "layout-exceptions.txt"
LINE_CAP = 400

# Attributes and modifiers before a declaration's keyword (`@MainActor public final`).
PREFIX = (r"(?:@\w+(?:\([^)]*\))?\s+)*"
          r"(?:(?:public|package|private|fileprivate|internal|final|open|nonisolated|indirect)(?:\(set\))?\s+)*")
DECLARATION = re.compile("^" + PREFIX + r"(class|struct|enum|protocol|actor|extension|typealias|func|let|var)\s+([A-Za-z_][\w.]*)")
NESTED = re.compile("^    " + PREFIX + r"(class|struct|enum|protocol|actor)\s+([A-Za-z_]\w*)")
TYPES = {"class", "struct", "enum", "protocol", "actor"}


def problems(path):
    """The layout rules `path` breaks, each as one short phrase."""
    relative = path.relative_to(ROOT)
    lines = path.read_text().splitlines()
    name = path.stem
    owner = name.split("+")[0]
    types, extensions, others, nested = [], [], [], []
    in_extension = False
    entry_point = False  # the last top-level line was `@_cdecl(...)`
    for line in lines:
        match = DECLARATION.match(line)
        if match:
            kind, declared = match.groups()
            in_extension = kind == "extension"
            if kind in TYPES:
                types.append(declared)
            elif kind == "extension":
                extensions.append(declared)
            elif not (kind == "func" and (entry_point or line.startswith("@_cdecl("))):
                others.append(f"{kind} {declared}")
        if line[:1] not in ("", " ", "/", "}"):
            entry_point = line.startswith("@_cdecl(") and not match
        elif in_extension and (inner := NESTED.match(line)):
            nested.append(inner.group(2))
    found = []
    generated = relative.parts[:3] == ("Sources", "CustomControlsCAPI", "Generated")
    if len(lines) > LINE_CAP and not generated:
        found.append(f"more than {LINE_CAP} lines")
    if generated or (relative.parts[1] == "CustomControlsCAPI" and name.startswith("Cc")):
        if types:
            found.append("a C face file declares types: " + ", ".join(types))
        variables = [other for other in others if not other.startswith("func ")]
        if variables:
            found.append("a C face file declares variables: " + ", ".join(variables))
    elif "+" in name:
        if types:
            found.append("an extension file declares types: " + ", ".join(types))
        foreign = [extended for extended in extensions if extended.split(".")[0] != owner]
        if foreign:
            found.append(f"an extension file of {owner} extends " + ", ".join(foreign))
        if others:
            found.append("an extension file declares " + ", ".join(others))
    else:
        if types != [name] and not (not types and name in nested):
            found.append(f"declares {', '.join(types) or 'no type'} (one type, {name})")
        if others:
            found.append("declares " + ", ".join(others))
    return [f"{relative}: {problem}" for problem in found]


def compare(found, listed):
    """The breaks found but not listed, and the listed ones no longer found."""
    return [problem for problem in found if problem not in listed], [problem for problem in listed if problem not in found]


def self_test():
    """The rules and the comparison against small files made here, so a check that stopped
    finding breaks fails before it passes the tree."""
    import tempfile
    global ROOT
    kept = ROOT
    cases = {
        "Sources/Core/Dial.swift": ("struct Dial {}\nextension Dial {}\n", []),
        "Sources/Core/Pair.swift": ("struct Pair {}\nstruct Other {}\n", ["declares Pair, Other (one type, Pair)"]),
        "Sources/Core/Owner.swift": ("extension Dial {\n    enum Owner {}\n}\n", []),
        "Sources/Core/Inner.swift": ("func outer() {\n    struct Inner {}\n}\n", ["declares no type (one type, Inner)", "declares func outer"]),
        "Sources/Core/Loose.swift": ("struct Loose {}\nfunc helper() {}\n", ["declares func helper"]),
        "Sources/Core/Hooks.swift": ("enum Hooks {}\n@_cdecl(\"cc_hooks\")\npublic func cc_hooks() {}\n"
                                     "@MainActor\nfunc later() {}\n", ["declares func later"]),
        "Sources/Core/Inline.swift": ("enum Inline {}\n@_cdecl(\"cc_inline\") public func cc_inline() {}\n", []),
        "Sources/Core/Dial+Keys.swift": ("extension Dial {}\nextension Dial.Keys {}\n", []),
        "Sources/Core/Dial+Marks.swift": ("extension Dial {}\nprivate struct Room {}\nextension Point {}\n",
                                          ["an extension file declares types: Room", "an extension file of Dial extends Point"]),
        "Sources/Core/Long.swift": ("struct Long {}\n" + "//\n" * 400, [f"more than {LINE_CAP} lines"]),
        "Sources/CustomControlsCAPI/CcDial.swift": ("@_cdecl(\"cc_dial_new\")\nfunc ccDialNew() {}\n", []),
        "Sources/CustomControlsCAPI/CcPad.swift": ("struct CcPad {}\n", ["a C face file declares types: CcPad"]),
    }
    failures = []
    with tempfile.TemporaryDirectory() as folder:
        ROOT = pathlib.Path(folder)
        try:
            for name, (text, expected) in cases.items():
                path = ROOT / name
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text)
                got = [problem.split(": ", 1)[1] for problem in problems(path)]
                if got != expected:
                    failures.append(f"{name}: {got} (expected {expected})")
        finally:
            ROOT = kept
    if compare(["a", "b"], ["a", "c"]) != (["b"], ["c"]):
        failures.append("compare: a new break or a stale entry is missed")
    for failure in failures:
        print(f"check-layout: FAIL: self-test: {failure}")
    return not failures


def main():
    if not self_test():
        return 1
    found = sorted(problem for path in sorted((ROOT / "Sources").rglob("*.swift")) for problem in problems(path))
    if "--write" in sys.argv[1:]:
        header = [line for line in EXCEPTIONS.read_text().splitlines() if line.startswith("#")] if EXCEPTIONS.exists() else []
        EXCEPTIONS.write_text("\n".join(header + found) + "\n")
        print(f"check-layout: {len(found)} listed in {EXCEPTIONS.relative_to(ROOT)}")
        return 0
    listed = [line for line in EXCEPTIONS.read_text().splitlines() if line and not line.startswith("#")]
    new, gone = compare(found, listed)
    for problem in new:
        print(f"check-layout: FAIL: {problem}")
    for problem in gone:
        print(f"check-layout: FAIL: listed but no longer so (take it off {EXCEPTIONS.relative_to(ROOT)}): {problem}")
    print(f"check-layout: {len(found)} known exceptions, {len(new)} new, {len(gone)} stale")
    return 1 if new or gone else 0


if __name__ == "__main__":
    sys.exit(main())
