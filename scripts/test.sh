#!/usr/bin/env bash
# Runs the whole CustomControls test suite, as CI does: the stages on this machine's GTK (4.8
# on Debian 12) and, beside them, on GTK 4.18 in a Debian 13 root and on GTK 4.24 in a Debian
# unstable root (scripts/debian-root.sh, each made once and kept in a cache folder), then one
# summary: stage, passed, failed, seconds. Its last line is `total: N passed, M failed`. Each
# stage runs on the GTKs its row below names: every one where its behaviour can differ.
#
#   ./scripts/test.sh                      everything, on the three GTKs
#   ./scripts/test.sh --list               the stages, where each runs, and what it runs
#   ./scripts/test.sh --stage x11,canary   only these stages (the option may repeat)
#   ./scripts/test.sh --gtk 4.8            only this machine's GTK (4.18, 4.24: only that root's)
#   ./scripts/test.sh --stage wayland --filter KnobWidgetTests
#                                          a `swift test` filter, for the Swift stages given
#                                          (alone, --filter means --stage x11 --gtk 4.8)
#
# Every stage runs, also after one failed, but for the stages that run the build's test binary
# (x11, wayland, textures, themes-x2, canary) after a failed build: they would test the binary
# the build before left behind, so they count as failed unrun. The command fails if any stage
# failed. Each stage's output
# is shown as it runs and kept in .build*/stage-logs/; `textures` runs beside `wayland` (each
# test process waits on its display about half the time, and the machine has two cores), and
# its output is shown when it ends. So do the roots' GTKs beside this machine's, each in a
# private network and mount namespace: their output is kept in .build/stage-logs/gtk-4.NN.log
# and shown when this machine's stages are done. Installs the system packages it needs
# when they are missing (with sudo when not root). CUSTOMCONTROLS_ROOTS lists the roots' GTKs
# to test (default "4.18 4.24"; empty for none: a machine without root or without the Debian
# mirror cannot make them).
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/system-packages.sh

# name|GTKs it runs on (all, or a list)|what it runs. A stage whose result cannot depend on
# GTK runs once; one whose code is the same on every GTK from 4.10 (the two newer roots share
# every GTK_CHECK_VERSION branch of the library) runs on the oldest and the newest; `textures`
# only where that form is drawn: from GTK 4.14 every renderer gets the node form
# (Sources/CustomControls/Drawing/DrawingForm.swift), which `x11` and `wayland` check there.
stage_table=(
    "generated|4.8|the C face generated from the property declarations is up to date (scripts/generate-c-api.py --check)"
    "layout|4.8|every source file holds one type named after it, an extension file only that type's extensions, at most 400 lines; known exceptions listed (scripts/check-layout.py)"
    "build|all|builds the package and its tests (swift build --build-tests)"
    "x11|all|the whole Swift suite under Xvfb: models, widgets, golden images drawn by GSK's cairo renderer, the demo end to end, the benchmark's smoke run (on 4.8 and 4.24, which take every branch 4.18 takes)"
    "wayland|all|the widget suite on a headless Weston, golden images drawn by GSK's GL renderer"
    "textures|4.8|the widget suite with golden images of the texture form (GTK 4.8's GL renderer) drawn by cairo"
    "themes-x2|all|themes, high contrast and live changes at GDK_SCALE=2"
    "canary|all|plants a GLib warning in each kind of process the suite starts: passes only if each is reported failed"
    "examples|4.8,4.24|docs/embedding.md's example apps, built and run headless (scripts/example-check.sh)"
    "dependencies|4.8|an app depending on the package fetches nothing else (scripts/dependency-check.sh)"
    "docc|4.8|the DocC catalogues build without a warning; the docs' Swift samples compile (scripts/docc-check.sh)"
    "atspi|all|what a screen reader gets from the demo through AT-SPI (scripts/atspi-check.sh)"
    "memcheck|4.8,4.24|the widget suite under AddressSanitizer and LeakSanitizer: on 4.8 under X11 (GSK's cairo renderer: the cairo form), on 4.24 under Wayland (the node form every 4.14+ renderer gets) (scripts/memcheck.sh)"
    "meson|all|the meson build, install and data validation (scripts/meson-check.sh)"
    "dist|4.18|the release tarball (meson dist) built and installed alone, and taken by a meson project as a subproject, with Debian 13's own Swift, swiftlang 6.0.3, the oldest supported: nothing fetched (scripts/dist-check.sh)"
    "debian|4.18,4.24|the Debian packages (debian/) built by dpkg-buildpackage with each Debian's own swiftlang and linted; on 4.18 installed into a clean Debian 13 where a C, Python and Vala app use them (scripts/deb-check.sh)"
    "capi|all|the installed C library from C, Python, GJS and Vala (scripts/capi-check.sh)"
    "rust|4.18,4.24|the Rust crates: regenerated from the GIR, built offline, tested; on 4.24 against its newer gtk-rs (scripts/rust-check.sh)"
)
stage_names=()
for row in "${stage_table[@]}"; do stage_names+=("${row%%|*}"); done

