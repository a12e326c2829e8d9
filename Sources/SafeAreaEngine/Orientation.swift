/// A UIKit interface orientation.
///
/// `landscapeLeft` has the home button (or home indicator) on the left, so a
/// sensor housing lands on the right; `landscapeRight` is the mirror image.
public enum Orientation: Int, Sendable, CaseIterable, NamedCase {
    case portrait = 0
    case portraitUpsideDown = 1
    case landscapeLeft = 2
    case landscapeRight = 3

    /// The name used in JSON, the C API and Python (`"landscape_left"`).
    public var name: String {
        switch self {
        case .portrait: return "portrait"
        case .portraitUpsideDown: return "portrait_upside_down"
        case .landscapeLeft: return "landscape_left"
        case .landscapeRight: return "landscape_right"
        }
    }

    /// `init?(name:)` ignores case.
    public static var namesIgnoreCase: Bool { true }

    /// True for the two landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The bit of this orientation in an `OrientationSet`.
    public var bit: UInt32 { 1 << UInt32(rawValue) }
}

/// A set of orientations as a bit mask (`1 << rawValue`).
public struct OrientationSet: Sendable, Equatable, Hashable {
    public var rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue & 0xF }

    public init(_ orientations: [Orientation]) {
        rawValue = orientations.reduce(0) { $0 | $1.bit }
    }

    public func contains(_ orientation: Orientation) -> Bool { rawValue & orientation.bit != 0 }

    /// The members in raw-value order.
    public var members: [Orientation] { Orientation.allCases.filter(contains) }
}
