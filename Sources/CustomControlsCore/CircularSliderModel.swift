/// The state of a 360° circular slider: a bounded value shown as an angle around a ring.
///
/// Defaults follow the tutorial's TBCircularSlider: the value is in degrees, 0...360, integer steps,
/// with 0 at 3 o'clock growing counter-clockwise. Where the minimum and the maximum sit
/// (``startAngle`` and ``endAngle``, screen angles in radians) and the direction
/// (``inverted``) are configurable; an end angle less than a turn from the start makes a
/// partial circle.
///
/// ```swift
/// var heading = CircularSliderModel()
/// heading.wraps = true
/// try heading.setValue(42.4)                     // snapped: 42
/// let typed = heading.value(fromText: "390°")    // 30: wrapped into 0...360
/// ```
public struct CircularSliderModel: Equatable, Sendable {
    /// The value and its bounds.
    public var bounded = BoundedValue(minimum: 0, maximum: 360, value: 0, step: 1)
    /// The screen angle (radians, clockwise from +x) of the minimum: 3 o'clock by default.
    public private(set) var startAngle: Double = 0
    /// The screen angle of the maximum: a full turn counter-clockwise by default (the tutorial's
    /// direction). A smaller turn makes a partial circle (half, quarter, pie).
    public private(set) var endAngle: Double = -ArcSpan.fullTurn
    /// Whether the value runs the other way: from the end angle back to the start angle
    /// (on the default full circle: clockwise from 3 o'clock).
    public var inverted = false
    /// Whether a drag across the seam continues round (360 becomes 0, as a compass heading)
    /// instead of holding the end it reached.
    public var wraps = false
    /// Whether only a press on the handle starts a drag, which then moves relatively (the tutorial
    /// tutorial's suggested option; the knob's ``KnobModel/grabsPointerOnly``).
    public var grabsHandleOnly = false
    /// Labelled places on the travel, sorted by value.
    public var marks = Marks()
    /// Whether drags stick at marks (``Detent``) and keys stop on them.
    public var snapsToMarks = false

    /// Creates the tutorial's circular slider: 0...360 in steps of 1, value 0, a full circle from
    /// 3 o'clock counter-clockwise.
    public init() {}

    /// Sets the start angle; the end angle moves to stay within a turn of it (keeping its side).
    ///
    /// - Parameter newValue: The screen angle of the minimum, in radians.
    /// - Throws: ``RejectedValue`` (`.startAngle`) for a non-finite angle, leaving the
    ///   model unchanged.
    public mutating func setStartAngle(_ newValue: Double) throws(RejectedValue) {
        startAngle = try ValueMath.finite(newValue, for: .startAngle)
        endAngle = ValueMath.clamp(endAngle, startAngle - ArcSpan.fullTurn, startAngle + ArcSpan.fullTurn)
    }

    /// Sets the end angle, within a turn of the start angle either way (the sign of
    /// `end - start` is the direction the value grows in).
    ///
    /// - Parameter newValue: The screen angle of the maximum, in radians; more than a turn
    ///   from the start it is clamped to exactly one turn.
    /// - Throws: ``RejectedValue`` (`.endAngle`) for a non-finite angle, leaving the
    ///   model unchanged.
    public mutating func setEndAngle(_ newValue: Double) throws(RejectedValue) {
        let newValue = try ValueMath.finite(newValue, for: .endAngle)
        endAngle = ValueMath.clamp(newValue, startAngle - ArcSpan.fullTurn, startAngle + ArcSpan.fullTurn)
    }

    /// The value typed `text` stands for ("42", " 42.5° "), or nil when it is not a finite
    /// number (``TypedNumber``). See ``value(forTyped:)`` for what the number becomes.
    ///
    /// - Parameters:
    ///   - text: What the user typed; spaces and the unit around the number are ignored.
    ///   - decimalSeparator: The locale's decimal separator, accepted as well as ".".
    /// - Returns: The value the model would take, or nil for text that is no finite number.
    public func value(fromText text: String, decimalSeparator: Character = ".") -> Double? {
        TypedNumber.parse(text, decimalSeparator: decimalSeparator).map(value(forTyped:))
    }

    /// The value a typed `number` comes to: out of range it is wrapped into the range when
    /// the slider ``wraps`` (390 on 0...360 is 30), else clamped; then snapped to the step.
    ///
    /// - Parameter number: A finite number, as typed.
    /// - Returns: The value the model would take.
    public func value(forTyped number: Double) -> Double {
        let span = maximum - minimum
        if wraps, span > 0, span.isFinite, number < minimum || number > maximum {
            return bounded.snapped(minimum + ValueMath.wrap(number - minimum, period: span))
        }
        return bounded.snapped(number)
    }

    /// Whether the arc is a whole circle, whose two ends are one angle.
    public var isFullCircle: Bool { abs(abs(endAngle - startAngle) - ArcSpan.fullTurn) < 1e-9 }
}
