/// A model whose value runs along an arc: the knob and the circular slider.
///
/// ``KnobModel`` and ``CircularSliderModel`` conform; ``AngularDrag`` drives either of them.
/// The extension gives every conforming model the value API of its ``bounded`` value and the
/// mapping between values and screen angles.
///
/// ```swift
/// var knob = KnobModel()
/// try knob.setValue(0.5)
/// let angle = knob.angle            // the pointer's screen angle, halfway along the arc
/// ```
public protocol ArcValueModel: Sendable {
    /// The value and its bounds.
    var bounded: BoundedValue { get set }
    /// The arc the value runs along, from fraction 0 to fraction 1 (reversed when
    /// ``inverted``).
    var arc: ArcSpan { get }
    /// The screen angle of the minimum (radians, clockwise from 3 o'clock).
    var startAngle: Double { get }
    /// The screen angle of the maximum.
    var endAngle: Double { get }
    /// Whether the value runs from the end angle back to the start angle.
    var inverted: Bool { get set }
    /// Sets the screen angle of the minimum, keeping the model's arc invariant.
    ///
    /// - Parameter newValue: The angle in radians, clockwise from 3 o'clock.
    /// - Throws: ``RejectedValue`` for a non-finite angle, leaving the model unchanged.
    mutating func setStartAngle(_ newValue: Double) throws(RejectedValue)
    /// Sets the screen angle of the maximum, keeping the model's arc invariant.
    ///
    /// - Parameter newValue: The angle in radians, clockwise from 3 o'clock.
    /// - Throws: ``RejectedValue`` for a non-finite angle, leaving the model unchanged.
    mutating func setEndAngle(_ newValue: Double) throws(RejectedValue)
    /// Whether a drag across the seam wraps round instead of holding the end (default false).
    var wraps: Bool { get }
}

extension KnobModel {
    /// A knob always stops at its ends.
    public var wraps: Bool { false }
}

extension KnobModel: ArcValueModel {}
extension CircularSliderModel: ArcValueModel {}

extension ArcValueModel {
    /// The current value (``BoundedValue/value`` of ``bounded``).
    public var value: Double { bounded.value }
    /// The lowest value (``BoundedValue/minimum`` of ``bounded``).
    public var minimum: Double { bounded.minimum }
    /// The highest value (``BoundedValue/maximum`` of ``bounded``).
    public var maximum: Double { bounded.maximum }

    /// Sets the value, clamped into the bounds and snapped to the model's step.
    ///
    /// - Parameter newValue: The new value.
    /// - Throws: ``RejectedValue`` for NaN or ±infinity, leaving the model unchanged.
    public mutating func setValue(_ newValue: Double) throws(RejectedValue) { try bounded.setValue(newValue) }
    /// Sets the lower bound; a maximum below it moves up to meet it.
    ///
    /// - Parameter newValue: The new minimum; the value is clamped into the new bounds.
    /// - Throws: ``RejectedValue`` for NaN or ±infinity, leaving the model unchanged.
    public mutating func setMinimum(_ newValue: Double) throws(RejectedValue) { try bounded.setMinimum(newValue) }
    /// Sets the upper bound; a minimum above it moves down to meet it.
    ///
    /// - Parameter newValue: The new maximum; the value is clamped into the new bounds.
    /// - Throws: ``RejectedValue`` for NaN or ±infinity, leaving the model unchanged.
    public mutating func setMaximum(_ newValue: Double) throws(RejectedValue) { try bounded.setMaximum(newValue) }

    /// The screen angle of `value` (clamped into the bounds).
    ///
    /// - Parameter value: Any value on the model's scale.
    /// - Returns: The angle in radians, clockwise from 3 o'clock, on ``arc``.
    public func angle(for value: Double) -> Double {
        arc.angle(atFraction: bounded.fraction(of: value))
    }

    /// The screen angle of the current value.
    public var angle: Double { angle(for: value) }

    /// The value a pointer at `point` selects with no drag history, or `nil` at the exact
    /// centre (no direction). A pointer in a knob's gap selects the nearer end.
    ///
    /// - Parameters:
    ///   - point: The pointer, in widget coordinates.
    ///   - center: The centre the pointer's angle is measured from.
    /// - Returns: The value (snapped to the model's step), or nil when `point` is `center` or
    ///   not finite.
    public func value(at point: Point, center: Point) -> Double? {
        guard let angle = point.angle(from: center) else { return nil }
        return bounded.value(atFraction: arc.fraction(atPointerAngle: angle))
    }
}

/// A geometry with a centre the pointer's angle is measured from.
///
/// ``KnobGeometry`` and ``CircularSliderGeometry`` conform; ``AngularDrag`` uses it.
public protocol RadialGeometry: Sendable {
    /// The centre of the control's circle, in widget coordinates.
    var center: Point { get }
}

extension KnobGeometry: RadialGeometry {}
extension CircularSliderGeometry: RadialGeometry {}

