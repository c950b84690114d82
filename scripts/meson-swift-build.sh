#!/usr/bin/env bash
# Meson's custom target for the Swift code (see meson.build): runs `swift build` and copies the
# demo binary to where meson expects it, as GNOME's Rust apps wrap cargo. Meson runs this on
# every build; SwiftPM decides what is up to date.
#
#   meson-swift-build.sh SWIFT SOURCE_DIR SCRATCH_PATH CONFIGURATION STATIC_STDLIB(true|false) OUTPUT
set -euo pipefail
[ $# -eq 6 ] || { echo "usage: $0 SWIFT SOURCE_DIR SCRATCH_PATH CONFIGURATION STATIC_STDLIB OUTPUT" >&2; exit 2; }
swift=$1 source_dir=$2 scratch_path=$3 configuration=$4 static_stdlib=$5 output=$6

swiftpm=("$swift" build --package-path "$source_dir" --scratch-path "$scratch_path" --configuration "$configuration")
flags=()
[ "$static_stdlib" = true ] && flags+=(--static-swift-stdlib)

# The library and the demo: every product but the tests.
"${swiftpm[@]}" "${flags[@]}"
bin_path=$("${swiftpm[@]}" --show-bin-path)
# Copy through a temporary name, so an interrupted copy never leaves a half binary at OUTPUT.
cp "$bin_path/customcontrols-demo" "$output.tmp"
mv -f "$output.tmp" "$output"
