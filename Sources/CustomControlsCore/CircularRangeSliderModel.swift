/// Two values on a ring, and the range between them: a circular range slider's state.
///
/// The ring runs from ``minimum`` to ``maximum`` (0...360 by default), whose ends are one
/// angle. The range runs from ``lower`` forwards (towards growing values) to ``upper`` and may
/// cross the end: lower 330 and upper 30 is a range of 60 over 0. Lower equal to upper is a
/// range of no length, never the whole ring. The ring's angles (``startAngle``, ``inverted``)
/// and the values' snapping are those of ``CircularSliderModel``, whose model one handle's
/// drag runs on (``handleModel(_:)``).
///
/// Invariants, at every moment: all fields finite, both values in `minimum...maximum` and on
/// the step grid, and ``length`` at least ``distance`` (the values' order on the ring is kept).
///
/// ```swift
/// var sleep = CircularRangeSliderModel()
/// try sleep.setMaximum(24)
/// try sleep.setStep(0.25)
/// try sleep.setValues(lower: 22, upper: 6)     // across midnight
/// let hours = sleep.length                     // 8
/// ```
public struct CircularRangeSliderModel: Equatable, Sendable {
    /// One of the two handles (the range slider's thumbs have the same two names).
    public typealias Handle = RangeSliderDrag.Thumb

    /// The bounds, the step grid, and the lower value (``lower``).
    public private(set) var bounded = BoundedValue(minimum: 0, maximum: 360, value: 0, step: 1)
    /// The upper value: where the range ends, forwards from ``lower`` (default 90).
    public private(set) var upper: Double = 90
    /// The least length of the range (limited to ``longestLength``); 0 lets the handles meet.
    public private(set) var minimumDistance: Double = 0
    /// The screen angle (radians, clockwise from +x) of the minimum: 3 o'clock by default.
    public private(set) var startAngle: Double = 0
    /// Whether the values grow clockwise on screen (counter-clockwise by default, as on the
    /// circular slider).
    public var inverted = false
    /// Whether a handle dragged or stepped across the end comes round from the other side;
    /// without it a handle holds the end, and the range dragged whole stops where one of its
    /// handles reaches the end. Programmatic values may cross the end either way.
    public var wraps = false
    /// Labelled places on the ring, sorted by value.
    public var marks = Marks()
    /// Whether drags stick at marks and keys stop on them.
    public var snapsToMarks = false

    /// Creates a ring of 0...360 in steps of 1 with the range 0...90.
    public init() {}

    /// The lower value: where the range begins.
    public var lower: Double { bounded.value }
    /// The lowest value (also the highest: the ends are one angle).
    public var minimum: Double { bounded.minimum }
    /// The highest value.
    public var maximum: Double { bounded.maximum }
    /// The grid spacing; 0 means continuous.
    public var step: Double { bounded.step }
    /// The ring is linear: a logarithmic scale across the ring's end has no meaning.
    public var scale: ValueScale { .linear }
    /// The marks that hold a drag or stop a key: ``marks`` when ``snapsToMarks`` is on.
    public var stoppingMarks: Marks? { snapsToMarks ? marks : nil }
    /// Both values, the unit of a change report and of animation.
    public var values: ValuePair { ValuePair(lower: lower, upper: upper) }

    /// The ring's length in value units (0 for equal bounds).
    public var span: Double {
        let span = maximum - minimum
        return span.isFinite ? span : 0
    }

    /// The range's length: from ``lower`` forwards to ``upper``, in `0..<span`.
    public var length: Double { forwardDistance(from: lower, to: upper) }

    /// The longest a range can be: the ring less one step (less a thousandth of the ring when
    /// continuous, or when a step is too small to shorten the ring's length at all), so that a
    /// handle stops before it meets the other from behind; 0 when the step is the ring or
    /// longer, as its grid then has one place on the ring.
    public var longestLength: Double {
        guard span > 0 else { return 0 }
        return max(0, span - (step > 0 && span - step < span ? step : span / 1000))
    }

    /// The distance in force: ``minimumDistance``, at most ``longestLength``.
    public var distance: Double { min(minimumDistance, longestLength) }

