import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// The range slider's marks take room beside the track for their labels, as GtkScale's do:
// above or below a horizontal slider, left or right of a vertical one. Adding, clearing and
// `snap-to-marks` are the value control's (ValueControl), the detents the drag's
// (RangeSliderDrag) and the keys' (KeyCommand).

extension RangeSliderState {
    /// The room the labels take before and after the track, measured with Pango once per
    /// change of the marks or the orientation, not per frame or layout.
    var markRoom: MarkRoom {
        let marks = model.marks
        if marks.isEmpty { return MarkRoom() }
        if let measured = measuredMarkRoom, measured.vertical == vertical, measured.marks == marks { return measured.room }
        let room = MarkRecipe.room(for: marks, vertical: vertical)
        measuredMarkRoom = (marks, vertical, room)
        return room
    }

    /// The labels' room across the track, in whole pixels, for measuring.
    var markRoomAcross: Int32 {
        let room = markRoom
        return Int32((room.before.rounded(.up) + room.after.rounded(.up)))
    }
}
