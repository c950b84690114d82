import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// The range slider's orientation and the spaces it lays out in: the slider's own and the widget's.

extension RangeSliderState {
    /// The direction, as GtkOrientable has it.
    var orientation: GtkOrientation { vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL }

    func setOrientation(_ orientation: GtkOrientation) {
        let vertical = orientation == GTK_ORIENTATION_VERTICAL
        guard vertical != self.vertical else { return }
        self.vertical = vertical
        themeParts?.setOrientation(orientation)
        gtk_widget_queue_resize(widget)
        queueDraw()
        notify(RangeSliderProperty.orientation)
    }

    /// The widget's space and the slider's own (CustomControlsCore's ``SliderSpace``): a vertical
    /// slider's is the widget's turned a quarter, with the minimum at the bottom.
    func sliderSpace(for size: Size) -> SliderSpace {
        SliderSpace(vertical: vertical, widgetSize: size)
    }
}
