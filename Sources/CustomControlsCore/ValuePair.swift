/// The lower and upper value of a range slider, reported and animated together.
public struct ValuePair: Equatable, Sendable, CustomStringConvertible {
    /// The lower value.
    public var lower: Double
    /// The upper value.
    public var upper: Double

    /// Creates a pair, taken as it is (not ordered).
    ///
    /// - Parameters:
    ///   - lower: The lower value.
    ///   - upper: The upper value.
    public init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// The pair as text, e.g. `0.2...0.8`.
    public var description: String { "\(lower)...\(upper)" }
}
