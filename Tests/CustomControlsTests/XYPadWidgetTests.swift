import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// The XY pad through its real gesture, key, adjustment and accessibility paths, each axis and
/// each direction, with signal and notify counts.
@MainActor
@Suite(.serialized, .gtk)
struct XYPadWidgetTests {
    /// The point of (`x`, `y`) on a 200x200 pad of 0...1: the field is inset by the handle's
    /// radius (10), x grows to the right and y upwards.
    func at(_ x: Double, _ y: Double) -> (Double, Double) { (10 + 180 * x, 190 - 180 * y) }

    @Test func propertiesHaveTheirDefaultsAndValueScaleIsNotOffered() {
        let pad = XYPad()
        let w = pad.widget
        for (name, value) in [("x-value", 0.5), ("y-value", 0.5), ("x-minimum", 0), ("x-maximum", 1), ("y-minimum", 0), ("y-maximum", 1),
                              ("default-x", 0.5), ("default-y", 0.5)] {
            #expect(cc_object_get_double(w, name) == value, "\(name)")
        }
        #expect(cc_object_get_boolean(w, "show-crosshair") != 0)
        // Keys and the wheel move 1 % and 10 % of each axis (0: automatic); two decimals.
        #expect(cc_object_get_double(w, "step") == 0 && cc_object_get_double(w, "page") == 0 && cc_object_get_int(w, "digits") == 2)
        let objectClass = g_type_class_peek(cc_xy_pad_get_type())
        #expect(g_object_class_find_property(cast(objectClass), "value-scale") == nil)
        #expect(g_object_class_find_property(cast(objectClass), "skew-mid-value") == nil)
    }

    /// A press on the handle and a drag move it with the pointer: right raises x, down lowers y
    /// (and the other way round), one value-changed per move, one drag-begin and drag-end.
    @Test(arguments: [(1.0, 1.0), (-1.0, -1.0)])
    func aDragMovesXWithThePointerAndYAgainstScreenDown(dx: Double, dy: Double) throws {
        let pad = XYPad()
        let host = try HostWindow(pad.widget, width: 200, height: 200)
        defer { host.close() }
        let changes = SignalCounter(pad.widget)
        let begins = SignalCounter(pad.widget, signal: "drag-begin"), ends = SignalCounter(pad.widget, signal: "drag-end")
        let xNotifies = SignalCounter(pad.widget, notify: "x-value"), yNotifies = SignalCounter(pad.widget, notify: "y-value")
        var drag = try GestureDriver(try state(of: pad.widget))
        let start = at(0.5, 0.5)
        drag.press(start.0, start.1)  // on the handle: nothing moves
        #expect(pad.xValue == 0.5 && pad.yValue == 0.5 && changes.count == 0)
        drag.move(start.0 + 18 * dx, start.1)  // 18 px is a tenth of the field
        drag.move(start.0 + 18 * dx, start.1 + 36 * dy)
        drag.release(start.0 + 18 * dx, start.1 + 36 * dy)
        #expect(abs(pad.xValue - (0.5 + 0.1 * dx)) < 1e-9)
        #expect(abs(pad.yValue - (0.5 - 0.2 * dy)) < 1e-9)
        #expect(changes.count == 2 && begins.count == 1 && ends.count == 1)
        #expect(xNotifies.count == 1 && yNotifies.count == 1)
    }

    /// Arrows move the handle the way they point whichever of x and y has focus; Home and End
    /// act on the focused axis only.
    @Test(arguments: [XYPadModel.Axis.x, .y])
    func arrowsPointAndHomeEndActOnTheFocusedAxis(focused: XYPadModel.Axis) throws {
        let pad = XYPad()
        pad.step = 0.1
        let host = try HostWindow(pad.widget, width: 200, height: 200)
        defer { host.close() }
        let parts = try state(of: pad.widget, as: XYPadState.self)
        parts.focus(focused == .x ? .lower : .upper)
        let keys = try InputDriver(pad.widget)
        let changes = SignalCounter(pad.widget)
        keys.press(GDK_KEY_Right)
        keys.press(GDK_KEY_Up)
        keys.press(GDK_KEY_Up)
        #expect(abs(pad.xValue - 0.6) < 1e-9 && abs(pad.yValue - 0.7) < 1e-9)
        keys.press(GDK_KEY_Left)
        keys.press(GDK_KEY_Down)
        #expect(abs(pad.xValue - 0.5) < 1e-9 && abs(pad.yValue - 0.6) < 1e-9)
        keys.press(GDK_KEY_End)
        #expect(focused == .x ? pad.xValue == 1 && abs(pad.yValue - 0.6) < 1e-9 : pad.yValue == 1 && pad.xValue == 0.5)
        keys.press(GDK_KEY_Home)
        #expect(focused == .x ? pad.xValue == 0 && abs(pad.yValue - 0.6) < 1e-9 : pad.yValue == 0 && pad.xValue == 0.5)
        #expect(changes.count == 7)
    }

