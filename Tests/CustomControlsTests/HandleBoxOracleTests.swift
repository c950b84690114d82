import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// Where the two-value controls put their handles' boxes (which focus rings, accessible bounds
/// and the value popover follow) against where the values belong, worked out here from the
/// properties' documented meaning, never from another box of the widget's:
/// - the circular range slider: start angle in radians clockwise from 3 o'clock, values growing
///   counter-clockwise unless inverted, on the tutorial's ring (its centre line 1.5 line widths
///   inside the widget's shorter side, handles a line width across);
/// - the range slider: thumbs as thick as the slider, their centres travelling over its length
///   less one thumb, from the left or (vertical) the bottom; the popover above it, or (vertical)
///   to its right.
@MainActor
@Suite(.serialized, .gtk)
struct HandleBoxOracleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let minimum: Double, maximum: Double
        let lower: Double, upper: Double
        let startAngle: Double
        let inverted: Bool

        var testDescription: String { "\(minimum)…\(maximum) at \(lower), \(upper) from \(startAngle) rad\(inverted ? ", inverted" : "")" }

        /// The screen angle of `value`: a full turn from the start, clockwise when inverted.
        func angle(_ value: Double) -> Double {
            let turned = 2 * Double.pi * (value - minimum) / (maximum - minimum)
            return startAngle + (inverted ? turned : -turned)
        }
    }

    nonisolated static let cases = [
        Case(minimum: 0, maximum: 360, lower: 30, upper: 200, startAngle: 0, inverted: false),
        // A sleep schedule on a clock face: midnight at the top, hours clockwise, across midnight.
        Case(minimum: 0, maximum: 24, lower: 22, upper: 6.5, startAngle: -Double.pi / 2, inverted: true),
        Case(minimum: -50, maximum: 50, lower: -10, upper: 40, startAngle: Double.pi / 3, inverted: false),
    ]

    /// The box a handle at `value` belongs in, as the layout rounds it (to whole pixels).
    private func expectedBox(_ example: Case, _ value: Double, width: Double, height: Double, lineWidth: Double) -> (x: Double, y: Double, side: Double) {
        let radius = min(width, height) / 2 - 1.5 * lineWidth
        let angle = example.angle(value)
        let x = width / 2 + radius * cos(angle), y = height / 2 + radius * sin(angle)
        return (x - lineWidth / 2, y - lineWidth / 2, lineWidth)
    }

    @Test(arguments: cases)
    func eachHandlesBoxAndItsPopoverSitWhereItsValueBelongs(example: Case) throws {
        let slider = CircularRangeSlider()
        slider.maximumValue = example.maximum
        slider.minimumValue = example.minimum
        slider.step = 0
        slider.wraps = true
        slider.startAngle = example.startAngle
        slider.inverted = example.inverted
        slider.lineWidth = 16
        slider.setValues(lower: example.lower, upper: example.upper)
        slider.editable = true
        // Not square: the ring sits in the middle of the longer side.
        let width = 300.0, height = 240.0
        let host = try HostWindow(slider.widget, width: Int32(width), height: Int32(height))
        defer { host.close() }
        let state = try CustomControlsTests.state(of: slider.widget, as: CircularRangeSliderState.self)
        for (handle, value) in [(RangeSliderDrag.Thumb.lower, example.lower), (.upper, example.upper)] {
            let wanted = expectedBox(example, value, width: width, height: height, lineWidth: 16)
            var bounds = graphene_rect_t()
            let widget = try state.handleWidget(handle)
            #expect(gtk_widget_compute_bounds(widget, slider.widget, &bounds) != 0)
            #expect(abs(Double(bounds.origin.x) - wanted.x) <= 0.5 && abs(Double(bounds.origin.y) - wanted.y) <= 0.5,
                    "\(handle) handle at (\(bounds.origin.x), \(bounds.origin.y)), expected (\(wanted.x), \(wanted.y))")
            #expect(Double(bounds.size.width) == wanted.side && Double(bounds.size.height) == wanted.side)

            // Enter on the handle opens the popover pointing at the same place, from above.
            let (pointed, side) = try popoverPlace(state, handle, window: host.window)
            #expect(abs(Double(pointed.x) - wanted.x) <= 0.5 && abs(Double(pointed.y) - wanted.y) <= 0.5,
                    "the \(handle) popover points at (\(pointed.x), \(pointed.y)), expected (\(wanted.x), \(wanted.y))")
            #expect(side == GTK_POS_TOP)
        }
    }

    /// Runs an animation under way in `state` to its end; at every frame checks each handle's
    /// box origin against `expected` of the value drawn then (`shown`), and that some frame
    /// caught the animation between `start` (the lower value it left) and its target.
    private func checkBoxesFollowAnimation<Session>(_ state: TwoValueControl<Session>, _ widget: UnsafeMutablePointer<GtkWidget>,
                                                   shown: () -> ValuePair, leaving start: Double, for target: Double,
                                                   expected: (Double) -> (x: Double, y: Double?)) {
        var framesBetween = 0
        var misplaced: [String] = []
        let settled = GTK.iterate(until: {
            let drawn = shown()
            if state.isAnimating, drawn.lower != start, drawn.lower != target { framesBetween += 1 }
            for (handle, value) in [(RangeSliderDrag.Thumb.lower, drawn.lower), (.upper, drawn.upper)] {
                var bounds = graphene_rect_t()
                _ = gtk_widget_compute_bounds(state.handleWidget(handle), widget, &bounds)
                let wanted = expected(value)
                if abs(Double(bounds.origin.x) - wanted.x) > 0.5 || wanted.y.map({ abs(Double(bounds.origin.y) - $0) > 0.5 }) == true {
                    misplaced.append("\(handle) box at (\(bounds.origin.x), \(bounds.origin.y)) while drawn at \(value): expected \(wanted)")
                }
            }
            return !state.isAnimating
        }, timeout: 10)
        #expect(settled)
        #expect(framesBetween > 0, "no frame caught the animation under way")
        #expect(misplaced.isEmpty, "\(misplaced.prefix(3))")
    }

    /// While an animation moves the handles, their boxes follow the handles as drawn (the
    /// values shown on the ring), frame by frame, not the values they are heading for.
    @Test func duringAnAnimationEachHandlesBoxFollowsTheDrawnHandle() throws {
        let slider = CircularRangeSlider()
        slider.step = 0
        slider.lineWidth = 16
        slider.setValues(lower: 30, upper: 200)
        let host = try HostWindow(slider.widget, width: 300, height: 240)
        defer { host.close() }
        let state = try CustomControlsTests.state(of: slider.widget, as: CircularRangeSliderState.self)
        slider.setValues(lower: 120, upper: 300, animated: true)
        checkBoxesFollowAnimation(state, slider.widget, shown: { state.shownOnRing }, leaving: 30, for: 120) { value in
            let box = expectedBox(Self.cases[0], value, width: 300, height: 240, lineWidth: 16)
            return (box.x, box.y)
        }
    }

    /// The range slider's thumbs too: while an animation moves them, their boxes sit where
    /// the thumbs are drawn (the displayed values, 30 px thumbs over 270 px of travel).
    @Test func duringAnAnimationEachThumbsBoxFollowsTheDrawnThumb() throws {
        let slider = RangeSlider()
        slider.setValues(lower: 0.1, upper: 0.4)
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let state = try CustomControlsTests.state(of: slider.widget, as: RangeSliderState.self)
        slider.setValues(lower: 0.5, upper: 0.9, animated: true)
        // The thumb's centre, 15 + 270 × value, less half a thumb.
        checkBoxesFollowAnimation(state, slider.widget, shown: { state.displayedValue }, leaving: 0.1, for: 0.5) { (270 * $0, nil) }
    }

    /// Opens the value popover on `handle` with Enter, returns where it points and on which
    /// side, and closes it with Escape.
    private func popoverPlace<Session>(_ state: TwoValueControl<Session>, _ handle: RangeSliderDrag.Thumb, window: UnsafeMutablePointer<GtkWidget>) throws -> (GdkRectangle, GtkPositionType) {
        let widget = state.handleWidget(handle)
        gtk_widget_grab_focus(widget)
        try #require(gtk_widget_is_focus(widget) != 0)
        #expect(Typist(way: .inputMethod, window: window, entry: widget).bubble(GDK_KEY_Return), "Enter on the handle was not taken")
        let popover = try #require(state.valuePopover)
        var pointed = GdkRectangle()
        #expect(gtk_popover_get_pointing_to(cast(popover), &pointed) != 0)
        let side = gtk_popover_get_position(cast(popover))
        let typist = Typist(way: .inputMethod, window: window, entry: try #require(state.popoverEntry?.widget))
        try typist.focusEntry()
        try typist.press(.escape)
        #expect(!state.isTypingValue, "Escape did not close the popover")
        return (pointed, side)
    }

    nonisolated static let orientations = [false, true]

    @Test(arguments: orientations)
    func eachThumbsPopoverPointsAtWhereItsValueBelongs(vertical: Bool) throws {
        let slider = RangeSlider()
        slider.setValues(lower: 0.2, upper: 0.7)
        slider.editable = true
        if vertical { slider.orientation = GTK_ORIENTATION_VERTICAL }
        let host = try HostWindow(slider.widget, width: vertical ? 30 : 300, height: vertical ? 300 : 30)
        defer { host.close() }
        let state = try CustomControlsTests.state(of: slider.widget, as: RangeSliderState.self)
        for (handle, fraction) in [(RangeSliderDrag.Thumb.lower, 0.2), (.upper, 0.7)] {
            // 30 px thumbs over 270 px of travel, from the left or from the bottom.
            let centre = vertical ? 300 - (15 + 270 * fraction) : 15 + 270 * fraction
            let (pointed, side) = try popoverPlace(state, handle, window: host.window)
            let along = vertical ? pointed.y : pointed.x, across = vertical ? pointed.x : pointed.y
            #expect(abs(Double(along) - (centre - 15)) <= 0.5 && across == 0, "the \(handle) popover points at (\(pointed.x), \(pointed.y))")
            #expect(pointed.width == 30 && pointed.height == 30)
            #expect(side == (vertical ? GTK_POS_RIGHT : GTK_POS_TOP), "the \(handle) popover opens on side \(side.rawValue)")
        }
    }
}
