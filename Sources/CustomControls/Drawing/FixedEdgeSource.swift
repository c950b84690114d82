import CustomControlsCGtk
import CustomControlsCore
import Foundation

/// How the cairo form shows the lit ring in the cells the wedge's fixed edge crosses.
enum FixedEdgeSource {
    /// The lit ring cut along the fixed edge (``LitWedge/drawLitFromFixedEdge(_:)``), cached
    /// per look: those cells are plain copies of it, as the cells inside the wedge.
    case cut(Raster)
    /// The lit ring through the fixed edge's mask, which the control keeps (nil: made for
    /// this frame): a few hundred bytes where a cut is the control's whole box.
    case mask(EdgeMask?)
}
