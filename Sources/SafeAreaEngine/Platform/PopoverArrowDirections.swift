/// UIPopoverArrowDirection: the arrows a popover may use (a mask), or the one it got.
public struct PopoverArrowDirections: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let up = PopoverArrowDirections(rawValue: 1 << 0)
    public static let down = PopoverArrowDirections(rawValue: 1 << 1)
    public static let left = PopoverArrowDirections(rawValue: 1 << 2)
    public static let right = PopoverArrowDirections(rawValue: 1 << 3)
    public static let any: PopoverArrowDirections = [.up, .down, .left, .right]

    /// "none", "up", "down", "left", "right", "any", or the set joined with "|".
    public var name: String {
        if isEmpty { return "none" }
        if self == .any { return "any" }
        let names = [(Self.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")].filter { contains($0.0) }
        return names.map(\.1).joined(separator: "|")
    }
}
