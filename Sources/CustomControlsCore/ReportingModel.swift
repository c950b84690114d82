/// A model whose changes are reported as one value: a `Double`, or a two-value control's
/// ``ValuePair``.
///
/// The model, not the drag, says what a report carries, so a value set from code and a drag
/// compare the same thing.
public protocol ReportingModel: Sendable {
    /// What a change report carries and animations move.
    associatedtype ReportedValue: Equatable & Sendable
    /// The value a change report is about.
    var reportedValue: ReportedValue { get }
    /// Moves the model to `value`, as a program setting the value (or both values) would:
    /// what "Swap with Previous Value" puts back.
    ///
    /// - Throws: ``RejectedValue`` for NaN or ±infinity, leaving the model unchanged.
    mutating func setReportedValue(_ value: ReportedValue) throws(RejectedValue)
}
