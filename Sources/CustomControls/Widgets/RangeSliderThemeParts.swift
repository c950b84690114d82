import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// The `theme` appearance: the range slider drawn by the GTK theme, as a GtkScale.

/// The CSS nodes the theme draws a range slider's `theme` appearance from, named and nested as
/// a GtkScale's so the theme's rules for scales apply (Adwaita's are `scale > trough >
/// slider` and the like):
///
/// ```
/// rangeslider
/// ├── scale.horizontal (or .vertical)
/// │   ╰── trough
/// │       ├── highlight      between the thumbs
/// │       ├── slider         the lower thumb
/// │       ╰── slider         the upper thumb
/// ├── trough, slider, slider (the glossy look's colour nodes; the thumbs' focus and accessibility)
/// ```
///
/// Each is a part (`cc_widget_new_part`): GTK draws its CSS box (background, border, shadow),
/// and the control snapshots the parts one by one, so a set colour can recolour one. They are
/// laid out as GtkRange lays out a scale's (gtkrange.c: `gtk_range_size_allocate`,
/// `gtk_range_allocate_trough`, `gtk_range_compute_slider_position`), so a range slider with its
/// lower value at the minimum draws the pixels a GtkScale at the upper value draws.
final class RangeSliderThemeParts {
    /// The control's CSS class while the theme draws it: the fallback stylesheet's rules for
    /// the glossy look (its insensitive dimming) leave it to the theme's.
    static let cssClass = "theme-appearance"

    let scale: UnsafeMutablePointer<GtkWidget>
    let trough: UnsafeMutablePointer<GtkWidget>
    let highlight: UnsafeMutablePointer<GtkWidget>
    let lowerSlider: UnsafeMutablePointer<GtkWidget>
    let upperSlider: UnsafeMutablePointer<GtkWidget>
    /// The thumb side that puts the geometry's thumb centres on the theme's sliders: twice the
    /// distance from the widget's edge to a slider's centre at the minimum.
    var thumbSide: Double = 0
    /// Whether the parts have been laid out (GTK draws no widget that has not).
    var allocated = false

    /// Adds the nodes to `control`, under its other children.
    init(in control: UnsafeMutablePointer<GtkWidget>, orientation: GtkOrientation) {
        scale = cc_widget_new_part("scale", GTK_ACCESSIBLE_ROLE_NONE, 0)!
        trough = cc_widget_new_part("trough", GTK_ACCESSIBLE_ROLE_NONE, 0)!
        highlight = cc_widget_new_part("highlight", GTK_ACCESSIBLE_ROLE_NONE, 0)!
        lowerSlider = cc_widget_new_part("slider", GTK_ACCESSIBLE_ROLE_NONE, 0)!
        upperSlider = cc_widget_new_part("slider", GTK_ACCESSIBLE_ROLE_NONE, 0)!
        gtk_widget_insert_after(scale, control, nil)
        gtk_widget_set_parent(trough, scale)
        for part in [highlight, lowerSlider, upperSlider] { gtk_widget_set_parent(part, trough) }
        setOrientation(orientation)
    }

    /// Removes the nodes (a part unparents its own children).
    func remove() {
        gtk_widget_unparent(scale)
    }

    /// GtkScale's `.horizontal` or `.vertical`, which the theme's rules name.
    func setOrientation(_ orientation: GtkOrientation) {
        let vertical = orientation == GTK_ORIENTATION_VERTICAL
        gtk_widget_remove_css_class(scale, vertical ? "horizontal" : "vertical")
        gtk_widget_add_css_class(scale, vertical ? "vertical" : "horizontal")
    }

    /// The pressed thumbs' sliders take the `:active` state, as a dragged scale's slider does.
    func showPressed(_ pressed: Set<RangeSliderDrag.Thumb>) {
        for (thumb, slider) in [(RangeSliderDrag.Thumb.lower, lowerSlider), (.upper, upperSlider)] {
            let active = gtk_widget_get_state_flags(slider).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0
            if pressed.contains(thumb), !active {
                gtk_widget_set_state_flags(slider, GTK_STATE_FLAG_ACTIVE, 0)
            } else if !pressed.contains(thumb), active {
                gtk_widget_unset_state_flags(slider, GTK_STATE_FLAG_ACTIVE)
            }
        }
    }

    /// The least size of the scale in `orientation`: its CSS size and padding around the trough.
    func minimumSize(_ orientation: GtkOrientation) -> Int32 {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(scale, orientation, -1, &minimum, &natural, nil, nil)
        return minimum
    }

    func slider(_ thumb: RangeSliderDrag.Thumb) -> UnsafeMutablePointer<GtkWidget> {
        thumb == .lower ? lowerSlider : upperSlider
    }
}
