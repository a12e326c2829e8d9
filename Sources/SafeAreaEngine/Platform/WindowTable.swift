/// A number of `data/windows.json` with where it comes from.
struct WindowFact: Sendable {
    let value: Double
    let provenance: Provenance
    /// The screen (portrait width, height) it was measured on, where it is measured on one.
    let measuredScreen: (Double, Double)?
}

/// One tile row: the widths of the window-controls menu's tiles on one screen and orientation.
struct TileRow: Sendable {
    let screen: (Double, Double)
    let landscape: Bool
    let os: OSRange
    let half, third: Double
    let provenance: Provenance
}

/// One control-style row: the pill's rectangle in the window.
struct ControlsRow: Sendable {
    let style: WindowControlStyle
    let os: OSRange
    let rect: Rect
    let measuredScreen: (Double, Double)
    let provenance: Provenance
}

/// One iPhone-app row: the window an iPhone-only app gets on one screen and orientation, with
/// its insets where the source printed them.
struct PhoneAppRow: Sendable {
    let screen: (Double, Double)
    let landscape: Bool
    let os: OSRange
    let size: (Double, Double)
    let insets: SafeAreaInsets?
    let provenance: Provenance
}

/// The iPhone-app window's rules (MODEL.md §19): from which OS line it is a window, the rows
/// measured, the size and insets by rule elsewhere, the limits a user can resize it within and
/// its size classes, each with its provenance or the reason no source measured it.
struct PhoneAppRules: Sendable {
    let from: OSVersion
    /// Why an earlier OS line refuses.
    let before: String
    let rows: [PhoneAppRow]
    /// The launch window's share of the screen's width (it spans the height).
    let widthShare: Double
    let sizeProvenance: Provenance
    let bottomWithHomeIndicator: Double
    let insetsProvenance: Provenance
    let positionBasis: String
    let minWidth: Double
    let maxWidthShare: Double
    let limitsProvenance: Provenance
    let limitsMeasuredScreen: (Double, Double)
    let limitsOtherScreensBasis: String
    let minWidthLimitBasis: String
    /// Why a window shorter than the screen refuses.
    let heightUnmeasured: String
    let compactAtMost: Double
    let regularFrom: Double
    let sizeClassProvenance: Provenance
    let sizeClassBetweenBasis: String
    /// Why a screen where the rule gives a window under the minimum refuses.
    let unmeasured: String
}

/// One Split View row before iPadOS 26: the splits of one screen and orientation (no half in portrait).
struct SplitRow: Sendable {
    let screen: (Double, Double)
    let landscape: Bool
    let third: Double
    let half: Double?
    let twoThirds: Double
}

/// The windows before iPadOS 26 (MODEL.md §19): Split View's splits, Slide Over, Stage Manager's
/// iPads and an iPhone-only app's box, each with its provenance or the reason no source measured it.
struct EarlierWindows: Sendable {
    let from: OSVersion
    let splitRows: [SplitRow]
    let splitProvenance: Provenance
    let splitOtherVersionsBasis: String
    let halfGap: Double
    let halfRule: Provenance
    let splitHeightBasis: String
    let portraitHalf: String
    let otherScreensThirds: String
    let splitInsetsProvenance: Provenance
    let splitCompactAtMost: Double
    let splitRegularFrom: Double
    let splitSizeClassProvenance: Provenance
    let splitSizeClassBetweenBasis: String
    let slideOver: String
    let stageManagerFrom: OSVersion
    let stageManagerDevices: [String]
    let stageManagerNoneBefore: String
    let stageManagerDeviceWithout: String
    /// A Stage Manager window on iPadOS 16-18: its least size, its least gap to the screen's edges (the
    /// status bar's height where taller), why a frame outside them is refused, and the provenance of its
    /// frame limits, insets (the full screen's) and size class.
    let stageMinimum: (width: Double, height: Double)
    let stageEdgeGap: Double
    let stageOutside: String
    let stageFrameProvenance: Provenance
    let stageInsetsProvenance: Provenance
    let stageSizeClassProvenance: Provenance
    let boxUntil: OSVersion
    let boxSize: (Double, Double)
    let boxInsets: SafeAreaInsets
    let boxProvenance: Provenance
    let boxSizeClassProvenance: Provenance
    let boxNotResizable: String
    let boxLandscape: String
}

