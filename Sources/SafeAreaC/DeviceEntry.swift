// What a device handle stands for: the profile and the C strings handed out for it.
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
    /// The other display's profile name ("" for a device with one display).
    let siblingName: UnsafeMutablePointer<CChar>
    /// Per orientation (indexed by `Orientation.rawValue`), the strings of each
    /// declared reserved region, in the profile's order.
    let regionStrings: [[RegionStrings]]
    /// The answers of safearea_device_reserved_regions, made once from the engine's own
    /// `reservedRegions` for the newest data (the OS version only decides whether a
    /// query is refused, never what it answers): per orientation and pose (the
    /// header's values, `regionSlot`), the first record and count, or a NULL first
    /// record where the query is refused (the general path reports why).
    let regionSlots: UnsafeMutablePointer<safearea_internal_region_slot>
    private let regionRecords: UnsafeMutablePointer<safearea_reserved_region>

    static let regionPoses = Int(SAFEAREA_INTERNAL_REGION_POSES)
    static let regionOrientations = Int(SAFEAREA_INTERNAL_REGION_ORIENTATIONS)
    static let regionSlotCount = regionPoses * regionOrientations

    /// The slot of a query whose orientation and pose are in range.
    @inline(__always)
    static func regionSlot(_ orientation: safearea_orientation, _ pose: safearea_pose) -> Int {
        Int(orientation.rawValue) * regionPoses + Int(pose.rawValue)
    }

    struct RegionStrings {
        let name: UnsafeMutablePointer<CChar>
        let source: UnsafeMutablePointer<CChar>
        let basis: UnsafeMutablePointer<CChar>

        var all: [UnsafeMutablePointer<CChar>] { [name, source, basis] }
    }

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
    func rectCheck(_ orientation: Orientation, version: OSVersion?, statusBarHidden: Bool) throws(SafeAreaError)
        -> RectCheckBox
    {
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

    init(profile: DeviceProfile) {
        self.profile = profile
        name = duplicate(profile.name)
        aliases = profile.aliases.map(duplicate)
        recordStrings = profile.records.map { record in
            RecordStrings(
                source: duplicate(record.source), basis: duplicate(record.basis),
                keyboardSource: duplicate(record.keyboard?.provenance.source ?? ""),
                keyboardBasis: duplicate(record.keyboard?.provenance.basis ?? ""))
        }
        siblingName = duplicate(profile.display?.sibling ?? "")
        regionStrings = profile.reservedRegions.byOrientation.map { regions in
            (regions ?? []).map {
                RegionStrings(
                    name: duplicate($0.name), source: duplicate($0.provenance.source),
                    basis: duplicate($0.provenance.basis))
            }
        }
        (regionSlots, regionRecords) = Self.regionTable(profile, regionStrings)
    }

    private static func regionTable(_ profile: DeviceProfile, _ strings: [[RegionStrings]])
        -> (UnsafeMutablePointer<safearea_internal_region_slot>, UnsafeMutablePointer<safearea_reserved_region>)
    {
        var answers: [[safearea_reserved_region]?] = []
        for rawOrientation in 0..<regionOrientations {
            let orientation = Orientation(rawValue: rawOrientation)
            for rawPose in 0..<regionPoses {
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

    deinit {
        free(name)
        for alias in aliases { free(alias) }
        for strings in recordStrings {
            for string in strings.all { free(string) }
        }
        free(siblingName)
        for slot in regionStrings {
            for strings in slot {
                for string in strings.all { free(string) }
            }
        }
        regionSlots.deallocate()
        regionRecords.deallocate()
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
