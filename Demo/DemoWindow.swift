import CustomControlsCAdwaita
import CustomControlsCGtk
import CustomControls
import Foundation

/// The demo's one window, a GNOME app on libadwaita (its 1.1 API, and 1.4's where 1.4 deprecated
/// it: Debian 12 has 1.2, Debian 13 1.7): a header bar whose view switcher turns between the **Gallery**
/// (``GalleryPage``: scenes a user of the library would build) and **Properties**
/// (``PropertiesPage``: the visual test bench), and a dark-style button.
///
/// Every `value-changed` prints one line to stdout (`value-changed knob 0.420`). Once the
/// window is on screen, and again after each switch of page (`page gallery`), the visible
/// page prints a `values` line per control with its minimum, maximum and value(s), then the
/// window prints a `ready` line with the bounds of the page's parts in window-surface pixels,
/// so scripts can drive the demo with real pointer and key events and check what it reports.
@MainActor
final class DemoWindow {
    /// The view stack's pages, by the names `--page` takes.
    enum Page: String, CaseIterable {
        case gallery, properties
    }

    let window: UnsafeMutablePointer<GtkWidget>
    private(set) var properties: PropertiesPage!
    private(set) var gallery: GalleryPage!
    private let stack: UnsafeMutablePointer<GtkWidget>
    private var onReady: (() -> Void)?

    init(application: UnsafeMutablePointer<GtkApplication>, page: Page, dark: Bool, onReady: (() -> Void)? = nil) {
        window = adw_application_window_new(application)
        stack = adw_view_stack_new()
        self.onReady = onReady
        gtk_window_set_title(window.as(GtkWindow.self), "CustomControls")
        gtk_window_set_default_size(window.as(GtkWindow.self), 1200, 960)

        let content = gtk_box_new(verticalOrientation, 0)!
        let header = adw_header_bar_new()!
        adw_header_bar_pack_end(header.opaque, darkStyleButton(dark: dark))
        gtk_box_append(content.as(GtkBox.self), header)

        properties = PropertiesPage { color in CustomControls.setInheritedTint(color, on: content) }
        gallery = GalleryPage()
        // (add_titled_with_icon is libadwaita 1.2's: the page's icon is set apart, as 1.0 and 1.1 can.)
        adw_view_stack_page_set_icon_name(adw_view_stack_add_titled(stack.opaque, gallery.widget, Page.gallery.rawValue, "Gallery"),
                                          "view-grid-symbolic")
        adw_view_stack_page_set_icon_name(adw_view_stack_add_titled(stack.opaque, properties.widget, Page.properties.rawValue, "Properties"),
                                          "document-properties-symbolic")
        adw_view_stack_set_visible_child_name(stack.opaque, page.rawValue)
        hideOtherPageFromScreenReaders()
        gtk_widget_set_vexpand(stack, 1)
        gtk_box_append(content.as(GtkBox.self), stack)

        // The view switcher in the header bar, and a bar at the bottom for it when the window
        // is too narrow (libadwaita 1.1 to 1.3; see cc_demo_add_view_switchers).
        let switcherBar = adw_view_switcher_bar_new()!
        cc_demo_add_view_switchers(header.opaque, stack.opaque, switcherBar.opaque, "CustomControls")
        gtk_box_append(content.as(GtkBox.self), switcherBar)

        adw_application_window_set_content(window.as(AdwApplicationWindow.self), content)
        Signals.connect(window.object, "map") { [unowned self] in self.reportReadyAfterLayout() }
        Signals.connectNotify(stack.object, "visible-child-name") { [unowned self] in
            self.hideOtherPageFromScreenReaders()
            report("page \(self.visiblePage.rawValue)")
            self.reportReadyAfterLayout()
        }
    }

    func present() {
        gtk_window_present(window.as(GtkWindow.self))
    }

    var visiblePage: Page {
        adw_view_stack_get_visible_child_name(stack.opaque).flatMap { Page(rawValue: String(cString: $0)) } ?? .gallery
    }

    /// Screen readers read the visible page only: GTK 4.8 would present the hidden one too
    /// (a stack hides its other pages from view, not from accessibility).
    ///
    /// libadwaita 1.4+ presents each page as a tab panel of its own (its AdwViewStackPage, the
    /// accessible parent of the page's widget), which is hidden too, so screen readers skip it
    /// whole. Hiding the widget alone would leave an empty panel, and GTK's AT-SPI, looking
    /// for the panel's first shown child, walks on from the hidden widget to its next widget
    /// sibling: the other page's widget, which would then be read in both panels. The widgets
    /// stay hidden as well, for the same walk from the shown page's widget.
    private func hideOtherPageFromScreenReaders() {
        let visible = visiblePage
        for (page, widget) in [(Page.gallery, gallery.widget), (Page.properties, properties.widget)] {
            widget.setAccessibleHidden(visible != page)
            if let panel = adw_view_stack_get_page(stack.opaque, widget),
               g_type_check_instance_is_a(UnsafeMutableRawPointer(panel).assumingMemoryBound(to: GTypeInstance.self), gtk_accessible_get_type()) != 0 {
                setAccessibleHidden(panel, visible != page)
            }
        }
    }

