import Testing
@testable import CustomControlsCore

@Suite struct PreviousValueTests {
    /// An edit that moves the value makes its start the previous value; a swap (itself an
    /// edit) toggles between the two.
    @Test func anEditLeavesItsStartAsThePreviousValueAndASwapTogglesBack() {
        var history = PreviousValue(value: 10.0)
        #expect(history.previous == nil, "no edit yet")
        history.editBegan()
        history.editEnded(at: 40)
        #expect(history.previous == 10)
        history.editBegan()  // the swap back to 10
        history.editEnded(at: 10)
        #expect(history.previous == 40)
        history.editBegan()
        history.editEnded(at: 40)
        #expect(history.previous == 10)
    }

    /// An edit that ends where it began (a click on the pointer, keys at the end of the range)
    /// leaves the previous value as it was.
    @Test func anEditThatChangesNothingKeepsThePreviousValue() {
        var history = PreviousValue(value: 1.0)
        history.editBegan()
        history.editEnded(at: 2)
        history.editBegan()
        history.editEnded(at: 2)
        #expect(history.previous == 1)
    }

    /// A program's change between edits is where the next edit starts, and is no edit itself:
    /// it sets no previous value.
    @Test func aProgramsChangeMovesTheNextEditsStartButIsNoEdit() {
        var history = PreviousValue(value: 0.0)
        history.settled(at: 5)
        #expect(history.previous == nil)
        history.editBegan()
        history.editEnded(at: 8)
        #expect(history.previous == 5, "not the initial 0")
    }

    /// A program's change between two edits (a preset loaded after a drag) is where the next
    /// edit starts: the finished edit's start is gone.
    @Test func aProgramsChangeBetweenEditsIsWhereTheNextOneStarts() {
        var history = PreviousValue(value: 0.0)
        history.editBegan()
        history.editEnded(at: 8)
        history.settled(at: 5)
        history.editBegan()
        history.editEnded(at: 9)
        #expect(history.previous == 5, "not the first edit's end (8)")
    }

    /// A program's change during an edit does not move the edit's start: the edit began from
    /// where the person found the value.
    @Test func aProgramsChangeDuringAnEditLeavesItsStart() {
        var history = PreviousValue(value: ValuePair(lower: 1, upper: 2))
        history.editBegan()
        history.settled(at: ValuePair(lower: 3, upper: 4))
        history.editEnded(at: ValuePair(lower: 5, upper: 6))
        #expect(history.previous == ValuePair(lower: 1, upper: 2))
    }

    /// Each model puts back the value it reports, both values of a pair at once.
    @Test func eachModelSetsTheValueItReports() throws {
        var knob = KnobModel()
        try knob.setReportedValue(0.25)
        #expect(knob.reportedValue == 0.25)
        var range = RangeSliderModel()
        try range.setReportedValue(ValuePair(lower: 0.1, upper: 0.9))
        #expect(range.reportedValue == ValuePair(lower: 0.1, upper: 0.9))
        var ring = CircularRangeSliderModel()
        try ring.setReportedValue(ValuePair(lower: 300, upper: 40))
        #expect(ring.lower == 300 && ring.upper == 40, "a ring's range may wrap past its end")
        var pad = XYPadModel()
        try pad.setReportedValue(XYPadModel.Values(x: 0.3, y: 0.6))
        #expect(pad.values.x == 0.3 && pad.values.y == 0.6)
        #expect(throws: RejectedValue.self) { try knob.setReportedValue(.nan) }
        #expect(knob.reportedValue == 0.25)
    }
}
