/// How a container's child meets one of its bars (MODEL.md §2.5).
enum ChildPlacement: Sendable, Equatable {
    /// The child's view extends under the bar, which adds to the child's safe area.
    case extendsUnder
    /// The child's view is placed below the (opaque) top bar; the bar adds nothing.
    case placesBelow
    /// The child's view is placed above the (opaque) bottom bar; the bar adds nothing.
    case placesAbove
}

/// One bar a container shows over its visible child, as a value: the bar's metric, what it
/// takes of the child's edge in this window (`amount`: for a navigation bar at its floor or a
/// band holding the container's inset, more or less than its height), how the child meets it,
/// and where the numbers come from. Text is made only by `explain`.
struct BarUse: Sendable, Equatable {
    let bar: BarMetric
    /// The large title's addition, when the navigation bar shows one.
    let largeTitle: BarMetric?
    /// What the bar adds to the child's inset on its edge (or pushes the child's view by).
    let amount: Double
    let placement: ChildPlacement
    /// The child's edge the bar is over (top or bottom).
    let edge: ScreenEdge
    /// The bar is opaque (not translucent).
    let opaque: Bool
    /// Where this use's numbers come from (the bar's, or derived where the use was not measured).
    let provenance: Provenance

    /// The bar's own height with its large title.
    var height: Double { bar.height + (largeTitle?.height ?? 0) }

    /// The first metric this use reads that no source measured (the bar, then its large title); nil when
    /// both have numbers. (No array is made: the layout asks this of every bar it reads.)
    var unmeasuredMetric: BarMetric? {
        if bar.unmeasured != nil { return bar }
        if let largeTitle, largeTitle.unmeasured != nil { return largeTitle }
        return nil
    }
}

/// What a navigation or tab bar controller adds to its visible child (MODEL.md §2.5, §17): the
/// insets it extends the child's safe area by, how far the child's view is pushed below or
/// above opaque bars, and the bars themselves.
struct ContainerContribution: Sendable, Equatable {
    var adds = SafeAreaInsets.zero
    var below = 0.0
    var above = 0.0
    /// The bars at the top of the child (navigation bar, search band, a tab bar on the top edge)
    /// and at its bottom (toolbar, tab bar, a docked search field), top first.
    var bars: [BarUse] = []
    /// The bars' state refused for lack of a measurement (minimized bars).
    var refusal: String?
    /// Why the bars cannot be placed where the container is (inside a popover or a sheet; MODEL.md §18).
    var unplaced: String?

    static let none = ContainerContribution()
}
