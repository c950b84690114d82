import Testing
@testable import CustomControlsCore

@Suite struct XYPadGeometryTests {
    // 220 x 120: handle radius 10 (120 / 8 = 15 allows it), field (10, 10) 200 x 100.
    let geometry = XYPadGeometry(size: Size(width: 220, height: 120))

    @Test func theHandleTravelsAFieldInsetByItsRadiusWithYUpwards() {
        #expect(geometry.handleRadius == 10)
        #expect(geometry.field == Rect(x: 10, y: 10, width: 200, height: 100))
        #expect(geometry.point(x: 0, y: 0) == Point(x: 10, y: 110))    // bottom left
        #expect(geometry.point(x: 1, y: 1) == Point(x: 210, y: 10))    // top right
        #expect(geometry.point(x: 0.25, y: 0.75) == Point(x: 60, y: 35))
        #expect(geometry.fractions(at: Point(x: 60, y: 35)) == XYPadModel.Values(x: 0.25, y: 0.75))
        // Outside the field the fractions run past 0 and 1: a drag there is clamped by the model.
        let outside = geometry.fractions(at: Point(x: 0, y: 120))
        #expect(abs(outside.x + 0.05) < 1e-12 && abs(outside.y + 0.1) < 1e-12)
    }

    @Test func aSmallPadHasASmallerHandleAndAnEmptyOneNoNumbersThatAreNot() {
        let small = XYPadGeometry(size: Size(width: 40, height: 64))
        #expect(small.handleRadius == 5)
        #expect(small.field == Rect(x: 5, y: 5, width: 30, height: 54))
        let empty = XYPadGeometry(size: Size(width: 0, height: 0))
        let fractions = empty.fractions(at: Point(x: 3, y: 4))
        #expect(fractions == XYPadModel.Values(x: 0, y: 0))
        #expect(empty.fractionDelta(dx: 5, dy: 5) == XYPadModel.Values(x: 0, y: 0))
        #expect(empty.handleRadius == 0 && empty.field == Rect(x: 0, y: 0, width: 0, height: 0))
        // A pad of one pixel still maps: its field is 0.75 px (a radius of 1/8 each side).
        let tiny = XYPadGeometry(size: Size(width: 1, height: 1))
        #expect(tiny.fractions(at: Point(x: 0.5, y: 0.5)) == XYPadModel.Values(x: 0.5, y: 0.5))
        #expect(tiny.fractionDelta(dx: 0.75, dy: 0.75) == XYPadModel.Values(x: 1, y: -1))
    }
}

@Suite struct XYPadDragTests {
    let geometry = XYPadGeometry(size: Size(width: 220, height: 120))
    // The default pad's handle sits at (110, 60).

    @Test func aPressOnTheHandleDoesNotJumpAndTheDragFollowsBothAxes() {
        var pad = XYPadModel()
        var drag = DragInteraction<XYPadDrag>()
        let press = drag.begin(at: Point(x: 114, y: 57), model: &pad, geometry: geometry)
        #expect(press.isDragging && !press.valueChanged && drag.session?.startedOnHandle == true)
        #expect(pad.values == XYPadModel.Values(x: 0.5, y: 0.5))
        // 20 px right is 0.1 of x; 10 px up is 0.1 of y.
        _ = drag.update(to: Point(x: 134, y: 47), model: &pad, geometry: geometry)
        #expect(abs(pad.values.x - 0.6) < 1e-12 && abs(pad.values.y - 0.6) < 1e-12)
        // And the other way on both: left and down.
        _ = drag.update(to: Point(x: 74, y: 77), model: &pad, geometry: geometry)
        #expect(abs(pad.values.x - 0.3) < 1e-12 && abs(pad.values.y - 0.3) < 1e-12)
    }

    /// The handle's edge is the handle's: a press exactly a radius from its centre does not warp.
    @Test func aPressOnTheHandlesEdgeIsOnTheHandle() {
        var pad = XYPadModel()
        var drag = DragInteraction<XYPadDrag>()
        let press = drag.begin(at: Point(x: 110, y: 70), model: &pad, geometry: geometry)
        #expect(drag.session?.startedOnHandle == true && !press.valueChanged && pad == XYPadModel())
    }

