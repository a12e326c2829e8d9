/// Heights of the bars UIKit containers add (MODEL.md §2.5), by device family and
/// vertical size class. The table is the engine's default; a later OS that
/// changes a height changes this data, not the propagation rules.
public struct BarMetrics: Sendable, Equatable {
    /// Navigation bar height.
    public var navigationBar: Double
    /// Added by a large title (0 where large titles do not show: compact height).
    public var largeTitle: Double
    /// Tab bar height (above the home indicator, which the window insets add).
    public var tabBar: Double
    /// Toolbar height.
    public var toolbar: Double
    /// Where the numbers come from.
    public var source: String

    /// The metrics for a device family in an orientation.
    ///
    /// iPhone in landscape has compact height: navigation bar 32, toolbar 32,
    /// no large titles; iPad: navigation bar 50 (iOS 12+), tab bar 50, toolbar 50.
    public static func metrics(family: DeviceFamily, orientation: Orientation) -> BarMetrics {
        switch family {
        case .phone where orientation.isLandscape:
            return BarMetrics(
                navigationBar: 32, largeTitle: 0, tabBar: 49, toolbar: 32,
                source: "MODEL.md §2.5: iPhone, compact height (navigation bar 32, toolbar 32, no large title)")
        case .phone:
            return BarMetrics(
                navigationBar: 44, largeTitle: 52, tabBar: 49, toolbar: 44,
                source:
                    "MODEL.md §2.5: iPhone, regular height (navigation bar 44, large title +52, tab bar 49, toolbar 44)"
            )
        case .pad, .tv:
            return BarMetrics(
                navigationBar: 50, largeTitle: 52, tabBar: 50, toolbar: 50,
                source: "MODEL.md §2.5: iPad, iOS 12+ (navigation bar 50, large title +52, tab bar 50, toolbar 50)")
        }
    }
}
