/// A control's marks, kept sorted by value (marks of equal value in the order added).
///
/// Sorted, so that the marks a drag or a key crosses are found by bisection: ten thousand
/// marks cost a drag step a dozen comparisons, not ten thousand.
///
/// ```swift
/// var marks = Marks()
/// marks.add(Mark(value: 0, markup: "C"))
/// marks.add(Mark(value: -1, markup: "L"))
/// marks.firstReached(after: -1, through: 1)?.value   // 0
/// ```
public struct Marks: Hashable, Sendable, RandomAccessCollection {
    private var items: [Mark] = []

    /// Whether some mark has a label outside the track (above or to the left), which needs
    /// room round an arc. Kept as marks are added, as each frame's geometry asks for it.
    public private(set) var haveLabelsOutside = false

    /// Creates an empty collection.
    public init() {}

    public var startIndex: Int { items.startIndex }
    public var endIndex: Int { items.endIndex }
    public subscript(position: Int) -> Mark { items[position] }

    /// Adds `mark` after any marks of the same value.
    ///
    /// - Parameter mark: The mark; its value must be finite (the widget checks).
    public mutating func add(_ mark: Mark) {
        items.insert(mark, at: index(after: mark.value, key: { $0 }))
        if mark.markup != nil && mark.position.isOutside { haveLabelsOutside = true }
    }

    /// Removes every mark.
    public mutating func removeAll() {
        items.removeAll()
        haveLabelsOutside = false
    }

    /// The index of the first mark whose key is above `key`.
    private func index(after key: Double, key keyOf: (Double) -> Double) -> Int {
        var low = 0, high = items.count
        while low < high {
            let middle = (low + high) / 2
            if keyOf(items[middle].value) <= key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The index of the first mark whose key is at or above `key`.
    private func index(atOrAfter key: Double, key keyOf: (Double) -> Double) -> Int {
        var low = 0, high = items.count
        while low < high {
            let middle = (low + high) / 2
            if keyOf(items[middle].value) < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first mark a move from `start` to `end` reaches, not counting one at `start`: its
    /// key, and its own value (which the key does not give back exactly on a logarithmic scale).
    ///
    /// The marks are compared through `key`, which must not decrease as the value grows (a
    /// model's value-to-fraction mapping, so that a logarithmic scale is followed).
    ///
    /// - Parameters:
    ///   - start: Where the move begins (excluded).
    ///   - end: Where it ends (included); below `start` for a move down.
    ///   - key: Maps a mark's value into the space of `start` and `end`; the identity by default.
    /// - Returns: The mark's key and value, or nil when the move reaches none.
    public func firstReached(after start: Double, through end: Double, key: (Double) -> Double = { $0 }) -> (key: Double, value: Double)? {
        if end > start {
            let index = index(after: start, key: key)
            guard index < items.count else { return nil }
            let reached = key(items[index].value)
            return reached <= end ? (reached, items[index].value) : nil
        }
        if end < start {
            let index = index(atOrAfter: start, key: key) - 1
            guard index >= 0 else { return nil }
            let reached = key(items[index].value)
            return reached >= end ? (reached, items[index].value) : nil
        }
        return nil
    }

    /// The value of the mark that lies exactly at `place` (compared through `key`).
    ///
    /// - Parameters:
    ///   - place: The place to look at.
    ///   - key: Maps a mark's value into the space of `place`; the identity by default.
    /// - Returns: The mark's value, or nil when no mark's key equals `place`.
    public func value(at place: Double, key: (Double) -> Double = { $0 }) -> Double? {
        let index = index(atOrAfter: place, key: key)
        return index < items.count && key(items[index].value) == place ? items[index].value : nil
    }

    /// Where a key move from `value` to `target` stops: on the first mark it would cross or
    /// reach, or at `target`.
    ///
    /// - Parameters:
    ///   - value: The value before the key.
    ///   - target: Where the key would move it.
    /// - Returns: The first mark's value strictly between them (or at `target`), else `target`.
    public func stop(from value: Double, to target: Double) -> Double {
        firstReached(after: value, through: target)?.value ?? target
    }
}
