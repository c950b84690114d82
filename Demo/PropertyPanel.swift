import CustomControlsCAdwaita
import CustomControlsCGtk
import CustomControls

/// A two-column grid of property editors beside a control: a label, then a spin button,
/// scale, switch or colour button wired to one property.
@MainActor
final class PropertyPanel {
    let widget: UnsafeMutablePointer<GtkWidget>
    private var row: Int32 = 0

    init() {
        widget = gtk_grid_new()
        gtk_grid_set_row_spacing(widget.as(GtkGrid.self), 6)
        gtk_grid_set_column_spacing(widget.as(GtkGrid.self), 12)
        gtk_widget_add_css_class(widget, "property-panel")
    }

    /// Adds a row: `title` on the left, `editor` on the right. Screen readers name `named`
    /// (the editor, or the part of it that takes input) after the title.
    private func add(_ title: String, _ editor: UnsafeMutablePointer<GtkWidget>, naming named: UnsafeMutablePointer<GtkWidget>?) {
        let label = gtk_label_new(title)!
        gtk_label_set_xalign(label.opaque, 0)
        gtk_widget_add_css_class(label, "dim-label")
        named?.setLabelledBy(label)
        gtk_grid_attach(widget.as(GtkGrid.self), label, 0, row, 1, 1)
        gtk_widget_set_hexpand(editor, 1)
        gtk_grid_attach(widget.as(GtkGrid.self), editor, 1, row, 1, 1)
        row += 1
    }

    /// A label showing live text (e.g. the current value); returns a setter for its text.
    func readout(_ title: String) -> (String) -> Void {
        let label = gtk_label_new("")!
        gtk_label_set_xalign(label.opaque, 0)
        gtk_widget_add_css_class(label, "numeric")
        add(title, label, naming: nil)  // a label's name is its text: the value itself
        return { gtk_label_set_text(label.opaque, $0) }
    }

    /// A spin button from `range` in `step`s, starting at `value`.
    @discardableResult
    func spin(_ title: String, _ range: ClosedRange<Double>, step: Double, digits: UInt32 = 2, value: Double,
              _ changed: @escaping @MainActor (Double) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let spin = gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step)!
        gtk_spin_button_set_digits(spin.opaque, digits)
        gtk_spin_button_set_value(spin.opaque, value)
        Signals.connect(spin.object, "value-changed") { changed(gtk_spin_button_get_value(spin.opaque)) }
        add(title, spin, naming: spin)
        return spin
    }

    /// A horizontal scale from `range`, starting at `value`.
    @discardableResult
    func scale(_ title: String, _ range: ClosedRange<Double>, step: Double, value: Double,
               _ changed: @escaping @MainActor (Double) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let scale = gtk_scale_new_with_range(horizontalOrientation, range.lowerBound, range.upperBound, step)!
        gtk_range_set_value(scale.as(GtkRange.self), value)
        gtk_scale_set_draw_value(scale.as(GtkScale.self), 1)
        gtk_scale_set_digits(scale.as(GtkScale.self), 2)
        Signals.connect(scale.object, "value-changed") { changed(gtk_range_get_value(scale.as(GtkRange.self))) }
        add(title, scale, naming: scale)
        return scale
    }

    /// A switch, starting `on` or off.
    @discardableResult
    func toggle(_ title: String, on: Bool, _ changed: @escaping @MainActor (Bool) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let toggle = gtk_switch_new()!
        gtk_switch_set_active(toggle.opaque, on ? 1 : 0)
        gtk_widget_set_halign(toggle, GTK_ALIGN_START)
        Signals.connectNotify(toggle.object, "active") { changed(gtk_switch_get_active(toggle.opaque) != 0) }
        add(title, toggle, naming: toggle)
        return toggle
    }

    /// A colour that may be unset: a switch ("own colour") and a colour button. Reports nil
    /// while the switch is off, so the control falls back (to its tint, its parent's, the theme).
    func optionalColor(_ title: String, initial: RGBA, _ changed: @escaping @MainActor (RGBA?) -> Void) {
        let box = gtk_box_new(horizontalOrientation, 6)!
        let toggle = gtk_switch_new()!
        gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
        var rgba = initial.gdk
        let button = cc_demo_color_button_new(&rgba)!
        gtk_widget_set_sensitive(button, 0)
        let report = {
            let on = gtk_switch_get_active(toggle.opaque) != 0
            gtk_widget_set_sensitive(button, on ? 1 : 0)
            var color = GdkRGBA()
            cc_demo_color_button_get_rgba(button, &color)
            changed(on ? RGBA(color) : nil)
        }
        Signals.connectNotify(toggle.object, "active") { report() }
        if cc_demo_color_button_notifies_rgba() != 0 {
            Signals.connectNotify(button.object, "rgba") { report() }
        } else {
            Signals.connect(button.object, "color-set") { report() }
        }
        gtk_box_append(box.as(GtkBox.self), toggle)
        gtk_box_append(box.as(GtkBox.self), button)
        add(title, box, naming: toggle)  // the box is only layout; the button keeps GTK's name
    }

    /// A drop-down of `choices`, starting at `selected`.
    func choice(_ title: String, _ choices: [String], selected: Int, _ changed: @escaping @MainActor (Int) -> Void) {
        var strings: [UnsafePointer<CChar>?] = choices.map { UnsafePointer(strdup($0)) } + [nil]
        let dropDown = gtk_drop_down_new_from_strings(&strings)!  // copies the strings
        for string in strings { free(UnsafeMutablePointer(mutating: string)) }
        gtk_drop_down_set_selected(dropDown.opaque, guint(selected))
        Signals.connectNotify(dropDown.object, "selected") { changed(Int(gtk_drop_down_get_selected(dropDown.opaque))) }
        add(title, dropDown, naming: dropDown)
    }

    /// The control's `value-scale` as a drop-down and its `skew-mid-value` as a spin button
    /// over `midRange`. A scale that does not fit the control's range (logarithmic over 0)
    /// behaves linearly, and the library warns once on the terminal.
    func valueScale(of control: Control, midRange: ClosedRange<Double>, step: Double) {
        let kinds = ValueScaleKind.allCases
        choice("Value scale", kinds.map(\.rawValue), selected: kinds.firstIndex(of: control.valueScale) ?? 0) { control.valueScale = kinds[$0] }
        spin("Skew mid value (skewed)", midRange, step: step, value: control.skewMidValue) { control.skewMidValue = $0 }
    }

    /// A push button spanning the row.
    @discardableResult
    func button(_ title: String, _ clicked: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_label(title)!
        Signals.connect(button.object, "clicked", clicked)
        gtk_grid_attach(widget.as(GtkGrid.self), button, 0, row, 2, 1)
        row += 1
        return button
    }
}
