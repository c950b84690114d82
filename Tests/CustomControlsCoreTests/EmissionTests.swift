import Testing
@testable import CustomControlsCore

@Suite struct EmissionTests {
    let geometry = KnobGeometry(size: Size(width: 200, height: 200), lineWidth: 2, pointerLength: 6)

    /// Runs a press, the moves and a release; returns how many value-changed reports it made.
    func reports(continuous: Bool, degrees: [Double], cancel: Bool = false) -> (count: Int, model: KnobModel) {
        var model = KnobModel()
        var drag = DragInteraction<KnobDrag>(continuous: continuous)
        var count = 0
        count += drag.begin(at: pointer(atDegrees: degrees[0]), model: &model, geometry: geometry).emitsValueChanged ? 1 : 0
        for d in degrees.dropFirst() {
            count += drag.update(to: pointer(atDegrees: d), model: &model, geometry: geometry).emitsValueChanged ? 1 : 0
        }
        let last = cancel ? drag.cancel(model: &model) : drag.end(model: model)
        count += last.emitsValueChanged ? 1 : 0
        return (count, model)
    }

    @Test func continuousReportsEveryChangingStep() {
        // Press changes the value, three distinct moves, one repeated position.
        #expect(reports(continuous: true, degrees: [-90, -80, -70, -70, -60]).count == 4)
    }

    @Test func nonContinuousReportsOnceAtTheEnd() {
        #expect(reports(continuous: false, degrees: [-90, -80, -70, -60]).count == 1)
    }

    @Test func nonContinuousReportsNothingWhenTheDragEndsWhereItBegan() {
        // Default value 0 sits at the start (112.5°); press and move back there.
        #expect(reports(continuous: false, degrees: [112.5, -90, 112.5]).count == 0)
    }

    @Test func nothingChangedMeansNoReport() {
        #expect(reports(continuous: true, degrees: [112.5, 112.5, 112.5]).count == 0)
    }

    @Test func cancelInNonContinuousModeReportsNothing() {
        let result = reports(continuous: false, degrees: [-90, -60], cancel: true)
        #expect(result.count == 0 && result.model.value == 0)
    }

    @Test func cancelInContinuousModeReportsTheReturn() {
        let result = reports(continuous: true, degrees: [-90, -60], cancel: true)
        #expect(result.count == 3 && result.model.value == 0)
    }

    @Test func eventsOutOfOrderAreHarmless() {
        var model = KnobModel()
        var drag = DragInteraction<KnobDrag>()
        #expect(drag.update(to: pointer(atDegrees: 0), model: &model, geometry: geometry) == DragStep(isDragging: false, valueChanged: false, emitsValueChanged: false))
        let ended = drag.end(model: model)
        let cancelled = drag.cancel(model: &model)
        #expect(!ended.emitsValueChanged && !cancelled.valueChanged)
        #expect(model == KnobModel())
    }

    @Test func policyAlone() {
        var policy = EmissionPolicy<Double>(continuous: false)
        policy.dragBegan(with: 1)
        #expect(!policy.reportsStep(from: 1, to: 2))
        let first = policy.dragEnded(with: 2)
        let second = policy.dragEnded(with: 3)  // no drag under way any more
        #expect(first && !second)
    }
}
