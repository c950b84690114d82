import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// Presses keys and turns the wheel through a control's real key and scroll controllers.
@MainActor
struct InputDriver {
    let keys: OpaquePointer
    let scroll: OpaquePointer

    init(_ widget: UnsafeMutablePointer<GtkWidget>) throws {
        let state = try #require(ControlState.of(widget))
        keys = try #require(state.controller(of: gtk_event_controller_key_get_type()))
        scroll = try #require(state.controller(of: gtk_event_controller_scroll_get_type()))
    }

    @discardableResult
    func press(_ keyval: Int32, control: Bool = false, shift: Bool = false) -> Bool {
        var modifiers: UInt32 = 0
        if control { modifiers |= GDK_CONTROL_MASK.rawValue }
        if shift { modifiers |= GDK_SHIFT_MASK.rawValue }
        return cc_signal_emit_key_pressed(UnsafeMutableRawPointer(keys), guint(bitPattern: keyval), GdkModifierType(modifiers)) != 0
    }

    /// Turns the wheel `dy` notches (negative: up).
    @discardableResult
    func wheel(_ dy: Double) -> Bool {
        cc_signal_emit_scroll(UnsafeMutableRawPointer(scroll), 0, dy) != 0
    }
}
