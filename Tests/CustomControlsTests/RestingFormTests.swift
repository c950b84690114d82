import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// The circular controls under GTK 4.14's Vulkan renderer draw their ring in the cairo form
/// while it moves and in the texture form at rest (``DrawingForm/restingTextures``) (``DrawingForm/Choice/cairoWhileMoving``):
/// a change draws cairo, the redraw asked for when it settles draws textures, and that redraw's
/// timeout never outlives the control's map or the control. The test window's renderer may
/// choose otherwise, so each test gives the mapped control that choice itself (as its window
/// would under Vulkan); the frames are GTK's own.
@MainActor
@Suite(.serialized, .gtk)
struct RestingFormTests {
    nonisolated static let ringTypes: [ControlType] = [.circularSlider, .circularRangeSlider]

    /// Shows a control of `type`, under the choice that follows motion, at rest.
    private func showAtRest(_ type: ControlType) throws -> (UnsafeMutablePointer<GtkWidget>, HostWindow, ControlState) {
        let widget = type.make()
        let host = try HostWindow(widget, width: type.size.0, height: type.size.1)
        let control = try state(of: widget)
        control.mappedFormChoice = .cairoWhileMoving
        #expect(control.drawingForm == .restingTextures)
        #expect(control.formMotion.redraw == 0)
        return (widget, host, control)
    }

    /// Moves the control's value a page up, as Page Up does; returns once a frame drawn now is
    /// moving (the shown value moved) and the redraw for when it settles is pending.
    private func move(_ control: ControlState) {
        #expect(control.apply(.page(1)))
        #expect(GTK.iterate(until: { control.drawingForm == .cairo }))
        #expect(control.formMotion.redraw != 0)
    }

    @Test(arguments: ringTypes)
    func theRingIsCairoWhileItMovesAndTexturesAfterTheRedrawOnceSettled(type: ControlType) throws {
        let (widget, host, control) = try showAtRest(type)
        defer {
            host.close()
            g_object_unref(widget.raw)
        }
        let probe = RedrawProbe(widget)
        defer { probe.stop() }
        let start = control.formMotion.watch.shown
        move(control)
        #expect(control.formMotion.watch.shown != start)
        // The settle timeout fires and queues a redraw (GTK draws no frame in the main loop
        // iteration that runs the timeout), which GTK draws: at rest, asking for no further
        // redraw.
        #expect(GTK.iterate(until: { control.formMotion.redraw == 0 }))
        #expect(probe.redrawn())
        #expect(!control.formMotion.watch.isMoving(at: Double(g_get_monotonic_time()) / 1_000_000))
        #expect(control.formMotion.redraw == 0)
        #expect(control.drawingForm == .restingTextures)
    }

    @Test(arguments: ringTypes)
    func unmappingRemovesThePendingRedraw(type: ControlType) throws {
        let (widget, host, control) = try showAtRest(type)
        defer {
            host.close()
            g_object_unref(widget.raw)
        }
        move(control)
        let pending = control.formMotion.redraw
        gtk_widget_set_visible(widget, 0)
        #expect(gtk_widget_get_mapped(widget) == 0)
        #expect(control.formMotion.redraw == 0)
        #expect(g_main_context_find_source_by_id(nil, pending) == nil)
    }

    @Test(arguments: ringTypes)
    func destroyingTheControlRemovesThePendingRedraw(type: ControlType) throws {
        let (widget, host, control) = try showAtRest(type)
        let watch = FinalizeWatch(widget.raw)
        move(control)
        let pending = control.formMotion.redraw
        host.close()
        g_object_unref(widget.raw)
        #expect(watch.isFinalized)
        #expect(g_main_context_find_source_by_id(nil, pending) == nil)
        GTK.spin(0.6)  // longer than the settle delay: a timeout left behind would fire on a freed widget
    }

    /// The resting form covers the cells of each kind with rectangles that never overlap
    /// and never take a cell of another kind (only free ones): a ring's quarter of one kind
    /// is one rectangle.
    @Test func theRestingCoverTakesEachCellOnceAndNoOtherKind() {
        // A 6 × 6 grid: a ring of cells round a free middle, lit (inside) in its top right
        // quarter, the moving edge in one cell, the rest bare (outside).
        let rows = ["..OOI.", ".O..II", "O....I", "O....E", ".O..O.", "..OO.."]
        let kinds: [LitWedge.CellKind] = rows.joined().map { character in
            switch character {
            case "I": .inside
            case "O": .outside
            case "E": .edge
            default: .free
            }
        }
        for kind in [LitWedge.CellKind.inside, .outside] {
            var covered = [Int](repeating: 0, count: kinds.count)
            let rects = LitWedge.cover(kind, in: kinds, columns: 6)
            for rect in rects {
                for row in rect.row..<(rect.row + rect.rows) {
                    for column in rect.column..<(rect.column + rect.columns) {
                        covered[row * 6 + column] += 1
                        #expect(kinds[row * 6 + column] == kind || kinds[row * 6 + column] == .free, "\(kind): \(rect) takes cell \(column), \(row)")
                    }
                }
            }
            for index in kinds.indices where kinds[index] == kind { #expect(covered[index] == 1, "\(kind): cell \(index) covered \(covered[index]) times") }
            if kind == .inside { #expect(rects.count <= 2, "\(rects)") }
        }
        #expect(LitWedge.cover(.inside, in: [LitWedge.CellKind](repeating: .free, count: 4), columns: 2).isEmpty)
        #expect(LitWedge.cover(.inside, in: [], columns: 0).isEmpty)
    }
}
