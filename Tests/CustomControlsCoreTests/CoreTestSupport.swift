import Testing
@testable import CustomControlsCore

// Helpers the Core suites share.

/// A point at screen angle `degrees` (clockwise from +x), `radius` from `center`.
func pointer(atDegrees degrees: Double, radius: Double = 50, center: Point = Point(x: 100, y: 100)) -> Point {
    center.offset(atAngle: degrees * .pi / 180, distance: radius)
}
