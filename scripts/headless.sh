#!/usr/bin/env bash
# Runs a command on a private headless display of the given backend, then tears it down.
#
#   scripts/headless.sh x11 COMMAND...       a private Xvfb (1280x1024x24), GDK_BACKEND=x11
#   scripts/headless.sh wayland COMMAND...   a private Weston (a window on a private Xvfb; needs
#                                            weston, xvfb-run and xdotool), GDK_BACKEND=wayland
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
    # Weston on its X11 backend, as a window on a private Xvfb, rather than on its headless
    # backend: the headless backend has no seat (no keyboard, no pointer), so its desktop shell
    # activates no window, and GTK 4.10+ gives keyboard focus only inside the active window. The
    # X11 backend brings a seat with a keyboard and a pointer, and the desktop shell activates
    # each new toplevel for it, as a desktop does. Its pointer is moved onto the shell's panel
    # (the top left corner), where no window is placed, so no test window is ever hovered.
    # (--use-pixman: no GPU needed for the compositor; the clients still draw with GL.)
    xvfb-run -a -s "-screen 0 1280x1024x24" bash -c '
        weston --backend=x11-backend.so --use-pixman --socket="$1" --width=1280 --height=1024 \
            --idle-time=0 &
        echo $! > "$0/weston.pid"
        for _ in $(seq 100); do [ -S "$0/$1" ] && break; sleep 0.1; done
        xdotool mousemove 2 2 && touch "$0/ready"
        wait' "$runtime" "$socket" > "$runtime/weston.log" 2>&1 &
    xvfb_run_pid=$!
    cleanup() {
        # Stopping Weston ends xvfb-run, which stops its Xvfb.
        [ -f "$runtime/weston.pid" ] && kill "$(cat "$runtime/weston.pid")" 2>/dev/null || true
        wait "$xvfb_run_pid" 2>/dev/null || true
        rm -rf "$runtime"
    }
    trap cleanup EXIT
    for _ in $(seq 100); do
        [ -f "$runtime/ready" ] && break
        kill -0 "$xvfb_run_pid" 2>/dev/null || { cat "$runtime/weston.log" >&2; exit 1; }
        sleep 0.1
    done
    [ -f "$runtime/ready" ] || { echo "headless.sh: weston did not start" >&2; cat "$runtime/weston.log" >&2; exit 1; }
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
