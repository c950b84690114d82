/// Follows a pointer around an arc without ever jumping across the gap.
///
/// The value follows the pointer's angle. A pointer in the gap selects the nearer end; a
/// pointer that travels on through the middle of the gap (or, on a full circle, across the
/// seam between the maximum and the minimum) does not make the value leap to the other end:
/// the value holds the end it passed until the pointer comes back the same way.
///
/// ```swift
/// let arc = ArcSpan(start: KnobModel.defaultStartAngle, end: KnobModel.defaultEndAngle)
/// var tracker = ArcPointerTracker(arc: arc, pointerAngle: 0)
/// let fraction = tracker.fraction(atPointerAngle: 0.2)
/// ```
public struct ArcPointerTracker: Equatable, Sendable {
    /// The arc the pointer is followed along.
    public let arc: ArcSpan
    private var lastOffset: Double
    /// +1 while holding the end after the pointer passed it, -1 for the start, 0 following.
    public private(set) var heldEnd: Int = 0

    /// Starts following a pointer at `pointerAngle`.
    ///
    /// - Parameters:
    ///   - arc: The arc the value runs along.
    ///   - pointerAngle: The pointer's first screen angle, in radians.
    public init(arc: ArcSpan, pointerAngle: Double) {
        self.arc = arc
        lastOffset = arc.offset(ofPointerAngle: pointerAngle)
    }

    /// The fraction (0...1) for the pointer's new angle.
    ///
    /// Between two calls the pointer is taken to have moved the short way round.
    ///
    /// - Parameter pointerAngle: The pointer's screen angle, in radians.
    /// - Returns: The fraction along ``arc``; 0 or 1 while an end is held.
    public mutating func fraction(atPointerAngle pointerAngle: Double) -> Double {
        let offset = arc.offset(ofPointerAngle: pointerAngle)
        // Offsets jump by a full turn exactly when the pointer crosses the seam in the gap;
        // between two events a pointer moves the short way round (less than half a turn).
        if offset - lastOffset < -Double.pi {
            heldEnd = min(heldEnd + 1, 1)
        } else if offset - lastOffset > Double.pi {
            heldEnd = max(heldEnd - 1, -1)
        }
        lastOffset = offset
        switch heldEnd {
        case 1: return 1
        case -1: return 0
        default: return arc.fraction(atOffset: offset)
        }
    }

    /// The fraction for the angle the tracker started at.
    public var initialFraction: Double { arc.fraction(atOffset: lastOffset) }
}
