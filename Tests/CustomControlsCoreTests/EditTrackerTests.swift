import Testing
@testable import CustomControlsCore

@Suite struct EditTrackerTests {
    /// A burst of keys is one edit: begun by the first change, kept by each step, ended by
    /// 0.5 s without one (measured from the last step, not the first).
    @Test(arguments: [EditTracker.Kind.keys, .wheel])
    func aBurstIsOneEditEndingHalfASecondAfterItsLastStep(kind: EditTracker.Kind) {
        var edits = EditTracker()
        #expect(edits.changing(by: kind, at: 10) == [.begin])
        #expect(edits.changing(by: kind, at: 10.4) == [])
        #expect(edits.quiet(at: 10.5) == [], "0.1 s after the last step")
        #expect(edits.quiet(at: 10.89) == [])
        #expect(edits.quietDeadline == 10.9)
        #expect(edits.quiet(at: 10.9) == [.end])
        #expect(edits.open == nil && edits.quiet(at: 20) == [], "one end only")
        #expect(edits.changing(by: kind, at: 21) == [.begin], "the next burst is a new edit")
    }

    /// A step that changed nothing keeps a burst going; it opens none.
    @Test func aStepThatChangedNothingKeepsTheBurstButOpensNone() {
        var edits = EditTracker()
        edits.stepped(by: .keys, at: 1)
        #expect(edits.open == nil)
        _ = edits.changing(by: .keys, at: 2)
        edits.stepped(by: .keys, at: 2.4)
        #expect(edits.quiet(at: 2.6) == [] && edits.quiet(at: 2.9) == [.end])
    }

    /// Keys and the wheel interleaved are one burst, kept by either.
    @Test func keysAndTheWheelInterleavedAreOneBurst() {
        var edits = EditTracker()
        #expect(edits.changing(by: .wheel, at: 0) == [.begin])
        #expect(edits.changing(by: .keys, at: 0.3) == [])
        #expect(edits.open == .wheel && edits.quiet(at: 0.6) == [] && edits.quiet(at: 0.8) == [.end])
    }

    /// An explicit start ends an open edit of another kind first; one of its own kind is
    /// already open; finishing another kind than the open one does nothing.
    @Test func anExplicitStartEndsAnotherKindFirst() {
        var edits = EditTracker()
        #expect(edits.changing(by: .keys, at: 0) == [.begin])
        #expect(edits.start(.drag) == [.end, .begin])
        #expect(edits.start(.drag) == [])
        #expect(edits.quiet(at: 5) == [], "a drag does not end by itself")
        #expect(edits.finish(.keys) == [] && edits.open == .drag)
        #expect(edits.finish(.drag) == [.end] && edits.finish(.drag) == [])
    }

    /// A change during an explicit edit joins it, whatever made it.
    @Test(arguments: [EditTracker.Kind.drag, .typing, .reset, .menu])
    func aChangeDuringAnExplicitEditJoinsIt(kind: EditTracker.Kind) {
        var edits = EditTracker()
        #expect(edits.start(kind) == [.begin])
        #expect(edits.changing(by: .keys, at: 1) == [] && edits.changing(by: kind, at: 2) == [])
        #expect(edits.quietDeadline == nil && edits.open == kind)
        #expect(edits.finish(kind) == [.end])
    }

    /// Focus leaving ends a burst, not an explicit edit; leaving the screen ends either.
    @Test func focusLeavingEndsABurstAndUnmappingEndsAnything() {
        var edits = EditTracker()
        _ = edits.changing(by: .keys, at: 0)
        #expect(edits.finishBurst() == [.end] && edits.finishBurst() == [])
        _ = edits.start(.typing)
        #expect(edits.finishBurst() == [] && edits.open == .typing)
        #expect(edits.finishAny() == [.end] && edits.finishAny() == [] && edits.open == nil)
    }
}