    /// A toggle for the dark style, as GNOME apps without a system preference offer one.
    private func darkStyleButton(dark: Bool) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_toggle_button_new()!
        gtk_button_set_icon_name(button.as(GtkButton.self), "weather-clear-night-symbolic")
        gtk_widget_set_tooltip_text(button, "Dark Style")
        button.setAccessibleLabel("Dark style")
        gtk_toggle_button_set_active(button.as(GtkToggleButton.self), dark ? 1 : 0)
        Signals.connect(button.object, "toggled") {
            setDarkStyle(gtk_toggle_button_get_active(button.as(GtkToggleButton.self)) != 0)
        }
        return button
    }

    // MARK: Ready line

    /// The visible page's parts, by the names scripts use.
    private var visibleParts: [(String, UnsafeMutablePointer<GtkWidget>)] {
        visiblePage == .gallery ? gallery.parts : properties.parts
    }

    /// Ticks run before layout in a frame, so the first frame after mapping (or after a page
    /// switch) has no sizes yet: wait for a frame in which every part has been allocated.
    private func reportReadyAfterLayout() {
        DemoWindow.pending = self
        let tick: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = { _, _, _ in
            MainActor.assumeIsolated {
                guard let demo = DemoWindow.pending else { return 0 }
                guard demo.visibleParts.allSatisfy({ gtk_widget_get_width($0.1) > 0 }) else { return 1 }
                DemoWindow.pending = nil
                demo.reportReady()
                return 0
            }
        }
        gtk_widget_add_tick_callback(window, tick, nil, nil)
    }

    private static var pending: DemoWindow?

    /// Prints the visible page's `values` lines (`values knob 0.000 1.000 0.000`: minimum,
    /// maximum, then the value, or the range slider's two), then `ready` with the bounds of
    /// each of its parts (name, then x y width height, in window-surface pixels).
    private func reportReady() {
        for line in visiblePage == .gallery ? gallery.valuesLines : properties.valuesLines {
            report(line)
        }
        reportBounds("ready")
        onReady?()
        onReady = nil
    }

    /// Prints `label`, then the bounds of each of the visible page's parts (name, then x y
    /// width height, in window-surface pixels) as they are now.
    func reportBounds(_ label: String) {
        var line = label
        for (name, widget) in visibleParts {
            line += " \(name) " + surfaceBounds(of: widget)
        }
        report(line)
    }

    private func surfaceBounds(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, window, &bounds)
        var dx = 0.0, dy = 0.0
        gtk_native_get_surface_transform(OpaquePointer(window), &dx, &dy)
        return String(format: "%.0f %.0f %.0f %.0f", Double(bounds.origin.x) + dx, Double(bounds.origin.y) + dy,
                      Double(bounds.size.width), Double(bounds.size.height))
    }

    // MARK: Screenshot

    /// Runs `body` once the window has painted no frame for `quiet` milliseconds (animations
    /// done, layout settled), or after `atMost` milliseconds if something keeps painting (a
    /// text cursor blinks for its first seconds). Reports how long it waited, how many frames
    /// were painted meanwhile and when the last was.
    func whenAtRest(quiet: Int64 = 300, atMost: Int64 = 4000, _ body: @escaping @MainActor () -> Void) {
        let start = g_get_monotonic_time()
        var lastPaint = start, frames = 0
        if let clock = gtk_widget_get_frame_clock(window) {
            Signals.connect(UnsafeMutableRawPointer(clock), "after-paint") {
                lastPaint = g_get_monotonic_time()
                frames += 1
            }
        }
        Signals.every(milliseconds: 50) {
            let now = g_get_monotonic_time()
            let rested = (now - lastPaint) / 1000 >= quiet
            guard rested || (now - start) / 1000 >= atMost else { return true }
            report("at rest after \((now - start) / 1000) ms, \(frames) frames painted, the last at \(String(format: "%.3f", Double(lastPaint - start) / 1000)) ms"
                   + (rested ? "" : " (still painting)"))
            body()
            return false
        }
    }

    /// Renders the window as it is on screen into a PNG at `path`.
    func saveScreenshot(to path: String) -> Bool {
        guard let paintable = gtk_widget_paintable_new(window), let snapshot = gtk_snapshot_new() else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        // At the paintable's own size: the window's bounds (its CSD margins included) are larger
        // than its width and height, and drawing them into those would scale every pixel.
        let width = gdk_paintable_get_intrinsic_width(paintable), height = gdk_paintable_get_intrinsic_height(paintable)
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else {
            report("screenshot: nothing drawn (\(width)x\(height))")
            return false
        }
        defer { gsk_render_node_unref(node) }
        guard let renderer = gtk_native_get_renderer(OpaquePointer(window)),
              let texture = gsk_renderer_render_texture(renderer, node, nil) else {
            report("screenshot: no renderer")
            return false
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return gdk_texture_save_to_png(texture, path) != 0
    }
}

/// Switches the whole app between the dark and the default style. With libadwaita that is
/// AdwStyleManager's colour scheme: libadwaita warns when an app sets GtkSettings'
/// `gtk-application-prefer-dark-theme` itself (it sets it from the scheme).
@MainActor
func setDarkStyle(_ dark: Bool) {
    adw_style_manager_set_color_scheme(adw_style_manager_get_default(), dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_DEFAULT)
}
