import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// Where a control's colours come from: its own tint, an inherited one, the theme's CSS.

extension ControlState {
    /// The tint in force: the control's own, else the nearest ancestor's inherited tint, else
    /// the CSS `color` of the control's node, which the fallback stylesheet derives from the
    /// theme's selection colour (see ``FallbackStyle``) and any theme or app stylesheet can set.
    var resolvedTint: RGBA {
        tintColor ?? TintScope.inheritedTint(for: widget) ?? cssColor(of: widget)
    }

    /// The CSS `color` of `node` (the control or one of its parts).
    func cssColor(of node: UnsafeMutablePointer<GtkWidget>) -> RGBA {
        var color = GdkRGBA()
        cc_widget_get_color(node, &color)
        return RGBA(color)
    }
}
