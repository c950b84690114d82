/// A model whose value runs along an arc: the knob and the circular slider.
public protocol ArcValueModel: Sendable {
    var bounded: BoundedValue { get set }
    var arc: ArcSpan { get }
    /// The screen angle of the minimum (radians, clockwise from 3 o'clock).
    var startAngle: Double { get }
    /// The screen angle of the maximum.
    var endAngle: Double { get }
    /// Whether the value runs from the end angle back to the start angle.
    var inverted: Bool { get set }
    mutating func setStartAngle(_ newValue: Double) throws(RejectedValue)
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
    public var value: Double { bounded.value }
    public var minimum: Double { bounded.minimum }
    public var maximum: Double { bounded.maximum }

    /// Sets the value, clamped into the bounds and snapped to the model's step.
    public mutating func setValue(_ newValue: Double) throws(RejectedValue) { try bounded.setValue(newValue) }
    /// Sets the lower bound; a maximum below it moves up to meet it.
    public mutating func setMinimum(_ newValue: Double) throws(RejectedValue) { try bounded.setMinimum(newValue) }
    /// Sets the upper bound; a minimum above it moves down to meet it.
    public mutating func setMaximum(_ newValue: Double) throws(RejectedValue) { try bounded.setMaximum(newValue) }

    /// The screen angle of `value` (clamped into the bounds).
    public func angle(for value: Double) -> Double {
        arc.angle(atFraction: bounded.fraction(of: value))
    }

    /// The screen angle of the current value.
    public var angle: Double { angle(for: value) }

    /// The value a pointer at `point` selects with no drag history, or `nil` at the exact
    /// centre (no direction). A pointer in a knob's gap selects the nearer end.
    public func value(at point: Point, center: Point) -> Double? {
        guard let angle = point.angle(from: center) else { return nil }
        return bounded.value(atFraction: arc.fraction(atPointerAngle: angle))
    }
}

/// A geometry with a centre the pointer's angle is measured from.
public protocol RadialGeometry: Sendable {
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
public struct ArcPointerTracker: Equatable, Sendable {
    public let arc: ArcSpan
    private var lastOffset: Double
    /// +1 while holding the end after the pointer passed it, -1 for the start, 0 following.
    public private(set) var heldEnd: Int = 0

    public init(arc: ArcSpan, pointerAngle: Double) {
        self.arc = arc
        lastOffset = arc.offset(ofPointerAngle: pointerAngle)
    }

    /// The fraction (0...1) for the pointer's new angle.
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
/// a press or a move at the exact centre has no angle and changes nothing.
public struct AngularDrag<Model: ArcValueModel, Geometry: RadialGeometry>: DragSession {
    public let startValue: Double
    private var tracker: ArcPointerTracker?
    /// Set once the scale changed: from then on the drag is relative, measured from this
    /// pointer angle (unwrapped) and value fraction, so switching never jumps.
    private var relative: (turned: Double, fraction: Double, scale: Double)?
    /// The pointer's angle, unwrapped along its path (shortest turn between events).
    private var turned = 0.0
    private var lastAngle: Double?

    public static func reportedValue(of model: Model) -> Double { model.bounded.value }

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

    public mutating func setScale(_ scale: Double, model: Model, geometry: Geometry) {
        relative = (turned, model.bounded.fraction, scale)
    }

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

    public func restore(_ model: inout Model) {
        try? model.bounded.setValue(startValue)
    }
}

public typealias CircularSliderDrag = AngularDrag<CircularSliderModel, CircularSliderGeometry>
