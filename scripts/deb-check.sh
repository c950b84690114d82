#!/usr/bin/env bash
# Checks the Debian packages (debian/) as Debian builds them and an app developer installs
# them, in the Debian 13 root and Debian unstable's (scripts/debian-root.sh; the test command's
# `debian` stage):
#
# 1. dpkg-buildpackage builds the source and binary packages from the release tarball
#    (`meson dist`, the last commit) as the .orig and this checkout's debian/, with Debian's
#    own swiftlang and a PATH that leaves out the swift.org toolchain: nothing from outside
#    Debian. dpkg-gensymbols fails the build on any difference from the symbols file (rules);
# 2. what each package holds, what the library links against, and that it names the Swift
#    runtime linked in (Static-Built-Using);
# 3. lintian: no error (its warnings and notes are printed);
# 4. the four packages installed with apt, nothing fetched, into a clean Debian 13 root
#    (the root's /var/cache/customcontrols/clean-trixie, with a throwaway layer on top): there
#    a C app (pkg-config), a Python app (gi) and a Vala app build and run, each printing the
#    values it set (Tests/PackagingTests/).
#
#   scripts/gtk418.sh scripts/deb-check.sh    (scripts/gtk424.sh: Debian unstable's swiftlang
#                                             6.2.3; built and linted, not installed)
#
# Works in .build-deb/ (CUSTOMCONTROLS_DEB_DIR names another). Prints one line per check and
# `debian: N passed, N failed`.
set -euo pipefail
cd "$(dirname "$0")/.."
source_dir=$PWD
# The clean root to install into: Debian 13's (scripts/debian-root.sh makes it inside its root).
# Elsewhere (the Debian unstable root) the packages are built and checked, not installed.
. /etc/os-release
clean_root=""
[ "${VERSION_CODENAME:-}" = trixie ] && clean_root=/var/cache/customcontrols/clean-trixie
clean_root=${CUSTOMCONTROLS_CLEAN_ROOT-$clean_root}

for tool in dpkg-buildpackage dh lintian /usr/libexec/swift/bin/swift; do
    command -v "$tool" >/dev/null || { echo "deb-check.sh: needs $tool: run it as scripts/gtk418.sh $0" >&2; exit 1; }
done
[ -z "$clean_root" ] || [ -x "$clean_root/usr/bin/apt-get" ] || { echo "deb-check.sh: no clean root in $clean_root (scripts/debian-root.sh 4.18 --ensure makes it)" >&2; exit 1; }

started=$SECONDS
work=${CUSTOMCONTROLS_DEB_DIR:-.build-deb}
work=$(mkdir -p "$work" && cd "$work" && pwd)
log=$work/check.log
mkdir -p "$work/home"
check_name=debian
source "$source_dir/scripts/check-helpers.sh"

# ---- 1. The build ----

step "the release tarball (meson dist)"
rm -rf "$work/setup" "$work/build"
mkdir -p "$work/build"
meson setup "$work/setup" -Ddemo=false -Dtests=false -Dintrospection=false -Dvapi=false -Ddocumentation=false >"$log" 2>&1 &&
    meson dist -C "$work/setup" --no-tests --formats xztar --allow-dirty >>"$log" 2>&1 ||
    { sed 's/^/    /' "$log"; fail "meson dist"; finish; }
