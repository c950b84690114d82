import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct KnobDragModeWidgetTests {
    @Test func aVerticalKnobFromGtkBuilderDragsUpAndDown() throws {
        CustomControls.registerTypes()
        let xml = """
        <interface>
          <object class="CcKnob" id="knob">
            <property name="drag-mode">vertical</property>
            <property name="drag-distance">100</property>
          </object>
        </interface>
        """
        let builder = try #require(gtk_builder_new_from_string(xml, -1))
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let widget: UnsafeMutablePointer<GtkWidget> = try #require(cast(UnsafeMutableRawPointer(gtk_builder_get_object(builder, "knob"))))
        let knob = try #require(Knob(wrapping: widget))
        #expect(knob.dragMode == .vertical && knob.dragDistance == 100)
        let host = try HostWindow(knob.widget, width: 120, height: 120)
        defer { host.close() }
        var drag = try GestureDriver(try state(of: knob.widget))
        drag.press(100, 100)
        #expect(knob.value == 0)
        drag.move(100, 70)
        drag.release(100, 70)
        #expect(abs(knob.value - 0.3) < 1e-12)
    }

    @Test func dragModeIsAGEnumWhoseNicksNameTheModes() throws {
        let knob = Knob()
        let spec = try #require(g_object_class_find_property(cast(g_type_class_peek(cc_knob_get_type())), "drag-mode"))
        #expect(String(cString: g_type_name(spec.pointee.value_type)) == "CcKnobDragMode")
        let enumClass: UnsafeMutablePointer<GEnumClass> = try #require(cast(g_type_class_ref(cc_knob_drag_mode_get_type())))
        defer { g_type_class_unref(UnsafeMutableRawPointer(enumClass)) }
        for mode in KnobDragMode.allCases {
            let entry = try #require(g_enum_get_value_by_nick(enumClass, mode.rawValue))
            var value = GValue()
            g_value_init(&value, cc_knob_drag_mode_get_type())
            g_value_set_enum(&value, entry.pointee.value)
            g_object_set_property(cast(knob.widget), "drag-mode", &value)
            g_value_unset(&value)
            #expect(knob.dragMode == mode)
        }
    }

    @Test func anUnknownDragModeIsRejectedWithAWarning() throws {
        let knob = Knob()
        let notifies = SignalCounter(knob.widget, notify: "drag-mode")
        knob.dragMode = .horizontal
        var value = GValue()
        g_value_init(&value, cc_knob_drag_mode_get_type())
        g_value_set_enum(&value, 7)
        let warnings = WarningCapture.warnings {
            g_object_set_property(cast(knob.widget), "drag-mode", &value)
        }
        g_value_unset(&value)
        // GLib validates enumerations itself; its warning names the property and the value.
        #expect(warnings.count == 1 && warnings[0].contains("drag-mode") && warnings[0].contains("7"))
        #expect(knob.dragMode == .horizontal && notifies.count == 1)
    }
}
