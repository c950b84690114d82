import CCustomControls
import CustomControlsCGtk
import Testing

/// An app stylesheet on the default display, for a test; ``remove()`` takes it off again.
@MainActor
struct StyleProvider {
    private let provider: UnsafeMutablePointer<GtkCssProvider>
    private let display: OpaquePointer

    init(_ css: String) throws {
        provider = gtk_css_provider_new()!
        cc_css_provider_load(provider, css)
        display = try #require(gdk_display_get_default())
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    func remove() {
        gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
