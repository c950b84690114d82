"""The controls from Python, through PyGObject and the installed typelib (Cc-1.typelib).

Every property's accessors and GObject property agree and notify once per real change; bad
input gives GI's TypeErrors or the library's one warning; GtkBuilder XML builds the controls;
value-changed comes once per change (per drag step or once per drag); drags go through each
control's own GtkGestureDrag.
"""
import math
import os
import subprocess
import sys
import weakref

import pytest
from conftest import close, iterate

from gi.repository import Cc, Gdk, Gio, GLib, GObject, Gtk


def rgba(text):
    color = Gdk.RGBA()
    assert color.parse(text)
    return color


# Every property of each control: its name, its default, a value to set, and what kind of
# value it takes. Defaults are checked here because GI 1.74 does not write them to the GIR.
KNOB = [
    ("value", 0.0, 0.5, "double"),
    ("minimum-value", 0.0, -1.0, "double"),
    ("maximum-value", 1.0, 10.0, "double"),
    ("default-value", 0.0, 0.25, "double"),
    ("start-angle", -11 * math.pi / 8, -math.pi, "double"),
    ("end-angle", 3 * math.pi / 8, 0.5, "double"),
    ("continuous", True, False, "boolean"),
    ("step", 0.0, 0.05, "double"),
    ("page", 0.0, 0.2, "double"),
    ("digits", 2, 4, "int"),
    ("tint-color", None, "#e01b24", "color"),
    ("drag-mode", Cc.KnobDragMode.ROTARY, Cc.KnobDragMode.VERTICAL, "enum"),
    ("drag-distance", 200.0, 150.0, "double"),
    ("grab-pointer-only", False, True, "boolean"),
    ("show-value", False, True, "boolean"),
    ("show-fill", False, True, "boolean"),
    ("origin", 0.0, 0.5, "double"),
    ("line-width", 2.0, 4.0, "double"),
    ("pointer-length", 6.0, 9.0, "double"),
    ("pointer-paintable", None, "a cap", "paintable"),
    ("editable", False, True, "boolean"),
    ("value-scale", Cc.ValueScale.LINEAR, Cc.ValueScale.LOGARITHMIC, "enum"),
    ("skew-mid-value", 0.0, 0.5, "double"),
    ("snap-to-marks", False, True, "boolean"),
    ("show-menu", True, False, "boolean"),
    ("extra-menu", None, "a menu", "menu"),
    ("modulation-value", 0.0, 0.5, "double"),
    ("show-modulation", False, True, "boolean"),
]
RANGE_SLIDER = [
    ("minimum-value", 0.0, -1.0, "double"),
    ("maximum-value", 1.0, 10.0, "double"),
    ("lower-value", 0.2, 0.1, "double"),
    ("upper-value", 0.8, 0.9, "double"),
    ("default-lower-value", 0.2, 0.3, "double"),
    ("default-upper-value", 0.8, 0.7, "double"),
    ("minimum-distance", 0.0, 0.05, "double"),
    ("push-mode", False, True, "boolean"),
    ("inverted", False, True, "boolean"),
    ("show-labels", False, True, "boolean"),
    ("editable", False, True, "boolean"),
    ("continuous", True, False, "boolean"),
    ("step", 0.0, 0.05, "double"),
    ("page", 0.0, 0.2, "double"),
    ("digits", 2, 1, "int"),
    ("tint-color", None, "#1c71d8", "color"),
    ("track-color", None, "#c0bfbc", "color"),
    ("track-highlight-color", None, "#26a269", "color"),
    ("thumb-color", None, "#f6f5f4", "color"),
    ("curvaceousness", 1.0, 0.5, "double"),
    ("value-scale", Cc.ValueScale.LINEAR, Cc.ValueScale.LOGARITHMIC, "enum"),
    ("skew-mid-value", 0.0, 0.5, "double"),
    ("snap-to-marks", False, True, "boolean"),
    ("appearance", Cc.Appearance.GLOSSY, Cc.Appearance.THEME, "enum"),
    ("show-menu", True, False, "boolean"),
    ("extra-menu", None, "a menu", "menu"),
]
CIRCULAR_SLIDER = [
    ("value", 0.0, 90.0, "double"),
    ("minimum-value", 0.0, 10.0, "double"),
    ("maximum-value", 360.0, 180.0, "double"),
    ("default-value", 0.0, 45.0, "double"),
    ("start-angle", 0.0, 1.0, "double"),
    ("end-angle", -2 * math.pi, -math.pi, "double"),
    ("continuous", True, False, "boolean"),
    ("step", 1.0, 5.0, "double"),
    ("page", 15.0, 30.0, "double"),
    ("digits", 0, 2, "int"),
    ("tint-color", None, "#e66100", "color"),
    ("wraps", False, True, "boolean"),
    ("grab-handle-only", False, True, "boolean"),
    ("show-lighting", True, False, "boolean"),
    ("gradient-start-color", None, "#ff0000", "color"),
    ("gradient-end-color", None, "#0000ff", "color"),
    ("line-width", 20.0, 12.0, "double"),
    ("show-value", True, False, "boolean"),
    ("editable", False, True, "boolean"),
    ("value-scale", Cc.ValueScale.LINEAR, Cc.ValueScale.LOGARITHMIC, "enum"),
    ("skew-mid-value", 0.0, 0.5, "double"),
    ("snap-to-marks", False, True, "boolean"),
    ("show-menu", True, False, "boolean"),
    ("extra-menu", None, "a menu", "menu"),
    ("modulation-value", 0.0, 90.0, "double"),
    ("show-modulation", False, True, "boolean"),
]
CIRCULAR_RANGE_SLIDER = [
    ("minimum-value", 0.0, 10.0, "double"),
    ("maximum-value", 360.0, 180.0, "double"),
    ("lower-value", 0.0, 30.0, "double"),
    ("upper-value", 90.0, 120.0, "double"),
    ("minimum-distance", 0.0, 20.0, "double"),
    ("wraps", False, True, "boolean"),
    ("inverted", False, True, "boolean"),
    ("start-angle", 0.0, 1.0, "double"),
    ("line-width", 20.0, 12.0, "double"),
    ("show-value", True, False, "boolean"),
    ("show-lighting", True, False, "boolean"),
    ("gradient-start-color", None, "#ff0000", "color"),
    ("gradient-end-color", None, "#0000ff", "color"),
    ("continuous", True, False, "boolean"),
    ("step", 1.0, 5.0, "double"),
    ("page", 15.0, 30.0, "double"),
    ("digits", 0, 2, "int"),
    ("tint-color", None, "#9141ac", "color"),
    ("editable", False, True, "boolean"),
    ("snap-to-marks", False, True, "boolean"),
    ("show-menu", True, False, "boolean"),
    ("extra-menu", None, "a menu", "menu"),
]
XY_PAD = [
    ("x-value", 0.5, 0.75, "double"),
    ("y-value", 0.5, 0.25, "double"),
    ("x-minimum", 0.0, -1.0, "double"),
    ("x-maximum", 1.0, 10.0, "double"),
    ("y-minimum", 0.0, -1.0, "double"),
    ("y-maximum", 1.0, 10.0, "double"),
    ("default-x", 0.5, 0.25, "double"),
    ("default-y", 0.5, 0.75, "double"),
    ("show-crosshair", True, False, "boolean"),
    ("continuous", True, False, "boolean"),
    ("step", 0.0, 0.05, "double"),
    ("page", 0.0, 0.2, "double"),
    ("digits", 2, 1, "int"),
    ("tint-color", None, "#2ec27e", "color"),
    ("editable", False, True, "boolean"),
    ("snap-to-marks", False, True, "boolean"),
    ("show-menu", True, False, "boolean"),
    ("extra-menu", None, "a menu", "menu"),
]
CONTROLS = {Cc.Knob: KNOB, Cc.RangeSlider: RANGE_SLIDER, Cc.CircularSlider: CIRCULAR_SLIDER,
            Cc.CircularRangeSlider: CIRCULAR_RANGE_SLIDER, Cc.XYPad: XY_PAD}
