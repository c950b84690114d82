import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// The popover for typing the value of one of a control's two handles (``ControlState/editable``):
/// the range slider's thumbs and the circular range slider's handles.
///
/// Enter on a focused handle opens it at that handle with a ``ValueEntry`` (its rules are the
/// entry's), labelled for screen readers with the handle's name (``TwoValueControl/label(of:)``:
/// "Lower value", "Upper value"); Enter or Escape closes it and focus goes back to the handle.
/// The control owns it (``TwoValueControl/handlePopover``), makes it when first opened and
/// removes it in dispose.
final class HandleValuePopover {
    typealias Handle = RangeSliderDrag.Thumb

    /// The GtkPopover, a child of the control.
    let popover: UnsafeMutablePointer<GtkWidget>
    /// Its entry.
    let entry: ValueEntry
    /// The handle the entry types for.
    var handle = Handle.lower

    fileprivate init(popover: UnsafeMutablePointer<GtkWidget>, entry: ValueEntry) {
        self.popover = popover
        self.entry = entry
    }

    /// Whether the popover is open.
    var isOpen: Bool { gtk_widget_get_visible(popover) != 0 }
}

/// Typing a handle's value: the popover's life and the keys that open it.
extension TwoValueControl {
    /// The value of `handle`, which the entry shows.
    func typedValue(of handle: Handle) -> Double { model.travel(of: handle).value }

    /// Whether the popover is open.
    var isTypingValue: Bool { handlePopover?.isOpen ?? false }

    /// The handle being typed for, or last typed for.
    var typedHandle: Handle { handlePopover?.handle ?? .lower }

    /// Enter on a focused handle of an editable control opens the popover at it. While the
    /// popover is open keys are the entry's, and those it leaves move no handle.
    ///
    /// - Returns: Whether the key was handled, when decided here (true: the popover opened;
    ///   false: it is open); nil when the control's key bindings decide.
    func typingKeyPressed(keyval: guint) -> Bool? {
        if isTypingValue { return false }
        guard editable, ValueEntry.isEnter(keyval),
              let handle = [Handle.lower, .upper].first(where: { gtk_widget_has_focus(handleWidget($0)) != 0 })
        else { return nil }
        openValuePopover(for: handle)
        return true
    }

    /// The popover's entry follows the typed handle's value while nobody types in it: after a
    /// change of the values or of their text.
    func popoverEntryFollowsValue() {
        guard let handlePopover, handlePopover.isOpen else { return }
        handlePopover.entry.valueChanged()
    }

    /// Opens the popover at `handle` with its value selected in the entry, focus in it.
    func openValuePopover(for handle: Handle) {
        guard editable else { return }
        let typing = handlePopover ?? makeValuePopover()
        typing.handle = handle
        cc_accessible_update_label(typing.entry.widget.accessible, label(of: handle))
        pointValuePopover()
        typing.entry.showValue()
        gtk_popover_popup(cast(typing.popover))
        gtk_widget_grab_focus(typing.entry.widget)
        gtk_editable_select_region(OpaquePointer(typing.entry.widget), 0, -1)
    }

    /// Closes the popover; after Enter or Escape focus goes back to the handle typed for.
    func closeValuePopover(refocusingHandle: Bool) {
        guard let handlePopover, handlePopover.isOpen else { return }
        gtk_popover_popdown(cast(handlePopover.popover))
        if refocusingHandle { focus(handlePopover.handle) }
    }

    /// Switching ``ControlState/editable`` off closes an open popover.
    func closeValuePopoverUnlessEditable() {
        if !editable { closeValuePopover(refocusingHandle: false) }
    }

    private func makeValuePopover() -> HandleValuePopover {
        let entry = ValueEntry(control: self, label: label(of: .lower),
                               valueText: { control in
                                   let control = control as! TwoValueControl
                                   return control.text(for: control.typedValue(of: control.typedHandle))
                               },
                               apply: { control, number in
                                   let control = control as! TwoValueControl
                                   control.setTyped(number, for: control.typedHandle)
                               })
        let popover = gtk_popover_new()!
        gtk_widget_add_css_class(popover, "value-popover")
        gtk_popover_set_child(cast(popover), entry.widget)
        gtk_widget_set_parent(popover, widget)
        entry.finished = { [weak self] in self?.closeValuePopover(refocusingHandle: true) }
        let typing = HandleValuePopover(popover: popover, entry: entry)
        handlePopover = typing
        return typing
    }

    /// Points the popover at the typed handle's box.
    private func pointValuePopover() {
        guard let handlePopover else { return }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(handleWidget(handlePopover.handle), widget, &bounds) != 0 else { return }
        var rect = GdkRectangle(x: Int32(bounds.origin.x.rounded()), y: Int32(bounds.origin.y.rounded()),
                                width: max(1, Int32(bounds.size.width.rounded())), height: max(1, Int32(bounds.size.height.rounded())))
        gtk_popover_set_pointing_to(cast(handlePopover.popover), &rect)
        gtk_popover_set_position(cast(handlePopover.popover), valuePopoverPosition)
    }

    /// A popover's parent places it in its own size_allocate (GTK asks it to), after the
    /// handles are laid out.
    func presentValuePopover() {
        guard let handlePopover, handlePopover.isOpen else { return }
        pointValuePopover()
        gtk_popover_present(cast(handlePopover.popover))
    }

    /// Unparents the popover (dispose).
    func removeValuePopover() {
        guard let handlePopover else { return }
        self.handlePopover = nil
        gtk_widget_unparent(handlePopover.popover)
    }
}