stages=() filter="" gtk=all
while [ $# -gt 0 ]; do
    case "$1" in
    --stage) IFS=, read -ra more <<<"${2:?--stage needs a name}"; stages+=("${more[@]}"); shift 2 ;;
    --stage=*) IFS=, read -ra more <<<"${1#--stage=}"; stages+=("${more[@]}"); shift ;;
    --filter) filter="${2:?--filter needs a value}"; shift 2 ;;
    --filter=*) filter="${1#--filter=}"; shift ;;
    --gtk) gtk="${2:?--gtk needs 4.8, 4.18 or all}"; shift 2 ;;
    --gtk=*) gtk="${1#--gtk=}"; shift ;;
    --list)
        for row in "${stage_table[@]}"; do
            IFS='|' read -r name where what <<<"$row"
            printf '%-13s %-9s %s\n' "$name" "$where" "$what"
        done
        exit 0 ;;
    -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "test.sh: unknown argument '$1' (--help)" >&2; exit 2 ;;
    esac
done
if [ -n "$filter" ] && [ ${#stages[@]} -eq 0 ]; then
    stages=(x11)
    [ "$gtk" = all ] && gtk=4.8
fi
[ ${#stages[@]} -gt 0 ] || stages=("${stage_names[@]}")
for stage in "${stages[@]}"; do
    [[ " ${stage_names[*]} " == *" $stage "* ]] || { echo "test.sh: no stage '$stage' (--list)" >&2; exit 2; }
done
# The stages that run the build's test binary build it first when `build` was not asked for: a
# fresh clone has none, and an old one would test old code.
binary_stages=" x11 wayland textures themes-x2 canary "
if [[ " ${stages[*]} " != *" build "* ]]; then
    for stage in "${stages[@]}"; do
        if [[ "$binary_stages" == *" $stage "* ]]; then stages=(build "${stages[@]}"); break; fi
    done
fi
wants() { [[ " ${stages[*]} " == *" $1 "* ]]; }

# Inside a root (scripts/debian-root.sh), this script runs again with --gtk here.
inside_root=false
[ "$gtk" = here ] && inside_root=true
case "$gtk" in
all|4.8|4.18|4.24|here) ;;
*) echo "test.sh: --gtk takes 4.8, 4.18, 4.24 or all" >&2; exit 2 ;;
esac
roots="${CUSTOMCONTROLS_ROOTS-4.18 4.24}"

# runs_on STAGE GTK: whether the stage's row names that GTK (4.8, 4.18, 4.24).
runs_on() {
    local row where
    for row in "${stage_table[@]}"; do
        [ "${row%%|*}" = "$1" ] || continue
        where="${row#*|}"; where="${where%%|*}"
        [ "$where" = all ] || [[ ",$where," == *",$2,"* ]]
        return
    done
    return 1
}

# SwiftPM's build folder: each GTK its own (the roots' are .build-gtk418 and .build-gtk424).
scratch="${CUSTOMCONTROLS_SCRATCH_PATH:-.build}"
export CUSTOMCONTROLS_SCRATCH_PATH="$scratch"
logs="$scratch/stage-logs"
summary="${CUSTOMCONTROLS_SUMMARY:-$scratch/stage-summary.tsv}"
mkdir -p "$logs"
$inside_root || : > "$summary"

# --- This machine's GTK ---------------------------------------------------------------------------

run_here() {
    local packages=(libgtk-4-dev libadwaita-1-dev xvfb xauth xdotool dbus weston fonts-dejavu-core)
    wants atspi && packages+=(python3-pyatspi at-spi2-core)
    wants meson && packages+=(meson ninja-build desktop-file-utils appstream)
    wants capi && packages+=(meson ninja-build pkg-config gcc binutils gobject-introspection
        libgirepository1.0-dev valac gjs python3-gi python3-pytest gi-docgen)
    # Installed up front, so one apt-get run fetches them all and a missing one fails early.
    ensure_packages "${packages[@]}"

    export G_DEBUG=fatal-warnings       # any unexpected GLib warning fails the run
    export GTK_A11Y=test                # real accessibility checks ("none" would pass falsely)
    export GSETTINGS_BACKEND=memory     # no desktop settings leak in
    export GTK_THEME=Adwaita            # the theme the golden images were made with
    export NO_AT_BRIDGE=1
    # Swift's crash backtracer catches the trap of a fatal GLib warning and lets a program go
    # on (and exit 0): without it the trap ends the program, and its stage fails. The test
    # runner itself keeps it: there a warning fails the test that logged it (GLibLogGuard).
    export SWIFT_BACKTRACE=enable=no
    local gtk_version gtk_minor column
    gtk_version="GTK $(pkg-config --modversion gtk4)"
    gtk_minor="$(pkg-config --modversion gtk4 | cut -d. -f1,2)"
    # The stage table's column: a root's GTK, or 4.8 for this machine's whatever it is (Debian
    # 12's in CI), so a machine with another GTK still runs the stages that run once.
    column=4.8
    $inside_root && column=$gtk_minor
    local filter_args=()
    [ -n "$filter" ] && filter_args=(--filter "$filter")
    local tests
    tests="$scratch/debug/CustomControlsPackageTests.xctest"
    local runner=(env SWIFT_BACKTRACE=enable=yes)
    local textures=(env CC_GOLDEN_FORM=textures scripts/headless.sh x11 "${runner[@]}" "$tests"
        --testing-library swift-testing --skip CustomControlsEndToEndTests "${filter_args[@]}")
    local build_failed=false
    # Under ASan a run costs a core for ten minutes: one display server per GTK. GTK 4.8's X11
    # stage draws with GSK's cairo renderer, the only place the cairo form is drawn; from 4.14
    # every renderer gets the node form, under the display server GNOME runs.
    local memcheck_backend=wayland
    [ "$column" = 4.8 ] && memcheck_backend=x11
    # GTK 4.24's X11 backend logs a warning of its own, "gdk_frame_timings_submitted() called on
    # submitted frame." (Gdk), when a process shows its first popup (a plain C program with a
    # GtkPopover does, and GtkText's own context menu; GLibLogGuard lets the test runner pass
    # it). Fatal in the demo, it ends the end-to-end tests that open a popover (the gallery's
    # typed price, the desk's MIDI Learn menu): they run on the other GTKs.
    local x11_skips=()
    [ "$gtk_minor" = 4.24 ] && x11_skips=(--skip 'draggingTheGalleryFilterAndADeskKnobReportTheRightValues|midiLearnBindsTheControllerToTheKnobPickedInItsMenu')
    # The benchmark's smoke run (every part under every renderer: the longest test, about a
    # core for five minutes) runs on the oldest and the newest GTK, which between them take
    # every branch 4.18 takes: the library's are 4.24's, the benchmark's 4.24's but for the
    # targets at rest, which 4.8 leaves out too.
    [ "$gtk_minor" = 4.18 ] && x11_skips=(--skip 'BenchmarkSmokeTests')

    for stage in "${stage_names[@]}"; do
        wants "$stage" && runs_on "$stage" "$column" || continue
        if $build_failed && [[ "$binary_stages" == *" $stage "* ]]; then
            skip_stage "$gtk_version" "$stage" "the build stage failed, and the test binary left there is an earlier build's"
            continue
        fi
        case "$stage" in
        generated) run_stage "$gtk_version" generated scripts/generate-c-api.py --check ;;
        layout) run_stage "$gtk_version" layout scripts/check-layout.py ;;
        build) run_stage "$gtk_version" build swift build --build-tests --scratch-path "$scratch" || build_failed=true ;;
        x11) run_stage "$gtk_version" x11 scripts/headless.sh x11 "${runner[@]}" \
            swift test --skip-build --scratch-path "$scratch" "${filter_args[@]}" "${x11_skips[@]}" ;;
        # The end-to-end tests bring their own X server: not here. When both run, `textures`
        # starts first, in the background, and `wayland` a few seconds later, so their two
        # `xvfb-run -a` do not race for one display number.
        wayland)
            if wants textures && runs_on textures "$column"; then
                start_stage textures "${textures[@]}"
                sleep 5
            fi
            run_stage "$gtk_version" wayland env CC_GOLDEN_RENDERER=gl scripts/headless.sh wayland \
                dbus-run-session -- "${runner[@]}" "$tests" --testing-library swift-testing \
                --skip CustomControlsEndToEndTests "${filter_args[@]}"
            if wants textures && runs_on textures "$column"; then finish_stage "$gtk_version" textures wayland; fi ;;
        textures) wants wayland || run_stage "$gtk_version" textures "${textures[@]}" ;;
        themes-x2) run_stage "$gtk_version" themes-x2 env GDK_SCALE=2 scripts/headless.sh x11 \
            "${runner[@]}" "$tests" --testing-library swift-testing --filter "${filter:-ThemeTests}" ;;
        canary) run_stage "$gtk_version" canary scripts/canary.sh ;;
        examples) run_stage "$gtk_version" examples scripts/example-check.sh ;;
        dependencies) run_stage "$gtk_version" dependencies scripts/dependency-check.sh ;;
        docc) run_stage "$gtk_version" docc scripts/docc-check.sh ;;
        atspi) run_stage "$gtk_version" atspi scripts/atspi-check.sh ;;
        memcheck) run_stage "$gtk_version" memcheck env CUSTOMCONTROLS_MEMCHECK_BACKENDS="$memcheck_backend" \
            scripts/memcheck.sh ${filter:+"$filter"} ;;
        meson) run_stage "$gtk_version" meson scripts/meson-check.sh ;;
        # Debian's swiftlang installs its driver in /usr/libexec/swift/bin.
        dist) run_stage "$gtk_version" dist env PATH="/usr/libexec/swift/bin:$PATH" CUSTOMCONTROLS_EXPECT_SWIFT=6.0. \
            CUSTOMCONTROLS_DIST_DIR=.build-dist-gtk418 scripts/dist-check.sh ;;
        capi) run_stage "$gtk_version" capi scripts/capi-check.sh ;;
        debian) run_stage "$gtk_version" debian env CUSTOMCONTROLS_DEB_DIR="${CUSTOMCONTROLS_SCRATCH_PATH:-.build}-deb" scripts/deb-check.sh ;;
        rust) run_stage "$gtk_version" rust scripts/rust-check.sh ;;
        esac
    done
}

