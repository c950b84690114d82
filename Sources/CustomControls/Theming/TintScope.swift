import CCustomControls
import CustomControlsCGtk

/// Tint inheritance: a tint set on a container reaches every control inside it that has no
/// tint of its own, as iOS's `tintColor` does down the view hierarchy.
///
/// The tint is stored on the container (object data); a control looks it up through its
/// ancestors when it draws, once while it stays mapped (setting a tint here makes the controls
/// inside look again), so moving a control into another container, which unmaps it, re-tints it.
package enum TintScope {
    /// The object data's key, as a quark made once: a frame looks the tint up on every
    /// ancestor, and a string key costs a C string and a quark table lookup each time (#34).
    private static let key = g_quark_from_string("cc-inherited-tint")

    /// The tint of the nearest ancestor of `widget` that has one.
    static func inheritedTint(for widget: UnsafeMutablePointer<GtkWidget>) -> RGBA? {
        var ancestor = gtk_widget_get_parent(widget)
        while let current = ancestor {
            if let data = g_object_get_qdata(cast(current), key) {
                return RGBA(data.assumingMemoryBound(to: GdkRGBA.self).pointee)
            }
            ancestor = gtk_widget_get_parent(current)
        }
        return nil
    }

    /// Sets (or with nil, removes) the tint `container` passes down, and redraws the controls
    /// inside it.
    package static func setTint(_ color: RGBA?, on container: UnsafeMutablePointer<GtkWidget>) {
        let free: @convention(c) (gpointer?) -> Void = { data in
            gdk_rgba_free(data?.assumingMemoryBound(to: GdkRGBA.self))
        }
        if var gdk = color?.gdk {
            g_object_set_qdata_full(cast(container), key, gdk_rgba_copy(&gdk), free)
        } else {
            g_object_set_qdata(cast(container), key, nil)
        }
        redrawControls(in: container)
    }

    private static func redrawControls(in widget: UnsafeMutablePointer<GtkWidget>) {
        if let control = ControlState.of(widget) {
            control.tintMayHaveChanged()
            control.queueDraw()
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            redrawControls(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
