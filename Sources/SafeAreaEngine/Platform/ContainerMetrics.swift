/// The bars UIKit containers show (MODEL.md §2.5, §17).
public enum BarKind: Int, Sendable, CaseIterable, NamedCase {
    case navigationBar = 0
    /// What an expanded large title adds to the navigation bar.
    case largeTitle = 1
    case tabBar = 2
    case toolbar = 3
    /// A navigation item's search controller (`navigationItem.searchController`).
    case search = 4
    /// The tab bar's bottom accessory (`UITabBarController.bottomAccessory`).
    case bottomAccessory = 5

    /// The name used in JSON, the C API and Python.
    public var name: String {
        switch self {
        case .navigationBar: return "navigation_bar"
        case .largeTitle: return "large_title"
        case .tabBar: return "tab_bar"
        case .toolbar: return "toolbar"
        case .search: return "search"
        case .bottomAccessory: return "bottom_accessory"
        }
    }

    /// The bar in words ("navigation bar").
    public var words: String {
        switch self {
        case .navigationBar: return "navigation bar"
        case .largeTitle: return "large title"
        case .tabBar: return "tab bar"
        case .toolbar: return "toolbar"
        case .search: return "search field"
        case .bottomAccessory: return "tab bar bottom accessory"
        }
    }
}

/// Where a bar sits in its container (MODEL.md §17): the placement variants are columns of the
/// platform rows, never OS checks, and each is implemented once, here (`edge`, and `BarMetric`'s
/// `originY` and `amount`).
public enum BarPlacement: Int, Sendable, CaseIterable, NamedCase {
    /// A navigation bar at y = max(the container's top inset, `originFloor`), `height` tall.
    case top = 0
    /// A bottom bar `height` tall above the container's bottom inset (iOS 11–18).
    case aboveBottomInset = 1
    /// A bottom band `height` tall measured from the container's bottom, the bottom inset
    /// inside it (iOS 26: the toolbar's slot, the tab bar).
    case bottomBand = 2
    /// A tab bar floating at the container's top inset, `originOffset` below it (iPadOS 18 and later).
    case topEdge = 3
    /// A band under the navigation bar (a search field).
    case belowNavigationBar = 4
    /// A band `height` tall directly above the tab bar (the tab bar's bottom accessory, iOS 26):
    /// it adds its height to what the tab bar takes.
    case aboveTabBar = 5

    public var name: String {
        switch self {
        case .top: return "top"
        case .aboveBottomInset: return "above_bottom_inset"
        case .bottomBand: return "bottom_band"
        case .topEdge: return "top_edge"
        case .belowNavigationBar: return "below_navigation_bar"
        case .aboveTabBar: return "above_tab_bar"
        }
    }

    /// The container's edge the bar sits on (top or bottom), the child's edge it adds to.
    public var edge: ScreenEdge {
        switch self {
        case .top, .topEdge, .belowNavigationBar: return .top
        case .aboveBottomInset, .bottomBand, .aboveTabBar: return .bottom
        }
    }

    /// Where a bar of `kind` sits when no row places it (an unmeasured bar): its kind's edge.
    static func natural(_ kind: BarKind) -> BarPlacement {
        switch kind {
        case .navigationBar, .largeTitle: return .top
        case .search: return .belowNavigationBar
        case .tabBar, .toolbar: return .aboveBottomInset
        case .bottomAccessory: return .aboveTabBar
        }
    }
}

/// A bar's minimization (iOS 27's `UIBarMinimization`; tab bars minimize on scroll from 26).
public enum BarMinimization: Int, Sendable, CaseIterable, NamedCase {
    /// The bars show in full (the state at rest).
    case none = 0
    /// Minimized, with the safe area following them (`safeAreaAdjustment` `.enabled` or `.automatic`).
    case adjustsSafeArea = 1
    /// Minimized, with the safe area kept (`safeAreaAdjustment = .disabled`, iOS 27).
    case keepsSafeArea = 2

    public var name: String {
        switch self {
        case .none: return "none"
        case .adjustsSafeArea: return "adjusts_safe_area"
        case .keepsSafeArea: return "keeps_safe_area"
        }
    }
}

