import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// The parts' boxes: the ring's node over the widget, the handles over the drawn handles.
extension CircularRangeSliderState {
    /// The ring's node spans the widget; each handle's box sits over its drawn handle, so focus
    /// rings and accessible bounds are where the handles are.
    func layOutParts(width: Int32, height: Int32) {
        let size = Size(width: Double(width), height: Double(height))
        let geometry = geometry(for: size), shown = shownOnRing
        place(trough, Rect(x: 0, y: 0, width: size.width, height: size.height))
        let diameter = geometry.handleDiameter
        for (handle, value) in [(Handle.lower, shown.lower), (.upper, shown.upper)] {
            let center = geometry.handleCenter(atAngle: model.angle(for: value))
            place(handleWidget(handle), Rect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter))
        }
        allocateValuePart(at: geometry.center)
        presentValuePopover()
    }
}
