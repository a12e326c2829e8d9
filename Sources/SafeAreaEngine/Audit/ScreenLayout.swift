/// A device's screen in one orientation, with what an audit needs.
struct ScreenLayout {
    /// The device's name and housing, what the checks read of it (a layout keeps no copy of the
    /// whole profile).
    let deviceName: String
    let housingKind: SensorHousingKind
    let orientation: Orientation
    let version: OSVersion
    /// What the design fills, the target of `screen` anchors: the device's screen, or in a presented design
    /// the presented view's bounds (its unscaled layout frame, in window points; MODEL.md §4, §18).
    private(set) var screen: Rect
    /// The device's screen, in the coordinates of `screen` (under a floating card, scaled by 1 / its scale).
    private(set) var display: Rect
    private(set) var safe: SafeAreaInsets
    private(set) var margins: SafeAreaInsets
    private(set) var regions: [UnsafeRegion]
    /// Where the device's numbers come from (carried by every finding; with a presentation's, combined).
    private(set) var provenance: Provenance
    /// The keyboard's frame when the audit shows it; nil when hidden.
    private(set) var keyboard: Rect?
    /// The active reserved regions checked (none on a device without them).
    private(set) var reserved: [AuditedRegion]
    /// Why the orientation's reserved regions are not checked, where the profile says they are unmeasured.
    private(set) var reservedUnchecked: String?
    /// What the design's presentation resolved to on this layout; nil for a design that fills the screen.
    private(set) var presentation: ResolvedPresentation?
    /// The bars of the design's containers over its content (MODEL.md §4, §17), in the layout's
    /// coordinates, each with the provenance of a finding on it (the layout's and the bar's); empty for a
    /// design without containers, whose checks never read them.
    private(set) var bars: [BarFrame] = []

    /// The app window the layout is (MODEL.md §4, §19): its screen is the window's bounds, its
    /// insets and margins the window environment's; nil for the full screen without windowing.
    let window: ResolvedWindow?

    /// The layout, or nil when the device has no data for the query (with
    /// `showKeyboard`, also when the catalog knows no keyboard height).
    init?(device: DeviceProfile, orientation: Orientation, version: OSVersion?, showKeyboard: Bool = false) {
        try? self.init(
            device: device, orientation: orientation, version: version, window: nil, showKeyboard: showKeyboard)
    }

    /// The layout in the app window `request` asks for (nil: the full screen), or the engine's
    /// refusal: a device, OS or placement without windows or without data, or no keyboard height.
    init(
        device: DeviceProfile, orientation: Orientation, version: OSVersion?, window request: WindowRequest?,
        showKeyboard: Bool = false
    ) throws(SafeAreaError) {
        let window = try WindowEnvironment(
            device: device, orientation: orientation, version: version, statusBarHidden: false, window: request)
        let screenRegions = try device.unsafeRegions(orientation, version: version, statusBarHidden: false)
        // The layout's screen is the window: its bounds, in its own coordinates.
        let size = window.bounds
        let insets = window.insets
        let origin = window.frame
        if showKeyboard {
            guard let height = try? device.keyboard(orientation, version: version).height else {
                throw .unsupported(
                    "no keyboard height known on \(device.osName) \(window.osVersion.description)")
            }
            let onScreen = Rect(
                x: -origin.x, y: window.screen.height - height - origin.y, width: window.screen.width, height: height)
            keyboard = Geometry.intersection(onScreen, size)
        } else {
            keyboard = nil
        }
        deviceName = device.name
        housingKind = device.housing.kind
        self.orientation = orientation
        self.version = window.osVersion
        self.provenance = window.provenance
        self.window = window.placement
        screen = size
        display = size
        presentation = nil
        safe = insets
        // A root view's margins (MODEL.md §2.7): the safe area plus the system minimum.
        let h = window.systemMinimumMargins.horizontal(width: size.width)
        margins = SafeAreaInsets(top: insets.top, left: insets.left + h, bottom: insets.bottom, right: insets.right + h)
        if let placed = window.placement {
            // A window's own regions (MODEL.md §4): the screen's physical ones that fall inside it,
            // its inset bands, and the window controls.
            regions = ScreenLayout.windowRegions(screenRegions, window: origin, screen: window.screen, insets: insets)
            reserved = placed.controlsRegion.map { [AuditedRegion(windowControls: $0)] } ?? []
            reservedUnchecked = nil
            return
        }
        let (checked, unchecked) = AuditedRegion.regions(of: device, orientation)
        reserved = checked
        reservedUnchecked = unchecked
        // A housing that is a reserved region (the iPhone Duo's camera hole) is checked as that region, by its name.
        self.regions =
            checked.isEmpty
            ? screenRegions
            : screenRegions.filter { region in
                region.kind != .housing
                    || !checked.contains { $0.region.kind == .occlusion && $0.region.frame == region.rect }
            }
    }

