#!/usr/bin/python3
"""An app of the packaged library through its typelib (scripts/deb-check.sh): each control
made, a value set and read back, in a window shown once."""

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Cc", "1")
from gi.repository import Cc, GLib, Gtk  # noqa: E402

Gtk.init()
box = Gtk.Box()
knob = Cc.Knob()
circular = Cc.CircularSlider()
for control in (knob, Cc.RangeSlider(), circular, Cc.CircularRangeSlider(), Cc.XYPad()):
    box.append(control)
knob.set_value(0.25)
circular.props.value = 90
window = Gtk.Window(child=box)
window.present()
context = GLib.MainContext.default()
while context.iteration(False):
    pass
print(f"knob {knob.get_value():.2f}, circular slider {circular.get_value():.0f}")
window.destroy()
