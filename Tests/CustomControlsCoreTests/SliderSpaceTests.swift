import PropertyBased
import Testing
@testable import CustomControlsCore

@Suite struct SliderSpaceTests {
    /// A vertical slider 30 wide and 300 tall: 300 along its track, 30 across.
    let vertical = SliderSpace(vertical: true, widgetSize: Size(width: 30, height: 300))
    let horizontal = SliderSpace(vertical: false, widgetSize: Size(width: 300, height: 30))

    @Test func aHorizontalSliderSpaceIsTheWidgetSpace() {
        for point in [Point(x: 0, y: 0), Point(x: 12.5, y: -3), Point(x: 300, y: 30), Point(x: -1e9, y: 7)] {
            #expect(horizontal.sliderPoint(point) == point)
            #expect(horizontal.widgetPoint(point) == point)
        }
        let rect = Rect(x: 15, y: 4, width: 30, height: 22)
        #expect(horizontal.widgetRect(rect) == rect)
        #expect(horizontal.sliderSize == Size(width: 300, height: 30))
        #expect(horizontal.transform == .identity)
    }

    @Test func aVerticalSliderRunsUpwardsFromTheBottomLeftCorner() {
        // The widget's corners: the bottom edge is where the track starts (x = 0), the left edge
        // is the slider's y = 0.
        #expect(vertical.sliderPoint(Point(x: 0, y: 300)) == Point(x: 0, y: 0))  // bottom left
        #expect(vertical.sliderPoint(Point(x: 30, y: 300)) == Point(x: 0, y: 30))  // bottom right
        #expect(vertical.sliderPoint(Point(x: 0, y: 0)) == Point(x: 300, y: 0))  // top left
        #expect(vertical.sliderPoint(Point(x: 30, y: 0)) == Point(x: 300, y: 30))  // top right
        // Moving up the widget moves along the track; moving right moves across it.
        #expect(vertical.sliderPoint(Point(x: 10, y: 290)) == Point(x: 10, y: 10))
        #expect(vertical.sliderPoint(Point(x: 10, y: 190)) == Point(x: 110, y: 10))
        #expect(vertical.sliderPoint(Point(x: 20, y: 190)) == Point(x: 110, y: 20))
        #expect(vertical.sliderSize == Size(width: 300, height: 30))
    }

