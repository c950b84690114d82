import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// Typing a handle's value (``ControlWidget/editable``): Enter on a focused handle opens a
/// popover at it with a ``ValueEntry``, as on the range slider (``HandleValuePopover``).
extension CircularRangeSliderWidget: TypedHandles {
    func typedValue(of handle: Handle) -> Double { model.value(of: handle) }

    var valuePopoverPosition: GtkPositionType { GTK_POS_TOP }

    /// A typed number puts the handle there: wrapped round into the ring when it wraps (390 is
    /// 30), else clamped, and snapped; the other handle stays (the typed one stops the
    /// minimum distance short of it).
    func setTyped(_ number: Double, for handle: Handle) {
        change { $0.setTyped(number, for: handle) }
    }
}
