import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// The keys every control answers, in one table, as gtk/gtkrange.c binds them: arrows and
/// keypad arrows step, Ctrl+arrows and Page Up/Down page, Home/End go to the ends, + and -
/// step. Up and Down mean the same in both orientations ("blind users don't care about
/// orientation"); Left and Right are marked horizontal so a mirrored control can flip them.
enum KeyBindings {
    struct Binding {
        let keyvals: [Int32]
        let control: Bool
        let command: KeyCommand
        let horizontal: Bool
    }

    static let table: [Binding] = [
        Binding(keyvals: [GDK_KEY_Right, GDK_KEY_KP_Right], control: false, command: .step(1), horizontal: true),
        Binding(keyvals: [GDK_KEY_Left, GDK_KEY_KP_Left], control: false, command: .step(-1), horizontal: true),
        Binding(keyvals: [GDK_KEY_Up, GDK_KEY_KP_Up], control: false, command: .step(1), horizontal: false),
        Binding(keyvals: [GDK_KEY_Down, GDK_KEY_KP_Down], control: false, command: .step(-1), horizontal: false),
        Binding(keyvals: [GDK_KEY_Right, GDK_KEY_KP_Right], control: true, command: .page(1), horizontal: true),
        Binding(keyvals: [GDK_KEY_Left, GDK_KEY_KP_Left], control: true, command: .page(-1), horizontal: true),
        Binding(keyvals: [GDK_KEY_Up, GDK_KEY_KP_Up], control: true, command: .page(1), horizontal: false),
        Binding(keyvals: [GDK_KEY_Down, GDK_KEY_KP_Down], control: true, command: .page(-1), horizontal: false),
        Binding(keyvals: [GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up], control: false, command: .page(1), horizontal: false),
        Binding(keyvals: [GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down], control: false, command: .page(-1), horizontal: false),
        Binding(keyvals: [GDK_KEY_Home, GDK_KEY_KP_Home], control: false, command: .toMinimum, horizontal: false),
        Binding(keyvals: [GDK_KEY_End, GDK_KEY_KP_End], control: false, command: .toMaximum, horizontal: false),
        Binding(keyvals: [GDK_KEY_plus, GDK_KEY_KP_Add, GDK_KEY_equal], control: false, command: .step(1), horizontal: false),
        Binding(keyvals: [GDK_KEY_minus, GDK_KEY_KP_Subtract], control: false, command: .step(-1), horizontal: false),
    ]

    /// The command for a key press, or nil when the key is not ours (so it propagates).
    /// `mirrored` flips Left and Right.
    static func command(keyval: guint, modifiers: GdkModifierType, mirrored: Bool) -> KeyCommand? {
        let control = modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0
        guard let binding = table.first(where: { $0.control == control && $0.keyvals.contains(Int32(bitPattern: keyval)) }) else {
            return nil
        }
        return mirrored && binding.horizontal ? binding.command.reversed : binding.command
    }

    /// The command for a scroll of `dy` units (negative: up, which increases): a step, a
    /// tenth of one with Shift, a page with Ctrl.
    static func command(scroll dy: Double, modifiers: GdkModifierType) -> KeyCommand? {
        let units = Int((-dy).rounded())
        guard units != 0 else { return nil }
        if modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0 { return .page(units) }
        if modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0 { return .fineStep(units) }
        return .step(units)
    }
}