PROPERTIES = [(cls, *row) for cls, rows in CONTROLS.items() for row in rows]
DOUBLES = [(cls, name) for cls, name, _, _, kind in PROPERTIES if kind == "double"]


def prop_id(value):
    return value.__gtype__.name if isinstance(value, type) else None


def accessors(control, name):
    attribute = name.replace("-", "_")
    return getattr(control, "get_" + attribute), getattr(control, "set_" + attribute)


def same(kind, a, b):
    if kind == "color":
        return (a is None and b is None) or (a is not None and b is not None and a.equal(b))
    if kind == "double":
        return close(a, b)
    return a == b


# The one image and the one menu the property rows set: objects compare by identity.
CAP = Gdk.Paintable.new_empty(32, 32)
MENU = Gio.Menu()


def sample(kind, value):
    if kind == "paintable" and value is not None:
        return CAP
    if kind == "menu" and value is not None:
        return MENU
    return rgba(value) if kind == "color" and value is not None else value


def count(instance, signal):
    counter = {"n": 0}

    def handler(*_):
        counter["n"] += 1

    instance.connect(signal, handler)
    return counter


# ---- Types ----

def test_the_types_are_final_and_derive_as_the_header_says():
    for cls in CONTROLS:
        assert GObject.type_test_flags(cls.__gtype__, GObject.TypeFlags.FINAL)
    assert Cc.Knob.__gtype__.parent.name == "GtkRange"
    assert Cc.CircularSlider.__gtype__.parent.name == "GtkRange"
    assert Cc.RangeSlider.__gtype__.parent.name == "GtkWidget"
    assert Cc.CircularRangeSlider.__gtype__.parent.name == "GtkWidget"
    assert Cc.CircularRangeSlider.find_property("value-scale") is None
    assert Cc.XYPad.__gtype__.parent.name == "GtkWidget"
    assert Cc.XYPad.find_property("value-scale") is None and Cc.XYPad.find_property("skew-mid-value") is None
    assert issubclass(Cc.RangeSlider, Gtk.Orientable)
    assert [mode.value_nick for mode in (Cc.KnobDragMode.ROTARY, Cc.KnobDragMode.VERTICAL,
                                         Cc.KnobDragMode.HORIZONTAL)] == ["rotary", "vertical", "horizontal"]
    assert [int(mode) for mode in (Cc.KnobDragMode.ROTARY, Cc.KnobDragMode.VERTICAL,
                                   Cc.KnobDragMode.HORIZONTAL)] == [0, 1, 2]
    scales = (Cc.ValueScale.LINEAR, Cc.ValueScale.LOGARITHMIC, Cc.ValueScale.SKEWED)
    assert [scale.value_nick for scale in scales] == ["linear", "logarithmic", "skewed"]
    assert [int(scale) for scale in scales] == [0, 1, 2]
    assert [look.value_nick for look in (Cc.Appearance.GLOSSY, Cc.Appearance.THEME)] == ["glossy", "theme"]
    assert [int(look) for look in (Cc.Appearance.GLOSSY, Cc.Appearance.THEME)] == [0, 1]


@pytest.mark.parametrize("cls", CONTROLS, ids=prop_id)
def test_every_property_is_in_the_table_and_has_both_accessors(cls):
    own = {spec.name for spec in cls.list_properties() if spec.owner_type == cls.__gtype__}
    own -= {"knob-color"}  # the range slider's deprecated old name of thumb-color
    # The thumbs' and axes' adjustments default to objects of the control's own (tested with
    # the adjustments).
    adjustments = {Cc.RangeSlider: {"lower-adjustment", "upper-adjustment"},
                   Cc.XYPad: {"x-adjustment", "y-adjustment"}}.get(cls, set())
    assert own - adjustments == {row[0] for row in CONTROLS[cls]}
    control = cls()
    for name in own:
        getter, setter = accessors(control, name)
        assert callable(getter) and callable(setter)


@pytest.mark.parametrize("cls", CONTROLS, ids=prop_id)
def test_new_and_the_python_constructor_make_the_same_control(cls):
    assert isinstance(cls.new(), cls)
    assert isinstance(cls(), cls)


def test_properties_given_to_the_constructor_are_kept():
    knob = Cc.Knob(minimum_value=-10, maximum_value=10, value=5, drag_mode=Cc.KnobDragMode.HORIZONTAL)
    assert (knob.get_minimum_value(), knob.get_maximum_value(), knob.get_value()) == (-10, 10, 5)
    assert knob.get_drag_mode() == Cc.KnobDragMode.HORIZONTAL
    circular = Cc.CircularSlider(maximum_value=180, value=90, wraps=True)
    assert (circular.get_maximum_value(), circular.get_value(), circular.get_wraps()) == (180, 90, True)
    slider = Cc.RangeSlider(maximum_value=100, upper_value=60, lower_value=20,
                            orientation=Gtk.Orientation.VERTICAL)
    assert (slider.get_lower_value(), slider.get_upper_value()) == (20, 60)
    assert slider.get_orientation() == Gtk.Orientation.VERTICAL


