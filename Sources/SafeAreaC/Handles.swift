import CSafeArea
import Glibc
import SafeAreaEngine

/// A device profile with the C strings the API hands out for it.
final class DeviceEntry: @unchecked Sendable {
    let profile: DeviceProfile
    let name: UnsafeMutablePointer<CChar>
    let aliases: [UnsafeMutablePointer<CChar>]
    /// Each inset record's provenance strings, as the C API hands them out.
    let recordStrings: [RecordStrings]

    struct RecordStrings {
        let source: UnsafeMutablePointer<CChar>
        let basis: UnsafeMutablePointer<CChar>
        let keyboardSource: UnsafeMutablePointer<CChar>
        let keyboardBasis: UnsafeMutablePointer<CChar>

        var all: [UnsafeMutablePointer<CChar>] { [source, basis, keyboardSource, keyboardBasis] }
    }
    /// Rectangle checkers built for this device, by layout: building one costs
    /// about a microsecond, a batch of 1,000 rectangles a few more. The last one
    /// used is kept apart: a pipeline checks batch after batch on one layout, and
    /// comparing a key costs less than hashing it.
    private let rectChecks = Locked<RectChecks>(RectChecks())

    private struct RectChecks {
        var last: (key: RectCheckKey, check: RectCheckBox)?
        var all: [RectCheckKey: RectCheckBox] = [:]
    }

    /// The checker for a layout, built on first use (at most 64 kept per device).
    /// Boxed: handing out the reference, not a copy of the checker's few hundred bytes.
    func rectCheck(_ orientation: Orientation, version: OSVersion?, statusBarHidden: Bool) throws(SafeAreaError) -> RectCheckBox {
        let key = RectCheckKey(orientation: orientation, version: version, statusBarHidden: statusBarHidden)
        let found = rectChecks.withLock { checks -> RectCheckBox? in
            if let last = checks.last, last.key == key { return last.check }
            guard let check = checks.all[key] else { return nil }
            checks.last = (key, check)
            return check
        }
        if let found { return found }
        let check = RectCheckBox(try RectCheck(device: profile, orientation: orientation, version: version, statusBarHidden: statusBarHidden))
        rectChecks.withLock {
            if $0.all.count >= 64 { $0.all.removeAll() }
            $0.all[key] = check
            $0.last = (key, check)
        }
        return check
    }

    init(profile: DeviceProfile) {
        self.profile = profile
        name = duplicate(profile.name)
        aliases = profile.aliases.map(duplicate)
        recordStrings = profile.records.map { record in
            RecordStrings(source: duplicate(record.source), basis: duplicate(record.basis),
                          keyboardSource: duplicate(record.keyboard?.provenance.source ?? ""),
                          keyboardBasis: duplicate(record.keyboard?.provenance.basis ?? ""))
        }
    }

    deinit {
        free(name)
        aliases.forEach { free($0) }
        recordStrings.forEach { $0.all.forEach { free($0) } }
    }
}

/// An immutable checker, shared by reference.
final class RectCheckBox: Sendable {
    let check: RectCheck
    init(_ check: RectCheck) { self.check = check }
}

struct RectCheckKey: Hashable {
    let orientation: Orientation
    let version: OSVersion?
    let statusBarHidden: Bool
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
/// A built-in device's handle is the address of its `FlatDevice` slot in one
/// block of memory that lives as long as the process, so checking a handle is
/// pointer arithmetic and the per-call query reads plain memory. Loaded
/// profiles live in a `HandleRegistry`, like trees and reports; a handle that
/// is in neither (never made, or already freed) is reported, not dereferenced.
enum Handles {
    static let stride = MemoryLayout<FlatDevice>.stride

    /// Built-in entries with their C strings, in catalog order.
    static let builtinEntries: [DeviceEntry] = DeviceCatalog.builtin.all.map(DeviceEntry.init(profile:))

    /// The block of flat built-in devices.
    static let flatDevices: UnsafeMutablePointer<FlatDevice> = {
        let profiles = DeviceCatalog.builtin.all
        let block = UnsafeMutablePointer<FlatDevice>.allocate(capacity: max(1, profiles.count))
        for (index, profile) in profiles.enumerated() {
            (block + index).initialize(to: FlatDevice(immortal: profile))
        }
        return block
    }()

    /// The catalog's devices (what safearea_device_count lists).
    static let builtinCount: Int = DeviceCatalog.builtin.profiles.count
    /// Every built-in handle: the catalog, then the Display Zoom variants.
    static let handleCount: Int = DeviceCatalog.builtin.all.count

    /// Profiles loaded from JSON.
    static let loaded = HandleRegistry<DeviceEntry>(typeName: "safearea_device")

    /// The handle of built-in device `index` (which must be valid).
    static func handle(builtin index: Int) -> OpaquePointer? {
        _ = published
        return OpaquePointer(flatDevices + index)
    }

    /// The position of a built-in handle in the catalog, or nil for any other pointer.
    @inline(__always)
    static func builtinIndex(_ handle: OpaquePointer) -> Int? {
        let address = UInt(bitPattern: handle)
        let base = UInt(bitPattern: flatDevices)
        guard address >= base else { return nil }
        let offset = address - base
        guard offset % UInt(stride) == 0 else { return nil }
        let index = Int(offset / UInt(stride))
        return index < handleCount ? index : nil
    }

    /// The flat data of a built-in handle, or nil for any other pointer
    /// (or before the catalog is published; `publish()` runs on first use).
    @inline(__always)
    static func flat(_ handle: OpaquePointer?) -> UnsafePointer<FlatDevice>? {
        guard let handle, let raw = safearea_internal_flat_base() else { return nil }
        let base = UInt(bitPattern: raw)
        let address = UInt(bitPattern: handle)
        guard address >= base else { return nil }
        let offset = address - base
        guard offset % UInt(stride) == 0, offset / UInt(stride) < UInt(safearea_internal_flat_count()) else { return nil }
        return UnsafePointer(bitPattern: address)
    }

    /// Makes the flat table visible to `flat(_:)`; idempotent.
    static let published: Bool = {
        safearea_internal_flat_publish(UnsafeRawPointer(flatDevices), handleCount)
        return true
    }()

    /// The entry behind a handle.
    static func entry(_ handle: OpaquePointer?, argument: String = "device") throws(SafeAreaError) -> DeviceEntry {
        guard let handle else { throw .nullArgument("\(argument) is NULL") }
        if let index = builtinIndex(handle) { return builtinEntries[index] }
        if let entry = loaded.lookup(handle) { return entry }
        throw .unknownHandle("\(argument) is not a live safearea_device (never created, or already freed)")
    }

    /// True for a handle of the built-in catalog.
    static func isBuiltin(_ handle: OpaquePointer) -> Bool {
        builtinIndex(handle) != nil
    }

    /// Registers a loaded profile and returns its new handle.
    static func register(_ profile: DeviceProfile) -> OpaquePointer? {
        loaded.insert(DeviceEntry(profile: profile))
    }

    /// Removes a loaded profile; false when the handle is not a live loaded profile.
    static func unregister(_ handle: OpaquePointer) -> Bool {
        loaded.remove(handle)
    }
}
