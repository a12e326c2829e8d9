/// The kind of Apple device a profile describes.
public enum DeviceFamily: Int, Sendable, CaseIterable, NamedCase {
    case phone = 0
    case pad = 1
    case tv = 2

    /// The name used in JSON, the C API and Python.
    public var name: String {
        switch self {
        case .phone: return "phone"
        case .pad: return "pad"
        case .tv: return "tv"
        }
    }

    /// The operating system's marketing name, used in messages.
    public var osName: String {
        switch self {
        case .phone: return "iOS"
        case .pad: return "iPadOS"
        case .tv: return "tvOS"
        }
    }
}
