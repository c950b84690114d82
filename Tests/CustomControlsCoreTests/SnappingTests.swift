import Testing
@testable import CustomControlsCore

/// Snapping goes to the nearest grid point, never down (42.6 on a step of 1 is 43, not 42),
/// wherever a value is snapped: the arithmetic, every model, typed text and drags.
@Suite struct SnappingTests {
    @Test func snapRoundsToTheNearestGridPoint() {
        #expect(ValueMath.snap(42.6, minimum: 0, maximum: 360, step: 1) == 43)
        #expect(ValueMath.snap(42.4, minimum: 0, maximum: 360, step: 1) == 42)
        // Below zero too: the nearest of -43 and -42 is -42, where rounding down gives -43.
        #expect(ValueMath.snap(-42.4, minimum: -360, maximum: 360, step: 1) == -42)
        #expect(ValueMath.snap(-42.6, minimum: -360, maximum: 360, step: 1) == -43)
        // Other steps, and a grid that starts off zero.
        #expect(ValueMath.snap(0.46, minimum: 0, maximum: 1, step: 0.1) == 0.1 * 5)
        #expect(ValueMath.snap(8.9, minimum: 1, maximum: 20, step: 2) == 9)
    }

    @Test func theModelsStoreTheNearestGridPoint() throws {
        var circle = CircularSliderModel()  // 0...360 in steps of 1
        try circle.setValue(42.6)
        #expect(circle.value == 43)
        try circle.setValue(42.4)
        #expect(circle.value == 42)
        #expect(circle.value(fromText: "42.6°") == 43)

        var knob = KnobModel()
        try knob.setMaximum(100)
        try knob.bounded.setStep(1)
        try knob.setValue(42.6)
        #expect(knob.value == 43)

        var bounded = BoundedValue(minimum: 0, maximum: 100, value: 42.6, step: 1)
        #expect(bounded.value == 43)
        try bounded.setValue(57.51)
        #expect(bounded.value == 58)
        #expect(bounded.value(atFraction: 0.426) == 43)

        var range = RangeSliderModel()
        try range.setMaximum(100)
        try range.setStep(1)
        try range.setValues(lower: 42.6, upper: 80.7)
        #expect(range.lower == 43 && range.upper == 81)
        #expect(range.snapped(42.6) == 43)
    }

    @Test func aDragSnapsToTheNearestGridPoint() {
        let geometry = CircularSliderGeometry(size: Size(width: 200, height: 200), lineWidth: 20)
        var model = CircularSliderModel()
        var drag = DragInteraction<CircularSliderDrag>()
        // 42.6° counter-clockwise from 3 o'clock (screen angles grow clockwise).
        _ = drag.begin(at: pointer(atDegrees: -42.6), model: &model, geometry: geometry)
        #expect(model.value == 43)
        _ = drag.update(to: pointer(atDegrees: -42.4), model: &model, geometry: geometry)
        #expect(model.value == 42)
    }
}
