import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct PartialCircleTests {
    @Test func aHalfCircleSliderMapsTheUpperHalfAndItsKeysStopAtTheEnds() throws {
        let slider = CircularSlider()
        let notifies = SignalCounter(slider.widget, notify: "end-angle")
        slider.endAngle = -.pi
        slider.endAngle = -.pi
        #expect(notifies.count == 1)
        let keys = try InputDriver(slider.widget)
        keys.press(GDK_KEY_Left)
        #expect(slider.value == 0)  // no wrap on a partial circle
        let host = try HostWindow(slider.widget, width: 200, height: 200)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: slider.widget))
        drag.press(100, 20)  // 12 o'clock: half way round the half circle
        drag.release(100, 20)
        #expect(slider.value == 180)
    }

    @Test(arguments: [1.0, 2.0])
    func goldenImagesOfAHalfCircle(scale: Double) throws {
        let slider = CircularSlider()
        slider.endAngle = -.pi
        slider.value = 240
        let surface = GoldenImages.render(try state(of: slider.widget), size: Size(width: 160, height: 160), scale: scale)
        defer { cairo_surface_destroy(surface) }
        GoldenImages.check(surface, named: "circular-half-160-x\(Int(scale))")
    }
}
