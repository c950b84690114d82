#!/usr/bin/python3
"""Mutation testing: plants small plausible bugs in the code, one at a time, and checks that a
test fails for each.

    scripts/mutate.py --since main~3              the lines changed since main~3
    scripts/mutate.py --file Sources/CustomControlsCore/Marks.swift
    scripts/mutate.py --all --sample 60 --seed 7  60 mutants drawn from all of Sources/ and the
                                                  C API generator, repeatably
    scripts/mutate.py --since HEAD~1 --list       the mutants, without running anything
    scripts/mutate.py --since main~3 --match Core the same, in files whose path matches
    scripts/mutate.py --survivors                 the last run's survivors again, after new tests
    scripts/mutate.py --survivors --gtk 4.18      … in the GTK 4.18 root, where GTK_CHECK_VERSION's
                                                  newer branches run

A mutant is one line changed by one standard operator: a comparison flipped (`<` to `<=`,
`==` to `!=`), an integer off by one, a sign (`+` to `-`), an argument order (`min` to `max`), a
statement dropped, a constant changed, a condition negated, `&&` to `||`, `true` to `false`.
Comments and string literals are left alone.

Each mutant is applied to a copy of the working tree's files (.build-mutate/tree, kept between
runs so that builds are incremental), built, and the suites covering its file run:

- Sources/CustomControlsCore: the Core tests (no display), then the widget tests, which drive
  Core too;
- Sources/CustomControls, Sources/CCustomControls: the widget tests under Xvfb whose names
  mention the control the file belongs to (all of them for shared files), then the same with
  the frames in the texture form (CC_GOLDEN_FORM=textures), as the test command runs them;
- Sources/CustomControlsCAPI and scripts/generate-c-api.py: the generator is run, then
  scripts/capi-check.sh (the installed library from C, Python, GJS and Vala).

`--filter` replaces the widget tests' filter. A mutant that does not compile is "stillborn" and
left out of the rate; one whose tests time out counts as killed. The kill rate is killed /
(killed + survived); each survivor is listed to be killed by a new test or argued equivalent.
A test step stops at the first failed test. Results also go to .build-mutate/last-run.json.
Not a stage of the test command: a mutant takes from ten seconds (Core) to a few minutes (a
survivor of the widget tests) on two cores.
"""

import argparse
import json
import os
import random
import re
import shlex
import shutil
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, asdict
from pathlib import Path

from controls import CONTROLS as CONTROLS_LIST

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / ".build-mutate"
TREE = WORK / "tree"
SCRATCH = ".build"  # inside TREE
# The GTK whose Debian root the commands run in (--gtk), or None for this machine's.
ROOT_GTK = None
GENERATOR = "scripts/generate-c-api.py"
MUTABLE = re.compile(r"^(Sources/.*\.(swift|c)|scripts/generate-c-api\.py)$")
# The controls' Swift names (scripts/controls.py), longest first: a file's name starting with
# one names its control.
CONTROLS = sorted((control.short for control in CONTROLS_LIST), key=len, reverse=True)


@dataclass
class Mutant:
    path: str
    line: int       # 1-based
    operator: str
    before: str
    after: str
    status: str = ""
    seconds: float = 0.0

    @property
    def name(self):
        return f"{self.path}:{self.line} {self.operator}"


# ---- Operators ----
# Each is (name, pattern, replacement); a line yields one mutant per match of each pattern
# outside string literals. A replacement is a string or a function of the match.

def _int_plus_one(match):
    return str(int(match.group(0)) + 1)


def _float_changed(match):
    value = float(match.group(0))
    return "0.0" if value != 0 else "1.0"


