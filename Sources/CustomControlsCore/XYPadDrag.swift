/// A drag of an XY pad's handle: both values follow the pointer, each along its axis.
///
/// A press on the handle drags it from where it is, so pressing never makes it jump. A press
/// elsewhere on the pad, with `warps` (GTK's default), moves the handle's centre there first;
/// without it the handle stays and the drag moves it by the pointer's travel. Each axis moves
/// by the pointer's travel along it since the press (value fraction = travel / field length),
/// so the pointer may leave the widget; the values stop at their bounds. With the model's
/// ``XYPadModel/snapsToMarks``, each axis sticks at its grid lines on its own for
/// ``Detent/holdDistance`` pixels (``Detent``).
public struct XYPadDrag: DragSession, Equatable {
    /// Where the press landed.
    public let startPoint: Point
    /// Both values before the press; ``restore(_:)`` returns to them.
    public let startValues: XYPadModel.Values
    /// Whether the press landed on the handle.
    public let startedOnHandle: Bool
    /// Where the current stretch of the drag is measured from: the press, or the place where
    /// the scale last changed, with the axes' fractions there.
    private var anchorPoint: Point
    private var anchorFractions: XYPadModel.Values
    private var scale = 1.0
    private var lastPoint: Point
    private var xDetent: Detent
    private var yDetent: Detent

    /// Starts a drag at `point`; with `warps`, a press off the handle moves it there.
    ///
    /// - Parameters:
    ///   - point: The press.
    ///   - warps: Whether a press off the handle moves the handle's centre to it.
    ///   - model: The pad's model; a warping press moves both values.
    ///   - geometry: The pad's geometry at its current size.
    /// - Returns: A session; every press on the pad can drag its handle.
    public init?(at point: Point, warps: Bool, model: inout XYPadModel, geometry: XYPadGeometry) {
        let fractions = model.fractions
        startPoint = point
        startValues = model.values
        startedOnHandle = geometry.handleContains(point, center: geometry.point(x: fractions.x, y: fractions.y))
        if warps && !startedOnHandle {
            let target = geometry.fractions(at: point)
            try? model.setValues(x: model.value(atFraction: target.x, on: .x),
                                 y: model.value(atFraction: target.y, on: .y))
        }
        anchorPoint = point
        anchorFractions = model.fractions
        lastPoint = point
        xDetent = Self.detent(on: .x, model: model)
        yDetent = Self.detent(on: .y, model: model)
    }

    /// A detent starting at `axis`'s place, already holding when the value sits on a mark.
    private static func detent(on axis: XYPadModel.Axis, model: XYPadModel) -> Detent {
        var detent = Detent(at: model.fractions[axis])
        detent.holdIfOnMark(model.stoppingMarks(on: axis), key: { model.fraction(of: $0, on: axis) })
        return detent
    }

    /// Follows the pointer to `point`: each value moves by the pointer's travel along its axis.
    ///
    /// - Parameters:
    ///   - point: The pointer's position.
    ///   - model: The pad's model.
    ///   - geometry: The pad's geometry, for the field's size.
    public mutating func update(to point: Point, model: inout XYPadModel, geometry: XYPadGeometry) {
        lastPoint = point
        let travel = geometry.fractionDelta(dx: point.x - anchorPoint.x, dy: point.y - anchorPoint.y)
        let slack = geometry.fractionDelta(dx: Detent.holdDistance, dy: Detent.holdDistance)
        let x = Self.target(anchorFractions.x + travel.x * scale, slack: abs(slack.x * scale), on: .x,
                            detent: &xDetent, model: model)
        let y = Self.target(anchorFractions.y + travel.y * scale, slack: abs(slack.y * scale), on: .y,
                            detent: &yDetent, model: model)
        try? model.setValues(x: x, y: y)
    }

    /// The value `axis` goes to when the pointer puts it at `fraction`: held at a mark by
    /// `detent`, or the legal value there.
    private static func target(_ fraction: Double, slack: Double, on axis: XYPadModel.Axis,
                               detent: inout Detent, model: XYPadModel) -> Double {
        let placed = detent.apply(fraction, slack: slack, marks: model.stoppingMarks(on: axis),
                                  key: { model.fraction(of: $0, on: axis) })
        return detent.heldValue ?? model.value(atFraction: placed, on: axis)
    }

    /// Puts both values back to ``startValues``.
    ///
    /// - Parameter model: The pad's model.
    public func restore(_ model: inout XYPadModel) {
        try? model.setValues(x: startValues.x, y: startValues.y)
    }

    /// Moves from now on by `scale` of the pointer's travel, from the pointer's last position
    /// and the values there.
    ///
    /// - Parameters:
    ///   - scale: ``fineTuneScale`` to fine-tune, 1 for normal speed.
    ///   - model: The pad's model as it is now.
    ///   - geometry: The pad's geometry.
    public mutating func setScale(_ scale: Double, model: XYPadModel, geometry: XYPadGeometry) {
        self.scale = scale
        anchorPoint = lastPoint
        anchorFractions = model.fractions
        xDetent.rebase(at: anchorFractions.x)
        yDetent.rebase(at: anchorFractions.y)
    }
}
