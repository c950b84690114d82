#!/usr/bin/env bash
# Runs a command on a private headless display of the given backend, then tears it down.
#
#   scripts/headless.sh x11 COMMAND...       a private Xvfb (1280x1024x24), GDK_BACKEND=x11
#   scripts/headless.sh wayland COMMAND...   a private headless Weston, GDK_BACKEND=wayland
#
# The command's exit status is the script's. Every test that needs a window goes through here,
# so the suite runs the same way on both of the display servers GNOME users have.
set -euo pipefail
backend="${1:?usage: headless.sh x11|wayland COMMAND...}"
shift
case "$backend" in
x11)
    unset WAYLAND_DISPLAY
    export GDK_BACKEND=x11
    exec xvfb-run -a -s "-screen 0 1280x1024x24" "$@"
    ;;
wayland)
    unset DISPLAY
    export GDK_BACKEND=wayland
    # Weston wants a private runtime directory that only its user can enter.
    runtime="$(mktemp -d -t cc-wayland.XXXXXX)"
    chmod 0700 "$runtime"
    export XDG_RUNTIME_DIR="$runtime"
    socket="cc-wayland-$$"
    weston --backend=headless-backend.so --socket="$socket" --width=1280 --height=1024 \
        --idle-time=0 > "$runtime/weston.log" 2>&1 &
    weston_pid=$!
    cleanup() {
        kill "$weston_pid" 2>/dev/null || true
        wait "$weston_pid" 2>/dev/null || true
        rm -rf "$runtime"
    }
    trap cleanup EXIT
    for _ in $(seq 100); do
        [ -S "$runtime/$socket" ] && break
        kill -0 "$weston_pid" 2>/dev/null || { cat "$runtime/weston.log" >&2; exit 1; }
        sleep 0.1
    done
    [ -S "$runtime/$socket" ] || { echo "headless.sh: weston did not start" >&2; cat "$runtime/weston.log" >&2; exit 1; }
    export WAYLAND_DISPLAY="$socket"
    status=0
    "$@" || status=$?
    exit "$status"
    ;;
*)
    echo "headless.sh: unknown backend '$backend' (x11 or wayland)" >&2
    exit 2
    ;;
esac