/// One bar's metrics in a window, with where the numbers come from, or why none are known.
///
/// The numbers are stored inline; the texts (provenance, bases, the refusal) sit in one immutable
/// shared box, so that a copy, which the tree's layout makes for every bar it reads, costs one
/// retain rather than one per text.
public struct BarMetric: Sendable, Equatable {
    public var kind: BarKind
    /// Height in points (for `largeTitle`, what it adds; for a band, the whole band).
    public var height: Double
    public var placement: BarPlacement
    /// For a navigation bar: the least y of its origin (it sits at max(top inset, floor)).
    public var originFloor: Double
    /// For a toolbar: it takes its place only with toolbar items.
    public var needsItems: Bool
    /// For a tab bar at the top edge: what a plain child gets below it.
    public var plainChildSpacing: Double
    /// For a tab bar at the top edge: how far below the container's top inset it sits (4 on iPadOS 18).
    public var originOffset: Double
    /// For a tab bar at the top edge: what a plain child reads over the container's top inset when a
    /// source gives it directly rather than as the bar's height and spacing (50 on iPadOS 18); nil otherwise.
    public var plainChildInset: Double?
    private var text: BarText

    public var provenance: Provenance {
        get { text.provenance }
        set { text = text.with(provenance: newValue, unmeasured: text.unmeasured) }
    }
    /// Where the child of an opaque bar is placed by a rule no source measured: the derivation.
    public var opaqueBasis: String? { text.opaqueBasis }
    /// For a tab bar at the top edge: how its navigation-controller child was read.
    public var navigationChildBasis: String? { text.navigationChildBasis }
    /// For a search field docked at the bottom: how it was read under an expanded large title; for a
    /// band under the navigation bar read under an inline title only: how it is carried under one.
    public var underLargeTitleBasis: String? { text.underLargeTitleBasis }
    /// Why no source gives the bar's own height (it still has what it adds to its child); nil when it
    /// has one. Its frame is then not drawn, and `height` is 0.
    public var heightUnmeasured: String? { text.heightUnmeasured }
    /// Why no source gives this bar's metrics; nil when it has numbers.
    public var unmeasured: String? {
        get { text.unmeasured }
        set { text = text.with(unmeasured: newValue) }
    }

    public init(
        kind: BarKind, height: Double, placement: BarPlacement, provenance: Provenance, originFloor: Double = 0,
        needsItems: Bool = false, plainChildSpacing: Double = 0, originOffset: Double = 0,
        plainChildInset: Double? = nil, opaqueBasis: String? = nil, navigationChildBasis: String? = nil,
        underLargeTitleBasis: String? = nil, heightUnmeasured: String? = nil, unmeasured: String? = nil
    ) {
        self.kind = kind
        self.height = height
        self.placement = placement
        self.originFloor = originFloor
        self.needsItems = needsItems
        self.plainChildSpacing = plainChildSpacing
        self.originOffset = originOffset
        self.plainChildInset = plainChildInset
        text = BarText(
            provenance: provenance, opaqueBasis: opaqueBasis, navigationChildBasis: navigationChildBasis,
            underLargeTitleBasis: underLargeTitleBasis, heightUnmeasured: heightUnmeasured, unmeasured: unmeasured)
    }

    public static func == (a: BarMetric, b: BarMetric) -> Bool {
        a.kind == b.kind && a.height == b.height && a.placement == b.placement && a.originFloor == b.originFloor
            && a.needsItems == b.needsItems && a.plainChildSpacing == b.plainChildSpacing
            && a.originOffset == b.originOffset && a.plainChildInset == b.plainChildInset
            && (a.text === b.text || a.text.same(as: b.text))
    }

    /// A bar no source measured, on its kind's edge (`BarPlacement.natural`).
    static func unmeasured(_ kind: BarKind, _ reason: String) -> BarMetric {
        BarMetric(
            kind: kind, height: 0, placement: .natural(kind), provenance: Provenance(kind: .derived, source: ""),
            unmeasured: reason)
    }

