import CSafeArea
import Glibc
import SafeAreaEngine
import Synchronization

/// A device profile with the C strings the API hands out for it.
final class DeviceEntry: @unchecked Sendable {
    let profile: DeviceProfile
    let name: UnsafeMutablePointer<CChar>
    let aliases: [UnsafeMutablePointer<CChar>]

    init(profile: DeviceProfile) {
        self.profile = profile
        name = duplicate(profile.name)
        aliases = profile.aliases.map(duplicate)
    }

    deinit {
        free(name)
        aliases.forEach { free($0) }
    }
}

/// A malloc'ed NUL-terminated copy (the profile validator rejects embedded NULs).
private func duplicate(_ text: String) -> UnsafeMutablePointer<CChar> {
    let utf8 = Array(text.utf8)
    let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count + 1)
    for (index, byte) in utf8.enumerated() {
        pointer[index] = CChar(bitPattern: byte)
    }
    pointer[utf8.count] = 0
    return pointer
}

/// Maps opaque `safearea_device *` handles to profiles.
///
/// Built-in devices are slots in one block of memory, so checking a handle is
/// pointer arithmetic. Loaded profiles each own a small allocation whose
/// address is the handle, registered under a mutex; a handle that is not in
/// the registry (never made, or already freed) is reported, not dereferenced.
enum Handles {
    static let slotSize = 8

    struct Builtin: @unchecked Sendable {
        let base: UInt
        let entries: [DeviceEntry]
    }

    static let builtin: Builtin = {
        let entries = DeviceCatalog.builtin.profiles.map(DeviceEntry.init(profile:))
        let block = UnsafeMutableRawPointer.allocate(byteCount: max(1, entries.count) * slotSize, alignment: slotSize)
        return Builtin(base: UInt(bitPattern: block), entries: entries)
    }()

    static let loaded = Mutex<[UInt: DeviceEntry]>([:])

    /// The handle of built-in device `index` (which must be valid).
    static func handle(builtin index: Int) -> OpaquePointer? {
        OpaquePointer(bitPattern: builtin.base + UInt(index * slotSize))
    }

    /// The entry behind a handle.
    @inline(__always)
    static func entry(_ handle: OpaquePointer?, argument: String = "device") throws(SafeAreaError) -> DeviceEntry {
        guard let handle else { throw .nullArgument("\(argument) is NULL") }
        let address = UInt(bitPattern: handle)
        let table = builtin
        if address >= table.base {
            let offset = address - table.base
            if offset % UInt(slotSize) == 0 {
                let index = Int(offset / UInt(slotSize))
                if index < table.entries.count { return table.entries[index] }
            }
        }
        if let entry = loaded.withLock({ $0[address] }) { return entry }
        throw .unknownHandle("\(argument) is not a live safearea_device (never created, or already freed)")
    }

    /// True for a handle of the built-in catalog.
    static func isBuiltin(_ handle: OpaquePointer) -> Bool {
        let address = UInt(bitPattern: handle)
        let table = builtin
        guard address >= table.base else { return false }
        let offset = address - table.base
        return offset % UInt(slotSize) == 0 && Int(offset / UInt(slotSize)) < table.entries.count
    }

    /// Registers a loaded profile and returns its new handle.
    static func register(_ profile: DeviceProfile) -> OpaquePointer? {
        let entry = DeviceEntry(profile: profile)
        let token = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)
        let address = UInt(bitPattern: token)
        loaded.withLock { $0[address] = entry }
        return OpaquePointer(token)
    }

    /// Removes a loaded profile; false when the handle is not a live loaded profile.
    static func unregister(_ handle: OpaquePointer) -> Bool {
        let address = UInt(bitPattern: handle)
        let removed = loaded.withLock { $0.removeValue(forKey: address) }
        guard removed != nil else { return false }
        UnsafeMutableRawPointer(handle).deallocate()
        return true
    }
}
