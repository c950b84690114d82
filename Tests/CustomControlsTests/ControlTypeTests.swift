import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized)
struct ControlTypeTests {
    init() throws {
        try #require(GTK.isAvailable, "GTK could not open a display")
    }

    /// The smoke test of the C interop: a real widget created through g_object_new, a property
    /// read back through g_object_get.
    @Test func aWidgetMadeThroughTheCShimReadsItsPropertyBack() throws {
        let widget: UnsafeMutablePointer<GtkWidget> = try #require(cast(cc_object_new(cc_knob_get_type())))
        g_object_ref_sink(widget.raw)
        defer { g_object_unref(widget.raw) }
        cc_object_set_double(widget.raw, "value", 0.625)
        #expect(cc_object_get_double(widget.raw, "value") == 0.625)
        #expect(String(cString: g_type_name(cc_knob_get_type())) == "CcKnob")
    }

    @Test func registerTypesMakesEveryTypeKnownByName() {
        CustomControls.registerTypes()
        for name in ["CcRangeSlider", "CcKnob", "CcCircularSlider"] {
            #expect(g_type_from_name(name) != 0, "\(name) is not registered")
            #expect(g_type_is_a(g_type_from_name(name), gtk_widget_get_type()) != 0)
        }
    }

    @Test func getTypeSymbolsAreExportedForGtkBuilderToFindLazily() throws {
        // What GtkBuilder does: g_module_open (NULL) is dlopen (NULL), then a symbol lookup.
        let program = try #require(dlopen(nil, RTLD_NOW))
        defer { dlclose(program) }
        for symbol in ["cc_range_slider_get_type", "cc_knob_get_type", "cc_circular_slider_get_type"] {
            #expect(dlsym(program, symbol) != nil, "\(symbol) not exported")
        }
    }

    @Test func gtkBuilderCreatesEachControlWithEveryPropertySet() throws {
        CustomControls.registerTypes()
        let xml = """
        <interface>
          <object class="CcRangeSlider" id="range">
            <property name="minimum-value">-10</property>
            <property name="maximum-value">10</property>
            <property name="upper-value">5</property>
            <property name="lower-value">-5</property>
            <property name="continuous">false</property>
            <property name="track-color">#dddddd</property>
            <property name="track-highlight-color">#ff0000</property>
            <property name="knob-color">#00ff00</property>
            <property name="curvaceousness">0.5</property>
            <property name="tint-color">#0000ff</property>
          </object>
          <object class="CcKnob" id="knob">
            <property name="minimum-value">-1</property>
            <property name="maximum-value">3</property>
            <property name="value">2.5</property>
            <property name="continuous">false</property>
            <property name="start-angle">-3</property>
            <property name="end-angle">0.5</property>
            <property name="line-width">4</property>
            <property name="pointer-length">9</property>
            <property name="tint-color">orange</property>
          </object>
          <object class="CcCircularSlider" id="circle">
            <property name="minimum-value">0</property>
            <property name="maximum-value">100</property>
            <property name="value">42</property>
            <property name="continuous">false</property>
            <property name="line-width">12</property>
            <property name="show-value">false</property>
            <property name="tint-color">rgb(10,200,30)</property>
          </object>
        </interface>
        """
        let builder = try #require(gtk_builder_new_from_string(xml, -1))
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        func object(_ id: String) throws -> UnsafeMutablePointer<GtkWidget> {
            try #require(cast(UnsafeMutableRawPointer(gtk_builder_get_object(builder, id))))
        }
        let range = try #require(RangeSlider(wrapping: try object("range")))
        #expect(range.minimumValue == -10 && range.maximumValue == 10 && range.lowerValue == -5 && range.upperValue == 5)
        #expect(!range.continuous && range.curvaceousness == 0.5)
        #expect(range.trackHighlightColor == RGBA(red: 1, green: 0, blue: 0) && range.thumbColor == RGBA(red: 0, green: 1, blue: 0))
        #expect(range.trackColor != nil && range.tintColor == RGBA(red: 0, green: 0, blue: 1))
        let knob = try #require(Knob(wrapping: try object("knob")))
        #expect(knob.minimumValue == -1 && knob.maximumValue == 3 && knob.value == 2.5 && !knob.continuous)
        #expect(knob.startAngle == -3 && knob.endAngle == 0.5 && knob.lineWidth == 4 && knob.pointerLength == 9)
        #expect(knob.tintColor == RGBA(parsing: "orange"))
        let circle = try #require(CircularSlider(wrapping: try object("circle")))
        #expect(circle.maximumValue == 100 && circle.value == 42 && !circle.continuous)
        #expect(circle.lineWidth == 12 && !circle.showValue && circle.tintColor == RGBA(parsing: "rgb(10,200,30)"))
        #expect(Knob(wrapping: try object("range")) == nil)
    }