tarball=$(ls "$work"/setup/meson-dist/customcontrols-*.tar.xz)
version=$(basename "$tarball" .tar.xz)
version=${version#customcontrols-}
cp "$tarball" "$work/build/customcontrols_$version.orig.tar.xz"
tar -xJf "$tarball" -C "$work/build"
package_dir=$work/build/customcontrols-$version
no_debian_folder() { ! tar -tJf "$tarball" | grep "^customcontrols-$version/debian/"; }
check "the release tarball has no debian/ (.gitattributes), as an upstream tarball should not" no_debian_folder
rm -rf "$package_dir/debian"
cp -r debian "$package_dir/debian"

upstream_version() { [ "$(cd "$package_dir" && dpkg-parsechangelog -SVersion | sed 's/-[^-]*$//')" = "$version" ]; }
check "debian/changelog's upstream version is meson.build's, $version" upstream_version

step "dpkg-buildpackage (Debian's swiftlang $(dpkg-query -f '${Version}' -W swiftlang))"
# Only Debian's tools on PATH (rules adds swiftlang's driver folder); the host's Swift
# toolchain, bind-mounted into the root, is left out.
built() {
    (cd "$package_dir" && env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME="$work/home" LANG=C.UTF-8 \
        dpkg-buildpackage -us -uc -j"$(nproc)")
}
check "dpkg-buildpackage -us -uc: source and binary packages" built
changes=$(ls "$work"/build/customcontrols_"$version"-*_*.changes 2>/dev/null | head -n 1)
[ -n "$changes" ] || finish

# ---- 2. What the packages hold ----

deb() { ls "$work"/build/"$1"_"$version"-*_*.deb; }
# holds PACKAGE PATTERN...: the package's files (folders left out) are exactly these, each a
# grep -E pattern matching one or more.
holds() {
    local package=$1 files
    shift
    files=$(dpkg-deb -c "$(deb "$package")" | awk '$1 !~ /^d/ {print $6}' | sed 's|^\./||' | grep -v '^usr/share/doc/')
    echo "$files"
    for pattern in "$@"; do grep -qE "^$pattern$" <<<"$files" || { echo "missing: $pattern"; return 1; }; done
    local others
    others=$(grep -vE "^($(IFS='|'; echo "$*"))$" <<<"$files" || true)
    [ -z "$others" ] || { echo "unexpected: $others"; return 1; }
}
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
lib=usr/lib/$multiarch
check "libcustomcontrols-1-0 holds the shared library" holds libcustomcontrols-1-0 \
    "$lib/libcustomcontrols-1\.so\.0" "$lib/libcustomcontrols-1\.so\.${version//./\\.}"
check "libcustomcontrols-1-dev holds the header, the pkg-config file, the link, the vapi and the Cambalache catalog" \
    holds libcustomcontrols-1-dev "usr/include/customcontrols-1/customcontrols\.h" \
    "$lib/libcustomcontrols-1\.so" "$lib/pkgconfig/customcontrols-1\.pc" \
    "usr/share/vala/vapi/customcontrols-1\.(vapi|deps)" "usr/share/cambalache/catalogs/customcontrols-1\.xml"
check "gir1.2-cc-1 holds the typelib" holds gir1.2-cc-1 "$lib/girepository-1\.0/Cc-1\.typelib"
check "gir1.2-cc-1-dev holds the GIR" holds gir1.2-cc-1-dev "usr/share/gir-1\.0/Cc-1\.gir"

# The symbols file shipped is the generated one, one line per exported function.
symbols_shipped() {
    local control=$work/control
    rm -rf "$control"
    dpkg-deb -e "$(deb libcustomcontrols-1-0)" "$control"
    diff <(grep '^ ' "$control/symbols") <(grep '^ ' debian/libcustomcontrols-1-0.symbols)
    [ "$(grep -c '^ ' "$control/symbols")" = "$(grep -c '^    cc_' Sources/CustomControlsCAPI/customcontrols.map)" ]
}
check "the library's symbols file lists every function of the version script" symbols_shipped

runtime_named() {
    local named
    named=$(dpkg-deb -f "$(deb libcustomcontrols-1-0)" Static-Built-Using Depends)
    echo "$named"
    # The source package's version: a binary rebuild's (6.2.3-1+b1) is not one.
    grep -qx "Static-Built-Using: swiftlang (= $(dpkg-query -f '${source:Version}' -W swiftlang))" <<<"$named" &&
        grep -q 'libgtk-4-1' <<<"$named" && ! grep -q swift <<<"$(grep '^Depends' <<<"$named")"
}
check "the library names the Swift runtime linked in (Static-Built-Using) and depends on no Swift" runtime_named

# ---- 3. lintian ----

step "lintian"
linted() {
    lintian --fail-on error --no-tag-display-limit --info "$changes" >"$work/lintian.txt" 2>&1
    local status=$?
    cat "$work/lintian.txt"
    return "$status"
}
check "lintian: no error" linted
if [ -s "$work/lintian.txt" ]; then
    echo "debian: lintian's tags (warnings and notes; errors fail the check above):"
    grep -E '^[EWIP]: ' "$work/lintian.txt" | sort | uniq -c | sed 's/^/    /'
fi
echo "debian: the packages (kB):"
for package in libcustomcontrols-1-0 libcustomcontrols-1-dev gir1.2-cc-1 gir1.2-cc-1-dev; do
    printf '    %-26s %6s kB, installed %6s kB\n' "$package" "$(du -k "$(deb "$package")" | cut -f1)" \
        "$(dpkg-deb -f "$(deb "$package")" Installed-Size)"
done

# ---- 4. Installed into a clean Debian 13 ----

if [ -z "$clean_root" ]; then
    echo "debian: not installed: no clean root of Debian ${VERSION_CODENAME:-?} (Debian 13's root has one)"
    finish
fi
step "installed into the clean root"
# The clean root with a layer of its own on top (tmpfs, gone with this namespace), so it stays
# clean; the packages and the apps' sources are copied in.
layer=$(mktemp -d)
mount -t tmpfs tmpfs "$layer"
mkdir -p "$layer/upper" "$layer/work" "$layer/root"
mount -t overlay overlay -o "lowerdir=$clean_root,upperdir=$layer/upper,workdir=$layer/work" "$layer/root"
root=$layer/root
# Lazily: a process the apps started may still hold a file there; the namespace ends anyway.
trap 'umount -lR "$root" 2>/dev/null || true; umount -l "$layer" 2>/dev/null || true; rmdir "$layer" 2>/dev/null || true' EXIT
mount -t proc proc "$root/proc"
mount --rbind /dev "$root/dev"
mount -t tmpfs tmpfs "$root/tmp"
mkdir -p "$root/tmp/debs" "$root/tmp/apps"
cp "$work"/build/*.deb "$root/tmp/debs/"
cp Tests/PackagingTests/controls.{c,py,vala} "$root/tmp/apps/"
in_clean_root() {
    chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
        DEBIAN_FRONTEND=noninteractive bash -euo pipefail -c "$1"
}

check "the clean root has no Swift, no CustomControls and no libadwaita" in_clean_root \
    '! command -v swift && ! ls /usr/libexec/swift && ! ls /usr/lib/*/libcustomcontrols* && ! dpkg -s libadwaita-1-0'
# apt, not dpkg -i: it resolves the packages' dependencies. Not --no-download either: apt 3.0
# then fails on local files ("Pathname to install is not absolute"); the stage has no network,
# and apt must name no file but ours.
apt_installs() {
    in_clean_root 'apt-get install -y /tmp/debs/{libcustomcontrols-1-0,libcustomcontrols-1-dev,gir1.2-cc-1,gir1.2-cc-1-dev}_*.deb' >"$work/apt.txt" 2>&1
    local status=$?
    cat "$work/apt.txt"
    [ "$status" -eq 0 ] && ! grep -E '^Get:' "$work/apt.txt" | grep -v ' /tmp/debs/' &&
        in_clean_root 'dpkg -s libcustomcontrols-1-0 libcustomcontrols-1-dev gir1.2-cc-1 gir1.2-cc-1-dev >/dev/null'
}
check "apt installs the four packages, fetching nothing" apt_installs
check "the installed library finds every library it needs" in_clean_root \
    'ldd /usr/lib/*/libcustomcontrols-1.so.0 && ! ldd /usr/lib/*/libcustomcontrols-1.so.0 | grep -q "not found"'

# runs_and_prints COMMAND: COMMAND (in /tmp/apps, under Xvfb, warnings fatal) prints the values
# the app set, and nothing else.
runs_and_prints() {
    local output
    output=$(in_clean_root "cd /tmp/apps && GTK_A11Y=none GSETTINGS_BACKEND=memory G_DEBUG=fatal-warnings \
        xvfb-run -a -s '-screen 0 1024x768x24' timeout 60 $1 2>&1")
    echo "$output"
    [ "$output" = "knob 0.25, circular slider 90" ]
}
check "a C app built with pkg-config runs" in_clean_root \
    'cd /tmp/apps && gcc -Wall -Werror controls.c $(pkg-config --cflags --libs customcontrols-1) -o controls-c'
check "the C app prints the values it set" runs_and_prints ./controls-c
check "a Python app runs through the typelib and prints the values it set" runs_and_prints "/usr/bin/python3 controls.py"
check "a Vala app built with the vapi runs" in_clean_root \
    'cd /tmp/apps && valac --pkg customcontrols-1 -X -w controls.vala -o controls-vala'
check "the Vala app prints the values it set" runs_and_prints ./controls-vala

finish