# ---- Properties ----

@pytest.mark.parametrize("cls,name,default,value,kind", PROPERTIES,
                         ids=[f"{row[0].__gtype__.name}:{row[1]}" for row in PROPERTIES])
def test_a_property_round_trips_through_its_accessors_and_notifies_once(cls, name, default, value, kind):
    control = cls()
    getter, setter = accessors(control, name)
    attribute = name.replace("-", "_")
    assert same(kind, getter(), sample(kind, default))
    assert same(kind, control.get_property(name), sample(kind, default))

    notifies = count(control, "notify::" + name)
    setter(sample(kind, value))
    assert same(kind, getter(), sample(kind, value))
    assert same(kind, getattr(control.props, attribute), sample(kind, value))
    assert notifies["n"] == 1
    setter(sample(kind, value))  # the same value again: nothing changes, nothing notifies
    assert notifies["n"] == 1

    control.set_property(name, sample(kind, default))  # and back through the GObject property
    assert same(kind, getter(), sample(kind, default))
    assert notifies["n"] == 2


COLORS = [(cls, name) for cls, name, _, _, kind in PROPERTIES if kind == "color"]


@pytest.mark.parametrize("cls,name", COLORS, ids=[f"{cls.__gtype__.name}:{name}" for cls, name in COLORS])
def test_a_colour_reads_back_a_second_colour_and_the_first_again(cls, name):
    """Set A, set B, set A, unset, set B, through the setter and then the GObject property:
    each read gives the colour just set, with one notify per change. A getter that kept the
    first colour it returned, or a setter that took only the first, fails here."""
    control = cls()
    getter, setter = accessors(control, name)
    first, second = rgba("#e01b24"), rgba("#1c71d880")
    notifies = count(control, "notify::" + name)
    sequence = [first, second, first, None, second]
    for step, color in enumerate(sequence + sequence, 1):
        if step <= len(sequence):
            setter(color)
        else:
            control.set_property(name, color)
        assert same("color", getter(), color), f"{name} after set {step}"
        assert same("color", control.get_property(name), color), f"{name} after set {step}"
        assert notifies["n"] == step


@pytest.mark.parametrize("cls,name", DOUBLES, ids=[f"{cls.__gtype__.name}:{name}" for cls, name in DOUBLES])
def test_a_non_finite_number_is_rejected_with_one_warning(cls, name, log):
    control = cls()
    getter, setter = accessors(control, name)
    before = getter()
    notifies = count(control, "notify::" + name)
    setter(math.nan)
    control.set_property(name, math.inf)
    assert getter() == before and notifies["n"] == 0
    type_name = cls.__gtype__.name
    assert log.take() == [
        ("CustomControls", "warning", f"{type_name}: invalid value nan for property '{name}': not a finite number"),
        ("CustomControls", "warning", f"{type_name}: invalid value inf for property '{name}': not a finite number"),
    ]


def test_values_are_clamped_into_their_ranges():
    knob = Cc.Knob()
    knob.set_value(99)
    assert knob.get_value() == 1
    knob.set_minimum_value(5)  # above the maximum: the maximum moves up to meet it
    assert (knob.get_minimum_value(), knob.get_maximum_value(), knob.get_value()) == (5, 5, 5)
    knob.set_line_width(-3)
    knob.set_digits(42)
    assert (knob.get_line_width(), knob.get_digits()) == (0, 10)
    knob.set_drag_distance(0.5)
    assert knob.get_drag_distance() == 1
    slider = Cc.RangeSlider()
    slider.set_lower_value(0.9)  # above the upper value: it moves along
    assert (slider.get_lower_value(), slider.get_upper_value()) == (0.9, 0.9)
    slider.set_curvaceousness(7)
    assert slider.get_curvaceousness() == 1
    circular = Cc.CircularSlider()
    circular.set_value(90.4)  # snapped to the step grid
    assert circular.get_value() == 90


def test_wrong_types_are_type_errors():
    knob = Cc.Knob()
    with pytest.raises(TypeError):
        knob.set_value("loud")
    with pytest.raises(TypeError):
        knob.set_tint_color("red")
    with pytest.raises(TypeError):
        Cc.Knob.set_value(Gtk.Button(), 1)
    with pytest.raises(TypeError):
        Cc.RangeSlider.set_values(Cc.Knob(), 0, 1)
    with pytest.raises(TypeError):
        knob.set_adjustment(Gtk.Button())
    with pytest.raises(TypeError):
        knob.set_pointer_paintable(Gtk.Button())
    with pytest.raises(TypeError):
        Cc.set_inherited_tint(knob, "red")


def test_a_knob_holds_its_pointer_paintable_until_it_is_replaced():
    knob = Cc.Knob()
    paintable = Gdk.Paintable.new_empty(48, 48)
    finalized = []
    paintable.weak_ref(lambda: finalized.append(True))  # a GObject weak reference
    knob.set_pointer_paintable(paintable)
    assert knob.get_pointer_paintable() == paintable
    del paintable
    assert not finalized, "the knob holds no reference of its own"
    knob.props.pointer_paintable = None
    assert knob.get_pointer_paintable() is None
    assert finalized == [True]


def test_the_range_slider_orientation_is_gtk_orientable():
    slider = Cc.RangeSlider()
    notifies = count(slider, "notify::orientation")
    slider.set_orientation(Gtk.Orientation.VERTICAL)
    assert slider.get_orientation() == Gtk.Orientation.VERTICAL
    assert slider.props.orientation == Gtk.Orientation.VERTICAL
    assert notifies["n"] == 1


def test_the_deprecated_knob_color_is_thumb_color():
    slider = Cc.RangeSlider()
    slider.set_thumb_color(rgba("#ff7800"))
    assert slider.props.knob_color.equal(rgba("#ff7800"))


# ---- Adjustments ----

@pytest.mark.parametrize("cls", [Cc.Knob, Cc.CircularSlider], ids=prop_id)
def test_a_shared_adjustment_keeps_a_control_and_a_scale_in_step(cls):
    adjustment = Gtk.Adjustment(value=3, lower=0, upper=10, step_increment=1, page_increment=2)
    control = cls()
    control.set_adjustment(adjustment)
    scale = Gtk.Scale(adjustment=adjustment)
    assert control.get_adjustment() is adjustment
    assert (control.get_value(), control.get_maximum_value(), control.get_step()) == (3, 10, 1)
    changes = count(control, "value-changed")
    scale.set_value(7)
    assert control.get_value() == 7 and changes["n"] == 1
    control.set_value(4)
    assert adjustment.get_value() == 4 and changes["n"] == 2
    control.set_adjustment(None)  # a new one of its own, holding its bounds and value
    own = control.get_adjustment()
    assert own is not adjustment and (own.get_value(), own.get_upper()) == (4, 10)