    @Test func anAncestorsTintReachesControlsWithoutTheirOwn() throws {
        let outer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        g_object_ref_sink(outer.raw)
        defer { g_object_unref(outer.raw) }
        let inner = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(cast(outer.raw), inner)
        let plain = Knob(), own = Knob()
        own.tintColor = RGBA(red: 0, green: 1, blue: 0)
        gtk_box_append(cast(inner.raw), plain.widget)
        gtk_box_append(cast(inner.raw), own.widget)
        let plainState = try state(of: plain.widget), ownState = try state(of: own.widget)
        let themeTint = plainState.resolvedTint

        let red = RGBA(red: 1, green: 0, blue: 0)
        CustomControls.setInheritedTint(red, on: outer)
        #expect(plainState.resolvedTint == red)
        #expect(ownState.resolvedTint == RGBA(red: 0, green: 1, blue: 0))
        #expect(plain.tintColor == nil)  // inherited, not set

        let blue = RGBA(red: 0, green: 0, blue: 1)
        CustomControls.setInheritedTint(blue, on: inner)  // the nearer ancestor wins
        #expect(plainState.resolvedTint == blue)
        CustomControls.setInheritedTint(nil, on: inner)
        CustomControls.setInheritedTint(nil, on: outer)
        #expect(plainState.resolvedTint == themeTint)
    }

    @Test func rgbaParsesAndRotatesHue() throws {
        let blue = try #require(RGBA(parsing: "#0000ff"))
        #expect(blue == RGBA(red: 0, green: 0, blue: 1))
        let violet = blue.rotatingHue(by: 60)
        #expect(abs(violet.red - 1) < 1e-9 && violet.green == 0 && abs(violet.blue - 1) < 1e-9)
        #expect(RGBA(parsing: "not a colour") == nil)
        #expect(RGBA(red: .nan, green: 2, blue: -1).red == 0)
    }

    @Test func valueTextFormatsWithoutNegativeZero() {
        #expect(ValueText.format(0.42) == "0.42")
        #expect(ValueText.format(-0.001) == "0.00")
        #expect(ValueText.format(41.6, digits: 0) == "42")
        #expect(ValueText.format(-3.14159, digits: 3) == "-3.142")
        #expect(ValueText.format(1.005, digits: 1) == "1.0")
    }
}

@MainActor
@Suite(.serialized)
struct StylesheetTests {
    init() throws {
        try #require(GTK.isAvailable, "GTK could not open a display")
    }

    @Test func anAppStylesheetRestylesUnsetColoursAndPropertiesStillWin() throws {
        let knob = Knob(), range = RangeSlider(), circle = CircularSlider()
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let window = gtk_window_new()!
        defer { gtk_window_destroy(cast(window.raw)) }
        gtk_window_set_child(cast(window.raw), box)
        for widget in [knob.widget, range.widget, circle.widget] { gtk_box_append(cast(box.raw), widget) }

        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, """
            knob { color: rgb(255, 0, 0); }
            circularslider { color: rgb(0, 0, 255); }
            rangeslider > trough { color: rgb(10, 20, 30); }
            rangeslider > trough > highlight { color: rgb(0, 128, 0); }
            rangeslider > slider { color: rgb(255, 255, 0); }
            """, -1)
        let display = try #require(gdk_display_get_default())
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        defer {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
            g_object_unref(UnsafeMutableRawPointer(provider))
        }

        #expect(try state(of: knob.widget).resolvedTint == RGBA(red: 1, green: 0, blue: 0))
        #expect(try state(of: circle.widget).resolvedTint == RGBA(red: 0, green: 0, blue: 1))
        let appearance = try state(of: range.widget, as: RangeSliderWidget.self).appearance
        #expect(appearance.trackColor == RGBA(red: 10 / 255, green: 20 / 255, blue: 30 / 255))
        #expect(appearance.highlightColor == RGBA(red: 0, green: 128 / 255, blue: 0))
        #expect(appearance.lowerThumbColor == RGBA(red: 1, green: 1, blue: 0) && appearance.upperThumbColor == appearance.lowerThumbColor)

