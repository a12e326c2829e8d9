/// Everything a window's layout reads of its device and OS, resolved once per window change
/// (device, OS version, orientation, status bar): the frame on the screen, the window's insets
/// with their provenance, size classes, whether the status bar shows, the system minimum
/// margins and the bars (MODEL.md §2.1, §2.5, §2.7).
///
/// The tree, the SwiftUI scene, audits and pictures read this value; only here (and in
/// `Device/`, `Platform/` and `Export/`) is the device's family, the orientation or the OS
/// version turned into a rule. zstd resolves a level into its parameters once and the block
/// compressors read the parameters; this is that value for a window.
public struct WindowEnvironment: Sendable, Equatable {
    /// The interface orientation the window is laid out in.
    public let orientation: Orientation
    /// The OS version the answers are for (the device's newest where none was asked).
    public let osVersion: OSVersion
    /// The operating system's marketing name ("iOS", "iPadOS", "tvOS").
    public let osName: String
    /// UIKit's `userInterfaceIdiom` trait.
    public let idiom: DeviceFamily
    /// The oriented screen, in points.
    public let screen: Rect
    /// The window's frame on the oriented screen (the whole screen unless a window placement
    /// asks for another, MODEL.md §19).
    public let frame: Rect
    /// The app window asked for and what it resolved to (nil: an app that fills the screen
    /// without window controls, as before iPadOS 26's windowing).
    public let placement: ResolvedWindow?
    /// The window's safeAreaInsets with the status bar as it is (hidden or shown).
    public let insets: SafeAreaInsets
    /// The window's safeAreaInsets with the status bar shown where it can show.
    public let insetsWithStatusBar: SafeAreaInsets
    /// Where the window's insets come from.
    public let provenance: Provenance
    /// The status bar is hidden by request (the window's or the controlling controller's).
    public let statusBarHidden: Bool
    /// The status bar shows when nothing hides it (iPhones hide it at compact height).
    public let statusBarAppears: Bool
    public let horizontalSizeClass: SizeClass
    public let verticalSizeClass: SizeClass
    /// The system minimum layout margins of a controller's root view, by its width.
    public let systemMinimumMargins: MinimumMarginRule
    /// The heights of the bars containers add in this window.
    public let bars: ContainerMetrics
    /// `readableContentGuide`'s widest in this window, at the default text size (MODEL.md §2.7).
    public let readableContentWidth: Double
    /// The device's name, in the window's refusals.
    let deviceName: String
    /// Device pixels per point (sheet geometry rounds to them).
    let pixelScale: Double

