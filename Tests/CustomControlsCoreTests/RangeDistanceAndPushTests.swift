import Testing
@testable import CustomControlsCore

@Suite struct RangeDistanceAndPushTests {
    let geometry = RangeSliderGeometry(size: Size(width: 300, height: 30))

    @Test func theMinimumDistanceKeepsTheValuesApart() throws {
        var model = RangeSliderModel()
        try model.setMinimumDistance(0.1)
        try model.setLower(0.75)
        #expect(model.lower == 0.75 && abs(model.upper - 0.85) < 1e-12)
        try model.setUpper(0.05)
        #expect(model.lower == 0 && abs(model.upper - 0.1) < 1e-12)  // the lower value stops at the minimum
        try model.setMinimumDistance(5)
        #expect(model.lower == 0 && model.upper == 1 && model.distance == 1)  // limited to the range
        #expect(throws: RejectedValue.self) { try model.setMinimumDistance(.nan) }
    }

    @Test func aDraggedThumbStopsAtTheDistance() throws {
        var model = RangeSliderModel()
        try model.setMinimumDistance(0.2)
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: Point(x: 69, y: 15), model: &model, geometry: geometry)
        _ = drag.update(to: Point(x: 290, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.lower - 0.6) < 1e-12 && model.upper == 0.8)
    }

    /// The other thumb: the upper one dragged down stops the distance above the lower.
    @Test func theDraggedUpperThumbStopsAtTheDistance() throws {
        var model = RangeSliderModel()
        try model.setMinimumDistance(0.2)
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: Point(x: 231, y: 15), model: &model, geometry: geometry)
        _ = drag.update(to: Point(x: 10, y: 15), model: &model, geometry: geometry)
        #expect(model.lower == 0.2 && abs(model.upper - 0.4) < 1e-12)
    }

    @Test func inPushModeAThumbPushesTheOtherUntilAnEnd() throws {
        var model = RangeSliderModel()
        model.pushesOtherThumb = true
        try model.setMinimumDistance(0.1)
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: Point(x: 69, y: 15), model: &model, geometry: geometry)
        _ = drag.update(to: Point(x: 69 + 2 * 54 + 27, y: 15), model: &model, geometry: geometry)  // to 0.7: pushes from 0.8
        #expect(abs(model.lower - 0.7) < 1e-12 && abs(model.upper - 0.8) < 1e-12)
        _ = drag.update(to: Point(x: 69 + 3 * 54, y: 15), model: &model, geometry: geometry)  // to 0.8
        #expect(abs(model.lower - 0.8) < 1e-12 && abs(model.upper - 0.9) < 1e-12)
        _ = drag.update(to: Point(x: 1000, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.lower - 0.9) < 1e-12 && model.upper == 1)
    }

    /// The other thumb: the upper one pushes the lower down until the minimum.
    @Test func inPushModeTheUpperThumbPushesTheLowerUntilTheMinimum() throws {
        var model = RangeSliderModel()
        model.pushesOtherThumb = true
        try model.setMinimumDistance(0.1)
        var drag = DragInteraction<RangeSliderDrag>()
        _ = drag.begin(at: Point(x: 231, y: 15), model: &model, geometry: geometry)
        _ = drag.update(to: Point(x: 231 - 2 * 54 - 27, y: 15), model: &model, geometry: geometry)  // to 0.3: pushes from 0.2
        #expect(abs(model.upper - 0.3) < 1e-12 && abs(model.lower - 0.2) < 1e-12)
        _ = drag.update(to: Point(x: 231 - 3 * 54, y: 15), model: &model, geometry: geometry)  // to 0.2
        #expect(abs(model.upper - 0.2) < 1e-12 && abs(model.lower - 0.1) < 1e-12)
        _ = drag.update(to: Point(x: -1000, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.upper - 0.1) < 1e-12 && model.lower == 0)
    }

    /// Without push mode neither thumb moves the other: each stops at the distance.
    @Test func withoutPushModeNeitherThumbMovesTheOther() throws {
        for (press, to) in [(69.0, 1000.0), (231.0, -1000.0)] {
            var model = RangeSliderModel()
            try model.setMinimumDistance(0.1)
            var drag = DragInteraction<RangeSliderDrag>()
            _ = drag.begin(at: Point(x: press, y: 15), model: &model, geometry: geometry)
            _ = drag.update(to: Point(x: to, y: 15), model: &model, geometry: geometry)
            let moved = press == 69 ? model.lower : model.upper
            let other = press == 69 ? model.upper : model.lower
            #expect(other == (press == 69 ? 0.8 : 0.2), "the thumb pressed at \(press) moved the other")
            #expect(abs(moved - (press == 69 ? 0.7 : 0.3)) < 1e-12)
        }
    }

    @Test func draggingTheRangeMovesBothAndKeepsTheWidth() {
        var model = RangeSliderModel()
        var drag = DragInteraction<RangeSliderDrag>()
        let press = drag.begin(at: Point(x: 150, y: 15), model: &model, geometry: geometry)
        #expect(press.isDragging && drag.session?.movesRange == true)
        _ = drag.update(to: Point(x: 177, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.lower - 0.3) < 1e-12 && abs(model.upper - 0.9) < 1e-12)
        _ = drag.update(to: Point(x: 900, y: 15), model: &model, geometry: geometry)
        #expect(abs(model.lower - 0.4) < 1e-12 && model.upper == 1)  // stops at the end, width kept
        _ = drag.update(to: Point(x: -900, y: 15), model: &model, geometry: geometry)
        #expect(model.lower == 0 && abs(model.upper - 0.6) < 1e-12)
        _ = drag.cancel(model: &model)
        #expect(model == RangeSliderModel())
    }
}
