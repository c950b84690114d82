#!/usr/bin/env bash
# Records a drag in the demo's gallery as PNG frames of the colour picker's card: the hue
# wheel turned from blue round through violet and red to orange, the swatch and the knobs
# following. frame-000.png is before the press, the last one after the release.
# scripts/screenshots.sh runs it on a private X display (it needs DISPLAY, xdotool and
# ImageMagick's `import`) and makes docs/gallery-drag.gif of the frames.
#
#   scripts/record-drag.sh DEMO-BINARY FRAME-FOLDER
set -euo pipefail
demo="$1" frames="$2"
output="$frames/demo.out"
"$demo" --page gallery > "$output" &
demo_pid=$!
trap 'kill "$demo_pid" 2>/dev/null || true' EXIT
for _ in $(seq 150); do
    grep -q '^ready ' "$output" && break
    sleep 0.2
done
ready=$(grep '^ready ' "$output") || { echo "record-drag: the demo never got ready" >&2; exit 1; }
window=$(xdotool search --sync --onlyvisible --name '^CustomControls$' | head -1)
# bounds NAME: "x y width height" of a part, from the ready line.
bounds() { sed -E "s/.* $1 (-?[0-9]+) (-?[0-9]+) ([0-9]+) ([0-9]+).*/\1 \2 \3 \4/" <<<"$ready"; }
read -r hx hy hw hh < <(bounds hue)
read -r cx cy cw ch < <(bounds scene-color)
crop="${cw}x${ch}+${cx}+${cy}"
frame=0
shoot() {
    import -window "$window" -crop "$crop" +repage "$(printf '%s/frame-%03d.png' "$frames" "$frame")"
    frame=$((frame + 1))
}
# A point on the wheel's ring at `degrees` (counter-clockwise from 3 o'clock, as the hue).
point() {
    python3 -c "import math; r=$hw/2-18; a=math.radians($1); print(round($hx+$hw/2+r*math.cos(a)), round($hy+$hh/2-r*math.sin(a)))"
}
shoot
read -r x y < <(point 210)
xdotool mousemove --window "$window" "$x" "$y" mousedown 1
sleep 0.1
for degrees in $(seq 220 10 390); do   # past 360: the wheel wraps round red
    read -r x y < <(point "$degrees")
    xdotool mousemove --window "$window" "$x" "$y"
    sleep 0.15  # a frame drawn
    shoot
done
xdotool mouseup 1
sleep 0.3
shoot
echo "record-drag: $frame frames" >&2