    /// A drag focuses x, unless y has focus already, which keeps it.
    @Test(arguments: [false, true])
    func aDragFocusesXUnlessYHasFocus(yFocused: Bool) throws {
        let pad = XYPad()
        let host = try HostWindow(pad.widget, width: 200, height: 200)
        defer { host.close() }
        let parts = try state(of: pad.widget, as: XYPadState.self)
        gtk_widget_grab_focus(yFocused ? parts.yHandle : host.window)
        var drag = try GestureDriver(parts)
        let start = at(0.5, 0.5)
        drag.press(start.0, start.1)
        drag.move(start.0 + 20, start.1)
        drag.release(start.0 + 20, start.1)
        #expect(gtk_widget_has_focus(yFocused ? parts.yHandle : parts.xHandle) != 0)
        #expect(gtk_widget_has_focus(yFocused ? parts.xHandle : parts.yHandle) == 0)
    }

    /// The defaults and the crosshair notify once per real change, from Swift and from C, and
    /// not when set to what they are.
    @Test func theDefaultsAndTheCrosshairNotifyOncePerChange() {
        let pad = XYPad()
        for (name, set) in [("default-x", { pad.defaultX = 0.1 }), ("default-y", { pad.defaultY = 0.9 }), ("show-crosshair", { pad.showCrosshair = false })] {
            let notifies = SignalCounter(pad.widget, notify: name)
            set()
            set()
            #expect(notifies.count == 1, "\(name)")
        }
        #expect(pad.defaultX == 0.1 && pad.defaultY == 0.9 && !pad.showCrosshair)
    }

    /// Its natural size is a 200 px square, its least 48 px.
    @Test func itAsksForA200PixelSquare() {
        let pad = XYPad()
        for orientation in [GTK_ORIENTATION_HORIZONTAL, GTK_ORIENTATION_VERTICAL] {
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(pad.widget, orientation, -1, &minimum, &natural, nil, nil)
            #expect(minimum == 48 && natural == 200)
        }
    }

    /// Tab goes from x to y, then out; Shift+Tab back.
    @Test func tabVisitsXThenYThenLeaves() throws {
        let pad = XYPad()
        let host = try HostWindow(pad.widget, width: 200, height: 200)
        defer { host.close() }
        let parts = try state(of: pad.widget, as: XYPadState.self)
        parts.focus(.lower)  // (the window focused it already on opening, through the same path as Tab)
        #expect(gtk_widget_has_focus(parts.xHandle) != 0)
        #expect(gtk_widget_child_focus(host.window, GTK_DIR_TAB_FORWARD) != 0)
        #expect(gtk_widget_has_focus(parts.yHandle) != 0)
        #expect(gtk_widget_child_focus(pad.widget, GTK_DIR_TAB_FORWARD) == 0)  // after y: out
        #expect(gtk_widget_child_focus(host.window, GTK_DIR_TAB_BACKWARD) != 0)
        #expect(gtk_widget_has_focus(parts.xHandle) != 0)
        #expect(gtk_widget_child_focus(pad.widget, GTK_DIR_TAB_BACKWARD) == 0)  // before x: out
    }

    /// x and y are accessible sliders with their own axis's bounds and value; a screen reader
    /// setting one moves the handle along that axis only.
    @Test func xAndYAreAccessibleSlidersAndAScreenReaderMovesEach() throws {
        let pad = XYPad()
        pad.xMaximum = 10
        pad.yMinimum = -1
        pad.setValues(x: 4, y: 0.25)
        let parts = try state(of: pad.widget, as: XYPadState.self)
        for (part, label, minimum, maximum, value) in [(parts.xHandle, "X value", 0.0, 10.0, 4.0), (parts.yHandle, "Y value", -1, 1, 0.25)] {
            #expect(gtk_test_accessible_has_role(part.accessible, GTK_ACCESSIBLE_ROLE_SLIDER) != 0)
            #expect(cc_test_accessible_check_string(part.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label) == nil)
            #expect(cc_test_accessible_check_double(part.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, minimum) == nil)
            #expect(cc_test_accessible_check_double(part.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, maximum) == nil)
            #expect(cc_test_accessible_check_double(part.accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, value) == nil)
        }
        #expect(gtk_test_accessible_has_role(pad.widget.accessible, GTK_ACCESSIBLE_ROLE_GROUP) != 0)
        let changes = SignalCounter(pad.widget)
        #expect(cc_test_accessible_set_current_value(parts.yHandle, -0.5) != 0)
        #expect(pad.yValue == -0.5 && pad.xValue == 4 && changes.count == 1)
        #expect(cc_test_accessible_set_current_value(parts.xHandle, 7) != 0)
        #expect(pad.xValue == 7 && pad.yValue == -0.5 && changes.count == 2)
    }

