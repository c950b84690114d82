#!/usr/bin/env bash
# Counts the short paths of ARCHITECTURE.md: the distinct source files whose code runs when a C
# app sets a knob's value (cc_knob_set_value to the end of `value-changed`), and when the next
# frame draws it, from callgrind's record of which of the library's functions ran.
#
#   ./scripts/short-paths.sh [--verbose]    (--verbose: each file's functions too)
#
# It builds the C library in debug form (meson buildtype=debug: no inlining, so each function
# is where its source says) in .build-meson-debug, compiles Tests/ShortPaths/short-path.c
# against it and runs it under Xvfb and callgrind, once per path. Valgrind 3.19 cannot read the
# DWARF 5 the Swift toolchain writes, so callgrind runs on a copy of the library without debug
# info, and the toolchain's llvm-symbolizer places each function in its file from the original.
# Not part of the test command (a debug build of the library takes minutes); run it when the
# paths move and write the counts into ARCHITECTURE.md.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/system-packages.sh
ensure_packages libgtk-4-dev libadwaita-1-dev meson ninja-build valgrind xvfb xauth gcc pkg-config
build=.build-meson-debug
[[ -f "$build/build.ninja" ]] || meson setup "$build" --buildtype=debug -Ddocumentation=false -Dvapi=false -Dtests=false >/dev/null
ninja -C "$build" >/dev/null
toolchain="$(dirname "$(readlink -f "$(command -v swift)")")"
work="$(mktemp -d -t cc-short-paths.XXXXXX)"
trap 'rm -rf "$work"' EXIT
library="$(readlink -f "$build/libcustomcontrols-1.so")"
objcopy --strip-debug "$library" "$work/$(basename "$(readlink "$build/libcustomcontrols-1.so")")"
gcc -g -O0 Tests/ShortPaths/short-path.c -o "$work/short-path" $(pkg-config --cflags --libs gtk4) \
  -ISources/CustomControlsCAPI -L"$build" -lcustomcontrols-1
for path in path_set_value path_draw; do
  GSK_RENDERER=cairo GTK_A11Y=test GSETTINGS_BACKEND=memory GTK_THEME=Adwaita NO_AT_BRIDGE=1 \
    LD_LIBRARY_PATH="$work" scripts/headless.sh x11 \
    valgrind --tool=callgrind --callgrind-out-file="$work/$path.out" --toggle-collect="$path" "$work/short-path" \
    >"$work/$path.log" 2>&1 || { cat "$work/$path.log"; exit 1; }
done
/usr/bin/python3 scripts/short-paths.py "$library" "$toolchain/llvm-symbolizer" "$toolchain/swift-demangle" \
  "cc_knob_set_value to value-changed=$work/path_set_value.out" "the next frame's drawing=$work/path_draw.out" \
  --union "to the pixels (both)" "$@"
