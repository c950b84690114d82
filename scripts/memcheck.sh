#!/usr/bin/env bash
# Runs the widget tests (lifecycle at scale, destroyed mid-drag, mid-animation and inside their own
# handlers, gesture fuzz, every interaction) with AddressSanitizer and LeakSanitizer and
# fails on any invalid read or write (ASan stops the run at the first one) and on any leak whose
# allocation stack passes through this project's code (CustomControls, CustomControlsCore, the cc_ C
# shim). Leaks entirely inside GTK, GLib, fontconfig or the Swift runtime (their caches live as
# long as the process) are counted but not fatal.
#
# (valgrind 3.19, Debian 12's, cannot run Swift 6 test binaries: it cannot read their DWARF 5
# debug info, and without it crashes on the Swift runtime's signal thread.)
#
#   ./scripts/memcheck.sh [test filter]    (default: every widget test, CustomControlsTests)
#
# It runs the suite under X11 and under Wayland at once; CUSTOMCONTROLS_MEMCHECK_BACKENDS names
# fewer ("x11" or "wayland": the test command runs one per GTK, see its stage table).
# The sanitized build goes to $CUSTOMCONTROLS_SCRATCH_PATH-asan (default .build-asan), so the
# build against GTK 4.18 (CUSTOMCONTROLS_SCRATCH_PATH=.build-gtk418) keeps its own.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/system-packages.sh
# (libadwaita: the test build includes the demo, which the end-to-end tests start.)
ensure_packages libgtk-4-dev libadwaita-1-dev xvfb xauth xdotool weston dbus
# The scenario: every widget test — controls created and destroyed 10,000 times, destroyed
# mid-drag, mid-animation and inside their own handler, handler closures released, gesture
# fuzz, keys, wheel, drags, the editable entry, golden images.
filter="${1:-CustomControlsTests}"
scratch="${CUSTOMCONTROLS_SCRATCH_PATH:-.build}-asan"
link_flags=()
# Debian's swiftlang 6.2.3 (GTK 4.24's root) ships an AddressSanitizer runtime built against a
# glibc without `struct termio` (2.42 removed it): its ioctl table refers to the struct's size,
# and the object that would define it was built without it, so no sanitized program links
# ("undefined reference to `__sanitizer::struct_termio_sz'"; LLVM fixed this upstream). The size
# is defined here, as the old glibc had it on x86-64 (18 bytes): it only tells ASan how much
# the TCGETA family of ioctls writes, which nothing here calls.
asan_runtime=$(ls "$(dirname "$(readlink -f "$(command -v swiftc)")")"/../lib/clang/*/lib/linux/libclang_rt.asan-x86_64.a 2>/dev/null | head -n 1) || true
termio_symbols=$([ -z "$asan_runtime" ] || nm "$asan_runtime" 2>/dev/null | grep ' _ZN11__sanitizer16struct_termio_szE$' || true)
if grep -q ' U ' <<<"$termio_symbols" && ! grep -q ' [BDR] ' <<<"$termio_symbols"; then
    mkdir -p "$scratch"
    echo 'unsigned _ZN11__sanitizer16struct_termio_szE = 18;' | gcc -x c -c -o "$scratch/struct-termio-size.o" -
    link_flags=(-Xlinker "$PWD/$scratch/struct-termio-size.o")
    echo "memcheck: $asan_runtime lacks struct_termio_sz; linking its size in" >&2
fi
swift build --build-tests --sanitize=address --scratch-path "$scratch" "${link_flags[@]}"
binary="$(swift build --sanitize=address --scratch-path "$scratch" "${link_flags[@]}" --show-bin-path)/CustomControlsPackageTests.xctest"
log="$(mktemp -t cc-memcheck.XXXXXX)"
# Frame-pointer unwinding (ASan's default). Full unwinding (fast_unwind_on_malloc=0) deadlocks
# here: libgcc's unwinder allocates while holding its lock, and ASan's malloc unwinds again.
# Our code keeps its frame pointers, so an allocation it makes shows it; one GLib makes on our
# behalf (g_object_new) may lose its callers in GLib's frames, which is why every widget and
# closure of the scenario is also checked finalized/released by the tests themselves.
# LeakSanitizer's own exit code is left to this script's verdict.
export ASAN_OPTIONS="detect_leaks=1:log_path=$log:malloc_context_size=40"
export LSAN_OPTIONS="exitcode=0"
export ASAN_SYMBOLIZER_PATH="${ASAN_SYMBOLIZER_PATH:-$(command -v llvm-symbolizer || echo /opt/swift/usr/bin/llvm-symbolizer)}"
# GLib hands out objects from its own slabs unless told to use malloc for each one, which
# would hide a leaked GObject from LeakSanitizer.
export G_SLICE=always-malloc G_DEBUG=fatal-warnings,gc-friendly
export GTK_A11Y=test GSETTINGS_BACKEND=memory GTK_THEME=Adwaita NO_AT_BRIDGE=1
status=0
# On both display servers unless told fewer: GDK's X11 and Wayland backends each hold their own
# objects (this project's code is the same under both). Two runs go side by side: each test
# process waits on its display about half the time, so one alone leaves most of a second core
# idle. (ASan writes each process's report to a file of its own, $log.PID.) The second starts
# a few seconds after the first, so their two `xvfb-run -a` do not race for one display number.
runs=()
read -ra backends <<<"${CUSTOMCONTROLS_MEMCHECK_BACKENDS:-x11 wayland}"
for backend in "${backends[@]}"; do
    case "$backend" in x11 | wayland) ;; *) echo "memcheck: no backend '$backend' (x11, wayland)" >&2; exit 2 ;; esac
    [ ${#runs[@]} -eq 0 ] || sleep 5
    scripts/headless.sh "$backend" dbus-run-session -- \
        "$binary" --testing-library swift-testing --filter "$filter" > "$log.$backend.out" 2>&1 &
    runs+=("$backend:$!")
done
for run in "${runs[@]}"; do
    run_status=0
    wait "${run#*:}" || run_status=$?
    [ "$run_status" -eq 0 ] || status=$run_status
    echo "memcheck (${run%%:*}): $(grep -E "Test run" "$log.${run%%:*}.out" || echo "no test run line")"
    # A failed run's issues (not the known ones) and their details, into the stage's log: the
    # run's own output lives in a temporary folder, which a test root's namespace takes with it.
    if [ "$run_status" -ne 0 ]; then
        awk '/✘/ && /recorded an issue|failed after/ && !/known issue/ { print "    " $0; details = 1; next }
             details && /^↳/ { print "    " $0; next } { details = 0 }' \
            "$log.${run%%:*}.out" | head -n 80
    fi
done
python3 - "$log" "$status" <<'PY'
import glob, re, sys
log, status = sys.argv[1], int(sys.argv[2])
text = "".join(open(f).read() for f in sorted(glob.glob(log + ".*")) if not f.endswith(".out"))
if "AddressSanitizer" in text and "LeakSanitizer" not in text.split("AddressSanitizer", 1)[1][:200] and "ERROR: AddressSanitizer" in text:
    print(text[:4000])
    print("memcheck: AddressSanitizer found an invalid access")
    sys.exit(1)
blocks = re.split(r"\n(?=(?:Direct|Indirect) leak of )", text)
ours = re.compile(r"CustomControls|CustomControlsCore|\bcc_")
leaks = [b for b in blocks if b.startswith(("Direct leak", "Indirect leak"))]
def through_our_code(block):
    """Whether the allocation's stack reaches our code before Foundation's: what Foundation
    allocates for itself when a test calls it (Process.run's side tables, kept for the life of
    the process) is Foundation's, as GTK's caches are GTK's."""
    # Our code is looked for in a frame's name, not its "(module+offset)": an ASan runtime
    # linked into the test binary without debug info (Debian's swiftlang) names every
    # allocation "in malloc (…/CustomControlsPackageTests.xctest+0x…)".
    frames = [line for line in block.splitlines() if re.match(r"\s+#\d+ ", line)]
    for frame in frames:
        if ours.search(re.sub(r"\(/[^)]*\)", "", frame)):
            return True
        if "libFoundation" in frame:
            return False
    return False
hits = [b for b in leaks if through_our_code(b)]
print(f"memcheck: {len(hits)} leak(s) through this project's code, {len(leaks) - len(hits)} elsewhere; test run status {status} (logs: {log}.*)")
for b in hits[:5]:
    print(b[:2500])
sys.exit(1 if hits or status not in (0,) else 0)
PY