OPERATORS = [
    # Binary operators with spaces round them, as the code writes them: not generics
    # (`Array<Int>`), arrows, ranges (`..<`) or shifts.
    ("comparison <  to <=", r"(?<=\s)<(?=\s)", "<="),
    ("comparison <= to <", r"(?<=\s)<=(?=\s)", "<"),
    ("comparison >  to >=", r"(?<=\s)>(?=\s)", ">="),
    ("comparison >= to >", r"(?<=\s)>=(?=\s)", ">"),
    ("equality == to !=", r"(?<=\s)==(?=\s)", "!="),
    ("equality != to ==", r"(?<=\s)!=(?=\s)", "=="),
    ("logic && to ||", r"&&", "||"),
    ("logic || to &&", r"\|\|", "&&"),
    ("sign + to -", r"(?<=\s)\+(?=\s)", "-"),
    ("sign - to +", r"(?<=\s)-(?=\s)", "+"),
    ("product * to /", r"(?<=\s)\*(?=\s)", "/"),
    ("argument min to max", r"\bmin\(", "max("),
    ("argument max to min", r"\bmax\(", "min("),
    ("off by one", r"(?<![\w.$])\d+(?![\w.])", _int_plus_one),
    ("constant changed", r"(?<![\w.])\d+\.\d+(?![\w.])", _float_changed),
    ("boolean true to false", r"\btrue\b", "false"),
    ("boolean false to true", r"\bfalse\b", "true"),
    ("condition negated (if)", r"\bif (?!let |var |case )(.+?) \{", lambda m: f"if !({m.group(1)}) {{"),
    ("condition negated (guard)", r"\bguard (?!let |var |case )(.+?) else\b", lambda m: f"guard !({m.group(1)}) else"),
]
SKIP_LINE = re.compile(r"^\s*(//|/\*|\*|#|import |@_cdecl|@available|$)")
# Statements whose removal is a plausible bug: calls and assignments, not declarations,
# control flow or braces.
# (A line starting with a type's name is an expression's value, as a `case`'s, more often
# than a statement.)
STATEMENT = re.compile(r"^\s*(?![A-Z])(?!(let|var|func|case|default|return|guard|if|else|for|while|switch|"
                       r"case|init|deinit|private|public|package|fileprivate|static|override|"
                       r"@|\}|\{|\)|#|//|/\*|\*))[\w.$]+(\(|\s*[+\-*/]?=\s)[^{]*$")


def string_spans(line):
    """The index ranges of the line's string literals ("…", with escapes)."""
    spans, start, escaped = [], None, False
    for index, char in enumerate(line):
        if start is not None and escaped:
            escaped = False
        elif start is not None and char == "\\":
            escaped = True
        elif char == '"':
            if start is None:
                start = index
            else:
                spans.append((start, index))
                start = None
    if start is not None:
        spans.append((start, len(line)))
    return spans


def code_end(line, suffix):
    """Where the line's trailing comment starts (outside strings), or its length."""
    spans = string_spans(line)
    for match in re.finditer(r"//|#" if suffix == ".py" else r"//", line):
        if not any(a <= match.start() <= b for a, b in spans):
            return match.start()
    return len(line)


def line_mutants(path, number, line):
    suffix = Path(path).suffix
    if SKIP_LINE.match(line) or line.lstrip().startswith(('"', "'")):
        return []
    end = code_end(line, suffix)
    spans = string_spans(line)
    found = []
    for name, pattern, replacement in OPERATORS:
        if suffix == ".py" and ("&&" in pattern or "||" in pattern or "true" in pattern or "false" in pattern
                                or "guard" in name or "(if)" in name):
            continue
        for match in re.finditer(pattern, line[:end]):
            if any(a <= match.start() <= b for a, b in spans):
                continue
            new = replacement(match) if callable(replacement) else replacement
            after = line[:match.start()] + new + line[match.end():]
            if after != line:
                found.append(Mutant(path, number, name, line, after))
    # (An initializer's `self.name = name` dropped does not compile: not worth a build.)
    if (suffix != ".py" and STATEMENT.match(line[:end]) and not line.rstrip().endswith((",", "(", "["))
            and not re.match(r"^\s*self\.(\w+) = \1\s*$", line)):
        indent = line[:len(line) - len(line.lstrip())]
        found.append(Mutant(path, number, "statement dropped", line, indent + ("_ = 0" if suffix == ".swift" else ";")))
    return found


# ---- Which lines ----