    /// How far forwards (towards growing values, round the end) `target` is from `value`, in
    /// `0..<span`.
    public func forwardDistance(from value: Double, to target: Double) -> Double {
        guard span > 0 else { return 0 }
        let distance = ValueMath.wrap(target - value, period: span)
        return distance < span ? distance : 0
    }

    /// The signed move from `value` to `target` the shorter way round the ring.
    public func shortestMove(from value: Double, to target: Double) -> Double {
        let forward = forwardDistance(from: value, to: target)
        return forward > span / 2 ? forward - span : forward
    }

    /// `value` brought round into `minimum...maximum`, not snapped (an animation's frame, which
    /// may have gone round past the end).
    public func onRing(_ value: Double) -> Double {
        value >= minimum && value <= maximum ? value : minimum + forwardDistance(from: minimum, to: value)
    }

    /// The value `length` (at most ``span``) forwards of `value`, round the end: never past
    /// the largest double, as `value + length` would be on a ring near it.
    func forwards(from value: Double, by length: Double) -> Double {
        let room = maximum - value
        return length <= room ? value + length : minimum + (length - room)
    }

    /// The value `length` (at most ``span``) backwards of `value`, round the end.
    func backwards(from value: Double, by length: Double) -> Double {
        let room = value - minimum
        return length <= room ? value - length : maximum - (length - room)
    }

