// What a device handle stands for: the profile and the C strings handed out for it.
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
        siblingName = duplicate(profile.display?.sibling ?? "")
        regionStrings = profile.reservedRegions.byOrientation.map { regions in
            (regions ?? []).map { RegionStrings(name: duplicate($0.name), source: duplicate($0.provenance.source),
                                                basis: duplicate($0.provenance.basis)) }
        }
    }

    deinit {
        free(name)
        aliases.forEach { free($0) }
        recordStrings.forEach { $0.all.forEach { free($0) } }
        free(siblingName)
        regionStrings.forEach { $0.forEach { $0.all.forEach { free($0) } } }
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
