import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// What the knob and the circular slider share beyond ``ValueControl``: one value on an arc,
/// held for GTK by the `GtkRange` the widget derives from.
///
/// Both GObject classes are GtkRange subclasses, because GTK 4.8 gives the AT-SPI Value
/// interface (what a screen reader reads and sets) only to GtkRange and its kin. The GtkRange
/// is stripped of its trough and input (`cc_range_strip`) and its own adjustment handlers are
/// disconnected (`cc_range_release_adjustment`), so the model stays the one truth: the
/// control draws, handles input, keeps the accessible value current and emits GtkRange's
/// `value-changed` itself. What GtkRange owns stays GtkRange's: the `adjustment` property
/// (always set, as on every GtkRange) and `inverted`.
///
/// The model owns the value; the adjustment holds a copy for GTK. A change of the adjustment
/// (from the app, a GtkScale sharing it, or `gtk_range_set_value`, which a screen reader
/// setting the value calls) enters the model once: its lower bound, upper bound (less its page
/// size), value, step and page increments. A change of the model from anywhere else is written
/// to the adjustment with the control's own handlers on it blocked, so nothing comes back round.
package class ArcValueControl<Session: DragSession>: ValueControl<Session>, ArcValueState
where Session.Model: Equatable & ArcValueModel, Session.Value: Interpolatable {
    /// The widget as the GtkRange it derives from.
    var range: UnsafeMutablePointer<GtkRange> { UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkRange.self) }

    /// The adjustment the model follows, referenced, with our handlers on it.
    private var adopted: UnsafeMutablePointer<GtkAdjustment>?
    private var adjustmentHandlers: [gulong] = []
    /// The handler that stops GtkRange's own `value-changed` (see ``valueChangedFromGtkRange``),
    /// blocked while the control emits its own.
    private var gtkRangeEmissionStopper: gulong = 0

    override init(widget: UnsafeMutablePointer<GtkWidget>, typeName: String, controlClass: ControlClass, model: Session.Model) {
        super.init(widget: widget, typeName: typeName, controlClass: controlClass, model: model)
        gtkRangeEmissionStopper = connectToOwnSignal("value-changed", valueChangedFromGtkRange)
        // GtkRange made a placeholder adjustment; the control's own starts from the model.
        gtk_range_set_adjustment(range, makeAdjustment())
        adopt(gtk_range_get_adjustment(range))
    }

    // MARK: The GtkRange underneath

    /// A new adjustment holding the model's bounds and value and the increments.
    private func makeAdjustment() -> UnsafeMutablePointer<GtkAdjustment> {
        cc_owned_adjustment_new(model.value, model.minimum, model.maximum, increments.step, increments.page)
    }

    /// Connects a handler of `signal` on the widget itself, with the widget as its data (the
    /// handler lives exactly as long as the widget).
    @discardableResult
    private func connectToOwnSignal(_ signal: String, _ handler: GCallback) -> gulong {
        g_signal_connect_data(widget, signal, handler, widget, nil, GConnectFlags(rawValue: 0))
    }

    /// The control's own `value-changed` passes the handler that stops GtkRange's.
    override func emitValueChanged() {
        let stopper = gtkRangeEmissionStopper
        g_object_ref(widget)  // a handler may destroy the control: the ids stay valid meanwhile
        g_signal_handler_block(widget, stopper)
        super.emitValueChanged()
        // Disposing destroys the widget's handlers.
        if g_signal_handler_is_connected(widget, stopper) != 0 { g_signal_handler_unblock(widget, stopper) }
        g_object_unref(widget)
    }

    /// GtkRange's `adjustment` was replaced (by the property, `gtk_range_set_adjustment` or a
    /// GtkBuilder file): the control follows the new one; its `inverted` changed: the model
    /// follows. Seen in the class's `notify`, not by a handler per instance.
    override func propertyNotified(_ property: UnsafePointer<CChar>) {
        if strcmp(property, "adjustment") == 0 {
            adoptCurrentAdjustment()
        } else if strcmp(property, "inverted") == 0 {
            followInverted()
        }
    }

    func adoptCurrentAdjustment() {
        let current = gtk_range_get_adjustment(range)
        guard current != adopted else { return }
        adopt(current)
    }

    func followInverted() {
        let inverted = gtk_range_get_inverted(range) != 0
        change { $0.inverted = inverted }
    }

    /// Follows `adjustment` instead of the one before: GtkRange's handlers on it go (the
    /// control keeps the accessible value and emits itself), ours come, and the control takes
    /// the adjustment's bounds, value and increments.
    private func adopt(_ adjustment: UnsafeMutablePointer<GtkAdjustment>?) {
        detachAdjustment()
        guard let adjustment else { return }
        cc_range_release_adjustment(range)
        g_object_ref(UnsafeMutableRawPointer(adjustment))
        adopted = adjustment
        // The control's own adjustment tells it through its class; another needs handlers.
        if cc_owned_adjustment_follow(adjustment, widget) == 0 {
            adjustmentHandlers = observeAdjustment(UnsafeMutableRawPointer(adjustment))
        }
        adjustmentChanged()
    }

    private func detachAdjustment() {
        guard let adopted else { return }
        cc_owned_adjustment_unfollow(adopted, widget)
        disconnect(adjustmentHandlers, from: UnsafeMutableRawPointer(adopted))
        adjustmentHandlers = []
        self.adopted = nil
        g_object_unref(UnsafeMutableRawPointer(adopted))
    }

    /// Takes bounds, value and increments from the adjustment, writing nothing back to it.
    override func adjustmentChanged() {
        guard let adjustment = adopted else { return }
        let copy = AdjustmentCopy(of: adjustment)
        takeIncrements(from: copy)
        change(from: .adjustment) { model in
            try model.bounded.setMinimum(copy.minimum)
            try model.bounded.setMaximum(copy.maximum)
            try model.bounded.setValue(copy.value)
        }
    }

    /// What the adjustment should hold: the model's bounds and value, the control's increments.
    private var adjustmentCopy: AdjustmentCopy {
        AdjustmentCopy(value: model.bounded.value, minimum: model.bounded.minimum, maximum: model.bounded.maximum, increments: increments)
    }

    /// Writes the model to the adjustment where they differ, unless the change came from it;
    /// the entry follows unless someone types in it.
    override func modelDidChange(from origin: ChangeOrigin) {
        super.modelDidChange(from: origin)
        entryFollowsValue()
        guard origin != .adjustment, let adjustment = adopted else { return }
        let copy = adjustmentCopy
        writingAdjustment(adjustment) { copy.write(to: adjustment) }
    }

    /// The step and page are the adjustment's increments too: a new one is written to it,
    /// unless it came from there.
    override func setIncrement(_ field: WritableKeyPath<Increments, Double>, _ value: Double, property: SharedProperty, from origin: ChangeOrigin) {
        super.setIncrement(field, value, property: property, from: origin)
        guard origin != .adjustment, let adjustment = adopted else { return }
        let copy = adjustmentCopy
        writingAdjustment(adjustment) { copy.write(to: adjustment) }
    }

    /// Runs `write` on the adjustment with the control deaf to it.
    private func writingAdjustment(_ adjustment: UnsafeMutablePointer<GtkAdjustment>, _ write: () -> Void) {
        writing(adjustment, handlers: adjustmentHandlers, write)
    }

    override func ownedAdjustmentChanged(_ adjustment: UnsafeMutablePointer<GtkAdjustment>, bounds: Bool) {
        adjustmentChanged()
    }

    override func dispose() {
        // A shared adjustment outlives the control: its handlers must not.
        detachAdjustment()
        if let valueEntry {
            self.valueEntry = nil
            gtk_widget_unparent(valueEntry.widget)
        }
        super.dispose()
    }

    // MARK: The typed value

    /// The entry in the centre (``ValueEntry``), made the first time it shows: a GtkEntry is a
    /// dozen objects, and most controls never edit.
    private(set) var valueEntry: ValueEntry?

    /// Whether the value shows as an entry: while ``ControlState/editable`` (the circular
    /// slider also wants its value shown).
    var showsEntry: Bool { editable }

    /// The entry while it is shown.
    var shownEntry: ValueEntry? {
        guard let valueEntry, gtk_widget_get_visible(valueEntry.widget) != 0 else { return nil }
        return valueEntry
    }

    /// The entry's text follows the value while nobody types in it; its width and font are
    /// fitted again at the next allocation, as the widest text may have changed with the value,
    /// the bounds, the digits or the formatter.
    func entryFollowsValue() {
        guard let valueEntry = shownEntry else { return }
        valueEntry.valueChanged()
        gtk_widget_queue_allocate(widget)
    }

    /// Makes the entry, hidden, as the control's child.
    func makeEntry() -> ValueEntry {
        let entry = ValueEntry(control: self, label: "\(controlClass.accessibleName) value",
                               valueText: { control in control.text(for: (control as! ArcValueControl<Session>).model.value) },
                               apply: { control, number in (control as! ArcValueControl<Session>).setTypedNumber(number) })
        valueEntry = entry
        gtk_widget_set_parent(entry.widget, widget)
        gtk_widget_set_visible(entry.widget, 0)
        gtk_entry_set_has_frame(cast(entry.widget), 0)
        return entry
    }

    /// A typed number becomes the value, clamped into the range by the model (the circular
    /// slider wraps it first when it wraps).
    func setTypedNumber(_ number: Double) {
        change { try $0.setValue(number) }
    }

    /// The entry takes the drawn value text's place.
    override func editableChanged() {
        updateEntryVisibility()
        queueDraw()
    }

    override func snapshot(_ snapshot: OpaquePointer) {
        super.snapshot(snapshot)
        if let entry = shownEntry?.widget { gtk_widget_snapshot_child(widget, entry, snapshot) }
    }

    override func valueTextChanged() {
        super.valueTextChanged()
        entryFollowsValue()
    }

    /// A press on the control while text is typed in the entry commits that text first, so
    /// the press then moves the value as it always does (its focus change finds nothing left).
    override func dragBegan(at point: Point) -> Bool {
        if let entry = shownEntry, entry.isEdited, !entry.commit() { entry.showValue() }
        return super.dragBegan(at: point)
    }

    /// Type a Value… is listed while the entry shows (not on a circular slider hiding its value).
    override var canTypeValue: Bool { showsEntry }

    /// The menu's Type a Value…: focus goes into the entry, its text selected for typing over.
    override func typeValue() {
        guard let entry = shownEntry else { return }
        gtk_widget_grab_focus(entry.widget)
        gtk_editable_select_region(OpaquePointer(entry.widget), 0, -1)
    }

    /// Enter on the focused control moves focus into its entry, text selected for typing over.
    /// Keys the entry leaves while focus is in it (Page Up) do not move the value.
    override func keyPressed(keyval: guint, modifiers: GdkModifierType) -> Bool {
        if let entry = shownEntry, entry.hasFocus { return false }
        if ValueEntry.isEnter(keyval), gtk_widget_has_focus(widget) != 0, let entry = shownEntry {
            gtk_widget_grab_focus(entry.widget)
            return true
        }
        return super.keyPressed(keyval: keyval, modifiers: modifiers)
    }

    // MARK: Values

    package var value: Double { model.value }
    package var minimum: Double { model.minimum }
    package var maximum: Double { model.maximum }
    package var startAngle: Double { model.startAngle }
    package var endAngle: Double { model.endAngle }
    package var inverted: Bool { model.inverted }

    package var adjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_range_get_adjustment(range) }

    override package var valueScale: ValueScale { model.bounded.scale }
    override var valueBounds: (minimum: Double, maximum: Double) { (model.minimum, model.maximum) }
    override func storeValueScale(_ scale: ValueScale) { change { $0.bounded.scale = scale } }

    /// Uses `newValue`; nil gives the control a fresh adjustment of its own, holding its
    /// current bounds and value.
    ///
    /// The control follows the new adjustment at once rather than on its `notify::adjustment`:
    /// GObject holds notifications back while it sets several properties (g_object_new with
    /// properties, which sets this construct property first; g_object_setv, as GtkBuilder
    /// does), and the properties set after this one must change the new adjustment, not be
    /// overwritten by it when the notification comes.
    package func setAdjustment(_ newValue: UnsafeMutablePointer<GtkAdjustment>?) {
        gtk_range_set_adjustment(range, newValue ?? makeAdjustment())
        adoptCurrentAdjustment()
    }

    package func setStartAngle(_ value: Double) { change { try $0.setStartAngle(value) } }
    package func setEndAngle(_ value: Double) { change { try $0.setEndAngle(value) } }
    package func setInverted(_ value: Bool) { gtk_range_set_inverted(range, value ? 1 : 0) }
    package func setValue(_ value: Double, animated: Bool) { change(animated: animated) { try $0.setValue(value) } }
    package func setMinimum(_ value: Double) { change { try $0.setMinimum(value) } }
    package func setMaximum(_ value: Double) { change { try $0.setMaximum(value) } }

    /// The value a double click resets to.
    package private(set) var defaultValue: Double = 0

    package func setDefaultValue(_ value: Double) {
        guard let value = finite(value, for: ArcProperty.defaultValue) else { return }
        assign(\ArcValueControl.defaultValue, value, notifying: ArcProperty.defaultValue, redraws: false)
    }

    override func resetToDefault() {
        change { try $0.setValue(defaultValue) }
    }

    // MARK: Modulation

    /// Where modulation moves the value to, drawn as a second arc (`modulation-value`).
    package private(set) var modulationValue = 0.0
    /// Whether the modulation arc is drawn (`show-modulation`).
    package private(set) var showsModulation = false

    package func setModulationValue(_ value: Double) {
        guard let value = finite(value, for: ArcProperty.modulationValue), value != modulationValue else { return }
        assign(\ArcValueControl.modulationValue, value, notifying: ArcProperty.modulationValue, redraws: showsModulation)
    }

    package func setShowsModulation(_ on: Bool) {
        assign(\ArcValueControl.showsModulation, on, notifying: ArcProperty.showModulation)
    }

    /// The modulation arc on `ring` from the shown value, in `color`; nil when it is off.
    func modulationArc(ring: ModulationRing, center: Point, color: RGBA) -> ModulationArc? {
        guard showsModulation else { return nil }
        let angles = ModulationRing.angles(on: model.arc, value: model.bounded.fraction(of: displayedValue),
                                           modulated: model.bounded.fraction(of: ValueMath.clamp(modulationValue, model.minimum, model.maximum)))
        return ModulationArc(center: center, ring: ring, from: angles.from, to: angles.to, color: color)
    }

    // MARK: Properties

    override func value(of property: any ControlProperty) -> PropertyValue {
        guard let property = property as? ArcProperty else { return super.value(of: property) }
        return switch property {
        case .value: .double(model.value)
        case .minimumValue: .double(model.minimum)
        case .maximumValue: .double(model.maximum)
        case .defaultValue: .double(defaultValue)
        case .startAngle: .double(model.startAngle)
        case .endAngle: .double(model.endAngle)
        case .adjustment: .object(UnsafeMutableRawPointer(adjustment))
        case .modulationValue: .double(modulationValue)
        case .showModulation: .boolean(showsModulation)
        }
    }

    override func set(_ property: any ControlProperty, to value: PropertyValue) {
        guard let property = property as? ArcProperty else { return super.set(property, to: value) }
        switch property {
        case .value: setValue(value.double, animated: false)
        case .minimumValue: setMinimum(value.double)
        case .maximumValue: setMaximum(value.double)
        case .defaultValue: setDefaultValue(value.double)
        case .startAngle: setStartAngle(value.double)
        case .endAngle: setEndAngle(value.double)
        case .adjustment: setAdjustment(value.object?.assumingMemoryBound(to: GtkAdjustment.self))
        case .modulationValue: setModulationValue(value.double)
        case .showModulation: setShowsModulation(value.boolean)
        }
    }

    override func property(for quantity: RejectedValue.Quantity) -> (any ControlProperty)? {
        switch quantity {
        case .value: ArcProperty.value
        case .minimum: ArcProperty.minimumValue
        case .maximum: ArcProperty.maximumValue
        case .startAngle: ArcProperty.startAngle
        case .endAngle: ArcProperty.endAngle
        default: super.property(for: quantity)
        }
    }

    /// `inverted` is GtkRange's property, which notifies itself.
    override func notifyDifferences(from old: Session.Model, to new: Session.Model) {
        if old.value != new.value { notify(ArcProperty.value) }
        if old.minimum != new.minimum { notify(ArcProperty.minimumValue) }
        if old.maximum != new.maximum { notify(ArcProperty.maximumValue) }
        if old.startAngle != new.startAngle { notify(ArcProperty.startAngle) }
        if old.endAngle != new.endAngle { notify(ArcProperty.endAngle) }
        if old.minimum != new.minimum || old.maximum != new.maximum { updateAccessibleValue() }
    }
}

// The handler ArcValueControl connects to its own widget (file-level: a generic class has
// no static stored properties).

/// GtkRange emits `value-changed` by itself when an adjustment is set, even when the value
/// stays; the control alone decides when its value changed. This handler is connected
/// first, so it stops such an emission before any application handler sees it; the
/// control blocks it while it emits its own.
private let valueChangedFromGtkRange: GCallback = unsafeBitCast(
    { (instance: gpointer?, _: gpointer?) in
        guard let state = ControlState.of(instance) else { return }
        g_signal_stop_emission(instance, state.controlClass.signalIDs[ControlClass.Signal.valueChanged.rawValue], 0)
    } as @convention(c) (gpointer?, gpointer?) -> Void, to: GCallback.self)
