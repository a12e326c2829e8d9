/// Everything the engine knows about one device: its screen, its obstructions
/// and the safe-area insets it reports in each orientation and OS version.
///
/// Profiles are immutable values; the built-in catalog holds one per device,
/// and `DeviceProfile.decode(json:)` reads custom ones with the same schema.
public struct DeviceProfile: Sendable, Equatable {
    /// Display name, unique in a catalog ("iPhone 14 Pro").
    public var name: String
    /// Other names and model identifiers ("iPhone15,2").
    public var aliases: [String]
    public var family: DeviceFamily
    /// Oldest and newest OS versions the device runs (`osMax` inclusive, "16" = 16.99.99).
    public var osMin: OSVersion
    public var osMax: OSVersion
    /// Portrait screen size in points (tvOS: its natural, landscape, size).
    public var width: Double
    public var height: Double
    /// Points to rendered pixels (UIScreen.scale).
    public var scale: Double
    /// Native panel pixels; not always size x scale (downsampled panels).
    public var nativeWidth: Int
    public var nativeHeight: Int
    /// Pixel density of the panel (pixels per inch, Apple's technical
    /// specifications); nil when no source gives it.
    public var ppi: Double?
    /// Display corner radius in points; 0 for square corners.
    public var cornerRadius: Double
    public var housing: SensorHousing
    public var homeIndicator: HomeIndicator
    public var orientations: OrientationSet
    /// Inset data, oldest first, ranges not overlapping.
    public var records: [InsetRecord]
    /// Field name -> where its value comes from, in the profile's order.
    public var sources: [SourceNote]
    /// Disagreements between sources and other remarks.
    public var notes: [String]
    /// For a Display Zoom variant, the name of the device it zooms; nil otherwise.
    public var zoomedFrom: String?

    /// Native panel pixels per point (UIScreen.nativeScale): `scale` on most
    /// panels, less on downsampled ones (8 Plus 2.608), more when zoomed.
    public var nativeScale: Double { Double(nativeWidth) / width }

    public init(name: String, aliases: [String], family: DeviceFamily, osMin: OSVersion, osMax: OSVersion,
                width: Double, height: Double, scale: Double, nativeWidth: Int, nativeHeight: Int,
                cornerRadius: Double, housing: SensorHousing, homeIndicator: HomeIndicator,
                orientations: OrientationSet, records: [InsetRecord], sources: [SourceNote], notes: [String], ppi: Double? = nil,
                zoomedFrom: String? = nil) {
        self.name = name
        self.aliases = aliases
        self.family = family
        self.osMin = osMin
        self.osMax = osMax
        self.width = width
        self.height = height
        self.scale = scale
        self.nativeWidth = nativeWidth
        self.nativeHeight = nativeHeight
        self.ppi = ppi
        self.cornerRadius = cornerRadius
        self.housing = housing
        self.homeIndicator = homeIndicator
        self.orientations = orientations
        self.records = records
        self.sources = sources
        self.notes = notes
        self.zoomedFrom = zoomedFrom
    }

    // MARK: - Queries

    /// Checks that the device supports `orientation`.
    @inline(__always)
    public func checkOrientation(_ orientation: Orientation) throws(SafeAreaError) {
        guard orientations.contains(orientation) else { throw unsupported(orientation) }
    }

    private func unsupported(_ orientation: Orientation) -> SafeAreaError {
        let supported = orientations.members.map(\.name).joined(separator: ", ")
        if family == .phone && orientation == .portraitUpsideDown && housing.kind != .none {
            return .unsupportedOrientation("\(name) does not support portrait_upside_down: Face ID iPhones never rotate the interface upside down (supported: \(supported))")
        }
        return .unsupportedOrientation("\(name) does not support \(orientation.name) (supported: \(supported))")
    }

    /// The record a query for `version` uses; nil means the newest one.
    @inline(__always)
    public func record(for version: OSVersion?) throws(SafeAreaError) -> InsetRecord {
        guard let version else {
            guard let last = records.last else {
                throw .invalidOSVersion("\(name) has no inset data")
            }
            return last
        }
        for record in records where record.covers(version) {
            return record
        }
        throw noData(for: version)
    }

    /// The position in `records` of the record a query for `version` uses.
    public func recordIndex(for version: OSVersion?) throws(SafeAreaError) -> Int {
        guard let version else {
            guard !records.isEmpty else { throw .invalidOSVersion("\(name) has no inset data") }
            return records.count - 1
        }
        for (index, record) in records.enumerated() where record.covers(version) {
            return index
        }
        throw noData(for: version)
    }

