import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// The Swift half of a control instance: what its GObject vfuncs and gestures call into.
///
/// One exists per widget, created in the instance's init, owned by the GObject (retained in
/// its instance struct) and released in finalize. GTK-confined: touched only on the GTK thread,
/// so it is deliberately not isolated to an actor; the public `@MainActor` classes wrap it.
/// Subclasses (one per control) override the value, drawing and drag methods.
package class ControlState {
    /// The widget this state belongs to. Not retained: the widget owns the state.
    package let widget: UnsafeMutablePointer<GtkWidget>
    /// The GType name, used in warnings ("CcKnob: …").
    let typeName: String
    /// The class's property specs and signal ids.
    let controlClass: ControlClass
    /// The widget's Swift handle (a `Control`) while one lives: every wrapping of the widget
    /// returns it. Weak, as the handle holds a reference to the widget, which owns this state.
    weak var handle: AnyObject?
    /// The control's own tint; nil follows an inherited tint, then the theme's accent colour.
    package private(set) var tintColor: RGBA?
    /// ``resolvedTint`` as resolved while mapped; nil when it must be resolved again.
    var mappedTint: RGBA?
    /// The drawing form looked up while mapped; nil when unmapped.
    var mappedForm: DrawingForm?
    /// How far keys and the scroll wheel move the value (0: 1% and 10% of the range).
    package private(set) var increments: Increments
    /// Whether a drag emits `value-changed` on every change (else once, at its end).
    package private(set) var continuous = true
    /// Decimals in the value's text.
    package private(set) var digits: Int32
    /// Turns a value into the text labels and accessibility show; nil uses ``digits``.
    package var valueFormatter: ((Double) -> String)? {
        didSet { valueTextChanged() }
    }

    init(widget: UnsafeMutablePointer<GtkWidget>, typeName: String, controlClass: ControlClass) {
        self.widget = widget
        self.typeName = typeName
        self.controlClass = controlClass
        self.increments = Increments(step: controlClass.defaults.step, page: controlClass.defaults.page)
        self.digits = controlClass.defaults.digits
        gtk_widget_set_focusable(widget, 1)
        attachDragGesture()
        attachKeyAndScrollControllers()
    }

    // MARK: Properties

    /// The value of `property`; each level of the hierarchy answers for its own enumeration
    /// and passes the others up. Only the class's own property ids reach here (GObject checks
    /// them), so a property no level knows is a programming error, caught in debug builds.
    func value(of property: any ControlProperty) -> PropertyValue {
        guard let property = property as? SharedProperty else {
            assertionFailure("\(typeName): no level handles property \(property)")
            return .boolean(false)
        }
        return switch property {
        case .continuous: .boolean(continuous)
        case .step: .double(increments.step)
        case .page: .double(increments.page)
        case .digits: .int(digits)
        case .tintColor: .color(tintColor)
        case .valueScale: .int(valueScale.kind.enumValue)
        case .skewMidValue: .double(valueScale.skewMidValue)
        case .editable: .boolean(editable)
        case .showMenu: .boolean(menu.shows)
        case .extraMenu: .object(menu.extraItems.map { UnsafeMutableRawPointer($0) })
        case .snapToMarks: .boolean(snapsToMarks)
        }
    }

    /// Sets `property` through its typed setter; each level handles its own enumeration.
    func set(_ property: any ControlProperty, to value: PropertyValue) {
        guard let property = property as? SharedProperty else {
            assertionFailure("\(typeName): no level handles property \(property)")
            return
        }
        switch property {
        case .continuous: setContinuous(value.boolean)
        case .step: setIncrement(\.step, value.double, property: .step)
        case .page: setIncrement(\.page, value.double, property: .page)
        case .digits: setDigits(value.int)
        case .tintColor: setTintColor(value.color)
        case .valueScale: setValueScaleKind(ValueScale.Kind(enumValue: value.int))
        case .skewMidValue: setSkewMidValue(value.double)
        case .editable: setEditable(value.boolean)
        case .showMenu: setShowsMenu(value.boolean)
        case .extraMenu: setExtraMenu(cast(value.object))
        case .snapToMarks: setSnapsToMarks(value.boolean)
        }
    }

    // MARK: Marks

    /// Whether drags stick at marks and keys stop on them; the value control answers.
    var snapsToMarks: Bool { false }

    /// Sets `snap-to-marks`; the value control stores it in its model.
    package func setSnapsToMarks(_ on: Bool) {}

    /// Adds a mark at `value` (ignored with a warning when it is not finite or outside the
    /// range); markup that does not parse is shown as plain text, with a warning.
    package func addMark(_ value: Double, position: MarkPosition, markup: String?) {}

    /// Removes every mark.
    package func clearMarks() {}

    package func setContinuous(_ value: Bool) {
        assign(\ControlState.continuous, value, notifying: SharedProperty.continuous, redraws: false)
    }

    /// Sets the decimals of the value text (clamped to 0...10).
    package func setDigits(_ value: Int32) {
        let value = min(max(value, 0), 10)
        guard value != digits else { return }
        digits = value
        valueTextChanged()
        notify(SharedProperty.digits)
    }

    /// `value` as labels and screen readers show it: the formatter's text, else `digits` decimals.
    func text(for value: Double) -> String {
        valueFormatter?(value) ?? TypedNumber.format(value, digits: Int(digits))
    }

    /// The value text's rules changed: controls refresh what shows it.
    func valueTextChanged() {
        queueDraw()
    }

    /// Sets the step or the page (negative clamps to 0, automatic); non-finite is rejected.
    package final func setIncrement(_ field: WritableKeyPath<Increments, Double>, _ value: Double, property: SharedProperty) {
        setIncrement(field, value, property: property, from: .control)
    }

    /// Sets the step or the page, coming from `origin`; levels that hold the increments
    /// elsewhere too (the adjustment, the circular slider's grid) follow here.
    func setIncrement(_ field: WritableKeyPath<Increments, Double>, _ value: Double, property: SharedProperty, from origin: ChangeOrigin) {
        guard let value = nonNegative(value, for: property), value != increments[keyPath: field] else { return }
        increments[keyPath: field] = value
        notify(property)
    }

    // MARK: The value scale

    /// How values spread along the travel; the model holds it (``ValueControl`` subclasses
    /// read and write it there).
    package var valueScale: ValueScale { .linear }

    /// The bounds the scale maps, for telling whether it fits them.
    var valueBounds: (minimum: Double, maximum: Double) { (0, 1) }

    /// Puts `scale` in the model; subclasses override.
    func storeValueScale(_ scale: ValueScale) {}

    /// The watch on whether the scale fits the bounds (``valueScaleMayNotFit()``).
    var valueScaleWatch = ValueScaleWatch()

    // MARK: Typed values

    /// Whether the value can be typed into an entry (each control places its own).
    package private(set) var editable = false

    package func setEditable(_ value: Bool) {
        guard value != editable else { return }
        editable = value
        editableChanged()
        notify(SharedProperty.editable)
    }

    /// ``editable`` changed: the control shows or hides its entry (and redraws if that
    /// changes the drawing).
    func editableChanged() {}

    /// The text the `input` signal is parsing, during its emission only (what a handler
    /// reads, as GtkSpinButton's handlers read the spin button's text), as a C string that
    /// lives until the emission ends.
    package internal(set) var inputText: UnsafeMutablePointer<CChar>?
    /// The `input` signal's `new_value` during its emission only: ``setInputValue(_:)`` sets
    /// it for handlers in languages whose signal handlers have no out arguments.
    var inputValue: UnsafeMutablePointer<Double>?

    package func setTintColor(_ color: RGBA?) {
        guard color != tintColor else { return }
        tintMayHaveChanged()
        assign(\ControlState.tintColor, color, notifying: SharedProperty.tintColor)
    }

    /// The property a model's `quantity` belongs to; each level maps its own.
    func property(for quantity: RejectedValue.Quantity) -> (any ControlProperty)? {
        quantity == .step ? SharedProperty.step : nil
    }

    /// Emits `value-changed`, keeping the widget alive while handlers run (one may destroy it).
    /// Callers must not touch the widget afterwards.
    func emitValueChanged() { emit(.valueChanged) }

    func queueDraw() { gtk_widget_queue_draw(widget) }

    // MARK: The value's text

    /// The `value` part: the CSS node the value's text takes its `color` from (the control's
    /// own `color` is its tint). A bare child that draws nothing (the painter draws the text in
    /// its colour), made when the control is mapped showing text (``showsValueText``), or by
    /// the first frame that needs its colour: most controls never show text.
    private(set) var valuePart: UnsafeMutablePointer<GtkWidget>?
    /// Set in dispose: a frame drawn after it must not make a part nothing would unparent, nor
    /// a property set after it schedule a check nothing would remove.
    var valuePartRemoved = false

    /// Whether the control's frames show text in the `value` part's colour as it is set now
    /// (its value, its marks' labels); the levels that draw text say when.
    var showsValueText: Bool { false }

    /// The `value` part, made now if it was not; nil once the control is disposed.
    @discardableResult
    func makeValuePart() -> UnsafeMutablePointer<GtkWidget>? {
        if let valuePart { return valuePart }
        guard !valuePartRemoved else { return nil }
        let part = cc_widget_new_part("value", GTK_ACCESSIBLE_ROLE_NONE, 0)!
        insertValuePart(part)
        valuePart = part
        return part
    }

    /// Puts the `value` part among the control's children: last, unless the control's other
    /// parts must keep their places (the range slider's thumbs stay its last children).
    func insertValuePart(_ part: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_set_parent(part, widget)
    }

    // MARK: Size and drawing

    /// The minimum and natural extent along `orientation`.
    func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        (0, 0)
    }

    /// Moves keyboard focus within the control in `direction`: true if it moved, false to let
    /// it leave, nil for GtkWidget's own handling (a control that is one focusable widget).
    func moveFocus(_ direction: GtkDirectionType) -> Bool? { nil }

    /// The widget got a new size; controls with child parts lay them out here.
    func sizeAllocated(width: Int32, height: Int32) {}

    /// Snapshots the control at its allocated size, in the form its window's renderer draws
    /// cheapest.
    ///
    /// The node form (GTK 4.14 and later, whose renderers draw at the surface's own
    /// scale, fractional where a compositor scales by 1.25 or 1.5) makes its images at that
    /// scale, not the whole scale above it, whose images would be drawn shrunk and blurred;
    /// and it moves the drawing by under half a device pixel so that the control's origin,
    /// and with it every edge the painters put on device pixels, lies on the surface's device
    /// pixels (7 logical pixels at 1.5 are 10.5 device pixels).
    func snapshot(_ snapshot: OpaquePointer) {
        let form = drawingForm
        var scale = Double(max(1, gtk_widget_get_scale_factor(widget))), shift = Point(x: 0, y: 0)
        if form == .nodes {
            let grid = DevicePixels(scale: cc_widget_surface_scale(widget))
            scale = grid.scale
            shift = grid.offsetToNearestCorner(of: originOnSurface)
        }
        let moved = shift.x != 0 || shift.y != 0
        if moved {
            gtk_snapshot_save(snapshot)
            var offset = graphene_point_t(x: Float(shift.x), y: Float(shift.y))
            gtk_snapshot_translate(snapshot, &offset)
        }
        render(into: snapshot, size: size, scale: scale, form: form)
        if moved { gtk_snapshot_restore(snapshot) }
    }

    /// Draws the control at `size` (the real drawing, golden-image tests' too): `scale` is the
    /// cached layers' device pixels per logical pixel, `form` how the frame is built (either
    /// shows the same pixels); controls hand what a frame shows to their painter.
    func render(into snapshot: OpaquePointer, size: Size, scale: Double, form: DrawingForm = .cairo) {}

    // MARK: Animation

    /// One frame of an animation on the frame clock, at frame time `now` (seconds); returns
    /// whether it goes on.
    func advanceAnimation(at now: Double) -> Bool { false }

    // MARK: Adjustment

    /// The control's GtkAdjustment changed (see ArcValueControl).
    func adjustmentChanged() {}
    /// An owned adjustment it follows changed: bounds or increments (`bounds`), else its value.
    func ownedAdjustmentChanged(_ adjustment: UnsafeMutablePointer<GtkAdjustment>, bounds: Bool) {}

    // MARK: Lifecycle

    func cssChanged() {
        tintMayHaveChanged()
        queueDraw()
    }

    /// After GtkWidget's map: a control the app left unlabelled gets a name, and one that
    /// shows text gets its `value` part before its first frame.
    func map() {
        tintMayHaveChanged()
        mappedForm = nil
        nameIfUnlabelled()
        // Made here, not by the first frame: a child added while a frame is drawn queues
        // another layout, and 1,000 circular sliders kept 5-6 kB more each that way
        // (docs/benchmark-history.md, "The value part made at map").
        if showsValueText { makeValuePart() }
    }

    /// Unmapped: moved elsewhere in the tree, or its window hidden (a burst of keys ends).
    func unmap() {
        tintMayHaveChanged()
        mappedForm = nil
        finishBurst()
        closeMenu()
    }

    /// The instance notified `property`, one another class owns (the class's `notify`, which
    /// passes on no property of the control's own): levels that follow GtkRange's
    /// `adjustment` and `inverted` look for them here.
    func propertyNotified(_ property: UnsafePointer<CChar>) {}

    /// Ends an open edit, unparents the `value` part and the menu (subclasses unparent theirs,
    /// then call up).
    func dispose() {
        finishAnyEdit()
        removeMenu()
        valuePartRemoved = true
        valueScaleWatch.cancel()
        if let valuePart {
            self.valuePart = nil
            gtk_widget_unparent(valuePart)
        }
    }

    // MARK: Dragging

    /// A press at `point`; returns whether a drag started (else the gesture is denied, so the
    /// press can go to a parent).
    func dragBegan(at point: Point) -> Bool { false }

    /// The keyboard modifiers changed (Shift fine-tunes a drag).
    func modifiersChanged(_ modifiers: GdkModifierType) {}

    /// Recognizes the second press of a double click.
    var doublePress = DoublePressDetector()

    /// Puts the value (both values of a range slider) back to its default (double click).
    func resetToDefault() {}
    /// Whether the control has a default to reset to (the circular range slider has none).
    var hasDefaultValue: Bool { true }
    func dragMoved(to point: Point) {}
    func dragEnded() {}
    func dragCancelled() {}

    // MARK: Keyboard and scrolling

    /// Applies a key or scroll command; returns whether the control used it.
    func apply(_ command: KeyCommand) -> Bool { false }

    /// Whether Left and Right are flipped (a range slider under RTL or inverted).
    var isMirrored: Bool { false }

    /// Whether the user has engaged the control since it got focus: dragged it or used a key
    /// on it. Focus alone is not enough for the wheel: a window gives focus to its first
    /// focusable widget when it opens, and that must not make the control grab the wheel.
    var isEngaged = false

    /// A key press; returns whether it was handled (unhandled keys propagate, Tab moves focus).
    func keyPressed(keyval: guint, modifiers: GdkModifierType) -> Bool {
        guard let command = KeyBindings.command(keyval: keyval, modifiers: modifiers, mirrored: isMirrored) else { return false }
        isEngaged = true
        return asPerson(.keys) { apply(command) }
    }

    /// The press point of the current drag: GtkGestureDrag reports moves as offsets from it.
    var dragStart = Point(x: 0, y: 0)
    /// A person's edits: which is open, what input is being handled, a burst's timer.
    var edits = Edits()
    /// The context menu: whether it opens, the app's items, the popover once made.
    var menu = ContextMenu()

    // MARK: The context menu's actions
    /// A person's edit began or ended: the value before it becomes the previous value.
    func editSignalled(_ signal: EditTracker.Signal) {}
    /// Whether "Swap with Previous Value" has a value to go back to.
    var hasPreviousValue: Bool { false }
    /// Swaps the value with the one before the last edit (the menu's action, an edit itself).
    func swapWithPreviousValue() {}
    /// Whether "Type a Value…" has a place to type: an entry or a handle's popover.
    var canTypeValue: Bool { editable }
    /// Puts focus where the value is typed (the item's action).
    func typeValue() {}
    /// The menu opens: a control notes what its actions act on (the focused handle, before the
    /// menu takes focus) and returns where a menu opened by a key points (nil: the centre).
    func menuWillOpen() -> Rect? { nil }
}
