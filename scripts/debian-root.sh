#!/usr/bin/env bash
# Runs a command in a Debian 13 (trixie) root with GTK 4.18, libadwaita 1.7, GLib 2.84 and the
# gtk-rs crates, beside this machine's GTK 4.8.
#
#   scripts/gtk418.sh COMMAND...          runs COMMAND in the root, in this checkout, offline
#                                         (the root has its own loopback: Xvfb, Weston and
#                                         D-Bus there cannot collide with the host's)
#   scripts/gtk418.sh --online COMMAND... the same with the host's network (apt inside)
#   scripts/gtk418.sh --ensure            only makes the root (or adds missing packages)
#
# The root is made once with debootstrap from the Debian mirror apt already uses and kept
# outside the checkout, in $CUSTOMCONTROLS_GTK418_ROOT (default
# /var/cache/customcontrols/gtk418-trixie), so later runs on the same machine reuse it; it is
# made again when missing, and packages added to the list below are installed on the next
# run. The Swift toolchain (the directory holding the `swift` on PATH), the local Swift
# package mirror (/opt/swift-packages) and this checkout are bind-mounted at their own paths,
# the toolchain and the mirror read-only. Everything runs in a private mount namespace as root,
# so the mounts vanish with the command whatever happens. Swift builds inside go to
# .build-gtk418/ (SwiftPM's --scratch-path), apart from the host's .build/.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout="$(pwd -P)"
root="${CUSTOMCONTROLS_GTK418_ROOT:-/var/cache/customcontrols/gtk418-trixie}"

if [ "$(id -u)" -ne 0 ]; then
    echo "gtk418.sh: needs root (debootstrap, mount namespaces, chroot); CI runs as root" >&2
    exit 1
fi

# What the test command needs inside: the host's list (scripts/test.sh) plus what Swift's
# toolchain links against, and the Rust side (gir and rustfmt for its output, cargo, Debian's gtk-rs
# crates, and the crates the generated ABI tests and Gir.toml check need).
packages=(
    libgtk-4-dev libadwaita-1-dev xvfb xauth xdotool dbus dbus-x11 weston fonts-dejavu-core
    python3-pyatspi at-spi2-core meson ninja-build desktop-file-utils appstream pkg-config
    gcc g++ binutils gobject-introspection libgirepository1.0-dev libgirepository-2.0-dev valac gjs python3-gi
    python3-pytest gi-docgen git ca-certificates iproute2 procps
    libc6-dev libstdc++-14-dev libcurl4-openssl-dev libxml2-dev libedit2 libsqlite3-0 libncurses-dev
    libpython3-dev zlib1g-dev tzdata
    libgl1-mesa-dri mesa-vulkan-drivers libvulkan1
    cargo rustc librust-gtk4-dev gir-rust-code-generator
    rustfmt librust-tempfile-dev librust-shell-words-dev librust-gir-format-check-dev
)

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
    local bindir toolchain
    bindir="$(dirname "$(readlink -f "$(command -v swift)")")"   # e.g. /opt/swift/usr/bin
    toolchain="$(dirname "$(dirname "$bindir")")"                # e.g. /opt/swift
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
        mkdir -p "$ROOT$TOOLCHAIN" "$ROOT$CHECKOUT" "$ROOT/opt/swift-packages"
        mount --bind "$TOOLCHAIN" "$ROOT$TOOLCHAIN"
        mount -o remount,bind,ro "$ROOT$TOOLCHAIN"
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
    if [ ! -x "$root/usr/bin/apt-get" ]; then
        echo "gtk418.sh: making the Debian 13 root in $root (about two minutes) ..." >&2
        rm -rf "$root.partial"
        mkdir -p "$(dirname "$root")"
        command -v debootstrap >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >&2; }
        debootstrap --variant=minbase trixie "$root.partial" "$(mirror)" >&2
        rm -rf "$root"
        mv "$root.partial" "$root"
    fi
    [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$wanted" ] && return 0
    echo "gtk418.sh: installing the root's packages ..." >&2
    # The host's git settings carry the Swift package mirror (url.insteadOf).
    [ -f /etc/gitconfig ] && cp /etc/gitconfig "$root/etc/gitconfig"
    # SwiftPM's settings and caches, so package resolution inside works offline.
    mkdir -p "$root/root"
    for dir in .swiftpm .cache/org.swift.swiftpm; do
        [ -d "$HOME/$dir" ] && { mkdir -p "$root/root/$(dirname "$dir")"; cp -a "$HOME/$dir" "$root/root/$dir"; }
    done
    in_namespace --online "export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq
        apt-get install -y -qq ${wanted//$'\n'/ } >/dev/null"
    echo "$wanted" > "$stamp"
}

online=false
case "${1:-}" in
--ensure) ensure_root; exit 0 ;;
--online) online=true; shift ;;
esac
[ $# -gt 0 ] || { echo "usage: gtk418.sh [--online] COMMAND... | --ensure" >&2; exit 2; }
ensure_root
# The command, quoted word by word for the shell inside.
command="$(printf '%q ' "$@")"
if $online; then in_namespace --online "$command"; else in_namespace "$command"; fi
