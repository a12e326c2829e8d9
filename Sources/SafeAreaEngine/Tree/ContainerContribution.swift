/// How a container's bar meets its visible child (MODEL.md §2.5).
enum BarPlacement: Sendable, Equatable {
    /// The child's view extends under the bar, which adds its height to the child's safe area.
    case extendsUnder
    /// The child's view is placed below the (opaque) top bar; the bar adds nothing.
    case placesBelow
    /// The child's view is placed above the (opaque) bottom bar; the bar adds nothing.
    case placesAbove
}

/// One bar a container shows over its visible child, as a value: which bar, its height in
/// this window (with an expanded large title, the navigation bar's and the title's), how
/// the child meets it, and where the heights come from. Text is made only by `explain`.
struct BarUse: Sendable, Equatable {
    let bar: BarMetric
    /// The large title's addition, when the navigation bar shows one.
    let largeTitle: BarMetric?
    let placement: BarPlacement
    /// The bar is opaque (not translucent).
    let opaque: Bool

    /// The bar's height with its large title.
    var height: Double { bar.height + (largeTitle?.height ?? 0) }
}

/// What a navigation or tab bar controller adds to its visible child (MODEL.md §2.5): the
/// insets it extends the child's safe area by, how far the child's view is pushed below or
/// above opaque bars, and the bars themselves.
struct ContainerContribution: Sendable, Equatable {
    var adds = SafeAreaInsets.zero
    var below = 0.0
    var above = 0.0
    /// The bar at the top of the child (a navigation bar) and at its bottom (toolbar, tab bar).
    var top: BarUse?
    var bottom: BarUse?

    static let none = ContainerContribution()
}
