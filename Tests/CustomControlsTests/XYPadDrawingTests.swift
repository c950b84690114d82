import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// The XY pad's pixels: the handle where the values put it (x to the right, y upwards), the
/// crosshair in the tint, grid lines, and the golden images light, dark and high contrast.
@MainActor
@Suite(.serialized, .gtk)
struct XYPadDrawingTests {
    /// The pixel at (`x`, `y`) as (red, green, blue), 0...255.
    private func rgb(_ surface: OpaquePointer, x: Double, y: Double, scale: Double = 1) -> (Int, Int, Int) {
        let argb = GoldenImages.pixel(surface, x: Int(x * scale), y: Int(y * scale))
        return (Int(argb >> 16 & 0xff), Int(argb >> 8 & 0xff), Int(argb & 0xff))
    }

    /// At 200×200 the field is inset by the handle's radius (10): x 0...1 spans 10...190 across,
    /// y 0...1 spans 190...10 down. The handle (white) sits at the values, both ways round, and
    /// the crosshair's lines (the tint, pure red here) run through it.
    @Test(arguments: [(0.25, 0.75), (0.75, 0.25)])
    func theHandleAndTheCrosshairAreWhereTheValuesPutThem(x: Double, y: Double) throws {
        let pad = XYPad()
        pad.tintColor = RGBA(red: 1, green: 0, blue: 0)
        pad.setValues(x: x, y: y)
        let surface = GoldenImages.render(try state(of: pad.widget), size: Size(width: 200, height: 200), scale: 1)
        defer { cairo_surface_destroy(surface) }
        let centerX = 10 + 180 * x, centerY = 190 - 180 * y
        let handle = rgb(surface, x: centerX + 3, y: centerY + 3)
        #expect(handle.0 > 200 && handle.1 > 200 && handle.2 > 200, "the handle at (\(centerX), \(centerY)): \(handle)")
        // The vertical line through the handle, well away from it, and the horizontal one.
        for (px, py) in [(centerX, centerY > 100 ? 30.0 : 170), (centerX > 100 ? 30.0 : 170, centerY)] {
            let line = rgb(surface, x: px, y: py)
            #expect(line.0 > 200 && line.1 < 60 && line.2 < 60, "crosshair at (\(px), \(py)): \(line)")
        }
        // The mirror point is plain field (light grey), neither handle nor line.
        let field = rgb(surface, x: 200 - centerX + 5, y: 200 - centerY + 5)
        #expect(field.0 > 200 && field.0 < 245 && field.0 == field.1, "field at the mirror point: \(field)")
    }

    /// Without the crosshair only the handle marks the point.
    @Test func withoutTheCrosshairNoLineCrossesTheField() throws {
        let pad = XYPad()
        pad.tintColor = RGBA(red: 1, green: 0, blue: 0)
        pad.showCrosshair = false
        let surface = GoldenImages.render(try state(of: pad.widget), size: Size(width: 200, height: 200), scale: 1)
        defer { cairo_surface_destroy(surface) }
        let above = rgb(surface, x: 100, y: 40)
        #expect(above.0 == above.1 && above.1 == above.2, "no red line above the handle: \(above)")
    }

    /// A mark on the top edge is a vertical grid line at its x, one on the left a horizontal
    /// line at its y; darker than the field either side.
    @Test func marksAreGridLinesOnTheirAxes() throws {
        let pad = XYPad()
        pad.showCrosshair = false
        pad.setValues(x: 0.9, y: 0.9)  // the handle out of the way
        pad.addMark(0.5, position: .top)
        pad.addMark(0.25, position: .left)
        let surface = GoldenImages.render(try state(of: pad.widget), size: Size(width: 200, height: 200), scale: 1)
        defer { cairo_surface_destroy(surface) }
        let onX = rgb(surface, x: 100, y: 60).0, besideX = rgb(surface, x: 104, y: 60).0
        let onY = rgb(surface, x: 60, y: 145).0, besideY = rgb(surface, x: 60, y: 149).0
        #expect(onX < besideX - 20, "the x line at 100: \(onX) against \(besideX)")
        #expect(onY < besideY - 20, "the y line at 145: \(onY) against \(besideY)")
    }

    @Test(arguments: [1.0, 2.0])
    func goldenImages(scale: Double) throws {
        let cases: [(String, Double, Double, RGBA?, Bool)] = [
            ("middle", 0.5, 0.5, nil, false), ("corner-tint-grid", 0.8, 0.2, RGBA(red: 0.9, green: 0.35, blue: 0.1), true),
        ]
        for (name, x, y, tint, grid) in cases {
            let pad = XYPad()
            pad.tintColor = tint
            if grid { for value in [0.25, 0.5, 0.75] { pad.addMark(value, position: .top); pad.addMark(value, position: .left) } }
            pad.setValues(x: x, y: y)
            let surface = GoldenImages.render(try state(of: pad.widget), size: Size(width: 160, height: 120), scale: scale)
            defer { cairo_surface_destroy(surface) }
            GoldenImages.check(surface, named: "xypad-160x120-x\(Int(scale))-\(name)")
        }
    }

    @Test(arguments: [1.0, 2.0])
    func goldenImagesInTheDarkAndInHighContrast(scale: Double) throws {
        for theme in CircularSliderMarksTests.themes {
            try withTheme(theme.name, darkStyle: theme.dark) {
                let pad = XYPad()
                for value in [0.25, 0.5, 0.75] { pad.addMark(value, position: .bottom); pad.addMark(value, position: .right) }
                pad.setValues(x: 0.3, y: 0.6)
                let image = GoldenImages.render(try state(of: pad.widget), size: Size(width: 160, height: 120), scale: scale, over: theme.background)
                defer { cairo_surface_destroy(image) }
                GoldenImages.check(image, named: "xypad-160x120-x\(Int(scale))-\(theme.tag)")
            }
        }
    }
}
