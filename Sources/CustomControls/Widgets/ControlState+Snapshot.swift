import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

// Where a control's frame is drawn and when: its size, its place on the surface, its frame clock's time.

extension ControlState {
    /// The form for the renderer of the control's window: looked up once while the control is
    /// mapped (its window keeps its renderer while it is realized, and a control is mapped
    /// only in a realized window), on each frame otherwise.
    var drawingForm: DrawingForm {
        if let mappedForm { return mappedForm }
        let form = DrawingForm.forRenderer(of: widget)
        if gtk_widget_get_mapped(widget) != 0 { mappedForm = form }
        return form
    }

    /// Gives the `value` part, once made, its smallest box centred on `center` (where its
    /// text is drawn): it draws nothing, but GTK wants every child measured and allocated.
    func allocateValuePart(at center: Point) {
        guard let valuePart else { return }
        var width: Int32 = 0, height: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(valuePart, GTK_ORIENTATION_HORIZONTAL, -1, &width, &natural, nil, nil)
        gtk_widget_measure(valuePart, GTK_ORIENTATION_VERTICAL, -1, &height, &natural, nil, nil)
        var allocation = GtkAllocation(x: Int32((center.x - Double(width) / 2).rounded()), y: Int32((center.y - Double(height) / 2).rounded()),
                                       width: width, height: height)
        gtk_widget_size_allocate(valuePart, &allocation, -1)
    }

    /// The widget's allocated size.
    var size: Size {
        Size(width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
    }

    /// Where the control's origin lies on its window's surface, in logical pixels; the
    /// origin when it has no window.
    var originOnSurface: Point {
        guard let native = gtk_widget_get_native(widget) else { return Point(x: 0, y: 0) }
        var zero = graphene_point_t(x: 0, y: 0), origin = graphene_point_t(x: 0, y: 0)
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_compute_point(widget, nativeWidget, &zero, &origin) != 0 else { return Point(x: 0, y: 0) }
        var x = 0.0, y = 0.0
        gtk_native_get_surface_transform(native, &x, &y)
        return Point(x: Double(origin.x) + x, y: Double(origin.y) + y)
    }

    /// The widget's frame clock's frame time in seconds; 0 without a clock.
    var frameClockTime: Double {
        gtk_widget_get_frame_clock(widget).map(Self.frameTime(of:)) ?? 0
    }

    /// `clock`'s frame time in seconds.
    static func frameTime(of clock: OpaquePointer) -> Double {
        Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
    }
}
