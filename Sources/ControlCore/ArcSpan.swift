/// An arc of a circle along which a value runs, in screen angles.
///
/// Angles are radians measured clockwise from the +x axis, as cairo draws with y growing
/// downwards. The value's fraction 0 sits at `start` and fraction 1 at `start + sweep`; a
/// positive sweep runs clockwise on screen, a negative one counter-clockwise. `|sweep| <= 2π`;
/// what is left of the circle is the *gap* (the knob's dead zone).
public struct ArcSpan: Hashable, Sendable {
    public static let fullTurn = 2 * Double.pi

    /// The screen angle of fraction 0.
    public let start: Double
    /// The screen angle of fraction 1.
    public let end: Double

    /// Creates an arc from `start` to `end`; a non-finite angle becomes the other one (or 0),
    /// and `end` is kept within one turn of `start`.
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
    public func angle(atFraction fraction: Double) -> Double {
        ValueMath.interpolate(from: start, to: end, fraction: fraction)
    }

    /// The angle from `start` to `pointerAngle`, measured in the sweep's direction and unwrapped
    /// so that it lies in `[middle of gap - 2π, middle of gap)`.
    ///
    /// On the arc this is 0...|sweep|. In the gap, the half next to the end gives values above
    /// |sweep| and the half next to the start gives negative values: the nearer end wins, and
    /// the seam sits in the middle of the gap, where a pointer is farthest from either end.
    public func offset(ofPointerAngle pointerAngle: Double) -> Double {
        let direction: Double = sweep < 0 ? -1 : 1
        var offset = ((pointerAngle - start) * direction).truncatingRemainder(dividingBy: Self.fullTurn)
        if offset < 0 { offset += Self.fullTurn }
        if offset >= seam { offset -= Self.fullTurn }
        return offset
    }

    /// The fraction (0...1) an offset stands for: the nearer end for offsets in the gap.
    public func fraction(atOffset offset: Double) -> Double {
        guard sweep != 0 else { return 0 }
        return ValueMath.clamp(offset / abs(sweep), 0, 1)
    }

    /// The fraction a pointer at `pointerAngle` points to, with no memory of earlier pointers.
    public func fraction(atPointerAngle pointerAngle: Double) -> Double {
        fraction(atOffset: offset(ofPointerAngle: pointerAngle))
    }

    /// The offset of the middle of the gap, where the nearer end changes sides.
    private var seam: Double { abs(sweep) + gap / 2 }
}
