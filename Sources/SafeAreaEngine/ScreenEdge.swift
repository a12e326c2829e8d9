/// One edge of a screen or view.
public enum ScreenEdge: Int, Sendable, CaseIterable, NamedCase {
    case top = 1
    case left = 2
    case bottom = 3
    case right = 4

    /// The lower-case name used in JSON and the C API.
    public var name: String {
        switch self {
        case .top: return "top"
        case .left: return "left"
        case .bottom: return "bottom"
        case .right: return "right"
        }
    }
}
