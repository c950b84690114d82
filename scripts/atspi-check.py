#!/usr/bin/python3
"""What a screen reader gets from the demo's controls, through AT-SPI.

Run by scripts/atspi-check.sh, inside a session bus of its own (dbus-run-session). Starts a
private X display (Xvfb), the accessibility bus and the demo given on the command line (on its
Properties page), then,
as an assistive technology would (libatspi, the library under pyatspi and Orca):

  1. names: the sliders are "Lower value" and "Upper value" (the range slider's thumbs,
     in a group named "Range slider"), "Knob" and "Circular slider", each labelled by its
     heading, and the circular range slider's handles, "Lower value" and "Upper value" again in
     a group named "Circular range slider", and the XY pad's axes, "X value" and "Y value" in a
     group named "XY pad"; no slider is named after a type ("CcKnob", "GtkScale");
  2. values: each slider, and the stock GtkScale linked to the knob, has the Value interface
     with the minimum, maximum and current value the demo prints (`values ...` lines; the
     pad's axes each with their own bounds);
  3. keys: focused with Tab, each takes Right (the pad's y: Up) and Page_Up; AT-SPI reads the
     value the demo printed (`value-changed ...`);
  4. setting: a value set through AT-SPI moves the control (a thumb set past the other one
     stops at it);
  5. events: each sends the AT-SPI event kinds that the GtkScale sends for a focus change and
     for a key-driven value change.

Prints one line per check and ends with `atspi: N passed, M failed`; exits 1 on any failure.
"""

import os
import re
import select
import signal
import subprocess
import sys
import threading
import time
import traceback

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402

# Slider names a screen reader should read, and the demo line each one's value is in.
LOWER, UPPER, KNOB, CIRCULAR, SCALE = "Lower value", "Upper value", "Knob", "Circular slider", "Linked GtkScale"
# The circular range slider's handles have the range slider's thumbs' names: they are told
# apart by their group (the control), and keyed here by it.
RING_GROUP = "Circular range slider"
RING_LOWER, RING_UPPER = f"{RING_GROUP}: {LOWER}", f"{RING_GROUP}: {UPPER}"
# The XY pad's axes, keyed by their group as well.
PAD_GROUP = "XY pad"
PAD_X, PAD_Y = f"{PAD_GROUP}: X value", f"{PAD_GROUP}: Y value"
GROUPS = (RING_GROUP, PAD_GROUP)
OURS = [LOWER, UPPER, KNOB, CIRCULAR, RING_LOWER, RING_UPPER, PAD_X, PAD_Y]
RANGE_GROUP = "Range slider"
# Which printed line (`values NAME ...`, `value-changed NAME ...`) holds each slider's value,
# where among the values after the bounds, and which pair of bounds is its own. The GtkScale is
# linked to the knob. The pad's lines have two pairs of bounds (`values pad XMIN XMAX YMIN YMAX X Y`).
PRINTED = {LOWER: ("range", 0, 0), UPPER: ("range", 1, 0), KNOB: ("knob", 0, 0), CIRCULAR: ("circular", 0, 0),
           SCALE: ("knob", 0, 0), RING_LOWER: ("ring", 0, 0), RING_UPPER: ("ring", 1, 0),
           PAD_X: ("pad", 0, 0), PAD_Y: ("pad", 1, 1)}
BOUND_PAIRS = {"pad": 2}
# The keys pressed on each slider once it has the focus: the pad's arrows move the way they
# point, so its y axis is raised with Up.
KEYS = {PAD_Y: ("Up", "Page_Up")}
DEFAULT_KEYS = ("Right", "Page_Up")
# The order Tab reaches them in: the range slider's column, the knob, its panel, the pad, its
# panel, the circle, its panel, the ring.
FOCUS_ORDER = [LOWER, UPPER, KNOB, SCALE, PAD_X, PAD_Y, CIRCULAR, RING_LOWER, RING_UPPER]
# States GTK re-sends on a focus change for widgets with an orientation (GtkScale); whether a
# control has one says nothing about what a screen reader hears when focus arrives.
ORIENTATION_EVENTS = {"object:state-changed:horizontal", "object:state-changed:vertical"}
TOLERANCE = 0.0015  # the demo prints three decimals
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
DEADLINE = 240  # seconds for the whole run (scripts/atspi-check.sh gives it 300)


