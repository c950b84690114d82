import CustomControlsCGtk
import CustomControls
import Foundation

/// Small builders the gallery's scenes share: labels, boxes, cards and a drawing area.
@MainActor
enum SceneKit {
    /// A label with GTK/libadwaita style classes (`heading`, `caption`, `dim-label`, `numeric`, …).
    static func label(_ text: String, _ classes: String..., xalign: Float = 0.5) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(label.opaque, xalign)
        for name in classes { gtk_widget_add_css_class(label, name) }
        return label
    }

    /// A vertical GtkBox of `children`.
    static func column(spacing: Int32, _ children: [UnsafeMutablePointer<GtkWidget>] = []) -> UnsafeMutablePointer<GtkWidget> {
        box(verticalOrientation, spacing: spacing, children)
    }

    /// A horizontal GtkBox of `children`.
    static func row(spacing: Int32, _ children: [UnsafeMutablePointer<GtkWidget>] = []) -> UnsafeMutablePointer<GtkWidget> {
        box(horizontalOrientation, spacing: spacing, children)
    }

    private static func box(_ orientation: GtkOrientation, spacing: Int32, _ children: [UnsafeMutablePointer<GtkWidget>])
        -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(orientation, spacing)!
        for child in children { gtk_box_append(box.as(GtkBox.self), child) }
        return box
    }

    static func margins(_ widget: UnsafeMutablePointer<GtkWidget>, _ margin: Int32) {
        for setMargin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            setMargin(widget, margin)
        }
    }

    /// A scene: a libadwaita card with a title, a line saying what the scene shows, an
    /// optional widget at the end of the title row, and the scene itself. Returns the card and
    /// its title label (the scene's controls are named after it for screen readers).
    static func card(title: String, subtitle: String, end: UnsafeMutablePointer<GtkWidget>? = nil,
                     content: UnsafeMutablePointer<GtkWidget>) -> (card: UnsafeMutablePointer<GtkWidget>, title: UnsafeMutablePointer<GtkWidget>) {
        let heading = label(title, "title-4", xalign: 0)
        let description = label(subtitle, "dim-label", xalign: 0)
        // Wrapped, so a long line never makes the window wider.
        gtk_label_set_wrap(description.opaque, 1)
        let titles = column(spacing: 2, [heading, description])
        gtk_widget_set_hexpand(titles, 1)
        let header = row(spacing: 12, [titles])
        if let end {
            gtk_widget_set_valign(end, GTK_ALIGN_CENTER)
            gtk_box_append(header.as(GtkBox.self), end)
        }
        // A scene shorter than its neighbours in a row stays in the middle of its card.
        gtk_widget_set_vexpand(content, 1)
        gtk_widget_set_valign(content, GTK_ALIGN_CENTER)
        let card = column(spacing: 18, [header, content])
        gtk_widget_add_css_class(card, "card")
        gtk_widget_add_css_class(card, "scene")
        return (card, heading)
    }

    /// A control at exactly `width` × `height`, centred in whatever holds it.
    ///
    /// A size request is only a minimum: a knob's natural size (120 px) would still be
    /// allocated around a smaller knob, wider than what it draws. So the control is an
    /// overlay over an empty box of that size, which the overlay alone measures.
    static func sized(_ control: Control, _ width: Int32, _ height: Int32) -> UnsafeMutablePointer<GtkWidget> {
        let space = gtk_box_new(horizontalOrientation, 0)!
        gtk_widget_set_size_request(space, width, height)
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(overlay.opaque, space)
        gtk_overlay_add_overlay(overlay.opaque, control.widget)
        gtk_widget_set_halign(overlay, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(overlay, GTK_ALIGN_CENTER)
        return overlay
    }
}

/// A GtkDrawingArea drawn by a Swift closure (cairo context, width, height); the closure is
/// released with the widget.
@MainActor
final class DrawingArea {
    let widget: UnsafeMutablePointer<GtkWidget>

    private final class Box {
        let draw: (OpaquePointer, Double, Double) -> Void
        init(_ draw: @escaping (OpaquePointer, Double, Double) -> Void) { self.draw = draw }
    }

    init(width: Int32, height: Int32, draw: @escaping @MainActor (OpaquePointer, Double, Double) -> Void) {
        widget = gtk_drawing_area_new()
        gtk_widget_set_size_request(widget, width, height)
        let box = Box { cairo, width, height in MainActor.assumeIsolated { draw(cairo, width, height) } }
        let function: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
            guard let cairo, let data else { return }
            Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().draw(cairo, Double(width), Double(height))
        }
        let release: GDestroyNotify = { data in
            if let data { Unmanaged<Box>.fromOpaque(data).release() }
        }
        gtk_drawing_area_set_draw_func(widget.as(GtkDrawingArea.self), function, Unmanaged.passRetained(box).toOpaque(), release)
    }

    func redraw() { gtk_widget_queue_draw(widget) }
}

/// A colour as hue (degrees), saturation and value (0...1): the model of a colour picker's
/// square, whose corners are white (top left), the pure hue (top right) and black (bottom).
struct HSV: Equatable {
    var hue: Double
    var saturation: Double
    var value: Double

    /// The usual conversion: each channel falls from `value` by the saturation's share of the
    /// way its hue sector is from the channel's own.
    var rgba: RGBA {
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 60).truncatingRemainder(dividingBy: 6)
            return value - value * saturation * max(0, min(k, 4 - k, 1))
        }
        return RGBA(red: channel(5), green: channel(3), blue: channel(1))
    }

    /// `#3584e4`.
    var hex: String {
        let color = rgba
        return String(format: "#%02x%02x%02x", Int((color.red * 255).rounded()), Int((color.green * 255).rounded()),
                      Int((color.blue * 255).rounded()))
    }
}

extension RGBA {
    /// Makes this colour cairo's source.
    func setSource(on cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, red, green, blue, alpha)
    }
}
