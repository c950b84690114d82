/// A value model that carries marks: the knob's, the circular slider's and the range slider's.
public protocol MarkedModel: MarkKeeping {
    /// Labelled places on the travel, sorted by value.
    var marks: Marks { get set }
    /// Where `value` lies along the travel, 0...1 (the model's own mapping).
    func fraction(of value: Double) -> Double
    /// The lowest value a mark may have.
    var minimum: Double { get }
    /// The highest value a mark may have.
    var maximum: Double { get }
    /// How values spread along the travel.
    var scale: ValueScale { get }
}

extension RangeSliderModel: MarkedModel {}
