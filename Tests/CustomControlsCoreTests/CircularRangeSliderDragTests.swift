import Testing
@testable import CustomControlsCore

/// Drags of a circular range slider: each handle and the arc, across the ring's end both ways.
@Suite struct CircularRangeSliderDragTests {
    let geometry = CircularSliderGeometry(size: Size(width: 200, height: 200), lineWidth: 20)

    /// The pointer on the ring at `value` degrees (counter-clockwise from 3 o'clock).
    func at(_ value: Double) -> Point { pointer(atDegrees: -value, radius: geometry.radius) }

    func model(_ lower: Double, _ upper: Double, wraps: Bool = true) -> CircularRangeSliderModel {
        var model = CircularRangeSliderModel()
        model.wraps = wraps
        try? model.setValues(lower: lower, upper: upper)
        return model
    }

    /// Drags from `path[0]` through the rest, returning the values after each event.
    func drag(_ model: inout CircularRangeSliderModel, _ path: [Double], warps: Bool = true) -> (CircularRangeSliderModel.Handle?, [ValuePair]) {
        var interaction = DragInteraction<CircularRangeSliderDrag>()
        _ = interaction.begin(at: at(path[0]), warps: warps, model: &model, geometry: geometry)
        let handle = interaction.session?.handle
        var seen = [model.values]
        for value in path.dropFirst() {
            _ = interaction.update(to: at(value), model: &model, geometry: geometry)
            seen.append(model.values)
        }
        _ = interaction.end(model: model)
        return (handle, seen)
    }

    @Test func theUpperHandleCrossesTheEndForwardsAndBack() {
        var ring = model(300, 340)
        let (handle, seen) = drag(&ring, [340, 350, 0, 10, 20])
        #expect(handle == .upper)
        #expect(seen.first == ValuePair(lower: 300, upper: 340))  // grabbing does not move it
        #expect(ring.values == ValuePair(lower: 300, upper: 20))
        #expect(ring.length == 80)
        let (_, back) = drag(&ring, [20, 10, 0, 350, 340])
        #expect(back.last == ValuePair(lower: 300, upper: 340))
    }

    @Test func theLowerHandleCrossesTheEndBackwardsAndForwards() {
        var ring = model(20, 60)
        let (handle, _) = drag(&ring, [20, 10, 0, 350, 340])
        #expect(handle == .lower)
        #expect(ring.values == ValuePair(lower: 340, upper: 60))
        #expect(ring.length == 80)
        let (_, back) = drag(&ring, [340, 350, 0, 10, 20])
        #expect(back.last == ValuePair(lower: 20, upper: 60))
    }

    @Test func theArcTurnsBothHandlesAcrossTheEndBothWays() {
        var ring = model(330, 30)
        let (handle, seen) = drag(&ring, [0, 10, 20, 30, 40])
        #expect(handle == nil)
        #expect(seen.first == ValuePair(lower: 330, upper: 30))
        #expect(ring.values == ValuePair(lower: 10, upper: 70))
        let (_, back) = drag(&ring, [40, 30, 0, 330, 300])
        #expect(back.last == ValuePair(lower: 270, upper: 330))
        #expect(ring.length == 60)
    }

    /// The arc turned one step (1°) an event turns the range by every step, both ways: no
    /// move is too small to count.
    @Test(arguments: [1.0, -1.0])
    func theArcTurnedAStepAnEventTurnsTheRangeByEveryStep(direction: Double) {
        var ring = model(100, 160)
        let path = (0...30).map { 130 + Double($0) * direction }
        let (handle, _) = drag(&ring, path)
        #expect(handle == nil)
        #expect(ring.values == ValuePair(lower: 100 + 30 * direction, upper: 160 + 30 * direction))
    }

    @Test func withoutWrapsAHandleHoldsTheEndAndTheArcStopsThere() {
        var ring = model(300, 340, wraps: false)
        _ = drag(&ring, [340, 350, 0, 10, 20])
        #expect(ring.values == ValuePair(lower: 300, upper: 360))
        ring = model(20, 60, wraps: false)
        _ = drag(&ring, [20, 10, 0, 350, 340])
        #expect(ring.values == ValuePair(lower: 0, upper: 60))
        ring = model(300, 340, wraps: false)
        _ = drag(&ring, [320, 330, 350, 10, 30])
        #expect(ring.values == ValuePair(lower: 320, upper: 360))
        ring = model(20, 60, wraps: false)
        _ = drag(&ring, [40, 30, 10, 350, 330])
        #expect(ring.values == ValuePair(lower: 0, upper: 40))
    }

    /// A range across the end (values a program may set) dragged by its arc without wraps
    /// turns only until one of its handles reaches the end, both ways, its length kept.
    @Test(arguments: [1.0, -1.0])
    func withoutWrapsARangeAcrossTheEndTurnsUntilAHandleReachesTheEnd(direction: Double) {
        var ring = model(330, 30, wraps: false)
        // From the arc's middle (the end itself), 60° on in 10° steps.
        let path = stride(from: 0.0, through: 60, by: 10).map { (360 + $0 * direction).truncatingRemainder(dividingBy: 360) }
        let (handle, seen) = drag(&ring, path)
        #expect(handle == nil)
        // The furthest turn that keeps both values in 0...360: 360 - 330 forwards, 0 - 30 backwards.
        let limit = direction > 0 ? 30.0 : -30.0
        #expect(ring.values == ValuePair(lower: 330 + limit, upper: 30 + limit))
        for values in seen {
            let turned = values.lower - 330
            #expect(turned * direction >= 0 && abs(turned) <= 30, "\(values)")
            #expect(values.upper - turned == 30, "\(values): the length changed")
        }
    }

