/// A model whose two values are two handles, each an accessible slider over its own travel:
/// the two-value controls' lower and upper values on one travel (``TwoValueModel``), the XY
/// pad's x and y on two (``XYPadModel``).
///
/// The widget layer gives each handle a child with an adjustment and a value a screen reader
/// reads and sets; this is what it asks of the model for that.
public protocol HandlePairModel: MarkKeeping, ReportingModel {
    /// The bounds of `handle`'s travel and its value.
    func travel(of handle: RangeSliderDrag.Thumb) -> (minimum: Double, maximum: Double, value: Double)
}

extension TwoValueModel {
    /// Both handles travel the whole range.
    public func travel(of handle: RangeSliderDrag.Thumb) -> (minimum: Double, maximum: Double, value: Double) {
        (minimum, maximum, value(of: handle))
    }
}

extension XYPadModel: HandlePairModel {
    /// The first handle (`lower`) is the x axis, the second (`upper`) the y axis.
    public func travel(of handle: RangeSliderDrag.Thumb) -> (minimum: Double, maximum: Double, value: Double) {
        let axis = self[handle == .lower ? Axis.x : .y]
        return (axis.minimum, axis.maximum, axis.value)
    }
}
