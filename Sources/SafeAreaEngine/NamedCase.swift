/// An enum whose cases have names (in JSON, the C API and Python): each enum writes `name`,
/// and the parse back from a name is written once, here.
public protocol NamedCase: CaseIterable {
    /// The case's name (`"landscape_left"`).
    var name: String { get }
    /// True when `init?(name:)` ignores case; by default a name must match exactly.
    static var namesIgnoreCase: Bool { get }
}

extension NamedCase {
    public static var namesIgnoreCase: Bool { false }

    /// Parses a name as printed by `name` (ignoring case where `namesIgnoreCase` says so).
    public init?(name: String) {
        let wanted = Self.namesIgnoreCase ? name.lowercased() : name
        guard let match = Self.allCases.first(where: { $0.name == wanted }) else { return nil }
        self = match
    }
}