    /// The sheet geometry of this window (MODEL.md §18), resolved from the presentation rows when
    /// a presentation asks (a layout that presents nothing reads no presentation row).
    public var presentations: PresentationMetrics {
        PresentationMetrics(
            idiom: idiom, verticalSizeClass: verticalSizeClass, version: osVersion, osName: osName,
            frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height), insets: insets,
            provenance: provenance, pixelScale: pixelScale,
            naming: .device(deviceName, orientation, placement: placement?.request.placement.name),
            isLandscape: orientation.isLandscape, horizontalSizeClass: horizontalSizeClass,
            screenLongestSide: max(screen.width, screen.height))
    }

    /// The window of `device` in `orientation` on `version` (nil: the newest), with the status
    /// bar hidden or not, placed as `window` asks (nil: filling the screen). Fails for an
    /// unsupported orientation, an OS version without data, a status bar hidden where the
    /// device leaves it unmeasured (MODEL.md §1), or a window placement the device, OS or
    /// sources do not have (MODEL.md §19).
    public init(
        device: DeviceProfile, orientation: Orientation, version: OSVersion?, statusBarHidden: Bool,
        window request: WindowRequest? = nil
    ) throws(SafeAreaError) {
        var shown = try device.safeArea(orientation, version: version, statusBarHidden: false)
        let size = try device.screenSize(orientation)
        self.orientation = orientation
        osVersion = try device.resolvedVersion(version)
        osName = device.family.osName
        idiom = device.family
        screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var screenInsets =
            statusBarHidden ? try device.safeArea(orientation, version: version, statusBarHidden: true) : shown
        var source = try device.provenance(orientation, version: version)
        // iPhones are compact wide but the wider ones in landscape (the layout rules' width); iPads
        // and Apple TVs fill the screen at regular width; an app window's width decides its own
        // (MODEL.md §19).
        let rules = try LayoutTable.builtin.get()
        readableContentWidth = rules.readableContentWidth
        var wide =
            device.family != .phone
                || (orientation.isLandscape && min(size.width, size.height) >= rules.phoneRegularWidthFrom)
            ? SizeClass.regular : .compact
        if let request {
            let table = try WindowTable.builtin.get()
            let resolved = try table.resolve(
                request,
                on: WindowTable.Screen(
                    deviceName: device.name, family: device.family, osName: device.family.osName,
                    orientation: orientation, version: osVersion, size: size, insets: screenInsets, insetsShown: shown,
                    provenance: source, statusBarHidden: statusBarHidden))
            placement = resolved
            frame = resolved.frame
            shown = resolved.insetsWithStatusBar
            screenInsets = resolved.insets
            // The controls' provenance is the reserved-regions read's; the layout reads the rest.
            let layoutParts = [resolved.frameProvenance, resolved.sizeClassProvenance].compactMap { $0 }
            source = WindowTable.combined(layoutParts.filter { $0.kind == .derived } + [resolved.insetsProvenance])
            wide = resolved.horizontalSizeClass
        } else {
            placement = nil
            frame = screen
        }
        insetsWithStatusBar = shown
        insets = screenInsets
        provenance = source
        self.statusBarHidden = statusBarHidden
        statusBarAppears = device.statusBarShows(orientation, hidden: false)
        let compactHeight = device.family == .phone && orientation.isLandscape
        verticalSizeClass = compactHeight ? .compact : .regular
        horizontalSizeClass = wide
        // A controller's edge inside the window: UIKit's minimum there, where a source measured it.
        // Its value is read here; its provenance (text) only when asked.
        var insideEdge: Double? = nil
        if device.family == .pad {
            insideEdge = try WindowTable.builtinInsideEdgeMinimumValue(family: device.family, version: osVersion)
        }
        systemMinimumMargins = MinimumMarginRule(
            idiom: device.family, rules: rules.minimumMargins, insideEdge: insideEdge, version: osVersion, screen: size)
        // A device whose bars are not predicted in this orientation (bars on a vertical edge) refuses them all.
        bars = ContainerMetrics.resolve(
            idiom: device.family, verticalSizeClass: verticalSizeClass, horizontalSizeClass: wide, version: osVersion,
            deviceName: device.name, bottomInset: shown.bottom, refusedAll: device.barsUnmeasured(orientation))
        deviceName = device.name
        pixelScale = device.scale
    }

    /// The device's insets are the screen's overscan (an Apple TV), not an obstruction's: what an
    /// explanation says they are for.
    public var insetsAreOverscan: Bool { idiom == .tv }

    /// The screen's side insets mirror the sensor housing's side (an iPhone at compact height
    /// reports symmetric landscape insets): what an explanation says the far side's inset is for.
    public var sideInsetsMirrorHousing: Bool { idiom == .phone && verticalSizeClass == .compact }

    /// The window's bounds in its own coordinates.
    public var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }

    /// The window's insets on `edge` as the device reports them, before a hidden status bar.
    public subscript(shown edge: ScreenEdge) -> Double { insetsWithStatusBar[edge] }
}