    /// The unsafe regions of a window framed `window` on `screen`, in the window's coordinates
    /// (MODEL.md §4): the housing and display corners that lie in it, the status bar where the
    /// window reaches the screen's top, the home indicator where it reaches the bottom, and an
    /// inset band for the rest of each of its insets (a floating window's own top strip).
    static func windowRegions(_ screenRegions: [UnsafeRegion], window: Rect, screen: Rect, insets: SafeAreaInsets)
        -> [UnsafeRegion]
    {
        let bounds = Rect(x: 0, y: 0, width: window.width, height: window.height)
        func moved(_ r: Rect) -> Rect { Rect(x: r.x - window.x, y: r.y - window.y, width: r.width, height: r.height) }
        var out: [UnsafeRegion] = []
        var topCovered = 0.0
        var homeIndicator = false
        for region in screenRegions {
            let rect = moved(region.rect)
            switch region.kind {
            case .housing:
                guard Geometry.intersection(rect, bounds) != nil else { continue }
            case .corner:
                // A display corner rounds the window only where the window reaches it.
                guard rect.minX >= -Geometry.epsilon, rect.minY >= -Geometry.epsilon,
                    rect.maxX <= bounds.maxX + Geometry.epsilon, rect.maxY <= bounds.maxY + Geometry.epsilon
                else { continue }
            case .statusBar:
                guard window.minY <= Geometry.epsilon, let clipped = Geometry.intersection(rect, bounds) else {
                    continue
                }
                var bar = region
                bar.rect = clipped
                out.append(bar)
                topCovered = clipped.maxY
                continue
            case .homeIndicator:
                homeIndicator = window.maxY >= screen.maxY - Geometry.epsilon
                continue
            case .insetBand:
                continue
            }
            var kept = region
            kept.rect = rect
            out.append(kept)
        }
        UnsafeRegion.appendInsetBands(
            to: &out, width: bounds.width, height: bounds.height, insets: insets, topCovered: topCovered,
            homeIndicator: homeIndicator)
        return out
    }

    var safeRect: Rect { SafeAreaTree.inset(screen, safe) }

    /// Words for an obstruction; string literals, so recording a finding allocates nothing for them.
    static func label(_ kind: UnsafeRegionKind, housing: SensorHousingKind) -> String {
        switch kind {
        case .housing:
            switch housing {
            case .dynamicIsland: return "dynamic island"
            case .punchHole: return "punch hole"
            default: return "notch"
            }
        case .corner: return "corner"
        case .homeIndicator: return "home indicator"
        case .statusBar: return "status bar"
        case .insetBand: return "inset band"
        }
    }

    /// "bottom-left corner": which display corner a corner region is (its square's side of the display's
    /// centre), so that an element over both bottom corners reads as two findings, not one twice.
    func cornerLabel(_ square: Rect) -> String {
        let vertical = square.y * 2 + square.height < display.y * 2 + display.height ? "top" : "bottom"
        let horizontal = square.x * 2 + square.width < display.x * 2 + display.width ? "left" : "right"
        return "\(vertical)-\(horizontal) corner"
    }

    func reference(_ anchor: Anchor, parent: Rect) -> Rect {
        switch anchor.target {
        case .screen: return screen
        case .safeArea: return safeRect
        case .margins: return SafeAreaTree.inset(screen, margins)
        case .parent: return parent
        case .keyboard:
            // keyboardLayoutGuide's top: the keyboard's top when shown, the safe area's bottom when hidden.
            let top = keyboard?.minY ?? safeRect.maxY
            return Rect(x: screen.minX, y: screen.minY, width: screen.width, height: top - screen.minY)
        }
    }

    /// The element's frame in screen coordinates.
    func resolve(_ e: DesignElement, parent: Rect) -> Rect {
        if let frame = e.frame {
            // Top-level frames are in the screen's coordinates (a presented view's bounds: from its origin).
            return Rect(x: parent.x + frame.x, y: parent.y + frame.y, width: frame.width, height: frame.height)
        }
        func axis(_ start: Anchor?, _ end: Anchor?, _ center: Anchor?, _ size: Double?, horizontal: Bool) -> (
            Double, Double
        ) {
            func lo(_ r: Rect) -> Double { horizontal ? r.minX : r.minY }
            func hi(_ r: Rect) -> Double { horizontal ? r.maxX : r.maxY }
            if let center, let size {
                let r = reference(center, parent: parent)
                return ((lo(r) + hi(r)) / 2 + center.offset - size / 2, size)
            }
            if let start, let end {
                let a = lo(reference(start, parent: parent)) + start.offset
                let b = hi(reference(end, parent: parent)) - end.offset
                return (a, max(0, b - a))
            }
            if let start, let size { return (lo(reference(start, parent: parent)) + start.offset, size) }
            if let end, let size { return (hi(reference(end, parent: parent)) - end.offset - size, size) }
            return (0, 0)
        }
        let (x, w) = axis(e.left, e.right, e.centerX, e.width, horizontal: true)
        let (y, h) = axis(e.top, e.bottom, e.centerY, e.height, horizontal: false)
        return Rect(x: x, y: y, width: w, height: h)
    }

