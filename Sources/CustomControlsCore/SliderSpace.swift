/// A slider's own space and its widget's: the same when horizontal, a quarter turn apart
/// when vertical.
///
/// A slider works in its own space, along the track from the minimum end (x) and then across
/// it (y), so its geometry and drags are written once for both orientations. A vertical slider
/// runs upwards: its own x grows from the widget's bottom edge and its own y from the left
/// edge. Points, rectangles and cairo's drawing all cross between the spaces, and doing it in
/// one place keeps the three from disagreeing.
///
/// ```swift
/// let space = SliderSpace(vertical: true, widgetSize: Size(width: 30, height: 300))
/// let along = space.sliderPoint(Point(x: 10, y: 290))    // (10.0, 10.0): near the minimum
/// let size = space.sliderSize                            // 300 along, 30 across
/// ```
public struct SliderSpace: Hashable, Sendable {
    /// Whether the slider runs upwards (its minimum at the bottom) instead of to the right.
    public var vertical: Bool
    /// The widget's size, in widget space.
    public var widgetSize: Size

    /// Creates the mapping for a slider of either orientation.
    ///
    /// - Parameters:
    ///   - vertical: Whether the slider runs upwards from the bottom.
    ///   - widgetSize: The widget's size.
    public init(vertical: Bool, widgetSize: Size) {
        self.vertical = vertical
        self.widgetSize = widgetSize
    }

    /// The slider's size in its own space: along the track, then across it.
    public var sliderSize: Size {
        vertical ? Size(width: widgetSize.height, height: widgetSize.width) : widgetSize
    }

    /// A widget point in the slider's space: `(height - y, x)` when vertical.
    ///
    /// - Parameter widgetPoint: A point in widget coordinates, such as a press.
    /// - Returns: The point along the track from the minimum end, then across it.
    public func sliderPoint(_ widgetPoint: Point) -> Point {
        vertical ? Point(x: widgetSize.height - widgetPoint.y, y: widgetPoint.x) : widgetPoint
    }

    /// A slider point in widget coordinates: `(y, height - x)` when vertical.
    ///
    /// - Parameter sliderPoint: A point along the track, then across it.
    /// - Returns: The point in widget coordinates.
    public func widgetPoint(_ sliderPoint: Point) -> Point {
        vertical ? Point(x: sliderPoint.y, y: widgetSize.height - sliderPoint.x) : sliderPoint
    }

    /// A rectangle of the slider's space in widget coordinates.
    ///
    /// When vertical, the rectangle turns with the space: its length along the track becomes
    /// its height, and its far end along the track becomes its top.
    ///
    /// - Parameter sliderRect: A rectangle in the slider's space, such as a thumb.
    /// - Returns: The rectangle covering the same pixels in widget coordinates.
    public func widgetRect(_ sliderRect: Rect) -> Rect {
        guard vertical else { return sliderRect }
        return Rect(x: sliderRect.y, y: widgetSize.height - sliderRect.x - sliderRect.width,
                    width: sliderRect.height, height: sliderRect.width)
    }

    /// The map from the slider's space into widget space, for cairo.
    ///
    /// Applied to a cairo context drawing the widget (`cairo_transform`), it lets the slider
    /// draw in its own space; it agrees with ``widgetPoint(_:)``.
    public var transform: AffineMatrix {
        vertical ? AffineMatrix(xx: 0, yx: -1, xy: 1, yy: 0, x0: 0, y0: widgetSize.height) : .identity
    }
}
