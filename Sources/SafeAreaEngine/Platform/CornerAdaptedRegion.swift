/// The layout regions that adapt to corners (`UIView.LayoutRegion.safeArea(cornerAdaptation:)`,
/// `.margins(cornerAdaptation:)`, `.readableContent(cornerAdaptation:)`).
public enum CornerAdaptedRegion: Int, Sendable, CaseIterable, NamedCase {
    case safeArea = 0
    case margins = 1
    case readableContent = 2

    public var name: String {
        switch self {
        case .safeArea: return "safe_area"
        case .margins: return "margins"
        case .readableContent: return "readable_content"
        }
    }
}
