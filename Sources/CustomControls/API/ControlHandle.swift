import CustomControlsCGtk

/// A control handle class with one handle per widget: ``Knob``, ``RangeSlider``,
/// ``CircularSlider`` and ``CircularRangeSlider``.
///
/// A widget made elsewhere — by GtkBuilder, by C code, by another binding — gets a Swift
/// handle through `init(wrapping:)`; a widget has one handle at a time, whoever asks:
///
/// ```swift
/// let knob = Knob()
/// Knob(wrapping: knob.widget) === knob                  // true
/// let gain = try Knob.handle(for: builderMadeWidget)    // the same handle on every call
/// ```
///
/// The handle lives as long as someone holds it, and keeps its widget alive meanwhile; the
/// widget remembers it weakly (no reference cycle). When the last holder lets it go, the next
/// wrapping makes a new handle, which nobody can tell from the old one: every state lives
/// in the widget.
///
/// The pointer must point to a live object, as for any GTK call. Any other widget or GObject,
/// and any pointer to readable memory that is no GObject at all, is told apart and rejected
/// without a crash: `init(wrapping:)` returns nil, ``handle(for:)`` throws an error naming
/// what it found.
///
/// The protocol has no requirements, and only the library's control classes conform. (It is
/// not restricted to classes so that its initializer may return an existing handle.)
@MainActor
public protocol ControlHandle {}

extension ControlHandle where Self: Control {
    /// The handle of `widget`, an existing widget of this control type (such as one built by
    /// GtkBuilder): the one that already exists for it, else a new one; nil when `widget` is not
    /// of this type.
    ///
    /// ```swift
    /// let gain = UnsafeMutablePointer<GtkWidget>(OpaquePointer(gtk_builder_get_object(builder, "gain")!))
    /// let knob = Knob(wrapping: gain)
    /// knob === Knob(wrapping: gain)            // true: one handle per widget
    /// ```
    ///
    /// A new handle holds a reference to `widget` (leaving a floating reference floating) and
    /// is the widget's handle from then on. Use ``handle(for:)`` to learn why a pointer was
    /// rejected.
    ///
    /// - Parameter widget: A live `GtkWidget` (any type), or a pointer to readable memory.
    public init?(wrapping widget: UnsafeMutablePointer<GtkWidget>) {
        guard let handle = Self.existingOrNewHandle(for: widget) else { return nil }
        self = handle
    }

    /// The handle of `widget`, as ``init(wrapping:)``, but throwing an error that says what
    /// `widget` is when it is not of this control type.
    ///
    /// ```swift
    /// do {
    ///     let knob = try Knob.handle(for: widget)
    /// } catch {
    ///     print(error)    // expected a CcKnob, got a GtkLabel
    /// }
    /// ```
    ///
    /// - Parameter widget: A live `GtkWidget` (any type), or a pointer to readable memory.
    /// - Returns: The widget's one handle.
    /// - Throws: ``ControlTypeMismatch`` when `widget` is not of this control type, naming the
    ///   type it is, if it is a GObject at all.
    public static func handle(for widget: UnsafeMutablePointer<GtkWidget>) throws(ControlTypeMismatch) -> Self {
        if let handle = existingOrNewHandle(for: widget) { return handle }
        throw ControlTypeMismatch(expectedType: String(cString: g_type_name(controlType)),
                                  foundType: TypeInstance.typeName(at: widget))
    }

    /// The live handle of `widget`, else a new one; nil when `widget` is no instance of this
    /// class's type (checked without following any pointer `widget` holds).
    static func existingOrNewHandle(for widget: UnsafeMutablePointer<GtkWidget>) -> Self? {
        guard TypeInstance.isInstance(widget, ofFinalType: controlType),
              let state = ControlState.of(widget) else { return nil }
        if let handle = state.handle as? Self { return handle }
        return Self(adopting: widget)
    }
}