# run_stage GTK NAME COMMAND...: runs a stage, shows and keeps its output, adds its row.
run_stage() {
    local gtk_version=$1 name=$2
    shift 2
    local log="$logs/$name.log" started=$SECONDS status=0 cpu_before
    printf '\n=== %s: %s ===\n' "$gtk_version" "$name"
    children_cpu; cpu_before=$cpu_seconds
    "$@" 2>&1 | tee "$log"
    status=${PIPESTATUS[0]}
    children_cpu
    add_row "$gtk_version" "$name" "$status" "$started" "$((cpu_seconds - cpu_before))"
    return "$status"
}

# children_cpu: sets cpu_seconds to the CPU seconds (user and system) of every process this
# shell has waited for, so far. A stage's are the difference across it: what the run's time is
# spent on, beside how long it takes (stages run side by side on two cores). `times` runs here,
# not in a subshell, whose count of its own children starts at zero.
children_cpu() {
    local user sys minutes seconds total=0
    times > "$logs/.times"
    { read -r _; read -r user sys; } < "$logs/.times"
    for minutes in "$user" "$sys"; do
        seconds=${minutes#*m}
        total=$(( total + 10#${minutes%%m*} * 60 + 10#${seconds%%.*} ))
    done
    cpu_seconds=$total
}

# add_row GTK NAME STATUS STARTED CPU: the stage's row in the summary, counted from its log.
add_row() {
    local counts
    counts=$(count_results "$logs/$2.log" "$3")
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$counts" "$((SECONDS - $4))" "$3" "$5" >> "$summary"
}

# start_stage NAME COMMAND...: starts a stage in the background, its output to its log only.
declare -A stage_pid stage_started
start_stage() {
    local name=$1
    shift
    stage_started[$name]=$SECONDS
    ("$@" > "$logs/$name.log" 2>&1) &
    stage_pid[$name]=$!
}

# finish_stage GTK NAME BESIDE: waits for a stage start_stage started, shows its output, adds
# its row.
finish_stage() {
    local gtk_version=$1 name=$2 beside=$3 log="$logs/$2.log" status=0 cpu_before
    # Its processes' time is counted when they are reaped: here, or, when it ended first (as
    # `textures` usually does), in the row of the stage it ran beside, which then shows both.
    children_cpu; cpu_before=$cpu_seconds
    wait "${stage_pid[$name]}" || status=$?
    children_cpu
    printf '\n=== %s: %s (ran beside %s) ===\n' "$gtk_version" "$name" "$beside"
    cat "$log"
    add_row "$gtk_version" "$name" "$status" "${stage_started[$name]}" "$((cpu_seconds - cpu_before))"
    return "$status"
}

# skip_stage GTK NAME REASON: a stage that cannot run meaningfully: not run, counted as failed.
skip_stage() {
    printf '\n=== %s: %s ===\nnot run: %s\n' "$1" "$2" "$3"
    printf '%s\t%s\t0\t1\t0\t1\n' "$1" "$2" >> "$summary"
}

# count_results LOG STATUS: "passed<TAB>failed" from the stage's output. Swift Testing's runs
# give their tests (a failed test prints `✘ Test NAME … failed after`); the check scripts end
# with `N passed, M failed`; any other stage counts as one check. A stage that failed counts
# at least one failure, whatever it printed.
count_results() {
    python3 - "$1" "$2" <<'PY'
import re, sys
# Swift Testing colours its lines (ANSI escapes) even into a pipe.
text = re.sub(r"\x1b\[[0-9;]*m", "", open(sys.argv[1], errors="replace").read())
status = int(sys.argv[2])
runs = [int(n) for n in re.findall(r"Test run with (\d+) tests? ", text)]
if runs:
    failed = len(re.findall(r"^✘ Test (?!run with).* failed after", text, re.M))
    passed = sum(runs) - failed
else:
    tallies = re.findall(r"^\S*:? ?(\d+) passed, (\d+) failed", text, re.M)
    if tallies:
        passed, failed = map(int, tallies[-1])
    else:
        passed, failed = (1, 0) if status == 0 else (0, 1)
if status != 0 and failed == 0:
    failed = 1
print(f"{passed}\t{failed}")
PY
}

# --- GTK 4.18 and 4.24, in Debian roots ---------------------------------------------------------

# run_in_root GTK: this script's stages for GTK in its root (scripts/debian-root.sh).
run_in_root() {
    local root_gtk=$1 started=$SECONDS status=0 stage_args=() tag="gtk${1/./}"
    for stage in "${stages[@]}"; do
        if runs_on "$stage" "$root_gtk"; then stage_args+=(--stage "$stage"); fi
    done
    # None of the stages asked for runs on this GTK: no root to make, no row to add.
    [ ${#stage_args[@]} -gt 0 ] || return 0
    [ -n "$filter" ] && stage_args+=(--filter "$filter")
    printf '\n=== GTK %s: making or reusing its Debian root (scripts/debian-root.sh) ===\n' "$root_gtk"
    if ! scripts/debian-root.sh "$root_gtk" --ensure; then
        printf 'GTK %s\troot\t0\t1\t%s\t1\n' "$root_gtk" "$((SECONDS - started))" >> "$summary"
        return
    fi
    # The root has the host's CI variable and this checkout at the same path; its rows go to
    # the same summary file. The gtk-rs crates' build (minutes from clean) is kept inside the
    # root, which outlives checkouts, as the root itself does.
    scripts/debian-root.sh "$root_gtk" env CUSTOMCONTROLS_SCRATCH_PATH=".build-$tag" \
        CUSTOMCONTROLS_MESON_BUILD_DIR=".build-meson-$tag" CUSTOMCONTROLS_SUMMARY="$summary" \
        CUSTOMCONTROLS_RUST_TARGET_DIR="${CUSTOMCONTROLS_RUST_TARGET_DIR:-/var/cache/customcontrols/rust-target}" \
        scripts/test.sh --gtk here "${stage_args[@]}" || status=$?
    if ! grep -q "^GTK ${root_gtk//./\\.}\." "$summary"; then
        printf 'GTK %s\troot\t0\t1\t%s\t%s\n' "$root_gtk" "$((SECONDS - started))" "$status" >> "$summary"
    fi
}

print_summary() {
    python3 - "$summary" <<'PY'
import sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1]) if line.strip()]
# The columns ran side by side and added their rows as stages ended: grouped by GTK again.
rows.sort(key=lambda row: [int(n) for n in row[0].split()[1].split(".")[:2]])
print("\n=== Summary ===")
print(f"{'GTK':<12} {'stage':<13} {'passed':>7} {'failed':>7} {'seconds':>8} {'CPU s':>6}")
for gtk, stage, passed, failed, seconds, status, *cpu in rows:
    mark = "" if failed == "0" else "   <- FAILED"
    print(f"{gtk:<12} {stage:<13} {passed:>7} {failed:>7} {seconds:>8} {(cpu or ['-'])[0]:>6}{mark}")
passed = sum(int(r[2]) for r in rows)
failed = sum(int(r[3]) for r in rows)
print(f"total: {passed} passed, {failed} failed")
sys.exit(1 if failed or not rows else 0)
PY
}

if $inside_root; then
    run_here
    exit 0
fi
started=$SECONDS
case "$gtk" in
all)
    # The roots' GTKs run beside this machine's: a test process waits on its display about half
    # the time and a build fills both cores, so side by side the three columns take little more
    # than the longest alone. Each root runs offline in its own network and mount namespace
    # (its own X displays and /tmp) on its own scratch folders. debootstrap, which a root's
    # making installs on this machine, is installed first: two apt-gets at once would fail on
    # dpkg's lock.
    declare -A column_pid
    if [ -n "$roots" ]; then
        ensure_packages debootstrap
        for root_gtk in $roots; do
            run_in_root "$root_gtk" > "$logs/gtk-$root_gtk.log" 2>&1 &
            column_pid[$root_gtk]=$!
            printf 'GTK %s runs beside; its output goes to %s and is shown when it ends\n' "$root_gtk" "$logs/gtk-$root_gtk.log"
        done
    fi
    run_here
    for root_gtk in $roots; do
        wait "${column_pid[$root_gtk]}" || true
        printf '\n=== GTK %s (ran beside) ===\n' "$root_gtk"
        cat "$logs/gtk-$root_gtk.log"
    done ;;
4.8) run_here ;;
*) run_in_root "$gtk" ;;
esac
echo "(all stages: $((SECONDS - started)) s)"
print_summary
