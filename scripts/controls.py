"""The controls, as the one list of them names them: `CC_FOR_EACH_CONTROL` in
Sources/CCustomControls/include/CCustomControls.h, from which the C boilerplate is expanded.

The scripts that name the controls (the C API generator, the mutation runner, the C API and
Cambalache checks) take them from here, so a control added to that list reaches them all:

    from controls import CONTROLS        # scripts/ is on sys.path for a script run from it
    [control.type_name for control in CONTROLS]   # ["CcRangeSlider", "CcKnob", …]
"""

import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIST = Path("Sources/CCustomControls/include/CCustomControls.h")
WIDGETS = Path("Sources/CustomControls/Widgets")


@dataclass(frozen=True)
class Control:
    """One control, as its line in the list gives it."""
    type_name: str   # CcXYPad
    prefix: str      # cc_xy_pad, its functions' prefix
    kind: str        # XY_PAD, as in CC_CONTROL_XY_PAD and CC_IS_XY_PAD
    parent: str      # GtkWidget

    @property
    def short(self):
        """The name without its namespace, as Swift and gi-docgen name it: XYPad."""
        return self.type_name.removeprefix("Cc")

    @property
    def state(self):
        """Its Swift state class (XYPadState), in Sources/CustomControls/Widgets/<state>.swift."""
        return f"{self.short}State"

    @property
    def state_source(self):
        return WIDGETS / f"{self.state}.swift"

    @property
    def control_class(self):
        """The arguments of its state's `static let controlClass = ControlClass(…)`."""
        text = (ROOT / self.state_source).read_text()
        found = re.search(r"static let controlClass = ControlClass\((.*?)\)\n", text, re.S)
        if not found:
            raise SystemExit(f"{self.state_source}: no `static let controlClass = ControlClass(…)`")
        return found.group(1)

    @property
    def accessible_name(self):
        """Its name for people and screen readers ("XY pad", "Knob")."""
        return re.search(r'accessibleName: "([^"]+)"', self.control_class).group(1)

    @property
    def property_levels(self):
        """Its property enumerations, in its ControlClass's order (SharedProperty first)."""
        found = re.search(r"properties: \[([^\]]*)\]", self.control_class)
        return re.findall(r"(\w+)\.self", found.group(1)) if found else []

    @property
    def omitted(self):
        """The shared properties it does not offer (its ControlClass's `omitting`)."""
        found = re.search(r"omitting: \[([^\]]*)\]", self.control_class)
        return tuple(re.findall(r'"([\w-]+)"', found.group(1))) if found else ()


def read_controls():
    text = (ROOT / LIST).read_text()
    block = re.search(r"#define CC_FOR_EACH_CONTROL\(X\)(.*?)\n\n", text, re.S)
    if not block:
        raise SystemExit(f"{LIST}: no CC_FOR_EACH_CONTROL list")
    found = [Control(*row) for row in re.findall(r"X \((\w+), (\w+), (\w+), (\w+), \w+,", block.group(1))]
    if not found:
        raise SystemExit(f"{LIST}: CC_FOR_EACH_CONTROL lists no control")
    return found


CONTROLS = read_controls()
