"""Fixtures of the Python suite (test_capi.py): GTK through the installed typelib, and the
GLib messages each test logs.

scripts/capi-check.sh runs it with the system Python and PyGObject against an install in a
temporary prefix (GI_TYPELIB_PATH, LD_LIBRARY_PATH), under Xvfb, without the Swift toolchain.
"""
import math

import gi
import pytest

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("Cc", "1")
from gi.repository import GLib, Gtk  # noqa: E402

if not Gtk.init_check():
    raise RuntimeError("GTK could not open a display (run under Xvfb)")

# Warnings and criticals from these domains are recorded, not printed: a test that expects one
# takes it from the log; any other fails the test.
DOMAINS = ["CustomControls", "GLib-GObject", "GLib", "Gtk", "Gdk"]
LEVELS = GLib.LogLevelFlags.LEVEL_WARNING | GLib.LogLevelFlags.LEVEL_CRITICAL


class Log:
    def __init__(self):
        self.messages = []

    def record(self, domain, level, message, _data=None):
        kind = "critical" if level & GLib.LogLevelFlags.LEVEL_CRITICAL else "warning"
        self.messages.append((domain, kind, message))

    def take(self):
        """The messages logged since the last take, cleared."""
        messages, self.messages = self.messages, []
        return messages


_log = Log()
for _domain in DOMAINS:
    GLib.log_set_handler(_domain, LEVELS, _log.record, None)


@pytest.fixture(autouse=True)
def log():
    """The GLib messages a test logs; the test fails on any it did not take."""
    _log.take()
    yield _log
    unexpected = _log.take()
    assert unexpected == [], f"unexpected GLib messages: {unexpected}"


def iterate(until, timeout=5.0):
    """Runs the main loop until `until()` is true; returns whether it became true."""
    context = GLib.MainContext.default()
    deadline = GLib.get_monotonic_time() + int(timeout * 1e6)
    while not until():
        if GLib.get_monotonic_time() > deadline:
            return False
        context.iteration(False)
        GLib.usleep(1000)
    return True


@pytest.fixture
def host():
    """Shows a widget in a window (closed after the test) and waits for its allocation."""
    windows = []

    def show(widget, width=200, height=200):
        window = Gtk.Window(default_width=width, default_height=height)
        window.set_child(widget)
        window.present()
        windows.append(window)
        assert iterate(lambda: widget.get_width() > 0), "the widget was never allocated"
        return window

    yield show
    for window in windows:
        window.destroy()


def close(a, b):
    return math.isclose(a, b, rel_tol=1e-6, abs_tol=1e-9)
