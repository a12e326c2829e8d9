/// An inclusive range of OS versions as the data documents write it (`os_min`, `os_max`;
/// MODEL.md §8): the lower bound counts missing parts as 0, the upper every release of them
/// ("18" is every 18.x). The one place the range test is written.
struct OSRange: Sendable, Equatable {
    let lower: OSVersion
    let upper: OSVersion

    init(_ lower: OSVersion, _ upper: OSVersion) {
        self.lower = lower
        self.upper = upper
    }

    /// True when `version` falls inside the range, both ends included.
    @inline(__always)
    func contains(_ version: OSVersion) -> Bool { lower <= version && version <= upper }
}

extension FieldReader {
    /// The range of the object's `os_min` and `os_max`; refused when it is reversed.
    func osRange() throws(SafeAreaError) -> OSRange {
        let range = OSRange(try version("os_min", .lower), try version("os_max", .upper))
        guard range.lower <= range.upper else { throw .invalidProfile("\(name("os_max")): older than os_min") }
        return range
    }
}
