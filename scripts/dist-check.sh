#!/usr/bin/env bash
# Checks the release tarball and the meson subproject route, as a packager and a GNOME app
# meet them:
#
# 1. `meson dist` makes customcontrols-VERSION.tar.xz from the checkout's last commit (git
#    archive: uncommitted changes are not in it, and this says so);
# 2. the tarball alone, unpacked where there is no git, builds, installs and runs its demo
#    (the unpacked tree's own scripts/meson-check.sh --quick): every file the build needs is
#    in it, and nothing is fetched;
# 3. a consumer project that has only subprojects/customcontrols.wrap (a wrap-file naming the
#    tarball, `[provide] dependency_names = customcontrols-1`) and
#    `dependency('customcontrols-1')` builds a C app against the subproject's library, with
#    the demo, tests and reference left out as a subproject's user would, and runs it.
#
#   scripts/dist-check.sh        with the Swift on PATH (the test command's `dist` stage runs it
#                                with Debian 13's own swiftlang 6.0.3, the oldest supported)
#
# CUSTOMCONTROLS_EXPECT_SWIFT: a version prefix the Swift on PATH must have ("6.0."). Works in
# .build-dist/ (CUSTOMCONTROLS_DIST_DIR names another).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/system-packages.sh
ensure_packages libgtk-4-dev libadwaita-1-dev meson ninja-build git xz-utils pkg-config gcc xvfb xauth dbus \
    gobject-introspection libgirepository1.0-dev valac \
    desktop-file-utils appstream

started=$SECONDS
work=${CUSTOMCONTROLS_DIST_DIR:-.build-dist}
work=$(mkdir -p "$work" && cd "$work" && pwd)
step() { echo "dist check: $*" >&2; }
# quietly COMMAND...: runs it with its output kept, shown only when it fails (meson prints its
# errors on stdout).
quietly() {
    local output status=0
    output=$("$@" 2>&1) || status=$?
    [ "$status" -eq 0 ] || { echo "$output" >&2; echo "dist check: failed: $*" >&2; }
    return "$status"
}

swift_version=$(swift --version 2>/dev/null | grep -o 'Swift version [0-9.]*' | head -n 1)
if [ -n "${CUSTOMCONTROLS_EXPECT_SWIFT:-}" ] && [[ "$swift_version" != "Swift version $CUSTOMCONTROLS_EXPECT_SWIFT"* ]]; then
    echo "dist check: expected Swift $CUSTOMCONTROLS_EXPECT_SWIFT, found '$swift_version'" >&2
    exit 1
fi

# 1. The tarball. A setup with nothing optional is enough: `meson dist` builds nothing here.
step "meson dist ($swift_version)"
rm -rf "$work/setup" "$work/unpacked" "$work/consumer" "$work/flatpak-setup"
quietly meson setup "$work/setup" -Ddemo=false -Dtests=false -Dintrospection=false -Dvapi=false -Ddocumentation=false
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
    step "the checkout has uncommitted changes: the tarball holds the last commit only"
fi
quietly meson dist -C "$work/setup" --no-tests --formats xztar --allow-dirty
tarball=$(ls "$work"/setup/meson-dist/customcontrols-*.tar.xz)
version=$(basename "$tarball" .tar.xz)
version=${version#customcontrols-}
step "$(basename "$tarball"): $(du -k "$tarball" | cut -f1) kB, $(tar -tJf "$tarball" | grep -vc '/$') files"
for needed in meson.build meson_options.txt Package.swift scripts/meson-swift-build.sh \
    Sources/CustomControlsCAPI/customcontrols.h Sources/CustomControlsCAPI/customcontrols.map; do
    tar -tJf "$tarball" "customcontrols-$version/$needed" >/dev/null 2>&1 || { echo "dist check: the tarball lacks $needed" >&2; exit 1; }
done
if tar -tJf "$tarball" | grep -qE '^customcontrols-[^/]*/\.(git|build)'; then
    echo "dist check: the tarball holds a .git or .build folder" >&2
    exit 1
fi

# 2. The tarball alone: unpacked where git finds no repository above it (the work folder may
#    lie in the checkout), its own meson check.
step "build, install and run from the tarball alone"
export GIT_CEILING_DIRECTORIES="$work"
mkdir -p "$work/unpacked"
tar -xJf "$tarball" -C "$work/unpacked"
source_dir="$work/unpacked/customcontrols-$version"
if git -C "$source_dir" rev-parse --git-dir >/dev/null 2>&1; then
    echo "dist check: $source_dir is inside a git repository; the check needs one outside any" >&2
    exit 1
fi
(cd "$source_dir" && CUSTOMCONTROLS_MESON_BUILD_DIR=.build-meson CUSTOMCONTROLS_SCRATCH_PATH=.build scripts/meson-check.sh --quick)

# The Flatpak sample's library module (docs/flatpak.md) is this meson build: its options must
# be ones meson accepts for the tarball (a setup, which compiles nothing; its build is the
# one just run).
step "the Flatpak sample's customcontrols module: meson setup with its config-opts"
manifest=Examples/Flatpak/io.github.customcontrols.Example.json
mapfile -t flatpak_options < <(python3 -c 'import json, sys
module = next(m for m in json.load(open(sys.argv[1]))["modules"] if m["name"] == "customcontrols")
assert module["buildsystem"] == "meson", module["buildsystem"]
print("\n".join(module["config-opts"]))' "$manifest")
quietly meson setup "$work/flatpak-setup" "$source_dir" --prefix=/app "${flatpak_options[@]}"
rm -rf "$work/flatpak-setup"

# 3. A consumer with only a wrap: meson takes the tarball from its URL (a file here, as a
#    release's would be https) and checks its hash.
step "a consumer project with subprojects/customcontrols.wrap"
consumer="$work/consumer"
mkdir -p "$consumer/subprojects"
cat >"$consumer/meson.build" <<'EOF'
project('consumer', 'c')
customcontrols_dep = dependency('customcontrols-1',
  default_options: ['demo=false', 'tests=false', 'documentation=false'])
executable('consumer', 'consumer.c', dependencies: [dependency('gtk4'), customcontrols_dep])
EOF
cp Tests/PackagingTests/controls.c "$consumer/consumer.c"
cat >"$consumer/subprojects/customcontrols.wrap" <<EOF
[wrap-file]
directory = customcontrols-$version
source_url = file://$tarball
source_filename = $(basename "$tarball")
source_hash = $(sha256sum "$tarball" | cut -d' ' -f1)

[provide]
dependency_names = customcontrols-1
EOF
# The consumer's meson.build is docs/c-library.md's; only the quickest Swift build (debug,
# the runtime linked dynamically) is asked for here.
quietly meson setup "$consumer/build" "$consumer" -Dcustomcontrols:swiftpm_configuration=debug -Dcustomcontrols:static_swift_stdlib=false
meson compile -C "$consumer/build"
output=$(GDK_BACKEND=x11 GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 xvfb-run -a "$consumer/build/consumer" 2>&1) || {
    echo "dist check: the consumer failed:" >&2
    echo "$output" >&2
    exit 1
}
if [ "$output" != "knob 0.25, circular slider 90" ]; then
    echo "dist check: the consumer printed '$output', not 'knob 0.25, circular slider 90'" >&2
    exit 1
fi
step "the consumer printed: $output"
echo "dist check passed in $((SECONDS - started)) s" >&2
