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
