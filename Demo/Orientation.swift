import CustomControlsCGtk

// GtkOrientation's two values, by number. With two C modules that both include gtk.h (GTK's
// and libadwaita's), Swift 6.3 sometimes cannot find the enum's constants by name
// (`cannot find 'GTK_ORIENTATION_HORIZONTAL' in scope`, seen in the static release build).

/// `GTK_ORIENTATION_HORIZONTAL`.
let horizontalOrientation = GtkOrientation(rawValue: 0)
/// `GTK_ORIENTATION_VERTICAL`.
let verticalOrientation = GtkOrientation(rawValue: 1)