class Results:
    """Counts checks and prints one line per check."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, what, detail=""):
        if ok:
            self.passed += 1
            print(f"ok      {what}", flush=True)
        else:
            self.failed += 1
            print(f"FAILED  {what}" + (f": {detail}" if detail else ""), flush=True)
        return ok

    def info(self, text):
        print(f"        {text}", flush=True)


results = Results()


def pump(seconds):
    """Runs the GLib main loop (AT-SPI events arrive through it) for `seconds`."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while True:
        while context.iteration(False):
            pass
        if time.monotonic() >= end:
            return
        time.sleep(0.01)


def poll(condition, timeout, interval=0.05):
    """Returns condition()'s first true result within `timeout` seconds, else its last."""
    end = time.monotonic() + timeout
    while True:
        result = condition()
        if result or time.monotonic() >= end:
            return result
        pump(interval)


def start_group(command, log, environment=None):
    """Starts `command` in a process group of its own, so stopping it stops its children."""
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=log, stdin=subprocess.DEVNULL, env=environment,
                            start_new_session=True, text=True, bufsize=1)


def stop_group(process):
    if process is None or process.poll() is not None:
        return
    for sig, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, 5)):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            return
        try:
            process.wait(wait)
            return
        except subprocess.TimeoutExpired:
            pass


class PrivateDisplay:
    """An Xvfb server of the check's own, on a display number it picks itself (-displayfd),
    so checks running side by side cannot collide; the programs here connect to it."""

    def __init__(self, log):
        read, write = os.pipe()
        self.process = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24",
                                         "-nolisten", "tcp"], pass_fds=(write,), stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=log, start_new_session=True)
        os.close(write)
        with os.fdopen(read) as numbers:
            ready, _, _ = select.select([numbers], [], [], 15)
            number = numbers.readline().strip() if ready else ""
        if not number:
            raise RuntimeError("Xvfb did not start")
        os.environ["DISPLAY"] = f":{number}"

    def stop(self):
        stop_group(self.process)


class AccessibilityBus:
    """The AT-SPI bus for this session.

    Under dbus-run-session, the session bus can start it on demand (org.a11y.Bus is
    D-Bus-activatable), but then nothing here would own it; it is started explicitly, so it
    is stopped with the check. The launcher also publishes the bus address on the X root
    window (AT_SPI_BUS), where GTK and libatspi look first.
    """

    def __init__(self, log):
        self.process = None
        self.session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        if not self._owned():
            self.process = start_group([BUS_LAUNCHER, "--launch-immediately"], log)
            if not poll(self._owned, 10):
                raise RuntimeError(f"{BUS_LAUNCHER} did not take org.a11y.Bus on the session bus")
        # What a screen reader does on start: say assistive technology is on. GTK 4.8 does not
        # ask, but other toolkits and the launcher's own settings follow it.
        try:
            self.session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Set",
                                   GLib.Variant("(ssv)", ("org.a11y.Status", "IsEnabled", GLib.Variant("b", True))),
                                   None, Gio.DBusCallFlags.NONE, 5000, None)
        except GLib.Error as error:
            results.info(f"(could not set org.a11y.Status IsEnabled: {error.message})")

    def _owned(self):
        reply = self.session.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                       "NameHasOwner", GLib.Variant("(s)", ("org.a11y.Bus",)),
                                       GLib.VariantType("(b)"), Gio.DBusCallFlags.NONE, 5000, None)
        return reply.unpack()[0]

    def stop(self):
        stop_group(self.process)  # the launcher, its bus daemon and the registry


