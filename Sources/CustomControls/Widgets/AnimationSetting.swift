import CCustomControls
import CustomControlsCGtk

/// Whether the desktop lets the controls animate, as an animation reads it on every frame:
/// `gtk-enable-animations`, and on GTK 4.22 and later `gtk-interface-reduced-motion`.
///
/// Under reduced motion a value change settles at once, as with animations off. The controls'
/// only animation is the value's travel to a new value, the movement that setting asks to
/// avoid; GNOME's own widgets do the same with theirs (libadwaita skips its spring and timed
/// animations, GTK swaps a stack's slides for a crossfade), and a crossfade of a turning knob
/// would still show it turning.
///
/// The answer is kept on the GtkSettings object itself and refreshed by its `notify`, so a
/// frame does not look the properties up by name (a `g_object_get` that asks the display for
/// the setting again: about 2,400 instructions, for every control on every frame; #34). A
/// change of either setting, by the app or the desktop, notifies, so the next frame sees it.
enum AnimationSetting {
    /// Where the answer is kept on the settings: 1 no, 2 yes; none before the first read.
    fileprivate static let key = g_quark_from_string("cc-enable-animations")

    /// GtkSettings' reduced-motion setting (GTK 4.22+), and its `GTK_REDUCED_MOTION_REDUCE`.
    fileprivate static let reducedMotion = "gtk-interface-reduced-motion"
    private static let reduce: Int32 = 1

    /// Whether `settings` (a `GtkSettings *`) lets animations run.
    static func isEnabled(in settings: OpaquePointer) -> Bool {
        let object = UnsafeMutableRawPointer(settings)
        let kept = Int(bitPattern: g_object_get_qdata(object.assumingMemoryBound(to: GObject.self), key))
        guard kept == 0 else { return kept == 2 }
        g_signal_connect_data(object, "notify::gtk-enable-animations", settingChanged, nil, nil, GConnectFlags(rawValue: 0))
        if cc_object_has_property(object, reducedMotion) != 0 {
            g_signal_connect_data(object, "notify::\(reducedMotion)", settingChanged, nil, nil, GConnectFlags(rawValue: 0))
        }
        return keepCurrent(on: object)
    }

    /// Reads the settings and keeps the answer on `settings`; returns it.
    @discardableResult
    private static func keepCurrent(on settings: UnsafeMutableRawPointer) -> Bool {
        let enabled = cc_object_get_boolean(settings, "gtk-enable-animations") != 0
            && !(cc_object_has_property(settings, reducedMotion) != 0 && cc_object_get_int(settings, reducedMotion) == reduce)
        g_object_set_qdata(settings.assumingMemoryBound(to: GObject.self), key, UnsafeMutableRawPointer(bitPattern: enabled ? 2 : 1))
        return enabled
    }

    /// The settings' `notify::gtk-enable-animations` and `notify::gtk-interface-reduced-motion`:
    /// keeps the new answer.
    private static let settingChanged: GCallback = unsafeBitCast(
        { (settings: gpointer?, _: gpointer?, _: gpointer?) in
            guard let settings else { return }
            AnimationSetting.keepCurrent(on: settings)
        } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void, to: GCallback.self)
}
