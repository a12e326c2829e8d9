// What a device handle stands for: the profile, the C strings handed out for it and its
// answer tables (AnswerTables.swift).
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
    /// The device's answer tables (reserved regions, rectangle checkers), built from the
    /// profile and the strings above.
    let answers: DeviceAnswers

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
        /// The basis of the record's measured values at a version its source did not run ("carried from 26.5, ...").
        let carriedBasis: UnsafeMutablePointer<CChar>
        let keyboardCarriedBasis: UnsafeMutablePointer<CChar>
        /// The same three for the keyboard without its predictive row.
        let rowlessSource: UnsafeMutablePointer<CChar>
        let rowlessBasis: UnsafeMutablePointer<CChar>
        let rowlessCarriedBasis: UnsafeMutablePointer<CChar>

        var all: [UnsafeMutablePointer<CChar>] {
            [
                source, basis, keyboardSource, keyboardBasis, carriedBasis, keyboardCarriedBasis, rowlessSource,
                rowlessBasis, rowlessCarriedBasis,
            ]
        }
    }

    init(profile: DeviceProfile) {
        self.profile = profile
        name = duplicate(profile.name)
        aliases = profile.aliases.map(duplicate)
        recordStrings = profile.records.map { record in
            RecordStrings(
                source: duplicate(record.source), basis: duplicate(record.basis),
                keyboardSource: duplicate(record.keyboard?.provenance.source ?? ""),
                keyboardBasis: duplicate(record.keyboard?.provenance.basis ?? ""),
                carriedBasis: duplicate(
                    record.measuredOS.map { record.carriedBasis($0, profile.name, profile.family.osName) } ?? ""),
                keyboardCarriedBasis: duplicate(
                    record.keyboard?.measuredOS.map { record.carriedBasis($0, profile.name, profile.family.osName) }
                        ?? ""),
                rowlessSource: duplicate(record.keyboard?.withoutPredictive?.provenance.source ?? ""),
                rowlessBasis: duplicate(record.keyboard?.withoutPredictive?.provenance.basis ?? ""),
                rowlessCarriedBasis: duplicate(
                    record.keyboard?.withoutPredictive?.measuredOS.map {
                        record.carriedBasis($0, profile.name, profile.family.osName)
                    } ?? ""))
        }
        siblingName = duplicate(profile.display?.sibling ?? "")
        regionStrings = profile.reservedRegions.byOrientation.map { regions in
            (regions ?? []).map {
                RegionStrings(
                    name: duplicate($0.name), source: duplicate($0.provenance.source),
                    basis: duplicate($0.provenance.basis))
            }
        }
        answers = DeviceAnswers(profile, regionStrings: regionStrings)
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
