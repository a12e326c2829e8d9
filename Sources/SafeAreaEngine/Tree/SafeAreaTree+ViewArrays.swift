/// The tree's own arrays as `ViewArrays`, for the per-view math.
extension SafeAreaTree: ViewArrays {
    var minimumMargins: MinimumMarginRule { window.systemMinimumMargins }

    /// `bounds(_:)` by a handle's or a link's index.
    func bounds(_ v: Int32) -> Rect { bounds(Int(v)) }

    /// `effectiveMargins(_:)` by a handle's or a link's index.
    func effectiveMargins(_ v: Int32) -> SafeAreaInsets { effectiveMargins(Int(v)) }
}
