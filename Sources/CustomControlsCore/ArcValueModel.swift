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
public protocol ArcValueModel: MarkedModel, ReportingModel where ReportedValue == Double {
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
    /// The arc the value runs along (from the end angle back to the start when inverted).
    public var arc: ArcSpan {
        inverted ? ArcSpan(start: endAngle, end: startAngle) : ArcSpan(start: startAngle, end: endAngle)
    }

    /// The marks that hold a drag or stop a key: ``MarkedModel/marks`` when
    /// ``MarkKeeping/snapsToMarks`` is on.
    public var stoppingMarks: Marks? { snapsToMarks ? marks : nil }

    /// Where `value` lies along the travel, 0...1 (``BoundedValue/fraction(of:)``).
    public func fraction(of value: Double) -> Double { bounded.fraction(of: value) }
    /// How values spread along the travel (``BoundedValue/scale`` of ``bounded``).
    public var scale: ValueScale { bounded.scale }

    /// The current value (``BoundedValue/value`` of ``bounded``).
    public var value: Double { bounded.value }
    /// A change report carries the value.
    public var reportedValue: Double { bounded.value }
    /// The lowest value (``BoundedValue/minimum`` of ``bounded``).
    public var minimum: Double { bounded.minimum }
    /// The highest value (``BoundedValue/maximum`` of ``bounded``).
    public var maximum: Double { bounded.maximum }

    /// Sets the value, clamped into the bounds and snapped to the model's step.
    ///
    /// - Parameter newValue: The new value.
    /// - Throws: ``RejectedValue`` for NaN or ±infinity, leaving the model unchanged.
    public mutating func setValue(_ newValue: Double) throws(RejectedValue) { try bounded.setValue(newValue) }
    /// Sets the value (``setValue(_:)``).
    public mutating func setReportedValue(_ value: Double) throws(RejectedValue) { try setValue(value) }
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