    @Test func theSliderCornersLandOnTheWidgetCorners() {
        let size = vertical.sliderSize
        #expect(vertical.widgetPoint(Point(x: 0, y: 0)) == Point(x: 0, y: 300))
        #expect(vertical.widgetPoint(Point(x: size.width, y: 0)) == Point(x: 0, y: 0))
        #expect(vertical.widgetPoint(Point(x: 0, y: size.height)) == Point(x: 30, y: 300))
        #expect(vertical.widgetPoint(Point(x: size.width, y: size.height)) == Point(x: 30, y: 0))
        // The whole slider is the whole widget.
        #expect(vertical.widgetRect(Rect(x: 0, y: 0, width: size.width, height: size.height))
            == Rect(x: 0, y: 0, width: 30, height: 300))
    }

    @Test func aRectangleTurnsWithTheSpace() {
        // A thumb 30 square, 15 along the track from the minimum: at the bottom of the widget.
        #expect(vertical.widgetRect(Rect(x: 15, y: 0, width: 30, height: 30)) == Rect(x: 0, y: 255, width: 30, height: 30))
        // A strip along the track: tall and thin in the widget, its far end at the top.
        let track = Rect(x: 0, y: 30 / 3.5, width: 300, height: 30 - 60 / 3.5)
        let turned = vertical.widgetRect(track)
        #expect(turned == Rect(x: 30 / 3.5, y: 0, width: 30 - 60 / 3.5, height: 300))
        // Not at the origin and not square: 100...160 along, 5...25 across.
        #expect(vertical.widgetRect(Rect(x: 100, y: 5, width: 60, height: 20)) == Rect(x: 5, y: 140, width: 20, height: 60))
    }

    @Test func aRectangleCoversTheImagesOfItsCorners() {
        let rect = Rect(x: 100, y: 5, width: 60, height: 20)
        let turned = vertical.widgetRect(rect)
        let corners = [Point(x: rect.x, y: rect.y), Point(x: rect.x + rect.width, y: rect.y),
                       Point(x: rect.x, y: rect.y + rect.height), Point(x: rect.x + rect.width, y: rect.y + rect.height)]
        let images = corners.map(vertical.widgetPoint)
        #expect(turned.x == images.map(\.x).min() && turned.x + turned.width == images.map(\.x).max())
        #expect(turned.y == images.map(\.y).min() && turned.y + turned.height == images.map(\.y).max())
    }

    @Test func theMatrixIsTheExactQuarterTurn() {
        // cairo_translate(0, height) then cairo_rotate(-π/2), without the 6e-17 of cos(-π/2).
        #expect(vertical.transform == AffineMatrix(xx: 0, yx: -1, xy: 1, yy: 0, x0: 0, y0: 300))
        #expect(AffineMatrix.identity.transform(Point(x: 3, y: -4)) == Point(x: 3, y: -4))
        #expect(AffineMatrix(xx: 2, yx: 3, xy: 5, yy: 7, x0: 11, y0: 13).transform(Point(x: 1, y: 10))
            == Point(x: 2 + 50 + 11, y: 3 + 70 + 13))
    }

    @Test func aZeroSizedWidgetStillMaps() {
        let empty = SliderSpace(vertical: true, widgetSize: Size(width: -5, height: .nan))  // becomes 0 x 0
        #expect(empty.sliderSize == Size(width: 0, height: 0))
        #expect(empty.sliderPoint(Point(x: 3, y: 4)) == Point(x: -4, y: 3))
        #expect(empty.widgetPoint(Point(x: -4, y: 3)) == Point(x: 3, y: 4))
    }

    @Test func pointsRoundTripAndTheMatrixAgreesWithThem() async {
        await propertyCheck(count: 2_000, input: Gen.bool(), Gen<Double>.value(in: 0...2000), Gen<Double>.value(in: 0...2000),
                            Gen<Double>.value(in: -3000...3000), Gen<Double>.value(in: -3000...3000)) { isVertical, width, height, x, y in
            let space = SliderSpace(vertical: isVertical, widgetSize: Size(width: width, height: height))
            let point = Point(x: x, y: y)
            // One rounding of height - y each way at most.
            let tolerance = 1e-12 * max(1, abs(x), abs(y), height)
            let there = space.widgetPoint(space.sliderPoint(point))
            #expect(abs(there.x - x) <= tolerance && abs(there.y - y) <= tolerance, "\(point) -> \(there)")
            let back = space.sliderPoint(space.widgetPoint(point))
            #expect(abs(back.x - x) <= tolerance && abs(back.y - y) <= tolerance, "\(point) -> \(back)")
            // The matrix cairo is given maps slider points exactly as widgetPoint does.
            #expect(space.transform.transform(point) == space.widgetPoint(point))
            // The slider's whole space is the widget's whole box.
            let whole = space.widgetRect(Rect(x: 0, y: 0, width: space.sliderSize.width, height: space.sliderSize.height))
            #expect(whole == Rect(x: 0, y: 0, width: width, height: height))
            // Sizes swap exactly when vertical.
            #expect(space.sliderSize == (isVertical ? Size(width: height, height: width) : Size(width: width, height: height)))
        }
    }

    @Test func rectanglesAgreeWithTheirCornersInBothOrientations() async {
        await propertyCheck(count: 2_000, input: Gen.bool(), Gen<Double>.value(in: 0...2000),
                            Gen<Double>.value(in: -500...500), Gen<Double>.value(in: -500...500),
                            Gen<Double>.value(in: 0...500), Gen<Double>.value(in: 0...500)) { isVertical, height, x, y, w, h in
            let space = SliderSpace(vertical: isVertical, widgetSize: Size(width: 40, height: height))
            let rect = Rect(x: x, y: y, width: w, height: h)
            let turned = space.widgetRect(rect)
            let images = [Point(x: x, y: y), Point(x: x + w, y: y), Point(x: x, y: y + h), Point(x: x + w, y: y + h)]
                .map(space.widgetPoint)
            let tolerance = 1e-12 * max(1, abs(x) + w, abs(y) + h, height)
            #expect(abs(turned.x - images.map(\.x).min()!) <= tolerance)
            #expect(abs(turned.y - images.map(\.y).min()!) <= tolerance)
            #expect(abs(turned.x + turned.width - images.map(\.x).max()!) <= tolerance)
            #expect(abs(turned.y + turned.height - images.map(\.y).max()!) <= tolerance)
            // The extents swap when vertical, exactly.
            #expect(isVertical ? (turned.width == h && turned.height == w) : turned == rect)
        }
    }
}