    func check(_ e: DesignElement, _ rect: Rect, into findings: inout [AuditFinding]) {
        if e.role == .background {
            checkBackground(e, rect, into: &findings)
            return
        }
        guard e.role.mustBeSafe, rect.width > 0, rect.height > 0 else { return }
        for region in regions {
            var overlap: Rect?
            var rule: String
            var severity: Severity
            switch region.kind {
            case .housing:
                rule = "clear-of-housing"
                severity = .error
                let shapeRadius =
                    housingKind == .dynamicIsland || housingKind == .punchHole
                    ? min(region.rect.width, region.rect.height) / 2 : 0
                if !region.isApproximate && shapeRadius > 0 {
                    overlap =
                        Geometry.intersectsRoundedRect(rect, region.rect, radius: shapeRadius)
                        ? Geometry.intersection(rect, region.rect) : nil
                } else {
                    overlap = Geometry.intersection(rect, region.rect)
                }
            case .corner:
                rule = "clear-of-display-corners"
                severity = .error
                overlap = Geometry.outsideCorner(
                    rect, square: region.rect, radius: region.cornerRadius, screen: display)
            case .statusBar:
                rule = "clear-of-status-bar"
                severity = .warning
                overlap = Geometry.intersection(rect, region.rect)
            case .homeIndicator:
                rule = "clear-of-home-indicator"
                severity = .warning
                overlap = Geometry.intersection(rect, region.rect)
            case .insetBand:
                rule = "inside-safe-area"
                severity = .warning
                overlap = Geometry.intersection(rect, region.rect)
            }
            guard let hit = overlap else { continue }
            let (dx, dy) = smallestMove(rect)
            findings.append(
                AuditFinding(
                    device: deviceName, orientation: orientation, osVersion: version, element: e.id, role: e.role,
                    rule: rule, severity: severity, elementFrame: rect, overlap: hit, obstruction: region.kind.name,
                    obstructionRect: region.rect, approximate: region.isApproximate, fixDX: dx, fixDY: dy,
                    obstructionLabel: region.kind == .corner
                        ? cornerLabel(region.rect) : ScreenLayout.label(region.kind, housing: housingKind),
                    cornerRadius: region.cornerRadius, provenance: provenance))
        }
        if !bars.isEmpty { checkBars(e, rect, into: &findings) }
        if !reserved.isEmpty { checkReserved(e, rect, into: &findings) }
        // The keyboard covers what it overlaps: the user can neither see nor tap it.
        if let keyboard, let hit = Geometry.intersection(rect, keyboard) {
            let above = keyboard.minY - rect.maxY
            findings.append(
                AuditFinding(
                    device: deviceName, orientation: orientation, osVersion: version, element: e.id, role: e.role,
                    rule: "clear-of-keyboard", severity: .error, elementFrame: rect, overlap: hit,
                    obstruction: "keyboard",
                    obstructionRect: keyboard, approximate: false, fixDX: 0,
                    fixDY: rect.height <= keyboard.minY ? above : 0,
                    obstructionLabel: "keyboard", provenance: provenance, keyboardShown: true))
        }
    }

    /// MODEL.md §4, §17: text, controls and icons under a bar of the design's containers (a navigation bar
    /// with its large title or search field, a toolbar, a tab bar) are errors: the bar covers them and takes
    /// their taps. The bars extend the content's safe area, so the smallest move into it clears them; the
    /// finding's provenance rests on the layout's numbers and the bar's (`bars` carries it).
    func checkBars(_ e: DesignElement, _ rect: Rect, into findings: inout [AuditFinding]) {
        // By index: a bar's frame is read in place, its provenance copied only into a finding.
        for index in bars.indices {
            guard let hit = Geometry.intersection(rect, bars[index].frame) else { continue }
            let (dx, dy) = smallestMove(rect)
            let kind = bars[index].kind
            findings.append(
                AuditFinding(
                    device: deviceName, orientation: orientation, osVersion: version, element: e.id, role: e.role,
                    rule: "clear-of-bars", severity: .error, elementFrame: rect, overlap: hit,
                    obstruction: kind.name, obstructionRect: bars[index].frame, approximate: false, fixDX: dx,
                    fixDY: dy, obstructionLabel: kind.words, provenance: bars[index].provenance))
        }
    }

