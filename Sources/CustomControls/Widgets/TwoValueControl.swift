import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// The two-value controls (the range slider and the circular range slider): a
/// ``HandlePairModel`` whose two values are two handles, each a small child (`cc_range_thumb_new`:
/// a GtkRange on GTK 4.8, a GtkAccessibleRange widget from 4.10), its own focusable, accessible
/// slider whose adjustment is a view of its value (TwoValueControl+Handles.swift); a handle's
/// value can be typed in a popover at it (``HandleValuePopover``).
///
/// The range slider calls its handles thumbs; the two controls share the names `lower` and
/// `upper` (``Handle``); the setters of two values on one travel need a ``TwoValueModel``. A subclass makes its handles, gives them through ``handleWidget(_:)``
/// and attaches them (``attachHandles()``) after its other children.
package class TwoValueControl<Session: DragSession>: ValueControl<Session>
where Session.Model: HandlePairModel & Equatable, Session.Value: Interpolatable {
    package typealias Handle = RangeSliderDrag.Thumb

    /// Each handle's adjustment handlers, blocked while the control writes the model to them.
    var adjustmentHandlers: [(UnsafeMutablePointer<GtkAdjustment>, gulong)] = []
    /// The popover for typing a handle's value (``ControlState/editable``), made when first
    /// opened (HandleValuePopover.swift).
    var handlePopover: HandleValuePopover?
    /// The handle the context menu's actions act on: the one focused when it opened.
    private var menuHandle = Handle.lower
    private var partsAttached = true

    // MARK: For subclasses

    /// The thumb child (`cc_range_thumb_new`) standing for `handle`.
    func handleWidget(_ handle: Handle) -> UnsafeMutablePointer<GtkWidget> { fatalError("subclass") }

    /// The control's other children (its trough), unparented after the handles in dispose.
    var otherParts: [UnsafeMutablePointer<GtkWidget>] { [] }

    /// Moves `handle` to a value set on its adjustment (by the app, or a screen reader's
    /// value set through the handle's Value interface) as a drag would.
    func move(_ handle: Handle, to value: Double, in model: inout Session.Model) { fatalError("subclass") }

    /// Whether bounds and increments set on a handle's adjustment are the control's (the
    /// range slider's, whose adjustments are properties others may share); they then come to
    /// ``adjustmentConfigured(_:)``.
    var followsAdjustmentBounds: Bool { false }

    /// Bounds and increments set on a handle's adjustment (with ``followsAdjustmentBounds``).
    func adjustmentConfigured(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {}

    /// An owned adjustment a handle holds changed: what its handlers would have been told.
    override func ownedAdjustmentChanged(_ adjustment: UnsafeMutablePointer<GtkAdjustment>, bounds: Bool) {
        if !bounds {
            adjustmentValueChanged(adjustment)
        } else if followsAdjustmentBounds {
            adjustmentConfigured(adjustment)
        }
    }

    /// Sets a typed number on `handle`: the control clamps (or wraps) and snaps it.
    func setTyped(_ number: Double, for handle: Handle) { fatalError("subclass") }

    /// What screen readers call `handle` (its thumb and the popover's entry for it).
    func label(of handle: Handle) -> String { handle == .lower ? "Lower value" : "Upper value" }

    /// Where the value popover opens beside a handle: above it unless the control says otherwise.
    var valuePopoverPosition: GtkPositionType { GTK_POS_TOP }

    // MARK: The handles

    /// Makes the control unfocusable (its handles take focus) and the handles its last
    /// children, labelled for screen readers, their adjustments followed and written.
    func attachHandles() {
        gtk_widget_set_focusable(widget, 0)
        for handle in [Handle.lower, .upper] { gtk_widget_set_parent(handleWidget(handle), widget) }
        for handle in [Handle.lower, .upper] { cc_accessible_update_label(handleWidget(handle).accessible, label(of: handle)) }
        for handle in [Handle.lower, .upper] { observeAdjustment(of: handle) }
        writeHandleAdjustments()
        updateAccessibleValue()
    }

    /// Containers unparent their children in dispose (which may run more than once).
    override func dispose() {
        stopObservingAdjustments()
        removeValuePopover()
        if partsAttached {
            partsAttached = false
            // An owned adjustment may outlive the control (an app kept it): it tells it no more.
            for handle in [Handle.lower, .upper] { cc_owned_adjustment_unfollow(adjustment(of: handle), widget) }
            for part in [handleWidget(.lower), handleWidget(.upper)] + otherParts { gtk_widget_unparent(part) }
        }
        super.dispose()
    }

    /// The handle keys move: the one with keyboard focus (the lower one when neither has).
    var focusedHandle: Handle { gtk_widget_has_focus(handleWidget(.upper)) != 0 ? .upper : .lower }

    /// Gives keyboard focus to `handle` (a drag focuses the handle it moves).
    func focus(_ handle: Handle) {
        gtk_widget_grab_focus(handleWidget(handle))
        queueDraw()
    }

    /// A drag focuses the handle it moves, never the control itself, which cannot take focus.
    override func focusForDrag() {}

    /// Tab visits the lower handle, then the upper one, then leaves; Shift+Tab the other way.
    /// Arrow keys are the handles' own (they move values), so they never move focus here.
    override func moveFocus(_ direction: GtkDirectionType) -> Bool? {
        let order: [Handle]
        switch direction {
        case GTK_DIR_TAB_FORWARD: order = [.lower, .upper]
        case GTK_DIR_TAB_BACKWARD: order = [.upper, .lower]
        default: return false
        }
        let focused = [Handle.lower, .upper].first { gtk_widget_has_focus(handleWidget($0)) != 0 }
        let next = focused.map { $0 == order[0] ? order[1] : nil } ?? order[0]
        guard let next else { return false }
        focus(next)
        return true
    }

    /// Enter on a focused handle of an editable control opens the popover for typing its
    /// value; while it is open, keys are the entry's (those it leaves do not move a handle).
    override func keyPressed(keyval: guint, modifiers: GdkModifierType) -> Bool {
        typingKeyPressed(keyval: keyval) ?? super.keyPressed(keyval: keyval, modifiers: modifiers)
    }

    /// The menu's Type a Value… types for the handle focused when the menu opened (the lower
    /// one when neither had focus).
    override func typeValue() {
        openValuePopover(for: menuHandle)
    }

    /// The menu acts on the focused handle, and a key opens it there.
    override func menuWillOpen() -> Rect? {
        menuHandle = focusedHandle
        var bounds = graphene_rect_t()
        guard focusedWidget != nil, gtk_widget_compute_bounds(handleWidget(menuHandle), widget, &bounds) != 0 else { return nil }
        return Rect(x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width), height: Double(bounds.size.height))
    }

    /// Switching ``ControlState/editable`` off closes an open popover.
    override func editableChanged() {
        closeValuePopoverUnlessEditable()
    }

    /// An open popover closes when the control leaves the screen (its window closing, say): a
    /// popover left up without its parent keeps the display's keyboard grab, and the app's
    /// other windows then get no typed keys.
    override func unmap() {
        super.unmap()
        closeValuePopover(refocusingHandle: false)
    }

    /// Each handle is its own accessible slider over the whole range, with its own value (not
    /// an animation's frame towards it).
    override func updateAccessibleValue() {
        for handle in [Handle.lower, .upper] {
            let travel = model.travel(of: handle)
            cc_accessible_update_value(handleWidget(handle).accessible, travel.minimum, travel.maximum, travel.value, text(for: travel.value))
        }
    }

    /// The model is written out to the handles' adjustments and the popover's entry.
    override func modelDidChange(from origin: ChangeOrigin) {
        super.modelDidChange(from: origin)
        writeHandleAdjustments()
        popoverEntryFollowsValue()
    }

    override func valueTextChanged() {
        super.valueTextChanged()
        popoverEntryFollowsValue()
    }

    /// The handles' boxes follow the drawing: a moved value or bound lays them out again (a
    /// redraw alone, for a colour or focus, does not).
    override func placesChanged() {
        super.placesChanged()
        gtk_widget_queue_allocate(widget)
    }
}

extension TwoValueControl where Session.Model: TwoValueModel {
    // MARK: Changes of the two values on one travel

    package func setMinimum(_ value: Double) { change { try $0.setMinimum(value) } }
    package func setMaximum(_ value: Double) { change { try $0.setMaximum(value) } }
    package func setLower(_ value: Double) { change { try $0.setLower(value) } }
    package func setUpper(_ value: Double) { change { try $0.setUpper(value) } }
    package func setValues(lower: Double, upper: Double, animated: Bool) { change(animated: animated) { try $0.setValues(lower: lower, upper: upper) } }
    package func setMinimumDistance(_ value: Double) { change { try $0.setMinimumDistance(value) } }
}
