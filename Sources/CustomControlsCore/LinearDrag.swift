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
