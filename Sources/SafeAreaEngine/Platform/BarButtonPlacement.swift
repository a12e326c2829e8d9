/// Where a popover's bar button item is: the navigation item's leading
/// (`leftBarButtonItems`) or trailing (`rightBarButtonItems`) items, or the toolbar's items.
public enum BarButtonPlacement: Int, Sendable, NamedCase {
    case navigationLeading = 1
    case navigationTrailing = 2
    case toolbar = 3

    public var name: String {
        switch self {
        case .navigationLeading: "navigation_leading"
        case .navigationTrailing: "navigation_trailing"
        case .toolbar: "toolbar"
        }
    }
}
