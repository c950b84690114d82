import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// The handles' GtkRange children: their adjustments (what a screen reader reads and sets) and
/// their boxes over the drawn handles.
extension CircularRangeSliderWidget {
    func adjustment(of handle: Handle) -> UnsafeMutablePointer<GtkAdjustment> {
        gtk_range_get_adjustment(UnsafeMutableRawPointer(handleWidget(handle)).assumingMemoryBound(to: GtkRange.self))
    }

    /// A value set on a handle's adjustment (a screen reader's `gtk_range_set_value`) moves
    /// that handle as a key would: round the ring, stopping at the other one.
    func observeAdjustment(of handle: Handle) {
        let adjustment = adjustment(of: handle)
        let valueChanged: @convention(c) (gpointer?, gpointer?) -> Void = { adjustment, data in
            ControlWidget.handling(data, otherwise: ()) { state in
                guard let slider = state as? CircularRangeSliderWidget, let adjustment else { return }
                slider.adjustmentValueChanged(adjustment.assumingMemoryBound(to: GtkAdjustment.self))
            }
        }
        let id = g_signal_connect_data(UnsafeMutableRawPointer(adjustment), "value-changed", unsafeBitCast(valueChanged, to: GCallback.self),
                                       widget.raw, nil, GConnectFlags(0))
        handleHandlers.append((adjustment, id))
    }

    func stopObservingAdjustments() {
        for (adjustment, id) in handleHandlers { g_signal_handler_disconnect(UnsafeMutableRawPointer(adjustment), id) }
        handleHandlers = []
    }

    private func adjustmentValueChanged(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        let handle: Handle = adjustment == self.adjustment(of: .lower) ? .lower : .upper
        let target = gtk_adjustment_get_value(adjustment)
        change(from: .adjustment) { $0.move(handle, to: target) }
        writeHandleAdjustments()  // a value the model held shows where the handle stopped
    }

    /// Each handle's adjustment holds the bounds, that handle's value and the increments,
    /// written where they differ with the control's handlers blocked.
    func writeHandleAdjustments() {
        for handle in [Handle.lower, .upper] {
            let adjustment = adjustment(of: handle), value = model.value(of: handle)
            let handlers = handleHandlers.filter { $0.0 == adjustment }.map(\.1)
            withHandlers(handlers, of: UnsafeMutableRawPointer(adjustment), blocked: {
                if gtk_adjustment_get_lower(adjustment) != model.minimum || gtk_adjustment_get_upper(adjustment) != model.maximum
                    || gtk_adjustment_get_step_increment(adjustment) != increments.step || gtk_adjustment_get_page_increment(adjustment) != increments.page {
                    gtk_adjustment_configure(adjustment, value, model.minimum, model.maximum, increments.step, increments.page, 0)
                } else if gtk_adjustment_get_value(adjustment) != value {
                    gtk_adjustment_set_value(adjustment, value)
                }
            })
        }
    }

    /// The ring's node spans the widget; each handle's box sits over its drawn handle, so focus
    /// rings and accessible bounds are where the handles are.
    func layOutParts(width: Int32, height: Int32) {
        let size = Size(width: Double(width), height: Double(height))
        let geometry = geometry(for: size), shown = shownOnRing
        place(trough, Rect(x: 0, y: 0, width: size.width, height: size.height))
        let diameter = geometry.handleDiameter
        for (handle, value) in [(Handle.lower, shown.lower), (.upper, shown.upper)] {
            let center = geometry.handleCenter(atAngle: model.angle(for: value))
            place(handleWidget(handle), Rect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter))
        }
        allocateValuePart(at: geometry.center)
        presentValuePopover()
    }

    private func place(_ part: UnsafeMutablePointer<GtkWidget>, _ rect: Rect) {
        var minimum: Int32 = 0, natural: Int32 = 0  // GTK wants every child measured first
        gtk_widget_measure(part, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        gtk_widget_measure(part, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        var allocation = GtkAllocation(x: Int32(rect.x.rounded()), y: Int32(rect.y.rounded()),
                                       width: max(0, Int32(rect.width.rounded())), height: max(0, Int32(rect.height.rounded())))
        gtk_widget_size_allocate(part, &allocation, -1)
    }
}
