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
        weak var quarter = sliderState.painter.ring.litRing.raster
        #expect(quarter != nil, "the frame drew no lit ring")
        slider.value = 270  // three quarters: 7 px, another image
        cairo_surface_destroy(GoldenImages.render(sliderState, size: size, scale: 1, form: .cairo))
        #expect(sliderState.painter.ring.litRing.raster != nil && sliderState.painter.ring.litRing.raster !== quarter)
        #expect(quarter != nil, "the quarter turn's image went when the slider moved on")
        slider.value = 90
        cairo_surface_destroy(GoldenImages.render(sliderState, size: size, scale: 1, form: .cairo))
        #expect(quarter != nil && sliderState.painter.ring.litRing.raster === quarter, "the quarter turn's glow was drawn again")
        RecentRasters.forget()
    }

    /// The cells a lit wedge is cut into are worked out once per fixed edge and kept with the
    /// lit image; a drag that moves only the other edge must find them again every frame.
    @Test func aRangeWhoseUpperHandleMovesKeepsItsCells() throws {
        let slider = CircularRangeSlider()
        slider.setValues(lower: 300, upper: 60)  // as the benchmark drags it
        let sliderState = try state(of: slider.widget, as: CircularRangeSliderState.self)
        var tables: [ObjectIdentifier] = []
        for upper in [60.0, 61, 62, 63] {  // the same glow all along: one lit image
            slider.upperValue = upper
            cairo_surface_destroy(GoldenImages.render(sliderState, size: size, scale: 1, form: .cairo))
            let table = try #require(sliderState.painter.ring.litRing.raster?.annotation as? LitWedge.CellTable)
            tables.append(ObjectIdentifier(table))
        }
        #expect(Set(tables).count == 1, "the cells were worked out again as the upper handle moved")
    }

    /// A wedge's fixed edge is the same to the bit whichever way it turns and wherever its
    /// moving edge is.
    @Test(arguments: [1.0, -1.0])
    func theFixedEdgeDoesNotMoveWithTheMovingOne(turn: Double) {
        let center = Point(x: 100, y: 100), first = 5.23598775598298873
        let edges = stride(from: 0.1, through: 3, by: 0.05).map { Wedge(center: center, from: first, sweep: turn * $0).fixedEdge }
        #expect(Set(edges).count == 1, "\(Set(edges))")
    }

    @Test func theKeptImagesStayWithinTheirBudget() throws {
        RecentRasters.forget()
        let side = 512.0  // 1 MB each at scale 1
        weak var first: Raster?
        for index in 0..<10 {
            let raster = try #require(Raster(size: Size(width: side, height: side), scale: 1) { _ in })
            if index == 0 { first = raster }
            RecentRasters.keep(raster)
        }
        #expect(RecentRasters.kept.count == RecentRasters.budgetBytes / (1 << 20))
        #expect(first == nil, "the oldest image outlived the budget")
        RecentRasters.forget()
        #expect(RecentRasters.kept.count == 0)
    }
}
