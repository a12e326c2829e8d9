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
    /// The display's corner radii, one per corner (0 for square corners).
    public var cornerRadii: CornerRadii
    /// The display corner radius: the largest of `cornerRadii` (all four on
    /// most displays). Setting it makes the four equal.
    public var cornerRadius: Double {
        get { cornerRadii.largest }
        set { cornerRadii = CornerRadii(uniform: newValue) }
    }
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
    /// For one display of a device with several (the iPhone Duo), its role and
    /// its sibling; nil for a device with one display.
    public var display: DeviceDisplay?
    /// Per orientation (indexed by `Orientation.rawValue`), the edge where the
    /// system puts vertical bars: `.none` on every device with horizontal bars.
    public var verticalBarEdges: [VerticalBarEdge]
    /// The reserved regions the profile declares (UIKit's `UIView.ReservedRegion`).
    public var reservedRegions: ReservedRegions
    /// What the catalog does not answer for this device, and why.
    public var unmeasured: UnmeasuredQueries

    /// Native panel pixels per point (UIScreen.nativeScale): `scale` on most
    /// panels, less on downsampled ones (8 Plus 2.608), more when zoomed.
    /// Whether the device runs `version` (between its oldest and newest OS, inclusive).
    public func runs(_ version: OSVersion) -> Bool { version >= osMin && version <= osMax }

    public var nativeScale: Double { Double(nativeWidth) / width }

    public init(
        name: String, aliases: [String], family: DeviceFamily, osMin: OSVersion, osMax: OSVersion,
        width: Double, height: Double, scale: Double, nativeWidth: Int, nativeHeight: Int,
        cornerRadius: Double, housing: SensorHousing, homeIndicator: HomeIndicator,
        orientations: OrientationSet, records: [InsetRecord], sources: [SourceNote], notes: [String],
        ppi: Double? = nil,
        zoomedFrom: String? = nil, cornerRadii: CornerRadii? = nil, display: DeviceDisplay? = nil,
        verticalBarEdges: [VerticalBarEdge]? = nil, reservedRegions: ReservedRegions = .none,
        unmeasured: UnmeasuredQueries = .none
    ) {
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
        self.cornerRadii = cornerRadii ?? CornerRadii(uniform: cornerRadius)
        self.housing = housing
        self.homeIndicator = homeIndicator
        self.orientations = orientations
        self.records = records
        self.sources = sources
        self.notes = notes
        self.zoomedFrom = zoomedFrom
        self.display = display
        let edges = verticalBarEdges ?? []
        self.verticalBarEdges = edges.count == 4 ? edges : [.none, .none, .none, .none]
        self.reservedRegions = reservedRegions
        self.unmeasured = unmeasured
    }

    // MARK: - Queries

    /// Checks that the device supports `orientation`.
    @inline(__always)
    public func checkOrientation(_ orientation: Orientation) throws(SafeAreaError) {
        guard orientations.contains(orientation) else { throw unsupported(orientation) }
    }

    private func unsupported(_ orientation: Orientation) -> SafeAreaError {
        let supported = orientations.members.map(\.name).joined(separator: ", ")
        if let reason = unmeasured.orientations[orientation.rawValue] {
            return .unsupportedOrientation(
                "\(name) in \(orientation.name) is unmeasured: \(reason) (answered: \(supported))")
        }
        if family == .phone && orientation == .portraitUpsideDown && housing.kind != .none {
            return .unsupportedOrientation(
                "\(name) does not support portrait_upside_down: Face ID iPhones never rotate the interface upside down (supported: "
                    + "\(supported))"
            )
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
        // By index: scanning copies no record (a record holds strings).
        return records[try recordIndex(for: version)]
    }

    /// The position in `records` of the record a query for `version` uses.
    public func recordIndex(for version: OSVersion?) throws(SafeAreaError) -> Int {
        guard let version else {
            guard !records.isEmpty else { throw .invalidOSVersion("\(name) has no inset data") }
            return records.count - 1
        }
        try checkPlatform(version)
        for index in records.indices where records[index].covers(version) {
            return index
        }
        throw noData(for: version)
    }

    /// Refuses a version whose text named an OS this device does not run ("tvOS 17.4" for an iPhone).
    @inline(__always)
    private func checkPlatform(_ version: OSVersion) throws(SafeAreaError) {
        guard let platform = version.platform, !platform.runs(on: family) else { return }
        throw .invalidOSVersion(
            "\(platform.name) \(version.description) is a version of another platform: \(name) runs \(family.osName), not \(platform.name)"
        )
    }

    private func noData(for version: OSVersion) -> SafeAreaError {
        let os = family.osName
        if version < osMin || version > osMax {
            return .invalidOSVersion(
                "\(name) runs \(os) \(osMin.readable(.lower)) to \(osMax.readable(.upper)); \(os) \(version.description) is outside that "
                    + "range"
            )
        }
        let covered = records.map { "\($0.osMin.readable(.lower))\u{2013}\($0.osMax.readable(.upper))" }.joined(
            separator: ", ")
        return .invalidOSVersion(
            "no measured data for \(name) on \(os) \(version.description); data covers \(os) \(covered)")
    }

    /// The version a query with `version` reports having used: the version
    /// itself, or for nil the newest version with data (the major release that
    /// starts the newest record, or the record's start if later).
    public func resolvedVersion(_ version: OSVersion?) throws(SafeAreaError) -> OSVersion {
        if let version {
            _ = try recordIndex(for: version)
            return version
        }
        let newest = try recordIndex(for: nil)
        let capped = min(records[newest].osMax, osMax)
        return max(records[newest].osMin, OSVersion(major: capped.major))
    }

    /// The safe-area insets of a full-screen window.
    ///
    /// With `statusBarHidden`, devices without a sensor housing lose the status
    /// bar's share of the top inset; on notch and Dynamic Island phones the
    /// housing keeps the top inset (MODEL.md §1).
    /// With `strict`, a derived value is refused (MODEL.md §1, provenance): only measured or
    /// documented numbers are answered.
    @inline(__always)
    public func safeArea(
        _ orientation: Orientation, version: OSVersion?, statusBarHidden: Bool,
        strict: Bool = false
    ) throws(SafeAreaError) -> SafeAreaInsets {
        try checkOrientation(orientation)
        let index = try recordIndex(for: version)
        if strict {
            let at = try resolvedVersion(version)
            if !records[index].isFirstHand(orientation, at: at) { throw strictRefusal(records[index], orientation, at) }
        }
        var insets = records[index].insets(for: orientation)
        if statusBarHidden {
            if let reason = unmeasured.statusBarHidden { throw statusBarHiddenRefusal(reason) }
            if housing.kind == .none { insets.top = max(0, insets.top - records[index].statusBarHeight) }
        }
        return insets
    }

    /// The error of a query with the status bar hidden on a device where that is unmeasured.
    public func statusBarHiddenRefusal(_ reason: String) -> SafeAreaError {
        .unsupported("\(name) with the status bar hidden is unmeasured: \(reason)")
    }

    /// Where the safe area of a query comes from: the OS range's record, for
    /// an orientation its probe did not read that orientation's derivation, and
    /// at a version its source did not run the measurement carried from the one
    /// it ran (the same for both status-bar states; MODEL.md §8).
    public func provenance(
        _ orientation: Orientation, version: OSVersion?, statusBarHidden: Bool = false,
        strict: Bool = false
    ) throws(SafeAreaError) -> Provenance {
        try checkOrientation(orientation)
        let index = try recordIndex(for: version)
        if statusBarHidden, let reason = unmeasured.statusBarHidden { throw statusBarHiddenRefusal(reason) }
        let at = try resolvedVersion(version)
        if strict && !records[index].isFirstHand(orientation, at: at) {
            throw strictRefusal(records[index], orientation, at)
        }
        return records[index].provenance(orientation, at: at, device: name, osName: family.osName)
    }

    /// The OS versions the measurement behind a query's answer ran: for an
    /// answer measured there, or carried on its record's range from there, the
    /// record's `measuredOS`; nil for a documented or derived answer, and for a
    /// measured record that does not say (MODEL.md §8).
    public func measuredOS(_ orientation: Orientation, version: OSVersion?) throws(SafeAreaError) -> MeasuredOS? {
        try checkOrientation(orientation)
        let record = try record(for: version)
        return record.isDerived(orientation) ? nil : record.measuredOS
    }

    /// The keyboard's height over the window (predictive row included; with
    /// `predictive` false, without it) in `orientation`, and where it comes
    /// from. A height no source read and no rule gives is refused with the
    /// reason (MODEL.md §10).
    public func keyboard(
        _ orientation: Orientation, version: OSVersion?, strict: Bool = false, predictive: Bool = true
    ) throws(SafeAreaError) -> (height: Double, provenance: Provenance) {
        try checkOrientation(orientation)
        let record = try record(for: version)
        let at = try resolvedVersion(version)
        let os = "\(family.osName) \(at.description)"
        guard let keyboard = record.keyboard else {
            throw .invalidOSVersion("no keyboard height is known for \(name) on \(os)")
        }
        let landscape = orientation.isLandscape && family != .tv
        let height: Double
        let provenance: Provenance
        if predictive {
            guard let known = landscape ? keyboard.landscape : keyboard.portrait else {
                throw .invalidOSVersion(
                    "no keyboard height is known for \(name) in \(orientation.name) on \(os): \(keyboard.unknown)")
            }
            height = known
            provenance = keyboard.provenance(at: at) { record.carriedBasis($0, name, family.osName) }
        } else {
            guard let row = keyboard.withoutPredictive, !landscape else {
                throw .invalidOSVersion(
                    "no keyboard height without the predictive row is known for \(name) in \(orientation.name) "
                        + "on \(os): "
                        + (landscape && keyboard.withoutPredictive != nil
                            ? "no source read one in landscape" : "its sources read the keyboard with the row only"))
            }
            height = row.portrait
            provenance = row.provenance(at: at) { record.carriedBasis($0, name, family.osName) }
        }
        if strict && !provenance.isFirstHand {
            let what = predictive ? "keyboard height" : "keyboard height without the predictive row"
            throw .invalidOSVersion(
                "strict: the \(what) of \(name) in \(orientation.name) on \(os) (\(formatNumber(height)) pt) "
                    + "is derived, not measured or documented: \(provenance.basis)")
        }
        return (height, provenance)
    }

    /// The error a strict query gets for a derived record: what would have
    /// been answered and from what.
    private func strictRefusal(_ record: InsetRecord, _ orientation: Orientation, _ version: OSVersion)
        -> SafeAreaError
    {
        let os = "\(family.osName) \(version.description)"
        let insets = record.insets(for: orientation)
        let numbers = [insets.top, insets.left, insets.bottom, insets.right].map(formatNumber).joined(separator: ", ")
        return .invalidOSVersion(
            "strict: no measured or documented safe area for \(name) on \(os); the default answer "
                + "(\(numbers)) is derived: \(record.provenance(orientation, at: version, device: name, osName: family.osName).basis)"
        )
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
    public var rotates: Bool { family != .tv }

    /// True when `other` is a device of the same family (an iPhone design audits iPhones).
    public func isSameKind(as other: DeviceProfile) -> Bool { family == other.family }

    /// The operating system's marketing name ("iOS", "iPadOS", "tvOS"), for messages.
    public var osName: String { family.osName }

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
    func statusBarShows(_ orientation: Orientation, hidden: Bool) -> Bool {
        if hidden { return false }
        if family == .phone && orientation.isLandscape { return false }
        return true
    }

    /// The unsafe regions of the oriented screen: housing, rounded corners,
    /// status bar, home indicator zone and other inset bands.
    public func unsafeRegions(_ orientation: Orientation, version: OSVersion?, statusBarHidden: Bool)
        throws(SafeAreaError) -> [UnsafeRegion]
    {
        let insets = try safeArea(orientation, version: version, statusBarHidden: statusBarHidden)
        let index = try recordIndex(for: version)
        let (w, h) = try screenSize(orientation)
        var regions: [UnsafeRegion] = []
        regions.reserveCapacity(11)

        if housing.kind != .none {
            let edge = try housingEdge(orientation)
            if let outline = housing.outline {
                regions.append(
                    UnsafeRegion(
                        kind: .housing, edge: edge, isPhysical: true, isApproximate: false,
                        rect: orient(outline, orientation)))
            } else if let bound = housing.approximateOutline {
                // Unmeasured outline with a known place: its conservative bound, flagged.
                regions.append(
                    UnsafeRegion(
                        kind: .housing, edge: edge, isPhysical: true, isApproximate: true,
                        rect: orient(bound, orientation)))
            } else {
                // Unmeasured outline: the whole portrait top inset band, conservatively.
                let band = Rect(x: 0, y: 0, width: width, height: records[index].portrait.top)
                regions.append(
                    UnsafeRegion(
                        kind: .housing, edge: edge, isPhysical: true, isApproximate: true,
                        rect: orient(band, orientation)))
            }
        }
        // Each rounded corner's square, with that corner's radius (the corners turn with the interface).
        let corners = cornerRadii.oriented(orientation, rotates: rotates)
        let squares = [
            (corners.topLeft, false, false), (corners.topRight, true, false),
            (corners.bottomLeft, false, true), (corners.bottomRight, true, true),
        ]
        for (radius, right, bottom) in squares where radius > 0 {
            let r = min(radius, w / 2, h / 2)
            regions.append(
                UnsafeRegion(
                    kind: .corner, edge: bottom ? .bottom : .top, isPhysical: true, isApproximate: false,
                    rect: Rect(x: right ? w - r : 0, y: bottom ? h - r : 0, width: r, height: r),
                    cornerRadius: radius))
        }
        var topCovered = 0.0
        if statusBarShows(orientation, hidden: statusBarHidden) && records[index].statusBarHeight > 0 {
            let barHeight = records[index].statusBarHeight
            regions.append(
                UnsafeRegion(
                    kind: .statusBar, edge: .top, isPhysical: false, isApproximate: false,
                    rect: Rect(x: 0, y: 0, width: w, height: barHeight)))
            topCovered = barHeight
        }
        UnsafeRegion.appendInsetBands(
            to: &regions, width: w, height: h, insets: insets, topCovered: topCovered,
            homeIndicator: homeIndicator.isPresent)
        return regions
    }
}

// MARK: - Displays, vertical bars and reserved regions

extension DeviceProfile {
    /// The edge where the system puts vertical bars in `orientation` (UIKit's
    /// `verticalBarEdge`): `.none` where bars are horizontal.
    public func verticalBarEdge(_ orientation: Orientation) throws(SafeAreaError) -> VerticalBarEdge {
        try checkOrientation(orientation)
        return verticalBarEdges[orientation.rawValue]
    }

    /// The reserved regions of the oriented screen (UIKit's `reservedRegions(kind:options:
    /// .includeInactive)`), in the profile's order. `pose` (flat or book) applies to a device
    /// with a fold only, where nil means flat; it changes only the fold's `isActive`. A device
    /// that declares no reserved regions has none. With `strict`, an answer with a derived
    /// region is refused.
    public func reservedRegions(
        _ orientation: Orientation, pose: Pose?, version: OSVersion?,
        strict: Bool = false
    ) throws(SafeAreaError) -> [ReservedRegion] {
        try checkOrientation(orientation)
        _ = try recordIndex(for: version)
        if let pose, !reservedRegions.hasFold {
            throw .invalidArgument(
                "\(name) has no fold: a pose (\(pose.name)) applies only to a display with a division region")
        }
        guard let declared = reservedRegions.declared(orientation) else {
            if reservedRegions.isEmpty && unmeasured.reservedRegions == nil { return [] }
            throw .unsupported(
                "the reserved regions of \(name) in \(orientation.name) are unmeasured: "
                    + (unmeasured.reservedRegions ?? "the profile declares none for this orientation"))
        }
        if strict, let derived = declared.first(where: { $0.provenance.kind == .derived }) {
            throw .invalidOSVersion(
                "strict: the \(derived.name) region of \(name) in \(orientation.name) is derived, "
                    + "not measured or documented: \(derived.provenance.basis)")
        }
        return declared.map { $0.answer(pose) }
    }

    /// Why a navigation bar, tab bar or toolbar on this device in `orientation`
    /// is not predicted, or nil when the bar table (MODEL.md §2.5) applies: on a
    /// vertical bar edge their width is unmeasured; elsewhere the profile may say
    /// their heights are (`unmeasured.bars`).
    public func barsUnmeasured(_ orientation: Orientation) -> String? {
        let edge = verticalBarEdges[orientation.rawValue]
        if edge != .none {
            return "on \(name) in \(orientation.name) the system puts bars on the \(edge.name) edge (verticalBarEdge), "
                + "where their width is unmeasured"
        }
        return unmeasured.bars
    }

    /// True when some window state of this device is not predicted: a vertical
    /// bar edge or unmeasured bars, or an unmeasured hidden status bar. Trees
    /// check reads against it.
    public var hasUnpredictedWindowStates: Bool {
        unmeasured.bars != nil || unmeasured.statusBarHidden != nil || verticalBarEdges.contains { $0 != .none }
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
