/// A drag of a circular range slider: one handle, or the lit arc between them (both handles,
/// keeping the length).
///
/// The pointer is followed by the circular slider's ``AngularDrag`` on the dragged handle seen
/// as a circular slider (``CircularRangeSliderModel/handleModel(_:)``), so crossing the ring's
/// end, holding it without ``CircularRangeSliderModel/wraps``, fine-tuning and marks behave as
/// on the circular slider. Its moves, unwrapped the shorter way round, add up to the range's
/// length (a handle) or to a turn of both (the arc): a handle stops at the other and stays
/// there until the pointer comes back the same way, whichever way round it went.
///
/// A press on a handle grabs it without moving it; a press on the lit arc grabs the arc; a
/// press elsewhere on the ring moves the nearer handle there (with `warps`, GTK's default).
/// A press in the centre's dead zone starts no drag, unless it is on a handle.
///
/// ```swift
/// var model = CircularRangeSliderModel()          // 0...90
/// let geometry = CircularSliderGeometry(size: Size(width: 200, height: 200), lineWidth: 20)
/// var interaction = DragInteraction<CircularRangeSliderDrag>()
/// _ = interaction.begin(at: Point(x: 100, y: 10), model: &model, geometry: geometry)  // the upper handle, at 90
/// ```
public struct CircularRangeSliderDrag: DragSession {
    /// What the drag moves: one handle, or (nil) both.
    public let handle: CircularRangeSliderModel.Handle?
    /// Both values at the press, before it moved anything.
    public let startValues: ValuePair
    private var pointer: AngularDrag<CircularSliderModel, CircularSliderGeometry>
    /// The pointer's drag runs on this handle model (the arc's: the lower handle, wrapping).
    private var pointerModel: CircularSliderModel
    private var lastValue: Double
    /// The range's length (a handle's drag) or the turn of both (the arc's), unwrapped.
    private var travelled: Double

    /// Starts a drag at `point`; nil in the dead zone at the centre (off the handles) or on an
    /// empty ring.
    ///
    /// - Parameters:
    ///   - point: The press.
    ///   - warps: Whether a press on the ring away from the handles and the arc moves the
    ///     nearer handle there.
    ///   - model: The model; a warping press moves a handle.
    ///   - geometry: The ring's geometry.
    public init?(at point: Point, warps: Bool, model: inout CircularRangeSliderModel, geometry: CircularSliderGeometry) {
        // A press on a handle grabs it, also in the dead zone (where a tiny ring's handles are).
        let grabbed = Self.handle(at: point, model: model, geometry: geometry)
        let angle = geometry.pointerAngle(of: point)
        guard model.span > 0, grabbed != nil || angle != nil else { return nil }
        startValues = model.values
        let pressedValue = model.minimum + model.handleModel(.lower).arc.fraction(atPointerAngle: angle ?? 0) * model.span
        let onArc = grabbed == nil && model.forwardDistance(from: model.lower, to: pressedValue) < model.length
        if onArc {
            handle = nil
            pointerModel = model.handleModel(.lower)
            pointerModel.wraps = true  // the arc turns freely; the model holds the ends
            pointerModel.marks = Marks()
            travelled = 0
        } else {
            let handle = grabbed ?? (abs(model.shortestMove(from: model.lower, to: pressedValue))
                <= abs(model.shortestMove(from: model.upper, to: pressedValue)) ? .lower : .upper)
            self.handle = handle
            pointerModel = model.handleModel(handle)
            travelled = model.length
        }
        lastValue = pointerModel.value
        // A grabbed handle or the arc moves relatively; a press elsewhere warps the nearer handle.
        guard let drag = AngularDrag<CircularSliderModel, CircularSliderGeometry>(
            at: point, warps: warps && grabbed == nil && !onArc, model: &pointerModel, geometry: geometry) else { return nil }
        pointer = drag
        follow(model: &model)
    }

    /// The handle within reach of `point` (its radius and ``CircularSliderDrag/grabTolerance``),
    /// the nearer of the two when both are; nil when neither is.
    ///
    /// - Parameters:
    ///   - point: A press, in widget coordinates.
    ///   - model: The ring's model.
    ///   - geometry: The ring's geometry.
    /// - Returns: The handle under the pointer, or nil.
    public static func handle(at point: Point, model: CircularRangeSliderModel,
                              geometry: CircularSliderGeometry) -> CircularRangeSliderModel.Handle? {
        let reach = geometry.handleDiameter / 2 + CircularSliderDrag.grabTolerance
        let distances = [CircularRangeSliderModel.Handle.lower, .upper].map {
            ($0, point.distance(to: geometry.handleCenter(atAngle: model.angle(for: model.value(of: $0)))))
        }
        // The upper handle is drawn on top: on a tie it is the one under the pointer.
        guard let nearest = distances.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 == .upper) }), nearest.1 <= reach else { return nil }
        return nearest.0
    }

    /// Follows the pointer to `point`.
    ///
    /// - Parameters:
    ///   - point: The pointer.
    ///   - model: The ring's model.
    ///   - geometry: The ring's geometry.
    public mutating func update(to point: Point, model: inout CircularRangeSliderModel, geometry: CircularSliderGeometry) {
        pointer.update(to: point, model: &pointerModel, geometry: geometry)
        follow(model: &model)
    }

    /// Adds the pointer model's move since the last event to the travel and applies it.
    private mutating func follow(model: inout CircularRangeSliderModel) {
        let value = pointerModel.value
        // Across the end a wrapping value jumps by the ring: the move is the shorter way round.
        let moved = pointerModel.wraps ? model.shortestMove(from: lastValue, to: value) : value - lastValue
        lastValue = value
        // A move too small to survive the shorter-way-round arithmetic (a hold at a mark lands
        // 4e-15 from where the pointer had the handle) still puts the handle exactly there.
        guard moved != 0 || handle.map({ model.value(of: $0) != value }) == true else { return }
        switch handle {
        case .upper?:
            travelled += moved
            model.place(.upper, atLength: travelled, exactly: value)
        case .lower?:
            travelled -= moved
            model.place(.lower, atLength: travelled, exactly: value)
        case nil:
            travelled += moved
            model.rotate(from: startValues, by: travelled)
        }
    }

    /// Puts both values back to ``startValues``.
    public func restore(_ model: inout CircularRangeSliderModel) {
        try? model.setValues(lower: startValues.lower, upper: startValues.upper)
    }

    /// Moves from now on by `scale` of the pointer's turn (``fineTuneScale`` to fine-tune).
    public mutating func setScale(_ scale: Double, model: CircularRangeSliderModel, geometry: CircularSliderGeometry) {
        pointer.setScale(scale, model: pointerModel, geometry: geometry)
    }
}
