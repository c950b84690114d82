/// Where a knob or circular slider draws its modulation: a thin arc beside the track, from the
/// value to the modulated value (Bitwig's and Vital's second arc), so it never hides the value.
public struct ModulationRing: Hashable, Sendable {
    /// The arc's centre line's radius.
    public let radius: Double
    /// The arc's width.
    public let width: Double

    /// A ring of `radius` and `width`; a negative radius or width is 0.
    public init(radius: Double, width: Double) {
        self.radius = max(0, radius)
        self.width = max(0, width)
    }

    /// The screen angles the arc spans on `arc`: from the value to the modulated value, the
    /// latter clamped into the range (a modulation past an end stops there, as the sound does).
    ///
    /// - Parameters:
    ///   - arc: The control's span of screen angles.
    ///   - value: Where the value lies in the range, 0...1.
    ///   - modulated: Where the modulated value lies, any fraction.
    /// - Returns: The arc's ends; equal when nothing is modulated.
    public static func angles(on arc: ArcSpan, value: Double, modulated: Double) -> (from: Double, to: Double) {
        let from = ValueMath.clamp(value, 0, 1), to = modulated.isFinite ? ValueMath.clamp(modulated, 0, 1) : from
        return (arc.angle(atFraction: from), arc.angle(atFraction: to))
    }
}

extension KnobGeometry {
    /// The knob's modulation ring: just outside the track, half its width (at least a pixel)
    /// and as far from it, no further out than the pointer reaches.
    public var modulationRing: ModulationRing {
        let width = max(1, lineWidth / 2), gap = max(1, lineWidth / 2)
        let radius = min(trackRadius + lineWidth / 2 + gap + width / 2, outerRadius - width / 2)
        return ModulationRing(radius: trackRadius > 0 ? radius : 0, width: width)
    }
}

extension CircularSliderGeometry {
    /// The circular slider's modulation ring: just inside the ring, a quarter of the active
    /// arc's width (at least a pixel) and half as far from the ring, clear of the value's text.
    public var modulationRing: ModulationRing {
        let width = max(1, lineWidth / 4), gap = max(1, lineWidth / 8)
        return ModulationRing(radius: radius > 0 ? radius - ringWidth / 2 - gap - width / 2 : 0, width: width)
    }
}
