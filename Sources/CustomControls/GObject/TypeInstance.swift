import CustomControlsCGtk

/// What a pointer handed in from outside points to, found without following any pointer
/// stored in that memory.
///
/// Every GObject (every `GTypeInstance`) starts with a pointer to its class. GLib's own checks
/// (`G_TYPE_CHECK_INSTANCE_TYPE`, `G_IS_OBJECT`) follow that pointer to read the class's
/// GType, and crash when the memory is no instance at all. Here the first word is only
/// compared with class pointers GLib holds, so a pointer to any readable memory that is not
/// an instance (a `GdkRGBA`, a `GtkTextIter`, a string) is told apart without a crash. A
/// dangling or unreadable pointer still cannot be: as in C, that is undefined behaviour.
enum TypeInstance {
    /// Whether `pointer` is an instance of `type`, a final type (the control types are), whose
    /// instances' class pointer is exactly the type's class.
    static func isInstance(_ pointer: UnsafeRawPointer, ofFinalType type: GType) -> Bool {
        // No class yet: no instance of the type was ever made.
        guard let typeClass = g_type_class_peek(type) else { return false }
        return classPointer(at: pointer) == UnsafeRawPointer(typeClass)
    }

    /// The GType name of the instance at `pointer`, or nil when its first word is the class of
    /// no classed type GLib knows (it is no instance). Walks the whole type tree: for error
    /// messages, not for hot paths.
    static func typeName(at pointer: UnsafeRawPointer) -> String? {
        guard let instanceClass = classPointer(at: pointer) else { return nil }
        let shift = GType(G_TYPE_FUNDAMENTAL_SHIFT)
        for index in 1..<(g_type_fundamental_next() >> shift) {
            let fundamental = GType(index) << shift
            guard g_type_test_flags(fundamental, CC_TYPE_FLAG_CLASSED.rawValue) != 0,
                  let type = type(in: fundamental, whoseClassIs: instanceClass) else { continue }
            return String(cString: g_type_name(type))
        }
        return nil
    }

    /// The first word at `pointer`: the class, if it is an instance.
    private static func classPointer(at pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
        pointer.loadUnaligned(as: UnsafeRawPointer?.self)
    }

    /// `root` or the descendant of it whose (initialized) class is `instanceClass`.
    private static func type(in root: GType, whoseClassIs instanceClass: UnsafeRawPointer) -> GType? {
        if let rootClass = g_type_class_peek(root), UnsafeRawPointer(rootClass) == instanceClass { return root }
        var count: guint = 0
        guard let children = g_type_children(root, &count) else { return nil }
        defer { g_free(children) }
        for index in 0..<Int(count) {
            if let type = type(in: children[index], whoseClassIs: instanceClass) { return type }
        }
        return nil
    }
}
