import CExample
import CustomControlsCGtk
import CustomControls

/// The example's window: the README's "Embedding in your app", step by step.
///
/// A grid with a range slider, a knob and a circular slider created from Swift and placed
/// through their widget pointers, under an inherited tint (the circular slider has a tint of
/// its own); below it a knob loaded from GtkBuilder XML, whose value-changed handler is C and
/// whose colour comes from the app's stylesheet.
@MainActor
final class ExampleWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let range: RangeSlider
    let knob: Knob
    let circular: CircularSlider
    /// The knob that GtkBuilder made (its container holds the reference).
    let gain: UnsafeMutablePointer<GtkWidget>

    init(application: UnsafeMutablePointer<GtkApplication>) {
        window = gtk_application_window_new(application)
        gtk_window_set_title(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)), "Embedding CustomControls")

        // Creating the controls from Swift.
        let range = RangeSlider()
        range.maximumValue = 100
        range.setValues(lower: 20, upper: 60)
        range.onValueChanged { range in
            print("value-changed range \(range.lowerValue) \(range.upperValue)")
        }

        let knob = Knob()
        knob.maximumValue = 11
        knob.value = 5
        knob.showValue = true
        knob.onValueChanged { knob in
            print("value-changed knob \(knob.value)")
        }

        let circular = CircularSlider()
        circular.wraps = true
        circular.value = 240
        circular.onValueChanged { circular in
            print("value-changed circular \(circular.value)")
        }

        // Placing them: `widget` is the GtkWidget pointer, for any container.
        let grid = gtk_grid_new()!
        let gridPointer = UnsafeMutablePointer<GtkGrid>(OpaquePointer(grid))
        gtk_grid_attach(gridPointer, range.widget, 0, 0, 2, 1)
        gtk_grid_attach(gridPointer, knob.widget, 0, 1, 1, 1)
        gtk_grid_attach(gridPointer, circular.widget, 1, 1, 1, 1)
        gtk_widget_set_size_request(range.widget, 320, 32)
        gtk_widget_set_size_request(knob.widget, 140, 140)
        gtk_widget_set_size_request(circular.widget, 180, 180)

        // Other bindings: the same pointer as they hold it, and back.
        let opaque = OpaquePointer(circular.widget)              // for a binding that wraps an OpaquePointer
        let pointer = UnsafeMutablePointer<GtkWidget>(opaque)    // UnsafeMutablePointer<GtkWidget> again
        let handle = CircularSlider(wrapping: pointer)           // its one Swift handle: circular; nil unless a CcCircularSlider
        handle?.lineWidth = 16

        // Tint: the grid passes one down; a control's own tint wins.
        CustomControls.setInheritedTint(RGBA(parsing: "#e66100"), on: grid)
        circular.tintColor = RGBA(red: 0.15, green: 0.64, blue: 0.41)

        // A control from GtkBuilder XML (gainUI, below).
        let gainRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        let gainBox = UnsafeMutablePointer<GtkBox>(OpaquePointer(gainRow))
        CustomControls.registerTypes()                           // before GtkBuilder reads "CcKnob"
        let builder = gtk_builder_new_from_string(Self.gainUI, -1)!
        let gain = UnsafeMutablePointer<GtkWidget>(OpaquePointer(gtk_builder_get_object(builder, "gain")!))
        example_connect_gain(gain)                               // a C handler (CExample.c)
        Knob(wrapping: gain)?.valueFormatter = { "\($0) dB" }    // the widget's Swift handle
        gtk_box_append(gainBox, gain)                            // the box takes a reference,
        g_object_unref(UnsafeMutableRawPointer(builder))         // so the builder can go
        gtk_box_append(gainBox, gtk_label_new("From GtkBuilder XML: a C handler, coloured by CSS"))

        gtk_grid_set_row_spacing(gridPointer, 18)
        gtk_grid_set_column_spacing(gridPointer, 18)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
        let contentBox = UnsafeMutablePointer<GtkBox>(OpaquePointer(content))
        for setMargin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            setMargin(content, 24)
        }
        gtk_box_append(contentBox, gtk_label_new("From Swift, in a grid with an orange tint (the circular slider has its own)"))
        gtk_box_append(contentBox, grid)
        gtk_box_append(contentBox, gainRow)
        gtk_window_set_child(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)), content)

        self.range = range
        self.knob = knob
        self.circular = circular
        self.gain = gain
    }

    func present() {
        gtk_window_present(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)))
    }

    // MARK: GtkBuilder

    static let gainUI = """
        <interface>
          <object class="CcKnob" id="gain">
            <property name="minimum-value">-24</property>
            <property name="maximum-value">24</property>
            <property name="value">6</property>
            <property name="show-fill">true</property>
            <property name="show-value">true</property>
            <property name="drag-mode">vertical</property>
            <property name="width-request">140</property>
            <property name="height-request">140</property>
          </object>
        </interface>
        """

    // MARK: CSS

    static let css = """
        knob { color: #c01c28; }
        knob.dragging { color: #a51d2d; }
        knob.fine-tune { color: #813d9c; }
        rangeslider > trough { color: #c0bfbc; }
        rangeslider > slider { color: #f6f5f4; }
        """

    /// The app's stylesheet, for every window on the display.
    static func addStylesheet() {
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), OpaquePointer(provider),
                                                   guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
