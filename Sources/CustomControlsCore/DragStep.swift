/// What the widget must do after a drag event.
public struct DragStep: Equatable, Sendable {
    /// Whether a drag is (still) under way after the event.
    public var isDragging: Bool
    /// Whether the reported value changed: the control must redraw and say so.
    public var valueChanged: Bool
    /// Whether a change report is owed now.
    public var emitsValueChanged: Bool

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - isDragging: Whether a drag is under way after the event.
    ///   - valueChanged: Whether the reported value changed.
    ///   - emitsValueChanged: Whether a change report is owed now.
    public init(isDragging: Bool, valueChanged: Bool, emitsValueChanged: Bool) {
        self.isDragging = isDragging
        self.valueChanged = valueChanged
        self.emitsValueChanged = emitsValueChanged
    }
}
