import CCustomControls
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// The knob's and the circular slider's modulation arc: a thin arc in the tint from the value
/// to `modulation-value`, drawn with `show-modulation`, which never moves the value.
@MainActor
@Suite(.serialized, .gtk)
struct ModulationTests {
    /// The modulated value is kept as set, past the range too, and moves no value: no
    /// value-changed, no value notify; NaN and infinity are refused with one warning each.
    @Test func theModulatedValueIsKeptAsSetAndMovesNoValue() throws {
        let knob = Knob()
        knob.value = 0.5
        var changes = 0, valueNotifies = 0, modulationNotifies = 0
        knob.onValueChanged { _ in changes += 1 }
        knob.onNotify(\.value) { _ in valueNotifies += 1 }
        knob.onNotify(\.modulationValue) { _ in modulationNotifies += 1 }
        #expect(!knob.showsModulation && knob.modulationValue == 0)
        knob.modulationValue = 1.7
        knob.modulationValue = 1.7
        #expect(knob.modulationValue == 1.7, "clamped where it should be kept")
        #expect(modulationNotifies == 1)
        for bad in [Double.nan, .infinity, -.infinity] {
            let warnings = WarningCapture.warnings { knob.modulationValue = bad }
            #expect(warnings.count == 1 && warnings.first?.contains("modulation-value") == true, "\(warnings)")
        }
        #expect(knob.modulationValue == 1.7 && modulationNotifies == 1)
        #expect(knob.value == 0.5 && changes == 0 && valueNotifies == 0)
    }

    /// The arc starts at the shown value and stops at the range's end; without
    /// show-modulation there is none.
    @Test func theFramesArcRunsFromTheValueToTheModulatedValueStoppingAtTheEnd() throws {
        let knob = Knob()
        knob.value = 0.25
        knob.modulationValue = 4
        let state: KnobState = try state(of: knob.widget)
        #expect(state.frame(size: Size(width: 100, height: 100), scale: 1).modulation == nil)
        knob.showsModulation = true
        let arc = try #require(state.frame(size: Size(width: 100, height: 100), scale: 1).modulation)
        let span = ArcSpan(start: knob.startAngle, end: knob.endAngle)
        #expect(abs(arc.from - span.angle(atFraction: 0.25)) < 1e-12 && arc.to == span.angle(atFraction: 1))
        #expect(arc.color == state.resolvedTint)
        knob.modulationValue = -2
        #expect(try #require(state.frame(size: Size(width: 100, height: 100), scale: 1).modulation).to == span.angle(atFraction: 0))
    }

    /// The themes the arc must show in, with the window background each is seen on.
    static let themes = [("Adwaita", false, "light", RGBA(red: 0.98, green: 0.98, blue: 0.98))] + CircularSliderMarksTests.themes

    /// A knob modulated upwards from its value, a circular slider downwards, in each theme.
    @Test(arguments: [1.0, 2.0])
    func goldenImagesOfModulationInEachTheme(scale: Double) throws {
        for theme in Self.themes {
            try withTheme(theme.name, darkStyle: theme.dark) {
                let knob = Knob()
                knob.value = 0.35
                knob.showsModulation = true
                knob.modulationValue = 0.8
                knob.showFill = true
                let knobImage = GoldenImages.render(try state(of: knob.widget), size: Size(width: 120, height: 120), scale: scale, over: theme.background)
                defer { cairo_surface_destroy(knobImage) }
                GoldenImages.check(knobImage, named: "knob-modulation-120-x\(Int(scale))-\(theme.tag)")
                let slider = CircularSlider()
                slider.value = 250
                slider.showsModulation = true
                slider.modulationValue = 130
                let sliderImage = GoldenImages.render(try state(of: slider.widget), size: Size(width: 140, height: 140), scale: scale, over: theme.background)
                defer { cairo_surface_destroy(sliderImage) }
                GoldenImages.check(sliderImage, named: "circular-modulation-140-x\(Int(scale))-\(theme.tag)")
            }
        }
    }
}
