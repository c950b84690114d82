/// A drag of a knob or a circular slider: the value follows the pointer's angle.
///
/// With `warps` (GTK's default), the press itself selects the value under the pointer (touch
/// anywhere); without it, only dragging moves the value, by the pointer's turn. A press or a
/// move in the small dead zone at the centre, where the angle is undefined, changes nothing. Past the gap (or
/// the seam of a full circle) the value holds the end it reached (see
/// ``ArcPointerTracker``), unless the model ``ArcValueModel/wraps``. After
/// ``setScale(_:model:geometry:)`` (fine-tuning) the drag is relative: the value moves by the
/// pointer's turn times the scale.
///
/// ```swift
/// var model = CircularSliderModel()
/// let geometry = CircularSliderGeometry(size: Size(width: 200, height: 200), lineWidth: 20)
/// var drag = CircularSliderDrag(at: Point(x: 100, y: 0), model: &model, geometry: geometry)
/// // The press at 12 o'clock set the value to 90 (degrees, counter-clockwise from 3 o'clock).
/// drag?.update(to: Point(x: 0, y: 100), model: &model, geometry: geometry)   // 180
/// ```
public struct AngularDrag<Model: ArcValueModel, Geometry: RadialGeometry>: DragSession {
    /// The value when the drag began, before the press moved it; ``restore(_:)`` returns to it.
    public let startValue: Double
    private var tracker: ArcPointerTracker?
    /// Set once the scale changed: from then on the drag is relative, measured from this
    /// pointer angle (unwrapped) and value fraction, so switching never jumps.
    private var relative: (turned: Double, fraction: Double, scale: Double)?
    /// The pointer's angle, unwrapped along its path (shortest turn between events).
    private var turned = 0.0
    private var lastAngle: Double?
    private var detent: Detent

    /// Starts a drag at `point`: with `warps`, the value jumps to the pointer's angle.
    ///
    /// Never nil: a press in the centre's dead zone starts a drag too, changing nothing until
    /// the pointer moves out of it.
    ///
    /// - Parameters:
    ///   - point: The press, in widget coordinates.
    ///   - warps: Whether the press sets the value to the one under the pointer; without it
    ///     the drag is relative from the start.
    ///   - model: The model; with `warps`, its value is set to the value under the pointer.
    ///   - geometry: The control's geometry, for its centre.
    public init?(at point: Point, warps: Bool, model: inout Model, geometry: Geometry) {
        startValue = model.bounded.value
        detent = Detent(at: model.bounded.fraction)
        if !warps {
            relative = (0, model.bounded.fraction, 1)
            // A relative drag from a mark must first pull the value out of its detent.
            detent.holdIfOnMark(model.stoppingMarks, key: model.bounded.fraction(of:))
        }
        guard let angle = geometry.pointerAngle(of: point) else {
            tracker = nil
            return
        }
        let tracker = ArcPointerTracker(arc: model.arc, pointerAngle: angle)
        self.tracker = tracker
        lastAngle = angle
        guard warps else { return }
        try? model.bounded.setValue(model.bounded.value(atFraction: tracker.initialFraction))
        detent = Detent(at: model.bounded.fraction)
    }

    /// Makes the rest of the drag relative, moving by `scale` of the pointer's turn from
    /// where the value is now.
    ///
    /// - Parameters:
    ///   - scale: ``fineTuneScale`` to fine-tune, 1 for normal speed.
    ///   - model: The model as it is now.
    ///   - geometry: The control's geometry.
    public mutating func setScale(_ scale: Double, model: Model, geometry: Geometry) {
        relative = (turned, model.bounded.fraction, scale)
        detent.rebase(at: model.bounded.fraction)
    }

    /// Follows the pointer to `point`.
    ///
    /// - Parameters:
    ///   - point: The pointer, in widget coordinates; in the centre's dead zone it changes
    ///     nothing.
    ///   - model: The model whose value follows the pointer.
    ///   - geometry: The control's geometry, for its centre.
    public mutating func update(to point: Point, model: inout Model, geometry: Geometry) {
        guard let angle = geometry.pointerAngle(of: point) else { return }
        if let lastAngle {
            turned += ArcSpan.shortestTurn(from: lastAngle, to: angle)
        }
        lastAngle = angle
        var tracker = tracker ?? ArcPointerTracker(arc: model.arc, pointerAngle: angle)
        let absolute = tracker.fraction(atPointerAngle: angle)
        self.tracker = tracker
        let fraction: Double
        if let relative {
            // Turning in the arc's direction raises the value.
            let arc = model.arc
            let direction: Double = arc.sweep < 0 ? -1 : 1
            let span = abs(arc.sweep)
            let moved = span > 0 ? relative.fraction + (turned - relative.turned) * direction / span * relative.scale : relative.fraction
            // Past an end, a wrapping control comes round from the other.
            fraction = model.wraps ? moved - moved.rounded(.down) : moved
        } else {
            // A wrapping control follows the pointer round; otherwise the tracker holds the ends.
            fraction = model.wraps ? model.arc.fraction(atPointerAngle: angle) : absolute
        }
        // The detent's 8 px, measured along the arc at the value's radius.
        let arcLength = geometry.valueRadius * abs(model.arc.sweep)
        let slack = arcLength > 0 ? Detent.holdDistance / arcLength * (relative?.scale ?? 1) : 0
        var held = detent.apply(fraction, slack: slack, marks: model.stoppingMarks, key: model.bounded.fraction(of:), wraps: model.wraps)
        if model.wraps, held < 0 || held > 1 { held -= held.rounded(.down) }
        try? model.bounded.setValue(detent.heldValue ?? model.bounded.value(atFraction: ValueMath.clamp(held, 0, 1)))
    }

    /// Puts the value back to ``startValue``.
    ///
    /// - Parameter model: The model to restore.
    public func restore(_ model: inout Model) {
        try? model.bounded.setValue(startValue)
    }
}
