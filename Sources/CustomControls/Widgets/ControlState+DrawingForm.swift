import CustomControlsCGtk
import CustomControlsCore

// The form each frame is built in (``DrawingForm``): the one the window's renderer draws
// cheapest, and for the circular controls under GTK 4.14's GPU renderers the cairo form while
// the ring moves and the texture form at rest, with one redraw when it settles.

extension ControlState {
    /// The form of the frame being drawn now. How the renderer of the control's window wants
    /// frames built is looked up once while the control is mapped (its window keeps its
    /// renderer while it is realized, and a control is mapped only in a realized window), on
    /// each frame otherwise.
    var drawingForm: DrawingForm {
        let choice = mappedFormChoice ?? DrawingForm.choice(forRendererOf: widget, content: drawingContent)
        if gtk_widget_get_mapped(widget) != 0 { mappedFormChoice = choice }
        if case .always(let form) = choice { return form }
        return form(under: choice, at: Double(g_get_monotonic_time()) / 1_000_000)
    }

    /// The form of a frame drawn at `time` (seconds on the monotonic clock) under `choice`.
    /// A choice that follows motion records what the frame shows (``shownForMotion``); while
    /// that moves, it asks for a redraw for when it will have settled.
    func form(under choice: DrawingForm.Choice, at time: Double) -> DrawingForm {
        guard choice == .cairoWhileMoving else { return choice.form(moving: false) }
        let moving = formMotion.watch.frame(showing: shownForMotion, at: time)
        if let delay = formMotion.watch.redrawDelay(at: time) { redrawWhenSettled(after: delay) }
        return choice.form(moving: moving)
    }

    /// Queues one redraw `milliseconds` from now, unless one is pending: a frame drawn then
    /// that is at rest is built in the texture form, and the control keeps that one. (A
    /// pending redraw that comes while the drawing still moves asks for the next.) Only while
    /// mapped, as only a mapped control draws; unmap and dispose remove it.
    private func redrawWhenSettled(after milliseconds: UInt32) {
        guard formMotion.redraw == 0, gtk_widget_get_mapped(widget) != 0, !valuePartRemoved else { return }
        let fire: @convention(c) (gpointer?) -> gboolean = { data in
            ControlState.of(data)?.drawingSettled()
            return 0  // G_SOURCE_REMOVE
        }
        // No reference on the widget: unmap (which comes before a mapped widget goes) and
        // dispose remove the timeout.
        formMotion.redraw = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, fire, widget.raw, nil)
    }

    /// The redraw for when the drawing settles is due.
    func drawingSettled() {
        formMotion.redraw = 0
        queueDraw()
    }
}

/// Whether a control's drawing moves (CustomControlsCore's ``MotionWatch``, over the values
/// its frames show), and the redraw pending for when it settles.
struct FormMotion {
    var watch = MotionWatch<[Double]>()
    /// The timeout that redraws the control once its drawing has settled; 0 when none.
    fileprivate(set) var redraw: guint = 0

    /// Removes a pending redraw (the control is unmapped, or going).
    mutating func cancelRedraw() {
        if redraw != 0 { g_source_remove(redraw) }
        redraw = 0
    }
}
