import Testing
@testable import CustomControlsCore

@Suite struct ValueMathTests {
    @Test func fractionAndInterpolationStayFiniteAtTheExtremes() {
        let big = Double.greatestFiniteMagnitude
        #expect(ValueMath.fraction(of: 0, from: -big, to: big) == 0.5)
        #expect(ValueMath.interpolate(from: -big, to: big, fraction: 0.5) == 0)
        #expect(ValueMath.interpolate(from: -big, to: big, fraction: 1) == big)
        #expect(ValueMath.interpolate(from: -1e308, to: 1e308, fraction: 0.75).isFinite)
    }

    @Test func fractionOfAnEmptySpanIsZero() {
        #expect(ValueMath.fraction(of: 3, from: 3, to: 3) == 0)
        #expect(ValueMath.fraction(of: 5, from: 3, to: 3) == 0)
    }

    @Test func finiteRejectsNaNAndInfinityAndNormalizesNegativeZero() throws {
        #expect(throws: RejectedValue(.value, value: .infinity)) {
            try ValueMath.finite(.infinity, for: .value)
        }
        #expect(throws: RejectedValue.self) { try ValueMath.finite(.nan, for: .value) }
        let zero = try ValueMath.finite(-0.0, for: .value)
        #expect(zero == 0 && zero.sign == .plus)
    }

    @Test func wrapCountsWholePeriodsOffOnBothSides() {
        // As far past the end as before the start: both land on the same place.
        #expect(ValueMath.wrap(390, period: 360) == 30)
        #expect(ValueMath.wrap(-330, period: 360) == 30)
        #expect(ValueMath.wrap(30 + 360 * 5, period: 360) == 30)
        #expect(ValueMath.wrap(30 - 360 * 5, period: 360) == 30)
        // Whole periods either way are the start, never the end.
        #expect(ValueMath.wrap(720, period: 360) == 0)
        #expect(ValueMath.wrap(-720, period: 360) == 0)
        #expect(ValueMath.wrap(0, period: 360) == 0)
        // A value already on the ring is kept to the bit.
        #expect(ValueMath.wrap(0.1, period: 1) == 0.1)
        // A tiny negative value rounds up to the period itself, as documented.
        #expect(ValueMath.wrap(-1e-20, period: 1) == 1)
    }

    @Test func snapUsesTheGridFromTheMinimumAndKeepsTheMaximumReachable() {
        #expect(ValueMath.snap(0.26, minimum: 0, maximum: 1, step: 0.25) == 0.25)
        #expect(ValueMath.snap(7.4, minimum: 1, maximum: 10, step: 2) == 7)
        // 1.0 is not on the 0.3 grid, but it is the maximum and nearer than 0.9.
        #expect(ValueMath.snap(0.99, minimum: 0, maximum: 1, step: 0.3) == 1)
        #expect(ValueMath.snap(0.91, minimum: 0, maximum: 1, step: 0.3) == 0.3 * 3)
        #expect(ValueMath.snap(0.4, minimum: 0, maximum: 1, step: 0) == 0.4)
        #expect(ValueMath.snap(0.4, minimum: 0, maximum: 1, step: 5) == 0)
    }

    @Test func steppingDownFromAnOffGridMaximumLandsOnTheTopGridPoint() {
        #expect(ValueMath.step(1, by: -1, minimum: 0, maximum: 1, step: 0.3) == 0.3 * 3)
        #expect(ValueMath.step(0.9, by: 1, minimum: 0, maximum: 1, step: 0.3) == 1)
    }

    @Test func aMillionAlternatingStepsReturnExactlyToTheStart() {
        let start = ValueMath.snap(0.3, minimum: 0, maximum: 1, step: 0.1)
        var value = start
        for i in 0..<1_000_000 {
            value = ValueMath.step(value, by: i.isMultiple(of: 2) ? 1 : -1, minimum: 0, maximum: 1, step: 0.1)
        }
        #expect(value == start)
    }
}
