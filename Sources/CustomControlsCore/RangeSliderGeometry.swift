/// Where the parts of a range slider sit in a widget of a given size.
///
/// After the tutorial: the thumbs are squares as tall as the widget, the track is the widget inset
/// vertically by a 3.5th of its height, and thumb centres travel over the width minus one thumb.
/// Every result is finite for every size, zero included.
public struct RangeSliderGeometry: Hashable, Sendable {
    /// The slider's size in its own space (a vertical slider's is the widget's turned).
    public let size: Size
    /// Whether the minimum is on the right (an inverted slider, or right-to-left text).
    public let mirrored: Bool
    /// A thumb side given by the drawing (a GTK theme's scale), or nil for the tutorial's.
    private let givenThumbSide: Double?
    /// Room kept across the track for marks' labels: before it (above a horizontal slider,
    /// left of a vertical one) and after it. The track and the thumbs fill the band between.
    public private(set) var roomBefore = 0.0
    public private(set) var roomAfter = 0.0

    /// Lays out a range slider.
    ///
    /// - Parameters:
    ///   - size: The slider's size, along the track and across it.
    ///   - mirrored: Whether the minimum is on the right (default false).
    public init(size: Size, mirrored: Bool = false) {
        self.size = size
        self.mirrored = mirrored
        givenThumbSide = nil
    }

    /// Lays out a range slider whose thumbs the drawing sizes: a GTK theme's scale, whose
    /// thumb centres travel from `thumbSide / 2` to the width less that.
    ///
    /// - Parameters:
    ///   - size: The slider's size, along the track and across it.
    ///   - mirrored: Whether the minimum is on the right.
    ///   - thumbSide: The thumb's side; clamped to 0 and the width, 0 when not finite.
    public init(size: Size, mirrored: Bool, thumbSide: Double) {
        self.size = size
        self.mirrored = mirrored
        givenThumbSide = thumbSide.isFinite ? ValueMath.clamp(thumbSide, 0, max(0, size.width)) : 0
    }

    /// The same layout with `before` and `after` kept free across the track (for marks'
    /// labels), each clamped to 0 and, if the two do not fit, shrunk in proportion.
    ///
    /// ```swift
    /// let geometry = RangeSliderGeometry(size: Size(width: 200, height: 50)).reserving(before: 0, after: 20)
    /// geometry.band        // y 0, height 30: thumbs of 30 px, labels in the 20 px below
    /// ```
    ///
    /// - Parameters:
    ///   - before: The room above a horizontal slider (left of a vertical one).
    ///   - after: The room below it (right of it).
    /// - Returns: The geometry with its track and thumbs in the band between.
    public func reserving(before: Double, after: Double) -> RangeSliderGeometry {
        var reserved = self
        let before = before.isFinite ? max(0, before) : 0, after = after.isFinite ? max(0, after) : 0
        let height = max(0, size.height)
        let shrink = before + after > height && before + after > 0 ? height / (before + after) : 1
        reserved.roomBefore = before * shrink
        reserved.roomAfter = after * shrink
        return reserved
    }

    /// The band across the slider that the track and the thumbs fill: the whole slider less
    /// the room kept for labels.
    public var band: Rect {
        Rect(x: 0, y: roomBefore, width: size.width, height: max(0, size.height - roomBefore - roomAfter))
    }

    /// The side of a thumb: the band's height (its width, if that is smaller), or the side
    /// the drawing gave.
    public var thumbSide: Double { givenThumbSide ?? min(band.height, size.width) }

    /// How far a thumb centre travels from the minimum to the maximum.
    public var usableLength: Double { max(0, size.width - thumbSide) }

    /// The track's rectangle.
    public var trackRect: Rect {
        band.insetBy(dx: 0, dy: band.height / 3.5)
    }

    /// The x coordinate of a thumb centre at `fraction` (0...1) of the range.
    ///
    /// - Parameter fraction: Where the value lies in the range; clamped to 0...1.
    /// - Returns: The x coordinate, mirrored when ``mirrored``.
    public func position(atFraction fraction: Double) -> Double {
        let fraction = ValueMath.clamp(fraction, 0, 1)
        return usableLength * (mirrored ? 1 - fraction : fraction) + thumbSide / 2
    }

    /// The fraction of the range a thumb centre at `x` stands for, clamped to 0...1.
    ///
    /// - Parameter x: An x coordinate.
    /// - Returns: The fraction; 0 when the track has no usable length or `x` is not finite.
    public func fraction(atPosition x: Double) -> Double {
        guard usableLength > 0, x.isFinite else { return 0 }
        let along = ValueMath.clamp((x - thumbSide / 2) / usableLength, 0, 1)
        return mirrored ? 1 - along : along
    }

    /// The change of fraction for a horizontal pointer travel of `dx` pixels.
    ///
    /// - Parameter dx: The travel, positive to the right.
    /// - Returns: The change of fraction (negated when ``mirrored``); 0 when the track has no
    ///   usable length or `dx` is not finite.
    public func fractionDelta(forTravel dx: Double) -> Double {
        guard usableLength > 0, dx.isFinite else { return 0 }
        return (mirrored ? -dx : dx) / usableLength
    }

    /// The rectangle of a thumb whose value lies at `fraction` of the range.
    ///
    /// - Parameter fraction: Where the thumb's value lies in the range; clamped to 0...1.
    /// - Returns: A square of side ``thumbSide``, centred across the ``band``.
    public func thumbRect(atFraction fraction: Double) -> Rect {
        let side = thumbSide
        return Rect(x: position(atFraction: fraction) - side / 2, y: roomBefore + (band.height - side) / 2, width: side, height: side)
    }
}
