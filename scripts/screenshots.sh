#!/usr/bin/env bash
# Renders the demo window to docs/demo-light.png and docs/demo-dark.png under Xvfb.
# Run it again whenever the controls' looks change, and look at the pictures.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/system-packages.sh
ensure_packages libgtk-4-dev xvfb xauth dbus fonts-dejavu-core
swift build --product customcontrols-demo
demo="$(swift build --show-bin-path)/customcontrols-demo"
mkdir -p docs
for style in light dark; do
    theme=Adwaita
    [ "$style" = dark ] && theme=Adwaita:dark
    GTK_THEME=$theme GDK_BACKEND=x11 GSETTINGS_BACKEND=memory \
        xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- "$demo" --screenshot "docs/demo-$style.png" \
        2>/dev/null | grep '^screenshot'
done
