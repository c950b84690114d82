import Testing
@testable import CustomControlsCore

/// The mapping between values and travel: the examples, both ends, round trips, and
/// no NaN or infinity for any input.
@Suite struct ValueScaleTests {
    /// Whether `a` and `b` agree within `relative` of the larger.
    private func close(_ a: Double, _ b: Double, within relative: Double = 1e-9) -> Bool {
        abs(a - b) <= relative * max(1, abs(a), abs(b))
    }

    @Test func halfTheTravelOfALogarithmicScaleIsTheGeometricMean() {
        let half = ValueScale.logarithmic.value(atTravel: 0.5, minimum: 20, maximum: 20_000)
        // The issue: about 632, within 1 %; exactly √(20 · 20000).
        #expect(abs(half - 632) / 632 < 0.01)
        #expect(close(half, (20.0 * 20_000).squareRoot()))
        // Each decade takes a third of the travel.
        #expect(close(ValueScale.logarithmic.travel(of: 200, minimum: 20, maximum: 20_000), 1.0 / 3))
        #expect(close(ValueScale.logarithmic.travel(of: 2000, minimum: 20, maximum: 20_000), 2.0 / 3))
    }

    @Test func halfTheTravelOfASkewedScaleIsItsMidValue() {
        let scale = ValueScale.skewed(mid: 1000)
        #expect(close(scale.value(atTravel: 0.5, minimum: 0, maximum: 10_000), 1000))
        #expect(close(scale.travel(of: 1000, minimum: 0, maximum: 10_000), 0.5))
        // A mid value above the linear middle skews the other way.
        let high = ValueScale.skewed(mid: 9000)
        #expect(close(high.value(atTravel: 0.5, minimum: 0, maximum: 10_000), 9000))
        #expect(high.value(atTravel: 0.25, minimum: 0, maximum: 10_000) > 2500)
    }

    @Test(arguments: [ValueScale.linear, .logarithmic, .skewed(mid: 1000)])
    func bothEndsMapExactly(_ scale: ValueScale) {
        #expect(scale.value(atTravel: 0, minimum: 20, maximum: 20_000) == 20)
        #expect(scale.value(atTravel: 1, minimum: 20, maximum: 20_000) == 20_000)
        #expect(scale.travel(of: 20, minimum: 20, maximum: 20_000) == 0)
        #expect(scale.travel(of: 20_000, minimum: 20, maximum: 20_000) == 1)
        // Beyond the ends: the nearer end.
        #expect(scale.value(atTravel: -0.5, minimum: 20, maximum: 20_000) == 20)
        #expect(scale.value(atTravel: 1.5, minimum: 20, maximum: 20_000) == 20_000)
        #expect(scale.travel(of: 1, minimum: 20, maximum: 20_000) == 0)
        #expect(scale.travel(of: 1e9, minimum: 20, maximum: 20_000) == 1)
    }

    @Test(arguments: [ValueScale.linear, .logarithmic, .skewed(mid: 1000)])
    func valuesRoundTripThroughTheTravel(_ scale: ValueScale) {
        for value in [20.0, 20.5, 99, 632.45, 1000, 5000, 19_999, 20_000] {
            let travel = scale.travel(of: value, minimum: 20, maximum: 20_000)
            #expect(close(scale.value(atTravel: travel, minimum: 20, maximum: 20_000), value))
        }
        for travel in stride(from: 0.0, through: 1, by: 0.125) {
            let value = scale.value(atTravel: travel, minimum: 20, maximum: 20_000)
            #expect(close(scale.travel(of: value, minimum: 20, maximum: 20_000), travel))
        }
    }

    @Test func travelRisesWithTheValue() {
        for scale in [ValueScale.logarithmic, .skewed(mid: 100), .skewed(mid: 15_000)] {
            var previous = -1.0
            for value in stride(from: 20.0, through: 20_000, by: 97) {
                let travel = scale.travel(of: value, minimum: 20, maximum: 20_000)
                #expect(travel > previous)
                previous = travel
            }
        }
    }

