/// A model that keeps marks, on one travel or on several, and may stop at them: what the
/// widget layer's value control asks of every control's model.
///
/// A one-travel model (``MarkedModel``) keeps every mark on its travel; the XY pad keeps a
/// mark on the axis its label's edge names (``XYPadModel``).
public protocol MarkKeeping: Sendable {
    /// Whether drags stick at marks and keys stop on them.
    var snapsToMarks: Bool { get set }
    /// Whether the model keeps no mark at all.
    var hasNoMarks: Bool { get }
    /// The values a mark whose label sits at `position` may take: the travel it marks.
    func markBounds(at position: MarkPosition) -> ClosedRange<Double>
    /// Adds `mark`, in value order on its travel.
    ///
    /// - Parameter mark: The mark; its value must lie within ``markBounds(at:)`` of its
    ///   position (the widget checks, and warns naming the control).
    mutating func add(_ mark: Mark)
    /// Removes every mark.
    mutating func removeAllMarks()
}

extension MarkedModel {
    /// Whether ``MarkedModel/marks`` is empty.
    public var hasNoMarks: Bool { marks.isEmpty }

    /// The whole travel, wherever the label sits.
    public func markBounds(at position: MarkPosition) -> ClosedRange<Double> { minimum...maximum }

    /// Adds `mark` to ``MarkedModel/marks``.
    public mutating func add(_ mark: Mark) { marks.add(mark) }

    /// Empties ``MarkedModel/marks``.
    public mutating func removeAllMarks() { marks.removeAll() }
}
