// The shim's answer tables: the answers the C API hands out from a table made once rather than
// from the engine on every call, built and published in this one file.
//
// - Tables of the built-in devices (`AnswerTables`) are published in C (Sources/CSafeArea/tables.c)
//   when first needed, so a fast path reads them with one acquire load and pointer arithmetic and
//   no lazy-initialisation check: the flat devices (safearea_device_safe_area) and the reserved-
//   region slots (safearea_device_reserved_regions).
// - Tables of one device, built-in or loaded (`DeviceAnswers`, kept by each `DeviceEntry`): the
//   reserved-region answers the slots point into, and the rectangle checkers of
//   safearea_device_check_rects.
//
// Adding a table (the platform tables come next):
// - one that a fast path reads for every built-in device: a nested enum of `AnswerTables` at
//   "The next built-in table goes here", built in a `static let` whose initialiser publishes it,
//   with a reader that returns nil wherever the general path must answer (it reports why); its
//   storage and publish function go in tables.c and its static inline loader in
//   safearea_internal.h, each beside the two there;
// - one per device (loaded profiles too): a stored property of `DeviceAnswers` at "The next
//   per-device table goes here", made in its initialiser and freed in its deinit.
import CSafeArea
import SafeAreaEngine

/// The built-in devices' answer tables, published in C for the fast paths.
enum AnswerTables {
    /// The built-in devices' flat data (`FlatDevice`, the safe-area fast path's table), one
    /// slot per handle in handle order. A built-in device's handle is the address of its
    /// slot; `Handles.builtinIndex` reads the published block, so no built-in handle exists
    /// before `block` has published it.
    enum FlatDevices {
        static let stride = MemoryLayout<FlatDevice>.stride

        /// The block, made and published on first use (it lives as long as the process).
        static let block: UnsafeMutablePointer<FlatDevice> = {
            let profiles = DeviceCatalog.builtin.all
            let block = UnsafeMutablePointer<FlatDevice>.allocate(capacity: max(1, profiles.count))
            for (index, profile) in profiles.enumerated() {
                (block + index).initialize(to: FlatDevice(immortal: profile))
            }
            safearea_internal_flat_publish(UnsafeRawPointer(block), profiles.count)
            return block
        }()
    }

    /// The built-in devices' reserved-region answers (`DeviceAnswers.regionSlots`), one
    /// device after another in handle order, published by the first query so every later
    /// one reads its slot with one load.
    enum ReservedRegions {
        static let poses = Int(SAFEAREA_INTERNAL_REGION_POSES)
        static let orientations = Int(SAFEAREA_INTERNAL_REGION_ORIENTATIONS)
        static let slotsPerDevice = poses * orientations

        /// The slot of a query whose orientation and pose are in range.
        @inline(__always)
        static func slot(_ orientation: safearea_orientation, _ pose: safearea_pose) -> Int {
            Int(orientation.rawValue) * poses + Int(pose.rawValue)
        }

        private static let table: UnsafePointer<safearea_internal_region_slot> = {
            let entries = Handles.builtinEntries
            let table = UnsafeMutablePointer<safearea_internal_region_slot>.allocate(
                capacity: max(1, entries.count * slotsPerDevice))
            for (index, entry) in entries.enumerated() {
                (table + index * slotsPerDevice).initialize(from: entry.answers.regionSlots, count: slotsPerDevice)
            }
            safearea_internal_region_slots_publish(table)
            return UnsafePointer(table)
        }()

        /// Makes and publishes the table (the general path does, so the first query takes it).
        static func publish() {
            _ = table
        }

        /// The answer for a built-in handle, or nil for a query the general path answers (any
        /// other pointer, an orientation or pose out of range, a refusal, or before the first
        /// query published the table).
        @inline(__always)
        static func answer(
            _ device: OpaquePointer?, _ orientation: safearea_orientation,
            _ pose: safearea_pose
        ) -> safearea_internal_region_slot? {
            guard let table = safearea_internal_region_slots(), let index = Handles.builtinIndex(device),
                orientation.rawValue < UInt32(orientations),
                pose.rawValue < UInt32(poses)
            else { return nil }
            let slot = table[index * slotsPerDevice + Self.slot(orientation, pose)]
            return slot.first == nil ? nil : slot
        }
    }

    // The next built-in table goes here.
}

