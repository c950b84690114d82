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
        weak let quarter = sliderState.painter.ring.litRing.raster
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

    /// A circular range slider at rest keeps a few hundred bytes of mask for its fixed edge,
    /// not a cut image of its whole box that no other control shares (its lower value is its
    /// own); a drag of one handle cuts the other's edge once and draws every frame from it, and
    /// both ways show the same pixels but for the mask's rounding.
    @Test(arguments: [(lower: 300.0, upper: 60.0, moving: "upper"), (lower: 300.0, upper: 60.0, moving: "lower")])
    func aRangeAtRestKeepsItsFixedEdgeAsAMaskAndADragCutsIt(lower: Double, upper: Double, moving: String) throws {
        let resting = CircularRangeSlider()
        resting.setValues(lower: lower, upper: upper)
        let restingState = try state(of: resting.widget, as: CircularRangeSliderState.self)
        let atRest = GoldenImages.render(restingState, size: size, scale: 1, form: .cairo)
        defer { cairo_surface_destroy(atRest) }
        #expect(restingState.painter.ring.fixedEdgeCut.raster == nil, "a control at rest keeps a cut of its own")
        #expect(restingState.painter.ring.fixedEdgeMask?.mask != nil, "no mask kept for the fixed edge")

        // The same values reached by a drag of one handle, a degree at a time.
        let dragged = CircularRangeSlider()
        let draggedState = try state(of: dragged.widget, as: CircularRangeSliderState.self)
        var cuts: Set<ObjectIdentifier> = []
        var last: OpaquePointer?
        defer { last.map(cairo_surface_destroy) }
        for step in stride(from: 3.0, through: 0, by: -1) {
            if moving == "upper" { dragged.setValues(lower: lower, upper: upper - step) } else { dragged.setValues(lower: lower - step, upper: upper) }
            last.map(cairo_surface_destroy)
            last = GoldenImages.render(draggedState, size: size, scale: 1, form: .cairo)
            if step < 3, let cut = draggedState.painter.ring.fixedEdgeCut.raster { cuts.insert(ObjectIdentifier(cut)) }
        }
        #expect(cuts.count == 1, "the drag's frames did not share one cut of the fixed edge: \(cuts.count)")
        #expect(draggedState.painter.ring.fixedEdgeMask == nil, "a mask kept beside the cut")
        let (largest, pixelsOver) = GoldenImages.channelDifference(atRest, try #require(last), threshold: 1)
        // The mask weighs each pixel by the share of it on the wedge's side, cairo's clip (in
        // the cut) by its own samples: measured, up to 3 levels apart on 4 or 5 pixels.
        #expect(largest <= 3, "the mask and the cut differ by \(largest) levels")
        #expect(pixelsOver <= 10, "the mask and the cut differ by more than a level on \(pixelsOver) pixels")

        // Both handles moved at once: back to the mask, the cut let go.
        dragged.setValues(lower: lower - 40, upper: upper + 40)
        cairo_surface_destroy(GoldenImages.render(draggedState, size: size, scale: 1, form: .cairo))
        #expect(draggedState.painter.ring.fixedEdgeCut.raster == nil, "the cut outlived the drag's still end")
        #expect(draggedState.painter.ring.fixedEdgeMask?.mask != nil)
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
