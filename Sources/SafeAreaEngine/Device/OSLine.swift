/// An OS version an audit asks for, as people write it (MODEL.md §4, "Every OS line"): one release
/// ("26.5", "18.0", "iOS 17.4.1") or a whole OS line ("26", "26.x", "iOS 18"), the way the device
/// table prints a record's range ("26.0–26.x"). A line is audited, on each device, at its first release
/// that device runs (`DeviceProfile.version(on:)`): the line's `.0`, or the device's first version when
/// it shipped within the line (the iPhone 16e, 18.3), as the default newest OS is reported.
public struct OSLine: Sendable, Equatable {
    /// The release, or the line's first release (`major.0`) for a whole line.
    public var version: OSVersion
    /// True for a whole line ("26", "26.x"); false for a release named with its minor ("26.0", "26.5").
    public var wholeLine: Bool

    public init(version: OSVersion, wholeLine: Bool) {
        self.version = version
        self.wholeLine = wholeLine
    }

    /// The line as people name it: "26" for a whole line, the release ("26.5") otherwise.
    public var name: String { wholeLine ? String(version.major) : version.description }

    /// Reads one entry: `MAJOR`, `MAJOR.x` (a whole line), or a release `MAJOR.MINOR[.PATCH]`, each
    /// optionally after "iOS ", "iPadOS " or "tvOS ". Anything else is INVALID_OS_VERSION naming the entry.
    public static func parse(_ text: String) throws(SafeAreaError) -> OSLine {
        var body = text.trimmingSpaces
        var wholeLine = true
        if body.hasSuffix(".x") || body.hasSuffix(".X") {
            body = body.dropLast(2)
        } else {
            wholeLine = !body.contains(".")
        }
        // "26.5.x" or "26.x.1" is no line: the part before ".x" must be a bare major.
        guard !(wholeLine && body.contains(".")) else {
            throw .invalidOSVersion(
                "'\(text)' is not an OS version: expected 'MAJOR', 'MAJOR.x' or 'MAJOR.MINOR[.PATCH]' such as '26', '26.x' "
                    + "or '26.5'"
            )
        }
        do throws(SafeAreaError) {
            return OSLine(version: try OSVersion.parse(String(body)), wholeLine: wholeLine)
        } catch {
            throw .invalidOSVersion(
                "'\(text)' is not an OS version: expected 'MAJOR', 'MAJOR.x' or 'MAJOR.MINOR[.PATCH]' such as '26', '26.x' "
                    + "or '26.5'"
            )
        }
    }

    /// Reads a list of OS versions separated by ',', ';' or line breaks ("18,26,27", "26.0; 27.0"),
    /// spaces around entries ignored and empty entries skipped, each entry as `parse` reads it, in the
    /// order given, a repeated version kept once. A list that names nothing is INVALID_ARGUMENT.
    public static func list(_ text: String) throws(SafeAreaError) -> [OSLine] {
        var lines: [OSLine] = []
        for entry in text.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == "\n" || $0 == "\r\n" }) {
            guard !String(entry).trimmingSpaces.isEmpty else { continue }
            let line = try parse(String(entry))
            if !lines.contains(line) { lines.append(line) }
        }
        guard !lines.isEmpty else { throw .invalidArgument("os_version names no OS version") }
        return lines
    }
}

extension DeviceProfile {
    /// The release an audit of `line` uses on this device (MODEL.md §4): a named release as given; for a
    /// whole line, the device's first version when it shipped within that line (the iPhone 16e runs iOS
    /// 18 from 18.3), else the line's `.0`. Whether the device has data for it is `recordIndex(for:)`'s answer.
    public func version(on line: OSLine) -> OSVersion {
        guard line.wholeLine, osMin.major == line.version.major, osMin > line.version else { return line.version }
        var first = osMin
        first.platform = line.version.platform
        return first
    }
}
