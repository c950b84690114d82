import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// Typing a thumb's value (``ControlWidget/editable``): Enter on a focused thumb opens a
/// popover at it with a ``ValueEntry``, labelled for screen readers with the thumb's name.
extension RangeSliderWidget {
    /// The popover's entry follows the typed thumb's value while nobody types in it.
    func popoverEntryFollowsValue() {
        guard let popover = valuePopover, gtk_widget_get_visible(popover) != 0 else { return }
        popoverEntry?.valueChanged()
    }

    /// Whether the popover is open.
    var isTypingValue: Bool {
        guard let popover = valuePopover else { return false }
        return gtk_widget_get_visible(popover) != 0
    }

    /// Opens the popover at `thumb` with its value selected in the entry, focus in it.
    func openValuePopover(for thumb: RangeSliderDrag.Thumb) {
        guard editable else { return }
        typedThumb = thumb
        let entry = popoverEntry ?? makeValuePopover()
        guard let popover = valuePopover else { return }
        cc_accessible_update_label(entry.widget.accessible, thumb == .lower ? "Lower value" : "Upper value")
        pointValuePopover()
        entry.showValue()
        gtk_popover_popup(cast(popover.raw))
        gtk_widget_grab_focus(entry.widget)
        gtk_editable_select_region(OpaquePointer(entry.widget), 0, -1)
    }

    /// Closes the popover; after Enter or Escape focus goes back to the thumb typed for.
    func closeValuePopover(refocusingThumb: Bool) {
        guard let popover = valuePopover, gtk_widget_get_visible(popover) != 0 else { return }
        gtk_popover_popdown(cast(popover.raw))
        if refocusingThumb { focus(typedThumb) }
    }

    private func makeValuePopover() -> ValueEntry {
        let entry = ValueEntry(control: self, label: "Lower value",
                               valueText: { control in
                                   let slider = control as! RangeSliderWidget
                                   return slider.text(for: slider.typedThumb == .lower ? slider.model.lower : slider.model.upper)
                               },
                               apply: { control, number in (control as! RangeSliderWidget).setTyped(number) })
        let popover = gtk_popover_new()!
        gtk_widget_add_css_class(popover, "value-popover")
        gtk_popover_set_child(cast(popover.raw), entry.widget)
        gtk_widget_set_parent(popover, widget)
        entry.finished = { [weak self] in self?.closeValuePopover(refocusingThumb: true) }
        valuePopover = popover
        popoverEntry = entry
        return entry
    }

    /// A typed number moves the typed thumb as a key would: clamped into the range, snapped,
    /// stopping at the other thumb.
    func setTyped(_ number: Double) {
        let thumb = typedThumb
        change { model in
            switch thumb {
            case .lower: model.moveLower(to: number)
            case .upper: model.moveUpper(to: number)
            }
        }
    }

    /// Points the popover at the typed thumb's box, above a horizontal slider, beside a
    /// vertical one.
    private func pointValuePopover() {
        guard let popover = valuePopover else { return }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(thumbWidget(typedThumb), widget, &bounds) != 0 else { return }
        var rect = GdkRectangle(x: Int32(bounds.origin.x.rounded()), y: Int32(bounds.origin.y.rounded()),
                                width: max(1, Int32(bounds.size.width.rounded())), height: max(1, Int32(bounds.size.height.rounded())))
        gtk_popover_set_pointing_to(cast(popover.raw), &rect)
        gtk_popover_set_position(cast(popover.raw), vertical ? GTK_POS_RIGHT : GTK_POS_TOP)
    }

    /// A popover's parent places it in its own size_allocate (GTK asks it to).
    func presentValuePopover() {
        guard let popover = valuePopover, gtk_widget_get_visible(popover) != 0 else { return }
        pointValuePopover()
        gtk_popover_present(cast(popover.raw))
    }

    func removeValuePopover() {
        guard let popover = valuePopover else { return }
        valuePopover = nil
        popoverEntry = nil
        gtk_widget_unparent(popover)
    }
}