/// The window facts of `data/windows.json` (schemas/windows.schema.json), compiled in
/// (`Generated/WindowMetricsData.swift`): where windows exist, the controls per style, the
/// insets a window gets, tiles, the minimum width and compatibility modes, each with its source
/// and provenance or the reason no source measured it (MODEL.md §19). Immutable, behind one
/// reference: a window layout reads the built-in table without copying its rows and strings.
final class WindowTable: Sendable {
    let windowingFrom: OSVersion
    let windowingRefusal: String
    let automatic: [(os: OSRange, style: WindowControlStyle, provenance: Provenance)]
    let controls: [ControlsRow]
    let controlsOtherScreensBasis: String
    /// A window's own top inset away from the screen's top edge, per control style.
    let topAway: [(style: WindowControlStyle, fact: WindowFact, otherScreensBasis: String?)]
    let topAtEdgeBasis: String
    let fullPlacementControls: String
    let bottomAtEdge: WindowFact
    let bottomAboveEdge: WindowFact
    let statusBarHiddenBasis: String
    let minimumWidth: WindowFact
    /// The window a source measured floating mid-screen (width, height): an audit's `floating` entry.
    let floating: (Double, Double)
    let tiles: [TileRow]
    let tileOtherVersionsBasis: String
    let tileGap: Double
    let tileGapBasis: String
    let tileHeightBasis: String
    let tileOtherScreensHalfBasis: String
    let tileOtherScreensThird: String
    let slideOverUnmeasured: String
    let compactAtMost: Double
    let regularFrom: Double
    let sizeClassProvenance: Provenance
    let sizeClassBetweenBasis: String
    /// Where a window as wide as the screen takes the device's size class (regular on every iPad).
    let spanningScreenProvenance: Provenance
    let windowMargin: Double
    let midWindowEdgeMinimum: Double
    let marginsProvenance: Provenance
    /// Where the mid-window edge's minimum was measured: the screen and the OS line.
    let marginsMeasuredScreen: (Double, Double)
    let marginsOS: OSRange
    let marginsOtherScreensBasis: String
    let marginsOtherVersionsBasis: String
    let phoneApp: PhoneAppRules
    /// How the controls of a window reaching the screen's top edge move (derived).
    let controlsAtTopEdge: Provenance
    let fullScreenAppFrom: OSVersion
    let fullScreenAppTopHidden: Double
    let fullScreenAppTopShown: Double
    let fullScreenAppCornerAdaptation: Double
    let fullScreenAppProvenance: Provenance
    let earlier: EarlierWindows

