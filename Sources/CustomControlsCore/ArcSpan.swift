/// An arc of a circle along which a value runs, in screen angles.
///
/// Angles are radians measured clockwise from the +x axis, as cairo draws with y growing
/// downwards. The value's fraction 0 sits at `start` and fraction 1 at `start + sweep`; a
/// positive sweep runs clockwise on screen, a negative one counter-clockwise. `|sweep| <= 2π`;
/// what is left of the circle is the *gap* (the knob's dead zone).
///
/// ```swift
/// let arc = ArcSpan(start: 0, end: -.pi)     // a half circle, counter-clockwise over the top
/// let top = arc.angle(atFraction: 0.5)         // -π/2: 12 o'clock
/// let low = arc.fraction(atPointerAngle: 0.4 * .pi)   // 0: in the gap, nearer the start
/// ```
public struct ArcSpan: Hashable, Sendable {
    /// One full turn, 2π radians.
    public static let fullTurn = 2 * Double.pi

    /// The signed turn from `angle` to `target` the shorter way round, in -π...π: how far a
    /// pointer moved between two readings, or how far it is from where it points.
    package static func shortestTurn(from angle: Double, to target: Double) -> Double {
        var turn = (target - angle).truncatingRemainder(dividingBy: fullTurn)
        if turn > .pi { turn -= fullTurn } else if turn < -.pi { turn += fullTurn }
        return turn
    }

    /// The screen angle of fraction 0.
    public let start: Double
    /// The screen angle of fraction 1.
    public let end: Double

    /// Creates an arc from `start` to `end`; a non-finite angle becomes the other one (or 0),
    /// and `end` is kept within one turn of `start`.
    ///
    /// - Parameters:
    ///   - start: The screen angle of fraction 0, in radians.
    ///   - end: The screen angle of fraction 1, in radians; more than a turn away from `start`
    ///     it is clamped to exactly one turn.
    public init(start: Double, end: Double) {
        let start = start.isFinite ? start : (end.isFinite ? end : 0)
        self.start = start
        self.end = end.isFinite ? ValueMath.clamp(end, start - Self.fullTurn, start + Self.fullTurn) : start
    }

    /// The signed angle from fraction 0 to fraction 1.
    public var sweep: Double { end - start }

    /// The part of the circle the arc does not cover.
    public var gap: Double { Self.fullTurn - abs(sweep) }

    /// The screen angle at `fraction` along the arc.
    ///
    /// - Parameter fraction: 0 at ``start``, 1 at ``end``; clamped to 0...1.
    /// - Returns: The angle in radians.
    public func angle(atFraction fraction: Double) -> Double {
        ValueMath.interpolate(from: start, to: end, fraction: fraction)
    }

    /// The angle from `start` to `pointerAngle`, measured in the sweep's direction and unwrapped
    /// so that it lies in `[middle of gap - 2π, middle of gap)`.
    ///
    /// On the arc this is 0...|sweep|. In the gap, the half next to the end gives values above
    /// |sweep| and the half next to the start gives negative values: the nearer end wins, and
    /// the seam sits in the middle of the gap, where a pointer is farthest from either end.
    ///
    /// - Parameter pointerAngle: A screen angle, in radians (any turn).
    /// - Returns: The unwrapped offset, in radians.
    public func offset(ofPointerAngle pointerAngle: Double) -> Double {
        let direction: Double = sweep < 0 ? -1 : 1
        var offset = ValueMath.wrap((pointerAngle - start) * direction, period: Self.fullTurn)
        if offset >= seam { offset -= Self.fullTurn }
        return offset
    }

    /// The fraction (0...1) an offset stands for: the nearer end for offsets in the gap.
    ///
    /// - Parameter offset: An offset from ``offset(ofPointerAngle:)``.
    /// - Returns: The fraction, clamped to 0...1; 0 on an arc of no length.
    public func fraction(atOffset offset: Double) -> Double {
        guard sweep != 0 else { return 0 }
        return ValueMath.clamp(offset / abs(sweep), 0, 1)
    }

    /// The fraction a pointer at `pointerAngle` points to, with no memory of earlier pointers.
    ///
    /// - Parameter pointerAngle: A screen angle, in radians.
    /// - Returns: The fraction, 0...1; the nearer end for a pointer in the gap.
    public func fraction(atPointerAngle pointerAngle: Double) -> Double {
        fraction(atOffset: offset(ofPointerAngle: pointerAngle))
    }

    /// The offset of the middle of the gap, where the nearer end changes sides.
    private var seam: Double { abs(sweep) + gap / 2 }
}