class Demo:
    """The demo process and every line it prints, on its Properties page (the test bench,
    whose controls this check reads; the Gallery is the page people see first)."""

    def __init__(self, binary, log):
        # Any GLib warning, from GTK's accessibility code too, ends the demo: a failure here.
        # (Swift's crash backtracer would catch GLib's trap and let the demo go on.) Its stderr
        # has a file of its own, read for GLib's warnings at the end.
        self.log_path = log.name + ".demo"
        self.log = open(self.log_path, "w")
        self.process = start_group([binary, "--page", "properties"], self.log,
                                   {**os.environ, "G_DEBUG": "fatal-warnings", "SWIFT_BACKTRACE": "enable=no"})
        self.lines = []
        self.lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            with self.lock:
                self.lines.append(line.rstrip("\n"))

    def count(self):
        with self.lock:
            return len(self.lines)

    def wait_for(self, prefix, after=0, timeout=10):
        """The first line starting with `prefix` after line `after`, waiting up to `timeout` s."""
        def find():
            with self.lock:
                return next((line for line in self.lines[after:] if line.startswith(prefix)), None)
        return poll(find, timeout)

    def stop(self):
        stop_group(self.process)


class EventLog:
    """Every AT-SPI object and focus event, as (kind, source path)."""

    KINDS = ["object:", "focus:"]

    def __init__(self):
        self.events = []
        self.listener = Atspi.EventListener.new(self._record)
        for kind in self.KINDS:
            self.listener.register(kind)

    def _record(self, event):
        source = event.source
        self.events.append((event.type, source.path if source is not None else None))

    def mark(self):
        return len(self.events)

    def kinds(self, source, since):
        """The kinds of events from `source` since mark `since`."""
        return {kind for kind, path in self.events[since:] if path == source.path}


def xdotool(*arguments):
    return subprocess.run(["xdotool", *arguments], check=True, capture_output=True, text=True, timeout=20).stdout


def numbers(line):
    return [float(word) for word in line.split()[2:]]


def children(accessible):
    for index in range(accessible.get_child_count()):
        child = accessible.get_child_at_index(index)
        if child is not None:
            yield child


def descendants(accessible):
    for child in children(accessible):
        yield child
        yield from descendants(child)


def find_application(pid, timeout=20):
    def find():
        desktop = Atspi.get_desktop(0)
        for application in children(desktop):
            try:
                if application.get_process_id() == pid:
                    return application
            except GLib.Error:
                pass  # an application that went away
        return None
    return poll(find, timeout, interval=0.2)


def labelled_by(accessible):
    """The names and roles of the accessibles `accessible` is labelled by."""
    targets = []
    for relation in accessible.get_relation_set():
        if relation.get_relation_type() == Atspi.RelationType.LABELLED_BY:
            for index in range(relation.get_n_targets()):
                target = relation.get_target(index)
                targets.append((target.get_name(), target.get_role()))
    return targets


def value_interface(accessible):
    """`accessible` as an Atspi.Value, if the application gives it that interface."""
    return accessible if "Value" in accessible.get_interfaces() else None


def spoken_names(accessible):
    """What a screen reader reads for `accessible`: its name, or when it has none the text of
    what it is labelled by (GTK 4.18's menu items: a label whose Text holds the item's text)."""
    name = accessible.get_name()
    if name:
        return [name]
    names = []
    for relation in accessible.get_relation_set():
        if relation.get_relation_type() == Atspi.RelationType.LABELLED_BY:
            for index in range(relation.get_n_targets()):
                target = relation.get_target(index)
                if "Text" in target.get_interfaces():
                    names.append(Atspi.Text.get_text(target, 0, -1))
                elif target.get_name():
                    names.append(target.get_name())
    return names


def gtk_minor():
    """The minor version of the GTK 4 the demo is built against (pkg-config's gtk4)."""
    try:
        version = subprocess.run(["pkg-config", "--modversion", "gtk4"], capture_output=True, text=True, check=True).stdout
        return int(version.split(".")[1])
    except (OSError, subprocess.CalledProcessError, IndexError, ValueError):
        return 0


def is_focused(accessible):
    return accessible.get_state_set().contains(Atspi.StateType.FOCUSED)


def close(a, b):
    return a is not None and b is not None and abs(a - b) <= TOLERANCE


