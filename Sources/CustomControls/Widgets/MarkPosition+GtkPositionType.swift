import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

extension MarkPosition {
    /// The side GtkPositionType `position` names; an unknown one is `top`, GtkScale's default.
    init(_ position: GtkPositionType) {
        switch position {
        case GTK_POS_LEFT: self = .left
        case GTK_POS_RIGHT: self = .right
        case GTK_POS_BOTTOM: self = .bottom
        default: self = .top
        }
    }
}
