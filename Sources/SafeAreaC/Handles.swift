// The opaque handles of include/safearea.h and the objects behind them:
// devices (built-in ones as addresses in one flat block, loaded ones in a
// registry), trees and audit reports.
import CSafeArea
import SafeAreaEngine

/// Maps the opaque handles (`safearea_device *`, `safearea_tree *`,
/// `safearea_report *`) to the objects behind them.
///
/// A built-in device's handle is the address of its `FlatDevice` slot in one
/// block of memory that lives as long as the process (`AnswerTables.FlatDevices`),
/// so checking a handle is pointer arithmetic and the per-call query reads plain
/// memory. Loaded profiles live in a `HandleRegistry`, like trees and reports; a
/// handle that is in neither (never made, or already freed) is reported, not
/// dereferenced.
enum Handles {
    /// Built-in entries with their C strings, in catalog order.
    static let builtinEntries: [DeviceEntry] = DeviceCatalog.builtin.all.map(DeviceEntry.init(profile:))

    /// The catalog's devices (what safearea_device_count lists).
    static let builtinCount: Int = DeviceCatalog.builtin.profiles.count
    /// Every built-in handle: the catalog, then the Display Zoom variants.
    static let handleCount: Int = DeviceCatalog.builtin.all.count

    /// Profiles loaded from JSON.
    static let loaded = HandleRegistry<DeviceEntry>(typeName: "safearea_device", argument: "device")
    /// Live trees.
    static let trees = HandleRegistry<TreeBox>(typeName: "safearea_tree", argument: "tree")
    /// Live audit reports.
    static let reports = HandleRegistry<ReportBox>(typeName: "safearea_report", argument: "report")

    /// The handle of built-in device `index` (which must be valid).
    static func handle(builtin index: Int) -> OpaquePointer? {
        OpaquePointer(AnswerTables.FlatDevices.block + index)
    }

    /// The position of a built-in handle in the catalog, or nil for any other pointer. Read
    /// from the published flat table, with no lazy-initialisation check: no built-in handle
    /// exists before `handle(builtin:)` has the table published.
    @inline(__always)
    static func builtinIndex(_ handle: OpaquePointer?) -> Int? {
        guard let handle, let raw = safearea_internal_flat_base() else { return nil }
        // Below the base, the difference wraps around to a number past every slot.
        let offset = UInt(bitPattern: handle) &- UInt(bitPattern: raw)
        let stride = UInt(AnswerTables.FlatDevices.stride)
        let index = offset / stride
        guard offset % stride == 0, index < UInt(bitPattern: safearea_internal_flat_count()) else { return nil }
        return Int(bitPattern: index)
    }

    /// The flat data of a built-in handle, or nil for any other pointer.
    @inline(__always)
    static func flat(_ handle: OpaquePointer?) -> UnsafePointer<FlatDevice>? {
        guard builtinIndex(handle) != nil else { return nil }
        return UnsafePointer(handle)
    }

    /// The entry behind a handle.
    static func entry(_ handle: OpaquePointer?, argument: String = "device") throws(SafeAreaError) -> DeviceEntry {
        guard let handle else { throw .nullArgument("\(argument) is NULL") }
        if let index = builtinIndex(handle) { return builtinEntries[index] }
        if let entry = loaded.lookup(handle) { return entry }
        throw .unknownHandle(refusal(handle, argument: argument, expected: "safearea_device"))
    }

    /// Why `handle` is refused where `argument` takes an `expected` handle: the live handle of
    /// another kind it is, or none.
    static func refusal(_ handle: OpaquePointer, argument: String, expected: String) -> String {
        let given: String? =
            if builtinIndex(handle) != nil || loaded.lookup(handle) != nil {
                "safearea_device"
            } else if trees.lookup(handle) != nil {
                "safearea_tree"
            } else if reports.lookup(handle) != nil {
                "safearea_report"
            } else {
                nil
            }
        guard let given, given != expected else {
            return "\(argument) is not a live \(expected) (never created, or already freed)"
        }
        return "\(argument) is a \(given) where a \(expected) is expected"
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

/// A tree behind a `safearea_tree *` handle.
final class TreeBox: @unchecked Sendable {
    var tree: SafeAreaTree
    /// C copies of the strings the tree's window reads hand out (provenance, region names), one
    /// per distinct string, freed with the tree.
    private var strings: [String: UnsafeMutablePointer<CChar>] = [:]
    init(_ tree: SafeAreaTree) { self.tree = tree }

    /// A NUL-terminated copy of `text` that lives as long as the tree.
    func cText(_ text: String) -> UnsafePointer<CChar> {
        if let kept = strings[text] { return UnsafePointer(kept) }
        let bytes = text.utf8CString
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        bytes.withUnsafeBufferPointer { copy.initialize(from: $0.baseAddress!, count: $0.count) }
        strings[text] = copy
        return UnsafePointer(copy)
    }

    deinit { for pointer in strings.values { pointer.deallocate() } }
}

/// An audit result behind a `safearea_report *` handle.
final class ReportBox: @unchecked Sendable {
    let report: AuditReport
    init(_ report: AuditReport) { self.report = report }
}