    @Test func aWarpingPressOffTheHandleTakesItThereAndEscapePutsItBack() {
        var pad = XYPadModel()
        var drag = DragInteraction<XYPadDrag>()
        let press = drag.begin(at: Point(x: 60, y: 85), model: &pad, geometry: geometry)
        #expect(press.isDragging && press.valueChanged && drag.session?.startedOnHandle == false)
        #expect(pad.values == XYPadModel.Values(x: 0.25, y: 0.25))
        _ = drag.update(to: Point(x: 80, y: 95), model: &pad, geometry: geometry)
        #expect(abs(pad.values.x - 0.35) < 1e-12 && abs(pad.values.y - 0.15) < 1e-12)
        _ = drag.cancel(model: &pad)
        #expect(pad == XYPadModel())
    }

    @Test func withoutWarpingAPressOffTheHandleMovesItOnlyByTheTravel() {
        var pad = XYPadModel()
        var drag = DragInteraction<XYPadDrag>()
        let press = drag.begin(at: Point(x: 60, y: 85), warps: false, model: &pad, geometry: geometry)
        #expect(press.isDragging && !press.valueChanged)
        #expect(pad == XYPadModel())
        _ = drag.update(to: Point(x: 40, y: 105), model: &pad, geometry: geometry)
        #expect(abs(pad.values.x - 0.4) < 1e-12 && abs(pad.values.y - 0.3) < 1e-12)
    }

    /// The values stop at the bounds while the pointer is outside, and follow it as soon as it
    /// comes back: back at the press, the drag is where it began.
    @Test func theValuesStopAtTheBoundsAndComeBackWithThePointer() {
        var pad = XYPadModel()
        var drag = DragInteraction<XYPadDrag>()
        _ = drag.begin(at: Point(x: 110, y: 60), model: &pad, geometry: geometry)
        _ = drag.update(to: Point(x: 900, y: -400), model: &pad, geometry: geometry)
        #expect(pad.values == XYPadModel.Values(x: 1, y: 1))
        _ = drag.update(to: Point(x: -900, y: 900), model: &pad, geometry: geometry)
        #expect(pad.values == XYPadModel.Values(x: 0, y: 0))
        _ = drag.update(to: Point(x: 110, y: 60), model: &pad, geometry: geometry)
        #expect(pad.values == XYPadModel.Values(x: 0.5, y: 0.5))
    }

    @Test func fineTuningMovesATenthFromWhereTheHandleIs() {
        var pad = XYPadModel()
        var drag = DragInteraction<XYPadDrag>()
        _ = drag.begin(at: Point(x: 110, y: 60), model: &pad, geometry: geometry)
        _ = drag.update(to: Point(x: 130, y: 60), model: &pad, geometry: geometry)   // x 0.6
        drag.setFineTuning(true, model: pad, geometry: geometry)
        _ = drag.update(to: Point(x: 150, y: 40), model: &pad, geometry: geometry)   // +0.01 x, +0.02 y
        #expect(abs(pad.values.x - 0.61) < 1e-12 && abs(pad.values.y - 0.52) < 1e-12)
        drag.setFineTuning(false, model: pad, geometry: geometry)
        _ = drag.update(to: Point(x: 170, y: 40), model: &pad, geometry: geometry)   // +0.1 x
        #expect(abs(pad.values.x - 0.71) < 1e-12 && abs(pad.values.y - 0.52) < 1e-12)
    }