@pytest.mark.parametrize("thumb", ["lower", "upper"])
@pytest.mark.parametrize("push", [False, True], ids=["stops", "pushes"])
def test_each_range_slider_thumb_has_an_adjustment_a_scale_can_share(thumb, push):
    other = "upper" if thumb == "lower" else "lower"
    slider = Cc.RangeSlider(maximum_value=10, push_mode=push)
    slider.set_values(2, 8)
    adjustment = Gtk.Adjustment(value=2 if thumb == "lower" else 8, lower=0, upper=10, step_increment=1, page_increment=2)
    getattr(slider, f"set_{thumb}_adjustment")(adjustment)
    assert getattr(slider, f"get_{thumb}_adjustment")() is adjustment
    assert getattr(slider.props, f"{thumb}_adjustment") is adjustment
    assert getattr(slider, f"get_{other}_adjustment")().get_step_increment() == 1
    scale = Gtk.Scale(adjustment=adjustment)
    changes = count(slider, "value-changed")
    scale.set_value(5)
    assert getattr(slider, f"get_{thumb}_value")() == 5 and changes["n"] == 1
    getattr(slider, f"set_{thumb}_value")(4 if thumb == "lower" else 6)
    assert adjustment.get_value() == getattr(slider, f"get_{thumb}_value")() and changes["n"] == 2
    # Past the other thumb: stopped there, or pushing it along.
    scale.set_value(9 if thumb == "lower" else 1)
    if push:
        assert getattr(slider, f"get_{thumb}_value")() == (9 if thumb == "lower" else 1)
        assert getattr(slider, f"get_{other}_value")() == (9 if thumb == "lower" else 1)
    else:
        assert getattr(slider, f"get_{thumb}_value")() == (8 if thumb == "lower" else 2)
        assert adjustment.get_value() == getattr(slider, f"get_{thumb}_value")()
    getattr(slider, f"set_{thumb}_adjustment")(None)
    assert getattr(slider, f"get_{thumb}_adjustment")() is not adjustment


@pytest.mark.parametrize("axis", ["x", "y"])
def test_each_xy_pad_axis_has_an_adjustment_a_scale_can_share(axis, log):
    other = "y" if axis == "x" else "x"
    pad = Cc.XYPad()
    adjustment = Gtk.Adjustment(value=30, lower=20, upper=80, step_increment=5, page_increment=10)
    getattr(pad, f"set_{axis}_adjustment")(adjustment)
    assert getattr(pad, f"get_{axis}_adjustment")() is adjustment
    assert getattr(pad.props, f"{axis}_adjustment") is adjustment
    assert [getattr(pad, f"get_{axis}_{name}")() for name in ("value", "minimum", "maximum")] == [30, 20, 80]
    assert [getattr(pad, f"get_{other}_{name}")() for name in ("value", "minimum", "maximum")] == [0.5, 0, 1]
    assert pad.get_step() == 5
    scale = Gtk.Scale(adjustment=adjustment)
    changes = count(pad, "value-changed")
    scale.set_value(75)
    assert getattr(pad, f"get_{axis}_value")() == 75 and changes["n"] == 1
    getattr(pad, f"set_{axis}_value")(40)
    assert adjustment.get_value() == 40 and changes["n"] == 2
    getattr(pad, f"set_{axis}_adjustment")(getattr(pad, f"get_{other}_adjustment")())  # refused
    assert getattr(pad, f"get_{axis}_adjustment")() is adjustment
    assert log.take() == [("CustomControls", "warning", f"CcXYPad: invalid value for property '{axis}-adjustment': "
                           f"it is the {other} axis's adjustment")]
    getattr(pad, f"set_{axis}_adjustment")(None)  # a new one of its own, holding the axis
    own = getattr(pad, f"get_{axis}_adjustment")()
    assert own is not adjustment and (own.get_value(), own.get_lower(), own.get_upper()) == (40, 20, 80)


# ---- Signals ----

def test_value_changed_once_per_change(host):
    knob = Cc.Knob()
    host(knob)
    changes = count(knob, "value-changed")
    notifies = count(knob, "notify::value")
    knob.set_value(0.5)
    knob.set_value(0.5)
    knob.props.value = 0.25
    assert changes["n"] == 2 and notifies["n"] == 2
    knob.set_value_animated(0.9)  # at once, and never per animation frame
    assert knob.get_value() == 0.9 and changes["n"] == 3
    iterate(lambda: False, timeout=0.4)
    assert changes["n"] == 3 and notifies["n"] == 3

    slider = Cc.RangeSlider()
    host(slider, 300, 30)
    changes = count(slider, "value-changed")
    lower = count(slider, "notify::lower-value")
    upper = count(slider, "notify::upper-value")
    slider.set_values(0.1, 0.9)
    slider.set_values_animated(0.3, 0.6)
    slider.set_values(0.3, 0.6)
    iterate(lambda: False, timeout=0.4)
    assert changes["n"] == 2 and lower["n"] == 2 and upper["n"] == 2

    circular = Cc.CircularSlider()
    changes = count(circular, "value-changed")
    circular.set_value(10)
    circular.set_value_animated(20)
    circular.set_value(20)
    assert changes["n"] == 2

    pad = Cc.XYPad()
    host(pad)
    changes = count(pad, "value-changed")
    x, y = count(pad, "notify::x-value"), count(pad, "notify::y-value")
    pad.set_values(0.1, 0.9)
    pad.set_values_animated(0.3, 0.6)  # at once, and never per animation frame
    pad.set_values(0.3, 0.6)
    iterate(lambda: False, timeout=0.4)
    assert changes["n"] == 2 and x["n"] == 2 and y["n"] == 2


def drag_gesture(widget):
    gestures = [c for c in widget.observe_controllers() if isinstance(c, Gtk.GestureDrag)]
    assert len(gestures) == 1
    return gestures[0]


def drag(widget, start, *moves):
    """A drag through the widget's own GtkGestureDrag: press at `start`, then each move
    (widget coordinates), released at the last."""
    gesture = drag_gesture(widget)
    x0, y0 = start
    gesture.emit("drag-begin", x0, y0)
    for x, y in moves:
        gesture.emit("drag-update", x - x0, y - y0)
    x, y = moves[-1] if moves else start
    gesture.emit("drag-end", x - x0, y - y0)


