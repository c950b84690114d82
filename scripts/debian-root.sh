#!/usr/bin/env bash
# Runs a command in a Debian root with a newer GTK than this machine's 4.8:
#
#   GTK 4.18  Debian 13 (trixie): GLib 2.84, libadwaita 1.7, the gtk-rs crates and gir; the
#             Swift toolchain on this machine's PATH, bind-mounted read-only
#   GTK 4.24  Debian unstable (sid): GLib 2.90, libadwaita 1.10; Debian's own Swift
#             (swiftlang 6.2.3). Unstable, not testing: testing has GTK 4.24 too but no
#             swiftlang, and the swift.org toolchain built for Debian 12 does not start there
#             (it needs libxml2.so.2 and ICU 72, which both have left). Its Rust side is
#             unstable's gtk-rs 0.11.5 and gir 0.22.3, as in testing; one crate comes from
#             testing (see the 4.24 package list)
#
#   scripts/debian-root.sh 4.18 COMMAND...          runs COMMAND in the root, in this checkout,
#                                                   offline (the root has its own loopback:
#                                                   Xvfb, Weston and D-Bus there cannot collide
#                                                   with the host's)
#   scripts/debian-root.sh 4.24 --online COMMAND... the same with the host's network (apt inside)
#   scripts/debian-root.sh 4.18 --ensure            only makes the root (or adds missing packages)
#
# scripts/gtk418.sh and scripts/gtk424.sh are this script with the GTK filled in.
#
# A root is made once with debootstrap from the Debian mirror apt already uses and kept outside
# the checkout, in $CUSTOMCONTROLS_GTK418_ROOT or $CUSTOMCONTROLS_GTK424_ROOT (default
# /var/cache/customcontrols/gtk418-trixie and gtk424-sid), so later runs on the same machine
# reuse it; it is made again when missing, and packages added to the lists below are installed
# on the next run. The local Swift package mirror (/opt/swift-packages), the host's toolchain
# where the root uses it, and this checkout are bind-mounted at their own paths, the toolchain
# and the mirror read-only. Everything runs in a private mount namespace as root, so the mounts
# vanish with the command whatever happens. Swift builds inside go to .build-gtk418/ or
# .build-gtk424/ (SwiftPM's --scratch-path), apart from the host's .build/.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout="$(pwd -P)"
gtk="${1:-}"
shift || true
case "$gtk" in
4.18) suite=trixie root="${CUSTOMCONTROLS_GTK418_ROOT:-/var/cache/customcontrols/gtk418-trixie}" ;;
4.24) suite=sid root="${CUSTOMCONTROLS_GTK424_ROOT:-/var/cache/customcontrols/gtk424-sid}" ;;
*) echo "usage: debian-root.sh 4.18|4.24 [--online] COMMAND... | --ensure" >&2; exit 2 ;;
esac
name="debian-root.sh $gtk"

if [ "$(id -u)" -ne 0 ]; then
    echo "$name: needs root (debootstrap, mount namespaces, chroot); CI runs as root" >&2
    exit 1
fi

# What the test command needs inside: the host's list (scripts/test.sh), then per root its
# Swift: in Debian 13 what the host's toolchain links against, and the Rust side (gir and
# rustfmt for its output, cargo, Debian's gtk-rs crates, and the crates the generated ABI tests
# and Gir.toml check need); in unstable Debian's swiftlang.
packages=(
    libgtk-4-dev libadwaita-1-dev xvfb xauth xdotool dbus dbus-x11 weston fonts-dejavu-core
    python3-pyatspi at-spi2-core meson ninja-build desktop-file-utils appstream pkg-config
    gcc g++ binutils gobject-introspection libgirepository1.0-dev libgirepository-2.0-dev valac gjs python3-gi
    python3-pytest gi-docgen blueprint-compiler xz-utils git ca-certificates iproute2 procps tzdata
    libgl1-mesa-dri mesa-vulkan-drivers libvulkan1
    cargo rustc librust-gtk4-dev gir-rust-code-generator
    rustfmt librust-tempfile-dev librust-shell-words-dev librust-gir-format-check-dev
)
extra_suite=""
# Cambalache (its cmb-catalog-gen, which needs lxml and does not say so), without what it
# recommends. And never what the packaging tools recommend and the tests must not meet: WebKit's
# desktop portal would start on every test's session bus (on Debian unstable it crashes there,
# which GTK 4.24 reports with a warning in our processes), and fonts beyond DejaVu (lintian's
# ghostscript brings three) would be fallbacks in the golden images' text.
lean_packages=(cambalache python3-lxml)
unwanted_packages=(xdg-desktop-portal xdg-desktop-portal-gtk fonts-droid-fallback fonts-noto-mono
    fonts-urw-base35 ghostscript libgs10 libgs10-common)
