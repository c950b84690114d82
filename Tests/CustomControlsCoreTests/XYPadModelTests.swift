import Testing
@testable import CustomControlsCore

@Suite struct XYPadModelTests {
    @Test func startsAsAUnitSquareWithTheHandleInTheMiddle() {
        let pad = XYPadModel()
        #expect(pad.x == BoundedValue(minimum: 0, maximum: 1, value: 0.5))
        #expect(pad.y == BoundedValue(minimum: 0, maximum: 1, value: 0.5))
        #expect(pad.values == XYPadModel.Values(x: 0.5, y: 0.5))
        #expect(pad.xMarks.isEmpty && pad.yMarks.isEmpty && !pad.snapsToMarks)
    }

    /// Each axis on its own, both ways: a value set on one clamps into its bounds and leaves the
    /// other where it was.
    @Test(arguments: XYPadModel.Axis.allCases)
    func aValueClampsIntoItsOwnAxisAndLeavesTheOther(axis: XYPadModel.Axis) throws {
        let other: XYPadModel.Axis = axis == .x ? .y : .x
        var pad = XYPadModel()
        try pad.setMaximum(10, on: axis)
        try pad.setValue(12, on: axis)
        #expect(pad[axis].value == 10)
        #expect(pad[other] == XYPadModel()[other])
        try pad.setValue(-3, on: axis)
        #expect(pad[axis].value == 0)
        try pad.setValue(7.25, on: axis)
        #expect(pad.values[axis] == 7.25 && pad.values[other] == 0.5)
    }