    /// MODEL.md §4: a background that stops at the safe area instead of the screen edge.
    func checkBackground(_ e: DesignElement, _ rect: Rect, into findings: inout [AuditFinding]) {
        let safeRect = self.safeRect
        let edges: [(String, Double, Double, Double, Double, Double)] = [
            ("top", safe.top, rect.minY, safeRect.minY, 0, -(safe.top)),
            ("bottom", safe.bottom, rect.maxY, safeRect.maxY, 0, safe.bottom),
            ("left", safe.left, rect.minX, safeRect.minX, -(safe.left), 0),
            ("right", safe.right, rect.maxX, safeRect.maxX, safe.right, 0),
        ]
        for (name, inset, edge, safeEdge, dx, dy) in edges where inset > 0 && abs(edge - safeEdge) < 0.5 {
            let band: Rect
            switch name {
            case "top": band = Rect(x: rect.minX, y: screen.minY, width: rect.width, height: safe.top)
            case "bottom":
                band = Rect(x: rect.minX, y: screen.maxY - safe.bottom, width: rect.width, height: safe.bottom)
            case "left": band = Rect(x: screen.minX, y: rect.minY, width: safe.left, height: rect.height)
            default: band = Rect(x: screen.maxX - safe.right, y: rect.minY, width: safe.right, height: rect.height)
            }
            findings.append(
                AuditFinding(
                    device: deviceName, orientation: orientation, osVersion: version, element: e.id, role: e.role,
                    rule: "background-extends-to-edges", severity: .warning, elementFrame: rect, overlap: band,
                    obstruction: "safe_area_\(name)", obstructionRect: band, approximate: false,
                    fixDX: dx == 0 ? 0 : dx,
                    fixDY: dy == 0 ? 0 : dy, obstructionLabel: name, inset: inset, provenance: provenance))
        }
    }

    /// The smallest translation that brings the rectangle inside the safe area (per axis; 0 when it cannot fit).
    func smallestMove(_ r: Rect) -> (Double, Double) {
        let s = safeRect
        func axis(_ lo: Double, _ hi: Double, _ safeLo: Double, _ safeHi: Double) -> Double {
            if hi - lo > safeHi - safeLo { return 0 }
            if lo < safeLo { return safeLo - lo }
            if hi > safeHi { return safeHi - hi }
            return 0
        }
        return (axis(r.minX, r.maxX, s.minX, s.maxX), axis(r.minY, r.maxY, s.minY, s.maxY))
    }

    /// The layout of a design that lives in `content` (MODEL.md §4, §17, §18): the design fills the content
    /// controller's view, `safe_area` is its safe area and `margins` its layout margins, as the tree reads
    /// them, and its containers' bars are checked. Presented, the device's regions and the keyboard are
    /// mapped into the presented view's coordinates (a floating card is drawn scaled about its centre), so
    /// that checks and moves are in the points the design is laid out in.
    mutating func host(_ content: DesignContent, bars hosted: [BarFrame]? = nil) {
        screen = content.frame
        safe = content.insets
        margins = content.margins
        defer {
            // A bar finding rests on the layout's numbers and the bar's: combined once per layout, not per finding
            // (or given: a `DesignContentCache` keeps them with the content).
            bars =
                hosted
                ?? content.bars.map { bar in
                    var bar = bar
                    bar.provenance = ScreenLayout.combined(provenance, bar.provenance)
                    return bar
                }
        }
        guard let p = content.presentation else { return }
        let map = content.toContent
        display = map(display)
        regions = regions.map { region in
            var r = region
            r.rect = map(region.rect)
            r.cornerRadius = region.cornerRadius / p.scale
            return r
        }
        keyboard = keyboard.map(map)
        if p.scale != 1 && !reserved.isEmpty {
            reserved = []
            reservedUnchecked = "reserved regions are not checked under a floating (scaled) card"
        }
        provenance = ScreenLayout.combined(provenance, p.provenance)
        presentation = p
    }

    /// The provenance of a number resting on both `a` (the device's) and `b` (the presentation's): derived
    /// when either is, with both bases; otherwise the presentation's, which rests on the device's window.
    static func combined(_ a: Provenance, _ b: Provenance) -> Provenance {
        switch (a.kind == .derived, b.kind == .derived) {
        case (false, false): return b
        case (true, false): return a
        case (false, true): return b
        case (true, true):
            return Provenance(
                kind: .derived, source: [a.source, b.source].filter { !$0.isEmpty }.joined(separator: "; "),
                basis: "\(a.basis); presentation: \(b.basis)")
        }
    }
}