    /// The container's edge the bar sits on (top or bottom).
    public var edge: ScreenEdge { placement.edge }

    /// The y of the bar's origin in its container's view, `containerHeight` tall with safe area
    /// `inset`, the bar `shownHeight` tall (with a large title): a navigation bar at max(the top
    /// inset, its floor); a bar above the bottom inset; a band from the container's bottom; a tab bar
    /// on the top edge at the top inset and its offset; a band under the navigation bar at its bottom
    /// (`navigationBarBottom`), else at the top inset; a band above the tab bar at the tab bar's top
    /// (`tabBarTop`), else above the bottom inset.
    public func originY(
        containerHeight: Double, inset: SafeAreaInsets, shownHeight: Double, navigationBarBottom: Double? = nil,
        tabBarTop: Double? = nil
    ) -> Double {
        switch placement {
        case .top: return max(inset.top, originFloor)
        case .aboveBottomInset: return containerHeight - inset.bottom - shownHeight
        case .bottomBand: return containerHeight - shownHeight
        case .topEdge: return inset.top + originOffset
        case .belowNavigationBar: return navigationBarBottom ?? inset.top
        case .aboveTabBar: return (tabBarTop ?? containerHeight - inset.bottom) - shownHeight
        }
    }

    /// What the bar adds to its container's visible child on its edge (MODEL.md §2.5, §17), the
    /// container's safe area being `inset`: a navigation bar from the top inset to its bottom
    /// (`largeTitle` added); a bar above the bottom inset or under the navigation bar its height; a
    /// bottom band the part of it beyond the bottom inset; a tab bar on the top edge what a plain child
    /// reads (`plainChildInset` where a source gives it, else its height and the spacing below it),
    /// and nothing to a navigation controller (`navigationChild`,
    /// which reads the bar through its own navigation bar); a band above the tab bar its height over
    /// what the tab bar takes (`tabBar`).
    public func amount(
        inset: SafeAreaInsets, largeTitle: Double = 0, navigationChild: Bool = false, tabBar: Double = 0
    ) -> Double {
        switch placement {
        case .top: return max(inset.top, originFloor) - inset.top + height + largeTitle
        case .aboveBottomInset, .belowNavigationBar: return height
        case .bottomBand: return max(0, height - inset.bottom)
        case .topEdge: return navigationChild ? 0 : plainChildInset ?? height + plainChildSpacing
        case .aboveTabBar: return tabBar + height
        }
    }
}

/// A bar metric's texts, immutable and shared by its copies.
private final class BarText: Sendable {
    let provenance: Provenance
    let opaqueBasis: String?
    let navigationChildBasis: String?
    let underLargeTitleBasis: String?
    let heightUnmeasured: String?
    let unmeasured: String?

    init(
        provenance: Provenance, opaqueBasis: String?, navigationChildBasis: String?, underLargeTitleBasis: String?,
        heightUnmeasured: String?, unmeasured: String?
    ) {
        self.provenance = provenance
        self.opaqueBasis = opaqueBasis
        self.navigationChildBasis = navigationChildBasis
        self.underLargeTitleBasis = underLargeTitleBasis
        self.heightUnmeasured = heightUnmeasured
        self.unmeasured = unmeasured
    }

    func with(provenance: Provenance? = nil, unmeasured: String?) -> BarText {
        BarText(
            provenance: provenance ?? self.provenance, opaqueBasis: opaqueBasis,
            navigationChildBasis: navigationChildBasis, underLargeTitleBasis: underLargeTitleBasis,
            heightUnmeasured: heightUnmeasured, unmeasured: unmeasured)
    }

    func same(as other: BarText) -> Bool {
        provenance == other.provenance && opaqueBasis == other.opaqueBasis
            && navigationChildBasis == other.navigationChildBasis && underLargeTitleBasis == other.underLargeTitleBasis
            && heightUnmeasured == other.heightUnmeasured && unmeasured == other.unmeasured
    }
}

