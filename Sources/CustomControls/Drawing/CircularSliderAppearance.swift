import CustomControlsCGtk
import CustomControlsCore

// What the drawing recipes take from a control for one frame: its colours and shape,
// resolved from properties and CSS by the widget.

/// The colours of a circular slider, resolved for one frame.
struct CircularSliderAppearance: Hashable {
    var ringColor: RGBA
    /// The active arc's gradient, top to bottom of the widget.
    var gradientStart: RGBA
    var gradientEnd: RGBA
    var handleColor: RGBA
    /// Whether light catches the ring's edges along the active arc: thin white lines along
    /// its inner and outer edge, as the tutorial's "lighting effect" adds.
    var lighting: Bool

    /// The tutorial's look derived from a tint: the gradient runs from the tint to the tint turned
    /// 60° in hue (the tutorial's blue to violet), over a ring that is black unless CSS says
    /// otherwise (a high-contrast theme gives it the text colour).
    init(tint: RGBA, ring: RGBA = RGBA(white: 0), gradientStart: RGBA? = nil, gradientEnd: RGBA? = nil, lighting: Bool = true) {
        ringColor = ring
        self.lighting = lighting
        self.gradientStart = gradientStart ?? tint
        self.gradientEnd = gradientEnd ?? (gradientStart ?? tint).rotatingHue(by: 60)
        handleColor = RGBA(white: 1, alpha: 0.7)
    }
}
