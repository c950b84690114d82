/// One drag of one control: how pointer positions become model changes.
///
/// A session is created on press (or not, when the press misses every part that can be
/// dragged), fed every pointer position, and can put the model back as it was at the press.
/// ``DragInteraction`` drives sessions and decides what is reported.
public protocol DragSession: Sendable {
    associatedtype Model: Sendable
    associatedtype Geometry: Sendable
    associatedtype Value: Equatable & Sendable

    /// The value `value-changed` is about.
    static func reportedValue(of model: Model) -> Value

    /// Starts a drag at `point`, possibly changing the model already (a knob jumps to the
    /// pointer); `nil` when nothing there can be dragged.
    init?(at point: Point, model: inout Model, geometry: Geometry)

    /// Follows the pointer to `point`.
    mutating func update(to point: Point, model: inout Model, geometry: Geometry)

    /// Puts the model back as it was when the drag began.
    func restore(_ model: inout Model)

    /// Moves from now on by `scale` of the pointer's movement (0.1 for fine-tuning, 1 back to
    /// normal), continuing from where the value is, so the switch never makes it jump.
    mutating func setScale(_ scale: Double, model: Model, geometry: Geometry)
}

/// How much of the pointer's movement a fine-tuning drag applies.
public let fineTuneScale = 0.1

/// What the widget must do after a drag event.
public struct DragStep: Equatable, Sendable {
    /// Whether a drag is (still) under way after the event.
    public var isDragging: Bool
    /// Whether the reported value changed: redraw and notify the properties.
    public var valueChanged: Bool
    /// Whether to emit `value-changed` now.
    public var emitsValueChanged: Bool

    public init(isDragging: Bool, valueChanged: Bool, emitsValueChanged: Bool) {
        self.isDragging = isDragging
        self.valueChanged = valueChanged
        self.emitsValueChanged = emitsValueChanged
    }
}

/// The drag state machine of a control: idle, or dragging with a session.
///
/// `begin`, `update`, `end` and `cancel` mirror a gesture's phases; each returns a ``DragStep``
/// that says what changed and whether `value-changed` is owed, following the
/// ``EmissionPolicy``. Events that do not fit the state (an update while idle, a second begin)
/// are ignored or handled as the safe choice, never trapped on.
public struct DragInteraction<Session: DragSession>: Sendable {
    public private(set) var session: Session?
    public private(set) var policy: EmissionPolicy<Session.Value>

    public init(continuous: Bool = true) {
        policy = EmissionPolicy(continuous: continuous)
    }

    public var isDragging: Bool { session != nil }

    /// Whether the drag moves at ``fineTuneScale`` (Shift held); false between drags.
    public private(set) var isFineTuning = false

    /// Turns fine-tuning on or off; mid-drag it takes effect from the pointer's current place.
    public mutating func setFineTuning(_ on: Bool, model: Session.Model, geometry: Session.Geometry) {
        guard var session, on != isFineTuning else { return }
        isFineTuning = on
        session.setScale(on ? fineTuneScale : 1, model: model, geometry: geometry)
        self.session = session
    }

    /// Switching mode mid-drag takes effect for the rest of that drag.
    public var continuous: Bool {
        get { policy.continuous }
        set { policy.continuous = newValue }
    }

    /// A press at `point`. A press during a drag first ends that drag.
    public mutating func begin(at point: Point, model: inout Session.Model, geometry: Session.Geometry) -> DragStep {
        var ended = DragStep(isDragging: false, valueChanged: false, emitsValueChanged: false)
        if isDragging { ended = end(model: model) }
        let before = Session.reportedValue(of: model)
        policy.dragBegan(with: before)
        session = Session(at: point, model: &model, geometry: geometry)
        let after = Session.reportedValue(of: model)
        if session == nil { _ = policy.dragEnded(with: after) }
        return DragStep(
            isDragging: session != nil,
            valueChanged: ended.valueChanged || before != after,
            emitsValueChanged: ended.emitsValueChanged || policy.reportsStep(from: before, to: after)
        )
    }

    /// The pointer moved to `point`.
    public mutating func update(to point: Point, model: inout Session.Model, geometry: Session.Geometry) -> DragStep {
        guard var session else { return DragStep(isDragging: false, valueChanged: false, emitsValueChanged: false) }
        let before = Session.reportedValue(of: model)
        session.update(to: point, model: &model, geometry: geometry)
        self.session = session
        let after = Session.reportedValue(of: model)
        return DragStep(isDragging: true, valueChanged: before != after, emitsValueChanged: policy.reportsStep(from: before, to: after))
    }

    /// The button was released: the drag is over.
    public mutating func end(model: Session.Model) -> DragStep {
        guard session != nil else { return DragStep(isDragging: false, valueChanged: false, emitsValueChanged: false) }
        session = nil
        isFineTuning = false
        let emits = policy.dragEnded(with: Session.reportedValue(of: model))
        return DragStep(isDragging: false, valueChanged: false, emitsValueChanged: emits)
    }

    /// The drag was cancelled: the value returns to where it was at the press.
    ///
    /// In continuous mode the return is itself a reported change (listeners saw the drag's
    /// values); otherwise nothing was reported and nothing is.
    public mutating func cancel(model: inout Session.Model) -> DragStep {
        guard let session else { return DragStep(isDragging: false, valueChanged: false, emitsValueChanged: false) }
        let before = Session.reportedValue(of: model)
        session.restore(&model)
        self.session = nil
        isFineTuning = false
        let after = Session.reportedValue(of: model)
        _ = policy.dragEnded(with: after)
        return DragStep(isDragging: false, valueChanged: before != after, emitsValueChanged: policy.reportsStep(from: before, to: after))
    }
}
