/// The OS versions a measurement ran on (MODEL.md §8): one version ("26.5"), or
/// where the source records only the line, every release of it ("18.x").
///
/// A measured value is `measured` for the versions inside, and elsewhere on its
/// record's range carried from them: derived, with a basis that names them.
public struct MeasuredOS: Sendable, Equatable {
    /// Oldest and newest version inside, inclusive (equal for one version).
    public var first: OSVersion
    public var last: OSVersion

    /// One version: exactly that release, no patch releases after it.
    public init(_ version: OSVersion) {
        first = OSVersion(major: version.major, minor: version.minor, patch: version.patch)
        last = first
    }

    /// Parses "26.5", "12.3.1" (one version) or "18.x" (every release of the line).
    public static func parse(_ text: String) throws(SafeAreaError) -> MeasuredOS {
        if text.hasSuffix(".x") {
            let line = try OSVersion.parse(String(text.dropLast(2)), as: .lower)
            guard line.minor == 0 && line.patch == 0 && !text.dropLast(2).contains(".") else {
                throw .invalidOSVersion("'\(text)' is not an OS line: expected 'MAJOR.x' such as '18.x'")
            }
            var measured = MeasuredOS(line)
            measured.last = OSVersion(major: line.major, minor: 99, patch: 99)
            return measured
        }
        return MeasuredOS(try OSVersion.parse(text, as: .lower))
    }

    /// True when `version` is one the measurement ran.
    @inline(__always)
    public func contains(_ version: OSVersion) -> Bool { OSRange(first, last).contains(version) }

    /// "26.5", "12.3.1" or "18.x", as a profile writes it.
    public var description: String { first == last ? first.description : "\(first.major).x" }

    /// The basis of a value carried from the measurement to another version of its record's
    /// range; `line` names the device and range as every basis does ("iPad Pro 13-inch (M5),
    /// iPadOS 26.0–26.4.x").
    public func carriedBasis(osName: String, line: String) -> String {
        "\(line): carried from \(osName) \(description), the only \(first == last ? "version" : "line") its source measured"
    }
}
