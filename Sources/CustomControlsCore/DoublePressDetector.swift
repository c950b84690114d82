/// Recognizes a double press: a second press soon after and near the first.
///
/// Pure: times are given in seconds by the caller, so it is tested without a clock.
///
/// ```swift
/// var detector = DoublePressDetector()
/// let first = detector.press(at: Point(x: 10, y: 10), time: 1.0)    // false
/// let second = detector.press(at: Point(x: 12, y: 11), time: 1.3)   // true: soon, near
/// ```
public struct DoublePressDetector: Equatable, Sendable {
    /// The longest time between the two presses, in seconds (GTK's default double-click time).
    public var interval: Double
    /// The farthest the second press may land from the first, in pixels.
    public var distance: Double
    private var last: (point: Point, time: Double)?

    /// Creates a detector that has seen no press yet.
    ///
    /// - Parameters:
    ///   - interval: The longest time between the two presses, in seconds (default 0.4).
    ///   - distance: The farthest the second press may land from the first, in pixels
    ///     (default 5).
    public init(interval: Double = 0.4, distance: Double = 5) {
        self.interval = interval
        self.distance = distance
    }

    /// A press at `point` at `time`: returns true when it completes a double press (which is
    /// then forgotten, so a third press starts over).
    ///
    /// - Parameters:
    ///   - point: Where the press landed.
    ///   - time: When, in seconds on any clock that does not run backwards.
    /// - Returns: Whether this press is the second of a double press.
    public mutating func press(at point: Point, time: Double) -> Bool {
        guard let previous = last else {
            last = (point, time)
            return false
        }
        let dx = point.x - previous.point.x, dy = point.y - previous.point.y
        let isDouble = time >= previous.time && time - previous.time <= interval && dx * dx + dy * dy <= distance * distance
        last = isDouble ? nil : (point, time)
        return isDouble
    }

    /// Whether two detectors have the same settings and remember the same last press.
    public static func == (a: Self, b: Self) -> Bool {
        a.interval == b.interval && a.distance == b.distance && a.last?.point == b.last?.point && a.last?.time == b.last?.time
    }
}
