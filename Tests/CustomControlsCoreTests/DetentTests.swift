import Foundation
import Testing
@testable import CustomControlsCore

@Suite struct DetentTests {
    /// A pan knob's marks: L, C, R at -1, 0, 1 of -1...1.
    static let panMarks: Marks = {
        var marks = Marks()
        for value in [-1.0, 0, 1] { marks.add(Mark(value: value)) }
        return marks
    }()
    static func panKey(_ value: Double) -> Double { (value + 1) / 2 }
    /// 8 px of a 200 px travel.
    static let slack = 8.0 / 200

    /// The fractions a detent returns along `pointers`, starting at `start`.
    func path(from start: Double, through pointers: [Double]) -> [Double] {
        var detent = Detent(at: start)
        detent.holdIfOnMark(Self.panMarks, key: Self.panKey)
        return pointers.map { detent.apply($0, slack: Self.slack, marks: Self.panMarks, key: Self.panKey) }
    }

    @Test(arguments: [1.0, -1.0])
    func aDragStopsAtTheMarkForEightPixelsThenLeavesWithoutAJump(direction: Double) {
        let px = 1.0 / 200 * direction
        // The event that reaches the mark carries the pointer 1 px past it: the 8 px count from there.
        let values = path(from: 0.5 - 20 * px, through: [0.5 - 5 * px, 0.5 + 1 * px, 0.5 + 9 * px, 0.5 + 10 * px, 0.5 + 20 * px])
        #expect(values[0] == 0.5 - 5 * px)
        #expect(values[1] == 0.5)  // reached the mark: held
        #expect(values[2] == 0.5)  // 8 px further: still held
        #expect(abs(values[3] - (0.5 + 1 * px)) < 1e-12)  // left, one pixel on: no jump
        #expect(abs(values[4] - (0.5 + 11 * px)) < 1e-12)  // the 9 px stay absorbed
    }

    /// A range slider's drag: the pointer's fraction is the press's plus the travel, so a
    /// leftward 8 px past the mark came out a hair over the slack in floating point (0.7 − 64/270
    /// against 0.7 − 56/270) and let go a pixel early. Exactly 8 px must still hold, both ways.
    @Test(arguments: [1.0, -1.0])
    func exactlyEightPixelsStillHoldWhateverTheRounding(direction: Double) {
        var marks = Marks()
        marks.add(Mark(value: 0.5))
        let start = 0.5 - 0.2 * direction
        var detent = Detent(at: start)
        let slack = 8.0 / 270
        let reached = detent.apply(start + 56 * direction / 270, slack: slack, marks: marks, key: { $0 })
        let held = detent.apply(start + 64 * direction / 270, slack: slack, marks: marks, key: { $0 })
        #expect(reached == 0.5 && held == 0.5)
        let left = detent.apply(start + 70 * direction / 270, slack: slack, marks: marks, key: { $0 })
        #expect(abs(left - (0.5 + 6 * direction / 270)) < 1e-12)
    }

    @Test(arguments: [1.0, -1.0])
    func goingBackBeforeTheHoldIsUsedLeavesTheWayItCame(direction: Double) {
        let px = 1.0 / 200 * direction
        let values = path(from: 0.5 - 20 * px, through: [0.5 + 4 * px, 0.5 + 1 * px, 0.5 - 3 * px])
        #expect(values[0] == 0.5)
        // Back from where the hold began: off the mark at once, continuous from it.
        #expect(abs(values[1] - (0.5 - 3 * px)) < 1e-12)
        #expect(abs(values[2] - (0.5 - 7 * px)) < 1e-12)
    }

    @Test(arguments: [1.0, -1.0])
    func aDragThatBeginsOnAMarkMustFirstPullOutOfIt(direction: Double) {
        let px = 1.0 / 200 * direction
        let values = path(from: 0.5, through: [0.5 + 8 * px, 0.5 + 10 * px])
        #expect(values[0] == 0.5)
        #expect(abs(values[1] - (0.5 + 2 * px)) < 1e-12)
    }