    init(
        windowingFrom: OSVersion,
        windowingRefusal: String,
        automatic: [(os: OSRange, style: WindowControlStyle, provenance: Provenance)],
        controls: [ControlsRow],
        controlsOtherScreensBasis: String,
        topAway: [(style: WindowControlStyle, fact: WindowFact, otherScreensBasis: String?)],
        topAtEdgeBasis: String,
        fullPlacementControls: String,
        bottomAtEdge: WindowFact,
        bottomAboveEdge: WindowFact,
        statusBarHiddenBasis: String,
        minimumWidth: WindowFact,
        floating: (Double, Double),
        tiles: [TileRow],
        tileOtherVersionsBasis: String,
        tileGap: Double,
        tileGapBasis: String,
        tileHeightBasis: String,
        tileOtherScreensHalfBasis: String,
        tileOtherScreensThird: String,
        slideOverUnmeasured: String,
        compactAtMost: Double,
        regularFrom: Double,
        sizeClassProvenance: Provenance,
        sizeClassBetweenBasis: String,
        spanningScreenProvenance: Provenance,
        windowMargin: Double,
        midWindowEdgeMinimum: Double,
        marginsProvenance: Provenance,
        marginsMeasuredScreen: (Double, Double),
        marginsOS: OSRange,
        marginsOtherScreensBasis: String,
        marginsOtherVersionsBasis: String,
        phoneApp: PhoneAppRules,
        controlsAtTopEdge: Provenance,
        fullScreenAppFrom: OSVersion,
        fullScreenAppTopHidden: Double,
        fullScreenAppTopShown: Double,
        fullScreenAppCornerAdaptation: Double,
        fullScreenAppProvenance: Provenance,
        earlier: EarlierWindows
    ) {
        self.windowingFrom = windowingFrom
        self.windowingRefusal = windowingRefusal
        self.automatic = automatic
        self.controls = controls
        self.controlsOtherScreensBasis = controlsOtherScreensBasis
        self.topAway = topAway
        self.topAtEdgeBasis = topAtEdgeBasis
        self.fullPlacementControls = fullPlacementControls
        self.bottomAtEdge = bottomAtEdge
        self.bottomAboveEdge = bottomAboveEdge
        self.statusBarHiddenBasis = statusBarHiddenBasis
        self.minimumWidth = minimumWidth
        self.floating = floating
        self.tiles = tiles
        self.tileOtherVersionsBasis = tileOtherVersionsBasis
        self.tileGap = tileGap
        self.tileGapBasis = tileGapBasis
        self.tileHeightBasis = tileHeightBasis
        self.tileOtherScreensHalfBasis = tileOtherScreensHalfBasis
        self.tileOtherScreensThird = tileOtherScreensThird
        self.slideOverUnmeasured = slideOverUnmeasured
        self.compactAtMost = compactAtMost
        self.regularFrom = regularFrom
        self.sizeClassProvenance = sizeClassProvenance
        self.sizeClassBetweenBasis = sizeClassBetweenBasis
        self.spanningScreenProvenance = spanningScreenProvenance
        self.windowMargin = windowMargin
        self.midWindowEdgeMinimum = midWindowEdgeMinimum
        self.marginsProvenance = marginsProvenance
        self.marginsMeasuredScreen = marginsMeasuredScreen
        self.marginsOS = marginsOS
        self.marginsOtherScreensBasis = marginsOtherScreensBasis
        self.marginsOtherVersionsBasis = marginsOtherVersionsBasis
        self.phoneApp = phoneApp
        self.controlsAtTopEdge = controlsAtTopEdge
        self.fullScreenAppFrom = fullScreenAppFrom
        self.fullScreenAppTopHidden = fullScreenAppTopHidden
        self.fullScreenAppTopShown = fullScreenAppTopShown
        self.fullScreenAppCornerAdaptation = fullScreenAppCornerAdaptation
        self.fullScreenAppProvenance = fullScreenAppProvenance
        self.earlier = earlier
    }

    /// The built-in table, or the load error every app window refuses with (`PlatformFacts.load`).
    static let builtin = PlatformFacts.load("window facts", builtinWindowsJSON, WindowTable.decode(json:facts:))

