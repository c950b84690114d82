import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// The circular range slider's pixels: the ring lit between the handles (across the end too),
/// tint, marks, dark and high contrast.
@MainActor
@Suite(.serialized, .gtk)
struct CircularRangeSliderDrawingTests {
    /// The sum of the channels at `angle` (screen radians) on the ring's centre line.
    func brightness(_ surface: OpaquePointer, scale: Double, angle: Double, radius: Double = 70) -> Int {
        let argb = GoldenImages.pixel(surface, x: Int((100 + radius * cos(angle)) * scale), y: Int((100 + radius * sin(angle)) * scale))
        return Int(argb >> 16 & 0xff) + Int(argb >> 8 & 0xff) + Int(argb & 0xff)
    }

    @Test func theArcIsLitBetweenTheHandlesAlsoAcrossTheEnd() throws {
        let slider = CircularRangeSlider()
        slider.tintColor = RGBA(red: 0.2, green: 0.5, blue: 1)
        slider.showValue = false
        slider.setValues(lower: 315, upper: 45)  // across 0 (3 o'clock), counter-clockwise
        let surface = GoldenImages.render(try state(of: slider.widget), size: Size(width: 200, height: 200), scale: 1)
        defer { cairo_surface_destroy(surface) }
        // Lit at 0 and at ±30°; dark at 90° (12 o'clock), 180° and 270°.
        for degrees in [0.0, 30, -30] {
            #expect(brightness(surface, scale: 1, angle: degrees * .pi / 180) > 150, "\(degrees)° should be lit")
        }
        for degrees in [90.0, 180, 270] {
            #expect(brightness(surface, scale: 1, angle: degrees * .pi / 180) < 60, "\(degrees)° should be dark")
        }
    }

    @Test(arguments: [1.0, 2.0])
    func goldenImages(scale: Double) throws {
        let cases: [(String, Double, Double, Bool, RGBA?)] = [
            ("0-90", 0, 90, false, nil), ("330-30", 330, 30, false, nil),
            ("22-6-clock", 22, 6, true, RGBA(red: 0.9, green: 0.35, blue: 0.1)),
        ]
        for (name, lower, upper, clock, tint) in cases {
            let slider = CircularRangeSlider()
            if clock {
                // The sleep schedule: a 24-hour ring, midnight at the top, clockwise.
                slider.maximumValue = 24
                slider.step = 0.25
                slider.startAngle = -.pi / 2
                slider.inverted = true
                slider.digits = 2
            }
            slider.tintColor = tint
            slider.setValues(lower: lower, upper: upper)
            let surface = GoldenImages.render(try state(of: slider.widget), size: Size(width: 200, height: 200), scale: scale)
            defer { cairo_surface_destroy(surface) }
            GoldenImages.check(surface, named: "circular-range-200-x\(Int(scale))-\(name)")
        }
    }

    @Test func goldenImagesWithMarksInTheDarkAndInHighContrast() throws {
        for theme in CircularSliderMarksTests.themes {
            try withTheme(theme.name, darkStyle: theme.dark) {
                let slider = CircularRangeSlider()
                slider.maximumValue = 24
                slider.startAngle = -.pi / 2
                slider.inverted = true
                for hour in [0.0, 6, 12, 18] { slider.addMark(hour, markup: "\(Int(hour))") }
                slider.setValues(lower: 22, upper: 6)
                let image = GoldenImages.render(try state(of: slider.widget), size: Size(width: 180, height: 180), scale: 1, over: theme.background)
                defer { cairo_surface_destroy(image) }
                GoldenImages.check(image, named: "circular-range-marks-180-x1-\(theme.tag)")
            }
        }
    }

    /// In high contrast the handles stand out 3:1 from the lit arc they sit on (the background
    /// colour on the text-coloured arc), light and dark.
    @Test(arguments: [false, true])
    func inHighContrastTheHandlesStandOutFromTheLitArc(dark: Bool) throws {
        try withTheme("HighContrast", darkStyle: dark) {
            let slider = CircularRangeSlider()
            slider.showValue = false
            let surface = GoldenImages.render(try state(of: slider.widget), size: Size(width: 200, height: 200), scale: 1)
            defer { cairo_surface_destroy(surface) }
            @MainActor func color(atDegrees degrees: Double) -> RGBA {
                let argb = GoldenImages.pixel(surface, x: Int(100 + 70 * cos(-degrees * .pi / 180)), y: Int(100 + 70 * sin(-degrees * .pi / 180)))
                return RGBA(red: Double(argb >> 16 & 0xff) / 255, green: Double(argb >> 8 & 0xff) / 255, blue: Double(argb & 0xff) / 255)
            }
            // The range 0…90: the upper handle at 90°, the lit arc at 45°.
            let ratio = Contrast.ratio(color(atDegrees: 90), color(atDegrees: 45))
            #expect(ratio >= 3, "the upper handle has \(ratio):1 against the lit arc (\(dark ? "dark" : "light"))")
        }
    }
}