    /// One drag across two marks: each holds for its 8 px and lets go without a jump, and what
    /// each hold absorbed (the pixel the pointer was past the mark when it got there, and the
    /// 8 px) stays absorbed, no more and no less, for the rest of the drag, back too.
    @Test(arguments: [1.0, -1.0])
    func aDragAcrossTwoMarksIsContinuousAfterEach(direction: Double) {
        let px = 1.0 / 200 * direction
        let first = 0.5 - 0.2 * direction, second = 0.5 + 0.1 * direction, start = 0.5 - 0.3 * direction
        var marks = Marks()
        for value in [first, second] { marks.add(Mark(value: value)) }
        var detent = Detent(at: start)
        // Pointer travel in pixels from the start, and the value the oracle expects there.
        let steps: [(Double, Double)] = [
            (15, start + 15 * px),
            (21, first),                // reached 1 px past the first mark: held
            (25, first),
            (32, first + 3 * px),       // 11 px on: left, 9 px absorbed
            (60, start + 60 * px - 9 * px),
            (90, second),               // 1 px past the second mark, after the first's 9 px
            (95, second),
            (100, second + 2 * px),     // 10 px on: left, 18 px absorbed in all
            (130, start + 130 * px - 18 * px),
            (120, start + 120 * px - 18 * px),  // back: continuous
        ]
        for (travel, expected) in steps {
            let value = detent.apply(start + travel * px, slack: Self.slack, marks: marks, key: { $0 })
            #expect(abs(value - expected) < 1e-9, "at \(travel) px: \(value), expected \(expected)")
        }
    }

    /// Marks that stop holding during a drag (snap-to-marks turned off mid-drag) leave the
    /// value where it was and following the pointer with the holds' offset: no jump.
    @Test(arguments: [1.0, -1.0])
    func marksLetGoMidDragLeaveTheValueContinuous(direction: Double) {
        var detent = Detent(at: 0.5 - 0.2 * direction)
        // Past the centre mark and its hold: the value trails the pointer by the hold.
        let held = detent.apply(0.5 + 0.02 * direction, slack: Self.slack, marks: Self.panMarks, key: Self.panKey)
        #expect(held == 0.5)
        let left = detent.apply(0.5 + (0.02 + Self.slack + 0.01) * direction, slack: Self.slack, marks: Self.panMarks, key: Self.panKey)
        // Then the marks go: one more hundredth of pointer travel moves the value a hundredth.
        let free = detent.apply(0.5 + (0.02 + Self.slack + 0.02) * direction, slack: Self.slack, marks: nil, key: Self.panKey)
        #expect(abs(free - left - 0.01 * direction) < 1e-12, "jumped from \(left) to \(free)")
    }

    /// Inside its hold a drag that began on a mark stays on it, moved half the hold either
    /// way; back at the press it is still held, and so after the pointer's speed changes
    /// (fine-tuning switched) mid-hold, back a little.
    @Test(arguments: [1.0, -1.0])
    func aHoldLastsItsWholeDistanceWhicheverWayAndAcrossARebase(direction: Double) {
        let px = 1.0 / 200 * direction
        #expect(path(from: 0.5, through: [0.5 + 4 * px, 0.5 - 4 * px, 0.5]) == [0.5, 0.5, 0.5])
        // Reached moving, the hold counts from the pointer there: back to that very place
        // (onward exactly 0) it still holds, then 4 px on too.
        var reached = Detent(at: 0.5 - 20 * px)
        _ = reached.apply(0.5 + px, slack: Self.slack, marks: Self.panMarks, key: Self.panKey)
        #expect(reached.apply(0.5 + px, slack: Self.slack, marks: Self.panMarks, key: Self.panKey) == 0.5)
        #expect(reached.apply(0.5 + 5 * px, slack: Self.slack, marks: Self.panMarks, key: Self.panKey) == 0.5)
        // A rebase mid-hold starts the hold afresh where the pointer is: 2 px back still holds.
        reached.rebase(at: 0.5)
        #expect(reached.apply(0.5 - 2 * px, slack: Self.slack, marks: Self.panMarks, key: Self.panKey) == 0.5)
    }

