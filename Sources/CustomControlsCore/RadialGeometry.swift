/// A geometry with a centre the pointer's angle is measured from.
///
/// ``KnobGeometry`` and ``CircularSliderGeometry`` conform; ``AngularDrag`` uses it.
public protocol RadialGeometry: Sendable {
    /// The centre of the control's circle, in widget coordinates.
    var center: Point { get }
    /// The radius of the circle the value runs along.
    var valueRadius: Double { get }
}

extension RadialGeometry {
    /// The pointer's screen angle around the centre, or nil within the dead zone at the centre,
    /// where the angle is undefined or swings wildly with a pixel's move: a tenth of the
    /// radius, and at least 3 px.
    func pointerAngle(of point: Point) -> Double? {
        let deadZone = max(3, valueRadius / 10)
        guard point.distance(to: center) >= deadZone else { return nil }
        return point.angle(from: center)
    }
}

extension KnobGeometry: RadialGeometry {
    public var valueRadius: Double { trackRadius }
}

extension CircularSliderGeometry: RadialGeometry {
    public var valueRadius: Double { radius }
}
