/// A model of two values within bounds: the range slider's (``RangeSliderModel``) and the
/// circular range slider's (``CircularRangeSliderModel``).
///
/// What the two share, under the same names and rules: a non-finite value throws
/// ``RejectedValue`` and changes nothing; a finite one is clamped (or, on a ring, brought
/// round) by the model, which keeps ``minimumDistance`` between the values.
public protocol TwoValueModel: MarkedModel, HandlePairModel where ReportedValue == ValuePair {
    /// The lower value (the range slider's lower thumb, the ring's range start).
    var lower: Double { get }
    /// The upper value.
    var upper: Double { get }
    /// Both values, the unit of a change report and of animation.
    var values: ValuePair { get }
    /// The least distance between the two values.
    var minimumDistance: Double { get }
    /// Sets the lowest value.
    mutating func setMinimum(_ newValue: Double) throws(RejectedValue)
    /// Sets the highest value.
    mutating func setMaximum(_ newValue: Double) throws(RejectedValue)
    /// Sets the lower value.
    mutating func setLower(_ newValue: Double) throws(RejectedValue)
    /// Sets the upper value.
    mutating func setUpper(_ newValue: Double) throws(RejectedValue)
    /// Sets both values at once.
    mutating func setValues(lower newLower: Double, upper newUpper: Double) throws(RejectedValue)
    /// Sets the least distance between the values.
    mutating func setMinimumDistance(_ newValue: Double) throws(RejectedValue)
}

extension TwoValueModel {
    /// The value of one of the two: the lower or the upper.
    ///
    /// - Parameter which: Which value.
    /// - Returns: ``lower`` or ``upper``.
    public func value(of which: RangeSliderDrag.Thumb) -> Double { which == .lower ? lower : upper }

    /// A change report carries both values.
    public var reportedValue: ValuePair { values }

    /// Sets both values.
    public mutating func setReportedValue(_ value: ValuePair) throws(RejectedValue) {
        try setValues(lower: value.lower, upper: value.upper)
    }
}

extension RangeSliderModel: TwoValueModel {}
extension CircularRangeSliderModel: TwoValueModel {}