# Debian 13's root holds a second, clean one (scripts/deb-check.sh installs the packages built in
# the first into it, on a throwaway layer): what an app developer's Debian 13 has, the
# packages' dependencies and the tools to build a C, Python and Vala app, and no Swift.
clean_root=/var/cache/customcontrols/clean-trixie
clean_packages=(gcc libc6-dev pkg-config libgtk-4-dev valac python3-gi gir1.2-gtk-4.0 xvfb xauth dbus)
case "$gtk" in
4.18) packages+=(swiftlang debhelper dpkg-dev lintian debootstrap
    libc6-dev libstdc++-14-dev libcurl4-openssl-dev libxml2-dev libedit2 libsqlite3-0 libncurses-dev
    libpython3-dev zlib1g-dev) ;;
4.24) packages+=(swiftlang locales debhelper dpkg-dev lintian
    # Unstable's librust-gtk4-dev is uninstallable mid-transition: through gtk-rs's system-deps
    # 9 it needs zip 9, which needs typed-path 0.12, and unstable has only 0.13. Testing has
    # 0.12.3; its suite is added at a priority that takes nothing else from it.
    librust-typed-path-dev/forky)
    extra_suite=forky ;;
esac

mirror() {
    # The Debian mirror apt already uses (deb822 or one-line sources).
    local uri
    # Only files apt reads (*.sources, *.list; not ones renamed to disable them), and only a
    # Debian archive: other repositories (nodesource, cloud SDKs) have no trixie.
    uri="$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | grep -oE '^URIs: *\S+' | sed 's/^URIs: *//' | grep '/debian/*$' | head -n 1)" || true
    [ -n "$uri" ] || uri="$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null | grep -oE '^deb +\S+' | awk '{print $2}' | grep '/debian/*$' | head -n 1)" || true
    echo "${uri:-http://deb.debian.org/debian}"
}

# in_namespace [--online] COMMAND: runs COMMAND (a bash script) in a private mount (and,
# offline, network) namespace with the root's mounts in place.
in_namespace() {
    local net=(--net)
    if [ "$1" = --online ]; then net=(); shift; fi
    local bindir toolchain=""
    if [ "$gtk" = 4.18 ]; then
        bindir="$(dirname "$(readlink -f "$(command -v swift)")")"   # e.g. /opt/swift/usr/bin
        toolchain="$(dirname "$(dirname "$bindir")")"                # e.g. /opt/swift
    else
        bindir=/usr/libexec/swift/bin                                # swiftlang's, with swift-test
    fi
    unshare --mount --propagation private "${net[@]}" --fork env \
        ROOT="$root" CHECKOUT="$checkout" TOOLCHAIN="$toolchain" BINDIR="$bindir" NET="${#net[@]}" SCRIPT="$1" \
        bash -euo pipefail -c '
        [ "$NET" = 0 ] || ip link set lo up
        mount -t proc proc "$ROOT/proc"
        mount --rbind /sys "$ROOT/sys"
        mount --rbind /dev "$ROOT/dev"
        # A devpts of its own, so terminals opened inside stay inside.
        mount -t devpts -o newinstance,ptmxmode=0666 devpts "$ROOT/dev/pts"
        mount --bind "$ROOT/dev/pts/ptmx" "$ROOT/dev/ptmx"
        mount -t tmpfs tmpfs "$ROOT/dev/shm"
        mount -t tmpfs tmpfs "$ROOT/tmp"
        mkdir -p "$ROOT$CHECKOUT" "$ROOT/opt/swift-packages"
        if [ -n "$TOOLCHAIN" ]; then
            mkdir -p "$ROOT$TOOLCHAIN"
            mount --bind "$TOOLCHAIN" "$ROOT$TOOLCHAIN"
            mount -o remount,bind,ro "$ROOT$TOOLCHAIN"
        fi
        if [ -d /opt/swift-packages ]; then
            mount --bind /opt/swift-packages "$ROOT/opt/swift-packages"
            mount -o remount,bind,ro "$ROOT/opt/swift-packages"
        fi
        mount --bind "$CHECKOUT" "$ROOT$CHECKOUT"
        cp /etc/resolv.conf "$ROOT/etc/resolv.conf" 2>/dev/null || true
        exec chroot "$ROOT" /usr/bin/env -u LD_LIBRARY_PATH PATH="$BINDIR:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
            HOME=/root bash -euo pipefail -c "cd \"$CHECKOUT\" && $SCRIPT"
    '
}

