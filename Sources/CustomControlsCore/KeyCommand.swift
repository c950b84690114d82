/// What a key does to a control's value, independent of which key it was.
///
/// The widget layer maps key presses to commands (arrows and +/- step, Ctrl+arrows and
/// Page Up/Down page, Home/End go to the ends, as GtkScale); the models apply them.
///
/// ```swift
/// let increments = Increments()                 // automatic: 1% and 10% of the range
/// let next = increments.value(after: .step(1), from: 0.5, minimum: 0, maximum: 1)   // 0.51
/// ```
public enum KeyCommand: Equatable, Sendable {
    /// Move `count` steps (negative: towards the minimum).
    case step(Int)
    /// Move `count` tenths of a step (fine-tuning, e.g. Shift with the scroll wheel).
    case fineStep(Int)
    /// Move `count` pages.
    case page(Int)
    /// Go to the minimum (Home).
    case toMinimum
    /// Go to the maximum (End).
    case toMaximum

    /// The same command with its direction reversed (for mirrored or inverted controls).
    public var reversed: KeyCommand {
        switch self {
        case .step(let count): .step(-count)
        case .fineStep(let count): .fineStep(-count)
        case .page(let count): .page(-count)
        case .toMinimum: .toMaximum
        case .toMaximum: .toMinimum
        }
    }
}

/// How far a step and a page move a value by keyboard or scroll wheel.
///
/// Zero means automatic: a step is 1% and a page 10% of the range, as the issue of GtkScale
/// users asks. Negative or non-finite increments are treated as automatic.
public struct Increments: Equatable, Sendable {
    /// What a step moves; 0 (or anything not positive and finite) is 1% of the range.
    public var step: Double
    /// What a page moves; 0 (or anything not positive and finite) is 10% of the range.
    public var page: Double

    /// Creates increments.
    ///
    /// - Parameters:
    ///   - step: What a step moves (default 0: automatic).
    ///   - page: What a page moves (default 0: automatic).
    public init(step: Double = 0, page: Double = 0) {
        self.step = step
        self.page = page
    }

    /// The step in force for values in `minimum...maximum`.
    ///
    /// - Parameters:
    ///   - minimum: The lowest value.
    ///   - maximum: The highest value.
    /// - Returns: ``step``, or 1% of the range when it is automatic.
    public func effectiveStep(minimum: Double, maximum: Double) -> Double {
        step > 0 && step.isFinite ? step : Self.fraction(0.01, minimum, maximum)
    }

    /// The page in force for values in `minimum...maximum`.
    ///
    /// - Parameters:
    ///   - minimum: The lowest value.
    ///   - maximum: The highest value.
    /// - Returns: ``page``, or 10% of the range when it is automatic.
    public func effectivePage(minimum: Double, maximum: Double) -> Double {
        page > 0 && page.isFinite ? page : Self.fraction(0.1, minimum, maximum)
    }

    private static func fraction(_ share: Double, _ minimum: Double, _ maximum: Double) -> Double {
        let span = maximum - minimum
        return span.isFinite ? span * share : maximum * share - minimum * share
    }

    /// `value` after `command`, clamped to the bounds.
    ///
    /// A step moves to the next point of the step grid (`minimum + k * step`); a page moves by
    /// a page and then snaps to the step grid (as GtkRange pages); a fine step moves a tenth of
    /// a step and does not snap. With `wraps` (the circular slider, whose ends are one angle),
    /// a move from an end past it is made from the other end instead: one step up from the
    /// maximum is one step above the minimum, and one step down from the minimum is one step
    /// down from the maximum (the highest grid point below it).
    ///
    /// - Parameters:
    ///   - command: What the key or wheel notch does.
    ///   - value: The value now (clamped into the bounds first).
    ///   - minimum: The lowest value.
    ///   - maximum: The highest value.
    ///   - wraps: Whether a move past an end comes in from the other (default false).
    ///   - marks: Marks a step or a page stops on when it would cross them (`snap-to-marks`),
    ///     or nil. A move to an end, or round past one, does not stop.
    /// - Returns: The new value, within `minimum...maximum`; `value` itself when the move would
    ///   not be finite.
    public func value(after command: KeyCommand, from value: Double, minimum: Double, maximum: Double, wraps: Bool = false, marks: Marks? = nil) -> Double {
        let value = ValueMath.clamp(value, minimum, maximum)
        let step = effectiveStep(minimum: minimum, maximum: maximum)
        let target: Double
        switch command {
        case .toMinimum: return minimum
        case .toMaximum: return maximum
        case .step(let count): target = ValueMath.step(value, by: count, minimum: -.greatestFiniteMagnitude, maximum: .greatestFiniteMagnitude, step: step, origin: minimum)
        case .fineStep(let count): target = value + Double(count) * step / 10
        case .page(let count):
            let moved = value + Double(count) * effectivePage(minimum: minimum, maximum: maximum)
            target = ValueMath.snap(moved, minimum: -.greatestFiniteMagnitude, maximum: .greatestFiniteMagnitude, step: step, origin: minimum)
        }
        guard target.isFinite else { return value }
        let span = maximum - minimum
        if wraps, span > 0, span.isFinite {
            // The ends are one point, so a move past one is the same move from the other. Made
            // from there, it lands on the step grid even when the range is no whole number of
            // steps (shifting the target by the span would land between grid points).
            if target > maximum, value >= maximum { return self.value(after: command, from: minimum, minimum: minimum, maximum: maximum) }
            if target < minimum, value <= minimum { return self.value(after: command, from: maximum, minimum: minimum, maximum: maximum) }
        }
        let clamped = ValueMath.clamp(target, minimum, maximum)
        return marks?.stop(from: value, to: clamped) ?? clamped
    }
}
