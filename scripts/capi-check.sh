#!/usr/bin/env bash
# Checks the C library that meson builds, as C, Python, JavaScript and Vala apps get it: meson
# installs it into a temporary prefix, and everything below runs against that install with the
# Swift toolchain out of reach (PATH and LD_LIBRARY_PATH without it), under Xvfb.
#
# - the files: libcustomcontrols-1.so.0 (SONAME, dev symlink), the header, customcontrols-1.pc,
#   Cc-1.gir and Cc-1.typelib, customcontrols-1.vapi and .deps, the gi-docgen reference;
# - the library needs no Swift: no libswift* (nor Foundation, libdispatch) among its needed
#   libraries, no rpath, nothing missing for ldd; it exports exactly the functions the header
#   declares, nothing of Swift's nor of the internal C shim;
# - the GIR: namespace Cc 1 over Gtk 4.0, five final classes with the header's parents, every
#   property with its getter and setter;
# - Tests/CAPITests: a C program built with `pkg-config --cflags --libs customcontrols-1`, the
#   Python suite (pytest, the system python3 with PyGObject), a GJS script and a Vala program;
# - the README's snippets of "Use from C", "Use from Python", "Use from JavaScript (GJS)" and
#   "Use from Vala", each built and run for 3 seconds, and the Python example
#   (Examples/PythonExample) in its self-test mode.
#
# scripts/test.sh runs it as its capi stage, on both GTKs.
# It reuses the release build of scripts/meson-check.sh (.build-meson), so after that one it
# compiles nothing (CUSTOMCONTROLS_MESON_BUILD_DIR names another, as for meson-check.sh). It
# prints one line per check and `capi: N passed, M failed`.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/system-packages.sh
ensure_packages libgtk-4-dev meson ninja-build pkg-config gcc binutils gobject-introspection \
    libgirepository1.0-dev valac gjs python3-gi python3-pytest gi-docgen xvfb xauth dbus blueprint-compiler

