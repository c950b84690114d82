import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct DragLabelTests {
    /// The vertical extent of what the slider draws at 300x30 (top, bottom).
    private func drawnExtent(_ state: ControlState) throws -> (Float, Float) {
        let snapshot = gtk_snapshot_new()!
        state.render(into: snapshot, size: Size(width: 300, height: 30), scale: 1)
        let node = try #require(gtk_snapshot_free_to_node(snapshot))
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t()
        gsk_render_node_get_bounds(node, &bounds)
        return (bounds.origin.y, bounds.origin.y + bounds.size.height)
    }

    @Test func labelsShowAboveTheThumbsOnlyWhileDragging() throws {
        let slider = RangeSlider()
        slider.showLabels = true
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let sliderState = try state(of: slider.widget, as: RangeSliderState.self)
        #expect(try drawnExtent(sliderState).0 >= 0)  // no drag: nothing above
        var drag = try GestureDriver(sliderState)
        drag.press(69, 15)
        drag.move(96, 15)
        #expect(try drawnExtent(sliderState).0 < 0)  // the label sits above the widget
        let surface = GoldenImages.render(sliderState, size: Size(width: 300, height: 30), scale: 1)
        cairo_surface_destroy(surface)
        drag.release(96, 15)
        #expect(try drawnExtent(sliderState).0 >= 0)
        slider.showLabels = false
        drag.press(96, 15)
        #expect(try drawnExtent(sliderState).0 >= 0)  // off: no labels even while dragging
        drag.release(96, 15)
    }
}
