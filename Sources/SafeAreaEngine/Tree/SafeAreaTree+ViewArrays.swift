/// The tree's per-view arrays, read by slot for the per-view math (ViewArrays).
extension SafeAreaTree: ViewArrays {
    @inline(__always)
    func node(_ i: Int) -> ViewNode { views[i] }

    @inline(__always)
    func traitBits(_ i: Int) -> UInt16 { traits[i] }

    func marginsProperty(_ i: Int) -> SafeAreaInsets { props[i].margins.absolute(rightToLeft: rightToLeft) }

    func adjustedInset(_ i: Int) -> SafeAreaInsets { props[i].adjustedContentInset }

    func respectsSystemMinimumMargins(_ c: Int) -> Bool { controllers[c].viewRespectsSystemMinimumLayoutMargins }

    var regularWidth: Bool { device.family != .phone }

    /// `bounds(_:)` by a handle's or a link's index.
    func bounds(_ v: Int32) -> Rect { bounds(Int(v)) }

    /// `effectiveMargins(_:)` by a handle's or a link's index.
    func effectiveMargins(_ v: Int32) -> SafeAreaInsets { effectiveMargins(Int(v)) }
}
