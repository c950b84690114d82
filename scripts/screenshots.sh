#!/usr/bin/env bash
# Renders the demo window's two pages, in the light and the dark style, under Xvfb:
# docs/gallery-light.png and docs/gallery-dark.png (the README's first pictures), and
# docs/properties-light.png and docs/properties-dark.png; then records a drag of the gallery's
# hue wheel with real pointer events (scripts/record-drag.sh) into docs/gallery-drag.gif.
# Run it again whenever the controls' looks change, and look at the pictures.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/system-packages.sh
ensure_packages libgtk-4-dev libadwaita-1-dev xvfb xauth dbus fonts-dejavu-core xdotool imagemagick
swift build --product customcontrols-demo
demo="$(swift build --show-bin-path)/customcontrols-demo"
mkdir -p docs
# No GTK_THEME: libadwaita loads its own stylesheet only when GTK_THEME is unset, and the
# pictures show the demo as GNOME users see it.
for page in gallery properties; do
    for style in light dark; do
        options=(--page "$page")
        [ "$style" = dark ] && options+=(--dark)
        env -u GTK_THEME GDK_BACKEND=x11 GSETTINGS_BACKEND=memory \
            xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- "$demo" "${options[@]}" --screenshot "docs/$page-$style.png" \
            2>/dev/null | grep '^screenshot'
    done
done

frames=$(mktemp -d)
trap 'rm -rf "$frames"' EXIT
env -u GTK_THEME GDK_BACKEND=x11 GSETTINGS_BACKEND=memory \
    xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- scripts/record-drag.sh "$demo" "$frames" >/dev/null 2>&1
shots=("$frames"/frame-*.png)
# A second before the press, the drag at 12 frames a second, two seconds on the result.
convert -loop 0 -delay 100 "${shots[0]}" -delay 8 "${shots[@]:1:${#shots[@]}-2}" -delay 200 "${shots[-1]}" \
    -layers Optimize docs/gallery-drag.gif
echo "animation docs/gallery-drag.gif (${#shots[@]} frames)"