/// One device's answer tables, kept by its `DeviceEntry` (built-in or loaded).
final class DeviceAnswers: @unchecked Sendable {
    /// The answers of safearea_device_reserved_regions, made once from the engine's own
    /// `reservedRegions` for the newest data (the OS version only decides whether a
    /// query is refused, never what it answers): per orientation and pose (the
    /// header's values, `AnswerTables.ReservedRegions.slot`), the first record and count,
    /// or a NULL first record where the query is refused (the general path reports why).
    let regionSlots: UnsafeMutablePointer<safearea_internal_region_slot>
    private let regionRecords: UnsafeMutablePointer<safearea_reserved_region>

    /// Rectangle checkers built for this device, by layout: building one costs
    /// about a microsecond, a batch of 1,000 rectangles a few more. The last one
    /// used is kept apart: a pipeline checks batch after batch on one layout, and
    /// comparing a key costs less than hashing it.
    private let rectChecks = Locked<RectChecks>(RectChecks())

    private struct RectChecks {
        var last: (key: RectCheckKey, check: RectCheckBox)?
        var all: [RectCheckKey: RectCheckBox] = [:]
    }

    // The next per-device table goes here.

    /// The tables of `profile`, whose reserved regions' C strings are `regionStrings` (the
    /// entry's, which outlive these answers).
    init(_ profile: DeviceProfile, regionStrings: [[DeviceEntry.RegionStrings]]) {
        (regionSlots, regionRecords) = Self.regionTable(profile, regionStrings)
    }

    deinit {
        regionSlots.deallocate()
        regionRecords.deallocate()
    }

    /// The reserved-region answer of a query whose orientation and pose are in range.
    func regionSlot(_ orientation: safearea_orientation, _ pose: safearea_pose) -> safearea_internal_region_slot {
        regionSlots[AnswerTables.ReservedRegions.slot(orientation, pose)]
    }

    /// The checker for a layout of `profile`, built on first use (at most 64 kept per device).
    /// Boxed: handing out the reference, not a copy of the checker's few hundred bytes.
    func rectCheck(
        _ profile: DeviceProfile, _ orientation: Orientation, version: OSVersion?, statusBarHidden: Bool
    ) throws(SafeAreaError) -> RectCheckBox {
        let key = RectCheckKey(orientation: orientation, version: version, statusBarHidden: statusBarHidden)
        let found = rectChecks.withLock { checks -> RectCheckBox? in
            if let last = checks.last, last.key == key { return last.check }
            guard let check = checks.all[key] else { return nil }
            checks.last = (key, check)
            return check
        }
        if let found { return found }
        let check = RectCheckBox(
            try RectCheck(device: profile, orientation: orientation, version: version, statusBarHidden: statusBarHidden)
        )
        rectChecks.withLock {
            if $0.all.count >= 64 { $0.all.removeAll() }
            $0.all[key] = check
            $0.last = (key, check)
        }
        return check
    }

    private static func regionTable(_ profile: DeviceProfile, _ strings: [[DeviceEntry.RegionStrings]])
        -> (UnsafeMutablePointer<safearea_internal_region_slot>, UnsafeMutablePointer<safearea_reserved_region>)
    {
        var answers: [[safearea_reserved_region]?] = []
        for rawOrientation in 0..<AnswerTables.ReservedRegions.orientations {
            let orientation = Orientation(rawValue: rawOrientation)
            for rawPose in 0..<AnswerTables.ReservedRegions.poses {
                // A pose on a display without a fold is refused (the engine says why on the general
                // path); asking here would build that message for every built-in device.
                guard let orientation, rawPose == 0 || profile.reservedRegions.hasFold else {
                    answers.append(nil)
                    continue
                }
                do throws(SafeAreaError) {
                    let pose = try poseArgument(safearea_pose(rawValue: UInt32(rawPose)))
                    let answer = try profile.reservedRegions(orientation, pose: pose, version: nil)
                    let names = strings[orientation.rawValue]
                    answers.append(answer.indices.map { cReservedRegion(answer[$0], names[$0]) })
                } catch {
                    answers.append(nil)
                }
            }
        }
        let records = UnsafeMutablePointer<safearea_reserved_region>.allocate(
            capacity: max(1, answers.reduce(0) { $0 + ($1?.count ?? 0) }))
        let slots = UnsafeMutablePointer<safearea_internal_region_slot>.allocate(capacity: answers.count)
        var next = records
        for (index, answer) in answers.enumerated() {
            guard let answer else {
                (slots + index).initialize(to: safearea_internal_region_slot(first: nil, count: 0))
                continue
            }
            next.initialize(from: answer, count: answer.count)
            (slots + index).initialize(
                to: safearea_internal_region_slot(first: UnsafePointer(next), count: answer.count))
            next += answer.count
        }
        return (slots, records)
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
