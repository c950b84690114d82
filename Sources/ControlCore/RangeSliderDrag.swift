/// A drag of one range slider thumb.
///
/// Relative, as in the seed: the thumb moves by the pointer's horizontal travel since the press
/// (value delta = range * dx / usable length), so pressing never makes it jump, and the pointer
/// may leave the widget. A thumb stops at the other thumb. When the press lands on both thumbs
/// (they overlap), the first movement that can move one decides: towards the minimum the
/// lower thumb, towards the maximum the upper one (leftwards and rightwards unless mirrored). Overlapping thumbs can therefore always be pulled apart.
public struct RangeSliderDrag: DragSession, Equatable {
    public enum Thumb: Equatable, Sendable { case lower, upper }

    /// The thumb being dragged; `nil` while the press is on both and no movement decided yet.
    public private(set) var thumb: Thumb?
    public let startPoint: Point
    public let startValues: ValuePair
    /// Where the current stretch of the drag is measured from: the press, or the place where
    /// the scale last changed, with the values there.
    private var anchorPoint: Point
    private var anchorValues: ValuePair
    private var scale = 1.0
    private var lastPoint: Point

    public static func reportedValue(of model: RangeSliderModel) -> ValuePair { model.values }

    public init?(at point: Point, model: inout RangeSliderModel, geometry: RangeSliderGeometry) {
        let onLower = geometry.thumbRect(atFraction: model.fraction(of: model.lower)).contains(point)
        let onUpper = geometry.thumbRect(atFraction: model.fraction(of: model.upper)).contains(point)
        switch (onLower, onUpper) {
        case (false, false): return nil
        case (true, false): thumb = .lower
        case (false, true): thumb = .upper
        case (true, true): thumb = nil
        }
        startPoint = point
        startValues = model.values
        anchorPoint = point
        anchorValues = model.values
        lastPoint = point
    }

    public mutating func setScale(_ scale: Double, model: RangeSliderModel, geometry: RangeSliderGeometry) {
        self.scale = scale
        anchorPoint = lastPoint
        anchorValues = model.values
    }

    public mutating func update(to point: Point, model: inout RangeSliderModel, geometry: RangeSliderGeometry) {
        lastPoint = point
        let travel = geometry.fractionDelta(forTravel: point.x - anchorPoint.x) * scale
        if let thumb {
            move(thumb, by: travel, model: &model)
            return
        }
        guard travel != 0 else { return }
        let candidate: Thumb = travel < 0 ? .lower : .upper
        let before = model.values
        move(candidate, by: travel, model: &model)
        if model.values != before { thumb = candidate }
    }

    public func restore(_ model: inout RangeSliderModel) {
        try? model.setValues(lower: startValues.lower, upper: startValues.upper)
    }

    /// Puts `thumb` at its anchor fraction plus `travel`, starting from the other thumb as the
    /// model has it now (the other thumb never moves during this drag).
    private func move(_ thumb: Thumb, by travel: Double, model: inout RangeSliderModel) {
        switch thumb {
        case .lower: model.moveLower(toFraction: model.fraction(of: anchorValues.lower) + travel)
        case .upper: model.moveUpper(toFraction: model.fraction(of: anchorValues.upper) + travel)
        }
    }
}
