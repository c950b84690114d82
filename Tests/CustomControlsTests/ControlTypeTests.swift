import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct ControlTypeTests {
    /// The smoke test of the C interop: a real widget created through g_object_new, a property
    /// read back through g_object_get.
    @Test func aWidgetMadeThroughTheCShimReadsItsPropertyBack() throws {
        let widget: UnsafeMutablePointer<GtkWidget> = try #require(cast(cc_object_new(cc_knob_get_type())))
        g_object_ref_sink(widget)
        defer { g_object_unref(widget) }
        cc_object_set_double(widget, "value", 0.625)
        #expect(cc_object_get_double(widget, "value") == 0.625)
        #expect(String(cString: g_type_name(cc_knob_get_type())) == "CcKnob")
    }

    @Test func registerTypesMakesEveryTypeKnownByName() {
        CustomControls.registerTypes()
        for name in ["CcRangeSlider", "CcKnob", "CcCircularSlider", "CcCircularRangeSlider", "CcXYPad"] {
            #expect(g_type_from_name(name) != 0, "\(name) is not registered")
            #expect(g_type_is_a(g_type_from_name(name), gtk_widget_get_type()) != 0)
        }
    }

    /// The C list of the controls (`CC_FOR_EACH_CONTROL`) and Swift's (`ClassHooks.controls`)
    /// agree: each kind's GType makes the Swift state named after it, and there are as many
    /// states as kinds.
    @Test func eachKindsTypeMakesTheStateSwiftListsForIt() throws {
        #expect(ClassHooks.controls.count == Int(CC_N_CONTROLS.rawValue))
        #expect(cc_control_type(CC_N_CONTROLS) == 0, "past the last kind is no type")
        var names: [String] = []
        for kind in 0..<CC_N_CONTROLS.rawValue {
            let type = cc_control_type(CcControlKind(kind))
            let name = String(cString: g_type_name(type))
            names.append(name)
            let widget: UnsafeMutablePointer<GtkWidget> = try #require(cast(cc_object_new(type)))
            g_object_ref_sink(widget)
            defer { g_object_unref(widget) }
            let state = Unmanaged<ControlState>.fromOpaque(try #require(cc_control_get_state(widget))).takeUnretainedValue()
            #expect("Cc" + String(describing: Swift.type(of: state)).dropLast("State".count) == name)
            #expect(state.controlClass === ClassHooks.controls[Int(kind)].controlClass, "\(name)")
        }
        #expect(names == ["CcRangeSlider", "CcKnob", "CcCircularSlider", "CcCircularRangeSlider", "CcXYPad"])
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
        g_object_ref_sink(outer)
        defer { g_object_unref(outer) }
        let inner = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(cast(outer), inner)
        let plain = Knob(), own = Knob()
        own.tintColor = RGBA(red: 0, green: 1, blue: 0)
        gtk_box_append(cast(inner), plain.widget)
        gtk_box_append(cast(inner), own.widget)
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
}