ensure_root() {
    local wanted stamp="$root/.customcontrols-packages"
    wanted="$(printf '%s\n' "${packages[@]}" | sort -u)"
    local stamped=$wanted
    stamped+=$'\n'"without recommends: ${lean_packages[*]}; never: ${unwanted_packages[*]}"
    [ "$gtk" = 4.18 ] && stamped+=$'\n'"clean root: ${clean_packages[*]}"
    if [ ! -x "$root/usr/bin/apt-get" ]; then
        echo "$name: making the Debian $suite root in $root (a few minutes) ..." >&2
        rm -rf "$root.partial"
        mkdir -p "$(dirname "$root")"
        command -v debootstrap >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >&2; }
        # Debian 12's debootstrap has no script for suites named after it (forky); its sid
        # script serves every suite since bookworm.
        debootstrap --variant=minbase "$suite" "$root.partial" "$(mirror)" /usr/share/debootstrap/scripts/sid >&2
        rm -rf "$root"
        mv "$root.partial" "$root"
    fi
    [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$stamped" ] && return 0
    echo "$name: installing the root's packages ..." >&2
    # The host's git settings carry the Swift package mirror (url.insteadOf).
    [ -f /etc/gitconfig ] && cp /etc/gitconfig "$root/etc/gitconfig"
    # SwiftPM's settings and caches, so package resolution inside works offline.
    mkdir -p "$root/root"
    for dir in .swiftpm .cache/org.swift.swiftpm; do
        [ -d "$HOME/$dir" ] && { mkdir -p "$root/root/$(dirname "$dir")"; cp -a "$HOME/$dir" "$root/root/$dir"; }
    done
    if [ -n "$extra_suite" ]; then
        echo "deb $(mirror) $extra_suite main" >"$root/etc/apt/sources.list.d/$extra_suite.list"
        printf 'Package: *\nPin: release n=%s\nPin-Priority: 100\n' "$extra_suite" \
            >"$root/etc/apt/preferences.d/$extra_suite"
    fi
    in_namespace --online "export DEBIAN_FRONTEND=noninteractive
        # A mirror frozen on a day serves unstable Release files past their Valid-Until.
        apt-get -o Acquire::Check-Valid-Until=false update -qq
        apt-get install -y -qq ${wanted//$'\n'/ } >/dev/null
        apt-get install -y -qq --no-install-recommends ${lean_packages[*]} >/dev/null
        apt-get purge -y -qq ${unwanted_packages[*]} >/dev/null"
    if [ "$gtk" = 4.24 ]; then
        # swiftlang 6.2.3 ships Swift Testing's Foundation overlay as a module without its
        # library, so every test binary that imports Testing and Foundation fails to link
        # (-l_Testing_Foundation). No test uses the overlay's API: an empty library stands in.
        in_namespace "lib=/usr/libexec/swift/lib/swift/linux/lib_Testing_Foundation.so
            [ -e \$lib ] || gcc -shared -o \$lib -x c /dev/null"
        # gtk_test_init sets en_US.UTF-8, and GTK 4.24 warns when it cannot.
        in_namespace "sed -i 's/^# *en_US.UTF-8 UTF-8/en_US.UTF-8 UTF-8/' /etc/locale.gen && locale-gen >/dev/null"
    fi
    if [ "$gtk" = 4.18 ]; then
        echo "$name: making or updating the clean root $clean_root inside it ..." >&2
        in_namespace --online "export DEBIAN_FRONTEND=noninteractive clean=$clean_root
            if [ ! -x \$clean/usr/bin/apt-get ]; then
                rm -rf \$clean.partial
                debootstrap --variant=minbase trixie \$clean.partial $(mirror) >/dev/null
                mv \$clean.partial \$clean
            fi
            cp /etc/resolv.conf \$clean/etc/resolv.conf
            mount -t proc proc \$clean/proc
            mount --rbind /dev \$clean/dev
            chroot \$clean apt-get -o Acquire::Check-Valid-Until=false update -qq
            chroot \$clean apt-get install -y -qq --no-install-recommends ${clean_packages[*]} >/dev/null"
    fi
    echo "$stamped" > "$stamp"
}

online=false
case "${1:-}" in
--ensure) ensure_root; exit 0 ;;
--online) online=true; shift ;;
esac
[ $# -gt 0 ] || { echo "usage: debian-root.sh 4.18|4.24 [--online] COMMAND... | --ensure" >&2; exit 2; }
ensure_root
# The command, quoted word by word for the shell inside.
command="$(printf '%q ' "$@")"
if $online; then in_namespace --online "$command"; else in_namespace "$command"; fi
