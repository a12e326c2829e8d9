/// An operating-system version, ordered, encoded as `major * 10000 + minor * 100 + patch`.
///
/// Equal versions are equal numbers: the OS name the text gave ("tvOS 17.4") is kept in
/// `platform` so that a query can refuse a version of another platform, but it does not
/// take part in equality, order or hashing.
public struct OSVersion: Sendable, Hashable, Comparable {
    public var major: Int
    public var minor: Int
    public var patch: Int
    /// The OS the text named before the number ("iOS 17.4"), nil when it named none.
    public var platform: OSPlatform?

    public init(major: Int, minor: Int = 0, patch: Int = 0, platform: OSPlatform? = nil) {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.platform = platform
    }

    /// `major * 10000 + minor * 100 + patch`, as the C API reports it.
    public var encoded: UInt32 { UInt32(major * 10000 + minor * 100 + patch) }

    public init(encoded: UInt32) {
        self.init(major: Int(encoded / 10000), minor: Int(encoded / 100 % 100), patch: Int(encoded % 100))
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool { lhs.encoded < rhs.encoded }

    public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool { lhs.encoded == rhs.encoded }

    public func hash(into hasher: inout Hasher) { hasher.combine(encoded) }

    /// Which end of a range a parsed version stands for: components left out
    /// are 0 at the lower end and 99 at the upper end ("18" as a maximum is 18.99.99).
    public enum Bound: Sendable { case lower, upper }

    /// Parses "17", "17.4", "17.4.1", optionally after "iOS ", "iPadOS " or "tvOS ".
    /// Components are 0...99 except the major, 1...99.
    public static func parse(_ text: String, as bound: Bound = .lower) throws(SafeAreaError) -> OSVersion {
        try text.withUTF8Bytes { (bytes) throws(SafeAreaError) -> OSVersion in
            try parse(bytes: bytes, as: bound, original: text)
        }
    }

    /// Parses UTF-8 bytes without allocating; `original` is used only for messages.
    public static func parse(
        bytes: UnsafeBufferPointer<UInt8>, as bound: Bound = .lower, original: @autoclosure () -> String
    ) throws(SafeAreaError) -> OSVersion {
        guard let version = scan(bytes, as: bound) else {
            throw .invalidOSVersion(
                "'\(original())' is not an OS version: expected 'MAJOR[.MINOR[.PATCH]]' such as '17', '17.4' or 'iOS 17.4.1'"
            )
        }
        return version
    }

    /// The allocation-free scanner behind `parse`: nil for anything malformed.
    @inline(__always)
    public static func scan(_ bytes: UnsafeBufferPointer<UInt8>, as bound: Bound = .lower) -> OSVersion? {
        var index = 0
        let count = bytes.count
        while index < count, bytes[index] == 0x20 { index += 1 }
        // Optional OS name prefix: "iOS", "iPadOS" or "tvOS" (any case), then spaces.
        var platform: OSPlatform?
        if index < count, isLetter(bytes[index]) {
            let start = index
            while index < count, isLetter(bytes[index]) { index += 1 }
            platform = OSPlatform.named(bytes, start, index)
            guard platform != nil else { return nil }
            guard index < count, bytes[index] == 0x20 else { return nil }
            while index < count, bytes[index] == 0x20 { index += 1 }
        }
        var parts = (0, 0, 0)
        var partCount = 0
        while true {
            var value = 0
            var digits = 0
            while index < count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                value = value * 10 + Int(bytes[index] - 0x30)
                digits += 1
                index += 1
                if digits > 2 { return nil }
            }
            guard digits > 0 else { return nil }
            switch partCount {
            case 0: parts.0 = value
            case 1: parts.1 = value
            default: parts.2 = value
            }
            partCount += 1
            if index < count, bytes[index] == 0x2E, partCount < 3 {
                index += 1
                continue
            }
            break
        }
        while index < count, bytes[index] == 0x20 { index += 1 }
        guard index == count, parts.0 >= 1 else { return nil }
        let filler = bound == .lower ? 0 : 99
        return OSVersion(
            major: parts.0, minor: partCount > 1 ? parts.1 : filler, patch: partCount > 2 ? parts.2 : filler,
            platform: platform)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// "17.4.1"; trailing zero patch dropped ("17.4"); a lower bound "17.0" stays "17.0".
    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }

    /// The version as people read a range's end: an upper bound 18.99.99 is
    /// "18.x" (every 18 release), 18.3.99 is "18.3.x"; a lower bound as `description`.
    public func readable(_ bound: Bound) -> String {
        guard bound == .upper else { return description }
        if minor == 99 && patch == 99 { return "\(major).x" }
        if patch == 99 { return "\(major).\(minor).x" }
        return description
    }

    /// The text a profile uses for this version as a range bound: an upper bound
    /// 18.99.99 prints as "18", 18.3.99 as "18.3".
    public func boundText(_ bound: Bound) -> String {
        switch bound {
        case .lower:
            return description
        case .upper:
            if minor == 99 && patch == 99 { return "\(major)" }
            if patch == 99 { return "\(major).\(minor)" }
            return "\(major).\(minor).\(patch)"
        }
    }
}
