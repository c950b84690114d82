#!/usr/bin/env bash
# Checks the meson route (meson.build) end to end: setup, compile, the data/ validators
# (`meson test --suite data`; the Swift suite is scripts/test.sh's own job), and an install
# into a staging folder (DESTDIR) whose files must all be there and whose demo must start and
# render its window. scripts/test.sh runs it as its meson stage, so CI does too.
#
#   scripts/meson-check.sh           what `meson setup build` gives a packager: a release build
#                                    with the Swift runtime linked in, in .build-meson/
#   scripts/meson-check.sh --quick   a debug build sharing SwiftPM's .build/ with `swift test`
#                                    (nothing recompiles after it), the runtime linked
#                                    dynamically, in .build-meson-quick/
#
# CUSTOMCONTROLS_MESON_BUILD_DIR names another build directory (e.g. .build-meson-gtk418 for the
# build against GTK 4.18, scripts/gtk418.sh), and CUSTOMCONTROLS_SCRATCH_PATH the SwiftPM folder
# --quick shares (default .build); CUSTOMCONTROLS_EXPECT_SWIFT a version prefix the Swift on PATH
# must have ("6.0." for Debian 13's swiftlang).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/system-packages.sh
ensure_packages libgtk-4-dev libadwaita-1-dev meson ninja-build desktop-file-utils appstream xvfb xauth dbus

started=$SECONDS
mode=full
case "${1:-}" in
    "") ;;
    --quick) mode=quick ;;
    *) echo "usage: $0 [--quick]" >&2; exit 2 ;;
esac
if [ $mode = quick ]; then
    build_dir=${CUSTOMCONTROLS_MESON_BUILD_DIR:-.build-meson-quick}
    options=(--buildtype=debug -Dswiftpm_scratch_path="${CUSTOMCONTROLS_SCRATCH_PATH:-.build}" -Dstatic_swift_stdlib=false)
else
    build_dir=${CUSTOMCONTROLS_MESON_BUILD_DIR:-.build-meson}
    options=()
fi
# Where Cambalache is installed (the Debian 13 and unstable roots), its catalog is required: a
# setup that cannot make it fails.
if command -v cmb-catalog-gen >/dev/null; then
    cambalache=enabled
else
    cambalache=disabled
fi
options+=(-Dcambalache=$cambalache)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

step() { echo "meson check ($mode): $*" >&2; }

# A build directory from an earlier run is reused (SwiftPM's incremental build), but set up
# anew, so a changed meson.build or option is picked up.
step "setup $build_dir"
if [ -f "$build_dir/meson-private/coredata.dat" ]; then
    # Newer meson (Debian unstable's) refuses an option the directory's setup did not have.
    meson setup --reconfigure --prefix=/usr "${options[@]}" "$build_dir" >/dev/null ||
        meson setup --wipe --prefix=/usr "${options[@]}" "$build_dir" >/dev/null
else
    meson setup --prefix=/usr "${options[@]}" "$build_dir" >/dev/null
fi

swift_version=$(swift --version 2>/dev/null | grep -o 'Swift version [0-9.]*' | head -n 1)
if [ -n "${CUSTOMCONTROLS_EXPECT_SWIFT:-}" ] && [[ "$swift_version" != "Swift version $CUSTOMCONTROLS_EXPECT_SWIFT"* ]]; then
    echo "meson check: expected Swift $CUSTOMCONTROLS_EXPECT_SWIFT, found '$swift_version'" >&2
    exit 1
fi
step "compile ($swift_version)"
meson compile -C "$build_dir"

step "test --suite data"
data_tests=$(meson test -C "$build_dir" --no-rebuild --list --suite data 2>/dev/null | grep -c validate || true)
if [ "$data_tests" -ne 2 ]; then
    echo "meson check: expected 2 data tests, found $data_tests (desktop-file-validate or appstreamcli missing?)" >&2
    exit 1
fi
if [ $cambalache = enabled ] && ! meson test -C "$build_dir" --no-rebuild --list --suite data 2>/dev/null | grep -q check-cambalache-catalog; then
    echo "meson check: cmb-catalog-gen is installed, but the Cambalache catalog has no test" >&2
    exit 1
fi
meson test -C "$build_dir" --no-rebuild --print-errorlogs --suite data

step "install to DESTDIR=$stage"
DESTDIR="$stage" meson install -C "$build_dir" --no-rebuild >/dev/null
app_id=io.github.customcontrols.Demo
demo="$stage/usr/bin/customcontrols-demo"
for file in "$demo" \
    "$stage/usr/share/applications/$app_id.desktop" \
    "$stage/usr/share/metainfo/$app_id.metainfo.xml" \
    "$stage/usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
    $([ $cambalache = enabled ] && echo "$stage/usr/share/cambalache/catalogs/customcontrols-1.xml"); do
    [ -f "$file" ] || { echo "meson check: $file was not installed" >&2; exit 1; }
done
[ -x "$demo" ] || { echo "meson check: $demo is not executable" >&2; exit 1; }
if ldd "$demo" | grep -q "not found"; then
    echo "meson check: the installed demo misses libraries:" >&2
    ldd "$demo" | grep "not found" >&2
    exit 1
fi
if [ $mode = full ] && ldd "$demo" | grep -qE "libswift|libFoundation|libdispatch"; then
    echo "meson check: the installed demo still needs the Swift toolchain's libraries:" >&2
    ldd "$demo" | grep -E "libswift|libFoundation|libdispatch" >&2
    exit 1
fi

step "run the installed demo"
screenshot="$stage/screenshot.png"
output=$(XDG_DATA_DIRS="$stage/usr/share:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}" \
    GDK_BACKEND=x11 GSETTINGS_BACKEND=memory GTK_THEME=Adwaita NO_AT_BRIDGE=1 \
    xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- "$demo" --screenshot "$screenshot" 2>&1) || {
    echo "meson check: the installed demo failed:" >&2
    echo "$output" >&2
    exit 1
}
if ! grep -q "^screenshot $screenshot" <<<"$output" || [ "$(head -c 4 "$screenshot" | tail -c 3)" != PNG ]; then
    echo "meson check: the installed demo rendered no screenshot:" >&2
    echo "$output" >&2
    exit 1
fi

echo "meson check ($mode) passed in $((SECONDS - started)) s" >&2