/// The system minimum layout margins' horizontal value (MODEL.md §2.7, model choice, a row of
/// `data/layout.json`): `wide` from `wideFrom` points of width on, else `narrow` (iPhones: 16, and
/// 20 from 414 pt; iPads and Apple TVs: 20 at any width), and the value at a controller's edge
/// inside the window.
public struct MinimumMarginRule: Sendable, Equatable {
    public let narrow: Double
    public let wide: Double
    public let wideFrom: Double
    /// The system minimum at a child controller's left or right edge that lies inside the window,
    /// away from the window's edges (iPads from iPadOS 26: 0, MODEL.md §2.7); nil where no source
    /// measured one (the minimum above at every edge).
    public let insideEdge: Double?
    /// The OS version and screen (portrait width, height) `insideEdge` was resolved for.
    private let version: OSVersion
    private let screenWidth, screenHeight: Double

    /// Where `insideEdge` comes from (nil with it), from the window rows when asked.
    public var insideEdgeProvenance: Provenance? {
        guard insideEdge != nil, case .success(let table) = WindowTable.builtin else { return nil }
        return table.insideEdgeMinimum(family: .pad, version: version, screen: (screenWidth, screenHeight))?.provenance
    }

    /// The rule of `idiom` from the layout rules' `rules` (`data/layout.json`).
    init(
        idiom: DeviceFamily, rules: (phoneNarrow: Double, phoneWide: Double, phoneWideFrom: Double, other: Double),
        insideEdge: Double? = nil, version: OSVersion, screen: (width: Double, height: Double)
    ) {
        switch idiom {
        case .phone: (narrow, wide, wideFrom) = (rules.phoneNarrow, rules.phoneWide, rules.phoneWideFrom)
        case .pad, .tv: (narrow, wide, wideFrom) = (rules.other, rules.other, 0)
        }
        self.insideEdge = insideEdge
        self.version = version
        screenWidth = screen.width
        screenHeight = screen.height
    }

    /// The horizontal margin of a root view `width` points wide.
    @inline(__always)
    public func horizontal(width: Double) -> Double { width >= wideFrom ? wide : narrow }

    /// The margins (0, h, 0, h) of a root view `width` points wide.
    @inline(__always)
    public func margins(width: Double) -> SafeAreaInsets {
        let h = horizontal(width: width)
        return SafeAreaInsets(top: 0, left: h, bottom: 0, right: h)
    }
}

/// A resolved window environment behind one reference (immutable: a change makes a new one).
final class WindowStorage: Sendable {
    let environment: WindowEnvironment
    /// The OS version the window was asked for (nil: the device's newest), which resolved to the
    /// environment's.
    let requestedVersion: OSVersion?
    /// The window's bars, each resolved once: a tree's layout passes read them again and again.
    let bars: ResolvedBars

    init(_ environment: WindowEnvironment, requestedVersion: OSVersion?) {
        self.environment = environment
        self.requestedVersion = requestedVersion
        bars = ResolvedBars(environment.bars)
    }
}

/// A window's bars with every metric made (`ContainerMetrics` makes one when it is read): what a
/// tree keeps for its window, so that its layouts find no row and build no text.
struct ResolvedBars: Sendable {
    let navigationBar, largeTitle, tabBar, toolbar: BarMetric
    /// A search controller of a navigation controller inside, and not inside, a tab bar controller.
    let searchInTabBar, searchAlone: BarMetric
    /// The band a search controller keeps under an expanded large title (not in a tab bar controller).
    let searchUnderLargeTitle: BarMetric
    let bottomAccessory: BarMetric
    let baseUnmeasured: Bool
    let minimizedUnmeasured: String
    let keepsSafeAreaWhenMinimized: Provenance?

    init(_ metrics: ContainerMetrics) {
        navigationBar = metrics.navigationBar
        largeTitle = metrics.largeTitle
        tabBar = metrics.tabBar
        toolbar = metrics.toolbar
        searchInTabBar = metrics.searchInTabBar
        searchAlone = metrics.searchAlone
        searchUnderLargeTitle = metrics.searchUnderLargeTitle
        bottomAccessory = metrics.bottomAccessory
        baseUnmeasured = metrics.baseUnmeasured
        minimizedUnmeasured = metrics.minimizedUnmeasured
        keepsSafeAreaWhenMinimized = metrics.keepsSafeAreaWhenMinimized
    }
}
