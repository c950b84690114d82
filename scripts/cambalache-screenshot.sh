#!/usr/bin/env bash
# Takes docs/cambalache.png's picture: Cambalache (Debian 13's 0.94.1) with the controls'
# catalog, a window holding the five controls open and the palette's Control group shown,
# under Xvfb in the Debian 13 root. Run from the host:
#
#   scripts/gtk418.sh scripts/cambalache-screenshot.sh .build-cambalache
#
# then turn .build-cambalache/screen.xwd into a PNG with any XWD reader (ImageMagick's
# `convert screen.xwd -crop 1135x655+0+0 cambalache.png`: Cambalache's window, top left).
#
# It installs the meson build of .build-meson-gtk418 (scripts/meson-check.sh makes it) into a
# staging folder that Cambalache finds through XDG_DATA_DIRS (the catalog), GI_TYPELIB_PATH and
# LD_LIBRARY_PATH (the library, for the workspace). Xvfb keeps its screen in OUT/Xvfb_screen0
# (-fbdir) while it runs; OUT/screen.xwd is a copy taken before it stops.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mkdir -p "${1:?usage: $0 OUT_DIR}" && cd "$1" && pwd)
build_dir=${CUSTOMCONTROLS_MESON_BUILD_DIR:-.build-meson-gtk418}
stage=$out/stage
rm -rf "$stage" "$out/project"
DESTDIR="$stage" meson install -C "$build_dir" --no-rebuild >/dev/null
libdir=$(dirname "$(ls "$stage"/usr/lib/*/libcustomcontrols-1.so.0)")
mkdir -p "$out/project"
cat >"$out/project/controls.ui" <<'UI'
<?xml version="1.0" encoding="UTF-8"?>
<interface>
  <requires lib="gtk" version="4.0"/>
  <object class="GtkWindow" id="window">
    <property name="title">Controls</property>
    <child>
      <object class="GtkBox">
        <property name="orientation">vertical</property>
        <property name="spacing">6</property>
        <child><object class="CcRangeSlider"><property name="width-request">380</property></object></child>
        <child>
          <object class="GtkBox">
            <property name="spacing">12</property>
            <property name="homogeneous">1</property>
            <child><object class="CcKnob"><property name="value">0.6</property></object></child>
            <child><object class="CcCircularSlider"><property name="value">120</property></object></child>
            <child><object class="CcCircularRangeSlider"/></child>
            <child><object class="CcXYPad"/></child>
          </object>
        </child>
      </object>
    </child>
  </object>
</interface>
UI
export XDG_DATA_DIRS="$stage/usr/share:/usr/local/share:/usr/share"
export GI_TYPELIB_PATH="$libdir/girepository-1.0" LD_LIBRARY_PATH="$libdir"
export GSETTINGS_BACKEND=memory GTK_THEME=Adwaita NO_AT_BRIDGE=1 LIBGL_ALWAYS_SOFTWARE=1 GDK_BACKEND=x11
Xvfb :71 -screen 0 1280x800x24 -fbdir "$out" -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null' EXIT
sleep 2
export DISPLAY=:71
cd "$out/project"
dbus-run-session -- bash -c '
    cambalache controls.ui >cambalache.log 2>&1 &
    sleep 20
    # The palette: its Control group (the window sits at the top left: Xvfb has no window manager).
    xdotool mousemove 506 71 click 1
    sleep 2
    cp "$0"/Xvfb_screen0 "$0"/screen.xwd' "$out"