/// The metrics of the bars containers add in one window (MODEL.md §2.5, §17), resolved once per
/// window by the window environment from the platform rows (`ContainerTable`) by OS version,
/// idiom and vertical size class. The tree reads these values, never the OS, the idiom or the
/// size class.
///
/// The value is the window's key into the built-in rows, and a bar's row is found when the bar
/// is read (among the few rows of its bar and idiom, by index): resolving a window copies no
/// row and none of its strings, and a layout that shows no bar (an audit of a plain design)
/// does no bar work at all.
public struct ContainerMetrics: Sendable, Equatable {
    private let idiom: DeviceFamily
    private let verticalSizeClass: SizeClass
    private let horizontalSizeClass: SizeClass
    private let version: OSVersion
    /// The device's catalog name: a row naming a device holds for that device only, before the
    /// idiom's rows (MODEL.md §17).
    private let deviceName: String
    /// The window's bottom inset with the status bar shown (rows measured at another are derived here).
    private let bottomInset: Double
    /// Why every bar is unmeasured on this device in this orientation (MODEL.md §1); nil otherwise.
    private let refusedAll: String?

    public var navigationBar: BarMetric { metric(.navigationBar) }
    public var largeTitle: BarMetric { metric(.largeTitle) }
    public var tabBar: BarMetric { metric(.tabBar) }
    public var toolbar: BarMetric { metric(.toolbar) }
    /// A search controller of a navigation controller inside a tab bar controller.
    public var searchInTabBar: BarMetric { metric(.search, .inTabBar) }
    /// A search controller of a navigation controller not inside a tab bar controller.
    public var searchAlone: BarMetric { metric(.search, .alone) }
    /// The band a search controller of a navigation controller not inside a tab bar controller adds
    /// under an expanded large title.
    public var searchUnderLargeTitle: BarMetric { metric(.search, .underLargeTitle) }
    public var bottomAccessory: BarMetric { metric(.bottomAccessory) }

    /// Why minimized bars that move the safe area are refused.
    public var minimizedUnmeasured: String {
        (try? ContainerTable.builtin.get())?.minimized.unmeasured ?? ContainerTable.loadError ?? ""
    }
    /// Whether minimized bars may keep the safe area (`UIBarMinimization`, iOS 27), and the source;
    /// nil before the OS has it.
    public var keepsSafeAreaWhenMinimized: Provenance? {
        guard let minimized = (try? ContainerTable.builtin.get())?.minimized else { return nil }
        return version >= minimized.keepsSafeAreaFrom ? minimized.keepsSafeAreaSource : nil
    }

    /// True when a bar every container may show (navigation bar, large title, tab bar, toolbar)
    /// has no numbers: reads under containers check their bars.
    public var baseUnmeasured: Bool {
        refusedAll != nil || unmeasured(.navigationBar) || unmeasured(.largeTitle) || unmeasured(.tabBar)
            || unmeasured(.toolbar)
    }

    /// The metric of one bar (the search field as a tab bar's navigation controller has it).
    public subscript(kind: BarKind) -> BarMetric {
        switch kind {
        case .navigationBar: return navigationBar
        case .largeTitle: return largeTitle
        case .tabBar: return tabBar
        case .toolbar: return toolbar
        case .search: return searchInTabBar
        case .bottomAccessory: return bottomAccessory
        }
    }

    /// The metrics of a window of `idiom` at `verticalSizeClass` and `horizontalSizeClass` on
    /// `version` on the device `deviceName`, whose bottom inset is `bottomInset` (rows measured at one
    /// bottom inset are derived at another); every bar unmeasured for `refusedAll` where it is given
    /// (a device whose bars are not predicted), except a bar a row of that device gives.
    static func resolve(
        idiom: DeviceFamily, verticalSizeClass: SizeClass, horizontalSizeClass: SizeClass, version: OSVersion,
        deviceName: String = "", bottomInset: Double, refusedAll: String? = nil
    ) -> ContainerMetrics {
        ContainerMetrics(
            idiom: idiom, verticalSizeClass: verticalSizeClass, horizontalSizeClass: horizontalSizeClass,
            version: version, deviceName: deviceName, bottomInset: bottomInset, refusedAll: refusedAll)
    }

