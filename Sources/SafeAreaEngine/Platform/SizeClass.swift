/// UIKit's `UIUserInterfaceSizeClass`: the coarse width or height class of a window,
/// which decides bar heights, large titles and margins (MODEL.md §2.5, §2.7).
public enum SizeClass: Int, Sendable, CaseIterable, NamedCase {
    case compact = 0
    case regular = 1

    /// The name used in JSON, the C API and Python.
    public var name: String {
        switch self {
        case .compact: return "compact"
        case .regular: return "regular"
        }
    }
}
