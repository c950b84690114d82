import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct VerticalRangeSliderTests {
    @Test func aVerticalSliderRunsUpwardsFromTheMinimumAtTheBottom() throws {
        CustomControls.registerTypes()
        let xml = """
        <interface><object class="CcRangeSlider" id="range"><property name="orientation">vertical</property></object></interface>
        """
        let builder = try #require(gtk_builder_new_from_string(xml, -1))
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let widget: UnsafeMutablePointer<GtkWidget> = try #require(cast(UnsafeMutableRawPointer(gtk_builder_get_object(builder, "range"))))
        let slider = try #require(RangeSlider(wrapping: widget))
        #expect(slider.orientation == GTK_ORIENTATION_VERTICAL)
        let host = try HostWindow(slider.widget, width: 30, height: 300)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: slider.widget))
        drag.press(15, 231)  // the lower thumb (0.2): 69 px up from the bottom
        drag.move(15, 204)  // 27 px up: +0.1
        drag.release(15, 204)
        #expect(abs(slider.lowerValue - 0.3) < 1e-12 && slider.upperValue == 0.8)
        let parts = try state(of: slider.widget, as: RangeSliderState.self)
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(parts.upperThumb, slider.widget, &bounds)
        #expect(bounds.origin.y < 100 && bounds.size.height == 30)  // the upper thumb sits high, as drawn
    }

    @Test(arguments: [1.0, 2.0])
    func goldenImagesOfAVerticalSlider(scale: Double) throws {
        let slider = RangeSlider()
        slider.orientation = GTK_ORIENTATION_VERTICAL
        slider.setValues(lower: 0.1, upper: 0.6)
        let surface = GoldenImages.render(try state(of: slider.widget), size: Size(width: 30, height: 200), scale: scale)
        defer { cairo_surface_destroy(surface) }
        GoldenImages.check(surface, named: "range-vertical-200-x\(Int(scale))")
    }
}
