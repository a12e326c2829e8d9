/// One inset record in plain memory.
public struct FlatInsetRecord: Sendable {
    public var osMin: UInt32
    public var osMax: UInt32
    public var statusBarHeight: Double
    public var portrait: SafeAreaInsets
    public var portraitUpsideDown: SafeAreaInsets
    public var landscapeLeft: SafeAreaInsets
    public var landscapeRight: SafeAreaInsets
    /// The orientations (bit `1 << rawValue`) whose values are derived, which
    /// strict queries refuse: all four for a derived record.
    public var derivedOrientations: UInt32
    /// The encoded versions its source ran (`measuredOS`, inclusive): outside
    /// them every orientation is derived (carried). 0 to `UInt32.max` when the record does not say.
    public var measuredFirst: UInt32
    public var measuredLast: UInt32
    /// The derived orientations of a query for the newest version (`version` 0), at the version it resolves to.
    public var newestDerivedOrientations: UInt32
}

/// A device's inset data laid out in plain memory for the per-call fast path
/// of the C API: no reference counting, no allocation, no error text.
///
/// `safeArea` answers exactly what `DeviceProfile.safeArea` answers for valid
/// queries and returns nil for anything else; callers then ask the profile,
/// which reports the precise error. The test suite checks the two agree on
/// every device, orientation, version range and flag.
public struct FlatDevice: @unchecked Sendable {
    public let records: UnsafePointer<FlatInsetRecord>
    public let recordCount: Int
    public let orientationMask: UInt32
    /// The orientations answered with the status bar hidden: `orientationMask`,
    /// or none where that is unmeasured (the profile's `unmeasured.status_bar_hidden`).
    public let statusBarHiddenMask: UInt32
    /// True when hiding the status bar removes its share of the top inset (no sensor housing).
    public let statusBarHidesTop: Bool
    /// Pads the stride to 32 bytes, so a handle's slot index is a shift, not a division.
    private let padding: (UInt16, UInt8) = (0, 0)

    /// Copies the profile's records into memory that is never freed: for the
    /// built-in catalog, which lives as long as the process.
    public init(immortal profile: DeviceProfile) {
        let buffer = UnsafeMutablePointer<FlatInsetRecord>.allocate(capacity: max(1, profile.records.count))
        let newest = (try? profile.resolvedVersion(nil)) ?? OSVersion(major: 1)
        for (index, record) in profile.records.enumerated() {
            var newestDerived: UInt32 = 0
            for orientation in Orientation.allCases where !record.isFirstHand(orientation, at: newest) {
                newestDerived |= UInt32(orientation.bit)
            }
            let measured = record.provenanceKind == .measured ? record.measuredOS : nil
            (buffer + index).initialize(
                to: FlatInsetRecord(
                    osMin: record.osMin.encoded, osMax: record.osMax.encoded, statusBarHeight: record.statusBarHeight,
                    portrait: record.portrait, portraitUpsideDown: record.portraitUpsideDown,
                    landscapeLeft: record.landscapeLeft, landscapeRight: record.landscapeRight,
                    derivedOrientations: record.provenanceKind == .derived ? 0xF : record.derivedOrientations.rawValue,
                    measuredFirst: measured?.first.encoded ?? 0, measuredLast: measured?.last.encoded ?? UInt32.max,
                    newestDerivedOrientations: newestDerived))
        }
        records = UnsafePointer(buffer)
        recordCount = profile.records.count
        orientationMask = profile.orientations.rawValue
        statusBarHiddenMask = profile.unmeasured.statusBarHidden == nil ? profile.orientations.rawValue : 0
        statusBarHidesTop = profile.housing.kind == .none
    }

    /// The insets for a valid query, or nil (unsupported orientation, no data for the version,
    /// a derived record under `strict`, the status bar hidden where that is unmeasured). `version` 0 means the newest record.
    @inlinable @inline(__always)
    public func safeArea(orientation: UInt32, version: UInt32, statusBarHidden: Bool, strict: Bool = false)
        -> SafeAreaInsets?
    {
        let mask = statusBarHidden ? statusBarHiddenMask : orientationMask
        guard orientation < 4, mask & (1 << orientation) != 0, recordCount > 0 else { return nil }
        var record = records + (recordCount - 1)
        if version != 0 {
            var index = 0
            while index < recordCount {
                let candidate = records + index
                if candidate.pointee.osMin <= version && version <= candidate.pointee.osMax { break }
                index += 1
            }
            guard index < recordCount else { return nil }
            record = records + index
        }
        if strict {
            let derived: UInt32
            if version == 0 {
                derived = record.pointee.newestDerivedOrientations
            } else if version < record.pointee.measuredFirst || version > record.pointee.measuredLast {
                derived = 0xF  // carried from the version its source ran
            } else {
                derived = record.pointee.derivedOrientations
            }
            if derived & (1 << orientation) != 0 { return nil }
        }
        var insets: SafeAreaInsets
        switch orientation {
        case 0: insets = record.pointee.portrait
        case 1: insets = record.pointee.portraitUpsideDown
        case 2: insets = record.pointee.landscapeLeft
        default: insets = record.pointee.landscapeRight
        }
        if statusBarHidden && statusBarHidesTop {
            insets.top = max(0, insets.top - record.pointee.statusBarHeight)
        }
        return insets
    }
}
