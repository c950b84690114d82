import Testing
@testable import CustomControlsCore

@Suite struct WrappingTests {
    let geometry = CircularSliderGeometry(size: Size(width: 200, height: 200), lineWidth: 20)

    @Test func aWrappingCircularSliderComesRoundAcrossTheSeam() {
        var model = CircularSliderModel()
        model.wraps = true
        var drag = DragInteraction<CircularSliderDrag>()
        _ = drag.begin(at: pointer(atDegrees: 3), model: &model, geometry: geometry)
        #expect(model.value == 357)
        _ = drag.update(to: pointer(atDegrees: -3), model: &model, geometry: geometry)
        #expect(model.value == 3)  // round past 360, not held there
        _ = drag.update(to: pointer(atDegrees: 4), model: &model, geometry: geometry)
        #expect(model.value == 356)  // and back
    }

    @Test func aFineTunedWrappingDragWrapsToo() {
        var model = CircularSliderModel()
        model.wraps = true
        try? model.bounded.setStep(0)
        var drag = DragInteraction<CircularSliderDrag>()
        _ = drag.begin(at: pointer(atDegrees: -1), model: &model, geometry: geometry)  // 1°
        drag.setFineTuning(true, model: model, geometry: geometry)
        for degrees in stride(from: 0.0, through: 40, by: 5) {  // 41° clockwise: 4.1° back
            _ = drag.update(to: pointer(atDegrees: degrees), model: &model, geometry: geometry)
        }
        #expect(abs(model.value - (360 - 3.1)) < 1e-6)
    }

    /// The other way: counter-clockwise from 359°, up across 360 to 3.1°.
    @Test func aFineTunedWrappingDragWrapsUpwardsToo() {
        var model = CircularSliderModel()
        model.wraps = true
        try? model.bounded.setStep(0)
        var drag = DragInteraction<CircularSliderDrag>()
        _ = drag.begin(at: pointer(atDegrees: 1), model: &model, geometry: geometry)  // 359°
        drag.setFineTuning(true, model: model, geometry: geometry)
        for degrees in stride(from: 0.0, through: -40, by: -5) {  // 41° counter-clockwise: 4.1° on
            _ = drag.update(to: pointer(atDegrees: degrees), model: &model, geometry: geometry)
        }
        #expect(abs(model.value - 3.1) < 1e-6)
    }
}