    /// Reads the document; every error names the field at fault.
    static func decode(json document: String, facts: PlatformFacts = PlatformFacts()) throws(SafeAreaError)
        -> WindowTable
    {
        let r = try PlatformFacts.root(json: document, "the window facts are")
        try r.rejectUnknown([
            "schema_version", "description", "windowing", "controls", "insets", "minimum_width", "floating", "tiles",
            "slide_over", "size_classes", "margins", "compatibility", "before_windowing",
        ])
        func text(_ r: FieldReader, _ key: String) throws(SafeAreaError) -> String {
            try PlatformFacts.text(r, key)
        }
        func provenance(_ r: FieldReader) throws(SafeAreaError) -> Provenance {
            try facts.provenance(r)
        }
        func basis(_ r: FieldReader, _ key: String) throws(SafeAreaError) -> String {
            try facts.basis(r, key)
        }
        func numbers(_ r: FieldReader, _ key: String, _ count: Int) throws(SafeAreaError) -> [Double] {
            guard let items = try r.array(key, maxCount: count), items.count == count else {
                throw .invalidProfile("\(r.name(key)): expected \(count) numbers")
            }
            var out: [Double] = []
            for (i, item) in items.enumerated() {
                out.append(try checkNumber(item, "\(r.name(key))[\(i)]", min: 0, max: 10_000, document: .profile))
            }
            return out
        }
        func screen(_ r: FieldReader, _ key: String) throws(SafeAreaError) -> (Double, Double) {
            let n = try numbers(r, key, 2)
            return (n[0], n[1])
        }
        func fact(_ r: FieldReader) throws(SafeAreaError) -> WindowFact {
            WindowFact(
                value: try r.number("value", min: 0, max: 10_000), provenance: try provenance(r),
                measuredScreen: r.value("measured_screen") == nil ? nil : try screen(r, "measured_screen"))
        }
        func style(_ r: FieldReader) throws(SafeAreaError) -> WindowControlStyle {
            let name = try r.string("style")
            guard let style = WindowControlStyle(name: name), style != .automatic else {
                throw .invalidProfile("\(r.name("style")): '\(name)' is not one of unified, minimal")
            }
            return style
        }
        func orientationIsLandscape(_ r: FieldReader) throws(SafeAreaError) -> Bool {
            switch try r.string("orientation") {
            case "landscape": return true
            case "portrait": return false
            case let other: throw .invalidProfile("\(r.name("orientation")): '\(other)' is not landscape or portrait")
            }
        }

        let w = try PlatformFacts.object(r, "windowing")
        guard try w.string("idiom") == "pad" else { throw .invalidProfile("windowing.idiom: only pad has windows") }
        _ = try provenance(w)
        let c = try PlatformFacts.object(r, "controls")
        var automatic: [(os: OSRange, style: WindowControlStyle, provenance: Provenance)] = []
        for a in try PlatformFacts.items(c, "automatic") {
            automatic.append((try a.osRange(), try style(a), try provenance(a)))
        }
        var controls: [ControlsRow] = []
        for row in try PlatformFacts.items(c, "styles") {
            let n = try numbers(row, "rect", 4)
            controls.append(
                ControlsRow(
                    style: try style(row), os: try row.osRange(),
                    rect: Rect(x: n[0], y: n[1], width: n[2], height: n[3]),
                    measuredScreen: try screen(row, "measured_screen"),
                    provenance: try provenance(row)))
        }
        let i = try PlatformFacts.object(r, "insets")
        var topAway: [(WindowControlStyle, WindowFact, String?)] = []
        for row in try PlatformFacts.items(i, "top_away_from_edge") {
            topAway.append((try style(row), try fact(row), try facts.optionalBasis(row, "other_screens")))
        }
        let t = try PlatformFacts.object(r, "tiles")
        var tiles: [TileRow] = []
        for row in try PlatformFacts.items(t, "rows") {
            tiles.append(
                TileRow(
                    screen: try screen(row, "screen"), landscape: try orientationIsLandscape(row),
                    os: try row.osRange(),
                    half: try row.number("half", min: 1, max: 10_000),
                    third: try row.number("third", min: 1, max: 10_000),
                    provenance: try provenance(row)))
        }
        let sc = try PlatformFacts.object(r, "size_classes")
        let m = try PlatformFacts.object(r, "margins")
        let compat = try PlatformFacts.object(r, "compatibility")
        let phone = try PlatformFacts.object(compat, "iphone")
        var phoneApps: [PhoneAppRow] = []
        for row in try PlatformFacts.items(phone, "rows") {
            let size = try numbers(row, "size", 2)
            let n = row.value("insets") == nil ? nil : try numbers(row, "insets", 4)
            phoneApps.append(
                PhoneAppRow(
                    screen: try screen(row, "screen"), landscape: try orientationIsLandscape(row),
                    os: try row.osRange(), size: (size[0], size[1]),
                    insets: n.map { SafeAreaInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) },
                    provenance: try provenance(row)))
        }
        let phoneSize = try PlatformFacts.object(phone, "size")
        let phoneInsets = try PlatformFacts.object(phone, "insets")
        let limits = try PlatformFacts.object(phone, "resizable")
        let phoneClasses = try PlatformFacts.object(phone, "size_classes")
        let phoneApp = PhoneAppRules(
            from: try phone.version("os_min", .lower), before: try text(phone, "before"), rows: phoneApps,
            widthShare: try phoneSize.number("width_share", min: 0.01, max: 1),
            sizeProvenance: try provenance(phoneSize),
            bottomWithHomeIndicator: try phoneInsets.number("bottom_with_home_indicator", min: 0, max: 1000),
            insetsProvenance: try provenance(phoneInsets), positionBasis: try basis(phone, "position"),
            minWidth: try limits.number("min_width", min: 1, max: 10_000),
            maxWidthShare: try limits.number("max_width_share", min: 0.01, max: 1),
            limitsProvenance: try provenance(limits), limitsMeasuredScreen: try screen(limits, "measured_screen"),
            limitsOtherScreensBasis: try basis(limits, "other_screens"),
            minWidthLimitBasis: try basis(limits, "min_width_limit"),
            heightUnmeasured: try text(limits, "height_unmeasured"),
            compactAtMost: try phoneClasses.number("compact_at_most", min: 0, max: 10_000),
            regularFrom: try phoneClasses.number("regular_from", min: 0, max: 10_000),
            sizeClassProvenance: try provenance(phoneClasses),
            sizeClassBetweenBasis: try basis(phoneClasses, "between"),
            unmeasured: try text(phone, "unmeasured"))
        let atTop = try PlatformFacts.object(c, "at_top_edge")
        let controlsAtTopEdge = try provenance(atTop)
        let full = try PlatformFacts.object(compat, "requires_full_screen")
        let f = try PlatformFacts.object(r, "floating")
        try f.rejectUnknown(PlatformFacts.factFields.union(["size", "measured_screen"]))
        _ = try provenance(f)
        _ = try screen(f, "measured_screen")
        let floating = try screen(f, "size")
        let earlier = try decodeEarlier(try PlatformFacts.object(r, "before_windowing"), facts: facts)
        return WindowTable(
            windowingFrom: try w.version("os_min", .lower), windowingRefusal: try text(w, "refusal"),
            automatic: automatic, controls: controls,
            controlsOtherScreensBasis: try basis(c, "other_screens"),
            topAway: topAway.map { (style: $0.0, fact: $0.1, otherScreensBasis: $0.2) },
            topAtEdgeBasis: try basis(i, "top_at_edge"), fullPlacementControls: try text(c, "full_placement"),
            bottomAtEdge: try fact(try PlatformFacts.object(i, "bottom_at_screen_edge")),
            bottomAboveEdge: try fact(try PlatformFacts.object(i, "bottom_above_edge")),
            statusBarHiddenBasis: try basis(i, "status_bar_hidden"),
            minimumWidth: try fact(try PlatformFacts.object(r, "minimum_width")), floating: floating, tiles: tiles,
            tileOtherVersionsBasis: try basis(t, "other_versions"),
            tileGap: try facts.number(t, "gap", min: 0, max: 100).value,
            tileGapBasis: try basis(t, "gap"), tileHeightBasis: try basis(t, "height"),
            tileOtherScreensHalfBasis: try basis(t, "other_screens_half"),
            tileOtherScreensThird: try text(t, "other_screens_third"),
            slideOverUnmeasured: try text(try PlatformFacts.object(r, "slide_over"), "unmeasured"),
            compactAtMost: try sc.number("compact_at_most", min: 0, max: 10_000),
            regularFrom: try sc.number("regular_from", min: 0, max: 10_000), sizeClassProvenance: try provenance(sc),
            sizeClassBetweenBasis: try basis(sc, "between"),
            spanningScreenProvenance: try provenance(try PlatformFacts.object(sc, "spanning_screen")),
            windowMargin: try m.number("window", min: 0, max: 100),
            midWindowEdgeMinimum: try m.number("mid_window_edge_minimum", min: 0, max: 100),
            marginsProvenance: try provenance(m), marginsMeasuredScreen: try screen(m, "measured_screen"),
            marginsOS: try m.osRange(),
            marginsOtherScreensBasis: try basis(m, "other_screens"),
            marginsOtherVersionsBasis: try basis(m, "other_versions"), phoneApp: phoneApp,
            controlsAtTopEdge: controlsAtTopEdge,
            fullScreenAppFrom: try full.version("os_min", .lower),
            fullScreenAppTopHidden: try full.number("top_status_bar_hidden", min: 0, max: 1000),
            fullScreenAppTopShown: try full.number("top_status_bar_shown", min: 0, max: 1000),
            fullScreenAppCornerAdaptation: try full.number("corner_adaptation", min: 0, max: 1000),
            fullScreenAppProvenance: try provenance(full), earlier: earlier)
    }

    /// Reads `before_windowing`: Split View, Slide Over, Stage Manager and the iPhone app's box before iPadOS 26.
    static func decodeEarlier(_ b: FieldReader, facts: PlatformFacts) throws(SafeAreaError) -> EarlierWindows {
        func pair(_ r: FieldReader, _ key: String, _ count: Int = 2) throws(SafeAreaError) -> [Double] {
            guard let items = try r.array(key, maxCount: count), items.count == count else {
                throw .invalidProfile("\(r.name(key)): expected \(count) numbers")
            }
            var out: [Double] = []
            for (i, item) in items.enumerated() {
                out.append(try checkNumber(item, "\(r.name(key))[\(i)]", min: 0, max: 10_000, document: .profile))
            }
            return out
        }
        let split = try PlatformFacts.object(b, "split_view")
        var rows: [SplitRow] = []
        for row in try PlatformFacts.items(split, "rows") {
            let screen = try pair(row, "screen")
            let landscape: Bool
            switch try row.string("orientation") {
            case "landscape": landscape = true
            case "portrait": landscape = false
            case let other: throw .invalidProfile("\(row.name("orientation")): '\(other)' is not landscape or portrait")
            }
            rows.append(
                SplitRow(
                    screen: (screen[0], screen[1]), landscape: landscape,
                    third: try row.number("third", min: 1, max: 10_000),
                    half: row.value("half") == nil ? nil : try row.number("half", min: 1, max: 10_000),
                    twoThirds: try row.number("two_thirds", min: 1, max: 10_000)))
        }
        let rule = try PlatformFacts.object(split, "half_rule")
        let classes = try PlatformFacts.object(split, "size_classes")
        _ = try PlatformFacts.text(split, "controls")
        let stage = try PlatformFacts.object(b, "stage_manager")
        _ = try facts.provenance(stage)
        let devices = try PlatformFacts.strings(stage, "devices")
        let stageFloating = try PlatformFacts.object(stage, "floating")
        let stageMinimum = try pair(stageFloating, "minimum_size")
        let box = try PlatformFacts.object(b, "iphone_box")
        let size = try pair(box, "size")
        let insets = try pair(box, "insets", 4)
        return EarlierWindows(
            from: try b.version("os_min", .lower), splitRows: rows, splitProvenance: try facts.provenance(split),
            splitOtherVersionsBasis: try facts.basis(split, "other_versions"),
            halfGap: try rule.number("gap", min: 0, max: 100), halfRule: try facts.provenance(rule),
            splitHeightBasis: try facts.basis(split, "height"),
            portraitHalf: try PlatformFacts.text(split, "portrait_half"),
            otherScreensThirds: try PlatformFacts.text(split, "other_screens_thirds"),
            splitInsetsProvenance: try facts.provenance(try PlatformFacts.object(split, "insets")),
            splitCompactAtMost: try classes.number("compact_at_most", min: 0, max: 10_000),
            splitRegularFrom: try classes.number("regular_from", min: 0, max: 10_000),
            splitSizeClassProvenance: try facts.provenance(classes),
            splitSizeClassBetweenBasis: try facts.basis(classes, "between"),
            slideOver: try PlatformFacts.text(b, "slide_over"),
            stageManagerFrom: try stage.version("os_min", .lower), stageManagerDevices: devices,
            stageManagerNoneBefore: try PlatformFacts.text(stage, "none_before"),
            stageManagerDeviceWithout: try PlatformFacts.text(stage, "device_without"),
            stageMinimum: (stageMinimum[0], stageMinimum[1]),
            stageEdgeGap: try stageFloating.number("edge_gap_at_least", min: 0, max: 1000),
            stageOutside: try PlatformFacts.text(stageFloating, "outside"),
            stageFrameProvenance: try facts.provenance(stageFloating),
            stageInsetsProvenance: try facts.provenance(try PlatformFacts.object(stageFloating, "insets")),
            stageSizeClassProvenance: try facts.provenance(try PlatformFacts.object(stageFloating, "size_classes")),
            boxUntil: try box.version("os_max", .upper), boxSize: (size[0], size[1]),
            boxInsets: SafeAreaInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]),
            boxProvenance: try facts.provenance(box),
            boxSizeClassProvenance: try facts.provenance(try PlatformFacts.object(box, "size_classes")),
            boxNotResizable: try PlatformFacts.text(box, "not_resizable"),
            boxLandscape: try PlatformFacts.text(box, "landscape"))
    }
}
