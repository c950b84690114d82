import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct RangeSliderOptionTests {
    @Test func draggingTheHighlightedRangeMovesBothThumbs() throws {
        let slider = RangeSlider()
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let changes = SignalCounter(slider.widget)
        var drag = try GestureDriver(try state(of: slider.widget))
        drag.press(150, 15)
        drag.move(123, 15)
        drag.release(123, 15)
        #expect(abs(slider.lowerValue - 0.1) < 1e-12 && abs(slider.upperValue - 0.7) < 1e-12)
        #expect(changes.count == 1)
    }

    @Test func minimumDistanceAndPushModeAreProperties() throws {
        let slider = RangeSlider()
        let distance = SignalCounter(slider.widget, notify: "minimum-distance")
        let push = SignalCounter(slider.widget, notify: "push-mode")
        cc_object_set_double(slider.widget, "minimum-distance", 0.7)
        cc_object_set_double(slider.widget, "minimum-distance", 0.7)
        cc_object_set_boolean(slider.widget, "push-mode", 1)
        #expect(distance.count == 1 && push.count == 1 && slider.pushMode)
        #expect(abs(slider.upperValue - 0.9) < 1e-12 && slider.lowerValue == 0.2)  // pushed apart
        let keys = try InputDriver(slider.widget)
        keys.press(GDK_KEY_End)  // the lower thumb stops at the distance
        #expect(abs(slider.lowerValue - (slider.upperValue - 0.7)) < 1e-12)
    }
}
