import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// Marks on the circular slider: the detent through real gesture signals, keys, drawing.
@MainActor
@Suite(.serialized, .gtk)
struct CircularSliderMarksTests {
    /// A compass (0…360 over the full circle, from 3 o'clock anticlockwise) marked at the four points.
    func compass() -> CircularSlider {
        let slider = CircularSlider()
        for (value, label) in [(0.0, "E"), (90, "N"), (180, "W"), (270, "S")] {
            slider.addMark(value, markup: label)
        }
        slider.snapsToMarks = true
        return slider
    }

    @Test(arguments: [1.0, -1.0])
    func aDragAroundTheRingStopsAtAMarkThenLeavesIt(direction: Double) throws {
        let slider = compass()
        slider.value = 90 - 20 * direction
        let host = try HostWindow(slider.widget, width: 220, height: 220)
        defer { host.close() }
        let geometry = try state(of: slider.widget, as: CircularSliderState.self).geometry(for: Size(width: 220, height: 220))
        let center = geometry.center
        // Screen angles run clockwise; the slider's values anticlockwise from 3 o'clock.
        func point(atValue value: Double) -> Point { center.offset(atAngle: -value * .pi / 180, distance: geometry.radius) }
        var drag = try GestureDriver(try state(of: slider.widget))
        let start = point(atValue: 90 - 20 * direction)
        drag.press(start.x, start.y)
        let past = point(atValue: 90 + 1 * direction)
        drag.move(past.x, past.y)
        #expect(slider.value == 90, "reached N: held")
        // 8 px along the ring is 8 / radius radians further.
        let degreesPer8px = 8 / geometry.radius * 180 / .pi
        let within = point(atValue: 90 + (1 + degreesPer8px * 0.9) * direction)
        drag.move(within.x, within.y)
        #expect(slider.value == 90, "still held within 8 px")
        let beyond = point(atValue: 90 + (1 + degreesPer8px + 10) * direction)
        drag.move(beyond.x, beyond.y)
        #expect(abs(slider.value - (90 + 10 * direction)) <= 1, "left N without a jump: \(slider.value)")
        drag.release(beyond.x, beyond.y)
    }

    @Test func keysStopOnMarksInBothDirections() throws {
        let slider = compass()
        slider.page = 60
        slider.value = 60
        let keys = try InputDriver(slider.widget)
        keys.press(GDK_KEY_Page_Up)
        #expect(slider.value == 90)
        keys.press(GDK_KEY_Page_Down)
        keys.press(GDK_KEY_Page_Down)
        #expect(slider.value == 0)
    }

    @Test(arguments: [1.0, 2.0])
    func goldenImagesOfACompassWithMarks(scale: Double) throws {
        let slider = compass()
        slider.addMark(45, position: .bottom, markup: "<i>ne</i>")
        slider.value = 120
        let surface = GoldenImages.render(try state(of: slider.widget), size: Size(width: 160, height: 160), scale: scale)
        defer { cairo_surface_destroy(surface) }
        GoldenImages.check(surface, named: "circular-marks-160-x\(Int(scale))")
    }

    /// The themes marks must stay legible in, with the window background each is seen on.
    static let themes: [(name: String, dark: Bool, tag: String, background: RGBA)] = [
        ("Adwaita", true, "dark", RGBA(red: 0.14, green: 0.14, blue: 0.14)),
        ("HighContrast", false, "hc", RGBA(red: 1, green: 1, blue: 1)),
        ("HighContrast", true, "hc-dark", RGBA(red: 0, green: 0, blue: 0)),
    ]

    @Test(arguments: [1.0, 2.0])
    func goldenImagesOfMarksInTheDarkAndInHighContrast(scale: Double) throws {
        for theme in Self.themes {
            try withTheme(theme.name, darkStyle: theme.dark) {
                let slider = compass()
                slider.value = 120
                let sliderImage = GoldenImages.render(try state(of: slider.widget), size: Size(width: 160, height: 160), scale: scale, over: theme.background)
                defer { cairo_surface_destroy(sliderImage) }
                GoldenImages.check(sliderImage, named: "circular-marks-160-x\(Int(scale))-\(theme.tag)")
                let knob = Knob()
                knob.minimumValue = -1
                knob.maximumValue = 1
                for (place, label) in [(-1.0, "L"), (0, "C"), (1, "R")] { knob.addMark(place, markup: label) }
                knob.value = 0.25
                knob.showValue = true
                knob.lineWidth = 4
                let knobImage = GoldenImages.render(try state(of: knob.widget), size: Size(width: 140, height: 140), scale: scale, over: theme.background)
                defer { cairo_surface_destroy(knobImage) }
                GoldenImages.check(knobImage, named: "knob-marks-140-x\(Int(scale))-\(theme.tag)")
            }
        }
    }
}
