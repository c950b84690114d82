import CustomControlsCAdwaita
import CustomControlsCGtk
import CustomControls

/// The Gallery page: scenes a user of the library would build, each from the public Swift
/// API only (the controls, their properties, `onValueChanged`/`onNotify`,
/// `setValue(_:animated:)`, `valueFormatter`, tints) and plain GTK.
///
/// - ``MixingDeskScene``: eight channel strips of knobs, and Reset All.
/// - ``ColorPickerScene``: a hue wheel, a saturation and value pad, a live swatch.
/// - ``FilterScene``: two range sliders filtering a list of 300 products.
/// - ``TimerScene``: a dial of minutes on a partial circle, counted down.
/// - ``SleepScene``: bedtime and wake-up on a 24-hour ring, across midnight.
/// - ``SynthScene``: a filter's cutoff swept by an LFO, shown by the knob's modulation arc.
@MainActor
final class GalleryPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    let desk = MixingDeskScene()
    let colorPicker = ColorPickerScene()
    let filter = FilterScene()
    let timer = TimerScene()
    let sleep = SleepScene()
    let synth = SynthScene()

    init() {
        let row = SceneKit.row(spacing: 18, [colorPicker.card, filter.card, timer.card])
        gtk_box_set_homogeneous(row.as(GtkBox.self), 1)
        // The sleep and synth scenes under them, each as wide as one of them: the page keeps its width.
        let sleepRow = SceneKit.row(spacing: 18, [sleep.card, synth.card, SceneKit.row(spacing: 0)])
        gtk_box_set_homogeneous(sleepRow.as(GtkBox.self), 1)
        let column = SceneKit.column(spacing: 18, [desk.card, row, sleepRow])
        SceneKit.margins(column, 18)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.opaque, column)
        widget = scroller
        Self.loadStyle()
    }

    /// The controls scripts drive, then each scene's card (for pictures of one scene).
    var parts: [(String, UnsafeMutablePointer<GtkWidget>)] {
        let cards: [(String, UnsafeMutablePointer<GtkWidget>)] = [
            ("scene-desk", desk.card), ("scene-color", colorPicker.card), ("scene-filter", filter.card), ("scene-timer", timer.card),
            ("scene-sleep", sleep.card), ("scene-synth", synth.card),
        ]
        return [filter.parts, desk.parts, colorPicker.parts, timer.parts, sleep.parts, synth.parts, cards].flatMap { $0 }
    }

    var valuesLines: [String] {
        filter.valuesLines + desk.valuesLines + colorPicker.valuesLines + timer.valuesLines + sleep.valuesLines + synth.valuesLines
    }

    /// The gallery's few looks of its own, over libadwaita's (`card`, `heading`, `caption`, …).
    private static func loadStyle() {
        let css = """
            .scene { padding: 18px; }
            .channel { padding: 10px 2px; border-radius: 8px; background: alpha(currentColor, 0.04); }
            .level { font-size: 0.9em; }
            .products row { padding: 5px 0; }
            """
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()!
        cc_demo_css_provider_load(provider, css)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
