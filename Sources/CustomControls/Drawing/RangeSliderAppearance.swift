import CustomControlsCGtk
import CustomControlsCore

// What the drawing recipes take from a control for one frame: its colours and shape,
// resolved from properties and CSS by the widget.

/// The colours and shape of a range slider, resolved for one frame.
struct RangeSliderAppearance: Hashable {
    var trackColor: RGBA
    var highlightColor: RGBA
    /// Each thumb's colour: each has a CSS node of its own, so they may differ.
    var lowerThumbColor: RGBA
    var upperThumbColor: RGBA
    /// 0 = square corners, 1 = fully round (the tutorial's default).
    var curvaceousness: Double

    /// The colour of `thumb`.
    func thumbColor(_ thumb: RangeSliderDrag.Thumb) -> RGBA {
        thumb == .lower ? lowerThumbColor : upperThumbColor
    }
}
