import CCustomControls
import CustomControlsCGtk
import Testing
@testable import CustomControls

/// The flags the package builds from shim.h's constants (which read the same under every GLib)
/// are GLib's, checked against the numbers GLib's headers give them (its ABI), not against
/// another constant of the package, and the controls' property specs carry them.
@MainActor
@Suite(.gtk)
struct GLibFlagsTests {
    /// Bits, whatever the flags type's raw type (unsigned before GLib 2.86, signed after).
    private func bits<T: BinaryInteger>(_ raw: T) -> UInt32 { UInt32(truncatingIfNeeded: raw) }

    @Test func theShimsConstantsAreGLibsNumbers() {
        #expect(bits(CC_PARAM_READABLE.rawValue) == 1 << 0)
        #expect(bits(CC_PARAM_WRITABLE.rawValue) == 1 << 1)
        #expect(bits(CC_PARAM_READWRITE.rawValue) == 1 << 0 | 1 << 1)
        #expect(bits(CC_PARAM_CONSTRUCT_ONLY.rawValue) == 1 << 3)
        #expect(bits(CC_PARAM_LAX_VALIDATION.rawValue) == 1 << 4)
        #expect(bits(CC_PARAM_STATIC_STRINGS.rawValue) == 1 << 5 | 1 << 6 | 1 << 7)
        #expect(bits(CC_PARAM_EXPLICIT_NOTIFY.rawValue) == 1 << 30)
        #expect(bits(CC_PARAM_DEPRECATED.rawValue) == 1 << 31)
        #expect(bits(CC_TYPE_FLAG_CLASSED.rawValue) == 1 << 0)
        #expect(bits(CC_APPLICATION_NON_UNIQUE.rawValue) == 1 << 5)
        #expect(bits(CC_LOG_FLAG_RECURSION.rawValue) == 1 << 0)
        #expect(bits(CC_LOG_FLAG_FATAL.rawValue) == 1 << 1)
        #expect(bits(CC_LOG_LEVEL_ERROR.rawValue) == 1 << 2)
        #expect(bits(CC_LOG_LEVEL_CRITICAL.rawValue) == 1 << 3)
        #expect(bits(CC_LOG_LEVEL_WARNING.rawValue) == 1 << 4)
    }

    /// Every property a control installs: read-write, static strings, notified explicitly
    /// (once per real change), doubles laxly validated so the control names a refused value.
    @Test(arguments: ControlType.allCases)
    func everyInstalledPropertyCarriesTheFlagsTheControlsPromise(control: ControlType) throws {
        let objectClass = try #require(g_type_class_ref(control.gtype))
        defer { g_type_class_unref(objectClass) }
        var count: guint = 0
        let specs = try #require(g_object_class_list_properties(objectClass.assumingMemoryBound(to: GObjectClass.self), &count))
        defer { g_free(specs) }
        var checked = 0
        for index in 0..<Int(count) {
            let spec = try #require(specs[index])
            guard spec.pointee.owner_type == control.gtype else { continue }  // GtkWidget's and GtkRange's own
            let name = String(cString: g_param_spec_get_name(spec))
            let flags = bits(spec.pointee.flags.rawValue)
            let wanted: UInt32 = 1 << 0 | 1 << 1 | 1 << 5 | 1 << 6 | 1 << 7 | 1 << 30
            #expect(flags & wanted == wanted, "\(control.rawValue):\(name) has flags \(String(flags, radix: 16))")
            if spec.pointee.value_type == GType(15 << 2) {  // G_TYPE_DOUBLE
                #expect(flags & 1 << 4 != 0, "\(control.rawValue):\(name) is not laxly validated")
            }
            checked += 1
        }
        #expect(checked > 10, "\(control.rawValue): only \(checked) properties of its own")
    }
}