class Check:
    """One run against one demo process."""

    def __init__(self, demo):
        self.demo = demo
        self.sliders = {}       # name: accessible, for the five sliders checked
        self.printed = {}       # demo line name: [minimum, maximum, values...]
        self.focus_kinds = {}   # name: event kinds on a focus change
        self.value_kinds = {}   # name: event kinds on a key-driven value change

    # --- Printed values --------------------------------------------------------------------

    def expected(self, name):
        """(minimum, maximum, value) the demo printed last for slider `name`."""
        line, index, pair = PRINTED[name]
        values = self.printed[line]
        return values[2 * pair], values[2 * pair + 1], values[2 * BOUND_PAIRS.get(line, 1) + index]

    def take_printed(self, line):
        """Records a `values` or `value-changed` line's numbers (keeping known bounds)."""
        kind, name = line.split()[:2]
        found = numbers(line)
        if kind == "values":
            self.printed[name] = found
        else:
            self.printed[name] = self.printed[name][:2 * BOUND_PAIRS.get(name, 1)] + found
        return found

    def wait_for_change(self, name, after, timeout=5):
        """The numbers of slider `name`'s next value-changed line after line `after`, or None."""
        line = self.demo.wait_for(f"value-changed {PRINTED[name][0]} ", after, timeout)
        return self.take_printed(line)[PRINTED[name][1]] if line else None

    # --- 1. Names --------------------------------------------------------------------------

    def find_sliders(self, application):
        found = [a for a in descendants(application) if a.get_role() == Atspi.Role.SLIDER]
        names = [a.get_name() for a in found]
        results.info(f"sliders in the demo: {names}")

        def key(accessible):
            parent = accessible.get_parent()
            grouped = parent is not None and parent.get_name() in GROUPS
            return f"{parent.get_name()}: {accessible.get_name()}" if grouped else accessible.get_name()

        for name in OURS + [SCALE]:
            matches = [a for a in found if key(a) == name]
            if results.check(len(matches) == 1, f"one slider named \"{name}\"",
                             f"found {len(matches)}; the sliders are named {names}"):
                self.sliders[name] = matches[0]
        # GTK 4.8 names an unlabelled widget after its type: "CcKnob", "GtkScale".
        typelike = [name for name in names if re.fullmatch(r"[A-Z][a-z]*[A-Z]\w*", name or "")]
        results.check(not typelike, "no slider is named after its type", f"named {typelike}")
        unnamed = names.count("") + names.count(None)
        results.check(unnamed == 0, "every slider has a name", f"{unnamed} have none")

    def check_labels(self):
        for name in (KNOB, CIRCULAR):
            if name in self.sliders:
                targets = labelled_by(self.sliders[name])
                results.check(targets == [(name, Atspi.Role.LABEL)], f"\"{name}\" is labelled by its heading",
                              f"labelled by {targets}")
        for pair, control, title in ((LOWER, UPPER), "the range slider", RANGE_GROUP), ((PAD_X, PAD_Y), "the pad", PAD_GROUP):
            handles = [self.sliders.get(name) for name in pair]
            if not all(handles):
                continue
            group = handles[0].get_parent()
            same = group is not None and handles[1].get_parent().path == group.path
            if results.check(same, f"{control}'s handles share one parent, {control}"):
                results.check(group.get_name() == title, f"{control}'s group is named \"{title}\"",
                              f"named {group.get_name()!r} ({group.get_role_name()})")
                targets = labelled_by(group)
                results.check(targets == [(title, Atspi.Role.LABEL)],
                              f"\"{title}\" is labelled by its heading", f"labelled by {targets}")

    # --- 2. Values -------------------------------------------------------------------------

    def check_value(self, name, when):
        """Whether AT-SPI reads what the demo printed last for `name` (waiting a little)."""
        minimum, maximum, current = self.expected(name)
        what = f"AT-SPI reads \"{name}\" as {minimum:g} to {maximum:g}, at {current:g}, {when}"
        value = value_interface(self.sliders[name])
        if value is None:
            return results.check(False, what, f"it has no Value interface, only {self.sliders[name].get_interfaces()}")
        read = lambda: (value.get_minimum_value(), value.get_maximum_value(), value.get_current_value())
        agrees = lambda: all(map(close, read(), (minimum, maximum, current)))
        return results.check(poll(agrees, 2), what, "it reads {:g} to {:g}, at {:g}".format(*read()))

    # --- 3. Keys and 5. events -------------------------------------------------------------

    def focus_with_tab(self, name, events, presses_left):
        """Presses Tab until `name` has the focus; returns how many presses are left."""
        accessible = self.sliders[name]
        if is_focused(accessible):
            # Focused before its events were listened to (the window's first focusable): it
            # must be reached again.
            xdotool("key", "shift+Tab")
            poll(lambda: not is_focused(accessible), 2)
        mark = events.mark()
        while not is_focused(accessible) and presses_left > 0:
            mark = events.mark()
            xdotool("key", "Tab")
            presses_left -= 1
            poll(lambda: is_focused(accessible), 0.3)
        if results.check(is_focused(accessible), f"Tab reaches \"{name}\"", "it never took the focus"):
            pump(0.3)
            self.focus_kinds[name] = events.kinds(accessible, mark)
        return presses_left

    def press(self, name, key, events):
        """Presses `key` on the focused `name`; the demo and AT-SPI must agree on the new value."""
        before = self.expected(name)[2]
        mark, line = events.mark(), self.demo.count()
        xdotool("key", key)
        printed = self.wait_for_change(name, line)
        if not results.check(printed is not None and printed > before, f"{key} raises \"{name}\" (demo prints it)",
                             f"printed {printed} after {before:g}"):
            return
        pump(0.3)
        self.value_kinds.setdefault(name, set()).update(events.kinds(self.sliders[name], mark))
        self.check_value(name, f"after {key}")

    # --- 4. Setting through AT-SPI ---------------------------------------------------------

    def set_value(self, name, target, expect, why):
        """Sets `name` to `target` through AT-SPI; the demo must print `expect`, and AT-SPI read it."""
        if name not in self.sliders:
            return  # reported missing already
        value = value_interface(self.sliders[name])
        what = f"setting \"{name}\" to {target:g} through AT-SPI {why}"
        if value is None:
            results.check(False, what, "it has no Value interface")
            return
        line = self.demo.count()
        try:
            value.set_current_value(target)
        except GLib.Error as error:
            results.check(False, what, f"AT-SPI error: {error.message}")
            return
        printed = self.wait_for_change(name, line)
        if results.check(close(printed, expect), what, f"the demo printed {printed}, not {expect:g}"):
            self.check_value(name, f"after it was set to {target:g}")

    def set_values(self):
        # The stock scale first: the harness itself works when it passes.
        minimum, maximum, _ = self.expected(SCALE)
        target = round(minimum + 0.25 * (maximum - minimum), 2)
        self.set_value(SCALE, target, target, "(the demo prints the knob it is linked to)")
        for name, share in ((KNOB, 0.75), (CIRCULAR, 0.375)):
            minimum, maximum, _ = self.expected(name)
            target = round(minimum + share * (maximum - minimum), 2)
            self.set_value(name, target, target, "moves it")
        minimum, maximum, lower = self.expected(LOWER)
        upper = self.expected(UPPER)[2]
        span = maximum - minimum
        target = round((lower + upper) / 2, 3)
        self.set_value(LOWER, target, target, "between the thumbs moves it")
        target = round(min(maximum, upper + 0.05 * span), 3)
        self.set_value(LOWER, target, upper, f"past the upper thumb (at {upper:g}) stops at it")
        lower = self.expected(LOWER)[2]
        target = round((upper + maximum) / 2, 3)
        self.set_value(UPPER, target, target, "above the lower thumb moves it")
        target = round(max(minimum, lower - 0.05 * span), 3)
        self.set_value(UPPER, target, lower, f"below the lower thumb (at {lower:g}) stops at it")
        # The ring's handles: each set inside the range it bounds moves it.
        lower, upper = self.expected(RING_LOWER)[2], self.expected(RING_UPPER)[2]
        target = round((lower + upper) / 2)
        self.set_value(RING_LOWER, target, target, "inside the range moves it")
        target = round(min(upper + 30, self.expected(RING_UPPER)[1] - 1))
        self.set_value(RING_UPPER, target, target, "further round moves it")
        # The pad's axes: each moves along its own bounds, and the other stays.
        for name, other, share in ((PAD_X, PAD_Y, 0.8), (PAD_Y, PAD_X, 0.1)):
            minimum, maximum, _ = self.expected(name)
            kept = self.expected(other)[2]
            target = round(minimum + share * (maximum - minimum), 3)
            self.set_value(name, target, target, "moves it along its axis")
            results.check(close(self.expected(other)[2], kept), f"setting \"{name}\" leaves \"{other}\" at {kept:g}",
                          f"the demo printed {self.expected(other)[2]:g}")
        minimum = self.expected(PAD_Y)[0]
        self.set_value(PAD_Y, minimum - 5, minimum, f"below its minimum ({minimum:g}) stops there")

    # --- 5. The context menu ---------------------------------------------------------------

    def menu_item(self, application, label):
        """The visible menu item `label` of the application, if there is one (GTK 4.8 sets no
        `showing` on a popover's items; `visible` they have only while it is open). GTK 4.8 names
        an item by its text; 4.18 leaves the name empty, the item labelled by its label."""
        def find():
            for accessible in descendants(application):
                try:
                    if accessible.get_role() == Atspi.Role.MENU_ITEM and label in spoken_names(accessible) \
                            and accessible.get_state_set().contains(Atspi.StateType.VISIBLE):
                        return accessible
                except GLib.Error:
                    pass  # gone meanwhile
            return None
        return poll(find, 3, interval=0.2)

    def pick(self, application, name, label, events):
        """Opens `name`'s menu with the Menu key and activates `label` through AT-SPI's action;
        returns the value the demo printed then."""
        self.focus_with_tab(name, events, 200)
        xdotool("key", "Menu")
        item = self.menu_item(application, label)
        if not results.check(item is not None, f"the Menu key on \"{name}\" shows \"{label}\" to AT-SPI",
                             "no visible menu item of that name"):
            xdotool("key", "Escape")
            return None
        if label == "Reset to Default":  # the first item: the keyboard's focus, read out
            results.check(poll(lambda: is_focused(item), 2), f"\"{label}\", the menu's first item, takes the focus")
        line = self.demo.count()
        action = item if "Action" in item.get_interfaces() else None
        if not results.check(action is not None and action.get_n_actions() > 0, f"\"{label}\" has an AT-SPI action"):
            xdotool("key", "Escape")
            return None
        action.do_action(0)
        return self.wait_for_change(name, line)

    def check_menu(self, application, events):
        """A screen reader reaches the context menu: Reset to Default, then Swap with Previous
        Value back to where the knob was. Not on GTK 4.24 and later: their X11 backend logs a
        warning of its own when a process shows its first popup (GtkText's menu too), fatal in
        the demo (scripts/test.sh says more)."""
        if KNOB not in self.sliders:
            return
        if gtk_minor() >= 24:
            results.info("the context menu is not checked: GTK 4.24's X11 popups log a warning of their own")
            return
        before = self.expected(KNOB)[2]
        reset = self.pick(application, KNOB, "Reset to Default", events)
        if not results.check(reset is not None and not close(reset, before), f"Reset to Default moves \"{KNOB}\" from {before:g}",
                             f"the demo printed {reset}"):
            return
        pump(0.3)
        self.check_value(KNOB, "after Reset to Default")
        swapped = self.pick(application, KNOB, "Swap with Previous Value", events)
        if results.check(close(swapped, before), f"Swap with Previous Value puts \"{KNOB}\" back at {before:g}",
                         f"the demo printed {swapped}"):
            pump(0.3)
            self.check_value(KNOB, "after Swap with Previous Value")

    # --- The run ---------------------------------------------------------------------------

    def run(self):
        ready = self.demo.wait_for("ready ", timeout=60)
        if not results.check(ready is not None, "the demo shows its window (prints ready)"):
            return
        for line in list(self.demo.lines):
            if line.startswith("values "):
                self.take_printed(line)
        if not results.check(set(self.printed) == {"range", "knob", "circular", "ring", "pad"}, "the demo prints its values",
                             f"got values for {sorted(self.printed)}"):
            return
        application = find_application(self.demo.process.pid)
        if not results.check(application is not None, "the demo is on the AT-SPI desktop",
                             "no application with the demo's process id"):
            return

        self.find_sliders(application)
        self.check_labels()
        for name in [SCALE] + OURS:
            if name in self.sliders:
                self.check_value(name, "at start")

        events = EventLog()
        # Keys go where the X focus is (XTEST, as a keyboard would): on the demo's window.
        window = xdotool("search", "--sync", "--onlyvisible", "--name", "^CustomControls$").split()[0]
        xdotool("windowfocus", "--sync", window)
        presses_left = 200
        for name in FOCUS_ORDER:
            if name not in self.sliders:
                continue
            presses_left = self.focus_with_tab(name, events, presses_left)
            if is_focused(self.sliders[name]):
                for key in KEYS.get(name, DEFAULT_KEYS):
                    self.press(name, key, events)
        self.compare_events()
        self.set_values()
        self.check_menu(application, events)

    def compare_events(self):
        """Ours must send at least the kinds the GtkScale sends (GTK decides, not the controls)."""
        if SCALE not in self.focus_kinds:
            results.check(False, "the GtkScale's events were recorded", "it never took the focus")
            return
        listed = lambda kinds: ", ".join(sorted(kinds)) or "none"
        scale_focus = self.focus_kinds[SCALE] - ORIENTATION_EVENTS
        scale_value = self.value_kinds.get(SCALE, set())
        results.info(f"the GtkScale's events on a focus change: {listed(self.focus_kinds[SCALE])}")
        results.info(f"the GtkScale's events on a key-driven value change: {listed(scale_value)}")
        results.check("object:state-changed:focused" in scale_focus, "the GtkScale sends focus events",
                      f"it sent {sorted(self.focus_kinds[SCALE])}")
        for name in OURS:
            if name in self.focus_kinds:
                kinds = self.focus_kinds[name]
                results.check(scale_focus <= kinds, f"\"{name}\" sends the GtkScale's focus events ({listed(scale_focus)})",
                              f"missing {listed(scale_focus - kinds)}; it sent {listed(kinds)}")
            if name in self.value_kinds:
                kinds = self.value_kinds[name]
                results.check(scale_value <= kinds,
                              f"\"{name}\" sends the GtkScale's value-change events ({listed(scale_value)})",
                              f"missing {listed(scale_value - kinds)}; it sent {listed(kinds)}")


