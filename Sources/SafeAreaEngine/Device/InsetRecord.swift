/// The measured safe-area insets of a device for one range of OS versions.
public struct InsetRecord: Sendable, Equatable {
    /// Oldest OS version the record covers.
    public var osMin: OSVersion
    /// Newest OS version the record covers, inclusive (an upper bound "18" is 18.99.99).
    public var osMax: OSVersion
    /// Height of the status bar; on devices without a sensor housing, hiding
    /// the status bar removes this much of the top inset.
    public var statusBarHeight: Double
    public var portrait: SafeAreaInsets
    public var portraitUpsideDown: SafeAreaInsets
    public var landscapeLeft: SafeAreaInsets
    public var landscapeRight: SafeAreaInsets
    /// Where the numbers come from.
    public var source: String

    public init(osMin: OSVersion, osMax: OSVersion, statusBarHeight: Double,
                portrait: SafeAreaInsets, portraitUpsideDown: SafeAreaInsets,
                landscapeLeft: SafeAreaInsets, landscapeRight: SafeAreaInsets, source: String) {
        self.osMin = osMin
        self.osMax = osMax
        self.statusBarHeight = statusBarHeight
        self.portrait = portrait
        self.portraitUpsideDown = portraitUpsideDown
        self.landscapeLeft = landscapeLeft
        self.landscapeRight = landscapeRight
        self.source = source
    }

    /// The insets reported in one orientation.
    @inline(__always)
    public func insets(for orientation: Orientation) -> SafeAreaInsets {
        switch orientation {
        case .portrait: return portrait
        case .portraitUpsideDown: return portraitUpsideDown
        case .landscapeLeft: return landscapeLeft
        case .landscapeRight: return landscapeRight
        }
    }

    /// True when `version` falls inside the record's range.
    @inline(__always)
    public func covers(_ version: OSVersion) -> Bool { osMin <= version && version <= osMax }
}
