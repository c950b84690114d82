/// Whether a control's drawing is moving or at rest, told from the values its frames show.
///
/// A frame is moving while the value it shows changed, from one frame to a later one, less
/// than ``settleDelay`` seconds ago (a drag, an animation, keys held down); once that long has
/// passed without a change, frames are at rest. The first frame shown is at rest.
///
/// The widget layer draws moving frames in the form cheapest to draw anew every frame and
/// frames at rest in the form cheapest to keep, and asks for one redraw when the drawing
/// settles (``redrawDelay(at:)``), so that the frame a resting control keeps is a resting one.
///
/// ```swift
/// var watch = MotionWatch<Double>()
/// watch.frame(showing: 10, at: 0)      // false: the first frame is at rest
/// watch.frame(showing: 11, at: 0.02)   // true: the value moved
/// watch.redrawDelay(at: 0.02)          // 401: milliseconds until a redraw is at rest
/// watch.frame(showing: 11, at: 0.5)    // false: settled
/// ```
public struct MotionWatch<Shown: Equatable & Sendable>: Sendable {
    /// How long after the last change frames still count as moving, in seconds: longer than
    /// the gaps between a drag's pointer events, so a drag that pauses for a frame or two does
    /// not switch forms back and forth.
    public let settleDelay: Double
    /// What the last frame showed; nil before the first frame.
    public private(set) var shown: Shown?
    /// When the shown value last changed, in seconds; nil when it never did.
    public private(set) var movedAt: Double?

    public init(settleDelay: Double = 0.4) {
        self.settleDelay = max(settleDelay, 0)
    }

    /// A frame at `time` (seconds, on a clock that does not go back) shows `value`: records
    /// a change and returns whether the frame is moving.
    @discardableResult
    public mutating func frame(showing value: Shown, at time: Double) -> Bool {
        if let shown, shown != value { movedAt = time }
        shown = value
        return isMoving(at: time)
    }

    /// Whether a frame at `time` would be moving.
    public func isMoving(at time: Double) -> Bool {
        guard let movedAt else { return false }
        return time < movedAt + settleDelay
    }

    /// While moving at `time`: the whole milliseconds after which a frame is at rest (rounded
    /// up, plus one, so a timer of that length never fires a frame that is still moving); nil
    /// at rest, when no redraw is needed.
    public func redrawDelay(at time: Double) -> UInt32? {
        guard let movedAt, isMoving(at: time) else { return nil }
        let milliseconds = ((movedAt + settleDelay - time) * 1000).rounded(.up) + 1
        return UInt32(min(max(milliseconds, 1), Double(UInt32.max)))
    }
}