def quiet_missing_cache(domain, level, message, _data):
    """libatspi warns that GTK 4.8 has no AT-SPI cache object (it then asks each object); the
    rest it says goes to stderr."""
    if "/org/a11y/atspi/cache" not in message:
        print(f"{domain}: {message}", file=sys.stderr)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: atspi-check.py DEMO-BINARY (scripts/atspi-check.sh runs it)")
    log_path = os.path.join(os.environ.get("TMPDIR", "/tmp"), "customcontrols-atspi.log")
    # A deadline, and signals, end the run through the `finally` below, which stops the demo,
    # the accessibility bus and Xvfb.
    def interrupt(number, _frame):
        if number == signal.SIGALRM:
            raise TimeoutError(f"the check took more than {DEADLINE} s")
        raise RuntimeError(f"interrupted by {signal.Signals(number).name}")
    for number in (signal.SIGALRM, signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
        signal.signal(number, interrupt)
    signal.alarm(DEADLINE)
    display = bus = demo = None
    with open(log_path, "w") as log:
        try:
            display = PrivateDisplay(log)
            bus = AccessibilityBus(log)
            GLib.log_set_handler("dbind", GLib.LogLevelFlags.LEVEL_WARNING, quiet_missing_cache, None)
            Atspi.init()  # after the bus is up: libatspi finds it once
            demo = Demo(sys.argv[1], log)
            Check(demo).run()
        except Exception:
            results.check(False, "the check ran to its end", traceback.format_exc().rstrip())
        finally:
            crashed = demo is not None and demo.process.poll() not in (None, 0, -signal.SIGTERM)
            if crashed:
                results.check(False, "the demo kept running", f"it exited with {demo.process.returncode}")
            if demo:
                demo.stop()
                demo.log.close()
                logged = [line.rstrip("\n") for line in open(demo.log_path)
                          if re.search(r"(WARNING|CRITICAL|ERROR) \*\*|Program crashed", line)]
                results.check(not logged, "the demo logged no GLib warning or critical", "; ".join(logged[:5]))
            if bus:
                bus.stop()
            if display:
                display.stop()
    if results.failed:
        print(f"(the stderr of the demo, the buses and Xvfb: {log_path})")
    print(f"atspi: {results.passed} passed, {results.failed} failed", flush=True)
    sys.exit(1 if results.failed else 0)


if __name__ == "__main__":
    main()
