import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// How a drag turns a ``Knob``: `rotary`, `vertical` or `horizontal`.
///
/// The enumeration is CustomControlsCore's `KnobDragMode`, named here so that apps need not import
/// CustomControlsCore. Its raw values are the names the GObject property `drag-mode` takes.
///
/// ```swift
/// knob.dragMode = .vertical      // or, from C and GtkBuilder: drag-mode = "vertical"
/// knob.dragDistance = 150        // 150 px of vertical movement cover the whole range
/// ```
///
/// - `rotary` (the default): the value follows the pointer's angle around the centre.
/// - `vertical`: moving up raises the value, moving down lowers it; relative, no jump on press.
/// - `horizontal`: moving right raises the value, moving left lowers it; relative, no jump on
///   press.
public typealias KnobDragMode = CustomControlsCore.KnobDragMode

/// How a control's values spread along its travel: `linear`, `logarithmic` or `skewed`.
///
/// The enumeration is CustomControlsCore's `ValueScale.Kind`, named here so that apps need not
/// import CustomControlsCore. Its raw values are the names the GObject property `value-scale`
/// takes.
///
/// ```swift
/// filter.minimumValue = 20
/// filter.maximumValue = 20_000
/// filter.valueScale = .logarithmic     // half the travel is 632 Hz, not 10 kHz
/// ```
///
/// - `linear` (the default): equal travel, equal change of value.
/// - `logarithmic`: equal travel, equal ratio of values; needs a minimum above 0.
/// - `skewed`: ``Control/skewMidValue`` at half the travel; needs it strictly inside the range.
public typealias ValueScaleKind = CustomControlsCore.ValueScale.Kind

/// Numbers as the controls write them and as people type them: CustomControlsCore's
/// `TypedNumber`, named here so that apps need not import CustomControlsCore.
///
/// A ``Control/valueFormatter`` can put a unit round the number the control would show, and an
/// ``ValueChangeReporting/onInput(_:)`` handler can read the number in text it does not handle
/// itself.
///
/// ```swift
/// gain.valueFormatter = { TypedNumber.format($0, digits: 1) + " dB" }   // "-6.0 dB"
/// ```
public typealias TypedNumber = CustomControlsCore.TypedNumber

/// The library's entry points that concern all controls at once.
///
/// ```swift
/// import CustomControls
///
/// guard CustomControls.initializeGTK() else { fatalError("no display") }
/// CustomControls.registerTypes()     // before GtkBuilder XML names CcKnob & co.
/// ```
///
/// A `GtkApplication` initializes GTK itself; ``initializeGTK()`` is for programs and tests
/// that use GTK without one.
public enum CustomControls {
    /// Initializes GTK for the calling thread if that has not happened yet.
    ///
    /// Calls `gtk_init_check()`. Call it on the main thread before creating a control, unless
    /// a `GtkApplication` has initialized GTK already; calling it again does no harm.
    ///
    /// - Returns: `true` when GTK is ready; `false` when no display can be opened. Every GTK
    ///   call would crash then, so callers must stop (the demo prints why, the tests report it).
    @MainActor
    @discardableResult
    public static func initializeGTK() -> Bool {
        gtk_init_check() != 0
    }

    /// Registers the GTypes `CcRangeSlider`, `CcKnob`, `CcCircularSlider`, `CcCircularRangeSlider`
    /// and `CcXYPad`.
    ///
    /// Call it before loading GtkBuilder XML that names them; afterwards
    /// `g_type_from_name("CcKnob")` is non-zero. (GtkBuilder can also find the types by their
    /// exported `cc_*_get_type` functions when the executable exports its symbols, e.g. linked
    /// with `-Xlinker --export-dynamic` as the demo is.) Calling it more than once is harmless.
    ///
    /// ```swift
    /// CustomControls.registerTypes()
    /// let builder = gtk_builder_new_from_string("""
    ///     <interface>
    ///       <object class="CcKnob" id="volume">
    ///         <property name="maximum-value">10</property>
    ///       </object>
    ///     </interface>
    ///     """, -1)
    /// ```
    public static func registerTypes() {
        for kind in 0..<CC_N_CONTROLS.rawValue { _ = cc_control_type(CcControlKind(kind)) }
    }

    /// Sets the tint that `container` passes down to every control inside it that has no tint
    /// of its own (nil removes it), as iOS's `tintColor` flows down the view tree.
    ///
    /// A control's tint is, in this order: its own ``Control/tintColor``; the tint of its
    /// nearest ancestor that has one; the CSS `color` of its node, which the library's fallback
    /// stylesheet derives from the theme's accent (selection) colour. The tint is looked up each
    /// time a control draws, so a control moved into another container takes that container's
    /// tint. Setting or removing it redraws the controls inside `container`.
    ///
    /// ```swift
    /// CustomControls.setInheritedTint(RGBA(parsing: "#e01b24"), on: window)
    /// ```
    ///
    /// C and GtkBuilder-based apps call `cc_set_inherited_tint (container, &rgba)`.
    ///
    /// - Parameters:
    ///   - color: The tint to pass down, or nil to remove the container's tint.
    ///   - container: Any widget (usually a window or a box); the tint reaches every control
    ///     among its descendants.
    @MainActor
    public static func setInheritedTint(_ color: RGBA?, on container: UnsafeMutablePointer<GtkWidget>) {
        TintScope.setTint(color, on: container)
    }
}
