import CustomControlsCGtk
import Foundation
import CustomControlsCore

/// A control's marks as a cached layer draws them: the marks and the range that places them.
///
/// Part of a layer's look, so the ticks and labels are drawn once into the layer's image and a
/// frame with ten thousand marks costs what one without does (the comparison of an unchanged
/// look is one buffer identity check).
struct MarkLayout: Hashable {
    /// The marks, sorted by value.
    var marks: Marks
    /// The value at the start of the travel.
    var minimum: Double
    /// The value at its end.
    var maximum: Double
    /// How values spread along the travel: marks land where the value would on a logarithmic scale.
    var scale: ValueScale
    /// The labels' colour (the theme's foreground).
    var labelColor: RGBA

    /// Where `value` lies along the travel, 0...1; nil when it is outside the range now.
    func fraction(of value: Double) -> Double? {
        guard value >= min(minimum, maximum), value <= max(minimum, maximum) else { return nil }
        return scale.travel(of: value, minimum: minimum, maximum: maximum)
    }
}
