import CCustomControls
import CustomControlsCGtk

/// `gtk-enable-animations` as an animation reads it on every frame: kept on the GtkSettings
/// object itself and refreshed by its `notify`, so a frame does not look the property up by
/// name (a `g_object_get` that asks the display for the setting again: about 2,400
/// instructions, for every control on every frame; #34). A change of the setting, by the app
/// or the desktop, notifies, so the next frame sees it, as before.
enum AnimationSetting {
    /// Where the value is kept on the settings: 1 off, 2 on; none before the first read.
    fileprivate static let key = g_quark_from_string("cc-enable-animations")

    /// Whether `settings` (a `GtkSettings *`) lets animations run.
    static func isEnabled(in settings: OpaquePointer) -> Bool {
        let object = UnsafeMutableRawPointer(settings)
        let kept = Int(bitPattern: g_object_get_qdata(object.assumingMemoryBound(to: GObject.self), key))
        guard kept == 0 else { return kept == 2 }
        g_signal_connect_data(object, "notify::gtk-enable-animations", enableAnimationsChanged, nil, nil, GConnectFlags(0))
        return keepCurrent(on: object)
    }

    /// Reads the setting and keeps it on `settings`; returns it.
    @discardableResult
    fileprivate static func keepCurrent(on settings: UnsafeMutableRawPointer) -> Bool {
        let enabled = cc_object_get_boolean(settings, "gtk-enable-animations") != 0
        g_object_set_qdata(settings.assumingMemoryBound(to: GObject.self), key, UnsafeMutableRawPointer(bitPattern: enabled ? 2 : 1))
        return enabled
    }
}

/// The settings' `notify::gtk-enable-animations`: keeps the new value.
private let enableAnimationsChanged: GCallback = unsafeBitCast(
    { (settings: gpointer?, _: gpointer?, _: gpointer?) in
        guard let settings else { return }
        AnimationSetting.keepCurrent(on: settings)
    } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void, to: GCallback.self)