        knob.tintColor = RGBA(red: 0, green: 1, blue: 0)
        range.thumbColor = RGBA(white: 0.5)
        #expect(try state(of: knob.widget).resolvedTint == RGBA(red: 0, green: 1, blue: 0))
        let thumbs = try state(of: range.widget, as: RangeSliderWidget.self).appearance
        #expect(thumbs.lowerThumbColor == RGBA(white: 0.5) && thumbs.upperThumbColor == RGBA(white: 0.5))
    }

    @Test func eachThumbTakesItsColourFromItsOwnSliderNode() throws {
        let size = Size(width: 200, height: 30)
        // Alike (the fallback stylesheet's white), the thumbs share one image.
        let plain = RangeSlider()
        let plainState = try state(of: plain.widget, as: RangeSliderWidget.self)
        cairo_surface_destroy(GoldenImages.render(plainState, size: size, scale: 1))
        let alike = plainState.painter.restingThumbRasters
        #expect(alike.lower != nil && alike.lower === alike.upper)

        // A new slider, so that its nodes are styled with the sheet (restyling an existing
        // one waits for a frame).
        let provider = try StyleProvider("rangeslider > slider:last-child { color: rgb(255, 0, 0); }")
        defer { provider.remove() }
        let styled = RangeSlider()
        let window = gtk_window_new()!
        defer { gtk_window_destroy(cast(window.raw)) }
        gtk_window_set_child(cast(window.raw), styled.widget)
        let styledState = try state(of: styled.widget, as: RangeSliderWidget.self)
        let appearance = styledState.appearance
        #expect(appearance.lowerThumbColor == RGBA(white: 1) && appearance.upperThumbColor == RGBA(red: 1, green: 0, blue: 0))
        let surface = GoldenImages.render(styledState, size: size, scale: 1)
        defer { cairo_surface_destroy(surface) }
        let rasters = styledState.painter.restingThumbRasters
        #expect(rasters.lower === alike.lower && rasters.upper !== alike.upper)
        // Only the upper thumb (at 0.8) turns red.
        let geometry = RangeSliderGeometry(size: size)
        let lower = geometry.thumbRect(atFraction: 0.2), upper = geometry.thumbRect(atFraction: 0.8)
        let (lowerPixel, upperPixel) = (GoldenImages.pixel(surface, x: Int(lower.midX), y: Int(lower.midY)),
                                        GoldenImages.pixel(surface, x: Int(upper.midX), y: Int(upper.midY)))
        #expect((upperPixel >> 16) & 0xff > 150 && (upperPixel >> 8) & 0xff < 80)
        #expect((lowerPixel >> 16) & 0xff > 150 && (lowerPixel >> 8) & 0xff > 150)
    }
}

@MainActor
@Suite(.serialized)
struct ValueNodeTests {
    init() throws {
        try #require(GTK.isAvailable, "GTK could not open a display")
    }

    @Test func theKnobsTextTakesItsValueNodesColourMadeOnlyOnceShown() throws {
        let provider = try StyleProvider("knob > value { color: rgb(255, 0, 0); }")
        defer { provider.remove() }
        let knob = Knob()
        let window = gtk_window_new()!
        defer { gtk_window_destroy(cast(window.raw)) }
        gtk_window_set_child(cast(window.raw), knob.widget)
        let knobState = try state(of: knob.widget, as: KnobWidget.self)
        let size = Size(width: 100, height: 100)
        #expect(knobState.frame(size: size, scale: 1).label == nil)
        #expect(knobState.valuePart == nil)  // no text shown, no node
        knob.showValue = true
        let label = try #require(knobState.frame(size: size, scale: 1).label)
        #expect(label.color == RGBA(red: 1, green: 0, blue: 0))
        let part = try #require(knobState.valuePart)
        #expect(String(cString: gtk_widget_get_css_name(part)) == "value" && gtk_widget_get_parent(part) == knob.widget)
        #expect(knobState.resolvedTint != label.color)  // the knob's own colour is still its tint
    }

