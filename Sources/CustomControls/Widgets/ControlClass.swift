import CCustomControls
import CustomControlsCGtk

/// The Swift side of one control's GObject class: its properties, its signals by id, and the
/// defaults its shared properties start from.
///
/// One exists per class, made before the class is first initialized; `class_init` installs the
/// properties and registers the signals, and every instance reaches the specs and ids through
/// it (gtkrange.c's `properties[LAST_PROP]` and `signals[LAST_SIGNAL]`).
final class ControlClass: @unchecked Sendable {
    /// The signals every control emits; only ``input`` has a parameter and a return value.
    enum Signal: Int, CaseIterable {
        /// Once per committed change of the value.
        case valueChanged
        /// A drag started, before the press's own `value-changed`.
        case dragBegin
        /// The drag ended, released or cancelled, after its last `value-changed`.
        case dragEnd
        /// Typed text to parse, as GtkSpinButton's: `gint input (self, gdouble *new_value)`.
        case input
        /// A person began an edit (Core's ``EditTracker``), before its first `value-changed`.
        case editBegin
        /// The person's edit ended, after its last `value-changed`.
        case editEnd

        var name: String {
            switch self {
            case .valueChanged: "value-changed"
            case .dragBegin: "drag-begin"
            case .dragEnd: "drag-end"
            case .input: "input"
            case .editBegin: "edit-begin"
            case .editEnd: "edit-end"
            }
        }
    }

    let cssName: String
    let accessibleRole: GtkAccessibleRole
    /// What a screen reader calls a control the app did not label ("Knob"), instead of the
    /// GType name GTK would read out.
    let accessibleName: String
    let defaults: ControlDefaults
    let properties: PropertyTable
    /// The signals' ids by ``Signal`` raw value, as gtkrange.c's `signals[LAST_SIGNAL]`.
    /// Filled once in class_init, on the GTK thread.
    private(set) var signalIDs: [guint] = []

    init(cssName: String, accessibleRole: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_SLIDER, accessibleName: String,
         defaults: ControlDefaults = ControlDefaults(), properties levels: [any ControlProperty.Type], omitting omitted: Set<String> = []) {
        self.cssName = cssName
        self.accessibleRole = accessibleRole
        self.accessibleName = accessibleName
        self.defaults = defaults
        self.properties = PropertyTable(levels, defaults: defaults, omitting: omitted)
    }

    /// Class-wide setup: the properties, the signals, the CSS name and the accessible role.
    ///
    /// A signal a parent class already has (GtkRange's `value-changed`) is that signal: the
    /// control emits it with the same meaning.
    func initialize(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>?, type: GType) {
        guard let widgetClass else { return }
        properties.install(on: widgetClass)
        signalIDs = Signal.allCases.map { signal in
            let inherited = g_signal_lookup(signal.name, type)
            if inherited != 0 { return inherited }
            return signal == .input ? cc_signal_new_input(signal.name, type) : cc_signal_new_void(signal.name, type)
        }
        gtk_widget_class_set_css_name(widgetClass, cssName)
        gtk_widget_class_set_accessible_role(widgetClass, accessibleRole)
        FallbackStyle.install()
    }
}
