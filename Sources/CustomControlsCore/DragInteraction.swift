/// The drag state machine of a control: idle, or dragging with a session.
///
/// `begin`, `update`, `end` and `cancel` mirror a gesture's phases; each returns a ``DragStep``
/// that says what changed and whether a change report is owed, following the
/// ``EmissionPolicy``. Events that do not fit the state (an update while idle, a second begin)
/// are ignored or handled as the safe choice, never trapped on.
///
/// ```swift
/// var model = KnobModel()
/// let geometry = KnobGeometry(size: Size(width: 100, height: 100), lineWidth: 2, pointerLength: 6)
/// var interaction = DragInteraction<KnobDrag>(continuous: true)
/// let press = interaction.begin(at: Point(x: 50, y: 0), model: &model, geometry: geometry)
/// // press.emitsValueChanged: the knob jumped to the pointer at 12 o'clock
/// let release = interaction.end(model: model)
/// ```
public struct DragInteraction<Session: DragSession>: Sendable {
    /// The drag under way; nil while idle.
    public private(set) var session: Session?
    /// Decides which changes are reported; its `continuous` flag is ``continuous``.
    public private(set) var policy: EmissionPolicy<Session.Value>

    /// Creates an idle interaction.
    ///
    /// - Parameter continuous: Whether drags report every change (true, the default) or only
    ///   their end result.
    public init(continuous: Bool = true) {
        policy = EmissionPolicy(continuous: continuous)
    }

    /// Whether a drag is under way.
    public var isDragging: Bool { session != nil }

    /// Whether the drag moves at ``fineTuneScale`` (Shift held); false between drags.
    public private(set) var isFineTuning = false

    /// Turns fine-tuning on or off; mid-drag it takes effect from the pointer's current place.
    ///
    /// Does nothing while idle or when the state is already `on`.
    ///
    /// - Parameters:
    ///   - on: Whether to move at ``fineTuneScale``.
    ///   - model: The model as it is now.
    ///   - geometry: The control's geometry at its current size.
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
    ///
    /// - Parameters:
    ///   - point: The press.
    ///   - warps: Whether the press moves the value to the pointer (the desktop's setting), or
    ///     only dragging moves it.
    ///   - model: The model, which the press may change (a knob jumps to the pointer).
    ///   - geometry: The control's geometry at its current size.
    /// - Returns: Whether a drag started, whether the press changed the value, and whether
    ///   a change report is owed (for the press, or for a drag it ended).
    public mutating func begin(at point: Point, warps: Bool = true, model: inout Session.Model, geometry: Session.Geometry) -> DragStep {
        var ended = DragStep(isDragging: false, valueChanged: false, emitsValueChanged: false)
        if isDragging { ended = end(model: model) }
        let before = model.reportedValue
        policy.dragBegan(with: before)
        session = Session(at: point, warps: warps, model: &model, geometry: geometry)
        let after = model.reportedValue
        if session == nil { _ = policy.dragEnded(with: after) }
        return DragStep(
            isDragging: session != nil,
            valueChanged: ended.valueChanged || before != after,
            emitsValueChanged: ended.emitsValueChanged || policy.reportsStep(from: before, to: after)
        )
    }

    /// The pointer moved to `point`.
    ///
    /// - Parameters:
    ///   - point: The pointer's position.
    ///   - model: The model to change.
    ///   - geometry: The control's geometry at its current size.
    /// - Returns: What changed; nothing while idle.
    public mutating func update(to point: Point, model: inout Session.Model, geometry: Session.Geometry) -> DragStep {
        guard var session else { return DragStep(isDragging: false, valueChanged: false, emitsValueChanged: false) }
        let before = model.reportedValue
        session.update(to: point, model: &model, geometry: geometry)
        self.session = session
        let after = model.reportedValue
        return DragStep(isDragging: true, valueChanged: before != after, emitsValueChanged: policy.reportsStep(from: before, to: after))
    }

    /// The button was released: the drag is over.
    ///
    /// - Parameter model: The model as the drag left it.
    /// - Returns: Not dragging; a change report is owed when not continuous and the value
    ///   differs from the value at the press.
    public mutating func end(model: Session.Model) -> DragStep {
        guard session != nil else { return DragStep(isDragging: false, valueChanged: false, emitsValueChanged: false) }
        session = nil
        isFineTuning = false
        let emits = policy.dragEnded(with: model.reportedValue)
        return DragStep(isDragging: false, valueChanged: false, emitsValueChanged: emits)
    }

    /// The drag was cancelled: the value returns to where it was at the press.
    ///
    /// In continuous mode the return is itself a reported change (listeners saw the drag's
    /// values); otherwise nothing was reported and nothing is.
    ///
    /// - Parameter model: The model to put back.
    /// - Returns: Not dragging, whether the value changed back, and whether that is reported.
    public mutating func cancel(model: inout Session.Model) -> DragStep {
        guard let session else { return DragStep(isDragging: false, valueChanged: false, emitsValueChanged: false) }
        let before = model.reportedValue
        session.restore(&model)
        self.session = nil
        isFineTuning = false
        let after = model.reportedValue
        _ = policy.dragEnded(with: after)
        return DragStep(isDragging: false, valueChanged: before != after, emitsValueChanged: policy.reportsStep(from: before, to: after))
    }
}