@pytest.mark.parametrize("cls", [Cc.Knob, Cc.RangeSlider, Cc.CircularSlider, Cc.CircularRangeSlider, Cc.XYPad],
                         ids=lambda cls: cls.__name__)
def test_edit_begin_and_end_enclose_a_drag_and_a_burst_of_keys(host, cls):
    control = cls()
    host(control, 300, 30) if cls is Cc.RangeSlider else host(control)
    events = []
    for signal in ("edit-begin", "edit-end", "drag-begin", "drag-end", "value-changed"):
        control.connect(signal, lambda _, name=signal: events.append(name))
    start, end = {Cc.RangeSlider: ((69, 15), (150, 15)), Cc.XYPad: ((100, 100), (190, 100))}.get(cls, ((100, 10), (190, 100)))
    drag(control, start, end)
    names = [name for name in events if name != "value-changed"]
    assert names == ["edit-begin", "drag-begin", "drag-end", "edit-end"], events
    assert events.index("value-changed") > events.index("drag-begin")
    # A program's change, to values a key can lower whichever handle has focus: no edit.
    middle = {Cc.Knob: (0.45,), Cc.CircularSlider: (180,), Cc.RangeSlider: (0.35, 0.65),
              Cc.CircularRangeSlider: (45, 135), Cc.XYPad: (0.45, 0.55)}[cls]
    control.set_values(*middle) if len(middle) == 2 else control.set_value(*middle)
    assert events[-1] == "value-changed" and events.count("edit-begin") == 1
    del events[:]
    keys = [c for c in control.observe_controllers() if isinstance(c, Gtk.EventControllerKey)]
    assert len(keys) == 1
    for _ in range(2):
        assert keys[0].emit("key-pressed", Gdk.KEY_Left, 0, 0)
    assert events == ["edit-begin", "value-changed", "value-changed"], events
    iterate(lambda: "edit-end" in events, timeout=2)
    assert events[-1] == "edit-end" and events.count("edit-end") == 1


def iter_children(widget):
    child = widget.get_first_child()
    while child is not None:
        yield child
        child = child.get_next_sibling()


@pytest.mark.parametrize("cls", [Cc.Knob, Cc.RangeSlider, Cc.CircularSlider, Cc.CircularRangeSlider, Cc.XYPad],
                         ids=lambda cls: cls.__name__)
def test_the_menu_key_opens_the_menu_with_the_apps_extra_items_targeting_the_control(host, cls):
    control = cls(name="gain")
    host(control, 300, 30) if cls is Cc.RangeSlider else host(control)
    learned = []
    group = Gio.SimpleActionGroup()
    action = Gio.SimpleAction(name="midi-learn", parameter_type=GLib.VariantType("s"))
    action.connect("activate", lambda _, target: learned.append(target.get_string()))
    group.add_action(action)
    control.insert_action_group("desk", group)
    items = Gio.Menu()
    items.append("MIDI Learn", "desk.midi-learn")
    control.props.extra_menu = items
    assert control.get_extra_menu() == items
    control.grab_focus() if cls in (Cc.Knob, Cc.CircularSlider) else control.child_focus(Gtk.DirectionType.TAB_FORWARD)
    keys = [c for c in control.observe_controllers() if isinstance(c, Gtk.EventControllerKey)]
    assert keys[0].emit("key-pressed", Gdk.KEY_Menu, 0, 0)
    menus = [child for child in iter_children(control) if isinstance(child, Gtk.PopoverMenu)]
    assert len(menus) == 1 and menus[0].get_visible()
    model = menus[0].get_menu_model()
    own = model.get_item_link(0, "section")
    labels = [own.get_item_attribute_value(i, "label").get_string() for i in range(own.get_n_items())]
    assert labels[-1] == "Swap with Previous Value"
    assert ("Reset to Default" in labels) == (cls is not Cc.CircularRangeSlider)
    app = model.get_item_link(1, "section")
    target = app.get_item_attribute_value(0, "target")
    assert app.get_item_attribute_value(0, "action").get_string() == "desk.midi-learn" and target.get_string() == "gain"
    assert control.activate_action("desk.midi-learn", target)
    assert learned == ["gain"]
    control.props.show_menu = False
    menus[0].popdown()
    assert not keys[0].emit("key-pressed", Gdk.KEY_Menu, 0, 0)


@pytest.mark.parametrize("cls", [Cc.Knob, Cc.CircularSlider], ids=lambda cls: cls.__name__)
def test_the_modulation_value_is_kept_as_set_and_moves_no_value(host, cls):
    control = cls(show_modulation=True)
    host(control)
    events = []
    control.connect("value-changed", lambda _: events.append("value-changed"))
    control.connect("notify::modulation-value", lambda *_: events.append("notify"))
    beyond = control.props.maximum_value * 1.5
    control.props.modulation_value = beyond
    control.props.modulation_value = beyond
    assert control.get_modulation_value() == beyond  # kept as set; the arc stops at the end
    assert control.get_show_modulation() and control.get_value() == control.props.minimum_value
    assert events == ["notify"]


@pytest.mark.parametrize("continuous", [True, False])
def test_a_vertical_knob_drag(host, continuous):
    knob = Cc.Knob(drag_mode=Cc.KnobDragMode.VERTICAL, continuous=continuous)
    host(knob)
    events = []
    knob.connect("drag-begin", lambda _: events.append("begin"))
    knob.connect("value-changed", lambda k: events.append(round(k.get_value(), 6)))
    knob.connect("drag-end", lambda _: events.append("end"))
    drag(knob, (100, 100), (100, 50), (100, 0))  # 200 px cover the range: a quarter, then a half
    assert close(knob.get_value(), 0.5)
    assert events == (["begin", 0.25, 0.5, "end"] if continuous else ["begin", 0.5, "end"])


@pytest.mark.parametrize("continuous", [True, False])
def test_a_range_slider_thumb_drag(host, continuous):
    slider = Cc.RangeSlider(continuous=continuous)
    host(slider, 300, 30)
    changes = count(slider, "value-changed")
    begins, ends = count(slider, "drag-begin"), count(slider, "drag-end")
    drag(slider, (75, 15), (75 + 27, 15), (900, 15))  # the lower thumb, stopped by the upper one
    assert slider.get_lower_value() == 0.8 and slider.get_upper_value() == 0.8
    assert changes["n"] == (2 if continuous else 1)
    assert begins["n"] == 1 and ends["n"] == 1