started=$SECONDS
source_dir=$PWD
build_dir=${CUSTOMCONTROLS_MESON_BUILD_DIR:-.build-meson}
work=$(mktemp -d)
# Afterwards the shared build directory is set up for /usr again, as scripts/meson-check.sh
# leaves it, rather than for a prefix that no longer exists.
restore_prefix() {
    meson setup --reconfigure --prefix=/usr "$build_dir" >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap restore_prefix EXIT
prefix=$work/prefix
log=$work/log
check_name=capi
source "$source_dir/scripts/check-helpers.sh"

# ---- Build and install into the temporary prefix ----

echo "capi: meson setup, compile and install into $prefix" >&2
options=(--prefix="$prefix" -Dintrospection=true -Dvapi=true -Ddocumentation=true)
if [ -f "$build_dir/meson-private/coredata.dat" ]; then
    meson setup --reconfigure "${options[@]}" "$build_dir" >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
else
    meson setup "${options[@]}" "$build_dir" >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
fi
meson compile -C "$build_dir" >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
meson install -C "$build_dir" --no-rebuild >"$log" 2>&1 || { cat "$log" >&2; exit 1; }

libdir=$prefix/$(meson introspect --buildoptions "$build_dir" |
    python3 -c 'import json, sys; print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == "libdir"))')
library=$libdir/libcustomcontrols-1.so.0
header=$prefix/include/customcontrols-1/customcontrols.h
gir=$prefix/share/gir-1.0/Cc-1.gir

# What the tests see: the install, GTK and nothing of the toolchain (/opt/swift/usr/bin is on
# the caller's PATH; the runtime's own folder is never on a library path).
clean_env=(env -i HOME="$work" PATH=/usr/bin:/bin LANG=C.UTF-8
    LD_LIBRARY_PATH="$libdir" GI_TYPELIB_PATH="$libdir/girepository-1.0"
    PKG_CONFIG_PATH="$libdir/pkgconfig" XDG_DATA_DIRS="$prefix/share:/usr/local/share:/usr/share"
    PYTHONDONTWRITEBYTECODE=1 GDK_BACKEND=x11 GSETTINGS_BACKEND=memory GTK_A11Y=test
    GTK_THEME=Adwaita NO_AT_BRIDGE=1
    # The library carries the Swift runtime, whose crash backtracer would catch the trap of a
    # fatal GLib warning and let the program go on: without it the trap ends the program.
    SWIFT_BACKTRACE=enable=no)
xvfb=(xvfb-run -a -s "-screen 0 1280x1024x24")

# ---- The installed files ----

installed() {
    for file in "$library" "$libdir/libcustomcontrols-1.so" "$header" "$libdir/pkgconfig/customcontrols-1.pc" \
        "$gir" "$libdir/girepository-1.0/Cc-1.typelib" \
        "$prefix/share/vala/vapi/customcontrols-1.vapi" "$prefix/share/vala/vapi/customcontrols-1.deps" \
        "$prefix/share/doc/customcontrols-1/index.html" "$prefix/share/doc/customcontrols-1/class.Knob.html"; do
        [ -e "$file" ] || { echo "missing: $file"; return 1; }
    done
    [ "$(readlink "$libdir/libcustomcontrols-1.so")" = libcustomcontrols-1.so.0 ] ||
        { echo "libcustomcontrols-1.so -> $(readlink "$libdir/libcustomcontrols-1.so")"; return 1; }
    grep -qx gtk4 "$prefix/share/vala/vapi/customcontrols-1.deps"
}
check "installed: library, header, pkg-config, GIR, typelib, vapi, reference" installed

soname() {
    readelf -d "$library" | tee /dev/stderr | grep -q 'SONAME.*\[libcustomcontrols-1\.so\.0\]'
}
check "SONAME libcustomcontrols-1.so.0" soname

no_swift_needed() {
    readelf -d "$library"
    ! readelf -d "$library" | grep -E 'NEEDED.*(swift|Foundation|dispatch|BlocksRuntime)|RPATH|RUNPATH'
}
check "needs no Swift runtime library, has no rpath" no_swift_needed

# The proof below that nothing needs Swift holds only if the loader cannot reach a Swift runtime:
# not through the clean environment (its LD_LIBRARY_PATH is the install's libdir alone), nor
# through the system's library cache, nor through a toolchain on its PATH. Debian's own Swift
# (swiftlang, in the GTK 4.24 root) puts a `swift` in /usr/bin, but its runtime in a folder of
# its own that no library path names, so there the cache's word is the proof.
runtime_out_of_reach() {
    ldconfig -p | grep -E 'libswiftCore|libswift_Concurrency' && return 1
    local swift
    swift=$("${clean_env[@]}" sh -c 'command -v swift') && ! dpkg -S "$(readlink -f "$swift")" >/dev/null 2>&1 && return 1
    [ "$("${clean_env[@]}" printenv LD_LIBRARY_PATH)" = "$libdir" ]
}
check "the Swift toolchain is out of the tests' reach (PATH, LD_LIBRARY_PATH, ld.so cache)" runtime_out_of_reach

ldd_resolves() {
    "${clean_env[@]}" ldd "$library" | tee /dev/stderr >"$work/ldd"
    # libdispatch, not GTK 4.24's libGLdispatch.
    ! grep -qE 'not found|swift|Foundation|libdispatch|BlocksRuntime' "$work/ldd"
}
check "ldd without the toolchain: every library found, none of Swift's" ldd_resolves

# The functions the header declares (the same reading as customcontrols.map's) and the
# *_get_type functions of its G_DECLARE_FINAL_TYPEs.
header_functions() {
    python3 - "$header" <<'EOF'
import re, sys
code = re.sub(r"/\*.*?\*/", "", open(sys.argv[1]).read(), flags=re.S)
names = set(re.findall(r"\b(cc_\w+)\s*\(", code))
names |= {f"cc_{t}_get_type" for t in re.findall(r"G_DECLARE_FINAL_TYPE \(\w+, cc_(\w+),", code)}
print("\n".join(sorted(names)))
EOF
}
exports_api_only() {
    header_functions >"$work/declared"
    nm -D --defined-only "$library" | awk '{print $NF}' | sort >"$work/exported"
    echo "$(wc -l <"$work/exported") exported, $(wc -l <"$work/declared") declared"
    diff "$work/declared" "$work/exported"
}
check "exports exactly the header's functions ($(header_functions | wc -l))" exports_api_only

pkg_config_file() {
    "${clean_env[@]}" pkg-config --print-requires customcontrols-1 | grep -q '^gtk4'
    "${clean_env[@]}" pkg-config --cflags customcontrols-1 | grep -q -- "-I$prefix/include/customcontrols-1"
    "${clean_env[@]}" pkg-config --libs customcontrols-1 | grep -q -- "-lcustomcontrols-1"
}
check "customcontrols-1.pc: Requires gtk4, the header's folder, -lcustomcontrols-1" pkg_config_file

gir_shape() {
    python3 - "$gir" <<'EOF'
import sys
import xml.etree.ElementTree as ET
core = "{http://www.gtk.org/introspection/core/1.0}"
root = ET.parse(sys.argv[1]).getroot()
namespace = root.find(core + "namespace")
assert (namespace.get("name"), namespace.get("version")) == ("Cc", "1"), namespace.attrib
assert namespace.get("shared-library") == "libcustomcontrols-1.so.0", namespace.get("shared-library")
assert {(i.get("name"), i.get("version")) for i in root.findall(core + "include")} >= {("Gtk", "4.0")}
classes = {c.get("name"): c for c in namespace.findall(core + "class")}
parents = {name: c.get("parent") for name, c in classes.items()}
sys.path.insert(0, "scripts")
from controls import CONTROLS  # noqa: E402
assert parents == {control.short: "Gtk." + control.parent.removeprefix("Gtk") for control in CONTROLS}, parents
assert all(c.get("final") == "1" for c in classes.values())
assert "Gtk.Orientable" in {i.get("name") for i in classes["RangeSlider"].findall(core + "implements")}
count = 0
for name, c in classes.items():
    assert c.find(core + "constructor[@name='new']") is not None, name
    for prop in c.findall(core + "property"):
        if prop.get("deprecated") == "1":
            continue
        assert prop.get("getter") and prop.get("setter"), f"{name}:{prop.get('name')} lacks an accessor"
        count += 1
assert namespace.find(core + "enumeration[@name='KnobDragMode']") is not None
assert namespace.find(core + "enumeration[@name='ValueScale']") is not None
print(f"{count} properties, each with getter and setter")
EOF
}
check "Cc-1.gir: Cc 1 over Gtk 4.0, final classes, parents, accessors for every property" gir_shape

# The Vala test gives every entry point that takes a control a wrong instance: it must name
# every function the header declares with a control as `self`.
wrong_instance_test_complete() {
    python3 - "$header" Tests/CAPITests/capi-test-wrong-instance.vala <<'EOF'
import re, sys
code = re.sub(r"/\*.*?\*/", "", open(sys.argv[1]).read(), flags=re.S)
declared = set(re.findall(r"\b(cc_\w+)\s*\(\s*(?:const\s+)?Cc\w+\s*\*\s*self\b", code))
tested = set(re.findall(r'expect_type_check_critical \("(cc_\w+)"', open(sys.argv[2]).read()))
print(f"{len(declared)} entry points take a control, {len(tested & declared)} of them tested")
missing = sorted(declared - tested)
if missing:
    sys.exit("not given a wrong instance: " + ", ".join(missing))
EOF
}
check "the Vala wrong-instance test reaches every entry point that takes a control" wrong_instance_test_complete

# ---- The four languages ----

c_test() {
    "${clean_env[@]}" gcc -Wall -Wextra -Werror -o "$work/capi-test" Tests/CAPITests/capi-test.c \
        $("${clean_env[@]}" pkg-config --cflags --libs customcontrols-1) -lm
    (cd "$work" && "${clean_env[@]}" G_DEBUG=fatal-warnings "${xvfb[@]}" ./capi-test --tap)
}
# language_tests NAME COMMAND...: runs one language's tests, counting their TAP lines
# ("ok"/"not ok") or pytest's summary, each test a check of its own.
language_tests() {
    local name=$1
    shift
    local status=0
    "$@" >"$log" 2>&1 || status=$?
    local ok not_ok
    if [ "$name" = Python ]; then
        ok=$(grep -oE '[0-9]+ passed' "$log" | tail -n 1 | cut -d ' ' -f 1 || true)
        not_ok=$( (grep -oE '[0-9]+ (failed|error)' "$log" || true) | awk '{n += $1} END {print n + 0}')
    else
        ok=$(grep -c '^ok ' "$log" || true)
        not_ok=$(grep -c '^not ok ' "$log" || true)
    fi
    ok=${ok:-0} not_ok=${not_ok:-0}
    if [ "$status" -ne 0 ] || [ "$not_ok" -ne 0 ] || [ "$ok" -eq 0 ]; then
        # Each failed test counts; a run that failed otherwise (a crash, no tests) counts once.
        passed=$((passed + ok))
        failed=$((failed + (not_ok > 0 ? not_ok : 1)))
        echo "capi: FAIL $name: $ok passed, $not_ok failed, exit status $status"
        sed 's/^/    /' "$log"
    else
        passed=$((passed + ok))
        echo "capi: ok   $name: $ok tests passed"
    fi
}
# Every accessor called wrongly, from the generated table (capi-generated-test.c says how).
c_generated_test() {
    "${clean_env[@]}" gcc -Wall -Wextra -Werror -o "$work/capi-generated-test" Tests/CAPITests/capi-generated-test.c \
        $("${clean_env[@]}" pkg-config --cflags --libs customcontrols-1) -lm
    (cd "$work" && "${clean_env[@]}" G_DEBUG=fatal-warnings "${xvfb[@]}" ./capi-generated-test --tap)
}
language_tests C c_test
language_tests "C, every accessor with bad arguments" c_generated_test
# The Blueprint sample, compiled against the installed typelib by the blueprint-compiler this
# Debian ships (0.6 in Debian 12, 0.16 in 13, 0.22 in testing); the Python suite loads it.
blueprint() {
    "${clean_env[@]}" blueprint-compiler --version
    "${clean_env[@]}" blueprint-compiler compile --output "$work/controls.ui" Examples/Blueprint/controls.blp
}
check "Blueprint: Examples/Blueprint/controls.blp compiles (blueprint-compiler $(blueprint-compiler --version 2>/dev/null))" blueprint
language_tests Python "${clean_env[@]}" CC_BLUEPRINT_UI="$work/controls.ui" "${xvfb[@]}" /usr/bin/python3 -m pytest -q -p no:cacheprovider \
    --rootdir=Tests/CAPITests Tests/CAPITests
language_tests JavaScript "${clean_env[@]}" G_DEBUG=fatal-warnings "${xvfb[@]}" gjs -m Tests/CAPITests/capi-test.js
vala_test() {
    (cd "$work" && "${clean_env[@]}" valac --vapidir="$prefix/share/vala/vapi" --pkg customcontrols-1 \
        -X -w -o capi-test-vala "$source_dir/Tests/CAPITests/capi-test.vala" \
        "$source_dir/Tests/CAPITests/capi-test-wrong-instance.vala")
    (cd "$work" && "${clean_env[@]}" G_DEBUG=fatal-warnings "${xvfb[@]}" ./capi-test-vala --tap)
}
language_tests Vala vala_test

# The README's "Use from C/Python/JavaScript (GJS)/Vala" snippets, each a whole app: built and
# run for 3 seconds, in which they must show their window without a warning (fatal) or a crash.
# readme_block and runs_for_3_seconds (shared with rust-check.sh), in the clean environment.
app_env=("${clean_env[@]}")
source "$source_dir/scripts/readme-apps.sh"
readme_c() {
    readme_block "Use from C" c "$work/knob.c"
    (cd "$work" && "${clean_env[@]}" gcc -Wall -Werror knob.c $("${clean_env[@]}" pkg-config --cflags --libs customcontrols-1) -o knob)
    runs_for_3_seconds "$work" ./knob
}
readme_python() {
    readme_block "Use from Python" python "$work/knob.py"
    runs_for_3_seconds "$work" /usr/bin/python3 knob.py
}
readme_gjs() {
    readme_block "Use from JavaScript (GJS)" js "$work/knob.js"
    runs_for_3_seconds "$work" gjs -m knob.js
}
readme_vala() {
    readme_block "Use from Vala" vala "$work/knob.vala"
    (cd "$work" && "${clean_env[@]}" valac --vapidir="$prefix/share/vala/vapi" --pkg customcontrols-1 knob.vala -o knob-vala)
    runs_for_3_seconds "$work" ./knob-vala
}
check "README: Use from C" readme_c
check "README: Use from Python" readme_python
check "README: Use from JavaScript (GJS)" readme_gjs
check "README: Use from Vala" readme_vala

# The Flatpak sample's app module (docs/flatpak.md): its build-commands word for word (the
# last installs into /app, which is not here), against the installed library, then run.
flatpak_app() {
    local manifest=Examples/Flatpak/io.github.customcontrols.Example.json
    mkdir -p "$work/flatpak"
    cp Examples/Flatpak/example.c "$work/flatpak/"
    local commands
    commands=$(python3 -c 'import json, sys
module = next(m for m in json.load(open(sys.argv[1]))["modules"] if m["name"] == "customcontrols-example")
print("\n".join(c for c in module["build-commands"] if "/app/" not in c))' "$manifest")
    [ -n "$commands" ] || { echo "no build-commands in $manifest"; return 1; }
    echo "$commands"
    (cd "$work/flatpak" && "${clean_env[@]}" bash -euc "$commands")
    runs_for_3_seconds "$work/flatpak" ./customcontrols-example
}
check "Flatpak sample: the app module's build-commands, and the app runs" flatpak_app

python_example() {
    local output
    output=$(cd "$work" && "${clean_env[@]}" G_DEBUG=fatal-warnings timeout 60 "${xvfb[@]}" dbus-run-session -- \
        /usr/bin/python3 "$source_dir/Examples/PythonExample/mixer.py" --self-test 2>&1)
    echo "$output"
    grep -q '^value-changed gain -6.000$' <<<"$output" && grep -q '^value-changed band 100 8000$' <<<"$output" &&
        grep -qE '^ready ([1-9][0-9]*x[1-9][0-9]* ?){4}$' <<<"$output"
}
check "Examples/PythonExample/mixer.py --self-test" python_example

finish
