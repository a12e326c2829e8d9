/// An operating system a version can name: "iOS 17.4", "iPadOS 18", "tvOS 26.1".
public enum OSPlatform: Sendable, Equatable, CaseIterable {
    case iOS
    case iPadOS
    case tvOS

    /// The marketing name, as messages and version texts spell it.
    public var name: String {
        switch self {
        case .iOS: return "iOS"
        case .iPadOS: return "iPadOS"
        case .tvOS: return "tvOS"
        }
    }

    /// Whether a device of `family` runs this OS: an iPhone runs iOS, an Apple TV tvOS, and an
    /// iPad iPadOS, called iOS up to iOS 12 (Apple renamed it iPadOS with version 13), so both
    /// names are versions of an iPad.
    public func runs(on family: DeviceFamily) -> Bool {
        switch (self, family) {
        case (.iOS, .phone), (.iOS, .pad), (.iPadOS, .pad), (.tvOS, .tv): return true
        default: return false
        }
    }

    /// The OS named by `bytes[start..<end]` ("ios", "ipados" or "tvos", ignoring case); nil for any other word.
    static func named(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> OSPlatform? {
        func word(_ expected: StaticString) -> Bool {
            guard end - start == expected.utf8CodeUnitCount else { return false }
            for offset in 0..<(end - start) where bytes[start + offset] | 0x20 != expected.utf8Start[offset] {
                return false
            }
            return true
        }
        if word("ios") { return .iOS }
        if word("ipados") { return .iPadOS }
        if word("tvos") { return .tvOS }
        return nil
    }
}
