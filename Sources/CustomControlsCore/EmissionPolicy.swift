/// Decides when a drag owes a report of its value's change.
///
/// Continuous: one report for every drag step that changes the value. Not continuous: one
/// report when the drag ends, and only if the value then differs from the value at its start.
/// Never a report when nothing changed.
///
/// ```swift
/// var policy = EmissionPolicy<Double>(continuous: false)
/// policy.dragBegan(with: 0.2)
/// let during = policy.reportsStep(from: 0.2, to: 0.5)    // false: not continuous
/// let atEnd = policy.dragEnded(with: 0.5)               // true: the value changed
/// ```
public struct EmissionPolicy<Value: Equatable & Sendable>: Sendable {
    /// Report during the drag (true) or once at its end (false).
    public var continuous: Bool
    /// The value when the current drag began; `nil` between drags.
    public private(set) var valueAtBegin: Value?

    /// Creates a policy with no drag under way.
    ///
    /// - Parameter continuous: Whether to report during drags (true) or once at their end.
    public init(continuous: Bool) {
        self.continuous = continuous
    }

    /// Remembers the value a drag starts from.
    ///
    /// - Parameter value: The reported value before the press changed anything.
    public mutating func dragBegan(with value: Value) {
        valueAtBegin = value
    }

    /// Whether one step of the drag, from `old` to `new`, is reported now.
    ///
    /// - Parameters:
    ///   - old: The value before the step.
    ///   - new: The value after it.
    /// - Returns: True when continuous and the value changed.
    public func reportsStep(from old: Value, to new: Value) -> Bool {
        continuous && old != new
    }

    /// Whether the end of the drag, at `final`, is reported; forgets the drag.
    ///
    /// - Parameter final: The value when the drag ended.
    /// - Returns: True when not continuous and `final` differs from the value at the drag's
    ///   beginning; false when no drag began.
    public mutating func dragEnded(with final: Value) -> Bool {
        defer { valueAtBegin = nil }
        guard let begin = valueAtBegin else { return false }
        return !continuous && final != begin
    }
}
