import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// What a range slider's frame shows, as its painter (RangeSliderPainter) takes it.

extension RangeSliderState {
    /// Unset colours come from the parts' CSS (each thumb's from its own `slider` node); the
    /// range's from the tint, inherited tint or the `highlight` node, in that order.
    var appearance: RangeSliderAppearance {
        RangeSliderAppearance(
            trackColor: trackColor ?? cssColor(of: trough),
            highlightColor: trackHighlightColor ?? tintColor ?? TintScope.inheritedTint(for: widget) ?? cssColor(of: highlight),
            lowerThumbColor: thumbColor ?? cssColor(of: lowerThumb),
            upperThumbColor: thumbColor ?? cssColor(of: upperThumb),
            curvaceousness: curvaceousness)
    }

    /// The thumbs drawn pressed: the dragged one, or both while a press on both is undecided.
    var pressedThumbs: Set<RangeSliderDrag.Thumb> {
        guard let session = interaction.session else { return [] }
        return session.thumb.map { [$0] } ?? [.lower, .upper]
    }

    /// What a frame at `size` shows now: the shown values, resolved colours, the pressed and
    /// focused thumbs, and the dragged values' labels while ``showLabels`` is on.
    func frame(size: Size, scale: Double) -> RangeSliderPainter.Frame {
        let shown = displayedValue
        let focused = focusedHandle
        let pressed = pressedThumbs
        var labels: [RangeSliderPainter.Label] = []
        if showLabels, interaction.isDragging, !pressed.isEmpty {
            let color = valueTextColor
            labels = pressed.map { thumb in
                let value = thumb == .lower ? shown.lower : shown.upper
                return RangeSliderPainter.Label(text: text(for: value), color: color, fraction: model.fraction(of: value))
            }
        }
        // The marks' labels and ticks sit on the window's background, beside the track, so they
        // take the control's own foreground, not the `value` part's (white, for the pills).
        let marks = markLayout(labelColor: cssColor(of: widget))
        return RangeSliderPainter.Frame(
            geometry: geometry(for: size), space: sliderSpace(for: size), scale: scale, appearance: appearance,
            lower: model.fraction(of: shown.lower), upper: model.fraction(of: shown.upper),
            pressed: pressed, focusRing: gtk_widget_has_visible_focus(thumbWidget(focused)) != 0 ? focused : nil,
            labels: labels, marks: marks)
    }
}
