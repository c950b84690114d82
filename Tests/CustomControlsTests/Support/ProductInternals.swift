@testable import CustomControls

// What the tests read of the product's internals, kept here rather than in the product.

extension KnobPainter {
    /// The image of the track the last frame painted: nil before the first frame, and for a
    /// knob too big for images. Knobs that look alike share one.
    var trackRaster: Raster? { track.raster }
}

extension RangeSliderPainter {
    /// The images of the thumbs at rest the last frames painted (nil: none yet, or too big);
    /// thumbs of one colour share one.
    var restingThumbRasters: (lower: Raster?, upper: Raster?) { (lowerThumb.resting.raster, upperThumb.resting.raster) }
}

extension ValueControl {
    /// Whether an animation is under way.
    var isAnimating: Bool { animation != nil }
}
