#!/usr/bin/env python3
"""Makes the Cambalache catalog of the controls from Cc-1.gir with cmb-catalog-gen (meson).

    cambalache-catalog.py CMB_CATALOG_GEN GIR TYPELIB_DIR EXTRA_DATA OUTPUT

Cambalache, GNOME's UI designer, shows a library's widgets in its palette from a catalog in
DATADIR/cambalache/catalogs. cmb-catalog-gen writes one from the GIR and the library itself
(it loads the typelib, so TYPELIB_DIR, which holds Cc-1.typelib and the shared library, goes
on GI_TYPELIB_PATH and LD_LIBRARY_PATH). What this wrapper adds:

- the GTK switch, which changed name: `--target-gtk4` up to Cambalache 0.96 (Debian 13 has
  0.94.1), `--gtk-version 4` from 0.99 (Debian unstable has 1.2.0); read from `--help`;
- GTK's own catalogs (`--external-catalogs`), installed beside cmb-catalog-gen: without them
  the controls' parents are unknown and the catalog says GObject, not GtkWidget;
- `--skip-types` for every class the GIR declares (the five controls), so no instance is made:
  the build needs no display.
  What an instance would add (a container's children, defaults a constructor changes) the
  controls do not have;
- the output's library id comes from its file name (customcontrols-1.xml: customcontrols).
"""

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

GIR_CLASS = "{http://www.gtk.org/introspection/core/1.0}class"
C_TYPE = "{http://www.gtk.org/introspection/c/1.0}type"
# GTK 4's catalog and the ones it depends on, as Cambalache's own catalogs list them.
GTK_CATALOGS = ["gobject-2.0", "gio-2.0", "gdkpixbuf-2.0", "pango-1.0", "gdk-4.0", "gsk-4.0", "gtk-4.0"]


def main():
    if len(sys.argv) != 6:
        sys.exit(__doc__.split("\n\n")[1].strip())
    generator, gir, typelib_dir, extra_data, output = sys.argv[1:]
    catalogs = Path(os.path.realpath(generator)).parent.parent / "share" / "cambalache" / "catalogs"
    external = [catalogs / f"{name}.xml" for name in GTK_CATALOGS]
    missing = [str(path) for path in external if not path.exists()]
    if missing:
        sys.exit(f"cambalache-catalog: GTK's Cambalache catalogs are missing: {', '.join(missing)}")
    classes = [cls.get(C_TYPE) for cls in ET.parse(gir).getroot().iter(GIR_CLASS)]
    usage = subprocess.run([generator, "--help"], capture_output=True, text=True, check=True).stdout
    gtk_switch = ["--gtk-version", "4"] if "--gtk-version" in usage else ["--target-gtk4"]
    env = dict(os.environ)
    for name in ("GI_TYPELIB_PATH", "LD_LIBRARY_PATH"):
        env[name] = os.pathsep.join(filter(None, [typelib_dir, env.get(name)]))
    command = [generator, *gtk_switch, "--dependencies", "gtk-4.0", "--gir", gir,
               "--external-catalogs", *map(str, external), "--extra-data", extra_data,
               "--skip-types", *classes, "--output", output]
    result = subprocess.run(command, env=env, capture_output=True, text=True)
    # cmb-catalog-gen exits 0 with no file when it cannot load the library.
    if result.returncode != 0 or not Path(output).exists():
        sys.exit(f"cambalache-catalog: {' '.join(command)} failed:\n{result.stdout}{result.stderr}")


if __name__ == "__main__":
    main()