def changed_lines(since):
    """{path: set of new line numbers} changed since the revision `since` (working tree included)."""
    diff = subprocess.run(["git", "diff", "-U0", since, "--"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    lines, path = {}, None
    for text in diff.splitlines():
        if text.startswith("+++ "):
            path = text[6:] if text.startswith("+++ b/") else None
        elif text.startswith("@@") and path and MUTABLE.match(path):
            start, _, count = re.search(r"\+(\d+)(?:,(\d+))?", text).group(1, 0, 2)
            start, count = int(start), int(count) if count is not None else 1
            lines.setdefault(path, set()).update(range(start, start + count))
    return lines


def all_lines(paths):
    return {path: None for path in paths}


def collect(selection):
    mutants = []
    for path, numbers in sorted(selection.items()):
        if path.endswith("/customcontrols.h") or "/Generated/" in path:
            continue  # generated: mutate the generator instead
        text = (ROOT / path).read_text().split("\n")
        for number, line in enumerate(text, start=1):
            if numbers is None or number in numbers:
                mutants.extend(line_mutants(path, number, line))
    return mutants


# ---- Running ----

def sync_tree():
    """Copies the working tree's files (tracked, and untracked ones git does not ignore) into
    TREE where they differ, and removes what is gone, keeping TREE's build folder."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT, capture_output=True,
                            check=True).stdout.decode().split("\0")
    wanted = {path for path in listed if path and (ROOT / path).is_file()}
    TREE.mkdir(parents=True, exist_ok=True)
    for path in wanted:
        source, target = ROOT / path, TREE / path
        if not target.exists() or target.read_bytes() != source.read_bytes():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    for folder, subfolders, files in os.walk(TREE):
        if Path(folder) == TREE:
            subfolders[:] = [name for name in subfolders if not name.startswith(".build")]  # the builds stay
        for name in files:
            relative = (Path(folder) / name).relative_to(TREE).as_posix()
            if relative not in wanted:
                (Path(folder) / name).unlink()


def area(path):
    if path.startswith("Sources/CustomControlsCore/"):
        return "core"
    if path.startswith("Sources/CustomControlsCAPI/") or path == GENERATOR:
        return "capi"
    return "widgets"


def widget_filter(path):
    stem = Path(path).stem
    for control in CONTROLS:
        if stem.startswith(control):
            return control
    return "CustomControlsTests"


# What the test command's stages run with (scripts/test.sh).
TEST_ENVIRONMENT = dict(os.environ, G_DEBUG="fatal-warnings", GTK_A11Y="test", GSETTINGS_BACKEND="memory",
                        GTK_THEME="Adwaita", NO_AT_BRIDGE="1", SWIFT_BACKTRACE="enable=no")


def commands(path, widget_filter_override):
    """The shell commands that build (the first ones: a failure there is a mutant that does not
    compile) and then test a mutant of `path`, in TREE: (build commands, test commands). With
    --gtk, each runs in that GTK's Debian root, with a build folder of its own."""
    scratch = SCRATCH if ROOT_GTK is None else f".build-gtk{ROOT_GTK.replace('.', '')}"
    build = f"swift build --build-tests --scratch-path {scratch}"
    kind = area(path)

    def widget_run(test_filter):
        return (f"scripts/headless.sh x11 env SWIFT_BACKTRACE=enable=yes swift test --skip-build "
                f"--scratch-path {scratch} --filter '{test_filter}' --skip CustomControlsEndToEndTests")
    if kind == "core":
        # Core's own tests first; the widgets exercise Core too (a mutant the Core tests miss
        # may crash a drag), so then the widget tests (all, or --filter's).
        steps = [build], [f"swift test --skip-build --scratch-path {scratch} --filter CustomControlsCoreTests",
                          widget_run(widget_filter_override or "CustomControlsTests")]
    elif kind == "capi":
        # The generator writes the generated files; capi-check then builds and installs with meson.
        steps = [f"python3 {GENERATOR}", build], ["scripts/capi-check.sh"]
    else:
        run = widget_run(widget_filter_override or widget_filter(path))
        # Then, as the test command's `textures` stage, with the frames built in the texture
        # form the GPU renderers get: the code drawing that form runs only there.
        steps = [build], [run, "CC_GOLDEN_FORM=textures " + run]
    if ROOT_GTK is None:
        return steps
    # The root gets the test environment spelled out: it does not pass through.
    environment = " ".join(f"{key}={value}" for key, value in TEST_ENVIRONMENT.items() if key not in os.environ or os.environ[key] != value)
    def in_root(command):
        return f"scripts/gtk{ROOT_GTK.replace('.', '')}.sh bash -c {shlex.quote(environment + ' ' + command)}"
    return [in_root(command) for command in steps[0]], [in_root(command) for command in steps[1]]


# The first line a failing Swift Testing test prints: once it appears the mutant is killed, and
# the rest of the suite need not run (a widget suite takes minutes; most mutants fail early).
FIRST_FAILURE = re.compile(r"^\S+ Test (?!run with).* (recorded an issue|failed after)")


def descendants(pid):
    """The processes below `pid`, from /proc: a test under headless.sh runs in a session of its
    own, out of reach of a signal to the step's process group."""
    children = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except (OSError, ValueError):
            continue
        # The command name may hold spaces and parentheses; the parent follows the last ')'.
        parent = int(stat[stat.rindex(")") + 2:].split()[1])
        children.setdefault(parent, []).append(int(entry.name))
    found, pending = [], [pid]
    while pending:
        for child in children.get(pending.pop(), []):
            found.append(child)
            pending.append(child)
    return found


def stop(process):
    """Kills the step `process` and everything it started."""
    for pid in [process.pid] + descendants(process.pid):
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def run_steps(steps, timeouts, log):
    """Runs the shell commands `steps` in TREE in order, each written to `log` before its
    output, each stopped after its entry in `timeouts` (seconds); returns the index of the
    first that failed (None when all passed), whether it timed out, and each step's seconds.
    A step stops at its first failed test."""
    seconds = []
    for index, (command, timeout) in enumerate(zip(steps, timeouts)):
        log.write(f"$ {command}\n")
        log.flush()
        started = time.monotonic()
        process = subprocess.Popen(command, shell=True, cwd=TREE, env=TEST_ENVIRONMENT, stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, text=True, errors="replace", start_new_session=True)
        expired = threading.Event()
        def expire():
            expired.set()
            stop(process)
        timer = threading.Timer(timeout, expire)
        timer.start()
        failed_test = False
        try:
            for line in process.stdout:
                log.write(line)
                if FIRST_FAILURE.match(line):
                    failed_test = True
                    log.write("mutate: the first failed test kills the mutant; the step is stopped\n")
                    stop(process)
                    break
        finally:
            timer.cancel()
            status = process.wait()
            log.flush()
        seconds.append(time.monotonic() - started)
        if expired.is_set():
            log.write(f"mutate: stopped after {timeout:.0f} s\n")
            return index, True, seconds
        if failed_test or status != 0:
            return index, False, seconds
    return None, False, seconds


def verdict(mutant, widget_filter_override, timeout, test_timeouts, log_dir):
    """Applies `mutant` in TREE, builds, tests, restores; returns its status. Its tests stop
    after `test_timeouts[steps]` seconds (a few times what they took unmutated), its builds
    after `timeout`."""
    target = TREE / mutant.path
    original = target.read_text()
    lines = original.split("\n")
    assert lines[mutant.line - 1] == mutant.before, f"{mutant.name}: the tree's line differs"
    lines[mutant.line - 1] = mutant.after
    target.write_text("\n".join(lines))
    builds, tests = commands(mutant.path, widget_filter_override)
    limits = [timeout] * len(builds) + test_timeouts.get(tuple(builds + tests), [timeout] * len(tests))
    try:
        with open(log_dir / (re.sub(r"[^\w.-]+", "_", mutant.name) + ".log"), "w") as log:
            failed, timed_out, _ = run_steps(builds + tests, limits, log)
    finally:
        target.write_text(original)
    if failed is None:
        return "survived"
    if timed_out:
        return "timeout"
    return "stillborn" if failed < len(builds) else "killed"


def baseline(paths, widget_filter_override, timeout, log_dir):
    """Runs each distinct set of commands the mutants need once, unmutated: a red baseline
    would make every mutant 'killed'. Returns, for each set, its test steps' time limits for
    the mutants: three times what they took here, and at least a minute (a mutant that loops
    forever is killed by the limit, not waited for)."""
    limits = {}
    for path in paths:
        builds, tests = commands(path, widget_filter_override)
        steps = tuple(builds + tests)
        if steps in limits:
            continue
        with open(log_dir / f"baseline-{len(limits) + 1}.log", "w") as log:
            failed, _, seconds = run_steps(steps, [timeout] * len(steps), log)
        if failed is not None:
            sys.exit(f"mutate: the unmutated tree fails `{steps[failed]}` ({log.name}): fix that first")
        limits[steps] = [max(60.0, 3 * taken) for taken in seconds[len(builds):]]
        print(f"mutate: baseline green for {area(path)} ({tests[-1]}) in {sum(seconds[len(builds):]):.0f} s", flush=True)
    return limits


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `--list | head` ends quietly
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--since", metavar="REV", help="mutate the lines changed since REV")
    which.add_argument("--file", action="append", metavar="PATH", help="mutate every line of PATH")
    which.add_argument("--all", action="store_true", help="mutate Sources/ and the C API generator")
    which.add_argument("--survivors", action="store_true",
                       help="run again the survivors of the last run (.build-mutate/last-run.json), after new tests")
    parser.add_argument("--match", metavar="REGEX", help="only files whose path matches REGEX")
    parser.add_argument("--sample", type=int, metavar="N", help="run N mutants drawn at random")
    parser.add_argument("--seed", type=int, help="the sample's seed (printed when drawn)")
    parser.add_argument("--filter", help="the widget tests to run (default: the file's control)")
    parser.add_argument("--gtk", choices=["4.18", "4.24"],
                        help="run in that GTK's Debian root (code behind GTK_CHECK_VERSION runs only there)")
    parser.add_argument("--timeout", type=int, default=900,
                        help="seconds per build (default 900); tests get three times their unmutated time")
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    args = parser.parse_args()
    global ROOT_GTK
    ROOT_GTK = args.gtk

    if args.survivors:
        selection = None
    elif args.since:
        selection = changed_lines(args.since)
    elif args.file:
        selection = all_lines(args.file)
    else:
        tracked = subprocess.run(["git", "ls-files", "Sources", GENERATOR], cwd=ROOT, capture_output=True,
                                 text=True, check=True).stdout.split()
        selection = all_lines([path for path in tracked if MUTABLE.match(path)])
    if args.survivors:
        last = json.loads((WORK / "last-run.json").read_text())
        mutants = [Mutant(**{key: m[key] for key in ("path", "line", "operator", "before", "after")})
                   for m in last["mutants"] if m["status"] == "survived"]
        # A line edited since (a fix) no longer holds the mutant: it is left out, and said so.
        current = [m for m in mutants if (ROOT / m.path).read_text().split("\n")[m.line - 1] == m.before]
        for mutant in mutants:
            if mutant not in current:
                print(f"mutate: {mutant.name}: the line changed since, left out")
        mutants = [m for m in current if not args.match or re.search(args.match, m.path)]
    else:
        if args.match:
            selection = {path: lines for path, lines in selection.items() if re.search(args.match, path)}
        mutants = collect(selection)
    if args.sample and args.sample < len(mutants):
        seed = args.seed if args.seed is not None else random.randrange(1 << 30)
        print(f"mutate: {args.sample} of {len(mutants)} mutants, seed {seed}")
        mutants = sorted(random.Random(seed).sample(mutants, args.sample), key=lambda m: (m.path, m.line))
    else:
        print(f"mutate: {len(mutants)} mutants")
    if args.list or not mutants:
        for mutant in mutants:
            print(f"  {mutant.name}: {mutant.after.strip()}")
        return

    WORK.mkdir(exist_ok=True)
    log_dir = WORK / "logs"
    shutil.rmtree(log_dir, ignore_errors=True)
    log_dir.mkdir()
    sync_tree()
    test_timeouts = baseline(sorted({m.path for m in mutants}), args.filter, args.timeout, log_dir)
    for index, mutant in enumerate(mutants, start=1):
        started = time.monotonic()
        mutant.status = verdict(mutant, args.filter, args.timeout, test_timeouts, log_dir)
        mutant.seconds = time.monotonic() - started
        print(f"[{index}/{len(mutants)}] {mutant.status:<9} {mutant.name} ({mutant.seconds:.0f} s)\n"
              f"      {mutant.before.strip()}\n   -> {mutant.after.strip()}", flush=True)

    counts = {status: sum(m.status == status for m in mutants) for status in ("killed", "timeout", "survived", "stillborn")}
    killed = counts["killed"] + counts["timeout"]
    scored = killed + counts["survived"]
    rate = 100.0 * killed / scored if scored else 0.0
    print(f"\nmutate: {killed} killed ({counts['timeout']} by timeout), {counts['survived']} survived, "
          f"{counts['stillborn']} did not compile: kill rate {rate:.0f} % of {scored}")
    for mutant in mutants:
        if mutant.status == "survived":
            print(f"  SURVIVED {mutant.name}: {mutant.after.strip()}")
    (WORK / "last-run.json").write_text(json.dumps({"rate": rate, "counts": counts,
                                                    "mutants": [asdict(m) for m in mutants]}, indent=1))


if __name__ == "__main__":
    main()
