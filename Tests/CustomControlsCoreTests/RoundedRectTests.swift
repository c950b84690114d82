import Testing
@testable import CustomControlsCore

/// A round-cornered outline's radius, offsets and inside, checked against points worked out
/// by hand from its corner circles.
@Suite struct RoundedRectTests {
    let pill = RoundedRect(Rect(x: 10, y: 20, width: 100, height: 30), radius: 15)

    @Test func theRadiusDrawnStaysWithinHalfTheShorterSide() {
        #expect(pill.cornerRadius == 15)
        #expect(RoundedRect(Rect(x: 0, y: 0, width: 100, height: 30), radius: 40).cornerRadius == 15)
        #expect(RoundedRect(Rect(x: 0, y: 0, width: 8, height: 30), radius: 40).cornerRadius == 4)
        #expect(RoundedRect(Rect(x: 0, y: 0, width: 8, height: 30), radius: -3).cornerRadius == 0)
        #expect(RoundedRect(Rect(x: 0, y: 0, width: 8, height: 30), radius: .nan).cornerRadius == 0)
        #expect(RoundedRect(Rect(x: 0, y: 0, width: 8, height: 30), radius: .infinity).cornerRadius == 0)
    }

    @Test func growingKeepsTheCornersConcentric() {
        let grown = pill.outset(by: 2)
        #expect(grown.rect == Rect(x: 8, y: 18, width: 104, height: 34))
        #expect(grown.cornerRadius == 17)
        let shrunk = pill.outset(by: -5)
        #expect(shrunk.rect == Rect(x: 15, y: 25, width: 90, height: 20))
        #expect(shrunk.cornerRadius == 10)
        // Shrunk past its radius, the corners are square; past its size, it is empty.
        let square = RoundedRect(Rect(x: 0, y: 0, width: 40, height: 40), radius: 3).outset(by: -5)
        #expect(square.cornerRadius == 0 && square.rect == Rect(x: 5, y: 5, width: 30, height: 30))
        let flat = pill.outset(by: -20)
        #expect(flat.rect == Rect(x: 30, y: 35, width: 60, height: 0) && flat.cornerRadius == 0)
    }

    @Test func anOffsetMovesTheRectangleOnly() {
        let moved = pill.offsetBy(Point(x: -3, y: 1.5))
        #expect(moved.rect == Rect(x: 7, y: 21.5, width: 100, height: 30))
        #expect(moved.radius == 15)
    }

    @Test func theInsideFollowsTheCornerCircles() {
        // The top left corner's circle is about (25, 35), radius 15.
        let diagonal = 15 / 2.0.squareRoot()
        #expect(pill.contains(Point(x: 25 - diagonal + 0.01, y: 35 - diagonal + 0.01)))
        #expect(!pill.contains(Point(x: 25 - diagonal - 0.01, y: 35 - diagonal - 0.01)))
        #expect(!pill.contains(Point(x: 10.5, y: 20.5)))  // inside the rectangle, outside the corner
        #expect(pill.contains(Point(x: 10, y: 35)))  // the middle of the left edge
        #expect(pill.contains(Point(x: 60, y: 20)))  // the top edge, between the corners
        #expect(!pill.contains(Point(x: 60, y: 19.99)))
        // The bottom right corner's circle is about (95, 35).
        #expect(pill.contains(Point(x: 95 + diagonal - 0.01, y: 35 + diagonal - 0.01)))
        #expect(!pill.contains(Point(x: 95 + diagonal + 0.01, y: 35 + diagonal + 0.01)))
        // Every point within 2 of the outline's inside is inside the grown outline.
        let grown = pill.outset(by: 2)
        #expect(grown.contains(Point(x: 25 - diagonal - 1.4, y: 35 - diagonal - 1.4)))
        #expect(!grown.contains(Point(x: 25 - diagonal - 1.42, y: 35 - diagonal - 1.42)))
    }
}