    @Test func aFastJumpPastSeveralMarksStopsAtTheFirst() {
        #expect(path(from: 0.25, through: [1.2]) == [0.5])
        #expect(path(from: 0.75, through: [-0.2]) == [0.5])
    }

    @Test func withoutMarksTheDetentPassesThePointerOn() {
        var detent = Detent(at: 0.3)
        #expect(detent.apply(0.5, slack: Self.slack, marks: nil, key: Self.panKey) == 0.5)
        #expect(detent.apply(0.7, slack: Self.slack, marks: Marks(), key: Self.panKey) == 0.7)
    }

    @Test func aWrappingDragCrossesTheSeamWithoutStopping() {
        var detent = Detent(at: 0.98)
        #expect(detent.apply(0.02, slack: Self.slack, marks: Self.panMarks, key: Self.panKey, wraps: true) == 0.02)
    }

    @Test(arguments: [1.0, -1.0])
    func aPanKnobDraggedVerticallyStopsAtTheCentre(direction: Double) throws {
        var model = KnobModel()
        try model.setMinimum(-1)
        try model.setValue(-0.5 * direction)
        model.dragMode = .vertical
        model.marks = Self.panMarks
        model.snapsToMarks = true
        // 200 px cover the range; -1 to 0 is 100 px.
        let geometry = KnobGeometry(size: Size(width: 100, height: 100), lineWidth: 2, pointerLength: 6)
        var drag = DragInteraction<KnobDrag>()
        _ = drag.begin(at: Point(x: 0, y: 300), model: &model, geometry: geometry)
        // 1 px is 0.01; the centre is 50 px away. Reached 4 px past it: held for 8 px more.
        _ = drag.update(to: Point(x: 0, y: 300 - 54 * direction), model: &model, geometry: geometry)
        #expect(model.value == 0)
        _ = drag.update(to: Point(x: 0, y: 300 - 62 * direction), model: &model, geometry: geometry)
        #expect(model.value == 0)
        _ = drag.update(to: Point(x: 0, y: 300 - 72 * direction), model: &model, geometry: geometry)
        #expect(abs(model.value - 0.1 * direction) < 1e-9)
        model.snapsToMarks = false
        var free = DragInteraction<KnobDrag>()
        try model.setValue(-0.5 * direction)
        _ = free.begin(at: Point(x: 0, y: 300), model: &model, geometry: geometry)
        _ = free.update(to: Point(x: 0, y: 300 - 54 * direction), model: &model, geometry: geometry)
        #expect(abs(model.value - 0.04 * direction) < 1e-9)
    }