@pytest.mark.parametrize("continuous", [True, False])
def test_a_circular_slider_drag(host, continuous):
    circular = Cc.CircularSlider(continuous=continuous)
    host(circular)
    changes = count(circular, "value-changed")
    drag(circular, (100, 20), (20, 100), (100, 180))  # 12, 9 and 6 o'clock, counter-clockwise
    assert circular.get_value() == 270
    assert changes["n"] == (3 if continuous else 1)


@pytest.mark.parametrize("continuous", [True, False])
def test_a_circular_range_slider_across_the_end_both_ways(host, continuous):
    ring = Cc.CircularRangeSlider(continuous=continuous, wraps=True)
    ring.set_values(300, 340)
    assert ring.get_length() == 40
    host(ring)
    changes = count(ring, "value-changed")
    begins, ends = count(ring, "drag-begin"), count(ring, "drag-end")

    def at(degrees):  # a 200x200 ring: radius 70 about the centre, counter-clockwise from 3 o'clock
        return (100 + 70 * math.cos(math.radians(-degrees)), 100 + 70 * math.sin(math.radians(-degrees)))

    drag(ring, at(340), at(350), at(0), at(20))  # the upper handle forwards across 0
    assert (ring.get_lower_value(), ring.get_upper_value(), ring.get_length()) == (300, 20, 80)
    assert changes["n"] == (3 if continuous else 1) and begins["n"] == 1 and ends["n"] == 1
    drag(ring, at(300), at(320), at(340))  # the lower handle forwards (a press far from the last one)
    assert (ring.get_lower_value(), ring.get_upper_value(), ring.get_length()) == (340, 20, 40)
    drag(ring, at(0), at(350), at(300))  # the lit arc backwards across 0: both turn, the length kept
    assert (ring.get_lower_value(), ring.get_upper_value(), ring.get_length()) == (280, 320, 40)


@pytest.mark.parametrize("continuous", [True, False])
def test_an_xy_pad_drag_moves_x_with_the_pointer_and_y_against_screen_down(host, continuous):
    pad = Cc.XYPad(continuous=continuous)
    host(pad)
    changes = count(pad, "value-changed")
    begins, ends = count(pad, "drag-begin"), count(pad, "drag-end")

    def at(x, y):  # a 200x200 pad of 0…1: the field inset by the handle's radius (10), y upwards
        return (10 + 180 * x, 190 - 180 * y)

    drag(pad, at(0.5, 0.5), at(0.6, 0.5), at(0.6, 0.3))  # from the handle: no jump on press
    assert close(pad.get_x_value(), 0.6) and close(pad.get_y_value(), 0.3)
    assert changes["n"] == (2 if continuous else 1) and begins["n"] == 1 and ends["n"] == 1
    drag(pad, at(0.1, 0.9))  # a press elsewhere on the field puts the handle there
    assert close(pad.get_x_value(), 0.1) and close(pad.get_y_value(), 0.9)


# ---- Format functions and tints ----

def test_a_format_function_names_the_values_and_is_released_when_replaced(host):
    knob = Cc.Knob(show_value=True)
    host(knob, 120, 120)
    texts = []

    class Formatter:
        def __call__(self, control, value):
            assert control is knob
            texts.append(f"{value * 100:.0f} %")
            return texts[-1]

    formatter = Formatter()
    released = weakref.ref(formatter)
    knob.set_format_value_func(formatter)
    del formatter
    knob.set_value(0.42)  # the accessible value text is asked for at once
    assert "42 %" in texts
    knob.set_format_value_func(None)
    assert released() is None


def test_an_inherited_tint_reaches_the_controls_inside():
    box = Gtk.Box()
    knob = Cc.Knob()
    box.append(knob)
    Cc.set_inherited_tint(box, rgba("#e66100"))
    assert knob.get_tint_color() is None  # inherited, not the knob's own
    Cc.set_inherited_tint(box, None)


# ---- GtkBuilder ----

UI = """
<interface>
  <object class="GtkBox" id="box">
    <child>
      <object class="CcKnob" id="gain">
        <property name="minimum-value">-24</property>
        <property name="maximum-value">24</property>
        <property name="value">6</property>
        <property name="drag-mode">vertical</property>
        <property name="tint-color">#e01b24</property>
        <signal name="value-changed" handler="on_gain_changed"/>
      </object>
    </child>
    <child>
      <object class="CcRangeSlider" id="range">
        <property name="orientation">vertical</property>
        <property name="maximum-value">100</property>
        <property name="upper-value">60</property>
        <property name="lower-value">20</property>
      </object>
    </child>
    <child>
      <object class="CcCircularSlider" id="angle">
        <property name="adjustment">angle_adjustment</property>
        <property name="wraps">true</property>
      </object>
    </child>
  </object>
  <object class="GtkAdjustment" id="angle_adjustment">
    <property name="upper">360</property>
    <property name="value">270</property>
    <property name="step-increment">1</property>
  </object>
</interface>
"""


def test_gtkbuilder_builds_the_controls_with_their_properties_and_signals():
    class Handlers:
        changes = 0

        def on_gain_changed(self, knob):
            self.changes += 1

    handlers = Handlers()
    builder = Gtk.Builder(handlers)
    builder.add_from_string(UI)
    gain, range_, angle = (builder.get_object(name) for name in ("gain", "range", "angle"))
    assert isinstance(gain, Cc.Knob) and isinstance(range_, Cc.RangeSlider) and isinstance(angle, Cc.CircularSlider)
    assert (gain.get_minimum_value(), gain.get_maximum_value(), gain.get_value()) == (-24, 24, 6)
    assert gain.get_drag_mode() == Cc.KnobDragMode.VERTICAL
    assert gain.get_tint_color().equal(rgba("#e01b24"))
    assert range_.get_orientation() == Gtk.Orientation.VERTICAL
    assert (range_.get_lower_value(), range_.get_upper_value()) == (20, 60)
    assert angle.get_adjustment() is builder.get_object("angle_adjustment")
    assert (angle.get_value(), angle.get_wraps()) == (270, True)
    gain.set_value(12)
    assert handlers.changes == 1


