import CGtk

/// The library's entry points that concern all controls at once.
public enum CustomControls {
    /// Initializes GTK for the calling thread if that has not happened yet.
    ///
    /// Returns false when no display can be opened; every GTK call would crash then, so callers
    /// must stop (the demo prints why, the tests report it).
    @MainActor
    @discardableResult
    public static func initializeGTK() -> Bool {
        gtk_init_check() != 0
    }
}
