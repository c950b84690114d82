/// How a ``RangeSlider`` is drawn: its own glossy look, or the GTK theme's.
///
/// ```swift
/// let range = RangeSlider()
/// range.appearance = .theme   // or, from C and GtkBuilder: appearance = "theme"
/// ```
///
/// - `glossy` (the default): the tutorial's look, a glossy track and thumbs, in the control's
///   colours.
/// - `theme`: the trough, the highlight between the thumbs and the thumbs are drawn by the
///   theme from CSS nodes named as a `GtkScale`'s (`scale > trough > highlight, slider`), so the
///   range slider looks like the scales beside it in Adwaita, its dark style, high contrast,
///   with the accent colour or in any other theme. A colour set on the control still wins.
///
/// Its raw values are the nicks of the GEnum `CcAppearance` that the GObject property
/// `appearance` takes.
public enum Appearance: String, CaseIterable, Sendable {
    /// The tutorial's glossy look (the default).
    case glossy
    /// The GTK theme's look, as a `GtkScale`.
    case theme
}