    /// NaN and ±infinity are refused naming the axis and the quantity, and change nothing.
    @Test(arguments: [(XYPadModel.Axis.x, "xValue"), (.y, "yValue")])
    func aNonFiniteValueIsRejectedNamingItsAxis(axis: XYPadModel.Axis, name: String) {
        for bad in [Double.nan, .infinity, -.infinity] {
            var pad = XYPadModel()
            #expect { try pad.setValue(bad, on: axis) } throws: { error in
                (error as? RejectedValue)?.quantity.name == name
            }
            #expect(pad == XYPadModel())
        }
    }

    @Test func boundsAndStepsAreRejectedUnderTheirAxisNames() {
        var pad = XYPadModel()
        let cases: [(String, (inout XYPadModel) throws -> Void)] = [
            ("xMinimum", { try $0.setMinimum(.nan, on: .x) }), ("yMinimum", { try $0.setMinimum(.infinity, on: .y) }),
            ("xMaximum", { try $0.setMaximum(-.infinity, on: .x) }), ("yMaximum", { try $0.setMaximum(.nan, on: .y) }),
            ("xStep", { try $0.setStep(.nan, on: .x) }), ("yStep", { try $0.setStep(.infinity, on: .y) }),
        ]
        for (name, change) in cases {
            #expect { try change(&pad) } throws: { ($0 as? RejectedValue)?.quantity.name == name }
        }
        #expect(pad == XYPadModel())
    }

    /// Both values at once take neither when one is not finite, whichever it is.
    @Test func settingBothTakesNeitherWhenEitherIsNotFinite() throws {
        var pad = XYPadModel()
        #expect(throws: RejectedValue.self) { try pad.setValues(x: 0.9, y: .nan) }
        #expect(throws: RejectedValue.self) { try pad.setValues(x: .infinity, y: 0.1) }
        #expect(pad.values == XYPadModel.Values(x: 0.5, y: 0.5))
        try pad.setValues(x: 0.9, y: 0.1)
        #expect(pad.values == XYPadModel.Values(x: 0.9, y: 0.1))
    }

    /// A bound set past the other moves the other, so the order properties come in does not
    /// matter (GtkBuilder's): the same pad either way, on each axis.
    @Test(arguments: XYPadModel.Axis.allCases)
    func boundsSetInEitherOrderGiveTheSamePad(axis: XYPadModel.Axis) throws {
        var minimumFirst = XYPadModel(), maximumFirst = XYPadModel()
        try minimumFirst.setMinimum(-1, on: axis)
        try minimumFirst.setMaximum(-0.5, on: axis)
        try maximumFirst.setMaximum(-0.5, on: axis)
        try maximumFirst.setMinimum(-1, on: axis)
        #expect(minimumFirst == maximumFirst)
        #expect(minimumFirst[axis].minimum == -1 && minimumFirst[axis].maximum == -0.5 && minimumFirst[axis].value == -0.5)
        // A minimum above the maximum takes the maximum with it.
        try minimumFirst.setMinimum(3, on: axis)
        #expect(minimumFirst[axis].minimum == 3 && minimumFirst[axis].maximum == 3 && minimumFirst[axis].value == 3)
    }

    @Test func aStepSnapsOnlyItsOwnAxis() throws {
        var pad = XYPadModel()
        try pad.setValues(x: 0.37, y: 0.37)
        try pad.setStep(0.25, on: .y)
        #expect(pad.values == XYPadModel.Values(x: 0.37, y: 0.25))
        try pad.setStep(-1, on: .x)  // negative is continuous
        #expect(pad.x.step == 0 && pad.x.value == 0.37)
    }

    @Test func marksAreKeptPerAxisInValueOrderAndHoldOnlyWhenSnapping() {
        var pad = XYPadModel()
        pad.addMark(Mark(value: 0.75), on: .x)
        pad.addMark(Mark(value: 0.25), on: .x)
        pad.addMark(Mark(value: 0.5, position: .left), on: .y)
        #expect(pad.xMarks.map(\.value) == [0.25, 0.75])
        #expect(pad.yMarks.map(\.value) == [0.5])
        #expect(pad.stoppingMarks(on: .x) == nil && pad.stoppingMarks(on: .y) == nil)
        pad.snapsToMarks = true
        #expect(pad.stoppingMarks(on: .x)?.map(\.value) == [0.25, 0.75])
        pad.removeAllMarks(on: .x)
        #expect(pad.xMarks.isEmpty && pad.yMarks.count == 1)
    }

    @Test func aScaleMapsOnlyItsOwnAxis() throws {
        var pad = XYPadModel()
        try pad.setMinimum(20, on: .x)
        try pad.setMaximum(20_000, on: .x)
        try pad.setValue(2_000, on: .x)
        pad.setScale(.logarithmic, on: .x)
        // 2 kHz is two thirds of the way from 20 Hz to 20 kHz in decades: log10(100) / log10(1000).
        #expect(abs(pad.fraction(of: 2_000, on: .x) - 2.0 / 3.0) < 1e-12)
        #expect(pad.fraction(of: 0.25, on: .y) == 0.25)
        #expect(abs(pad.value(atFraction: 1.0 / 3.0, on: .x) - 200) < 1e-9)
    }

    @Test func valuesTravelInAStraightLine() {
        let from = XYPadModel.Values(x: 0, y: 1), to = XYPadModel.Values(x: 1, y: 0)
        #expect(XYPadModel.Values.interpolate(from: from, to: to, progress: 0.25) == XYPadModel.Values(x: 0.25, y: 0.75))
        #expect(XYPadModel().reportedValue == XYPadModel().values)
    }

    /// A mark labelled on the top or bottom edge is an x grid line, one on the left or right a
    /// y line: each goes to its own axis, checked against that axis's bounds, and clearing
    /// empties both.
    @Test(arguments: [(MarkPosition.top, XYPadModel.Axis.x), (.bottom, .x), (.left, .y), (.right, .y)])
    func aMarkGoesToTheAxisItsLabelsEdgeNames(position: MarkPosition, axis: XYPadModel.Axis) throws {
        let other: XYPadModel.Axis = axis == .x ? .y : .x
        var pad = XYPadModel()
        try pad.setMaximum(40, on: axis)
        try pad.setMinimum(10, on: other)
        try pad.setMaximum(20, on: other)
        #expect(pad.markBounds(at: position) == 0...40)
        #expect(pad.hasNoMarks)
        pad.add(Mark(value: 30, position: position, markup: nil))
        #expect(pad.marks(on: axis).map(\.value) == [30])
        #expect(pad.marks(on: other).isEmpty)
        #expect(!pad.hasNoMarks)
        pad.removeAllMarks()
        #expect(pad.hasNoMarks && pad.xMarks.isEmpty && pad.yMarks.isEmpty)
    }

    /// The handle pair's first member is x and its second y, each with its own bounds.
    @Test func theFirstHandleTravelsXAndTheSecondY() throws {
        var pad = XYPadModel()
        try pad.setMaximum(10, on: .x)
        try pad.setValues(x: 4, y: 0.25)
        #expect(pad.travel(of: .lower) == (minimum: 0, maximum: 10, value: 4))
        #expect(pad.travel(of: .upper) == (minimum: 0, maximum: 1, value: 0.25))
    }
}
