import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// The GObject implementation of `CcCircularSlider`: its properties, input and state (drawing is its painter's).
package final class CircularSliderWidget: ArcValueControl<CircularSliderDrag> {
    /// The circular slider's own properties, handled here.
    package enum CircularSliderProperty: Int, ControlProperty {
        case wraps, gradientStartColor, gradientEndColor, lineWidth, editable, showValue, grabHandleOnly, showLighting

        package func definition(_ defaults: ControlDefaults) -> PropertyDefinition {
            switch self {
            /// Whether a drag across the start comes round from the other end instead of stopping.
            ///
            /// - Getter: whether a drag across the start comes round
            case .wraps:
                PropertyDefinition(name: "wraps", nick: "Wraps", blurb: "A drag across the start comes round from the other end instead of stopping", kind: .boolean(default: false))

            /// The top colour of the active arc; unset is the tint.
            ///
            /// - Getter: the top colour of the active arc
            case .gradientStartColor:
                PropertyDefinition(name: "gradient-start-color", nick: "Gradient start colour", blurb: "Top colour of the active arc; unset is the tint", kind: .color)

            /// The bottom colour of the active arc; unset is the start colour turned 60° in hue.
            ///
            /// - Getter: the bottom colour of the active arc
            case .gradientEndColor:
                PropertyDefinition(name: "gradient-end-color", nick: "Gradient end colour", blurb: "Bottom colour of the active arc; unset is the start colour turned 60° in hue", kind: .color)

            /// The width of the active arc and the handle, in pixels.
            ///
            /// - Getter: the width of the active arc and the handle
            /// - Setter: Negative widths become 0; NaN and ±infinity are rejected with a
            ///   warning, leaving it unchanged.
            case .lineWidth:
                PropertyDefinition(name: "line-width", nick: "Line width", blurb: "Width of the active arc and the handle, in pixels", kind: .double(default: 20))

            /// Whether the value in the centre is an entry: type a number and press Enter; invalid text
            /// shows the error style, Escape reverts.
            ///
            /// - Getter: whether the value in the centre is an entry
            case .editable:
                PropertyDefinition(name: "editable", nick: "Editable", blurb: "The value in the centre is an entry: type a number and press Enter", kind: .boolean(default: false))

            /// Whether the value is shown as text in the centre.
            ///
            /// - Getter: whether the value is shown in the centre
            case .showValue:
                PropertyDefinition(name: "show-value", nick: "Show value", blurb: "Show the value as text in the centre", kind: .boolean(default: true))

            /// Whether only a press on the handle starts a drag, which then moves the handle relatively;
            /// a press elsewhere starts none.
            ///
            /// - Getter: whether only a press on the handle starts a drag
            /// - Returns: whether only the handle starts a drag
            case .grabHandleOnly:
                PropertyDefinition(name: "grab-handle-only", nick: "Grab handle only", blurb: "A drag starts only on the handle, and moves it relatively", kind: .boolean(default: false))

            /// Whether light catches the ring's edges along the active arc: a faint white line just
            /// inside the ring's inner and outer edge, as in the original circular slider design.
            ///
            /// - Getter: whether the ring's edges catch the light along the active arc
            /// - Returns: whether the ring's edges catch the light
            case .showLighting:
                PropertyDefinition(name: "show-lighting", nick: "Show lighting", blurb: "Light catches the ring's edges along the active arc, as in the original design", kind: .boolean(default: true))
            }
        }
    }

    static let controlClass = ControlClass(
        cssName: "circularslider",
        accessibleName: "Circular slider",
        defaults: ControlDefaults(step: 1, page: 15, digits: 0, maximum: 360, endAngle: -2 * Double.pi),
        properties: [SharedProperty.self, ArcProperty.self, CircularSliderProperty.self])

    package private(set) var lineWidth: Double = 20
    /// The entry shows only while both are on.
    package private(set) var showValue = true { didSet { updateEntryVisibility() } }
    package private(set) var editable = false { didSet { updateEntryVisibility() } }
    /// The centre's entry, shown while ``editable`` and the value is shown. Made the first
    /// time it is needed: a GtkEntry is a dozen objects, and most sliders never edit.
    private(set) var entry: UnsafeMutablePointer<GtkWidget>?
    package private(set) var gradientStartColor: RGBA?
    package private(set) var gradientEndColor: RGBA?
    /// Whether the ring's edges catch the light along the active arc (the tutorial's look).
    package private(set) var showLighting = true

    /// Draws the frames (and keeps the ring's and the handle's images).
    let painter = CircularSliderPainter()

    /// The ring's CSS node: its `color` is the ring's (black, the tutorial's, by default).
    let trough = cc_widget_new_part("trough", GTK_ACCESSIBLE_ROLE_NONE, 0)!
    private var troughAttached = true

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget: widget, typeName: "CcCircularSlider", controlClass: Self.controlClass, model: CircularSliderModel())
        gtk_widget_set_parent(trough, widget)
        updateAccessibleValue()
    }

    // MARK: Properties

    override func value(of property: any ControlProperty) -> PropertyValue {
        guard let property = property as? CircularSliderProperty else { return super.value(of: property) }
        return switch property {
        case .wraps: .boolean(model.wraps)
        case .gradientStartColor: .color(gradientStartColor)
        case .gradientEndColor: .color(gradientEndColor)
        case .lineWidth: .double(lineWidth)
        case .editable: .boolean(editable)
        case .showValue: .boolean(showValue)
        case .grabHandleOnly: .boolean(model.grabsHandleOnly)
        case .showLighting: .boolean(showLighting)
        }
    }

    override func set(_ property: any ControlProperty, to value: PropertyValue) {
        guard let property = property as? CircularSliderProperty else { return super.set(property, to: value) }
        switch property {
        case .wraps: setWraps(value.boolean)
        case .gradientStartColor: assign(\CircularSliderWidget.gradientStartColor, value.color, notifying: property)
        case .gradientEndColor: assign(\CircularSliderWidget.gradientEndColor, value.color, notifying: property)
        case .lineWidth: setLineWidth(value.double)
        case .editable: setEditable(value.boolean)
        case .showValue: setShowValue(value.boolean)
        case .grabHandleOnly: setGrabsHandleOnly(value.boolean)
        case .showLighting: assign(\CircularSliderWidget.showLighting, value.boolean, notifying: property)
        }
    }

    package func setWraps(_ value: Bool) { change { $0.wraps = value } }
    package func setGrabsHandleOnly(_ value: Bool) { change { $0.grabsHandleOnly = value } }
    package func setShowLighting(_ show: Bool) { set(CircularSliderProperty.showLighting, to: .boolean(show)) }
    package func setGradientStartColor(_ color: RGBA?) { set(CircularSliderProperty.gradientStartColor, to: .color(color)) }
    package func setGradientEndColor(_ color: RGBA?) { set(CircularSliderProperty.gradientEndColor, to: .color(color)) }

    package func setLineWidth(_ width: Double) {
        guard let width = nonNegative(width, for: CircularSliderProperty.lineWidth) else { return }
        assign(\CircularSliderWidget.lineWidth, width, notifying: CircularSliderProperty.lineWidth)
    }

    package func setShowValue(_ show: Bool) {
        assign(\CircularSliderWidget.showValue, show, notifying: CircularSliderProperty.showValue)
    }

    // MARK: The editable value

    package func setEditable(_ value: Bool) {
        assign(\CircularSliderWidget.editable, value, notifying: CircularSliderProperty.editable)
    }

    private func updateEntryVisibility() {
        guard editable && showValue else {
            if let entry { gtk_widget_set_visible(entry, 0) }
            return
        }
        let entry = self.entry ?? makeEntry()
        gtk_widget_set_visible(entry, 1)
        showValueInEntry()
    }

    /// The entry's text follows the value only while it is shown.
    private var entryShown: UnsafeMutablePointer<GtkWidget>? {
        guard let entry, gtk_widget_get_visible(entry) != 0 else { return nil }
        return entry
    }

    /// The entry's focus controller: focus goes to the entry's inner GtkText, never to the
    /// GtkEntry itself (`gtk_widget_has_focus` of the entry is always false), so whether the
    /// person is in the entry is whether focus is within it.
    private var entryFocus: OpaquePointer?
    /// The text the slider last put in the entry: any other text is the person's typing.
    private var textShownInEntry: String?

    /// Whether the entry holds text the person typed and has not committed or cancelled yet.
    private var entryIsEdited: Bool {
        guard let entry = entryShown else { return false }
        return String(cString: gtk_editable_get_text(OpaquePointer(entry))) != textShownInEntry
    }

    /// Whether a person is typing in the entry: focus is within it and its text is theirs.
    /// A value change from elsewhere then leaves the text alone.
    private var isTypingInEntry: Bool {
        guard let entryFocus else { return false }
        return gtk_event_controller_focus_contains_focus(entryFocus) != 0 && entryIsEdited
    }

    private func makeEntry() -> UnsafeMutablePointer<GtkWidget> {
        let entry = gtk_entry_new()!
        self.entry = entry
        gtk_widget_set_parent(entry, widget)
        gtk_widget_set_visible(entry, 0)
        gtk_entry_set_alignment(cast(entry.raw), 0.5)
        gtk_entry_set_has_frame(cast(entry.raw), 0)
        gtk_editable_set_width_chars(OpaquePointer(entry), 6)
        gtk_widget_add_css_class(entry, "value")
        let activated: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            ControlWidget.handling(data, otherwise: ()) { ($0 as? CircularSliderWidget)?.commitEntry() }
        }
        g_signal_connect_data(entry.raw, "activate", unsafeBitCast(activated, to: GCallback.self), widget.raw, nil, GConnectFlags(0))
        let keys = gtk_event_controller_key_new()
        let pressed: @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, keyval, _, _, data in
            guard keyval == guint(GDK_KEY_Escape) else { return 0 }
            return ControlWidget.handling(data, otherwise: 0) { state in
                (state as? CircularSliderWidget)?.showValueInEntry()
                return 1
            }
        }
        g_signal_connect_data(UnsafeMutableRawPointer(keys), "key-pressed", unsafeBitCast(pressed, to: GCallback.self), widget.raw, nil, GConnectFlags(0))
        gtk_widget_add_controller(entry, keys)
        // Focus leaving the entry commits what was typed there, as a GtkSpinButton does.
        let focus = gtk_event_controller_focus_new()!
        let left: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
            ControlWidget.handling(data, otherwise: ()) { ($0 as? CircularSliderWidget)?.entryLostFocus() }
        }
        g_signal_connect_data(UnsafeMutableRawPointer(focus), "leave", unsafeBitCast(left, to: GCallback.self), widget.raw, nil, GConnectFlags(0))
        gtk_widget_add_controller(entry, focus)
        entryFocus = focus
        return entry
    }

    /// Enter in the entry: a number sets the value (wrapped or clamped into the range) and the
    /// entry shows the value it came to, also when that was the value already (400 typed at
    /// the maximum of 360 shows "360°"); other text shows the error style and changes nothing.
    func commitEntry() {
        guard let entry else { return }
        let text = String(cString: gtk_editable_get_text(OpaquePointer(entry)))
        guard let value = model.value(fromText: text) else {
            gtk_widget_add_css_class(entry, "error")
            return
        }
        gtk_widget_remove_css_class(entry, "error")
        change { try $0.setValue(value) }
        showValueInEntry()
    }

    /// Focus left the entry: what was typed is committed; text that is no number is dropped
    /// for the value (nobody is there to correct it).
    private func entryLostFocus() {
        guard entryIsEdited else { return }
        commitEntry()
        if entryIsEdited { showValueInEntry() }
    }

    /// Puts the current value's text in the entry (and clears an error): Escape, and every
    /// change of the value while the user is not typing.
    func showValueInEntry() {
        guard let entry = entryShown else { return }
        gtk_widget_remove_css_class(entry, "error")
        let text = text(for: model.value)
        textShownInEntry = text
        gtk_editable_set_text(OpaquePointer(entry), text)
    }

    override func modelDidChange(from origin: ChangeOrigin) {
        super.modelDidChange(from: origin)
        if entryShown != nil, !isTypingInEntry { showValueInEntry() }
    }

    /// A press on the ring while text is typed in the entry commits that text first, so the
    /// press then moves the value as it always does (its focus change finds nothing left).
    override func dragBegan(at point: Point) -> Bool {
        if entryIsEdited { commitEntry() }
        return super.dragBegan(at: point)
    }

    /// New digits or a new formatter show in the entry, unless a person is typing there.
    override func valueTextChanged() {
        super.valueTextChanged()
        if !isTypingInEntry { showValueInEntry() }
    }

    override func sizeAllocated(width: Int32, height: Int32) {
        let geometry = geometry(for: Size(width: Double(width), height: Double(height)))
        var whole = GtkAllocation(x: 0, y: 0, width: width, height: height)
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(trough, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)  // GTK wants it measured first
        gtk_widget_size_allocate(trough, &whole, -1)
        allocateValuePart(at: geometry.center)
        guard let entry = entryShown else { return }
        gtk_widget_measure(entry, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        let entryHeight = natural
        gtk_widget_measure(entry, GTK_ORIENTATION_HORIZONTAL, entryHeight, &minimum, &natural, nil, nil)
        let entryWidth = max(minimum, min(natural, Int32(geometry.radius * 1.4)))
        var allocation = GtkAllocation(x: Int32(geometry.center.x) - entryWidth / 2, y: Int32(geometry.center.y) - entryHeight / 2,
                                       width: entryWidth, height: entryHeight)
        gtk_widget_size_allocate(entry, &allocation, -1)
    }

    override func dispose() {
        if let entry {
            self.entry = nil
            entryFocus = nil
            gtk_widget_unparent(entry)
        }
        if troughAttached {
            troughAttached = false
            gtk_widget_unparent(trough)
        }
        super.dispose()
    }

    override func snapshot(_ snapshot: OpaquePointer) {
        super.snapshot(snapshot)
        if let entry = entryShown { gtk_widget_snapshot_child(widget, entry, snapshot) }
    }

    /// On a full circle keys wrap past the ends, which are one angle; a partial circle stops.
    override func apply(_ command: KeyCommand) -> Bool {
        change { try $0.setValue(increments.value(after: command, from: $0.value, minimum: $0.minimum, maximum: $0.maximum, wraps: $0.isFullCircle, scale: $0.bounded.scale, marks: $0.stoppingMarks)) }
        return true
    }

    /// The step is also the grid the value snaps to (whole degrees by default; 0 is none), so
    /// a slider over 0...1 with a step of 0.01 holds 0.42. A new step snaps the value.
    override func setIncrement(_ field: WritableKeyPath<Increments, Double>, _ value: Double, property: SharedProperty, from origin: ChangeOrigin) {
        super.setIncrement(field, value, property: property, from: origin)
        guard field == \Increments.step, increments.step != model.bounded.step else { return }
        let step = increments.step
        change(from: origin) { try $0.bounded.setStep(step) }
    }

    override func notifyDifferences(from old: CircularSliderModel, to new: CircularSliderModel) {
        super.notifyDifferences(from: old, to: new)
        if old.wraps != new.wraps { notify(CircularSliderProperty.wraps) }
        if old.grabsHandleOnly != new.grabsHandleOnly { notify(CircularSliderProperty.grabHandleOnly) }
    }

    /// `value` as shown in the centre and read by screen readers: the formatter's text, else
    /// `digits` decimals (whole degrees by default) with a degree sign on the 0...360 range.
    override func text(for value: Double) -> String {
        guard valueFormatter == nil else { return super.text(for: value) }
        return super.text(for: value) + (model.minimum == 0 && model.maximum == 360 ? "°" : "")
    }

    /// Screen readers get the value itself at once, not the frame of an animation towards it.
    override func updateAccessibleValue() {
        cc_accessible_update_value(widget.accessible, model.minimum, model.maximum, model.value, text(for: model.value))
    }

    // MARK: Size and drawing

    override func geometry(for size: Size) -> CircularSliderGeometry {
        // Labels outside the arc need room round it; without them the ring fills its box.
        let margin = model.marks.contains { $0.markup != nil && $0.position.isOutside } ? MarkRecipe.outsideMargin : 0
        return CircularSliderGeometry(size: size, lineWidth: lineWidth, margin: margin)
    }

    override func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        (64, 220)
    }

    override func render(into snapshot: OpaquePointer, size: Size, scale: Double, form: DrawingForm = .cairo) {
        var frame = frame(size: size, scale: scale)
        frame.form = form
        painter.draw(frame, into: snapshot)
    }

    /// What a frame at `size` shows now: the shown value's arc and handle, resolved colours,
    /// and the value's text unless it is hidden or the entry shows it.
    func frame(size: Size, scale: Double) -> CircularSliderPainter.Frame {
        let shown = displayedValue
        return CircularSliderPainter.Frame(
            geometry: geometry(for: size), scale: scale, arc: model.arc, appearance: appearance,
            fraction: model.bounded.fraction(of: shown),
            label: showValue && !editable ? ValueLabel(text: text(for: shown), color: valueTextColor) : nil,
            marks: markLayout)
    }

    /// The ring's, the arc's and the handle's colours (unset gradient colours follow the tint),
    /// and whether the ring catches the light.
    var appearance: CircularSliderAppearance {
        CircularSliderAppearance(tint: resolvedTint, ring: cssColor(of: trough), gradientStart: gradientStartColor, gradientEnd: gradientEndColor,
                                 lighting: showLighting)
    }

}
