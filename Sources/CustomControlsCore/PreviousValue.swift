/// Remembers the value a control had before a person's last edit, for A/B comparing:
/// "Swap with Previous Value" puts it back, and the value it replaces becomes the previous one,
/// so swapping again returns (robtk's knobs toggle between two settings the same way).
///
/// The widget reports what happens: a change outside any edit (a program's, which moves the
/// value without making it a person's last setting) with ``settled(at:)``, an edit's begin
/// with ``editBegan()`` and its end with ``editEnded(at:)``. An edit that ends where it began
/// leaves the previous value as it was.
///
/// ```swift
/// var history = PreviousValue(value: 0.0)
/// history.editBegan()           // a drag begins at 0
/// history.editEnded(at: 0.75)   // previous is 0
/// history.editBegan()           // the swap is an edit too
/// history.editEnded(at: 0)      // previous is 0.75
/// ```
public struct PreviousValue<Value: Equatable & Sendable>: Equatable, Sendable {
    /// The value before the last edit that changed it; nil until one has.
    public private(set) var previous: Value?
    /// The value while no edit is open: where the next edit starts from.
    private var resting: Value
    /// Where the open edit started, while one is open.
    private var start: Value?

    /// A history with no previous value, resting at `value`.
    public init(value: Value) {
        resting = value
    }

    /// The value moved while no edit was open (a program set it): the next edit starts there.
    public mutating func settled(at value: Value) {
        guard start == nil else { return }
        resting = value
    }

    /// A person's edit began: it starts from the resting value (an edit may begin after its
    /// first change, as a burst of keys does, so the value now may have moved already).
    public mutating func editBegan() {
        start = resting
    }

    /// The person's edit ended at `value`: if it moved the value, where it started becomes the
    /// previous value.
    public mutating func editEnded(at value: Value) {
        if let start, start != value { previous = start }
        start = nil
        resting = value
    }
}
