@testable import CustomControls
import CustomControlsCGtk

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

extension TwoValueControl {
    /// The popover for typing a handle's value, once made.
    var valuePopover: UnsafeMutablePointer<GtkWidget>? { handlePopover?.popover }
    /// The popover's entry, once made.
    var popoverEntry: ValueEntry? { handlePopover?.entry }
}

extension CircularRangeSliderPainter {
    /// Whether the last frame's fixed end was the lower one; nil before the first frame.
    var lowerEndWasFixed: Bool? { lastEnds?.lowerIsFixed }
}

/// A GTK pointer that may cross a C callback boundary.
///
/// GTK is confined to one thread; this wrapper only lets a pointer travel through Swift's
/// concurrency checking into closures that GTK calls back on that same thread.
struct UncheckedPointer<Pointee>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Pointee>
}