def test_the_blueprint_sample_builds_the_five_controls_with_their_properties():
    # Examples/Blueprint/controls.blp, compiled by the blueprint-compiler the running Debian
    # ships (scripts/capi-check.sh names the result).
    path = os.environ.get("CC_BLUEPRINT_UI")
    assert path, "CC_BLUEPRINT_UI names Examples/Blueprint/controls.blp compiled (scripts/capi-check.sh)"
    builder = Gtk.Builder.new_from_file(path)
    box = builder.get_object("controls")
    gain, price, angle, sleep, filter_ = (builder.get_object(name) for name in ("gain", "price", "angle", "sleep", "filter"))
    children = []
    child = box.get_first_child()
    while child is not None:
        children.append(child)
        child = child.get_next_sibling()
    assert children == [gain, price, angle, sleep, filter_]
    assert (type(gain), type(price), type(angle), type(sleep), type(filter_)) == (
        Cc.Knob, Cc.RangeSlider, Cc.CircularSlider, Cc.CircularRangeSlider, Cc.XYPad)
    assert (gain.get_minimum_value(), gain.get_maximum_value(), gain.get_value()) == (-24, 24, 6)
    assert gain.get_drag_mode() == Cc.KnobDragMode.VERTICAL
    assert gain.get_tint_color().equal(rgba("#e01b24"))
    assert gain.get_show_value()
    assert price.get_orientation() == Gtk.Orientation.VERTICAL
    assert (price.get_maximum_value(), price.get_lower_value(), price.get_upper_value()) == (100, 20, 60)
    assert angle.get_adjustment() is builder.get_object("angle_adjustment")
    assert (angle.get_value(), angle.get_wraps()) == (270, True)
    assert (sleep.get_maximum_value(), sleep.get_step(), sleep.get_wraps()) == (24, 0.25, True)
    assert (sleep.get_lower_value(), sleep.get_upper_value()) == (22, 6)
    assert (filter_.get_x_maximum(), filter_.get_y_maximum()) == (20000, 10)
    assert (filter_.get_x_value(), filter_.get_y_value(), filter_.get_show_crosshair()) == (1200, 3, False)


RING_UI = """
<interface>
  <object class="CcCircularRangeSlider" id="sleep">
    <property name="maximum-value">24</property>
    <property name="step">0.25</property>
    <property name="wraps">true</property>
    <property name="lower-value">22</property>
    <property name="upper-value">6</property>
    <marks>
      <mark value="0" position="top">0</mark>
      <mark value="12" position="bottom"/>
    </marks>
  </object>
</interface>
"""


def test_gtkbuilder_builds_a_circular_range_slider_across_midnight_with_marks():
    builder = Gtk.Builder()
    builder.add_from_string(RING_UI)
    ring = builder.get_object("sleep")
    assert isinstance(ring, Cc.CircularRangeSlider)
    assert (ring.get_maximum_value(), ring.get_lower_value(), ring.get_upper_value()) == (24, 22, 6)
    assert ring.get_length() == 8 and ring.get_wraps()


def test_gtkbuilder_finds_the_types_in_a_fresh_process_after_register_types():
    # GtkBuilder knows a type once it is registered; in a process that has not touched the
    # classes yet, Cc.register_types () does that.
    script = """
import gi
gi.require_version("Gtk", "4.0"); gi.require_version("Cc", "1")
from gi.repository import Gtk, Cc
Gtk.init()
Cc.register_types()
builder = Gtk.Builder.new_from_string('<interface><object class="CcKnob" id="k"/></interface>', -1)
print(builder.get_object("k").__gtype__.name)
"""
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "CcKnob"


# ---- Value scales ----

def test_a_value_scale_that_does_not_fit_warns_once_when_idle_and_is_kept(log):
    # The order of the properties does not matter: the fit is checked when the main loop is idle.
    knob = Cc.Knob(value_scale=Cc.ValueScale.LOGARITHMIC, minimum_value=20, maximum_value=20000)
    slider = Cc.RangeSlider()
    slider.set_value_scale(Cc.ValueScale.SKEWED)  # skew-mid-value 0 is not inside 0…1
    context = GLib.MainContext.default()
    iterate(lambda: not context.pending())
    assert log.take() == [("CustomControls", "warning",
                           "CcRangeSlider: skew-mid-value 0.0 is not strictly inside minimum-value 0.0 … maximum-value 1.0 "
                           "for value-scale 'skewed': the range slider behaves linearly until the range fits")]
    assert slider.get_value_scale() == Cc.ValueScale.SKEWED
    slider.set_maximum_value(2)  # still outside: no second warning
    iterate(lambda: not context.pending())
    assert log.take() == []
    slider.set_skew_mid_value(1)
    assert knob.get_value_scale() == Cc.ValueScale.LOGARITHMIC



def entry_of(control):
    """The GtkEntry child an editable knob or circular slider shows its value in."""
    child = control.get_first_child()
    while child is not None and not isinstance(child, Gtk.Entry):
        child = child.get_next_sibling()
    assert child is not None
    return child


def test_a_typed_value_is_read_past_its_unit_clamped_or_refused(host):
    """The default parser of the input signal, as a Python app's users type: the unit the
    display adds is ignored, a value past the end is clamped, junk stays with the error style."""
    knob = Cc.Knob(minimum_value=-60, maximum_value=12, digits=1, editable=True)
    knob.set_format_value_func(lambda _knob, value: f"{value:.1f} dB")
    host(knob, 120, 120)
    entry = entry_of(knob)
    assert entry.get_text() == "0.0 dB"
    changes = []
    knob.connect("value-changed", lambda k: changes.append(k.get_value()))
    for text, value in [("-6 dB", -6), ("40", 12), ("-100", -60)]:
        entry.set_text(text)
        entry.emit("activate")
        assert knob.get_value() == value and entry.get_text() == f"{value:.1f} dB"
        assert not entry.has_css_class("error")
    entry.set_text("loud")
    entry.emit("activate")
    assert entry.has_css_class("error") and entry.get_text() == "loud" and knob.get_value() == -60
    assert changes == [-6, 12, -60]
    assert knob.get_input_text() is None


