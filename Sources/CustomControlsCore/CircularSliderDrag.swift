/// A drag of a circular slider: an ``AngularDrag`` of a ``CircularSliderModel``, or, with
/// ``CircularSliderModel/grabsHandleOnly``, only one that starts on the handle.
///
/// A press on the handle grabs it and moves it relatively, so the few pixels it was missed by
/// never make the value jump; a press elsewhere starts no drag.
///
/// ```swift
/// var model = CircularSliderModel()
/// model.grabsHandleOnly = true
/// let geometry = CircularSliderGeometry(size: Size(width: 200, height: 200), lineWidth: 20)
/// let missed = CircularSliderDrag(at: Point(x: 100, y: 0), model: &model, geometry: geometry)  // nil
/// ```
public struct CircularSliderDrag: DragSession {
    private var drag: AngularDrag<CircularSliderModel, CircularSliderGeometry>

    /// Starts a drag at `point`.
    ///
    /// - Parameters:
    ///   - point: The press.
    ///   - warps: Whether the press sets the value to the pointer's (without
    ///     ``CircularSliderModel/grabsHandleOnly``).
    ///   - model: The slider's model.
    ///   - geometry: The slider's geometry, for its centre and the handle.
    /// - Returns: nil when ``CircularSliderModel/grabsHandleOnly`` is on and the press misses
    ///   the handle.
    public init?(at point: Point, warps: Bool, model: inout CircularSliderModel, geometry: CircularSliderGeometry) {
        if model.grabsHandleOnly {
            let handle = geometry.handleCenter(atAngle: model.arc.angle(atFraction: model.bounded.fraction))
            // The handle's own radius and a few pixels more, for a finger or a shaky hand.
            guard point.distance(to: handle) <= geometry.handleDiameter / 2 + Self.grabTolerance else { return nil }
        }
        guard let drag = AngularDrag<CircularSliderModel, CircularSliderGeometry>(
            at: point, warps: warps && !model.grabsHandleOnly, model: &model, geometry: geometry) else { return nil }
        self.drag = drag
    }

    /// How far outside the handle, in pixels, a press still grabs it.
    public static let grabTolerance = 4.0

    /// Follows the pointer to `point`.
    ///
    /// - Parameters:
    ///   - point: The pointer's position.
    ///   - model: The slider's model.
    ///   - geometry: The slider's geometry.
    public mutating func update(to point: Point, model: inout CircularSliderModel, geometry: CircularSliderGeometry) {
        drag.update(to: point, model: &model, geometry: geometry)
    }

    /// Puts the value back where it was at the press.
    ///
    /// - Parameter model: The slider's model.
    public func restore(_ model: inout CircularSliderModel) {
        drag.restore(&model)
    }

    /// Moves from now on by `scale` of the pointer's turn, from where the value is.
    ///
    /// - Parameters:
    ///   - scale: ``fineTuneScale`` to fine-tune, 1 for normal speed.
    ///   - model: The slider's model as it is now.
    ///   - geometry: The slider's geometry.
    public mutating func setScale(_ scale: Double, model: CircularSliderModel, geometry: CircularSliderGeometry) {
        drag.setScale(scale, model: model, geometry: geometry)
    }
}
