import CCustomControls
import CustomControlsCGtk

/// Builds the table of functions the C class boilerplate (CcControls.c) calls.
///
/// Everything but class and instance initialization is shared: the C side passes the
/// instance's Swift state, and the call dispatches to the right subclass of ``ControlWidget``.
func makeControlHooks(
    classInit: @escaping @convention(c) (UnsafeMutablePointer<GtkWidgetClass>?, GType) -> Void,
    instanceInit: @escaping @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> gpointer?
) -> UnsafeMutablePointer<CcControlHooks> {
    func state(_ pointer: gpointer?) -> ControlWidget? {
        pointer.map { Unmanaged<ControlWidget>.fromOpaque($0).takeUnretainedValue() }
    }
    let hooks = UnsafeMutablePointer<CcControlHooks>.allocate(capacity: 1)
    hooks.initialize(to: CcControlHooks(
        class_init: classInit,
        instance_init: instanceInit,
        dispose: { state($0)?.dispose() },
        finalize: { pointer in
            guard let pointer else { return }
            Unmanaged<ControlWidget>.fromOpaque(pointer).release()
        },
        get_property: { pointer, id, value, spec in
            guard let value else { return }
            state(pointer)?.getProperty(id: id, into: value, spec: spec)
        },
        set_property: { pointer, id, value, spec in
            guard let value else { return }
            state(pointer)?.setProperty(id: id, from: value, spec: spec)
        },
        measure: { pointer, orientation, forSize, minimum, natural in
            let extent = state(pointer)?.measure(orientation, forSize: forSize) ?? (minimum: 0, natural: 0)
            minimum?.pointee = extent.minimum
            natural?.pointee = extent.natural
        },
        size_allocate: { pointer, width, height in
            state(pointer)?.sizeAllocated(width: width, height: height)
        },
        snapshot: { pointer, snapshot in
            guard let snapshot else { return }
            state(pointer)?.snapshot(snapshot)
        },
        css_changed: { state($0)?.cssChanged() },
        focus: { pointer, direction in
            guard let moved = state(pointer)?.moveFocus(direction) else { return -1 }
            return moved ? 1 : 0
        },
        unmap: { state($0)?.unmap() }
    ))
    return hooks
}

/// The controls' default CSS, at the lowest priority so any theme or app stylesheet wins.
///
/// Colours: a control's unset tint is the CSS `color` of its node, and the range slider's
/// unset track, range and thumb colours are the `color` of its `trough`, `highlight` and
/// `slider` nodes. The value's text takes the `color` of the control's `value` node: the
/// theme's text colour on the knob and the circular slider (as before the node existed),
/// white on the range slider's label pills. The defaults derive from the theme's colours, so
/// they follow a dark style: the knob's thin strokes mix the selection colour with the text
/// colour, which keeps them legible on light and dark backgrounds alike. The knob and the
/// circular slider show keyboard focus as an outline; the range slider rings its focused
/// thumb itself. Insensitive controls are drawn dimmed.
enum FallbackStyle {
    static let css = """
    knob { color: mix(@theme_selected_bg_color, @theme_fg_color, 0.2); }
    circularslider { color: @theme_selected_bg_color; }
    rangeslider > trough { color: #e6e6e6; }
    rangeslider > trough > highlight { color: @theme_selected_bg_color; }
    rangeslider > slider { color: white; }
    knob > value, circularslider > value { color: @theme_fg_color; }
    rangeslider > value { color: white; }
    knob:focus-visible, circularslider:focus-visible {
      outline: 2px solid alpha(@theme_selected_bg_color, 0.7);
      outline-offset: -2px;
      border-radius: 12px;
    }
    circularslider > entry.value {
      font-weight: bold;
      font-size: 1.6em;
      background: none;
      min-height: 0;
    }
    rangeslider:disabled, knob:disabled, circularslider:disabled {
      opacity: 0.5;
    }
    """

    nonisolated(unsafe) private static var installed = false

    /// Adds the stylesheet to the default display, once (GTK-thread only).
    static func install() {
        guard !installed, let display = gdk_display_get_default() else { return }
        installed = true
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}

/// Retains a new state for the C instance struct; `finalize` releases it.
func retained(_ state: ControlWidget) -> gpointer {
    Unmanaged.passRetained(state).toOpaque()
}

// The tables are built once, on first use, and live as long as the process (as GType classes do).
nonisolated(unsafe) private let rangeSliderHooks = makeControlHooks(
    classInit: { RangeSliderWidget.controlClass.initialize($0, type: $1) },
    instanceInit: { retained(RangeSliderWidget(widget: $0!)) })
nonisolated(unsafe) private let knobHooks = makeControlHooks(
    classInit: { KnobWidget.controlClass.initialize($0, type: $1) },
    instanceInit: { retained(KnobWidget(widget: $0!)) })
nonisolated(unsafe) private let circularSliderHooks = makeControlHooks(
    classInit: { CircularSliderWidget.controlClass.initialize($0, type: $1) },
    instanceInit: { retained(CircularSliderWidget(widget: $0!)) })

/// The table of Swift functions behind the GObject class `CcRangeSlider`, for the C boilerplate.
///
/// Plumbing, not for apps: `cc_range_slider_get_type` (CcControls.c) fetches the table when the class
/// is first initialized and calls through it for class and instance init, dispose, finalize,
/// properties, measuring, allocation, snapshots, CSS changes, focus and unmapping. It is
/// public only so that C can call it.
///
/// - Returns: A table built once, on first use, that lives as long as the process.
@_cdecl("cc_swift_range_slider_hooks")
public func cc_swift_range_slider_hooks() -> UnsafePointer<CcControlHooks> { UnsafePointer(rangeSliderHooks) }

/// The table of Swift functions behind the GObject class `CcKnob`, for the C boilerplate.
///
/// Plumbing, not for apps: `cc_knob_get_type` (CcControls.c) fetches the table when the class
/// is first initialized and calls through it for class and instance init, dispose, finalize,
/// properties, measuring, allocation, snapshots, CSS changes, focus and unmapping. It is
/// public only so that C can call it.
///
/// - Returns: A table built once, on first use, that lives as long as the process.
@_cdecl("cc_swift_knob_hooks")
public func cc_swift_knob_hooks() -> UnsafePointer<CcControlHooks> { UnsafePointer(knobHooks) }

/// The table of Swift functions behind the GObject class `CcCircularSlider`, for the C boilerplate.
///
/// Plumbing, not for apps: `cc_circular_slider_get_type` (CcControls.c) fetches the table when the class
/// is first initialized and calls through it for class and instance init, dispose, finalize,
/// properties, measuring, allocation, snapshots, CSS changes, focus and unmapping. It is
/// public only so that C can call it.
///
/// - Returns: A table built once, on first use, that lives as long as the process.
@_cdecl("cc_swift_circular_slider_hooks")
public func cc_swift_circular_slider_hooks() -> UnsafePointer<CcControlHooks> { UnsafePointer(circularSliderHooks) }
