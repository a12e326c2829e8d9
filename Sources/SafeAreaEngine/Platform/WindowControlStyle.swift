/// UIWindowScene.WindowingControlStyle: how the window controls (close, minimize, tile) sit.
public enum WindowControlStyle: Int, Sendable, CaseIterable, NamedCase {
    case automatic = 0
    case unified, minimal

    public var name: String {
        switch self {
        case .automatic: "automatic"
        case .unified: "unified"
        case .minimal: "minimal"
        }
    }
}
