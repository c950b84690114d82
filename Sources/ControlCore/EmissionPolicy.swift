/// Decides when a drag owes a `value-changed` report.
///
/// Continuous: one report for every drag step that changes the value. Not continuous: one
/// report when the drag ends, and only if the value then differs from the value at its start.
/// Never a report when nothing changed.
public struct EmissionPolicy<Value: Equatable & Sendable>: Sendable {
    /// Report during the drag (true) or once at its end (false).
    public var continuous: Bool
    /// The value when the current drag began; `nil` between drags.
    public private(set) var valueAtBegin: Value?

    public init(continuous: Bool) {
        self.continuous = continuous
    }

    /// Remembers the value a drag starts from.
    public mutating func dragBegan(with value: Value) {
        valueAtBegin = value
    }

    /// Whether one step of the drag, from `old` to `new`, is reported now.
    public func reportsStep(from old: Value, to new: Value) -> Bool {
        continuous && old != new
    }

    /// Whether the end of the drag, at `final`, is reported; forgets the drag.
    public mutating func dragEnded(with final: Value) -> Bool {
        defer { valueAtBegin = nil }
        guard let begin = valueAtBegin else { return false }
        return !continuous && final != begin
    }
}
