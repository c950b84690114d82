/// How a drag turns a knob.
///
/// The raw values are the modes' names.
public enum KnobDragMode: String, CaseIterable, Sendable {
    /// The value follows the pointer's angle around the centre (the tutorial's knob).
    case rotary
    /// Moving up raises the value, down lowers it; no jump on press (JUCE's RotaryVerticalDrag).
    case vertical
    /// Moving right raises the value, left lowers it; no jump on press.
    case horizontal
}

/// A drag of a knob, in the knob's ``KnobDragMode``.
///
/// `rotary` drags are ``AngularDrag``s: the press selects the value under the pointer, or,
/// with ``KnobModel/grabsPointerOnly``, a press must land within
/// ``KnobModel/pointerGrabTolerance`` of the pointer and the drag is then relative.
/// `vertical` and `horizontal` drags are ``LinearDrag``s over ``KnobModel/dragDistance``.
public struct KnobDrag: DragSession {
    private enum Kind: Sendable {
        case rotary(AngularDrag<KnobModel, KnobGeometry>)
        case linear(LinearDrag)
    }

    private var kind: Kind

    /// Starts a drag at `point` in the model's ``KnobModel/dragMode``.
    ///
    /// - Parameters:
    ///   - point: The press.
    ///   - warps: Whether a rotary press sets the value to the pointer's (the
    ///     desktop's setting); without it, or with
    ///     ``KnobModel/grabsPointerOnly``, a rotary drag is relative.
    ///   - model: The knob's model; a warping rotary press sets its value to the pointer's.
    ///   - geometry: The knob's geometry, for its centre.
    /// - Returns: nil when ``KnobModel/grabsPointerOnly`` is on and the press misses the
    ///   pointer (or lands in the centre's dead zone).
    public init?(at point: Point, warps: Bool, model: inout KnobModel, geometry: KnobGeometry) {
        switch model.dragMode {
        case .rotary:
            if model.grabsPointerOnly {
                // Only a press near the pointer's direction grabs it; elsewhere nothing happens.
                guard let angle = geometry.pointerAngle(of: point) else { return nil }
                guard abs(ArcSpan.shortestTurn(from: model.angle, to: angle)) <= KnobModel.pointerGrabTolerance else { return nil }
            }
            // A grabbed pointer moves relatively: no jump by the few degrees it was missed by.
            guard let drag = AngularDrag<KnobModel, KnobGeometry>(at: point, warps: warps && !model.grabsPointerOnly, model: &model, geometry: geometry) else { return nil }
            kind = .rotary(drag)
        case .vertical, .horizontal:
            kind = .linear(LinearDrag(at: point, bounded: model.bounded, vertical: model.dragMode == .vertical, distance: model.dragDistance, marks: model.stoppingMarks))
        }
    }

    /// Follows the pointer to `point`.
    ///
    /// - Parameters:
    ///   - point: The pointer's position.
    ///   - model: The knob's model.
    ///   - geometry: The knob's geometry.
    public mutating func update(to point: Point, model: inout KnobModel, geometry: KnobGeometry) {
        switch kind {
        case .rotary(var drag):
            drag.update(to: point, model: &model, geometry: geometry)
            kind = .rotary(drag)
        case .linear(var drag):
            drag.update(to: point, bounded: &model.bounded, marks: model.stoppingMarks)
            kind = .linear(drag)
        }
    }

    /// Puts the value back where it was at the press.
    ///
    /// - Parameter model: The knob's model.
    public func restore(_ model: inout KnobModel) {
        switch kind {
        case .rotary(let drag): drag.restore(&model)
        case .linear(let drag): try? model.bounded.setValue(drag.startValue)
        }
    }

    /// Moves from now on by `scale` of the pointer's movement, from where the value is.
    ///
    /// - Parameters:
    ///   - scale: ``fineTuneScale`` to fine-tune, 1 for normal speed.
    ///   - model: The knob's model as it is now.
    ///   - geometry: The knob's geometry.
    public mutating func setScale(_ scale: Double, model: KnobModel, geometry: KnobGeometry) {
        switch kind {
        case .rotary(var drag):
            drag.setScale(scale, model: model, geometry: geometry)
            kind = .rotary(drag)
        case .linear(var drag):
            drag.setScale(scale, bounded: model.bounded)
            kind = .linear(drag)
        }
    }
}

/// A relative, straight drag: `distance` pixels along one axis cover the whole range.
///
/// Up (smaller y) and right raise the value; the press itself changes nothing.
///
/// ```swift
/// var bounded = BoundedValue(minimum: 0, maximum: 1, value: 0.5)
/// var drag = LinearDrag(at: Point(x: 0, y: 100), bounded: bounded, vertical: true, distance: 200)
/// drag.update(to: Point(x: 0, y: 50), bounded: &bounded)     // 50 px up: 0.75
/// ```
public struct LinearDrag: Equatable, Sendable {
    /// The value at the press.
    public let startValue: Double
    /// Whether the drag follows the y axis (true) or the x axis (false).
    public let vertical: Bool
    /// The pixels of movement that cover the whole range (at least 1).
    public let distance: Double
    private var anchorPoint: Point
    private var anchorFraction: Double
    private var lastPoint: Point
    private var scale = 1.0
    private var detent: Detent

    /// Starts a drag at `point`.
    ///
    /// - Parameters:
    ///   - point: The press.
    ///   - bounded: The value as it is at the press.
    ///   - vertical: Whether to follow the y axis (true) or the x axis (false).
    ///   - distance: Pixels for the whole range; below 1 it is 1, non-finite it is 200.
    ///   - marks: The marks that hold the drag (``Detent``), or nil.
    public init(at point: Point, bounded: BoundedValue, vertical: Bool, distance: Double, marks: Marks? = nil) {
        startValue = bounded.value
        self.vertical = vertical
        self.distance = distance.isFinite ? max(1, distance) : 200
        anchorPoint = point
        anchorFraction = bounded.fraction
        lastPoint = point
        detent = Detent(at: bounded.fraction)
        detent.holdIfOnMark(marks, key: bounded.fraction(of:))
    }

    /// Follows the pointer to `point`.
    ///
    /// - Parameters:
    ///   - point: The pointer's position; a non-finite one is ignored.
    ///   - bounded: The value to move, clamped to its bounds and snapped.
    ///   - marks: The marks that hold the drag (``Detent``), or nil.
    public mutating func update(to point: Point, bounded: inout BoundedValue, marks: Marks? = nil) {
        guard point.x.isFinite, point.y.isFinite else { return }
        lastPoint = point
        // Up (smaller y) and right raise the value.
        let travel = vertical ? anchorPoint.y - point.y : point.x - anchorPoint.x
        let pointer = anchorFraction + travel / distance * scale
        let fraction = detent.apply(pointer, slack: Detent.holdDistance / distance * scale, marks: marks, key: bounded.fraction(of:))
        try? bounded.setValue(detent.heldValue ?? bounded.value(atFraction: ValueMath.clamp(fraction, 0, 1)))
    }

    /// Moves from now on by `scale` of the pointer's movement, from the pointer's last
    /// position and the value there.
    ///
    /// - Parameters:
    ///   - scale: ``fineTuneScale`` to fine-tune, 1 for normal speed.
    ///   - bounded: The value as it is now.
    public mutating func setScale(_ scale: Double, bounded: BoundedValue) {
        self.scale = scale
        anchorPoint = lastPoint
        anchorFraction = bounded.fraction
        detent.rebase(at: anchorFraction)
    }
}
