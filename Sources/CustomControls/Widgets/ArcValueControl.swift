import CCustomControls
import CGtk
import ControlCore

/// What the knob and the circular slider share beyond ``ValueControl``: an optional
/// `GtkAdjustment`, as GtkRange has, kept in step with the model both ways.
///
/// The adjustment's lower bound, upper bound (less its page size), value, step and page
/// increments drive the model and the keyboard increments; every change of the model is
/// written back. Each side only writes what differs, so an adjustment shared with a GtkScale
/// keeps both in sync without a feedback loop.
class ArcValueControl<Session: DragSession>: ValueControl<Session>, ArcValueState
where Session.Model: Equatable & ArcValueModel, Session.Value: Interpolatable {
    var value: Double { model.value }
    var minimum: Double { model.minimum }
    var maximum: Double { model.maximum }

    var startAngle: Double { model.startAngle }
    var endAngle: Double { model.endAngle }
    var inverted: Bool { model.inverted }

    func setStartAngle(_ value: Double) { change { try $0.setStartAngle(value) } }
    func setEndAngle(_ value: Double) { change { try $0.setEndAngle(value) } }
    func setInverted(_ value: Bool) { change { $0.inverted = value } }

    func setValue(_ value: Double, animated: Bool) { change(animated: animated) { try $0.setValue(value) } }
    func setMinimum(_ value: Double) { change { try $0.setMinimum(value) } }
    func setMaximum(_ value: Double) { change { try $0.setMaximum(value) } }

    /// The value a double click resets to.
    private(set) var defaultValue: Double = 0

    func setDefaultValue(_ value: Double) {
        guard let value = finite(value, for: "default-value"), value != defaultValue else { return }
        defaultValue = value
        notify("default-value")
    }

    override func resetToDefault() {
        change { try $0.setValue(defaultValue) }
    }

    /// The adjustment, referenced; nil when the control keeps its own values.
    private(set) var adjustment: UnsafeMutablePointer<GtkAdjustment>?
    private var adjustmentHandlers: [gulong] = []
    /// True while the model is being set from the adjustment (nothing to write back then).
    private var readingAdjustment = false

    /// Uses `newValue` (or none); the control takes the adjustment's current state.
    func setAdjustment(_ newValue: UnsafeMutablePointer<GtkAdjustment>?) {
        guard newValue != adjustment else { return }
        detachAdjustment()
        if let newValue {
            g_object_ref_sink(UnsafeMutableRawPointer(newValue))
            adjustment = newValue
            adjustmentHandlers = observeAdjustment(UnsafeMutableRawPointer(newValue))
            adjustmentChanged()
        }
        notify("adjustment")
    }

    private func detachAdjustment() {
        guard let adjustment else { return }
        for handler in adjustmentHandlers { g_signal_handler_disconnect(UnsafeMutableRawPointer(adjustment), handler) }
        adjustmentHandlers = []
        self.adjustment = nil
        g_object_unref(UnsafeMutableRawPointer(adjustment))
    }

    /// Takes bounds, value and increments from the adjustment.
    override func adjustmentChanged() {
        guard let adjustment else { return }
        let lower = gtk_adjustment_get_lower(adjustment)
        let upper = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        let value = gtk_adjustment_get_value(adjustment)
        readingAdjustment = true
        defer { readingAdjustment = false }
        setIncrement(\.step, gtk_adjustment_get_step_increment(adjustment), property: "step")
        setIncrement(\.page, gtk_adjustment_get_page_increment(adjustment), property: "page")
        change { model in
            try model.bounded.setMinimum(lower)
            try model.bounded.setMaximum(upper)
            try model.bounded.setValue(value)
        }
    }

    /// Writes the model to the adjustment where they differ.
    override func modelDidChange() {
        guard let adjustment, !readingAdjustment else { return }
        let bounded = model.bounded
        let pageSize = gtk_adjustment_get_page_size(adjustment)
        if gtk_adjustment_get_lower(adjustment) != bounded.minimum || gtk_adjustment_get_upper(adjustment) - pageSize != bounded.maximum {
            gtk_adjustment_configure(adjustment, bounded.value, bounded.minimum, bounded.maximum + pageSize,
                                     gtk_adjustment_get_step_increment(adjustment), gtk_adjustment_get_page_increment(adjustment), pageSize)
        } else if gtk_adjustment_get_value(adjustment) != bounded.value {
            gtk_adjustment_set_value(adjustment, bounded.value)
        }
    }

    override func dispose() {
        // A shared adjustment outlives the control: its handlers must not.
        detachAdjustment()
        super.dispose()
    }

    // MARK: Properties both controls have

    override func property(_ name: String) -> PropertyValue {
        switch name {
        case "value": .double(model.value)
        case "minimum-value": .double(model.minimum)
        case "maximum-value": .double(model.maximum)
        case "start-angle": .double(model.startAngle)
        case "end-angle": .double(model.endAngle)
        case "inverted": .boolean(model.inverted)
        case "adjustment": .object(adjustment.map { UnsafeMutableRawPointer($0) })
        case "default-value": .double(defaultValue)
        default: super.property(name)
        }
    }

    override func setProperty(_ name: String, to value: PropertyValue) {
        switch name {
        case "value": setValue(value.double, animated: false)
        case "minimum-value": setMinimum(value.double)
        case "maximum-value": setMaximum(value.double)
        case "start-angle": setStartAngle(value.double)
        case "end-angle": setEndAngle(value.double)
        case "inverted": setInverted(value.boolean)
        case "adjustment": setAdjustment(value.object?.assumingMemoryBound(to: GtkAdjustment.self))
        case "default-value": setDefaultValue(value.double)
        default: super.setProperty(name, to: value)
        }
    }

    override func notifyDifferences(from old: Session.Model, to new: Session.Model) {
        if old.value != new.value { notify("value") }
        if old.minimum != new.minimum { notify("minimum-value") }
        if old.maximum != new.maximum { notify("maximum-value") }
        if old.startAngle != new.startAngle { notify("start-angle") }
        if old.endAngle != new.endAngle { notify("end-angle") }
        if old.inverted != new.inverted { notify("inverted") }
        if old.minimum != new.minimum || old.maximum != new.maximum { updateAccessibleValue() }
    }
}

/// The knob's and the circular slider's state as their shared handle (``ArcControl``) sees it.
protocol ArcValueState: AnyObject {
    var value: Double { get }
    var minimum: Double { get }
    var maximum: Double { get }
    func setValue(_ value: Double, animated: Bool)
    func setMinimum(_ value: Double)
    func setMaximum(_ value: Double)
    var adjustment: UnsafeMutablePointer<GtkAdjustment>? { get }
    func setAdjustment(_ adjustment: UnsafeMutablePointer<GtkAdjustment>?)
    var defaultValue: Double { get }
    func setDefaultValue(_ value: Double)
    var startAngle: Double { get }
    var endAngle: Double { get }
    var inverted: Bool { get }
    func setStartAngle(_ value: Double)
    func setEndAngle(_ value: Double)
    func setInverted(_ value: Bool)
}
