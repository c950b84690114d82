#!/usr/bin/env bash
# Builds and runs the CustomControls demo.
#
# Installs GTK's and libadwaita's development files when missing (with sudo when not root;
# libadwaita is the demo's alone, never the library's). Without a display
# (no DISPLAY or WAYLAND_DISPLAY) it runs under Xvfb, which is how the screenshot and
# end-to-end scripts drive it. Extra arguments go to the demo.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/system-packages.sh
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    # Headless: a private X server, and a session bus for GtkApplication.
    ensure_packages libgtk-4-dev libadwaita-1-dev xvfb xauth dbus
    swift build --product customcontrols-demo
    exec xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- "$(swift build --show-bin-path)/customcontrols-demo" "$@"
fi
ensure_packages libgtk-4-dev libadwaita-1-dev
exec swift run customcontrols-demo "$@"