    /// `value` brought round into `minimum...maximum` and snapped to the grid: to the nearest
    /// point, or outward with `rounding` `.up` or `.down`. A value a rounding error of the
    /// ring's size from a grid point is on it: a length measured on a ring of 1e6 is off by
    /// up to 1e-10, and snapping that outward would cost a whole step.
    ///
    /// The ring's size is the scale here, not in `ValueMath.snap`: only the ring's own
    /// arithmetic (round the end, lengths) carries it; a linear model's value need not.
    public func wrapped(_ value: Double, rounding: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Double {
        let value = onRing(value)
        let nearest = ValueMath.snap(value, minimum: minimum, maximum: maximum, step: step)
        // The nearest point is the answer for the default rounding: no second snap.
        guard rounding != .toNearestOrAwayFromZero,
              abs(nearest - value) > 1e-12 * max(1, abs(minimum), abs(maximum)) else { return nearest }
        return ValueMath.snap(value, minimum: minimum, maximum: maximum, step: step, rounding: rounding)
    }

    // MARK: Setters

    /// Sets the lower bound; a maximum below it moves up, and both values are clamped.
    /// - Throws: ``RejectedValue`` (`.minimum`) for NaN or ±infinity, changing nothing.
    public mutating func setMinimum(_ newValue: Double) throws(RejectedValue) {
        try bounded.setMinimum(newValue)
        resnap()
    }

    /// Sets the upper bound; a minimum above it moves down, and both values are clamped.
    /// - Throws: ``RejectedValue`` (`.maximum`) for NaN or ±infinity, changing nothing.
    public mutating func setMaximum(_ newValue: Double) throws(RejectedValue) {
        try bounded.setMaximum(newValue)
        resnap()
    }

    /// Sets the grid spacing (negative is 0, continuous); both values snap to it.
    /// - Throws: ``RejectedValue`` (`.step`) for NaN or ±infinity, changing nothing.
    public mutating func setStep(_ newValue: Double) throws(RejectedValue) {
        try bounded.setStep(newValue)
        resnap()
    }

    /// Sets the least length of the range (negative is 0; more than ``longestLength`` counts as
    /// that); the upper value moves forwards if the range is shorter.
    /// - Throws: ``RejectedValue`` (`.minimumDistance`) for NaN or ±infinity, changing nothing.
    public mutating func setMinimumDistance(_ newValue: Double) throws(RejectedValue) {
        minimumDistance = max(0, try ValueMath.finite(newValue, for: .minimumDistance))
        keepDistance(holding: .lower)
    }

    /// Sets the lower value (clamped, snapped); a range then shorter than ``distance`` moves
    /// its upper value forwards.
    /// - Throws: ``RejectedValue`` (`.lower`) for NaN or ±infinity, changing nothing.
    public mutating func setLower(_ newValue: Double) throws(RejectedValue) {
        try bounded.setValue(try ValueMath.finite(newValue, for: .lower))
        keepDistance(holding: .lower)
    }

    /// Sets the upper value (clamped, snapped); a range then shorter than ``distance`` moves
    /// its lower value backwards.
    /// - Throws: ``RejectedValue`` (`.upper`) for NaN or ±infinity, changing nothing.
    public mutating func setUpper(_ newValue: Double) throws(RejectedValue) {
        upper = bounded.snapped(try ValueMath.finite(newValue, for: .upper))
        keepDistance(holding: .upper)
    }

    /// Sets both values, taken in this order round the ring (`(330, 30)` is 60 across the end);
    /// nothing changes unless both are finite.
    /// - Throws: ``RejectedValue`` (`.lower` or `.upper`), changing nothing.
    public mutating func setValues(lower newLower: Double, upper newUpper: Double) throws(RejectedValue) {
        let newLower = try ValueMath.finite(newLower, for: .lower)
        let newUpper = try ValueMath.finite(newUpper, for: .upper)
        try bounded.setValue(newLower)
        upper = bounded.snapped(newUpper)
        keepDistance(holding: .lower)
    }

    /// Sets the screen angle of the minimum.
    /// - Throws: ``RejectedValue`` (`.startAngle`) for a non-finite angle, changing nothing.
    public mutating func setStartAngle(_ newValue: Double) throws(RejectedValue) {
        startAngle = try ValueMath.finite(newValue, for: .startAngle)
    }

    // MARK: Moving a handle along the ring

    /// Puts `handle` `length` along the ring from the other handle (the upper one forwards of
    /// the lower, the lower one backwards of the upper), the length held in
    /// ``distance``...``longestLength``: a handle stops at the other instead of passing it.
    /// When the length needs no holding, the handle takes `exactly` (a drag's or a key's own
    /// value, which keeps the maximum apart from the minimum).
    ///
    /// - Parameters:
    ///   - handle: The handle to move; the other stays.
    ///   - length: The range's new length, unwrapped (negative or beyond the ring is held).
    ///   - exactly: The value the handle takes when `length` needs no holding.
    public mutating func place(_ handle: Handle, atLength length: Double, exactly: Double) {
        guard length.isFinite, exactly.isFinite else { return }
        let held = ValueMath.clamp(length, distance, max(distance, longestLength))
        let other = handle == .lower ? upper : lower
        let pushed = handle == .upper ? forwards(from: other, by: held) : backwards(from: other, by: held)
        let target = held == length ? exactly : wrapped(pushed, rounding: handle == .upper ? .up : .down)
        switch handle {
        case .lower: try? bounded.setValue(target)
        case .upper: upper = bounded.snapped(target)
        }
        keepDistance(holding: handle == .lower ? .upper : .lower)
    }

    /// Moves `handle` to `target` along its path (with ``wraps`` the shorter way round, else
    /// straight, never across the end), stopping at the other handle.
    ///
    /// - Parameters:
    ///   - handle: The handle to move.
    ///   - target: Where it should go; out of range it is clamped first.
    public mutating func move(_ handle: Handle, to target: Double) {
        guard target.isFinite else { return }
        let target = bounded.snapped(target)
        let from = value(of: handle)
        let moved = wraps ? shortestMove(from: from, to: target) : target - from
        place(handle, atLength: length + (handle == .upper ? moved : -moved), exactly: target)
    }

    /// Puts `handle` at a typed number: brought round into the ring when it ``wraps`` (390 is
    /// 30 on 0...360), else clamped, and snapped. The other handle stays; the typed one stops
    /// ``distance`` short of it.
    ///
    /// ```swift
    /// var ring = CircularRangeSliderModel()         // 0...360, range 0...90
    /// ring.setTyped(330, for: .lower)               // 330...90, across the end
    /// ```
    ///
    /// - Parameters:
    ///   - number: The typed number (non-finite changes nothing).
    ///   - handle: The handle typed for.
    public mutating func setTyped(_ number: Double, for handle: Handle) {
        guard number.isFinite else { return }
        let target = handleModel(handle).value(forTyped: number)
        let length = handle == .lower ? forwardDistance(from: target, to: upper) : forwardDistance(from: lower, to: target)
        place(handle, atLength: length, exactly: target)
    }

    /// Moves `handle` as a key or wheel `command` does: a step, a page or an end, coming round
    /// past the end when the ring ``wraps``, stopping at the other handle and (with
    /// ``snapsToMarks``) at marks.
    ///
    /// - Parameters:
    ///   - command: What the key does.
    ///   - handle: The focused handle.
    ///   - increments: What a step and a page move.
    public mutating func apply(_ command: KeyCommand, to handle: Handle, increments: Increments) {
        let target = increments.value(after: command, from: value(of: handle), minimum: minimum, maximum: maximum, wraps: wraps,
                                      marks: stoppingMarks)
        move(handle, to: target)
    }

    /// Turns both values by `shift` (value units) from `start`, keeping the length: with
    /// ``wraps`` round the end freely, else only as far as neither value passes the end.
    ///
    /// - Parameters:
    ///   - start: The values the turn is measured from (a drag's press).
    ///   - shift: How far to turn, forwards when positive.
    public mutating func rotate(from start: ValuePair, by shift: Double) {
        guard shift.isFinite else { return }
        var shift = shift
        let least = max(minimum - start.lower, minimum - start.upper), most = min(maximum - start.lower, maximum - start.upper)
        if !wraps { shift = ValueMath.clamp(shift, least, most) }
        if step > 0 {
            // To the grid; without wraps never past the end: the nearest step may lie beyond
            // the clamp (a step that does not divide the ring), the one towards zero does not.
            let rounded = (shift / step).rounded() * step
            shift = !wraps && (rounded > most || rounded < least) ? (shift / step).rounded(.towardZero) * step : rounded
        }
        let newLower = start.lower + shift, newUpper = start.upper + shift
        try? bounded.setValue(newLower >= minimum && newLower <= maximum ? newLower : wrapped(newLower))
        upper = newUpper >= minimum && newUpper <= maximum ? bounded.snapped(newUpper) : wrapped(newUpper)
        keepDistance(holding: .lower)
    }

    // MARK: Angles

    /// The ring the values run along: a full turn from ``startAngle``, reversed when ``inverted``.
    public var arc: ArcSpan { handleModel(.lower).arc }

    /// Where `value` lies along the ring, 0...1.
    public func fraction(of value: Double) -> Double { bounded.fraction(of: value) }

    /// The screen angle of `value`.
    public func angle(for value: Double) -> Double { arc.angle(atFraction: fraction(of: value)) }

    /// One handle seen as a circular slider: the ring, its snapping, wrapping and marks, with
    /// that handle's value. A handle's drag runs the circular slider's ``AngularDrag`` on it.
    ///
    /// - Parameter handle: The handle whose value the model holds.
    /// - Returns: A full-circle circular slider model.
    public func handleModel(_ handle: Handle) -> CircularSliderModel {
        var model = CircularSliderModel()
        model.bounded = bounded
        try? model.bounded.setValue(value(of: handle))
        try? model.setStartAngle(startAngle)
        try? model.setEndAngle(startAngle - ArcSpan.fullTurn)
        model.inverted = inverted
        model.wraps = wraps
        model.marks = marks
        model.snapsToMarks = snapsToMarks
        return model
    }

    // MARK: Invariants

    private mutating func resnap() {
        upper = bounded.snapped(upper)
        keepDistance(holding: .lower)
    }

    /// Lengthens a range shorter than ``distance`` by moving the handle not `held`. Lengths are
    /// compared to within a trillionth of the ring too: round the end of a ring of 1e308, no
    /// value lies 0.2 behind 0, so a range that short cannot be lengthened there.
    private mutating func keepDistance(holding held: Handle) {
        let gap = distance
        guard gap > 0, length < gap - 1e-12 * max(1, abs(lower), abs(upper), gap, span) else { return }
        switch held {
        case .lower: upper = wrapped(forwards(from: lower, by: gap), rounding: .up)
        case .upper: try? bounded.setValue(wrapped(backwards(from: upper, by: gap), rounding: .down))
        }
    }
}

extension CircularRangeSliderModel: MarkedModel {}
