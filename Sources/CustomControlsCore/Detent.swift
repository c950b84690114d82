/// Marks that hold a drag: a drag that reaches a mark sticks there for ``holdDistance`` pixels
/// of further pointer travel, then leaves it (the detent of Ardour's and robtk's knobs).
///
/// Every drag state machine computes where the pointer puts the value as a fraction of the
/// travel (0...1, through the model's value-to-fraction mapping, so a logarithmic scale is
/// followed) and passes it through ``apply(_:slack:marks:key:wraps:)``; the detent returns
/// where the value goes. The pointer travel a hold absorbs is kept as an offset, so leaving a
/// mark never makes the value jump; moving back before the hold is used up leaves the mark the
/// way it came.
///
/// ```swift
/// var detent = Detent(at: 0.4)
/// let slack = 8.0 / 200                        // 8 px of a 200 px travel
/// detent.apply(0.55, slack: slack, marks: marks, key: { ($0 + 1) / 2 })   // 0.5: held at 0 of -1...1
/// ```
public struct Detent: Equatable, Sendable {
    /// The pointer travel a mark absorbs before the drag leaves it, in pixels.
    public static let holdDistance = 8.0

    /// The mark the drag sticks at now.
    private struct Hold: Equatable, Sendable {
        /// The mark's fraction.
        var mark: Double
        /// The mark's own value.
        var value: Double
        /// The pointer's fraction when the hold began.
        var entry: Double
        /// +1 when the drag reached the mark moving up, -1 moving down, 0 when it began on it.
        var direction: Double
    }

    /// How far (as a fraction) the pointer is ahead of the value, from the holds it left.
    private var offset = 0.0
    private var hold: Hold?
    /// The fraction the detent last returned.
    private var last: Double
    /// The value of the mark the last ``apply(_:slack:marks:key:wraps:)`` held the drag at, or
    /// nil when it did not: the drag gives the value this rather than the fraction mapped
    /// back through the scale, which lands a hair off the mark on a logarithmic one.
    public private(set) var heldValue: Double?

    /// Starts at `fraction`, the value's place at the press.
    ///
    /// - Parameter fraction: Where the value is; with the pointer there too.
    public init(at fraction: Double) {
        last = fraction
    }

    /// The drag's pointer-to-fraction mapping changed (fine-tuning switched): the pointer's
    /// fraction is now `fraction`, the value's place. A hold under way starts afresh there.
    ///
    /// - Parameter fraction: The value's place, where the pointer's fraction now begins.
    public mutating func rebase(at fraction: Double) {
        offset = 0
        if let held = hold { hold = Hold(mark: held.mark, value: held.value, entry: fraction, direction: 0) }
        last = fraction
    }

    /// Where the value goes when the pointer puts it at `pointer`.
    ///
    /// - Parameters:
    ///   - pointer: The pointer's place as a fraction of the travel (may lie past 0...1).
    ///   - slack: ``holdDistance`` as a fraction of the travel at the drag's current speed.
    ///   - marks: The marks that hold, or nil for none (snapping to marks off).
    ///   - key: The model's value-to-fraction mapping.
    ///   - wraps: Whether the travel wraps (a full circle): a jump of more than half of it is
    ///     the pointer coming round the seam and crosses no mark.
    /// - Returns: The value's fraction.
    public mutating func apply(_ pointer: Double, slack: Double, marks: Marks?, key: (Double) -> Double, wraps: Bool = false) -> Double {
        heldValue = nil
        guard let marks, !marks.isEmpty, slack.isFinite, slack >= 0 else {
            last = pointer - offset
            return last
        }
        if let held = hold {
            let beyond = pointer - held.entry
            // Exactly the hold distance still holds, though the pointer's fractions were
            // computed along different paths (a leftward 8 px came out a hair over 8 px).
            let reach = slack * (1 + 1e-9)
            if held.direction == 0 {
                if abs(beyond) <= reach { return holding(held) }
                offset += beyond > 0 ? slack : -slack
            } else {
                let onward = beyond * held.direction
                if onward >= 0, onward <= reach { return holding(held) }
                if onward > slack { offset += slack * held.direction }
            }
            hold = nil
            last = held.mark
        }
        let candidate = pointer - offset
        if wraps, abs(candidate - last) > 0.5 {
            last = candidate
            return candidate
        }
        guard let mark = marks.firstReached(after: last, through: candidate, key: key) else {
            last = candidate
            return candidate
        }
        // The hold's 8 px count from where the pointer is now, even when this one event
        // carried it past the mark (a fast flick still stops there); the overshoot joins
        // the offset, so that the value stays continuous.
        let held = Hold(mark: mark.key, value: mark.value, entry: pointer, direction: candidate > last ? 1 : -1)
        hold = held
        offset = pointer - mark.key
        last = mark.key
        return holding(held)
    }

    /// Returns the fraction of the mark `held`, recording its value in ``heldValue``.
    private mutating func holding(_ held: Hold) -> Double {
        heldValue = held.value
        return held.mark
    }

    /// Starts on a mark when the value begins exactly on one, so that a drag from a pan knob
    /// at its centre must first pull it out of the detent.
    ///
    /// - Parameters:
    ///   - marks: The marks that hold.
    ///   - key: The model's value-to-fraction mapping.
    public mutating func holdIfOnMark(_ marks: Marks?, key: (Double) -> Double) {
        guard let marks, hold == nil, let value = marks.value(at: last, key: key) else { return }
        hold = Hold(mark: last, value: value, entry: last, direction: 0)
    }
}