    private init(
        idiom: DeviceFamily, verticalSizeClass: SizeClass, horizontalSizeClass: SizeClass, version: OSVersion,
        deviceName: String, bottomInset: Double, refusedAll: String?
    ) {
        self.idiom = idiom
        self.verticalSizeClass = verticalSizeClass
        self.horizontalSizeClass = horizontalSizeClass
        self.version = version
        self.deviceName = deviceName
        self.bottomInset = bottomInset
        self.refusedAll = refusedAll
    }

    /// The index in the built-in rows of the first row for `kind` in this window, or nil.
    /// A row of this window's device comes before the idiom's rows.
    private func rowIndex(_ kind: BarKind, _ context: SearchContext) -> Int? {
        let rows = ContainerTable.builtinRows
        let slot = ContainerMetrics.indexSlot(kind, idiom)
        guard slot < ContainerMetrics.rowsByBarAndIdiom.count else { return nil }
        var found: Int?
        for index in ContainerMetrics.rowsByBarAndIdiom[slot] {
            let row = Int(index)
            guard row < rows.count else { continue }
            if rows[row].os.contains(version) && (rows[row].device == nil || rows[row].device == deviceName)
                && (rows[row].verticalSizeClass == nil || rows[row].verticalSizeClass == verticalSizeClass)
                && (rows[row].horizontalSizeClass == nil || rows[row].horizontalSizeClass == horizontalSizeClass)
                && (rows[row].context == .any || context == .any || rows[row].context == context)
            {
                if rows[row].device != nil { return row }
                if found == nil { found = row }
            }
        }
        return found
    }

    /// Whether the bar `kind` has no numbers in this window.
    private func unmeasured(_ kind: BarKind) -> Bool {
        guard let row = rowIndex(kind, .any) else { return true }
        return ContainerTable.builtinRows[row].metric.unmeasured != nil
    }

    /// Whether a row of this window's device gives the bar `kind` its numbers: such a bar is
    /// answered on a device whose other bars are refused (`refusedAll`).
    public func deviceGives(_ kind: BarKind) -> Bool {
        guard let row = rowIndex(kind, .any) else { return false }
        return ContainerTable.builtinRows[row].device != nil && ContainerTable.builtinRows[row].metric.unmeasured == nil
    }

    /// The bar `kind` as this window has it.
    private func metric(_ kind: BarKind, _ context: SearchContext = .any) -> BarMetric {
        guard let row = rowIndex(kind, context) else {
            return .unmeasured(
                kind,
                refusedAll ?? ContainerTable.loadError
                    ?? "no source gives the \(kind.words)'s metrics on \(idiom.osName) \(version.description)")
        }
        let rows = ContainerTable.builtinRows
        var m = rows[row].metric
        // A device whose bars are refused keeps a bar its own row gives (its catalog entry says which).
        if let reason = refusedAll, rows[row].device == nil {
            m.unmeasured = reason
            return m
        }
        if let measuredAt = rows[row].measuredWithBottomInset, measuredAt != bottomInset, m.unmeasured == nil,
            m.provenance.kind != .derived
        {
            m.provenance = Provenance(
                kind: .derived, source: m.provenance.source,
                basis: (m.provenance.basis.isEmpty ? "" : m.provenance.basis + "; ")
                    + "measured only with a bottom inset of \(formatNumber(measuredAt)), carried here to "
                    + formatNumber(bottomInset))
        }
        return m
    }

    /// The rows of the built-in table for each bar and idiom, in table order (`indexSlot`): a
    /// read scans only its own bar's rows.
    private static let rowsByBarAndIdiom: [[Int32]] = {
        var index = [[Int32]](repeating: [], count: BarKind.allCases.count * DeviceFamily.allCases.count)
        for (i, row) in ContainerTable.builtinRows.enumerated() {
            index[indexSlot(row.bar, row.idiom)].append(Int32(truncatingIfNeeded: i))
        }
        return index
    }()

    private static func indexSlot(_ bar: BarKind, _ idiom: DeviceFamily) -> Int {
        bar.rawValue * DeviceFamily.allCases.count + idiom.rawValue
    }
}