    /// A bound set alone notifies itself once and nothing else, and the axis's accessible
    /// slider takes it at once, each axis and both ends.
    @Test(arguments: [("x-minimum", 0), ("x-maximum", 0), ("y-minimum", 1), ("y-maximum", 1)])
    func aBoundAloneNotifiesItselfAndReachesItsAccessibleSlider(name: String, handle: Int) throws {
        let pad = XYPad()
        let parts = try state(of: pad.widget, as: XYPadState.self)
        let counters = ["x-minimum", "x-maximum", "y-minimum", "y-maximum", "x-value", "y-value"].map { ($0, SignalCounter(pad.widget, notify: $0)) }
        let bound = name.hasSuffix("minimum") ? -2.0 : 3.0  // the value (0.5) stays inside
        cc_object_set_double(pad.widget, name, bound)
        for (other, counter) in counters {
            #expect(counter.count == (other == name ? 1 : 0), "\(other) after \(name)")
        }
        let part = handle == 0 ? parts.xHandle : parts.yHandle
        let property = name.hasSuffix("minimum") ? GTK_ACCESSIBLE_PROPERTY_VALUE_MIN : GTK_ACCESSIBLE_PROPERTY_VALUE_MAX
        #expect(cc_test_accessible_check_double(part.accessible, property, bound) == nil)
    }

    /// An adjustment given to an axis brings its bounds and value to that axis alone, and
    /// follows later changes; the other axis's adjustment is refused naming the property.
    @Test(arguments: [XYPadModel.Axis.x, .y])
    func anAxissAdjustmentSetsThatAxisAlone(axis: XYPadModel.Axis) throws {
        let pad = XYPad()
        let name = axis == .x ? "x-adjustment" : "y-adjustment"
        let adjustment = gtk_adjustment_new(30, 20, 80, 5, 10, 0)!
        g_object_ref_sink(UnsafeMutableRawPointer(adjustment))
        defer { g_object_unref(UnsafeMutableRawPointer(adjustment)) }
        let setNotifies = SignalCounter(pad.widget, notify: name)
        cc_object_set_object(pad.widget, name, UnsafeMutableRawPointer(adjustment))
        cc_object_set_object(pad.widget, name, UnsafeMutableRawPointer(adjustment))  // the same again: nothing
        #expect(setNotifies.count == 1)
        let (value, minimum, maximum) = axis == .x ? (pad.xValue, pad.xMinimum, pad.xMaximum) : (pad.yValue, pad.yMinimum, pad.yMaximum)
        #expect(value == 30 && minimum == 20 && maximum == 80)
        #expect((axis == .x ? pad.yMaximum : pad.xMaximum) == 1, "the other axis keeps its bounds")
        gtk_adjustment_set_value(adjustment, 75)
        #expect((axis == .x ? pad.xValue : pad.yValue) == 75)
        let parts = try state(of: pad.widget, as: XYPadState.self)
        let otherAdjustment = parts.adjustment(of: axis == .x ? .upper : .lower)
        let notifies = SignalCounter(pad.widget, notify: name)
        let warnings = WarningCapture.warnings { cc_object_set_object(pad.widget, name, UnsafeMutableRawPointer(otherAdjustment)) }
        #expect(notifies.count == 0 && parts.adjustment(of: axis == .x ? .lower : .upper) == adjustment)
        #expect(warnings == ["CcXYPad: invalid value for property '\(name)': it is the \(axis == .x ? "y" : "x") axis's adjustment"])
    }

    /// A double click puts the handle back at the defaults (set away from the middle).
    @Test func aDoubleClickResetsToTheDefaults() throws {
        let pad = XYPad()
        pad.defaultX = 0.2
        pad.defaultY = 0.9
        pad.setValues(x: 0.7, y: 0.1)
        let host = try HostWindow(pad.widget, width: 200, height: 200)
        defer { host.close() }
        let point = at(0.7, 0.1)
        var drag = try GestureDriver(try state(of: pad.widget))
        drag.press(point.0, point.1)
        drag.release(point.0, point.1)
        drag.press(point.0, point.1)
        drag.release(point.0, point.1)
        #expect(pad.xValue == 0.2 && pad.yValue == 0.9)
    }

    /// Non-finite values are refused naming the pad and the property; finite ones clamp into
    /// their own axis; a mark outside its axis is ignored with a warning.
    @Test func badInputWarnsOnceOrClampsAndNeverCrashes() {
        let pad = XYPad()
        pad.yMaximum = 100
        let changes = SignalCounter(pad.widget)
        for bad in [Double.nan, .infinity, -.infinity] {
            for (name, set) in [("x-value", { pad.xValue = bad }), ("y-maximum", { pad.yMaximum = bad }), ("default-y", { pad.defaultY = bad })] {
                let warnings = WarningCapture.warnings(during: set)
                #expect(warnings.count == 1 && warnings[0].contains("CcXYPad") && warnings[0].contains(name), "\(name) = \(bad): \(warnings)")
            }
        }
        #expect(pad.xValue == 0.5 && pad.yValue == 0.5 && pad.yMaximum == 100 && pad.defaultY == 0.5 && changes.count == 0)
        pad.xValue = 5
        pad.yValue = 5
        #expect(pad.xValue == 1 && pad.yValue == 5)
        let warnings = WarningCapture.warnings { pad.addMark(50, position: .top) }  // x is 0...1
        #expect(warnings.count == 1 && warnings[0].contains("CcXYPad") && warnings[0].contains("50"))
        #expect(WarningCapture.warnings { pad.addMark(50, position: .left) }.isEmpty)  // y is 0...100
    }
}
