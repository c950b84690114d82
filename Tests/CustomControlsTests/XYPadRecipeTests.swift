import CustomControlsCore
import Testing
@testable import CustomControls

/// The XY pad's shapes, read as data: where each line and the handle lie, computed here from
/// the pad's size by hand rather than through XYPadGeometry.
@Suite struct XYPadRecipeTests {
    // 220 x 120: handle radius 10, field x 10...210, y 10...110 (y upwards: fraction 1 at 10).
    let geometry = XYPadGeometry(size: Size(width: 220, height: 120))
    let grey = RGBA(white: 0.5)

    private func rects(_ shapes: [Shape]) -> [Rect] {
        shapes.compactMap { if case let .rect(rect, _) = $0 { rect } else { nil } }
    }

    @Test func gridLinesCrossTheFieldAtTheMarksOfEachAxis() {
        let lines = rects(XYPadRecipe.gridLines(geometry: geometry, x: [0.25, 1], y: [0.1], color: grey,
                                                pixels: DevicePixels(scale: 1)))
        // Vertical at x = 10 + 0.25 * 200 = 60 and 210, one pixel wide, left edge half a pixel before.
        #expect(lines == [Rect(x: 60, y: 10, width: 1, height: 100), Rect(x: 210, y: 10, width: 1, height: 100),
                          // Horizontal at y = 10 + (1 - 0.1) * 100 = 100.
                          Rect(x: 10, y: 100, width: 200, height: 1)])
    }

    /// The crosshair's two lines meet at the handle's centre, whichever way it moved.
    @Test(arguments: [Point(x: 60, y: 35), Point(x: 180.25, y: 97.5)])
    func theCrosshairCrossesAtTheHandle(center: Point) {
        let lines = rects(XYPadRecipe.crosshair(geometry: geometry, center: center, color: grey,
                                                pixels: DevicePixels(scale: 1)))
        #expect(lines.count == 2)
        let vertical = lines[0], horizontal = lines[1]
        #expect(abs(vertical.midX - center.x) <= 0.5 && vertical.y == 10 && vertical.height == 100)
        #expect(abs(horizontal.midY - center.y) <= 0.5 && horizontal.x == 10 && horizontal.width == 200)
    }

    /// At 1.5 a line is two device pixels (1.33 logical) wide and both its edges fall on device
    /// pixels: crisp, where a one-logical-pixel line would cover one and a half.
    @Test(arguments: [1.25, 1.5, 2])
    func linesAreWholeDevicePixelsAtFractionalScales(scale: Double) {
        let lines = rects(XYPadRecipe.crosshair(geometry: geometry, center: Point(x: 73.3, y: 41.7), color: grey,
                                                pixels: DevicePixels(scale: scale)))
        let deviceWidth = scale.rounded()   // 1.25 → 1, 1.5 → 2, 2 → 2
        for edge in [lines[0].x, lines[0].x + lines[0].width, lines[1].y, lines[1].y + lines[1].height] {
            #expect(abs(edge * scale - (edge * scale).rounded()) < 1e-9)
        }
        #expect(abs(lines[0].width * scale - deviceWidth) < 1e-9 && abs(lines[1].height * scale - deviceWidth) < 1e-9)
    }

    /// The handle is the range slider's thumb, round, in the handle's box; pressed adds the shade.
    @Test func theHandleIsARoundThumbCentredOnItsPoint() {
        let center = Point(x: 60, y: 35)
        let handle = XYPadRecipe.handle(center: center, radius: 10, color: grey, pressed: false)
        let pressed = XYPadRecipe.handle(center: center, radius: 10, color: grey, pressed: true)
        #expect(Snapshot.box(around: center, radius: 10) == Rect(x: 50, y: 25, width: 20, height: 20))
        let fills = handle.compactMap { if case let .fill(outline, color) = $0, color == grey { outline } else { nil } }
        // The thumb insets its frame by 2 and rounds it fully: a disc of radius 8 at the centre.
        #expect(fills == [RoundedRect(Rect(x: 52, y: 27, width: 16, height: 16), radius: 8)])
        #expect(pressed.count == handle.count + 1)
    }

    /// Snapped to device pixels, a line still covers the point it marks, wherever in a pixel
    /// that falls, at 1 and at 1.5.
    @Test(arguments: [(1.0, 60.0), (1, 60.9), (1, 61.49), (1.5, 60.9), (1.5, 61.3)])
    func aLineCoversThePointItMarks(scale: Double, at coordinate: Double) {
        let lines = rects(XYPadRecipe.crosshair(geometry: geometry, center: Point(x: coordinate, y: coordinate), color: grey,
                                                pixels: DevicePixels(scale: scale)))
        #expect(lines[0].x <= coordinate && coordinate <= lines[0].x + lines[0].width)
        #expect(lines[1].y <= coordinate && coordinate <= lines[1].y + lines[1].height)
    }

    /// The focus ring is a circle around the handle's box, half a pixel in.
    @Test func theFocusRingIsACircleAroundTheHandle() {
        let ring = XYPadRecipe.focusRing(center: Point(x: 60, y: 35), radius: 10, color: grey)
        guard case let .stroke(outline, width, color)? = ring.first, ring.count == 1 else {
            Issue.record("one stroke")
            return
        }
        #expect(outline == RoundedRect(Rect(x: 50.5, y: 25.5, width: 19, height: 19), radius: 9.5))
        #expect(width == 2 && color == grey)
    }

    @Test func theFieldCoversThePadAndAnEmptyPadDrawsNothing() {
        let field = XYPadRecipe.field(size: Size(width: 220, height: 120), handleRadius: 10, color: grey, curvaceousness: 0.5)
        guard case let .fill(panel, color) = field.first else {
            Issue.record("the field starts with its panel")
            return
        }
        #expect(panel == RoundedRect(Rect(x: 0, y: 0, width: 220, height: 120), radius: 5) && color == grey)
        // A thin dark outline just inside the edge.
        guard case let .stroke(outline, width, edge)? = field.last, field.count == 2 else {
            Issue.record("the field ends with its outline")
            return
        }
        #expect(outline == RoundedRect(Rect(x: 0.25, y: 0.25, width: 219.5, height: 119.5), radius: 5))
        #expect(width == 0.5 && edge == RGBA(white: 0, alpha: 0.8))
        // Nothing to draw without width or without height; half a pixel of either is drawn.
        for (width, height) in [(0.0, 120.0), (220, 0)] {
            #expect(XYPadRecipe.field(size: Size(width: width, height: height), handleRadius: 10, color: grey, curvaceousness: 1).isEmpty)
        }
        for (width, height) in [(0.5, 120.0), (220, 0.5)] {
            #expect(XYPadRecipe.field(size: Size(width: width, height: height), handleRadius: 10, color: grey, curvaceousness: 1).count == 2)
        }
    }
}
