import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// The GObject implementation of `CcRangeSlider`: its properties, input and state (drawing is its painter's).
package final class RangeSliderState: TwoValueControl<RangeSliderDrag> {
    static let controlClass = ControlClass(
        cssName: "rangeslider",
        accessibleRole: GTK_ACCESSIBLE_ROLE_GROUP,  // the thumbs are the sliders; the whole is a group of them
        accessibleName: "Range slider",
        properties: [SharedProperty.self, RangeSliderProperty.self])

    package private(set) var trackColor: RGBA?
    package private(set) var trackHighlightColor: RGBA?
    package private(set) var thumbColor: RGBA?
    package private(set) var curvaceousness: Double = 1
    package private(set) var inverted = false
    /// Vertical: the minimum at the bottom. The slider works in its own space either way
    /// (along the track, across it); see ``sliderSpace(for:)``.
    var vertical = false
    /// Whether the dragged values are shown above the thumbs during a drag.
    package private(set) var showLabels = false
    /// The values a double click resets both thumbs to.
    package private(set) var defaultValues = ValuePair(lower: 0.2, upper: 0.8)
    /// The `appearance` property: glossy, or drawn by the theme from ``themeParts``.
    package internal(set) var look = Appearance.glossy
    /// The `theme` appearance's CSS nodes, while it is in force.
    var themeParts: RangeSliderThemeParts?
    /// The room the marks' labels take beside the track, measured for these marks in this
    /// orientation (RangeSliderState+Marks.swift).
    var measuredMarkRoom: (marks: Marks, vertical: Bool, room: MarkRoom)?

    /// The parts, child widgets: CSS nodes for the colours, and the thumbs as accessible,
    /// focusable sliders of their own (GTK 4.8 has no accessible objects but widgets). Each
    /// thumb (`cc_range_thumb_new`) is a GtkRange on GTK 4.8, the only kind of widget 4.8 gives
    /// the AT-SPI Value interface, and a plain widget implementing GtkAccessibleRange from
    /// 4.10; its adjustment follows the model and a screen reader setting its value moves the
    /// thumb as a key would.
    let trough = cc_widget_new_part("trough", GTK_ACCESSIBLE_ROLE_NONE, 0)!
    let highlight = cc_widget_new_part("highlight", GTK_ACCESSIBLE_ROLE_NONE, 0)!
    let lowerThumb = cc_range_thumb_new()!
    let upperThumb = cc_range_thumb_new()!

    /// Draws the frames (and keeps the track's and the thumbs' images).
    let painter = RangeSliderPainter()

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget: widget, typeName: "CcRangeSlider", controlClass: Self.controlClass, model: RangeSliderModel())
        gtk_widget_set_parent(trough, widget)
        gtk_widget_set_parent(highlight, trough)
        attachHandles()
    }

    /// The step and page are both adjustments' increments too. One taken from an adjustment
    /// is written to the other after the rest of that adjustment has been read.
    override func setIncrement(_ field: WritableKeyPath<Increments, Double>, _ value: Double, property: SharedProperty, from origin: ChangeOrigin) {
        super.setIncrement(field, value, property: property, from: origin)
        if origin != .adjustment { writeHandleAdjustments() }
    }

    override func dispose() {
        themeParts?.remove()
        themeParts = nil
        super.dispose()  // the thumbs, then the trough
    }

    func thumbWidget(_ thumb: RangeSliderDrag.Thumb) -> UnsafeMutablePointer<GtkWidget> {
        thumb == .lower ? lowerThumb : upperThumb
    }

    override func handleWidget(_ handle: Handle) -> UnsafeMutablePointer<GtkWidget> { thumbWidget(handle) }
    override var otherParts: [UnsafeMutablePointer<GtkWidget>] { [trough] }

    // MARK: Properties

    override func value(of property: any ControlProperty) -> PropertyValue {
        guard let property = property as? RangeSliderProperty else { return super.value(of: property) }
        return switch property {
        case .minimumValue: .double(model.minimum)
        case .maximumValue: .double(model.maximum)
        case .lowerValue: .double(model.lower)
        case .upperValue: .double(model.upper)
        case .inverted: .boolean(inverted)
        case .orientation: .int(Int32(orientation.rawValue))
        case .showLabels: .boolean(showLabels)
        case .minimumDistance: .double(model.minimumDistance)
        case .pushMode: .boolean(model.pushesOtherThumb)
        case .defaultLowerValue: .double(defaultValues.lower)
        case .defaultUpperValue: .double(defaultValues.upper)
        case .trackColor: .color(trackColor)
        case .trackHighlightColor: .color(trackHighlightColor)
        case .thumbColor, .knobColor: .color(thumbColor)
        case .curvaceousness: .double(curvaceousness)
        case .lowerAdjustment: .object(UnsafeMutableRawPointer(adjustment(of: .lower)))
        case .upperAdjustment: .object(UnsafeMutableRawPointer(adjustment(of: .upper)))
        case .appearance: .int(look.enumValue)
        }
    }

    override func set(_ property: any ControlProperty, to value: PropertyValue) {
        guard let property = property as? RangeSliderProperty else { return super.set(property, to: value) }
        switch property {
        case .minimumValue: setMinimum(value.double)
        case .maximumValue: setMaximum(value.double)
        case .lowerValue: setLower(value.double)
        case .upperValue: setUpper(value.double)
        case .inverted: setInverted(value.boolean)
        case .orientation: setOrientation(GtkOrientation(rawValue: UInt32(bitPattern: value.int)))
        case .showLabels: assign(\RangeSliderState.showLabels, value.boolean, notifying: property)
        case .minimumDistance: setMinimumDistance(value.double)
        case .pushMode: setPushMode(value.boolean)
        case .defaultLowerValue: setDefault(\.lower, value.double, property: property)
        case .defaultUpperValue: setDefault(\.upper, value.double, property: property)
        case .trackColor: assign(\RangeSliderState.trackColor, value.color, notifying: property)
        case .trackHighlightColor: assign(\RangeSliderState.trackHighlightColor, value.color, notifying: property)
        case .thumbColor, .knobColor: setThumbColor(value.color)
        case .curvaceousness: setCurvaceousness(value.double)
        case .lowerAdjustment: setAdjustment(value.object?.assumingMemoryBound(to: GtkAdjustment.self), of: .lower)
        case .upperAdjustment: setAdjustment(value.object?.assumingMemoryBound(to: GtkAdjustment.self), of: .upper)
        case .appearance: setAppearance(Appearance(enumValue: value.int))
        }
    }

    package func setPushMode(_ value: Bool) { change { $0.pushesOtherThumb = value } }
    package func setTrackColor(_ color: RGBA?) { set(RangeSliderProperty.trackColor, to: .color(color)) }
    package func setTrackHighlightColor(_ color: RGBA?) { set(RangeSliderProperty.trackHighlightColor, to: .color(color)) }
    package func setDefaultLowerValue(_ value: Double) { set(RangeSliderProperty.defaultLowerValue, to: .double(value)) }
    package func setDefaultUpperValue(_ value: Double) { set(RangeSliderProperty.defaultUpperValue, to: .double(value)) }

    /// The thumb colour, under its name and its deprecated one (`knob-color`): both notify.
    package func setThumbColor(_ color: RGBA?) {
        guard color != thumbColor else { return }
        thumbColor = color
        queueDraw()
        notify(RangeSliderProperty.thumbColor)
        notify(RangeSliderProperty.knobColor)
    }

    func setDefault(_ field: WritableKeyPath<ValuePair, Double>, _ value: Double, property: RangeSliderProperty) {
        guard let value = finite(value, for: property), value != defaultValues[keyPath: field] else { return }
        defaultValues[keyPath: field] = value
        notify(property)
    }

    /// Both thumbs go back to their defaults (one value-changed).
    override func resetToDefault() {
        change { try $0.setValues(lower: defaultValues.lower, upper: defaultValues.upper) }
    }

    package func setShowLabels(_ value: Bool) { set(RangeSliderProperty.showLabels, to: .boolean(value)) }

    /// The theme's sliders show the pressed state before the frame that draws them.
    override func queueDraw() {
        themeParts?.showPressed(pressedThumbs)
        super.queueDraw()
    }

    package func setInverted(_ value: Bool) {
        guard value != inverted else { return }
        assign(\RangeSliderState.inverted, value, notifying: RangeSliderProperty.inverted)
        gtk_widget_queue_allocate(widget)  // the thumbs change sides
    }

    /// Sets the roundness, clamped to 0...1.
    package func setCurvaceousness(_ value: Double) {
        guard let value = finite(value, for: RangeSliderProperty.curvaceousness).map({ ValueMath.clamp($0, 0, 1) }) else { return }
        assign(\RangeSliderState.curvaceousness, value, notifying: RangeSliderProperty.curvaceousness)
    }

    // MARK: The value scale

    override package var valueScale: ValueScale { model.scale }
    override var valueBounds: (minimum: Double, maximum: Double) { (model.minimum, model.maximum) }
    override func storeValueScale(_ scale: ValueScale) { change { $0.scale = scale } }

    // MARK: Keyboard and adjustments

    /// Keys move the focused thumb, which stops at the other one.
    override func apply(_ command: KeyCommand) -> Bool {
        let thumb = focusedHandle
        change { model in
            let current = thumb == .lower ? model.lower : model.upper
            let target = increments.value(after: command, from: current, minimum: model.minimum, maximum: model.maximum, scale: model.scale, marks: model.stoppingMarks)
            switch thumb {
            case .lower: model.moveLower(to: target)
            case .upper: model.moveUpper(to: target)
            }
        }
        return true
    }

    /// A thumb's value set on its adjustment moves it as a drag would: with push mode it
    /// pushes the other thumb, without it it stops at the other one.
    override func move(_ thumb: Handle, to value: Double, in model: inout RangeSliderModel) {
        switch thumb {
        case .lower: model.moveLower(to: value, pushing: model.pushesOtherThumb)
        case .upper: model.moveUpper(to: value, pushing: model.pushesOtherThumb)
        }
    }

    /// The thumbs' adjustments are properties that others share: bounds and increments set on
    /// one are the control's (RangeSliderState+Adjustments.swift).
    override var followsAdjustmentBounds: Bool { true }
    override func adjustmentConfigured(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) { takeConfiguration(of: adjustment) }

    /// A typed number moves the thumb as a key would: clamped into the range, snapped,
    /// stopping at the other thumb (HandleValuePopover.swift).
    override func setTyped(_ number: Double, for thumb: Handle) {
        change { model in
            switch thumb {
            case .lower: model.moveLower(to: number)
            case .upper: model.moveUpper(to: number)
            }
        }
    }

    /// The value popover opens above a horizontal slider, beside a vertical one.
    override var valuePopoverPosition: GtkPositionType { vertical ? GTK_POS_RIGHT : GTK_POS_TOP }

    override func dragBegan(at point: Point) -> Bool {
        let started = super.dragBegan(at: sliderSpace(for: size).sliderPoint(point))
        if started, let thumb = interaction.session?.thumb { focus(thumb) }
        return started
    }

    override func dragMoved(to point: Point) {
        let undecided = interaction.session?.thumb == nil
        super.dragMoved(to: sliderSpace(for: size).sliderPoint(point))
        if undecided, let thumb = interaction.session?.thumb { focus(thumb) }
    }

    override func property(for quantity: RejectedValue.Quantity) -> (any ControlProperty)? {
        switch quantity {
        case .minimum: RangeSliderProperty.minimumValue
        case .maximum: RangeSliderProperty.maximumValue
        case .lower: RangeSliderProperty.lowerValue
        case .upper: RangeSliderProperty.upperValue
        case .minimumDistance: RangeSliderProperty.minimumDistance
        default: super.property(for: quantity)
        }
    }

    override func notifyDifferences(from old: RangeSliderModel, to new: RangeSliderModel) {
        if old.minimum != new.minimum { notify(RangeSliderProperty.minimumValue) }
        if old.maximum != new.maximum { notify(RangeSliderProperty.maximumValue) }
        if old.lower != new.lower { notify(RangeSliderProperty.lowerValue) }
        if old.upper != new.upper { notify(RangeSliderProperty.upperValue) }
        if old.minimumDistance != new.minimumDistance { notify(RangeSliderProperty.minimumDistance) }
        if old.pushesOtherThumb != new.pushesOtherThumb { notify(RangeSliderProperty.pushMode) }
        if old.minimum != new.minimum || old.maximum != new.maximum { updateAccessibleValue() }
    }

    // MARK: Size and drawing

    /// The marks' labels take room beside the track: new marks measure the slider again.
    override func marksChanged() {
        super.marksChanged()
        gtk_widget_queue_resize(widget)
    }

    /// The minimum sits on the right when inverted, or under right-to-left text (as GtkScale).
    override var isMirrored: Bool {
        inverted != (!vertical && gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL)
    }

    /// The geometry in the slider's own space (a vertical slider's is the widget's turned).
    /// In the `theme` appearance the thumbs travel where the theme's sliders do.
    override func geometry(for size: Size) -> RangeSliderGeometry {
        let room = markRoom
        if let themeParts {
            return RangeSliderGeometry(size: sliderSpace(for: size).sliderSize, mirrored: isMirrored, thumbSide: themeParts.thumbSide)
                .reserving(before: room.before, after: room.after)
        }
        return RangeSliderGeometry(size: sliderSpace(for: size).sliderSize, mirrored: isMirrored).reserving(before: room.before, after: room.after)
    }

    override func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        let along = (orientation == GTK_ORIENTATION_HORIZONTAL) != vertical
        // Across the track, the marks' labels get their room on top of the thumbs'.
        let labels = along ? 0 : markRoomAcross
        let own: (minimum: Int32, natural: Int32) = along ? (60, 240) : (20, 30)
        guard let themeParts else { return (own.minimum + labels, own.natural + labels) }
        // The theme's scale needs its padding and slider room (34 px across in Adwaita).
        let scale = themeParts.minimumSize(orientation)
        return (max(own.minimum, scale) + labels, max(own.natural, scale) + labels)
    }

    /// Lays the parts out over the drawing, so focus rings, accessibility bounds and CSS
    /// boxes sit where the track and the thumbs are drawn.
    override func sizeAllocated(width: Int32, height: Int32) {
        if let themeParts { allocateTheme(themeParts, width: width, height: height) }
        let size = Size(width: Double(width), height: Double(height))
        let geometry = geometry(for: size), space = sliderSpace(for: size)
        let shown = displayedValue
        let track = space.widgetRect(geometry.trackRect)
        place(trough, track)
        let from = geometry.position(atFraction: model.fraction(of: shown.lower))
        let to = geometry.position(atFraction: model.fraction(of: shown.upper))
        let range = space.widgetRect(Rect(x: min(from, to), y: geometry.trackRect.y, width: abs(to - from), height: geometry.trackRect.height))
        place(highlight, Rect(x: range.x - track.x, y: range.y - track.y, width: range.width, height: range.height))  // within the trough
        place(lowerThumb, space.widgetRect(geometry.thumbRect(atFraction: model.fraction(of: shown.lower))))
        place(upperThumb, space.widgetRect(geometry.thumbRect(atFraction: model.fraction(of: shown.upper))))
        // The labels sit outside the widget's box, by whichever thumbs are pressed: the part
        // stands for none of them in particular.
        allocateValuePart(at: Point(x: 0, y: 0))
        presentValuePopover()
    }

    override func render(into snapshot: OpaquePointer, size: Size, scale: Double, form: DrawingForm = .cairo) {
        if let themeParts { return renderTheme(themeParts, into: snapshot, size: size, scale: scale, form: form) }
        var frame = frame(size: size, scale: scale)
        frame.form = form
        painter.draw(frame, into: snapshot)
    }

    /// The `value` part goes after the trough: the thumbs stay the last children, so
    /// `slider:last-child` is still the upper thumb.
    override func insertValuePart(_ part: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_insert_after(part, widget, trough)
    }

}
