import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct CircularSliderOptionTests {
    @Test func wrapsAndGradientColoursNotifyOnceAndApply() throws {
        let slider = CircularSlider()
        let wraps = SignalCounter(slider.widget, notify: "wraps")
        let start = SignalCounter(slider.widget, notify: "gradient-start-color")
        slider.wraps = true
        slider.wraps = true
        let red = RGBA(red: 1, green: 0, blue: 0)
        slider.gradientStartColor = red
        slider.gradientStartColor = red
        #expect(wraps.count == 1 && start.count == 1)
        let state = try state(of: slider.widget, as: CircularSliderState.self)
        let appearance = state.appearance
        #expect(appearance.gradientStart == red && appearance.gradientEnd == red.rotatingHue(by: 60))
        slider.gradientEndColor = RGBA(red: 0, green: 0, blue: 1)
        #expect(slider.gradientEndColor == RGBA(red: 0, green: 0, blue: 1))
    }
}
