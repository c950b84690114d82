/// A labelled place on a control's travel (GtkScale's mark; noUiSlider's pip).
public struct Mark: Hashable, Sendable {
    /// The value it marks.
    public var value: Double
    /// Which side its label goes to.
    public var position: MarkPosition
    /// Its label in Pango markup; nil for a tick only.
    public var markup: String?

    /// Creates a mark.
    ///
    /// - Parameters:
    ///   - value: The value it marks.
    ///   - position: Which side its label goes to.
    ///   - markup: Its label in Pango markup, or nil for a tick only.
    public init(value: Double, position: MarkPosition = .top, markup: String? = nil) {
        self.value = value
        self.position = position
        self.markup = markup
    }
}