    /// Snapping to grid lines holds each axis at its own lines: x at 0.7 while y moves freely,
    /// and y at 0.3 while x moves freely.
    @Test func eachAxisSticksAtItsOwnGridLines() {
        var pad = XYPadModel()
        pad.addMark(Mark(value: 0.7), on: .x)
        pad.addMark(Mark(value: 0.3, position: .left), on: .y)
        pad.snapsToMarks = true
        var drag = DragInteraction<XYPadDrag>()
        _ = drag.begin(at: Point(x: 110, y: 60), model: &pad, geometry: geometry)
        // x reaches 0.7 at 150 px and stays for 8 px more; y (0.5 → 0.45) is free.
        _ = drag.update(to: Point(x: 157, y: 65), model: &pad, geometry: geometry)
        #expect(pad.values.x == 0.7 && abs(pad.values.y - 0.45) < 1e-12)
        // y reaches 0.3 at 80 px down and stays there while x, past its hold, moves on.
        _ = drag.update(to: Point(x: 190, y: 86), model: &pad, geometry: geometry)
        #expect(pad.values.y == 0.3 && pad.values.x > 0.7)
        // Without snapping, the same path passes both lines.
        var free = XYPadModel()
        free.addMark(Mark(value: 0.7), on: .x)
        var freeDrag = DragInteraction<XYPadDrag>()
        _ = freeDrag.begin(at: Point(x: 110, y: 60), model: &free, geometry: geometry)
        _ = freeDrag.update(to: Point(x: 157, y: 65), model: &free, geometry: geometry)
        #expect(abs(free.values.x - 0.735) < 1e-12)
    }

    /// A fine-tuning drag holds at a grid line for the same 8 px of pointer travel as a normal
    /// one (not ten times as long), on each axis.
    @Test func aFineTunedDragLeavesAGridLineAfterTheSameEightPixels() {
        var pad = XYPadModel()
        pad.addMark(Mark(value: 0.52), on: .x)
        pad.addMark(Mark(value: 0.48, position: .left), on: .y)
        pad.snapsToMarks = true
        var drag = DragInteraction<XYPadDrag>()
        _ = drag.begin(at: Point(x: 110, y: 60), model: &pad, geometry: geometry)
        drag.setFineTuning(true, model: pad, geometry: geometry)
        // 40 px right is 0.02 of x at a tenth; 20 px down is 0.02 of y at a tenth.
        _ = drag.update(to: Point(x: 150, y: 80), model: &pad, geometry: geometry)
        #expect(pad.values == XYPadModel.Values(x: 0.52, y: 0.48))
        _ = drag.update(to: Point(x: 157, y: 87), model: &pad, geometry: geometry)   // 7 px on: held
        #expect(pad.values == XYPadModel.Values(x: 0.52, y: 0.48))
        _ = drag.update(to: Point(x: 170, y: 100), model: &pad, geometry: geometry)  // 20 px on: left
        #expect(pad.values.x > 0.52 && pad.values.x < 0.53)
        #expect(pad.values.y < 0.48 && pad.values.y > 0.46)  // the field is 100 px high: 0.02 on, less the hold
    }

    /// Switching to fine-tuning after a grid line let go carries nothing of that hold over: the
    /// next pixel moves each value by a tenth of a pixel's worth, from where it is.
    @Test func fineTuningAfterLeavingAGridLineDoesNotJump() {
        var pad = XYPadModel()
        pad.addMark(Mark(value: 0.6), on: .x)
        pad.addMark(Mark(value: 0.4, position: .left), on: .y)
        pad.snapsToMarks = true
        var drag = DragInteraction<XYPadDrag>()
        _ = drag.begin(at: Point(x: 110, y: 60), model: &pad, geometry: geometry)
        _ = drag.update(to: Point(x: 130, y: 70), model: &pad, geometry: geometry)   // onto both lines
        _ = drag.update(to: Point(x: 150, y: 90), model: &pad, geometry: geometry)   // and past both holds
        let before = pad.values
        #expect(before.x > 0.6 && before.x < 0.7 && before.y < 0.4 && before.y > 0.2)
        drag.setFineTuning(true, model: pad, geometry: geometry)
        _ = drag.update(to: Point(x: 151, y: 91), model: &pad, geometry: geometry)
        // A pixel is 1/200 of x and 1/100 of y; at a tenth, 0.0005 and 0.001.
        #expect(abs(pad.values.x - (before.x + 0.0005)) < 1e-12)
        #expect(abs(pad.values.y - (before.y - 0.001)) < 1e-12)
    }
}
