/// Why ``ControlHandle/handle(for:)`` rejected a pointer: it is not a widget of the handle's
/// control type.
///
/// ```swift
/// do {
///     _ = try Knob.handle(for: label)
/// } catch {
///     print(error)    // expected a CcKnob, got a GtkLabel
/// }
/// ```
public struct ControlTypeMismatch: Error, Equatable, Sendable, CustomStringConvertible {
    /// The GType name the handle wraps, such as `CcKnob`.
    public let expectedType: String
    /// The GType name of what the pointer points to, such as `GtkLabel`; nil when it points to
    /// no GObject (no `GTypeInstance`) at all.
    public let foundType: String?

    /// Records a mismatch between the type a handle wraps and what a pointer points to.
    ///
    /// - Parameters:
    ///   - expectedType: The GType name the handle wraps.
    ///   - foundType: The GType name found, or nil for no GObject.
    public init(expectedType: String, foundType: String?) {
        self.expectedType = expectedType
        self.foundType = foundType
    }

    /// "expected a CcKnob, got a GtkLabel", or "… got a pointer to something that is not a
    /// GObject".
    public var description: String {
        "expected a \(expectedType), got " + (foundType.map { "a \($0)" } ?? "a pointer to something that is not a GObject")
    }
}