    private func noData(for version: OSVersion) -> SafeAreaError {
        let os = family.osName
        if version < osMin || version > osMax {
            return .invalidOSVersion("\(name) runs \(os) \(osMin.readable(.lower)) to \(osMax.readable(.upper)); \(os) \(version.description) is outside that range")
        }
        let covered = records.map { "\($0.osMin.readable(.lower))\u{2013}\($0.osMax.readable(.upper))" }.joined(separator: ", ")
        return .invalidOSVersion("no measured data for \(name) on \(os) \(version.description); data covers \(os) \(covered)")
    }

    /// The version a query with `version` reports having used: the version
    /// itself, or for nil the newest version with data (the major release that
    /// starts the newest record, or the record's start if later).
    public func resolvedVersion(_ version: OSVersion?) throws(SafeAreaError) -> OSVersion {
        if let version {
            _ = try record(for: version)
            return version
        }
        let newest = try record(for: nil)
        let capped = min(newest.osMax, osMax)
        return max(newest.osMin, OSVersion(major: capped.major))
    }

    /// The safe-area insets of a full-screen window.
    ///
    /// With `statusBarHidden`, devices without a sensor housing lose the status
    /// bar's share of the top inset; on notch and Dynamic Island phones the
    /// housing keeps the top inset (MODEL.md §1).
    /// With `strict`, a derived value is refused (MODEL.md §1, provenance): only measured or
    /// documented numbers are answered.
    @inline(__always)
    public func safeArea(_ orientation: Orientation, version: OSVersion?, statusBarHidden: Bool,
                         strict: Bool = false) throws(SafeAreaError) -> SafeAreaInsets {
        try checkOrientation(orientation)
        let record = try record(for: version)
        if strict && record.isDerived(orientation) { throw strictRefusal(record, orientation, version) }
        var insets = record.insets(for: orientation)
        if statusBarHidden && housing.kind == .none {
            insets.top = max(0, insets.top - record.statusBarHeight)
        }
        return insets
    }

    /// Where the safe area of a query comes from: the OS range's record, or for
    /// an orientation its probe did not read, that orientation's derivation (the
    /// same for both status-bar states).
    public func provenance(_ orientation: Orientation, version: OSVersion?, statusBarHidden: Bool = false,
                           strict: Bool = false) throws(SafeAreaError) -> Provenance {
        try checkOrientation(orientation)
        let record = try record(for: version)
        if strict && record.isDerived(orientation) { throw strictRefusal(record, orientation, version) }
        return record.provenance(orientation)
    }

    /// The keyboard's height over the window (predictive row included) in
    /// `orientation`, and where it comes from.
    public func keyboard(_ orientation: Orientation, version: OSVersion?, strict: Bool = false) throws(SafeAreaError) -> (height: Double, provenance: Provenance) {
        try checkOrientation(orientation)
        let record = try record(for: version)
        let os = "\(family.osName) \(try resolvedVersion(version).description)"
        guard let keyboard = record.keyboard else {
            throw .invalidOSVersion("no keyboard height is known for \(name) on \(os)")
        }
        let height = orientation.isLandscape && family != .tv ? keyboard.landscape : keyboard.portrait
        if strict && keyboard.provenance.kind == .derived {
            throw .invalidOSVersion("strict: the keyboard height of \(name) in \(orientation.name) on \(os) (\(formatNumber(height)) pt) "
                                    + "is derived, not measured or documented: \(keyboard.provenance.basis)")
        }
        return (height, keyboard.provenance)
    }

    /// The error a strict query gets for a derived record: what would have
    /// been answered and from what.
    private func strictRefusal(_ record: InsetRecord, _ orientation: Orientation, _ version: OSVersion?) -> SafeAreaError {
        let os = "\(family.osName) \(((try? resolvedVersion(version)) ?? record.osMin).description)"
        let insets = record.insets(for: orientation)
        let numbers = [insets.top, insets.left, insets.bottom, insets.right].map(formatNumber).joined(separator: ", ")
        return .invalidOSVersion("strict: no measured or documented safe area for \(name) on \(os); the default answer "
                                 + "(\(numbers)) is derived: \(record.basis)")
    }

    /// The edge the sensor housing lands on, or nil without one.
    public func housingEdge(_ orientation: Orientation) throws(SafeAreaError) -> ScreenEdge? {
        try checkOrientation(orientation)
        guard housing.kind != .none else { return nil }
        switch orientation {
        case .portrait: return .top
        case .portraitUpsideDown: return .bottom
        case .landscapeLeft: return .right
        case .landscapeRight: return .left
        }
    }

    /// True when the screen turns with the interface (not tvOS, whose one size is already landscape).
    private var rotates: Bool { family != .tv }

    /// The oriented screen size.
    public func screenSize(_ orientation: Orientation) throws(SafeAreaError) -> (width: Double, height: Double) {
        try checkOrientation(orientation)
        if rotates && orientation.isLandscape { return (height, width) }
        return (width, height)
    }

