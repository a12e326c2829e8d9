/// The bars UIKit containers show (MODEL.md §2.5).
public enum BarKind: Int, Sendable, CaseIterable {
    case navigationBar = 0
    /// What an expanded large title adds to the navigation bar.
    case largeTitle = 1
    case tabBar = 2
    case toolbar = 3

    /// The name used in JSON, the C API and Python.
    public var name: String {
        switch self {
        case .navigationBar: return "navigation_bar"
        case .largeTitle: return "large_title"
        case .tabBar: return "tab_bar"
        case .toolbar: return "toolbar"
        }
    }

    /// The bar in words ("navigation bar").
    public var words: String {
        switch self {
        case .navigationBar: return "navigation bar"
        case .largeTitle: return "large title"
        case .tabBar: return "tab bar"
        case .toolbar: return "toolbar"
        }
    }

    public init?(name: String) {
        guard let match = BarKind.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}

/// One bar's height in a window, with where the number comes from.
public struct BarMetric: Sendable, Equatable {
    public var kind: BarKind
    /// Height in points (for `largeTitle`, what it adds; 0 where it does not show).
    public var height: Double
    public var provenance: Provenance

    public init(kind: BarKind, height: Double, provenance: Provenance) {
        self.kind = kind
        self.height = height
        self.provenance = provenance
    }
}

/// The heights of the bars UIKit containers add in one window (MODEL.md §2.5), resolved once
/// per window from the platform rows (`ContainerMetrics.rows`) by idiom and vertical size
/// class. The tree reads these values and never the idiom or the size class.
public struct ContainerMetrics: Sendable, Equatable {
    public var navigationBar: BarMetric
    public var largeTitle: BarMetric
    public var tabBar: BarMetric
    public var toolbar: BarMetric

    /// The metric of one bar.
    public subscript(kind: BarKind) -> BarMetric {
        switch kind {
        case .navigationBar: return navigationBar
        case .largeTitle: return largeTitle
        case .tabBar: return tabBar
        case .toolbar: return toolbar
        }
    }

    /// One row of the platform table: the heights for an idiom at a vertical size class.
    struct Row {
        let idiom: DeviceFamily
        /// nil: any vertical size class.
        let verticalSizeClass: SizeClass?
        let navigationBar: Double
        let largeTitle: Double
        let tabBar: Double
        let toolbar: Double
        let source: String
    }

    /// The platform rows (MODEL.md §2.5): iPhone at regular and compact height, iPad (iOS 12
    /// and later). The first row that matches a window answers.
    static let rows: [Row] = [
        Row(
            idiom: .phone, verticalSizeClass: .compact, navigationBar: 32, largeTitle: 0, tabBar: 49, toolbar: 32,
            source: "MODEL.md §2.5: iPhone, compact height (navigation bar 32, toolbar 32, no large title)"),
        Row(
            idiom: .phone, verticalSizeClass: .regular, navigationBar: 44, largeTitle: 52, tabBar: 49, toolbar: 44,
            source: "MODEL.md §2.5: iPhone, regular height (navigation bar 44, large title +52, tab bar 49, toolbar 44)"
        ),
        Row(
            idiom: .pad, verticalSizeClass: nil, navigationBar: 50, largeTitle: 52, tabBar: 50, toolbar: 50,
            source: "MODEL.md §2.5: iPad, iOS 12+ (navigation bar 50, large title +52, tab bar 50, toolbar 50)"),
        Row(
            idiom: .tv, verticalSizeClass: nil, navigationBar: 50, largeTitle: 52, tabBar: 50, toolbar: 50,
            source: "MODEL.md §2.5: iPad, iOS 12+ (navigation bar 50, large title +52, tab bar 50, toolbar 50)"),
    ]

    /// The metrics of a window of `idiom` at `verticalSizeClass`.
    static func resolve(idiom: DeviceFamily, verticalSizeClass: SizeClass) -> ContainerMetrics {
        let row =
            rows.first {
                $0.idiom == idiom && ($0.verticalSizeClass == nil || $0.verticalSizeClass == verticalSizeClass)
            }
            ?? rows[rows.count - 1]
        let provenance = Provenance(kind: .documented, source: row.source)
        return ContainerMetrics(
            navigationBar: BarMetric(kind: .navigationBar, height: row.navigationBar, provenance: provenance),
            largeTitle: BarMetric(kind: .largeTitle, height: row.largeTitle, provenance: provenance),
            tabBar: BarMetric(kind: .tabBar, height: row.tabBar, provenance: provenance),
            toolbar: BarMetric(kind: .toolbar, height: row.toolbar, provenance: provenance))
    }
}
