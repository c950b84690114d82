#!/usr/bin/env bash
# Runs the whole CustomControls test suite, as CI does.
#
# Installs the system packages it needs when they are missing (with sudo when not root), then
# runs `swift test` under a private Xvfb display, so golden images and window tests see the same
# screen, theme and scale on every machine. Extra arguments go to `swift test`
# (e.g. --filter KnobWidgetTests). Without them, it then checks the embedding example
# (scripts/example-check.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/system-packages.sh
ensure_packages libgtk-4-dev xvfb xauth xdotool dbus fonts-dejavu-core

export G_DEBUG=fatal-warnings       # any unexpected GLib warning fails the run
export GTK_A11Y=test                # real accessibility checks ("none" would pass falsely)
export GSETTINGS_BACKEND=memory     # no desktop settings leak in
export GTK_THEME=Adwaita            # the theme the golden images were made with
export GDK_BACKEND=x11
export NO_AT_BRIDGE=1
unset WAYLAND_DISPLAY
xvfb-run -a -s "-screen 0 1280x1024x24" swift test "$@"

# The embedding example: the README's snippets, built as a separate app and run headless.
# Only for the whole suite: extra arguments (e.g. --filter) ask for part of it.
if [ $# -eq 0 ]; then
    scripts/example-check.sh
fi
