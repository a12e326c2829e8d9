import SafeAreaEngine

/// The live objects behind one kind of opaque handle (`safearea_tree *`,
/// `safearea_report *`, a loaded `safearea_device *`).
///
/// Each handle is a small allocation of its own whose address is the key, so a
/// handle is never reused while live and a stale or foreign pointer is found
/// missing and reported, never dereferenced. Thread-safe (a POSIX mutex, which
/// ThreadSanitizer sees).
final class HandleRegistry<Box: AnyObject>: @unchecked Sendable {
    private let live = Locked<[UInt: Box]>([:])
    /// The C type's name, for messages ("safearea_tree").
    let typeName: String
    /// The parameter's name, for messages ("tree").
    let argument: String

    init(typeName: String, argument: String) {
        self.typeName = typeName
        self.argument = argument
    }

    /// Registers `box` under a new handle.
    func insert(_ box: Box) -> OpaquePointer {
        let token = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)
        live.withLock { $0[UInt(bitPattern: token)] = box }
        return OpaquePointer(token)
    }

    /// The object behind a handle: NULL_ARGUMENT for NULL, UNKNOWN_HANDLE for
    /// a handle that is not live.
    func box(_ handle: OpaquePointer?) throws(SafeAreaError) -> Box {
        guard let handle else { throw .nullArgument("\(argument) is NULL") }
        guard let box = lookup(handle) else {
            throw .unknownHandle(Handles.refusal(handle, argument: argument, expected: typeName))
        }
        return box
    }

    /// The object behind a handle, or nil.
    func lookup(_ handle: OpaquePointer) -> Box? {
        live.withLock { $0[UInt(bitPattern: handle)] }
    }

    /// Unregisters a handle and frees its allocation; false when it was not live.
    func remove(_ handle: OpaquePointer) -> Bool {
        let removed = live.withLock { $0.removeValue(forKey: UInt(bitPattern: handle)) }
        guard removed != nil else { return false }
        UnsafeMutableRawPointer(handle).deallocate()
        return true
    }
}
