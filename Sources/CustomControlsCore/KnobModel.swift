/// The state of a rotary knob: a bounded value shown on an arc from `startAngle` to `endAngle`.
///
/// Defaults follow the knob tutorial: value 0 in 0...1, the arc from -11π/8 to 3π/8 (radians,
/// clockwise on screen from the +x axis, leaving a 45° gap at the bottom). The tutorial's
/// `continuous` flag lives in ``DragInteraction``, which decides what a drag reports.
/// The arc invariant is `startAngle <= endAngle <= startAngle + 2π`: setting one angle past
/// the other (or more than a turn away) moves the other to meet it.
///
/// ```swift
/// var knob = KnobModel()
/// try knob.setValue(0.25)
/// try knob.setEndAngle(-5)      // before the start (−11π/8): the start moves to -5 too
/// ```
public struct KnobModel: Equatable, Sendable {
    /// The tutorial's start angle, −11π/8: the lower left, just before 7 o'clock.
    public static let defaultStartAngle = -11 * Double.pi / 8
    /// The tutorial's end angle, 3π/8: the lower right, just after 5 o'clock.
    public static let defaultEndAngle = 3 * Double.pi / 8

    /// The value and its bounds.
    public var bounded = BoundedValue(minimum: 0, maximum: 1, value: 0)
    /// The screen angle of the minimum (radians, clockwise from 3 o'clock).
    public private(set) var startAngle: Double = KnobModel.defaultStartAngle
    /// The screen angle of the maximum, in `startAngle...startAngle + 2π`.
    public private(set) var endAngle: Double = KnobModel.defaultEndAngle
    /// Whether the value runs backwards along the arc: the minimum at the end angle.
    public var inverted = false
    /// How a drag turns the knob: following the pointer's angle, or by straight movement.
    public var dragMode = KnobDragMode.rotary
    /// For the linear drag modes: how many pixels of movement cover the whole range (>= 1).
    public private(set) var dragDistance = 200.0
    /// Whether a rotary drag starts only on the pointer (within ``pointerGrabTolerance``)
    /// instead of anywhere on the knob.
    public var grabsPointerOnly = false
    /// Labelled places on the travel, sorted by value.
    public var marks = Marks()
    /// Whether drags stick at marks (``Detent``) and keys stop on them.
    public var snapsToMarks = false
    /// How far from the pointer's angle a press may land to grab it, in radians (about 17°).
    public static let pointerGrabTolerance = 0.3

    /// Creates the tutorial's knob: value 0 in 0...1, the default angles, rotary drags.
    public init() {}

    /// Sets the pixels of linear drag movement for the whole range; at least 1.
    ///
    /// - Parameter newValue: The distance in pixels; below 1 it becomes 1.
    /// - Throws: ``RejectedValue`` (`.dragDistance`) for a non-finite distance,
    ///   leaving the model unchanged.
    public mutating func setDragDistance(_ newValue: Double) throws(RejectedValue) {
        dragDistance = max(1, try ValueMath.finite(newValue, for: .dragDistance))
    }

    /// Sets where the arc starts (fraction 0); the end angle moves to keep `0 <= span <= 2π`.
    ///
    /// - Parameter newValue: The screen angle of the minimum, in radians.
    /// - Throws: ``RejectedValue`` (`.startAngle`) for a non-finite angle, leaving the
    ///   model unchanged.
    public mutating func setStartAngle(_ newValue: Double) throws(RejectedValue) {
        let newValue = try ValueMath.finite(newValue, for: .startAngle)
        startAngle = newValue
        // Move the end only when it is really out of range: re-clamping an end that is in
        // range can shift it by a rounding error, and setting what is there must be a no-op.
        if endAngle < newValue {
            endAngle = newValue
        } else if endAngle - newValue > Self.longestSpan(near: newValue) {
            endAngle = newValue + ArcSpan.fullTurn
        }
    }

    /// Sets where the arc ends (fraction 1); the start angle moves to keep `0 <= span <= 2π`.
    ///
    /// - Parameter newValue: The screen angle of the maximum, in radians.
    /// - Throws: ``RejectedValue`` (`.endAngle`) for a non-finite angle, leaving the
    ///   model unchanged.
    public mutating func setEndAngle(_ newValue: Double) throws(RejectedValue) {
        let newValue = try ValueMath.finite(newValue, for: .endAngle)
        endAngle = newValue
        if startAngle > newValue {
            startAngle = newValue
        } else if newValue - startAngle > Self.longestSpan(near: newValue) {
            startAngle = newValue - ArcSpan.fullTurn
        }
    }

    /// One turn plus the rounding error of `angle ± 2π`, so an arc that was made exactly one
    /// turn long never counts as longer and gets moved again.
    private static func longestSpan(near angle: Double) -> Double {
        ArcSpan.fullTurn + 4 * (abs(angle) + ArcSpan.fullTurn).ulp
    }
}
