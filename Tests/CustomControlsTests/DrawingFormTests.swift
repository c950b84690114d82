import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// The two forms a control builds its frames in (``DrawingForm``) show the same pixels: the
/// cairo form (cached images painted by cairo) and the texture form (tiles, transformed
/// textures, cairo only where the lit wedge's moving edge is) are drawn by the same renderer
/// and compared, over values that put the wedge's edges in every kind of cell: at the start,
/// next to it, across the centre lines, all the way round, and backwards.
///
/// Both forms draw the same cached images, so where neither turns an image nor draws text
/// they agree to a few levels of a channel (measured at most 8 of 255, under cairo and GL; the
/// moving edge drawn through an alpha mask on GTK 4.10+, a gradient one device pixel wide
/// against cairo's coverage, up to 17 levels in 1 pixel under 4.18's GL):
/// there the comparison is strict, at most ``strictLimit``, so a part drawn at the wrong scale
/// (an image made at scale 1 in a scale-2 picture: blurred edges, 33 to 141 levels off in
/// 39 pixels and more) fails. Text (glyph textures against cairo text) and the knob's pointer
/// turned to an angle that is no multiple of 90° (GL filters a turned texture its own way: up
/// to 122 levels in 40 pixels) are held to the golden images' tolerance only.
@MainActor
@Suite(.serialized, .gtk)
struct DrawingFormTests {
    /// The largest channel difference the strict comparison lets pass.
    static let strictLimit = 24

    private func expectSameInBothForms(_ state: ControlWidget, size: Size, scale: Double, strict: Bool, _ what: String,
                                       sourceLocation: SourceLocation = #_sourceLocation) {
        let cairo = GoldenImages.render(state, size: size, scale: scale, form: .cairo)
        let textures = GoldenImages.render(state, size: size, scale: scale, form: .textures)
        defer {
            cairo_surface_destroy(cairo)
            cairo_surface_destroy(textures)
        }
        if let mismatch = GoldenImages.difference(textures, cairo) {
            Issue.record("\(what): the texture form differs from the cairo form: \(mismatch)", sourceLocation: sourceLocation)
            return
        }
        guard strict else { return }
        let difference = GoldenImages.channelDifference(textures, cairo, threshold: Self.strictLimit)
        if difference.pixelsOver > 0 {
            Issue.record("\(what): the texture form differs from the cairo form by up to \(difference.largest) levels in \(difference.pixelsOver) pixels (strict limit \(Self.strictLimit))",
                         sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [1.0, 2.0])
    func aCircularSliderLooksTheSameInBothForms(scale: Double) throws {
        for (start, end) in [(-Double.pi / 2, 3 * Double.pi / 2), (Double.pi, 0.0), (0.3, -2.2)] {
            for value in [0.0, 0.5, 3, 30, 89.5, 90, 135, 181, 269, 300, 355, 359.5, 360] {
                let slider = CircularSlider()
                slider.step = 0
                slider.startAngle = start
                slider.endAngle = end
                slider.value = value
                expectSameInBothForms(try state(of: slider.widget), size: Size(width: 120, height: 120), scale: scale, strict: true,
                                      "circular slider \(start)…\(end) at \(value), scale \(scale)")
            }
        }
    }

    @Test(arguments: [1.0, 2.0])
    func aKnobLooksTheSameInBothForms(scale: Double) throws {
        for (origin, value) in [(0.0, 0.0), (0.0, 0.5), (0.0, 1.0), (0.5, 0.1), (0.5, 0.9), (0.5, 0.52), (1.0, 0.3)] {
            for fill in [false, true] {
                let knob = Knob()
                knob.step = 0
                knob.showFill = fill
                knob.showValue = fill
                knob.lineWidth = 6
                knob.origin = origin
                knob.value = value
                expectSameInBothForms(try state(of: knob.widget), size: Size(width: 100, height: 100), scale: scale, strict: false,
                                      "knob from \(origin) to \(value), fill \(fill), scale \(scale)")
            }
        }
        // Without text, at values that point the pointer along an axis (a start at 9 o'clock
        // and an end at 3 o'clock: left, up, right), the forms agree strictly.
        for (origin, value) in [(0.0, 0.0), (0.0, 0.5), (0.5, 1.0), (1.0, 0.5)] {
            for fill in [false, true] {
                let knob = Knob()
                knob.step = 0
                knob.startAngle = -.pi
                knob.endAngle = 0
                knob.showFill = fill
                knob.lineWidth = 6
                knob.origin = origin
                knob.value = value
                expectSameInBothForms(try state(of: knob.widget), size: Size(width: 100, height: 100), scale: scale, strict: true,
                                      "knob on the upper half from \(origin) to \(value), fill \(fill), no text, scale \(scale)")
            }
        }
    }

    /// Marks (ticks, no text) over the track, without a fill (the texture form then draws one
    /// image of the track and the marks) and with one between them (the marks' own tiles).
    @Test(arguments: [1.0, 2.0])
    func aKnobWithMarksLooksTheSameInBothForms(scale: Double) throws {
        for (origin, value) in [(0.0, 0.0), (0.0, 0.5), (0.5, 1.0), (1.0, 0.5)] {
            for fill in [false, true] {
                let knob = Knob()
                knob.step = 0
                knob.startAngle = -.pi
                knob.endAngle = 0
                knob.showFill = fill
                knob.lineWidth = 6
                knob.origin = origin
                knob.value = value
                for index in 0..<300 { knob.addMark(Double(index) / 299) }
                expectSameInBothForms(try state(of: knob.widget), size: Size(width: 100, height: 100), scale: scale, strict: true,
                                      "knob with marks from \(origin) to \(value), fill \(fill), no text, scale \(scale)")
            }
        }
    }

    @Test(arguments: [1.0, 2.0])
    func aRangeSliderLooksTheSameInBothForms(scale: Double) throws {
        for (lower, upper) in [(0.0, 0.0), (0.1, 0.13), (0.2, 0.8), (0.0, 1.0), (0.5, 0.5)] {
            let slider = RangeSlider()
            slider.setValues(lower: lower, upper: upper)
            expectSameInBothForms(try state(of: slider.widget), size: Size(width: 240, height: 30), scale: scale, strict: true,
                                  "range slider \(lower)…\(upper), scale \(scale)")
        }
    }
}
