/// The measured safe-area insets of a device for one range of OS versions.
public struct InsetRecord: Sendable, Equatable {
    /// Oldest OS version the record covers.
    public var osMin: OSVersion
    /// Newest OS version the record covers, inclusive (an upper bound "18" is 18.99.99).
    public var osMax: OSVersion
    /// The status bar's share of the top safe-area inset (the profile's
    /// `status_bar_height`): on devices without a sensor housing, hiding the
    /// status bar removes this much of the top inset, and the status-bar band
    /// of `unsafeRegions` is this tall. On notch and Dynamic Island phones it
    /// is the whole top inset (44-68), which is not UIKit's status-bar frame
    /// (`statusBarFrame`, 54 on the 14 Pro class): that is `statusBarFrame`.
    public var statusBarHeight: Double
    public var portrait: SafeAreaInsets
    public var portraitUpsideDown: SafeAreaInsets
    public var landscapeLeft: SafeAreaInsets
    public var landscapeRight: SafeAreaInsets
    /// Where the numbers come from.
    public var source: String
    /// How they are known: measured, documented or derived (with the derivation).
    public var provenanceKind: ProvenanceKind
    /// For a derived record, the derivation in words; for a measured or
    /// documented record with `derivedOrientations`, their derivation; empty otherwise.
    public var basis: String
    /// On a measured or documented record, the orientations no source measured
    /// on this line, whose values are carried over as `basis` says (a probe
    /// that read portrait only): they answer as derived and `strict` refuses
    /// them. Empty on a derived record, which is derived in every orientation.
    public var derivedOrientations: OrientationSet
    /// On a measured record, the OS versions its source ran (MODEL.md §8): the
    /// first-hand values are measured there and carried to the rest of the
    /// range, where they answer as derived. Nil: measured on the whole range (a
    /// loaded profile that does not say), or a documented or derived record.
    public var measuredOS: MeasuredOS?
    /// The keyboard's height in this OS range, when the catalog knows it.
    public var keyboard: KeyboardHeights?
    /// UIKit's status-bar frame height in this OS range (portrait, status bar
    /// shown), when a source gives it; nil otherwise.
    public var statusBarFrame: StatusBarFrame?

    /// The record's provenance (that of its first-hand orientations when some are derived).
    public var provenance: Provenance {
        Provenance(kind: provenanceKind, source: source, basis: provenanceKind == .derived ? basis : "")
    }

    /// True when the values in `orientation` are derived at every version of
    /// the range (the whole record, or that orientation).
    @inline(__always)
    public func isDerived(_ orientation: Orientation) -> Bool {
        provenanceKind == .derived || derivedOrientations.contains(orientation)
    }

    /// True when the values in `orientation` are first-hand at `version`: not
    /// derived, and for a measured record, `version` is one its source ran.
    @inline(__always)
    public func isFirstHand(_ orientation: Orientation, at version: OSVersion) -> Bool {
        !isDerived(orientation) && (provenanceKind != .measured || measuredOS?.contains(version) ?? true)
    }

    /// Where the values in `orientation` come from at `version`: the record's
    /// provenance, an orientation's derivation, or a measurement carried from
    /// the version its source ran (derived, with a basis that names it).
    /// `device` and `osName` name the line in a carried value's basis ("iPad Pro 13-inch (M5),
    /// iPadOS 26.0–26.4.x: carried from iPadOS 26.5, ...").
    public func provenance(_ orientation: Orientation, at version: OSVersion, device: String, osName: String)
        -> Provenance
    {
        if isDerived(orientation) { return Provenance(kind: .derived, source: source, basis: basis) }
        if provenanceKind == .measured, let measuredOS, !measuredOS.contains(version) {
            return Provenance(kind: .derived, source: source, basis: carriedBasis(measuredOS, device, osName))
        }
        return provenance
    }

    public init(
        osMin: OSVersion, osMax: OSVersion, statusBarHeight: Double,
        portrait: SafeAreaInsets, portraitUpsideDown: SafeAreaInsets,
        landscapeLeft: SafeAreaInsets, landscapeRight: SafeAreaInsets, source: String,
        provenance: ProvenanceKind = .measured, basis: String = "", keyboard: KeyboardHeights? = nil,
        statusBarFrame: StatusBarFrame? = nil, derivedOrientations: OrientationSet = OrientationSet(rawValue: 0),
        measuredOS: MeasuredOS? = nil
    ) {
        self.osMin = osMin
        self.osMax = osMax
        self.statusBarHeight = statusBarHeight
        self.portrait = portrait
        self.portraitUpsideDown = portraitUpsideDown
        self.landscapeLeft = landscapeLeft
        self.landscapeRight = landscapeRight
        self.source = source
        self.provenanceKind = provenance
        self.basis = basis
        self.keyboard = keyboard
        self.statusBarFrame = statusBarFrame
        self.derivedOrientations = provenance == .derived ? OrientationSet(rawValue: 0) : derivedOrientations
        self.measuredOS = provenance == .measured ? measuredOS : nil
    }

    /// The basis of a value measured on `measured` and carried to the rest of the record's range.
    public func carriedBasis(_ measured: MeasuredOS, _ device: String, _ osName: String) -> String {
        measured.carriedBasis(
            osName: osName,
            line: "\(device), \(osName) \(osMin.readable(.lower))\u{2013}\(osMax.readable(.upper))")
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
    public func covers(_ version: OSVersion) -> Bool { OSRange(osMin, osMax).contains(version) }
}
