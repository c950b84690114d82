import Testing
@testable import CustomControlsCore

/// What the two-value models promise alike through ``TwoValueModel``, which the widget layer's
/// TwoValueControl relies on for both controls: each setter refuses a non-finite value and
/// changes nothing, and ``TwoValueModel/value(of:)`` names the lower and the upper value.
@Suite struct TwoValueModelTests {
    private func checkSharedRules<Model: TwoValueModel & Equatable>(_ start: Model, bounds: ClosedRange<Double>, lower: Double, upper: Double) {
        var model = start
        try? model.setValues(lower: lower, upper: upper)
        #expect(model.values == ValuePair(lower: lower, upper: upper))
        #expect(model.value(of: .lower) == lower && model.value(of: .upper) == upper)
        // As a handle pair, both handles travel the whole range.
        #expect(model.travel(of: .lower) == (minimum: bounds.lowerBound, maximum: bounds.upperBound, value: lower))
        #expect(model.travel(of: .upper) == (minimum: bounds.lowerBound, maximum: bounds.upperBound, value: upper))
        let before = model
        let setters: [(inout Model, Double) throws -> Void] = [
            { try $0.setMinimum($1) }, { try $0.setMaximum($1) }, { try $0.setLower($1) }, { try $0.setUpper($1) },
            { try $0.setValues(lower: $1, upper: upper) }, { try $0.setValues(lower: lower, upper: $1) }, { try $0.setMinimumDistance($1) },
        ]
        for (index, setter) in setters.enumerated() {
            for bad in [Double.nan, .infinity, -.infinity] {
                #expect(throws: RejectedValue.self, "setter \(index) took \(bad)") { try setter(&model, bad) }
                #expect(model == before, "setter \(index) changed the model with \(bad)")
            }
        }
    }

    @Test func theRangeSliderModelKeepsTheSharedRules() {
        checkSharedRules(RangeSliderModel(), bounds: 0...1, lower: 0.3, upper: 0.6)
    }

    @Test func theCircularRangeSliderModelKeepsTheSharedRules() {
        checkSharedRules(CircularRangeSliderModel(), bounds: 0...360, lower: 300, upper: 40)
    }
}