@pytest.mark.parametrize("cls", [Cc.Knob, Cc.CircularSlider], ids=lambda cls: cls.__gtype__.name)
def test_a_python_input_handler_gives_its_value_with_set_input_value(cls, host):
    """PyGObject gives signal handlers no out arguments (as for GtkSpinButton::input), so a
    Python handler of input gives its value with set_input_value and returns True; False leaves
    the text to the default parser, Gtk.INPUT_ERROR refuses it, as a non-finite value does.
    The out argument itself reaches Python as an address it cannot use, without a critical
    (the log fixture fails the test on any)."""
    control = cls(minimum_value=0, maximum_value=600, editable=True)
    host(control, 160, 160)
    entry = entry_of(control)
    texts = []

    def minutes(control, _address):
        text = control.get_input_text()
        texts.append(text)
        if text == "never":
            return Gtk.INPUT_ERROR
        if text == "nan":
            control.set_input_value(math.nan)
            return True
        if ":" not in text:
            return False
        hours, minutes = text.split(":")
        control.set_input_value(int(hours) * 60 + int(minutes))
        return True

    control.connect("input", minutes)
    changes = []
    control.connect("value-changed", lambda c: changes.append(c.get_value()))
    for text, value in [("1:30", 90), ("42", 42), ("9:59", 599)]:
        entry.set_text(text)
        entry.emit("activate")
        assert control.get_value() == value and not entry.has_css_class("error")
    for junk in ["never", "nan"]:
        entry.set_text(junk)
        entry.emit("activate")
        assert entry.has_css_class("error") and control.get_value() == 599
    assert texts == ["1:30", "42", "9:59", "never", "nan"]
    assert changes == [90, 42, 599]
    assert control.get_input_text() is None


@pytest.mark.parametrize("cls", [Cc.Knob, Cc.CircularSlider, Cc.RangeSlider, Cc.CircularRangeSlider, Cc.XYPad],
                         ids=lambda cls: cls.__gtype__.name)
def test_set_input_value_outside_an_input_emission_is_one_critical_and_changes_nothing(cls, log):
    control = cls()
    notified = []
    control.connect("notify", lambda _c, spec: notified.append(spec.name))
    control.set_input_value(3)
    function = {Cc.Knob: "cc_knob", Cc.CircularSlider: "cc_circular_slider", Cc.RangeSlider: "cc_range_slider",
                Cc.CircularRangeSlider: "cc_circular_range_slider", Cc.XYPad: "cc_xy_pad"}[cls]
    assert log.take() == [("CustomControls", "critical",
                           f"{function}_set_input_value: assertion '{function}_get_input_text (self) != NULL' failed")]
    assert notified == []


@pytest.mark.parametrize("cls", [Cc.Knob, Cc.CircularSlider, Cc.RangeSlider], ids=lambda cls: cls.__gtype__.name)
def test_marks_are_added_and_cleared_and_bad_ones_warn_once(cls, log):
    control = cls(minimum_value=-1, maximum_value=1, snap_to_marks=True)
    assert control.get_snap_to_marks()
    control.add_mark(-1, Gtk.PositionType.TOP, "L")
    control.add_mark(0, Gtk.PositionType.BOTTOM, None)
    control.add_mark(1, Gtk.PositionType.RIGHT, "<b>R</b>")
    control.add_mark(math.nan, Gtk.PositionType.TOP, "bad")
    control.add_mark(2, Gtk.PositionType.TOP, "far")
    control.add_mark(0.5, Gtk.PositionType.TOP, "<b>unclosed")
    control.clear_marks()
    type_name = cls.__gtype__.name
    warnings = log.take()
    assert warnings[:2] == [
        ("CustomControls", "warning", f"{type_name}: mark at nan ignored: not a finite value within -1.0…1.0"),
        ("CustomControls", "warning", f"{type_name}: mark at 2.0 ignored: not a finite value within -1.0…1.0"),
    ]
    # Pango's own reason sits in the middle, in its words.
    assert len(warnings) == 3 and warnings[2][:2] == ("CustomControls", "warning")
    assert warnings[2][2].startswith(f"{type_name}: mark label '<b>unclosed' is not valid Pango markup (")
    assert warnings[2][2].endswith("); shown as plain text")


def test_xy_pad_grid_lines_name_their_axis_by_their_edge_and_bad_ones_warn_once(log):
    pad = Cc.XYPad(y_maximum=100, snap_to_marks=True)
    pad.add_mark(0.5, Gtk.PositionType.TOP, "half")  # x is 0…1
    pad.add_mark(0.25, Gtk.PositionType.BOTTOM, None)
    pad.add_mark(50, Gtk.PositionType.LEFT, "<b>50</b>")  # y is 0…100
    pad.add_mark(75, Gtk.PositionType.RIGHT, None)
    assert log.take() == []
    pad.add_mark(50, Gtk.PositionType.TOP, "far")
    pad.add_mark(math.nan, Gtk.PositionType.LEFT, "bad")
    pad.clear_marks()
    assert log.take() == [
        ("CustomControls", "warning", "CcXYPad: mark at 50.0 ignored: not a finite value within 0.0…1.0"),
        ("CustomControls", "warning", "CcXYPad: mark at nan ignored: not a finite value within 0.0…100.0"),
    ]
    builder = Gtk.Builder.new_from_string("""
      <interface><object class="CcXYPad" id="filter">
        <property name="x-maximum">20000</property>
        <property name="x-value">1200</property>
        <property name="y-maximum">10</property>
        <property name="y-value">3</property>
        <marks><mark value="1000" position="top">1 kHz</mark><mark value="5" position="left"/></marks>
      </object></interface>""", -1)
    filter_ = builder.get_object("filter")
    assert isinstance(filter_, Cc.XYPad)
    assert (filter_.get_x_value(), filter_.get_y_value(), filter_.get_x_maximum()) == (1200, 3, 20000)


def test_range_slider_marks_take_room_for_their_labels_and_come_from_builder():
    slider = Cc.RangeSlider()
    bare = slider.measure(Gtk.Orientation.VERTICAL, -1)[1]
    slider.add_mark(0.5, Gtk.PositionType.TOP, None)
    assert slider.measure(Gtk.Orientation.VERTICAL, -1)[1] == bare, "a tick only takes no room"
    slider.add_mark(0.25, Gtk.PositionType.BOTTOM, "<i>25</i>")
    below = slider.measure(Gtk.Orientation.VERTICAL, -1)[1]
    slider.add_mark(1, Gtk.PositionType.TOP, "all")
    both = slider.measure(Gtk.Orientation.VERTICAL, -1)[1]
    assert bare + 8 < below < both
    slider.clear_marks()
    assert slider.measure(Gtk.Orientation.VERTICAL, -1)[1] == bare
    builder = Gtk.Builder.new_from_string("""
      <interface><object class="CcRangeSlider" id="prices">
        <property name="orientation">vertical</property>
        <marks><mark value="0.5" position="left">€50</mark></marks>
      </object></interface>""", -1)
    prices = builder.get_object("prices")
    assert prices.measure(Gtk.Orientation.HORIZONTAL, -1)[1] > Cc.RangeSlider(orientation=Gtk.Orientation.VERTICAL).measure(Gtk.Orientation.HORIZONTAL, -1)[1] + 8
