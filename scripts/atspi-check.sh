#!/usr/bin/env bash
# Checks what a screen reader gets from the demo's controls, through AT-SPI: their names
# (labelled by their headings), the Value interface (minimum, maximum, current value, and
# setting it), values changed with real keys, and the focus and value events, compared with a
# stock GtkScale's, and the knob's context menu (opened by the Menu key, its items activated
# through AT-SPI). scripts/atspi-check.py says what exactly; it prints one line per check and
# `atspi: N passed, M failed`.
#
# scripts/test.sh runs it as its atspi stage, on both GTKs. On its own it sets up everything: a private session bus (here), Xvfb, the
# accessibility bus and the demo (in the check). Unlike the suite, it runs GTK with its real
# AT-SPI backend (GTK_A11Y and NO_AT_BRIDGE unset).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/system-packages.sh
ensure_packages libgtk-4-dev libadwaita-1-dev python3-pyatspi at-spi2-core dbus xvfb xdotool fonts-dejavu-core

# CUSTOMCONTROLS_SCRATCH_PATH: SwiftPM's scratch path (default .build), e.g. .build-gtk418 for
# the build against GTK 4.18 (scripts/gtk418.sh).
scratch="${CUSTOMCONTROLS_SCRATCH_PATH:-.build}"
swift build --scratch-path "$scratch" --product customcontrols-demo
demo="$(swift build --scratch-path "$scratch" --show-bin-path)/customcontrols-demo"

# G_DEBUG=fatal-warnings is for the demo only (the check sets it there): libatspi in the check
# itself warns, harmlessly, that GTK 4.8 has no AT-SPI cache object.
unset GTK_A11Y NO_AT_BRIDGE G_DEBUG WAYLAND_DISPLAY AT_SPI_BUS_ADDRESS DBUS_SESSION_BUS_ADDRESS
export GSETTINGS_BACKEND=memory GTK_THEME=Adwaita GDK_BACKEND=x11
# /usr/bin/python3: Debian's, which has gi and pyatspi (a python3 first on PATH may not).
# dbus-run-session stops its bus when the check ends; the check stops what it started (Xvfb,
# the accessibility bus, the demo), also when it fails or runs out of time.
# timeout is the last resort (the check has a deadline of its own): it signals the check too.
exec timeout 300 dbus-run-session -- /usr/bin/python3 scripts/atspi-check.py "$demo"
