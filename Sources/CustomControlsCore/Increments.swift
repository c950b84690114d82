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
    ///   - scale: How the values spread along the travel (default linear); on a non-linear one
    ///     see ``value(after:from:minimum:maximum:wraps:along:)``.
    ///   - marks: Marks a step or a page stops on when it would cross them (the model's `snapsToMarks`),
    ///     or nil. A move to an end, or round past one, does not stop.
    /// - Returns: The new value, within `minimum...maximum`; `value` itself when the move would
    ///   not be finite.
    public func value(after command: KeyCommand, from value: Double, minimum: Double, maximum: Double, wraps: Bool = false,
                      scale: ValueScale = .linear, marks: Marks? = nil) -> Double {
        let target = scale.isLinear(minimum: minimum, maximum: maximum)
            ? linearValue(after: command, from: value, minimum: minimum, maximum: maximum, wraps: wraps)
            : self.value(after: command, from: value, minimum: minimum, maximum: maximum, wraps: wraps, along: scale)
        guard let marks else { return target }
        switch command {
        case .toMinimum, .toMaximum: return target
        case .step(let count), .fineStep(let count), .page(let count):
            let from = ValueMath.clamp(value, minimum, maximum)
            // A move that came round past an end went the other way: it crossed no mark.
            guard count != 0, (count > 0) == (target > from) else { return target }
            return marks.stop(from: from, to: target)
        }
    }

    /// `value` after `command` on a linear scale.
    private func linearValue(after command: KeyCommand, from value: Double, minimum: Double, maximum: Double, wraps: Bool) -> Double {
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
        return ValueMath.clamp(target, minimum, maximum)
    }

    /// `value` after `command` on a non-linear `scale`: a step (or page) moves the share of the
    /// travel that it is of the whole range, so a sweep takes as many presses as on a linear
    /// scale, and evenly spread ones.
    ///
    /// An explicit ``step`` is then the grid in value units: a step or page snaps to it after
    /// the move, and a move that snapping would undo (where the scale crowds values, one step
    /// of travel can be less than one grid step) goes to the next grid point instead, so every
    /// press moves. An automatic step (1% of the range) is no grid here: a linear grid would
    /// swallow the crowded end of the scale. A fine step never snaps. With `wraps`, a move past
    /// an end comes in from the other, as on a linear scale.
    ///
    /// - Parameters:
    ///   - command: What the key or wheel notch does.
    ///   - value: The value now (clamped into the bounds first).
    ///   - minimum: The lowest value.
    ///   - maximum: The highest value.
    ///   - wraps: Whether a move past an end comes in from the other.
    ///   - scale: The scale the travel follows.
    /// - Returns: The new value, within `minimum...maximum`.
    public func value(after command: KeyCommand, from value: Double, minimum: Double, maximum: Double, wraps: Bool,
                      along scale: ValueScale) -> Double {
        let value = ValueMath.clamp(value, minimum, maximum)
        let amount: Double
        var snaps = step > 0 && step.isFinite
        switch command {
        case .toMinimum: return minimum
        case .toMaximum: return maximum
        case .step(let count): amount = Double(count) * effectiveStep(minimum: minimum, maximum: maximum)
        case .fineStep(let count):
            amount = Double(count) * effectiveStep(minimum: minimum, maximum: maximum) / 10
            snaps = false
        case .page(let count): amount = Double(count) * effectivePage(minimum: minimum, maximum: maximum)
        }
        guard amount != 0, amount.isFinite else { return value }
        let travel = scale.travel(from: value, movedBy: amount, minimum: minimum, maximum: maximum)
        if wraps {
            // The ends are one point: a move past one is the same move from the other.
            if travel > 1, value >= maximum { return self.value(after: command, from: minimum, minimum: minimum, maximum: maximum, wraps: false, along: scale) }
            if travel < 0, value <= minimum { return self.value(after: command, from: maximum, minimum: minimum, maximum: maximum, wraps: false, along: scale) }
        }
        let moved = scale.value(atTravel: travel, minimum: minimum, maximum: maximum)
        guard snaps else { return moved }
        let snapped = ValueMath.snap(moved, minimum: minimum, maximum: maximum, step: step, origin: minimum)
        if amount > 0, snapped <= value { return ValueMath.step(value, by: 1, minimum: minimum, maximum: maximum, step: step, origin: minimum) }
        if amount < 0, snapped >= value { return ValueMath.step(value, by: -1, minimum: minimum, maximum: maximum, step: step, origin: minimum) }
        return snapped
    }
}
