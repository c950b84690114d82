import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// The GObject implementation of `CcXYPad`: two values on two axes, x growing to the right and
/// y upwards, one handle at the point they make (drawing is ``XYPadPainter``'s).
///
/// Built as the two-value controls are (``TwoValueControl``): its x and y are two thumb
/// children (`cc_range_thumb_new`) over the drawn handle, each a focusable, accessible slider
/// with the AT-SPI Value interface and an adjustment; Tab goes from x to y. Arrow keys move the
/// handle the way they point, whichever of the two has focus; Page Up/Down, Home, End, + and -
/// and the wheel move the focused one's axis.
package final class XYPadState: TwoValueControl<XYPadDrag> {
    static let controlClass = ControlClass(
        cssName: "xypad",
        accessibleRole: GTK_ACCESSIBLE_ROLE_GROUP,  // x and y are the sliders
        accessibleName: "XY pad",
        defaults: ControlDefaults(step: 0, page: 0, digits: 2),
        properties: [SharedProperty.self, XYPadProperty.self],
        // One scale cannot serve two axes with their own bounds: linear only.
        omitting: ["value-scale", "skew-mid-value"])

    package private(set) var showCrosshair = true
    /// Where a double click puts the handle.
    package private(set) var defaultValues = XYPadModel.Values(x: 0.5, y: 0.5)

    /// The field's CSS node (its `color` is the field's), and x and y: thumb children for focus
    /// and accessibility, both laid out over the drawn handle, never drawn themselves.
    let trough = cc_widget_new_part("trough", GTK_ACCESSIBLE_ROLE_NONE, 0)!
    let xHandle = cc_range_thumb_new()!
    let yHandle = cc_range_thumb_new()!

    let painter = XYPadPainter()
    /// The axis the key being handled points along (an arrow), nil for keys that act on the
    /// focused axis.
    private var keyAxis: XYPadModel.Axis?

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget: widget, typeName: "CcXYPad", controlClass: Self.controlClass, model: XYPadModel())
        gtk_widget_set_parent(trough, widget)
        attachHandles()
    }

    /// The handle pair's first member is x, its second y (``XYPadModel/travel(of:)``).
    static func axis(of handle: Handle) -> XYPadModel.Axis { handle == .lower ? .x : .y }

    override func handleWidget(_ handle: Handle) -> UnsafeMutablePointer<GtkWidget> { handle == .lower ? xHandle : yHandle }
    override var otherParts: [UnsafeMutablePointer<GtkWidget>] { [trough] }
    override func label(of handle: Handle) -> String { Self.axis(of: handle) == .x ? "X value" : "Y value" }

    // MARK: Properties

    override func value(of property: any ControlProperty) -> PropertyValue {
        guard let property = property as? XYPadProperty else { return super.value(of: property) }
        return switch property {
        case .xValue: .double(model.x.value)
        case .yValue: .double(model.y.value)
        case .xMinimum: .double(model.x.minimum)
        case .xMaximum: .double(model.x.maximum)
        case .yMinimum: .double(model.y.minimum)
        case .yMaximum: .double(model.y.maximum)
        case .defaultX: .double(defaultValues.x)
        case .defaultY: .double(defaultValues.y)
        case .xAdjustment: .object(UnsafeMutableRawPointer(adjustment(of: .lower)))
        case .yAdjustment: .object(UnsafeMutableRawPointer(adjustment(of: .upper)))
        case .showCrosshair: .boolean(showCrosshair)
        }
    }

    override func set(_ property: any ControlProperty, to value: PropertyValue) {
        guard let property = property as? XYPadProperty else { return super.set(property, to: value) }
        switch property {
        case .xValue: setValue(value.double, on: .x)
        case .yValue: setValue(value.double, on: .y)
        case .xMinimum: setMinimum(value.double, on: .x)
        case .xMaximum: setMaximum(value.double, on: .x)
        case .yMinimum: setMinimum(value.double, on: .y)
        case .yMaximum: setMaximum(value.double, on: .y)
        case .defaultX: setDefault(value.double, on: .x)
        case .defaultY: setDefault(value.double, on: .y)
        case .xAdjustment: setAdjustment(value.object?.assumingMemoryBound(to: GtkAdjustment.self), on: .x)
        case .yAdjustment: setAdjustment(value.object?.assumingMemoryBound(to: GtkAdjustment.self), on: .y)
        case .showCrosshair: assign(\XYPadState.showCrosshair, value.boolean, notifying: property)
        }
    }

    package func setValue(_ value: Double, on axis: XYPadModel.Axis) { change { try $0.setValue(value, on: axis) } }
    package func setValues(x: Double, y: Double, animated: Bool) { change(animated: animated) { try $0.setValues(x: x, y: y) } }
    package func setMinimum(_ value: Double, on axis: XYPadModel.Axis) { change { try $0.setMinimum(value, on: axis) } }
    package func setMaximum(_ value: Double, on axis: XYPadModel.Axis) { change { try $0.setMaximum(value, on: axis) } }
    package func setShowCrosshair(_ show: Bool) { set(XYPadProperty.showCrosshair, to: .boolean(show)) }

    package func setDefault(_ value: Double, on axis: XYPadModel.Axis) {
        let property = XYPadProperty.of(axis, x: .defaultX, y: .defaultY)
        guard let value = finite(value, for: property), value != defaultValues[axis] else { return }
        if axis == .x { defaultValues.x = value } else { defaultValues.y = value }
        notify(property)
    }

    override func resetToDefault() {
        change { try $0.setValues(x: defaultValues.x, y: defaultValues.y) }
    }

    /// The step and page are both adjustments' increments.
    override func setIncrement(_ field: WritableKeyPath<Increments, Double>, _ value: Double, property: SharedProperty, from origin: ChangeOrigin) {
        super.setIncrement(field, value, property: property, from: origin)
        writeHandleAdjustments()
    }

    // MARK: Keyboard, adjustments and typing

    /// An arrow moves the handle the way it points; other keys act on the focused axis.
    override func keyPressed(keyval: guint, modifiers: GdkModifierType) -> Bool {
        keyAxis = switch Int32(bitPattern: keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left, GDK_KEY_Right, GDK_KEY_KP_Right: .x
        case GDK_KEY_Up, GDK_KEY_KP_Up, GDK_KEY_Down, GDK_KEY_KP_Down: .y
        default: nil
        }
        defer { keyAxis = nil }
        return super.keyPressed(keyval: keyval, modifiers: modifiers)
    }

    override func apply(_ command: KeyCommand) -> Bool {
        let axis = keyAxis ?? Self.axis(of: focusedHandle), increments = increments
        change { model in
            let travel = model[axis]
            let target = increments.value(after: command, from: travel.value, minimum: travel.minimum, maximum: travel.maximum,
                                          scale: travel.scale, marks: model.stoppingMarks(on: axis))
            try model.setValue(target, on: axis)
        }
        return true
    }

    /// A value set on x's or y's adjustment (by a screen reader, through its slider) moves the
    /// handle along that axis.
    override func move(_ handle: Handle, to value: Double, in model: inout XYPadModel) {
        try? model.setValue(value, on: Self.axis(of: handle))
    }

    override func setTyped(_ number: Double, for handle: Handle) {
        setValue(number, on: Self.axis(of: handle))
    }

    /// A drag focuses x, unless y has focus already.
    override func dragBegan(at point: Point) -> Bool {
        let started = super.dragBegan(at: point)
        if started, gtk_widget_has_focus(yHandle) == 0 { focus(.lower) }
        return started
    }

    // MARK: Size and drawing

    override func geometry(for size: Size) -> XYPadGeometry { XYPadGeometry(size: size) }

    override func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        (48, 200)
    }

    override func render(into snapshot: OpaquePointer, size: Size, scale: Double, form: DrawingForm = .cairo) {
        painter.draw(frame(size: size, scale: scale, form: form), into: snapshot)
    }

    /// What a frame shows now: the field, its grid lines, the crosshair and the handle at the
    /// shown values, resolved colours.
    func frame(size: Size, scale: Double, form: DrawingForm) -> XYPadPainter.Frame {
        let shown = displayedValue
        let focused = [xHandle, yHandle].contains { gtk_widget_has_visible_focus($0) != 0 }
        return XYPadPainter.Frame(
            geometry: geometry(for: size), scale: scale, form: form,
            handle: XYPadModel.Values(x: model.fraction(of: shown.x, on: .x), y: model.fraction(of: shown.y, on: .y)),
            gridX: model.marks(on: .x).map { model.fraction(of: $0.value, on: .x) },
            gridY: model.marks(on: .y).map { model.fraction(of: $0.value, on: .y) },
            fieldColor: cssColor(of: trough), tint: resolvedTint, handleColor: cssColor(of: xHandle),
            crosshair: showCrosshair, pressed: interaction.isDragging, focusRing: focused)
    }

    override func sizeAllocated(width: Int32, height: Int32) { layOutParts(width: width, height: height) }

    override func notifyDifferences(from old: XYPadModel, to new: XYPadModel) {
        notifyModelDifferences(from: old, to: new)
    }

    override func property(for quantity: RejectedValue.Quantity) -> (any ControlProperty)? {
        ownProperty(for: quantity) ?? super.property(for: quantity)
    }

    // MARK: The adjustments

    /// Gives `axis` the adjustment `newValue` and takes its bounds, increments and value; nil
    /// gives it a fresh one of the pad's own. Followed at once, not on a notification, as the
    /// range slider's are; the other axis's adjustment is refused with a warning.
    package func setAdjustment(_ newValue: UnsafeMutablePointer<GtkAdjustment>?, on axis: XYPadModel.Axis) {
        replaceAdjustment(of: axis == .x ? .lower : .upper, with: newValue,
                          property: XYPadProperty.of(axis, x: .xAdjustment, y: .yAdjustment),
                          otherOwner: axis == .x ? "the y axis's" : "the x axis's")
    }

    override var followsAdjustmentBounds: Bool { true }

    /// Bounds, increments and value set on an axis's adjustment are that axis's (the
    /// increments the pad's).
    override func adjustmentConfigured(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        let axis = Self.axis(of: handle(of: adjustment))
        let copy = AdjustmentCopy(of: adjustment)
        takeIncrements(from: copy)
        change(from: .adjustment) { model in
            try model.setMaximum(copy.maximum, on: axis)
            try model.setMinimum(copy.minimum, on: axis)
            try model.setValue(copy.value, on: axis)
        }
        writeHandleAdjustments()
    }

    // MARK: The parts' boxes

    /// The field's node spans the widget; x and y both sit over the drawn handle, so focus
    /// rings and accessible bounds are where the handle is.
    private func layOutParts(width: Int32, height: Int32) {
        let size = Size(width: Double(width), height: Double(height))
        let geometry = geometry(for: size), shown = displayedValue
        place(trough, Rect(x: 0, y: 0, width: size.width, height: size.height))
        let center = geometry.point(x: model.fraction(of: shown.x, on: .x), y: model.fraction(of: shown.y, on: .y))
        let box = Snapshot.box(around: center, radius: geometry.handleRadius)
        for handle in [Handle.lower, .upper] { place(handleWidget(handle), box) }
        presentValuePopover()
    }
}
