import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// Where a control's colours come from: its own tint, an inherited one, the theme's CSS.

extension ControlState {
    /// The tint in force: the control's own, else the nearest ancestor's inherited tint, else
    /// the CSS `color` of the control's node, which the fallback stylesheet derives from the
    /// theme's selection colour (see ``FallbackStyle``) and any theme or app stylesheet can set.
    ///
    /// Resolved once while the control is mapped, not on every frame: what it depends on
    /// changes only through its own tint, an ancestor's (``TintScope``), the control's CSS
    /// (`css-changed`) or its place in the tree, which unmaps it (``tintMayHaveChanged()``).
    /// Unmapped (a golden image drawn from a widget in no window), it is resolved each time.
    var resolvedTint: RGBA {
        if let mappedTint { return mappedTint }
        let tint = tintColor ?? TintScope.inheritedTint(for: widget) ?? cssColor(of: widget)
        if gtk_widget_get_mapped(widget) != 0 { mappedTint = tint }
        return tint
    }

    /// Forgets the resolved tint: it is resolved again on the next frame.
    func tintMayHaveChanged() {
        mappedTint = nil
    }

    /// The colour of the value's text: the `value` part's CSS `color` (the theme's text colour
    /// in the fallback stylesheet), making the part on first use.
    var valueTextColor: RGBA {
        cssColor(of: makeValuePart() ?? widget)
    }

    /// The CSS `color` of `node` (the control or one of its parts).
    func cssColor(of node: UnsafeMutablePointer<GtkWidget>) -> RGBA {
        var color = GdkRGBA()
        cc_widget_get_color(node, &color)
        return RGBA(color)
    }
}
