#!/usr/bin/env bash
# Meson's custom target for the Swift code (see meson.build): runs `swift build` and copies
# what meson needs to where it expects it, as GNOME's Rust apps and librsvg wrap cargo. Meson
# runs this on every build; SwiftPM decides what is up to date.
#
#   meson-swift-build.sh SWIFT SOURCE_DIR SCRATCH_PATH CONFIGURATION STATIC_STDLIB(true|false) \
#                        DEMO ARCHIVE LINK_ARGS
#
# DEMO      the demo executable (customcontrols-demo), or - for none: then only the C API's
#           product is built, and nothing needs libadwaita
# ARCHIVE   libCustomControlsCAPI.a: the C API, the widgets and their C shim in one static
#           archive, which meson links whole into libcustomcontrols-1.so
# LINK_ARGS a response file (`cc @LINK_ARGS`) with what linking Swift objects into a C shared
#           library needs besides them, which the swiftc driver would add itself: the runtime's
#           registration object swiftrt.o, the runtime libraries the objects name (their autolink
#           entries) and, with STATIC_STDLIB, the static runtime's own dependencies; without it,
#           an rpath to the toolchain's runtime
#
# Each output is replaced only when it changed, so meson relinks the library only then.
set -euo pipefail
[ $# -eq 8 ] || { echo "usage: $0 SWIFT SOURCE_DIR SCRATCH_PATH CONFIGURATION STATIC_STDLIB DEMO ARCHIVE LINK_ARGS" >&2; exit 2; }
swift=$1 source_dir=$2 scratch_path=$3 configuration=$4 static_stdlib=$5
demo_output=$6 archive_output=$7 link_args_output=$8

# The library's build (Package.swift): no test targets and no package to resolve, so it works
# offline and with the oldest Swift supported (Debian 13's 6.0.3).
export CC_LIBRARY_BUILD=1
swiftpm=("$swift" build --package-path "$source_dir" --scratch-path "$scratch_path" --configuration "$configuration")
flags=()
[ "$static_stdlib" = true ] && flags+=(--static-swift-stdlib)

# The library, the C API archive and the demo: every product but the tests. SwiftPM adds to
# an existing static archive with `ar` and never takes a member out, so a source file renamed
# or removed would stay in it (and its symbols clash with its successor's at the link): the
# archive is made afresh each time, which costs SwiftPM one `ar` run.
bin_path=$("${swiftpm[@]}" --show-bin-path)
rm -f "$bin_path/libCustomControlsCAPI.a"
[ "$demo_output" = - ] && flags+=(--product CustomControlsCAPI)
"${swiftpm[@]}" "${flags[@]}"

# Copies through a temporary name (an interrupted copy never leaves half a file), and only
# when the content differs.
update() {
    cmp -s "$1" "$2" && return 0
    cp "$1" "$2.tmp"
    mv -f "$2.tmp" "$2"
}
[ "$demo_output" = - ] || update "$bin_path/customcontrols-demo" "$demo_output"
update "$bin_path/libCustomControlsCAPI.a" "$archive_output"

# The toolchain's runtime: swift_static/ (archives) or swift/ (shared libraries), per platform.
target_info=$("$swift" -print-target-info)
json_string() { sed -n "s/^ *\"$1\" *: *\"\(.*\)\",\{0,1\}$/\1/p" <<<"$target_info" | head -n 1; }
resource_path=$(json_string runtimeResourcePath)
platform=$(json_string platform)
arch=$(json_string arch)
# Swift 6.0 names neither: its triple says them (x86_64-unknown-linux-gnu: x86_64, linux).
triple=$(json_string unversionedTriple)
[ -n "$arch" ] || arch=${triple%%-*}
[ -n "$platform" ] || case "$triple" in *-linux-*) platform=linux ;; esac
[ -n "$resource_path" ] && [ -n "$platform" ] && [ -n "$arch" ] || {
    echo "meson-swift-build.sh: cannot read the runtime's path from \`swift -print-target-info\`" >&2
    exit 1
}
if [ "$static_stdlib" = true ]; then
    runtime_dir=${resource_path}_static/$platform
else
    runtime_dir=$resource_path/$platform
fi
# Beside the real driver: Debian's /usr/bin/swift links to /usr/libexec/swift/bin/swift.
autolink_extract=$(dirname "$(readlink -f "$(command -v "$swift")")")/swift-autolink-extract
{
    echo "$runtime_dir/$arch/swiftrt.o"
    echo "-L$runtime_dir"
    "$autolink_extract" "$archive_output" -o - | sort -u
    if [ "$static_stdlib" = true ]; then
        # What libswiftCore.a and its kin need (libdispatch, BlocksRuntime, libstdc++, ...):
        # the -l options of the list swiftc uses; its -Xlinker options are for executables.
        tr ' ' '\n' <"$runtime_dir/static-stdlib-args.lnk" | grep '^-l' || true
    else
        echo "-Wl,-rpath,$runtime_dir"
    fi
} >"$link_args_output.new"
update "$link_args_output.new" "$link_args_output"
rm -f "$link_args_output.new"
