/// One bar a navigation or tab bar controller shows, where it sits in the window (MODEL.md §2.5, §17):
/// what pictures draw and label ("navigation bar 54", "toolbar 86").
public struct BarFrame: Sendable, Equatable {
    /// The container showing the bar.
    public var container: NodeHandle
    public var kind: BarKind
    /// The bar's rectangle in window coordinates.
    public var frame: Rect
    /// The bar's height, with its large title (`frame.height`).
    public var height: Double
    /// What an expanded large title adds to a navigation bar's height; 0 otherwise.
    public var largeTitle: Double
    public var placement: BarPlacement
    /// Where the numbers come from (the bar's, or derived where the use was not measured).
    public var provenance: Provenance

    /// The bar and its height in words: "navigation bar 54", "navigation bar 106 (54 + 52)".
    public var label: String {
        let total = "\(kind.words) \(formatNumber(height))"
        guard largeTitle > 0 else { return total }
        return total + " (\(formatNumber(height - largeTitle)) + \(formatNumber(largeTitle)))"
    }
}
