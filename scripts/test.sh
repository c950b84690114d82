#!/usr/bin/env bash
# Runs the whole CustomControls test suite, as CI does.
#
# Installs the system packages it needs when they are missing (with sudo when not root; the
# demo, which the end-to-end tests start, also needs libadwaita's development files), then
# runs `swift test` under a private Xvfb display (scripts/headless.sh), so golden images and
# window tests see the same screen, theme and scale on every machine. Extra arguments go to `swift test`
# (e.g. --filter KnobWidgetTests).
#
# After a full passing run (no arguments) it runs the widget suite again on a headless Wayland
# compositor with GL-rendered golden images (the controls drawing textures, as under GL), and on
# X11 with golden images drawn by cairo from the texture form (CC_GOLDEN_FORM); checks the
# embedding example
# (scripts/example-check.sh), that an app depending on the package fetches no other package
# (scripts/dependency-check.sh), what a screen reader gets from the demo through AT-SPI
# (scripts/atspi-check.sh; about 20 seconds), runs the widget tests again under
# AddressSanitizer and LeakSanitizer (scripts/memcheck.sh; about a minute from a clean
# checkout), checks the meson build, install and data validation (scripts/meson-check.sh) and
# the C library from C, Python, JavaScript and Vala against an install without the Swift
# toolchain (scripts/capi-check.sh; about half a minute after the meson check).
# CUSTOMCONTROLS_ATSPI_CHECK=0, CUSTOMCONTROLS_MEMCHECK=0, CUSTOMCONTROLS_MESON_CHECK=0 and
# CUSTOMCONTROLS_CAPI_CHECK=0 skip those four (`meson test` sets the last two, since it runs
# this script itself).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/system-packages.sh
meson_check=false
[ $# -eq 0 ] && [ "${CUSTOMCONTROLS_MESON_CHECK:-1}" != 0 ] && meson_check=true
capi_check=false
[ $# -eq 0 ] && [ "${CUSTOMCONTROLS_CAPI_CHECK:-1}" != 0 ] && capi_check=true
packages=(libgtk-4-dev libadwaita-1-dev xvfb xauth xdotool dbus weston fonts-dejavu-core)
[ $# -eq 0 ] && [ "${CUSTOMCONTROLS_ATSPI_CHECK:-1}" != 0 ] && packages+=(python3-pyatspi at-spi2-core)
# Installed up front, so one apt-get run fetches them all and a missing one fails early.
$meson_check && packages+=(meson ninja-build desktop-file-utils appstream)
$capi_check && packages+=(meson ninja-build pkg-config gcc binutils gobject-introspection libgirepository1.0-dev
    valac gjs python3-gi python3-pytest gi-docgen)
ensure_packages "${packages[@]}"

export G_DEBUG=fatal-warnings       # any unexpected GLib warning fails the run
export GTK_A11Y=test                # real accessibility checks ("none" would pass falsely)
export GSETTINGS_BACKEND=memory     # no desktop settings leak in
export GTK_THEME=Adwaita            # the theme the golden images were made with
export NO_AT_BRIDGE=1
scripts/headless.sh x11 swift test "$@"

# Only for the whole suite: extra arguments (e.g. --filter) ask for part of it.
if [ $# -eq 0 ]; then
    # The widget suite again on Wayland (a headless Weston), with the golden images drawn by
    # GSK's GL renderer, as GNOME desktops draw; the end-to-end tests bring their own X server.
    tests="$(swift build --show-bin-path)/CustomControlsPackageTests.xctest"
    CC_GOLDEN_RENDERER=gl scripts/headless.sh wayland dbus-run-session -- \
        "$tests" --testing-library swift-testing --skip CustomControlsEndToEndTests
    # The widget suite again with the golden images in the form the controls build for GPU
    # renderers (textures) drawn by cairo; under GL, DrawingFormTests compares the two forms.
    CC_GOLDEN_FORM=textures scripts/headless.sh x11 "$tests" --testing-library swift-testing \
        --skip CustomControlsEndToEndTests

    # Themes, high contrast and live changes once more at scale 2, as on a HiDPI monitor.
    GDK_SCALE=2 scripts/headless.sh x11 "$tests" --testing-library swift-testing --filter ThemeTests
    # The embedding example: docs/embedding.md's snippets, built as a separate app and run headless.
    scripts/example-check.sh
    # An app that depends on the package fetches nothing else (about a second).
    scripts/dependency-check.sh
    if [ "${CUSTOMCONTROLS_ATSPI_CHECK:-1}" != 0 ]; then
        # The demo with GTK's real AT-SPI backend: names, values, keys and events, as Orca reads them.
        scripts/atspi-check.sh
    fi
    if [ "${CUSTOMCONTROLS_MEMCHECK:-1}" != 0 ]; then
        scripts/memcheck.sh
    fi
    if $meson_check; then
        scripts/meson-check.sh
    fi
    if $capi_check; then
        # The C library from C, Python, GJS and Vala, installed, without the Swift toolchain.
        scripts/capi-check.sh
    fi
fi