/// Follows a pointer around an arc without ever jumping across the gap.
///
/// The value follows the pointer's angle. A pointer in the gap selects the nearer end; a
/// pointer that travels on through the middle of the gap (or, on a full circle, across the
/// seam between the maximum and the minimum) does not make the value leap to the other end:
/// the value holds the end it passed until the pointer comes back the same way.
///
/// ```swift
/// let arc = ArcSpan(start: KnobModel.defaultStartAngle, end: KnobModel.defaultEndAngle)
/// var tracker = ArcPointerTracker(arc: arc, pointerAngle: 0)
/// let fraction = tracker.fraction(atPointerAngle: 0.2)
/// ```
public struct ArcPointerTracker: Equatable, Sendable {
    /// The arc the pointer is followed along.
    public let arc: ArcSpan
    private var lastOffset: Double
    /// +1 while holding the end after the pointer passed it, -1 for the start, 0 following.
    public private(set) var heldEnd: Int = 0

    /// Starts following a pointer at `pointerAngle`.
    ///
    /// - Parameters:
    ///   - arc: The arc the value runs along.
    ///   - pointerAngle: The pointer's first screen angle, in radians.
    public init(arc: ArcSpan, pointerAngle: Double) {
        self.arc = arc
        lastOffset = arc.offset(ofPointerAngle: pointerAngle)
    }

    /// The fraction (0...1) for the pointer's new angle.
    ///
    /// Between two calls the pointer is taken to have moved the short way round.
    ///
    /// - Parameter pointerAngle: The pointer's screen angle, in radians.
    /// - Returns: The fraction along ``arc``; 0 or 1 while an end is held.
    public mutating func fraction(atPointerAngle pointerAngle: Double) -> Double {
        let offset = arc.offset(ofPointerAngle: pointerAngle)
        // Offsets jump by a full turn exactly when the pointer crosses the seam in the gap;
        // between two events a pointer moves the short way round (less than half a turn).
        if offset - lastOffset < -Double.pi {
            heldEnd = min(heldEnd + 1, 1)
        } else if offset - lastOffset > Double.pi {
            heldEnd = max(heldEnd - 1, -1)
        }
        lastOffset = offset
        switch heldEnd {
        case 1: return 1
        case -1: return 0
        default: return arc.fraction(atOffset: offset)
        }
    }

    /// The fraction for the angle the tracker started at.
    public var initialFraction: Double { arc.fraction(atOffset: lastOffset) }
}

/// A drag of a knob or a circular slider: the value follows the pointer's angle.
///
/// The press itself selects the value under the pointer (touch anywhere, as both seeds do);
/// a press or a move at the exact centre has no angle and changes nothing. Past the gap (or
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

    /// The model's value.
    ///
    /// - Parameter model: A knob or circular slider model.
    /// - Returns: ``ArcValueModel/value``.
    public static func reportedValue(of model: Model) -> Double { model.bounded.value }

    /// Starts a drag at `point`: the value jumps to the pointer's angle.
    ///
    /// Never nil: a press at the exact centre starts a drag too, changing nothing until the
    /// pointer moves off the centre.
    ///
    /// - Parameters:
    ///   - point: The press, in widget coordinates.
    ///   - model: The model; its value is set to the value under the pointer.
    ///   - geometry: The control's geometry, for its centre.
    public init?(at point: Point, model: inout Model, geometry: Geometry) {
        startValue = model.bounded.value
        guard let angle = point.angle(from: geometry.center) else {
            tracker = nil
            return
        }
        let tracker = ArcPointerTracker(arc: model.arc, pointerAngle: angle)
        self.tracker = tracker
        lastAngle = angle
        try? model.bounded.setValue(model.bounded.value(atFraction: tracker.initialFraction))
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
    }

    /// Follows the pointer to `point`.
    ///
    /// - Parameters:
    ///   - point: The pointer, in widget coordinates; at the centre it changes nothing.
    ///   - model: The model whose value follows the pointer.
    ///   - geometry: The control's geometry, for its centre.
    public mutating func update(to point: Point, model: inout Model, geometry: Geometry) {
        guard let angle = point.angle(from: geometry.center) else { return }
        if let lastAngle {
            var delta = (angle - lastAngle).truncatingRemainder(dividingBy: ArcSpan.fullTurn)
            if delta > .pi { delta -= ArcSpan.fullTurn } else if delta < -.pi { delta += ArcSpan.fullTurn }
            turned += delta
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
        try? model.bounded.setValue(model.bounded.value(atFraction: ValueMath.clamp(fraction, 0, 1)))
    }

    /// Puts the value back to ``startValue``.
    ///
    /// - Parameter model: The model to restore.
    public func restore(_ model: inout Model) {
        try? model.bounded.setValue(startValue)
    }
}

/// A drag of a circular slider: an ``AngularDrag`` of a ``CircularSliderModel``.
public typealias CircularSliderDrag = AngularDrag<CircularSliderModel, CircularSliderGeometry>
