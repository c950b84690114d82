import CustomControlsCGtk
import CustomControlsCore

/// Draws an XY pad's frames from ``XYPadRecipe``'s shapes: the field, its grid lines, the
/// crosshair, the handle and its focus ring.
///
/// Every part is a few rectangles and rounded rectangles, so a frame is drawn afresh each time
/// with no cached image: under GTK 4.14+'s GPU renderers (the node form) as stock colour,
/// border and rounded-clip nodes, which upload nothing; otherwise as one cairo node. It reads
/// no widget state, so a frame's pixels depend on the frame alone.
final class XYPadPainter {
    /// Everything a pad's pixels depend on, for one frame.
    struct Frame {
        var geometry: XYPadGeometry
        /// Device pixels per logical pixel: where the lines' edges fall.
        var scale: Double
        /// How the frame is built, for the renderer that draws it.
        var form: DrawingForm = .cairo
        /// Where the handle is, as fractions of each axis (y upwards).
        var handle: XYPadModel.Values
        /// The grid lines, as fractions of their axes.
        var gridX: [Double] = []
        var gridY: [Double] = []
        /// The field's colour (its `trough` node's), the tint (the crosshair, the focus ring)
        /// and the handle's (its `slider` nodes').
        var fieldColor: RGBA
        var tint: RGBA
        var handleColor: RGBA
        /// Whether lines cross the field through the handle.
        var crosshair: Bool
        /// Whether the handle is drawn pressed (it is being dragged).
        var pressed: Bool
        /// Whether the handle is ringed for visible keyboard focus.
        var focusRing: Bool
    }

    /// The grid lines' colour: the field's edge colour, faint.
    static let gridColor = RGBA(white: 0, alpha: 0.15)

    /// Draws `frame` into `snapshot` (a `GtkSnapshot *`).
    func draw(_ frame: Frame, into snapshot: OpaquePointer) {
        let size = frame.geometry.size
        guard size.width > 0, size.height > 0 else { return }
        let shapes = Self.shapes(of: frame)
        if frame.form == .nodes {
            Snapshot.append(shapes, to: snapshot, in: SliderSpace(vertical: false, widgetSize: size))
        } else {
            Cairo.draw(into: snapshot, bounds: Rect(x: 0, y: 0, width: size.width, height: size.height)) { cairo in
                Cairo.draw(cairo, shapes)
            }
        }
    }

    /// The frame's shapes, bottom to top.
    static func shapes(of frame: Frame) -> [Shape] {
        let geometry = frame.geometry, pixels = DevicePixels(scale: frame.scale)
        let center = geometry.point(x: frame.handle.x, y: frame.handle.y)
        var shapes = XYPadRecipe.field(size: geometry.size, handleRadius: geometry.handleRadius, color: frame.fieldColor, curvaceousness: 1)
        shapes += XYPadRecipe.gridLines(geometry: geometry, x: frame.gridX, y: frame.gridY, color: gridColor, pixels: pixels)
        if frame.crosshair { shapes += XYPadRecipe.crosshair(geometry: geometry, center: center, color: frame.tint, pixels: pixels) }
        shapes += XYPadRecipe.handle(center: center, radius: geometry.handleRadius, color: frame.handleColor, pressed: frame.pressed)
        if frame.focusRing { shapes += XYPadRecipe.focusRing(center: center, radius: geometry.handleRadius, color: frame.tint) }
        return shapes
    }
}
