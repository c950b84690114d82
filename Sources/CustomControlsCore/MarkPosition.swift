/// Which side of the track a mark's label goes to.
///
/// On the range slider ``top`` and ``bottom`` are the sides of a horizontal track, ``left``
/// and ``right`` those of a vertical one. On the arcs ``top`` and ``left`` put the label
/// outside the arc, ``bottom`` and ``right`` inside it.
public enum MarkPosition: CaseIterable, Hashable, Sendable {
    /// Left of a vertical track; outside an arc.
    case left
    /// Right of a vertical track; inside an arc.
    case right
    /// Above a horizontal track; outside an arc.
    case top
    /// Below a horizontal track; inside an arc.
    case bottom

    /// Whether the label goes outside an arc (``top``, ``left``) rather than inside it.
    public var isOutside: Bool { self == .top || self == .left }
}
