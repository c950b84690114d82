import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// The behaviour every control shares: a CustomControlsCore model driven by programmatic
/// changes and a drag session, its marks, `value-changed`, and animated changes on the frame
/// clock.
///
/// The widget layer holds no value logic: every change goes through the model's setters or
/// the ``DragInteraction``; this class only turns their results into notifies, redraws,
/// accessible updates and signals.
package class ValueControl<Session: DragSession>: ControlState
where Session.Model: Equatable & MarkKeeping, Session.Value: Interpolatable {
    package private(set) var model: Session.Model
    private(set) var interaction = DragInteraction<Session>()
    private(set) var animation: ValueAnimation<Session.Value>?
    /// What the drawing shows while an animation runs.
    private var animatedValue: Session.Value?
    private var tickCallback: guint = 0
    /// The value before the person's last edit, for the menu's Swap with Previous Value.
    private var history: PreviousValue<Session.Value>

    init(widget: UnsafeMutablePointer<GtkWidget>, typeName: String, controlClass: ControlClass, model: Session.Model) {
        self.model = model
        self.history = PreviousValue(value: model.reportedValue)
        super.init(widget: widget, typeName: typeName, controlClass: controlClass)
    }

    override func valueTextChanged() {
        super.valueTextChanged()
        updateAccessibleValue()
    }

    // MARK: For subclasses

    /// The geometry at the current size, for drags.
    func geometry(for size: Size) -> Session.Geometry { fatalError("subclass") }

    /// Emits `notify` for every property whose value differs between the two models.
    func notifyDifferences(from old: Session.Model, to new: Session.Model) {}

    /// Pushes the value to the accessibility tree.
    func updateAccessibleValue() {}

    /// Called after every change of the model, from any source, to write it out to the
    /// holders of copies of the value; `origin` is not written back.
    func modelDidChange(from origin: ChangeOrigin) {}

    /// What the drawing places moved (the shown value, the bounds): redraws. The range slider
    /// lays its thumbs out again too; nothing else does, so a plain redraw never re-allocates.
    func placesChanged() {
        queueDraw()
    }

    /// The value the drawing shows: the animated one while an animation runs, else the model's.
    var displayedValue: Session.Value { shownValue(over: model) }

    /// What the drawing shows while `model` holds: the animated value, else `model`'s.
    private func shownValue(over model: Session.Model) -> Session.Value {
        animatedValue ?? model.reportedValue
    }

    // MARK: Changing the value

    /// Applies one programmatic change to the model: rejected input warns and changes nothing;
    /// otherwise each changed property notifies once and, if the value changed, `value-changed`
    /// is emitted once. With `animated`, the drawing moves to the new value over 0.25 s.
    func change(animated: Bool = false, from origin: ChangeOrigin = .control, _ body: (inout Session.Model) throws -> Void) {
        var next = model
        do {
            try body(&next)
        } catch {
            // Models only throw RejectedValue (typed throws do not survive closure inference).
            if let rejection = error as? RejectedValue { warn(rejection) }
            return
        }
        guard next != model else { return }
        let old = model
        model = next
        let valueChanged = old.reportedValue != next.reportedValue
        if valueChanged {
            // During a drag the drawing follows the pointer: a change then never animates.
            if animated && canAnimate && !interaction.isDragging {
                startAnimation(from: shownValue(over: old))
            } else {
                stopAnimation()
            }
        }
        publish(from: old, valueChanged: valueChanged, emits: valueChanged, origin: origin)
    }

    override var snapsToMarks: Bool { model.snapsToMarks }

    override package func setSnapsToMarks(_ on: Bool) {
        guard on != model.snapsToMarks else { return }
        change { $0.snapsToMarks = on }
        notify(SharedProperty.snapToMarks)
    }

    override package func addMark(_ value: Double, position: MarkPosition, markup: String?) {
        let bounds = model.markBounds(at: position)
        guard value.isFinite, bounds.contains(value) else {
            cc_log_warning("\(typeName): mark at \(value) ignored: not a finite value within \(bounds.lowerBound)…\(bounds.upperBound)")
            return
        }
        let markup = checkedMarkup(markup)
        // In place, not through change(_:): a mark moves no value and notifies nothing, and
        // change(_:) copies the model to compare it, which copies every mark on every add
        // (10,000 marks added one by one: 50 million copies of a mark).
        model.add(Mark(value: value, position: position, markup: markup))
        marksChanged()
    }

    override package func clearMarks() {
        guard !model.hasNoMarks else { return }
        model.removeAllMarks()
        marksChanged()
    }

    /// The marks changed, and nothing else: the drawing shows them.
    func marksChanged() {
        placesChanged()
    }

    /// `markup` as a mark stores it: itself when Pango parses it, else escaped (shown as the
    /// text it is) with one warning, as GtkLabel does.
    private func checkedMarkup(_ markup: String?) -> String? {
        guard let markup else { return nil }
        var error: UnsafeMutablePointer<GError>?
        if pango_parse_markup(markup, -1, 0, nil, nil, nil, &error) != 0 { return markup }
        let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        cc_log_warning("\(typeName): mark label '\(markup)' is not valid Pango markup (\(reason)); shown as plain text")
        guard let escaped = g_markup_escape_text(markup, -1) else { return nil }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// Switching during a drag takes effect for the rest of that drag.
    override package func setContinuous(_ value: Bool) {
        super.setContinuous(value)
        interaction.continuous = continuous
    }

    /// Notifies, redraws and signals after the model moved on from `old`. Emitting comes last:
    /// a handler may destroy the widget.
    private func publish(from old: Session.Model, valueChanged: Bool, emits: Bool, origin: ChangeOrigin = .control) {
        if old != model {
            notifyDifferences(from: old, to: model)
            placesChanged()
            modelDidChange(from: origin)
            // The scale's own setters check it; here new bounds may make it stop fitting (a
            // check that finds nothing new costs one comparison, so any change asks).
            valueScaleMayNotFit()
        }
        if valueChanged { updateAccessibleValue() }
        if emits { personWillChangeValue() }
        if valueChanged { history.settled(at: model.reportedValue) }  // a program's change: no edit is open
        if emits { emitValueChanged() }
    }

    // MARK: The previous value

    override func editSignalled(_ signal: EditTracker.Signal) {
        if signal == .begin { history.editBegan() } else { history.editEnded(at: model.reportedValue) }
    }

    override var hasPreviousValue: Bool { history.previous.map { $0 != model.reportedValue } ?? false }

    override func swapWithPreviousValue() {
        guard let previous = history.previous else { return }
        change(animated: true) { try $0.setReportedValue(previous) }
    }

    // MARK: Dragging

    /// Whether a press moves the value to the pointer, as GtkRange decides it: GtkSettings'
    /// `gtk-primary-button-warps-slider` (true by default); otherwise only dragging moves it.
    private var pressWarps: Bool {
        guard let settings = gtk_widget_get_settings(widget) else { return true }
        return cc_object_get_boolean(UnsafeMutableRawPointer(settings), "gtk-primary-button-warps-slider") != 0
    }

    /// Like GtkScale, a control takes keyboard focus when it is dragged; a control whose
    /// parts take focus (the range slider's thumbs) focuses the dragged part instead.
    func focusForDrag() {
        gtk_widget_grab_focus(widget)
    }

    override func dragBegan(at point: Point) -> Bool {
        // A press during a drag (which GTK should not send) first ends that drag properly.
        if interaction.isDragging { dragEnded() }
        let old = model
        let step = interaction.begin(at: point, warps: pressWarps, model: &model, geometry: geometry(for: size))
        if step.isDragging {
            // A drag takes over from a running animation; a press that misses leaves it be.
            stopAnimation()
            focusForDrag()
            engage()
            gtk_widget_add_css_class(widget, "dragging")
            startEdit(.drag)
            emit(.dragBegin)  // before the press's own value-changed
        }
        queueDraw()  // the dragged part is drawn highlighted
        publish(from: old, valueChanged: step.valueChanged, emits: step.emitsValueChanged)
        return step.isDragging
    }

    override func dragMoved(to point: Point) {
        let old = model
        let step = interaction.update(to: point, model: &model, geometry: geometry(for: size))
        publish(from: old, valueChanged: step.valueChanged, emits: step.emitsValueChanged)
    }

    override func dragEnded() {
        let wasDragging = interaction.isDragging
        let step = interaction.end(model: model)
        finishDrag(wasDragging)
        publish(from: model, valueChanged: false, emits: step.emitsValueChanged)
        if wasDragging { emit(.dragEnd) }  // after the drag's last value-changed
        finishEdit(.drag)
    }

    override func dragCancelled() {
        let wasDragging = interaction.isDragging
        let old = model
        let step = interaction.cancel(model: &model)
        finishDrag(wasDragging)
        publish(from: old, valueChanged: step.valueChanged, emits: step.emitsValueChanged)
        if wasDragging { emit(.dragEnd) }
        finishEdit(.drag)
    }

    /// Escape during a drag cancels it: the value returns to where the drag began.
    override func keyPressed(keyval: guint, modifiers: GdkModifierType) -> Bool {
        guard keyval == guint(GDK_KEY_Escape), interaction.isDragging else {
            return super.keyPressed(keyval: keyval, modifiers: modifiers)
        }
        dragCancelled()
        // End the gesture too; its cancel signal then finds no drag and does nothing.
        if let gesture = dragGesture { gtk_event_controller_reset(gesture) }
        return true
    }

    /// Shift held during a drag fine-tunes it: a tenth of the pointer's movement, from where
    /// the value is, so pressing or releasing Shift never makes it jump.
    override func modifiersChanged(_ modifiers: GdkModifierType) {
        let fine = modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0
        guard interaction.isDragging, fine != interaction.isFineTuning else { return }
        interaction.setFineTuning(fine, model: model, geometry: geometry(for: size))
        if fine { gtk_widget_add_css_class(widget, "fine-tune") } else { gtk_widget_remove_css_class(widget, "fine-tune") }
    }

    private func finishDrag(_ wasDragging: Bool) {
        guard wasDragging else { return }
        gtk_widget_remove_css_class(widget, "dragging")
        gtk_widget_remove_css_class(widget, "fine-tune")
        queueDraw()
    }

    // MARK: Animation

    /// Animations run only where someone can see them, and not when the desktop turns them off.
    private var canAnimate: Bool {
        guard gtk_widget_get_mapped(widget) != 0, let settings = gtk_widget_get_settings(widget) else { return false }
        return AnimationSetting.isEnabled(in: settings)
    }

    /// Where an animation from `shown` heads for `target`: `target` itself, unless the control
    /// has another way there (the circular range slider goes round the ring's shorter way).
    func animationTarget(from shown: Session.Value, to target: Session.Value) -> Session.Value { target }

    private func startAnimation(from shown: Session.Value) {
        animation = ValueAnimation(from: shown, to: animationTarget(from: shown, to: model.reportedValue), startTime: frameClockTime)
        animatedValue = shown
        if tickCallback == 0 { tickCallback = addTickCallback() }
    }

    override func advanceAnimation(at now: Double) -> Bool {
        guard let animation else {
            tickCallback = 0
            return false
        }
        animatedValue = animation.value(at: now)
        placesChanged()
        // Animations switched off mid-way (gtk-enable-animations) end on the next frame.
        if animation.isFinished(at: now) || !canAnimate {
            self.animation = nil
            animatedValue = nil
            tickCallback = 0
            return false
        }
        return true
    }

    /// Jumps to the end of any running animation.
    func stopAnimation() {
        if animation != nil || animatedValue != nil { placesChanged() }
        animation = nil
        animatedValue = nil
        if tickCallback != 0 {
            gtk_widget_remove_tick_callback(widget, tickCallback)
            tickCallback = 0
        }
    }

    override func unmap() {
        super.unmap()
        stopAnimation()
    }

    override func dispose() {
        stopAnimation()
        super.dispose()
    }
}

extension ValueControl where Session.Model: MarkedModel {
    /// The marks as the painter draws them, their labels in `labelColor` (asked only when
    /// there are marks); nil without marks.
    func markLayout(labelColor: @autoclosure () -> RGBA) -> MarkLayout? {
        model.marks.isEmpty ? nil : MarkLayout(marks: model.marks, minimum: model.minimum, maximum: model.maximum, scale: model.scale, labelColor: labelColor())
    }
}
