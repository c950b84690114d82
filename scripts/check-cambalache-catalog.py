#!/usr/bin/env python3
"""Checks the Cambalache catalog against the GIR it was made from (meson test, suite data).

    check-cambalache-catalog.py CATALOG GIR

Read as Cambalache reads it (cambalache/cmb_db.py): the exact doctype, the catalog element's
namespace and dependency on gtk-4.0, and rows of Python literals. The oracle is the GIR, read
here independently of cmb-catalog-gen: each control (scripts/controls.py) is a type whose parent is its
GIR parent, in the "Control" palette group, with every writable property its GIR class
declares (Cambalache lists a class's own properties; the inherited ones come from its parent's
catalog).
"""

import ast
import sys
import xml.etree.ElementTree as ET

from controls import read_controls

CONTROLS = [control.type_name for control in read_controls()]
GIR = "{http://www.gtk.org/introspection/core/1.0}"
C = "{http://www.gtk.org/introspection/c/1.0}"
DOCTYPE = '<!DOCTYPE cambalache-catalog SYSTEM "cambalache-catalog.dtd">'
# Property types GTK's own catalog (gdk-4.0.xml) lacks, which cmb-catalog-gen leaves out
# ("Ignored types"): the knob's pointer-paintable cannot be set in Cambalache.
UNSUPPORTED_TYPES = {"Gdk.Paintable"}


def rows(root, tag):
    """A section's rows, as Cambalache parses them."""
    return [row for element in root.findall(tag) for row in ast.literal_eval("[" + (element.text or "") + "]")]


def main():
    catalog_path, gir_path = sys.argv[1:]
    problems = []
    text = open(catalog_path, encoding="utf-8").read()
    if DOCTYPE not in text.splitlines()[:3]:
        problems.append(f"no {DOCTYPE} line: Cambalache skips the file")
    root = ET.fromstring(text)
    expected = {"name": "customcontrols", "namespace": "Cc", "version": "1"}
    for key, value in expected.items():
        if root.get(key) != value:
            problems.append(f"catalog {key}={root.get(key)!r}, expected {value!r}")
    if "gtk-4.0" not in (root.get("depends") or "").split(","):
        problems.append(f"catalog depends={root.get('depends')!r}: Cambalache loads it only with gtk-4.0")

    gir = ET.parse(gir_path).getroot()
    classes = {cls.get(f"{C}type"): cls for cls in gir.iter(f"{GIR}class")}
    types = {row[0]: row for row in rows(root, "type")}
    properties = {(row[0], row[1]) for row in rows(root, "property")}
    for control in CONTROLS:
        cls = classes.get(control)
        if cls is None:
            problems.append(f"{control}: not in the GIR")
            continue
        parent = cls.get("parent", "").replace(".", "")
        row = types.get(control)
        if row is None:
            problems.append(f"{control}: not in the catalog")
            continue
        if row[1] != parent:
            problems.append(f"{control}: parent {row[1]!r}, the GIR says {parent!r}")
        if row[8] != "control":
            problems.append(f"{control}: palette group {row[8]!r}, expected 'control'")
        declared = [p.get("name") for p in cls.findall(f"{GIR}property") if p.get("writable") == "1"
                    and p.find(f"{GIR}type").get("name") not in UNSUPPORTED_TYPES]
        if len(declared) < 5:
            problems.append(f"{control}: the GIR declares only {len(declared)} writable properties")
        missing = [name for name in declared if (control, name) not in properties]
        if missing:
            problems.append(f"{control}: properties missing from the catalog: {', '.join(missing)}")
        else:
            print(f"{control}: a {row[1]}, in the Control group, with its {len(declared)} properties")
    if problems:
        sys.exit("check-cambalache-catalog: " + "\n  ".join(["the catalog is wrong:"] + problems))


if __name__ == "__main__":
    main()
