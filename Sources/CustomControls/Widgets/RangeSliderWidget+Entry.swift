import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// Typing a thumb's value (``ControlWidget/editable``): Enter on a focused thumb opens a
/// popover at it with a ``ValueEntry`` (``HandleValuePopover``, shared with the circular
/// range slider).
extension RangeSliderWidget: TypedHandles {
    func handleWidget(_ handle: RangeSliderDrag.Thumb) -> UnsafeMutablePointer<GtkWidget> { thumbWidget(handle) }

    func typedValue(of handle: RangeSliderDrag.Thumb) -> Double { handle == .lower ? model.lower : model.upper }

    /// Above a horizontal slider, beside a vertical one.
    var valuePopoverPosition: GtkPositionType { vertical ? GTK_POS_RIGHT : GTK_POS_TOP }

    /// A typed number moves the thumb as a key would: clamped into the range, snapped,
    /// stopping at the other thumb.
    func setTyped(_ number: Double, for handle: RangeSliderDrag.Thumb) {
        change { model in
            switch handle {
            case .lower: model.moveLower(to: number)
            case .upper: model.moveUpper(to: number)
            }
        }
    }
}
