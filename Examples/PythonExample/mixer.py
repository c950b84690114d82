#!/usr/bin/env python3
"""A channel strip of a sound desk, in Python: the CustomControls widgets through PyGObject
and the installed typelib (Cc-1.typelib), with no Swift anywhere.

    python3 Examples/PythonExample/mixer.py               # a window
    python3 Examples/PythonExample/mixer.py --self-test   # move each control once, then quit

Needs the library installed (`meson install`; for another prefix set GI_TYPELIB_PATH and
LD_LIBRARY_PATH, as scripts/capi-check.sh does) and PyGObject (Debian: python3-gi).
It prints one line per value-changed, like the demo; `--self-test` (what scripts/capi-check.sh
runs) shows the window, sets each control once, prints `ready` with the controls' sizes, and
quits.
"""
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("Cc", "1")
from gi.repository import Cc, Gdk, GLib, Gtk  # noqa: E402

# The gain knob, from GtkBuilder XML: register the types first, so the builder knows "CcKnob".
GAIN_UI = """
<interface>
  <object class="CcKnob" id="gain">
    <property name="minimum-value">-24</property>
    <property name="maximum-value">12</property>
    <property name="value">0</property>
    <property name="default-value">0</property>
    <property name="drag-mode">vertical</property>
    <property name="show-value">true</property>
    <property name="width-request">120</property>
    <property name="height-request">120</property>
    <accessibility>
      <property name="label">Gain</property>
    </accessibility>
  </object>
</interface>
"""


def rgba(text):
    color = Gdk.RGBA()
    color.parse(text)
    return color


def labelled(label, widget):
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=6)
    box.append(Gtk.Label(label=label, css_classes=["heading"]))
    box.append(widget)
    return box


class MixerWindow(Gtk.ApplicationWindow):
    def __init__(self, application):
        super().__init__(application=application, title="Channel strip", default_width=560)

        Cc.register_types()
        gain = Gtk.Builder.new_from_string(GAIN_UI, -1).get_object("gain")
        gain.set_format_value_func(lambda _knob, value: f"{value:+.1f} dB")
        gain.connect("value-changed", lambda knob: print(f"value-changed gain {knob.get_value():.3f}"))

        # A pan knob: bipolar, filled from its centre, which a double click returns to.
        pan = Cc.Knob(minimum_value=-1, maximum_value=1, value=0, origin=0, show_fill=True,
                      width_request=120, height_request=120)
        pan.update_property([Gtk.AccessibleProperty.LABEL], ["Pan"])
        pan.connect("value-changed", lambda knob: print(f"value-changed pan {knob.get_value():.3f}"))

        # The band an equaliser acts on, in Hz, and the phase of the channel in degrees.
        band = Cc.RangeSlider(minimum_value=20, maximum_value=20000, minimum_distance=100,
                              show_labels=True, digits=0, hexpand=True, height_request=32)
        band.set_values(200, 5000)
        band.connect("value-changed",
                     lambda s: print(f"value-changed band {s.get_lower_value():.0f} {s.get_upper_value():.0f}"))
        phase = Cc.CircularSlider(wraps=True, value=0, width_request=160, height_request=160)
        phase.set_tint_color(rgba("#26a269"))  # its own tint wins over the inherited one
        phase.connect("value-changed", lambda s: print(f"value-changed phase {s.get_value():.0f}"))

        knobs = Gtk.Box(spacing=24, halign=Gtk.Align.CENTER)
        knobs.append(labelled("Gain", gain))
        knobs.append(labelled("Pan", pan))
        knobs.append(labelled("Phase", phase))
        content = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=18,
                          margin_top=18, margin_bottom=18, margin_start=18, margin_end=18)
        content.append(labelled("Band", band))
        content.append(knobs)
        reset = Gtk.Button(label="Reset", halign=Gtk.Align.CENTER)
        reset.connect("clicked", lambda _: (gain.set_value_animated(0), pan.set_value_animated(0),
                                            band.set_values_animated(200, 5000)))
        content.append(reset)

        # Every control inside takes this tint unless it has its own.
        Cc.set_inherited_tint(content, rgba("#e66100"))
        self.set_child(content)
        self.gain, self.pan, self.band, self.phase = gain, pan, band, phase


def self_test(window):
    """Sets each control once (each prints its value-changed line), reports the controls'
    allocated sizes, and quits."""
    window.gain.set_value(-6)
    window.pan.set_value(0.5)
    window.band.set_values(100, 8000)
    window.phase.set_value(90)
    sizes = [f"{c.get_width()}x{c.get_height()}" for c in (window.gain, window.pan, window.band, window.phase)]
    print("ready " + " ".join(sizes), flush=True)
    window.get_application().quit()
    return GLib.SOURCE_REMOVE


def main(argv):
    app = Gtk.Application(application_id="io.github.customcontrols.PythonExample")

    def activate(application):
        window = MixerWindow(application)
        window.present()
        if "--self-test" in argv:
            GLib.timeout_add(500, self_test, window)

    app.connect("activate", activate)
    return app.run([argv[0]])


if __name__ == "__main__":
    sys.exit(main(sys.argv))