    @Test func theCircularSlidersTextTakesItsValueNodesColourUnlessTheEntryShowsIt() throws {
        let provider = try StyleProvider("circularslider > value { color: rgb(0, 0, 255); }")
        defer { provider.remove() }
        let slider = CircularSlider()
        let window = gtk_window_new()!
        defer { gtk_window_destroy(cast(window.raw)) }
        gtk_window_set_child(cast(window.raw), slider.widget)
        let sliderState = try state(of: slider.widget, as: CircularSliderWidget.self)
        let size = Size(width: 160, height: 160)
        #expect(sliderState.frame(size: size, scale: 1).label?.color == RGBA(red: 0, green: 0, blue: 1))
        slider.editable = true
        #expect(sliderState.frame(size: size, scale: 1).label == nil)
        #expect(sliderState.entry != nil)
    }

    @Test func theRangeSlidersLabelsTakeItsValueNodesColourAndTheThumbsStayLast() throws {
        let provider = try StyleProvider("rangeslider > value { color: rgb(0, 128, 0); }")
        defer { provider.remove() }
        let slider = RangeSlider()
        slider.showLabels = true
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let sliderState = try state(of: slider.widget, as: RangeSliderWidget.self)
        let size = Size(width: 300, height: 30)
        #expect(sliderState.frame(size: size, scale: 1).labels.isEmpty && sliderState.valuePart == nil)
        var drag = try GestureDriver(sliderState)
        drag.press(69, 15)
        drag.move(96, 15)
        let labels = sliderState.frame(size: size, scale: 1).labels
        #expect(labels.count == 1 && labels.first?.color == RGBA(red: 0, green: 128 / 255, blue: 0))
        drag.release(96, 15)
        // The part sits after the trough: slider:last-child is still the upper thumb.
        #expect(gtk_widget_get_last_child(slider.widget) == sliderState.upperThumb)
        #expect(gtk_widget_get_next_sibling(sliderState.trough) == sliderState.valuePart)
        GTK.spin(0.05)  // frames lay the new part out
    }

    @Test func aShownValueNodeIsLaidOutWhereItsTextIsDrawn() throws {
        let knob = Knob()
        knob.showValue = true
        let host = try HostWindow(knob.widget, width: 200, height: 200)
        defer { host.close() }
        let knobState = try state(of: knob.widget, as: KnobWidget.self)
        // The first frame makes the part; the next layout places it.
        #expect(GTK.iterate(until: {
            guard let part = knobState.valuePart else { return false }
            var bounds = graphene_rect_t()
            return gtk_widget_compute_bounds(part, knob.widget, &bounds) != 0 && bounds.origin.x == 100 && bounds.origin.y == 100
        }, timeout: 10))
    }
}

/// An app stylesheet on the default display, for a test; ``remove()`` takes it off again.
@MainActor
struct StyleProvider {
    private let provider: UnsafeMutablePointer<GtkCssProvider>
    private let display: OpaquePointer

    init(_ css: String) throws {
        provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        display = try #require(gdk_display_get_default())
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    func remove() {
        gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}

/// What a screen reader calls a control: its app-given label, else a name a person understands.
@MainActor
@Suite(.serialized)
struct AccessibleNameTests {
    init() throws {
        try #require(GTK.isAvailable, "GTK could not open a display")
    }

    @Test func anUnlabelledControlIsNamedForWhatItIsOnceShown() throws {
        for (control, name) in [(Knob() as Control, "Knob"), (CircularSlider(), "Circular slider"), (RangeSlider(), "Range slider")] {
            let host = try HostWindow(control.widget, width: 120, height: 120)
            defer { host.close() }
            #expect(cc_test_accessible_check_string(control.widget.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, name) == nil, "\(name)")
        }
    }

    @Test func aLabelOrRelationTheAppSetWins() throws {
        let labelled = Knob()
        cc_accessible_update_label(labelled.widget.accessible, "Gain")
        let related = Knob()
        let heading = gtk_label_new("Pan")!
        cc_accessible_set_labelled_by(related.widget.accessible, heading.accessible)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        for child in [heading, labelled.widget, related.widget] { gtk_box_append(cast(box.raw), child) }
        let host = try HostWindow(box, width: 120, height: 240)
        defer { host.close() }
        #expect(cc_test_accessible_check_string(labelled.widget.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, "Gain") == nil)
        // No label of our own beside the relation: GTK would read "Knob Pan".
        #expect(gtk_test_accessible_has_property(related.widget.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL) == 0)
    }
}
