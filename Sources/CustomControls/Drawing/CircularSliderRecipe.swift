import CustomControlsCGtk
import CustomControlsCore

/// The circular slider's drawing recipe: stateless cairo calls for its parts after the
/// tutorial's TBCircularSlider. ``CircularSliderPainter`` caches
/// them as images and composes a frame from those: the ring, the ring lit by the active arc
/// all along (seen through the wedge up to the value: ``LitWedge``), and the handle.
package enum CircularSliderRecipe {
    /// The dark ring under the arc's whole span (a partial circle's ring is partial too).
    static func drawRing(_ cairo: OpaquePointer, geometry: CircularSliderGeometry, arc: ArcSpan, color: RGBA) {
        guard geometry.radius > 0 else { return }
        Cairo.arc(cairo, center: geometry.center, radius: geometry.radius, along: arc, to: 1)
        Cairo.setColor(cairo, color)
        cairo_set_line_width(cairo, geometry.ringWidth)
        cairo_stroke(cairo)
    }

    /// The ring lit all along by the active arc, glowing by `glow`, written pixel by pixel
    /// into the image `cairo` draws on (which must be empty): the arc's gradient seen through
    /// the glow profile, over the dark ring. No stroke is drawn, so a new glow level (which a
    /// drag reaches every few frames) costs one pass over the ring's pixels.
    ///
    /// The whole circle is lit; a partial circle's frame only shows the part of it in the
    /// wedge up to the value, which lies within the arc's span.
    static func drawLitRing(_ cairo: OpaquePointer, geometry: CircularSliderGeometry, glow: Double, appearance: CircularSliderAppearance) {
        guard geometry.radius > 0, let image = cairo_get_target(cairo), cairo_image_surface_get_format(image) == CAIRO_FORMAT_ARGB32 else { return }
        cairo_surface_flush(image)
        guard let data = cairo_image_surface_get_data(image) else { return }
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(image, &scaleX, &scaleY)
        let scale = scaleX
        let width = Int(cairo_image_surface_get_width(image)), height = Int(cairo_image_surface_get_height(image))
        let stride = Int(cairo_image_surface_get_stride(image))
        let pixel = 1 / scale
        let profile = GlowProfile(lineWidth: geometry.lineWidth, ringWidth: geometry.ringWidth, glow: glow)

        // The profile, sampled every 1/16 device pixel of distance from the centre line.
        let reach = profile.reach(pixel: pixel)
        let samplesPerUnit = 16 * scale
        let sampleCount = Int(reach * samplesPerUnit) + 2
        var mask = [Double](repeating: 0, count: sampleCount), ring = [Double](repeating: 0, count: sampleCount)
        for index in 0..<sampleCount {
            let distance = Double(index) / samplesPerUnit
            mask[index] = profile.maskAlpha(atDistance: distance, pixel: pixel)
            ring[index] = profile.ringAlpha(atDistance: distance, pixel: pixel)
        }

        let center = geometry.center, radius = geometry.radius
        let inner = max(0, radius - reach), outer = radius + reach
        let start = appearance.gradientStart, end = appearance.gradientEnd, ringColor = appearance.ringColor
        mask.withUnsafeBufferPointer { mask in
            ring.withUnsafeBufferPointer { ring in
                for row in 0..<height {
                    let y = (Double(row) + 0.5) / scale
                    let dy = y - center.y
                    guard abs(dy) <= outer else { continue }
                    // The gradient runs from the widget's top to its bottom.
                    let t = ValueMath.clamp(y / geometry.size.height, 0, 1)
                    let alpha = start.alpha + (end.alpha - start.alpha) * t
                    let red = (start.red + (end.red - start.red) * t) * alpha
                    let green = (start.green + (end.green - start.green) * t) * alpha
                    let blue = (start.blue + (end.blue - start.blue) * t) * alpha
                    let pixels = (data + row * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
                    // Only the columns the band can reach on this row (a pixel or two more each
                    // way: the test below still decides each pixel), skipping the hole inside.
                    let outerReach = (outer * outer - dy * dy).squareRoot()
                    let first = max(0, Int(((center.x - outerReach) * scale).rounded(.down)) - 2)
                    let last = min(width, Int(((center.x + outerReach) * scale).rounded(.up)) + 2)
                    var hole = 0..<0
                    if dy * dy < inner * inner {
                        let innerReach = (inner * inner - dy * dy).squareRoot()
                        let from = Int(((center.x - innerReach) * scale).rounded(.up)) + 2
                        let to = Int(((center.x + innerReach) * scale).rounded(.down)) - 2
                        if from < to { hole = from..<to }
                    }
                    for column in first..<max(first, last) where !hole.contains(column) {
                        let dx = (Double(column) + 0.5) / scale - center.x
                        let squared = dx * dx + dy * dy
                        guard squared >= inner * inner, squared <= outer * outer else { continue }
                        let index = Int(abs(squared.squareRoot() - radius) * samplesPerUnit)
                        guard index < sampleCount else { continue }
                        let lit = mask[index], dark = ring[index] * ringColor.alpha
                        guard lit > 0 || dark > 0 else { continue }
                        // The arc over the ring, premultiplied: source + destination × (1 − source alpha).
                        let under = dark * (1 - lit * alpha)
                        let outAlpha = lit * alpha + under
                        let outRed = lit * red + under * ringColor.red
                        let outGreen = lit * green + under * ringColor.green
                        let outBlue = lit * blue + under * ringColor.blue
                        pixels[column] = UInt32(outAlpha * 255 + 0.5) << 24 | UInt32(outRed * 255 + 0.5) << 16
                            | UInt32(outGreen * 255 + 0.5) << 8 | UInt32(outBlue * 255 + 0.5)
                    }
                }
            }
        }
        cairo_surface_mark_dirty(image)
        if appearance.lighting { drawLighting(cairo, geometry: geometry, pixel: pixel) }
    }

    /// The light the ring's edges catch: a thin white line just inside each edge, faint enough
    /// to read as a reflection on the dark ring (the tutorial strokes them at a tenth of white).
    /// Drawn all round into the lit ring, so a frame shows it along the active arc only.
    /// `pixel` is one device pixel, in logical pixels.
    static func drawLighting(_ cairo: OpaquePointer, geometry: CircularSliderGeometry, pixel: Double,
                             arc: ArcSpan? = nil, fraction: Double = 1) {
        let half = geometry.ringWidth / 2
        guard geometry.radius > 0, half > pixel else { return }
        cairo_save(cairo)
        cairo_set_line_width(cairo, pixel)
        Cairo.setColor(cairo, RGBA(white: 1, alpha: lightingAlpha))
        for radius in [geometry.radius + half - pixel / 2, geometry.radius - half + pixel / 2] where radius > 0 {
            if let arc {
                Cairo.arc(cairo, center: geometry.center, radius: radius, along: arc, to: ValueMath.clamp(fraction, 0, 1))
            } else {
                cairo_new_sub_path(cairo)
                cairo_arc(cairo, geometry.center.x, geometry.center.y, radius, 0, 2 * .pi)
            }
            cairo_stroke(cairo)
        }
        cairo_restore(cairo)
    }

    /// The lighting's opacity: a tenth of white, as the tutorial's.
    static let lightingAlpha = 0.1

    /// The active arc up to `fraction` without its glow: the gradient through a plain stroke
    /// (for a slider too big to cache its lit ring).
    static func drawPlainArc(
        _ cairo: OpaquePointer, geometry: CircularSliderGeometry, arc: ArcSpan, fraction: Double, appearance: CircularSliderAppearance
    ) {
        guard geometry.radius > 0, geometry.lineWidth > 0 else { return }
        Cairo.arc(cairo, center: geometry.center, radius: geometry.radius, along: arc, to: ValueMath.clamp(fraction, 0, 1))
        strokeLit(cairo, geometry: geometry, appearance: appearance)
        if appearance.lighting { drawLighting(cairo, geometry: geometry, pixel: 1, arc: arc, fraction: fraction) }
    }

    /// Strokes the current path as the lit arc is stroked: the ring's width, in the tint's
    /// gradient from the widget's top to its bottom (so an arc's colour depends on its height,
    /// not on its length).
    static func strokeLit(_ cairo: OpaquePointer, geometry: CircularSliderGeometry, appearance: CircularSliderAppearance) {
        let gradient = Cairo.verticalGradient(Rect(x: 0, y: 0, width: geometry.size.width, height: geometry.size.height),
                                              from: appearance.gradientStart, to: appearance.gradientEnd)
        cairo_set_source(cairo, gradient)
        cairo_set_line_width(cairo, geometry.lineWidth)
        cairo_stroke(cairo)
        cairo_pattern_destroy(gradient)
    }

    /// How far the handle's shadow reaches past its disc.
    static let handleMargin = 4.0

    /// How far the handle's shadow reaches past its disc (also the benchmark's stock floor's).
    package static let handleShadowBlur = 3.0
    /// How many layers the handle's shadow is painted in.
    static let handleShadowLayers = 3

    /// A translucent white disc with a shadow, `diameter` across, centred in a square of
    /// `diameter + 2 * handleMargin`.
    static func drawHandle(_ cairo: OpaquePointer, diameter: Double, color: RGBA) {
        let radius = diameter / 2
        guard radius > 0 else { return }
        let center = radius + handleMargin
        let disc = {
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, center, center, radius, 0, 2 * .pi)
        }
        Cairo.softShadow(cairo, color: RGBA(white: 0, alpha: 0.8), blur: handleShadowBlur, layers: handleShadowLayers, disc)
        disc()
        Cairo.setColor(cairo, color)
        cairo_fill(cairo)
    }
}