    /// On a logarithmic scale a mark holds where its value lies along the travel (100 of
    /// 1…1000 at two thirds), not where it would lie on a linear one: each thumb, towards it
    /// from either side. The oracle is log(v / min) / log(max / min), worked out here.
    @Test(arguments: [1.0, -1.0])
    func onALogarithmicScaleAThumbStopsWhereTheMarksValueLies(direction: Double) throws {
        var model = RangeSliderModel()
        try model.setMaximum(1000)
        try model.setMinimum(1)
        try model.setStep(0)
        model.scale = .logarithmic
        try model.setValues(lower: direction > 0 ? 10 : 1, upper: direction > 0 ? 1000 : 500)
        model.marks.add(Mark(value: 100))
        model.snapsToMarks = true
        let geometry = RangeSliderGeometry(size: Size(width: 300, height: 30))  // 270 px of travel
        func fraction(_ value: Double) -> Double { log(value) / log(1000) }
        let thumb = direction > 0 ? model.lower : model.upper
        let start = Point(x: geometry.position(atFraction: fraction(thumb)), y: 15)
        let toMark = 270 * (fraction(100) - fraction(thumb))
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: start, model: &model, geometry: geometry)
        // Held at the mark's own value: mapped back through the scale, its place would give
        // 100.00000000000004.
        _ = drag.update(to: Point(x: start.x + toMark + 2 * direction, y: 15), model: &model, geometry: geometry)
        #expect((direction > 0 ? model.lower : model.upper) == 100)
        _ = drag.update(to: Point(x: start.x + toMark + 8 * direction, y: 15), model: &model, geometry: geometry)
        #expect((direction > 0 ? model.lower : model.upper) == 100, "held for 8 px")
        // 12 px past the reach, 4 px past the hold: left without a jump, on the log scale.
        _ = drag.update(to: Point(x: start.x + toMark + 14 * direction, y: 15), model: &model, geometry: geometry)
        let left = direction > 0 ? model.lower : model.upper
        #expect(abs(fraction(left) - (fraction(100) + 4.0 / 270 * direction)) < 1e-9)
    }

    /// A knob held at a mark on a logarithmic scale takes the mark's own value, dragged round
    /// (the angular drag) or straight (the linear one), from either side: 100 of 1…1000, not
    /// 100.00000000000004, which is its place mapped back through the scale.
    @Test(arguments: [1.0, -1.0])
    func onALogarithmicScaleAKnobHeldAtAMarkTakesItsOwnValue(direction: Double) throws {
        func logKnob(_ mode: KnobDragMode) throws -> KnobModel {
            var model = KnobModel()
            try model.setMaximum(1000)
            try model.setMinimum(1)
            model.bounded.scale = .logarithmic
            model.dragMode = mode
            model.marks.add(Mark(value: 100))
            model.snapsToMarks = true
            return model
        }
        // The mark lies at two thirds of the travel: 112.5° + 315° × 2/3 round the 200 px knob
        // centred at (100, 100); the press lands 60° before it on the side the drag comes from.
        var model = try logKnob(.rotary)
        let geometry = KnobGeometry(size: Size(width: 200, height: 200), lineWidth: 2, pointerLength: 6)
        var drag = DragInteraction<KnobDrag>()
        _ = drag.begin(at: pointer(atDegrees: 322.5 - 60 * direction), model: &model, geometry: geometry)
        _ = drag.update(to: pointer(atDegrees: 322.5 + 1 * direction), model: &model, geometry: geometry)
        #expect(model.value == 100)
        // Straight up or down: 200 px cover the travel, the mark is 2/3 of it from 1.
        var straight = try logKnob(.vertical)
        try straight.setValue(direction > 0 ? 1 : 1000)
        var linear = DragInteraction<KnobDrag>()
        _ = linear.begin(at: Point(x: 0, y: 300), model: &straight, geometry: geometry)
        let toMark = direction > 0 ? 200 * 2.0 / 3 : 200 * 1.0 / 3
        _ = linear.update(to: Point(x: 0, y: 300 - (toMark + 3) * direction), model: &straight, geometry: geometry)
        #expect(straight.value == 100)
    }

    @Test(arguments: [1.0, -1.0])
    func aRangeSliderThumbStopsAtAMark(direction: Double) throws {
        var model = RangeSliderModel()
        try model.setValues(lower: 0.2, upper: 0.8)
        model.marks.add(Mark(value: direction > 0 ? 0.5 : 0.5))
        model.snapsToMarks = true
        let geometry = RangeSliderGeometry(size: Size(width: 240, height: 40))
        let thumb = direction > 0 ? model.lower : model.upper
        let start = Point(x: geometry.position(atFraction: model.fraction(of: thumb)), y: 20)
        let toMark = geometry.position(atFraction: 0.5) - start.x
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: start, model: &model, geometry: geometry)
        _ = drag.update(to: Point(x: start.x + toMark + 6 * direction, y: 20), model: &model, geometry: geometry)
        #expect((direction > 0 ? model.lower : model.upper) == 0.5)
        _ = drag.update(to: Point(x: start.x + toMark + 20 * direction, y: 20), model: &model, geometry: geometry)
        let moved = direction > 0 ? model.lower : model.upper
        #expect(abs(moved - (0.5 + geometry.fractionDelta(forTravel: 6) * direction)) < 1e-9)
    }
}
