import CCustomControls
import CGtk
import ControlCore

/// How a drag turns a ``Knob`` (defined in ControlCore; named here so apps need not import it).
public typealias KnobDragMode = ControlCore.KnobDragMode

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

    /// Registers the GTypes `CcRangeSlider`, `CcKnob` and `CcCircularSlider`.
    ///
    /// Call it before loading GtkBuilder XML that names them; afterwards
    /// `g_type_from_name("CcKnob")` is non-zero. (GtkBuilder can also find the types by their
    /// exported `cc_*_get_type` functions when the executable exports its symbols.)
    public static func registerTypes() {
        _ = cc_range_slider_get_type()
        _ = cc_knob_get_type()
        _ = cc_circular_slider_get_type()
    }

    /// Sets the tint that `container` passes down to every control inside it that has no tint
    /// of its own (nil removes it), as iOS's `tintColor` flows down the view tree.
    ///
    /// C and GtkBuilder-based apps call `cc_set_inherited_tint (container, &rgba)`.
    @MainActor
    public static func setInheritedTint(_ color: RGBA?, on container: UnsafeMutablePointer<GtkWidget>) {
        TintScope.setTint(color, on: container)
    }
}
