/// Decides when a person's edit of a control begins and ends: the `edit-begin` and
/// `edit-end` pair an automation host records between (JUCE's change gesture, VST3's
/// `beginEdit`/`endEdit`, LV2's touch).
///
/// Exactly one pair encloses every change a person makes. A drag, typing in the value's entry
/// and a reset begin explicitly (``start(_:)``) and end when they finish (``finish(_:)``). Keys
/// and the wheel come in bursts: the first step that changes the value begins an edit
/// (``changing(by:at:)``), later steps join it, and it ends once no step has come for
/// ``quietTime`` (``quiet(at:)``) or focus leaves (``finishBurst()``). A change while an
/// edit is open joins it, whatever made it (an arrow key during a drag); an explicit start
/// while another edit is open ends that one first, so pairs never nest. A program's changes
/// are no edit: the widget asks only about a person's.
///
/// Pure: times are seconds on any clock that does not run backwards, given by the caller.
///
/// ```swift
/// var edits = EditTracker()
/// edits.changing(by: .keys, at: 1.0)   // [.begin]: the first arrow key that moved the value
/// edits.changing(by: .keys, at: 1.2)   // []: the same burst
/// edits.quiet(at: 1.5)                 // []: a step came 0.3 s ago
/// edits.quiet(at: 1.7)                 // [.end]: 0.5 s without one
/// ```
public struct EditTracker: Equatable, Sendable {
    /// What a person edits with.
    public enum Kind: Equatable, Sendable {
        /// Dragging with a pointer or a finger.
        case drag
        /// Keys on the focused control (arrows, Page Up/Down, Home/End, + and -).
        case keys
        /// The scroll wheel.
        case wheel
        /// Typing in the value's entry, from the first edit to its commit or cancel.
        case typing
        /// A double click putting the value back at its default.
        case reset
        /// An action of the control's context menu.
        case menu

        /// Whether edits of this kind end by themselves after ``EditTracker/quietTime``.
        public var comesInBursts: Bool { self == .keys || self == .wheel }
    }

    /// A signal to emit.
    public enum Signal: Equatable, Sendable {
        case begin
        case end
    }

    /// How long a burst of keys or wheel steps stays one edit after its last step, in seconds:
    /// longer than a held key's repeat interval and than a deliberate press or two in a row,
    /// short enough that a host sees the touch end soon after the hand leaves the keys.
    public static let quietTime = 0.5

    /// The edit that is open, if any.
    public private(set) var open: Kind?
    /// When the open burst's last step came.
    private var lastStep = 0.0

    /// Creates a tracker with no edit open.
    public init() {}

    /// When the open burst ends if no other step comes; nil when no burst is open.
    public var quietDeadline: Double? {
        guard let open, open.comesInBursts else { return nil }
        return lastStep + Self.quietTime
    }

    /// A person starts an edit of `kind` explicitly (a drag, typing, a reset, a menu action);
    /// it lasts until ``finish(_:)``, never ending by itself.
    ///
    /// - Returns: `[.begin]`, or `[.end, .begin]` when an edit of another kind was open; `[]`
    ///   when one of this kind is open already.
    public mutating func start(_ kind: Kind) -> [Signal] {
        guard open != kind else { return [] }
        let ended: [Signal] = open == nil ? [] : [.end]
        open = kind
        return ended + [.begin]
    }

    /// A person is about to change the value by `kind` at `time`: begins an edit when none is
    /// open; a burst's step also moves its deadline.
    ///
    /// - Returns: `[.begin]` when this change opens an edit, else `[]`.
    public mutating func changing(by kind: Kind, at time: Double) -> [Signal] {
        guard let current = open else {
            open = kind
            lastStep = time
            return [.begin]
        }
        if current.comesInBursts, kind.comesInBursts { lastStep = time }
        return []
    }

    /// A step of a burst that changed nothing (a key at the end of the range) still keeps an
    /// open burst going: the person is still at the keys.
    public mutating func stepped(by kind: Kind, at time: Double) {
        if let open, open.comesInBursts, kind.comesInBursts { lastStep = time }
    }

    /// The edit of `kind` is over: a drag released or cancelled, a typed value committed or
    /// dropped, a reset done.
    ///
    /// - Returns: `[.end]` when the open edit was of `kind`, else `[]`.
    public mutating func finish(_ kind: Kind) -> [Signal] {
        guard open == kind else { return [] }
        open = nil
        return [.end]
    }

    /// Time has passed: an open burst whose last step is ``quietTime`` old or more ends.
    ///
    /// - Returns: `[.end]` when the burst ended, else `[]`.
    public mutating func quiet(at time: Double) -> [Signal] {
        guard let deadline = quietDeadline, time >= deadline else { return [] }
        open = nil
        return [.end]
    }

    /// The person can no longer be editing a burst (focus left the control).
    ///
    /// - Returns: `[.end]` when a burst was open, else `[]`.
    public mutating func finishBurst() -> [Signal] {
        guard let open, open.comesInBursts else { return [] }
        self.open = nil
        return [.end]
    }

    /// The control leaves the screen (unmapped or destroyed): whatever edit is open ends.
    ///
    /// - Returns: `[.end]` when an edit was open, else `[]`.
    public mutating func finishAny() -> [Signal] {
        guard open != nil else { return [] }
        open = nil
        return [.end]
    }
}