    /// With snap-to-marks, a handle dragged across two marks on either side of the end (the
    /// upper forwards, the lower backwards) is held at each for the detent's 8 px of arc and
    /// follows the pointer continuously after each: it trails it by both holds at the end,
    /// never by one hold's jump.
    @Test(arguments: [1.0, -1.0])
    func aHandleDraggedAcrossTwoMarksIsHeldAtEachAndContinuousAfter(direction: Double) throws {
        var ring = model(direction > 0 ? 300 : 30, direction > 0 ? 330 : 60, wraps: true)
        try ring.setStep(0)
        ring.marks.add(Mark(value: 350))
        ring.marks.add(Mark(value: 10))
        ring.snapsToMarks = true
        let start = direction > 0 ? 330.0 : 30.0
        let path = (0...70).map { (start + Double($0) * direction + 360).truncatingRemainder(dividingBy: 360) }
        let (handle, seen) = drag(&ring, path)
        #expect(handle == (direction > 0 ? .upper : .lower))
        let moved = seen.map { direction > 0 ? $0.upper : $0.lower }
        // 8 px along a ring of radius 70, in degrees.
        let hold = 8 / geometry.radius * 180 / .pi
        #expect(moved.filter { $0 == 350 }.count >= Int(hold), "not held at 350: \(moved)")
        #expect(moved.filter { $0 == 10 }.count >= Int(hold), "not held at 10: \(moved)")
        for (before, after) in zip(moved, moved.dropFirst()) {
            let change = (after - before + 540).truncatingRemainder(dividingBy: 360) - 180
            #expect(change * direction >= 0 && abs(change) <= 1 + 1e-9, "jumped from \(before) to \(after)")
        }
        // The pointer ends 70° on; the handle trails it by two holds and at most a step's
        // overshoot of each mark (a hold counts from the event that reached the mark).
        let trail = ((start + 70 * direction - moved.last!) * direction + 360).truncatingRemainder(dividingBy: 360)
        #expect(trail >= 2 * hold - 1e-9 && trail < 2 * hold + 2, "trails by \(trail)")
        #expect((direction > 0 ? ring.lower : ring.upper) == (direction > 0 ? 300 : 60), "the other handle moved")
    }

    /// Handles on each other: a press there grabs the upper one, drawn on top, wherever on
    /// the ring they meet, and its drag forwards opens the range; apart, each is grabbed alone.
    @Test(arguments: [0.0, 90, 200, 359])
    func aPressOnHandlesOnEachOtherGrabsTheOneOnTop(value: Double) {
        var ring = model(value, value)
        #expect(ring.values == ValuePair(lower: value, upper: value))
        #expect(CircularRangeSliderDrag.handle(at: at(value), model: ring, geometry: geometry) == .upper)
        let ahead = (value + 20).truncatingRemainder(dividingBy: 360)
        let (handle, _) = drag(&ring, [value, (value + 10).truncatingRemainder(dividingBy: 360), ahead])
        #expect(handle == .upper)
        #expect(ring.values == ValuePair(lower: value, upper: ahead))

        let apart = model(value, (value + 40).truncatingRemainder(dividingBy: 360))
        #expect(CircularRangeSliderDrag.handle(at: at(value), model: apart, geometry: geometry) == .lower)
        #expect(CircularRangeSliderDrag.handle(at: at((value + 40).truncatingRemainder(dividingBy: 360)), model: apart, geometry: geometry) == .upper)
    }

    @Test func aHandleStopsAtTheOtherFromBothSidesUntilThePointerComesBack() {
        // The upper handle backwards onto the lower one (across the end), then past it and back.
        var ring = model(350, 30)
        let (_, seen) = drag(&ring, [30, 10, 0, 340, 320, 340, 0, 15])
        #expect(seen[3] == ValuePair(lower: 350, upper: 350))
        #expect(seen[4] == ValuePair(lower: 350, upper: 350))  // held, never jumping round
        #expect(ring.values == ValuePair(lower: 350, upper: 15))
        // The lower handle forwards onto the upper one, across the end.
        ring = model(340, 20)
        let (_, forwards) = drag(&ring, [340, 0, 30, 60, 0])
        #expect(forwards[2] == ValuePair(lower: 20, upper: 20))
        #expect(forwards[3] == ValuePair(lower: 20, upper: 20))
        #expect(ring.values == ValuePair(lower: 0, upper: 20))
    }

    @Test func aPressAwayFromTheRangeWarpsTheNearerHandle() {
        var ring = model(0, 90)
        _ = drag(&ring, [120])
        #expect(ring.values == ValuePair(lower: 0, upper: 120))
        ring = model(0, 90)
        _ = drag(&ring, [300])
        #expect(ring.values == ValuePair(lower: 300, upper: 90))
        ring = model(0, 90)
        _ = drag(&ring, [300], warps: false)
        #expect(ring.values == ValuePair(lower: 0, upper: 90))
    }

    @Test func cancellingPutsBothValuesBack() {
        var ring = model(330, 30)
        var interaction = DragInteraction<CircularRangeSliderDrag>()
        _ = interaction.begin(at: at(0), model: &ring, geometry: geometry)
        _ = interaction.update(to: at(40), model: &ring, geometry: geometry)
        #expect(ring.values == ValuePair(lower: 10, upper: 70))
        _ = interaction.cancel(model: &ring)
        #expect(ring.values == ValuePair(lower: 330, upper: 30))
    }

    @Test func aPressInTheCentreStartsNoDrag() {
        var ring = model(0, 90)
        var interaction = DragInteraction<CircularRangeSliderDrag>()
        let step = interaction.begin(at: geometry.center, model: &ring, geometry: geometry)
        #expect(!step.isDragging)
    }
}
