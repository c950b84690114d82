#ifndef CUSTOMCONTROLS_CADWAITA_SHIM_H
#define CUSTOMCONTROLS_CADWAITA_SHIM_H
// libadwaita (1.1 or later; Debian 12 has 1.2), for the demo's window only: the library
// never uses it.
#include <adwaita.h>
#endif
