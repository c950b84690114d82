import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// The circular controls' lit ring glows more as the value grows, one device pixel at a time,
/// so a drag steps through a few glow levels, each an image drawn pixel by pixel: a level a
/// drag comes back to must be found again, not drawn again (``RecentRasters``).
@MainActor
@Suite(.serialized, .gtk)
struct LitRingCacheTests {
    private let size = Size(width: 200, height: 200)

    @Test func aGlowLevelADragComesBackToIsNotDrawnAgain() throws {
        RecentRasters.forget()
        let slider = CircularSlider()
        let sliderState = try state(of: slider.widget, as: CircularSliderState.self)
        slider.value = 90  // a quarter turn: a glow of 2 px at 200 px
        cairo_surface_destroy(GoldenImages.render(sliderState, size: size, scale: 1, form: .cairo))
        weak var quarter = sliderState.painter.litRaster
        #expect(quarter != nil, "the frame drew no lit ring")
        slider.value = 270  // three quarters: 7 px, another image
        cairo_surface_destroy(GoldenImages.render(sliderState, size: size, scale: 1, form: .cairo))
        #expect(sliderState.painter.litRaster != nil && sliderState.painter.litRaster !== quarter)
        #expect(quarter != nil, "the quarter turn's image went when the slider moved on")
        slider.value = 90
        cairo_surface_destroy(GoldenImages.render(sliderState, size: size, scale: 1, form: .cairo))
        #expect(quarter != nil && sliderState.painter.litRaster === quarter, "the quarter turn's glow was drawn again")
        RecentRasters.forget()
    }

    @Test func theKeptImagesStayWithinTheirBudget() throws {
        RecentRasters.forget()
        let side = 1024.0  // 4 MB each at scale 1
        weak var first: Raster?
        for index in 0..<6 {
            let raster = try #require(Raster(size: Size(width: side, height: side), scale: 1) { _ in })
            if index == 0 { first = raster }
            RecentRasters.keep(raster)
        }
        #expect(RecentRasters.count == RecentRasters.budgetBytes / (4 << 20))
        #expect(first == nil, "the oldest image outlived the budget")
        RecentRasters.forget()
        #expect(RecentRasters.count == 0)
    }
}
