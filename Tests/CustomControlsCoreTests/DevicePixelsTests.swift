import Testing
@testable import CustomControlsCore

/// The device pixel grid at whole and fractional scales, with offsets worked out by hand.
@Suite struct DevicePixelsTests {
    @Test func aPointMovesToTheNearestDevicePixelCorner() {
        let grid = DevicePixels(scale: 1.5)
        // 7 logical pixels are 10.5 device pixels: half a device pixel either way, rounded up.
        let offset = grid.offsetToNearestCorner(of: Point(x: 7, y: 4))
        #expect(abs(offset.x - 1.0 / 3) < 1e-12 && offset.y == 0)
        // 3.1 logical pixels at 1.25 are 3.875 device pixels: up by 0.125 device pixels, 0.1
        // logical; -2.2 are -2.75: down to -3, by 0.2 logical.
        let quarter = DevicePixels(scale: 1.25).offsetToNearestCorner(of: Point(x: 3.1, y: -2.2))
        #expect(abs(quarter.x - 0.1) < 1e-12 && abs(quarter.y + 0.2) < 1e-12)
        // At a whole scale a whole logical position is already on a corner; a half one is not.
        #expect(DevicePixels(scale: 2).offsetToNearestCorner(of: Point(x: 13, y: 200)) == Point(x: 0, y: 0))
        #expect(DevicePixels(scale: 1).offsetToNearestCorner(of: Point(x: 2.25, y: 2.75)) == Point(x: -0.25, y: 0.25))
    }

    @Test func theOffsetIsUnderHalfADevicePixel() {
        for scale in [1.0, 1.25, 1.5, 1.75, 2, 3] {
            let grid = DevicePixels(scale: scale)
            for step in 0..<200 {
                let point = Point(x: Double(step) * 0.37, y: -Double(step) * 0.91)
                let offset = grid.offsetToNearestCorner(of: point)
                #expect(abs(offset.x) * scale <= 0.5 + 1e-9 && abs(offset.y) * scale <= 0.5 + 1e-9)
                let moved = (point.x + offset.x) * scale
                #expect(abs(moved - moved.rounded()) < 1e-9)
            }
        }
    }

    @Test func aBadScaleIsOne() {
        for scale in [0.0, -1.5, .nan, .infinity] {
            #expect(DevicePixels(scale: scale).scale == 1)
        }
        #expect(DevicePixels(scale: 1.5).isWhole == false && DevicePixels(scale: 2).isWhole)
        #expect(DevicePixels(scale: 1.5).offsetToNearestCorner(of: Point(x: .nan, y: 1)) == Point(x: 0, y: 0))
    }
}
