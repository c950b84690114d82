/// The cross-section of a circular slider's lit ring: how opaque the glowing arc and the dark
/// ring under it are at a distance from the ring's centre line.
///
/// The tutorial blurs the arc's mask; the look here stacks `layers` translucent bands, widest
/// (and faintest) first, over an opaque core one line width across. Each band's edge is
/// smoothed over one device pixel, as an antialiased stroke's is. Because the ring is round,
/// the whole lit ring is this profile turned about the centre, so it can be drawn pixel by
/// pixel without stroking anything.
///
/// ```swift
/// let profile = GlowProfile(lineWidth: 20, ringWidth: 30, glow: 8)
/// profile.maskAlpha(atDistance: 0, pixel: 1)    // 1: the arc's opaque core
/// profile.maskAlpha(atDistance: 17.5, pixel: 1) // 0.12: only the widest band
/// ```
public struct GlowProfile: Hashable, Sendable {
    /// The width of the arc's opaque core, in pixels.
    public let lineWidth: Double
    /// The width of the dark ring under the arc, in pixels.
    public let ringWidth: Double
    /// How far the widest band reaches past the core, in pixels.
    public let glow: Double
    /// How many translucent bands make the glow.
    public let layers: Int
    /// The opacity of one band.
    public let layerAlpha: Double

    /// A profile for an arc `lineWidth` wide over a ring `ringWidth` wide, glowing `glow`
    /// pixels further in `layers` bands of `layerAlpha` each. Widths that are not finite and
    /// non-negative count as 0.
    public init(lineWidth: Double, ringWidth: Double, glow: Double, layers: Int = 8, layerAlpha: Double = 0.12) {
        // Nothing here is user input (the geometry is already finite), but a width that is not
        // a finite non-negative number must still draw nothing rather than garbage.
        func width(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
        self.lineWidth = width(lineWidth)
        self.ringWidth = width(ringWidth)
        self.glow = width(glow)
        self.layers = max(0, layers)
        self.layerAlpha = layerAlpha.isFinite ? ValueMath.clamp(layerAlpha, 0, 1) : 0
    }

    /// How far from the centre line anything is drawn, plus one pixel of smoothing.
    public func reach(pixel: Double) -> Double {
        max(ringWidth / 2, lineWidth / 2 + glow) + pixel
    }

    /// The opacity of the arc's mask at `distance` from the centre line, for pixels `pixel`
    /// wide: the core, and the bands 1...layers reaching `glow * band / layers` further.
    public func maskAlpha(atDistance distance: Double, pixel: Double) -> Double {
        guard lineWidth > 0 else { return 0 }
        var clear = 1 - Self.coverage(halfWidth: lineWidth / 2, distance: distance, pixel: pixel)
        if glow > 0 {
            for band in 1...max(1, layers) where layers > 0 {
                let halfWidth = lineWidth / 2 + glow * Double(band) / Double(layers)
                clear *= 1 - layerAlpha * Self.coverage(halfWidth: halfWidth, distance: distance, pixel: pixel)
            }
        }
        return 1 - clear
    }

    /// The opacity of the dark ring at `distance` from the centre line.
    public func ringAlpha(atDistance distance: Double, pixel: Double) -> Double {
        Self.coverage(halfWidth: ringWidth / 2, distance: distance, pixel: pixel)
    }

    /// How much of a pixel `pixel` wide centred at `distance` a band of `halfWidth` covers.
    static func coverage(halfWidth: Double, distance: Double, pixel: Double) -> Double {
        guard halfWidth > 0, pixel > 0 else { return 0 }
        return ValueMath.clamp((halfWidth - abs(distance)) / pixel + 0.5, 0, 1)
    }
}