    /// Maps a rectangle from portrait screen coordinates to `orientation`'s.
    public func orient(_ rect: Rect, _ orientation: Orientation) -> Rect {
        guard rotates else { return rect }
        switch orientation {
        case .portrait:
            return rect
        case .portraitUpsideDown:
            return Rect(x: width - rect.maxX, y: height - rect.maxY, width: rect.width, height: rect.height)
        case .landscapeRight:
            // Housing (portrait top) on the left: (x, y) -> (y, width - x).
            return Rect(x: rect.y, y: width - rect.maxX, width: rect.height, height: rect.width)
        case .landscapeLeft:
            // Housing on the right: (x, y) -> (height - y, x).
            return Rect(x: height - rect.maxY, y: rect.x, width: rect.height, height: rect.width)
        }
    }

    /// Whether the status bar is on screen: hidden on iPhones in landscape
    /// (compact height), shown elsewhere unless the caller hides it.
    private func statusBarShows(_ orientation: Orientation, hidden: Bool) -> Bool {
        if hidden { return false }
        if family == .phone && orientation.isLandscape { return false }
        return true
    }

    /// The unsafe regions of the oriented screen: housing, rounded corners,
    /// status bar, home indicator zone and other inset bands.
    public func unsafeRegions(_ orientation: Orientation, version: OSVersion?, statusBarHidden: Bool) throws(SafeAreaError) -> [UnsafeRegion] {
        let insets = try safeArea(orientation, version: version, statusBarHidden: statusBarHidden)
        let record = try record(for: version)
        let (w, h) = try screenSize(orientation)
        var regions: [UnsafeRegion] = []
        regions.reserveCapacity(11)

        if housing.kind != .none {
            let edge = try housingEdge(orientation)
            if let outline = housing.outline {
                regions.append(UnsafeRegion(kind: .housing, edge: edge, isPhysical: true, isApproximate: false,
                                            rect: orient(outline, orientation)))
            } else if let bound = housing.approximateOutline {
                // Unmeasured outline with a known place: its conservative bound, flagged.
                regions.append(UnsafeRegion(kind: .housing, edge: edge, isPhysical: true, isApproximate: true,
                                            rect: orient(bound, orientation)))
            } else {
                // Unmeasured outline: the whole portrait top inset band, conservatively.
                let band = Rect(x: 0, y: 0, width: width, height: record.portrait.top)
                regions.append(UnsafeRegion(kind: .housing, edge: edge, isPhysical: true, isApproximate: true,
                                            rect: orient(band, orientation)))
            }
        }
        if cornerRadius > 0 {
            let r = min(cornerRadius, w / 2, h / 2)
            let squares = [(0.0, 0.0, ScreenEdge.top), (w - r, 0.0, ScreenEdge.top),
                           (0.0, h - r, ScreenEdge.bottom), (w - r, h - r, ScreenEdge.bottom)]
            for (x, y, edge) in squares {
                regions.append(UnsafeRegion(kind: .corner, edge: edge, isPhysical: true, isApproximate: false,
                                            rect: Rect(x: x, y: y, width: r, height: r), cornerRadius: cornerRadius))
            }
        }
        var topCovered = 0.0
        if statusBarShows(orientation, hidden: statusBarHidden) && record.statusBarHeight > 0 {
            let barHeight = record.statusBarHeight
            regions.append(UnsafeRegion(kind: .statusBar, edge: .top, isPhysical: false, isApproximate: false,
                                        rect: Rect(x: 0, y: 0, width: w, height: barHeight)))
            topCovered = barHeight
        }
        if insets.top > topCovered {
            regions.append(UnsafeRegion(kind: .insetBand, edge: .top, isPhysical: false, isApproximate: false,
                                        rect: Rect(x: 0, y: 0, width: w, height: insets.top)))
        }
        if insets.bottom > 0 {
            let kind: UnsafeRegionKind = homeIndicator.isPresent ? .homeIndicator : .insetBand
            regions.append(UnsafeRegion(kind: kind, edge: .bottom, isPhysical: false, isApproximate: false,
                                        rect: Rect(x: 0, y: h - insets.bottom, width: w, height: insets.bottom)))
        }
        if insets.left > 0 {
            regions.append(UnsafeRegion(kind: .insetBand, edge: .left, isPhysical: false, isApproximate: false,
                                        rect: Rect(x: 0, y: 0, width: insets.left, height: h)))
        }
        if insets.right > 0 {
            regions.append(UnsafeRegion(kind: .insetBand, edge: .right, isPhysical: false, isApproximate: false,
                                        rect: Rect(x: w - insets.right, y: 0, width: insets.right, height: h)))
        }
        return regions
    }
}

/// Where one field of a profile comes from.
public struct SourceNote: Sendable, Equatable {
    public var field: String
    public var source: String

    public init(field: String, source: String) {
        self.field = field
        self.source = source
    }
}
