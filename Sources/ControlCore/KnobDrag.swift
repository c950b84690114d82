/// How a drag turns a knob.
public enum KnobDragMode: String, CaseIterable, Sendable {
    /// The value follows the pointer's angle around the centre (the seed's knob).
    case rotary
    /// Moving up raises the value, down lowers it; no jump on press (JUCE's RotaryVerticalDrag).
    case vertical
    /// Moving right raises the value, left lowers it; no jump on press.
    case horizontal
}

/// A drag of a knob, in the knob's ``KnobDragMode``.
public struct KnobDrag: DragSession {
    private enum Kind: Sendable {
        case rotary(AngularDrag<KnobModel, KnobGeometry>)
        case linear(LinearDrag)
    }

    private var kind: Kind

    public static func reportedValue(of model: KnobModel) -> Double { model.value }

    public init?(at point: Point, model: inout KnobModel, geometry: KnobGeometry) {
        switch model.dragMode {
        case .rotary:
            if model.grabsPointerOnly {
                // Only a press near the pointer's direction grabs it; elsewhere nothing happens.
                guard let angle = point.angle(from: geometry.center) else { return nil }
                var difference = (angle - model.angle).truncatingRemainder(dividingBy: ArcSpan.fullTurn)
                if difference > .pi { difference -= ArcSpan.fullTurn } else if difference < -.pi { difference += ArcSpan.fullTurn }
                guard abs(difference) <= KnobModel.pointerGrabTolerance else { return nil }
            }
            let before = model.bounded.value
            guard var drag = AngularDrag<KnobModel, KnobGeometry>(at: point, model: &model, geometry: geometry) else { return nil }
            if model.grabsPointerOnly {
                // A grabbed pointer moves relatively: no jump by the few degrees it was missed by.
                try? model.bounded.setValue(before)
                drag.setScale(1, model: model, geometry: geometry)
            }
            kind = .rotary(drag)
        case .vertical, .horizontal:
            kind = .linear(LinearDrag(at: point, bounded: model.bounded, vertical: model.dragMode == .vertical, distance: model.dragDistance))
        }
    }

    public mutating func update(to point: Point, model: inout KnobModel, geometry: KnobGeometry) {
        switch kind {
        case .rotary(var drag):
            drag.update(to: point, model: &model, geometry: geometry)
            kind = .rotary(drag)
        case .linear(var drag):
            drag.update(to: point, bounded: &model.bounded)
            kind = .linear(drag)
        }
    }

    public func restore(_ model: inout KnobModel) {
        switch kind {
        case .rotary(let drag): drag.restore(&model)
        case .linear(let drag): try? model.bounded.setValue(drag.startValue)
        }
    }

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
public struct LinearDrag: Equatable, Sendable {
    public let startValue: Double
    public let vertical: Bool
    public let distance: Double
    private var anchorPoint: Point
    private var anchorFraction: Double
    private var lastPoint: Point
    private var scale = 1.0

    public init(at point: Point, bounded: BoundedValue, vertical: Bool, distance: Double) {
        startValue = bounded.value
        self.vertical = vertical
        self.distance = distance.isFinite ? max(1, distance) : 200
        anchorPoint = point
        anchorFraction = bounded.fraction
        lastPoint = point
    }

    public mutating func update(to point: Point, bounded: inout BoundedValue) {
        guard point.x.isFinite, point.y.isFinite else { return }
        lastPoint = point
        // Up (smaller y) and right raise the value.
        let travel = vertical ? anchorPoint.y - point.y : point.x - anchorPoint.x
        let fraction = anchorFraction + travel / distance * scale
        try? bounded.setValue(bounded.value(atFraction: ValueMath.clamp(fraction, 0, 1)))
    }

    public mutating func setScale(_ scale: Double, bounded: BoundedValue) {
        self.scale = scale
        anchorPoint = lastPoint
        anchorFraction = bounded.fraction
    }
}