    @Test func aScaleThatDoesNotFitTheRangeMapsLinearly() {
        // Logarithmic needs a minimum above 0; skewed a mid value strictly inside.
        let misfits: [(ValueScale, Double, Double)] = [
            (.logarithmic, 0, 100), (.logarithmic, -10, 100), (.logarithmic, -100, -10),
            (.skewed(mid: 0), 0, 100), (.skewed(mid: 100), 0, 100), (.skewed(mid: -5), 0, 100),
            (.skewed(mid: 500), 0, 100), (.skewed(mid: .nan), 0, 100), (.skewed(mid: .infinity), 0, 100),
        ]
        for (scale, minimum, maximum) in misfits {
            #expect(!scale.isApplicable(minimum: minimum, maximum: maximum))
            #expect(scale.isLinear(minimum: minimum, maximum: maximum))
            let linear = ValueMath.interpolate(from: minimum, to: maximum, fraction: 0.3)
            #expect(scale.value(atTravel: 0.3, minimum: minimum, maximum: maximum) == linear)
            #expect(scale.travel(of: linear, minimum: minimum, maximum: maximum) == ValueMath.fraction(of: linear, from: minimum, to: maximum))
        }
        #expect(ValueScale.logarithmic.isApplicable(minimum: 1e-300, maximum: 1))
        #expect(ValueScale.skewed(mid: 1).isApplicable(minimum: 0, maximum: 2))
        #expect(ValueScale.linear.isApplicable(minimum: -1e308, maximum: 1e308))
    }

    @Test func linearIsValueMathExactly() {
        // The linear scale must not change a bit of what the controls did before scales.
        for (minimum, maximum) in [(0.0, 1.0), (-1.0, 1.0), (-1e308, 1e308), (3.0, 3.0), (0.1, 0.7)] {
            for travel in [-1, 0, 0.1, 0.3, 1.0 / 3, 0.5, 0.999, 1, 2, .nan] {
                let expected = ValueMath.interpolate(from: minimum, to: maximum, fraction: travel)
                #expect(ValueScale.linear.value(atTravel: travel, minimum: minimum, maximum: maximum) == expected)
                #expect(ValueScale.linear.travel(of: expected, minimum: minimum, maximum: maximum) == ValueMath.fraction(of: expected, from: minimum, to: maximum))
            }
        }
    }

    @Test func neitherNaNNorInfinityComesOutForAnyInput() {
        let extremes: [Double] = [-.greatestFiniteMagnitude, -1e300, -1, -.leastNonzeroMagnitude, 0, .leastNonzeroMagnitude,
                                  1e-300, 1e-10, 0.5, 1, 1e10, 1e300, .greatestFiniteMagnitude]
        let inputs = extremes + [.nan, .infinity, -.infinity]
        let scales = [ValueScale.linear, .logarithmic] + extremes.map { ValueScale.skewed(mid: $0) }
        for scale in scales {
            for minimum in extremes {
                for maximum in extremes where maximum >= minimum {
                    for input in inputs {
                        let travel = scale.travel(of: input, minimum: minimum, maximum: maximum)
                        #expect(travel.isFinite && (0...1).contains(travel))
                        let value = scale.value(atTravel: input, minimum: minimum, maximum: maximum)
                        #expect(value.isFinite && value >= minimum && value <= maximum)
                        let moved = scale.travel(from: minimum, movedBy: input, minimum: minimum, maximum: maximum)
                        #expect(moved.isFinite)
                    }
                }
            }
        }
    }

    @Test func aMoveOfAStepIsItsShareOfTheTravel() {
        // One hundredth of the range moves a hundredth of the travel, whatever the value.
        let scale = ValueScale.logarithmic
        for value in [20.0, 632, 19_000] {
            let travel = scale.travel(of: value, minimum: 20, maximum: 20_000)
            #expect(close(scale.travel(from: value, movedBy: 199.8, minimum: 20, maximum: 20_000), travel + 0.01))
            #expect(close(scale.travel(from: value, movedBy: -199.8, minimum: 20, maximum: 20_000), travel - 0.01))
        }
    }
}
