/// The window rules (MODEL.md §19), each written once over the facts of `data/windows.json`.
extension WindowTable {
    /// What the window's screen is: the device, its oriented screen and its full-screen insets.
    struct Screen {
        let deviceName: String
        let family: DeviceFamily
        let osName: String
        let orientation: Orientation
        let version: OSVersion
        let size: (width: Double, height: Double)
        /// The full-screen insets with the status bar as it is and shown, and their provenance.
        let insets: SafeAreaInsets
        let insetsShown: SafeAreaInsets
        let provenance: Provenance
        let statusBarHidden: Bool

        /// True when the screen is `portrait` (width, height) in either orientation.
        func isScreen(_ portrait: (Double, Double)) -> Bool {
            min(size.width, size.height) == portrait.0 && max(size.width, size.height) == portrait.1
        }

        var what: String { "\(deviceName) in \(orientation.name) on \(osName) \(version.description)" }
    }

    /// The system minimum layout margin at a controller's left or right edge that lies inside the
    /// window (MODEL.md §2.7, §19): on iPads from windowing's first version, measured on one screen
    /// and OS line and carried elsewhere with its basis; nil before (the minimum at every edge).
    func insideEdgeMinimum(family: DeviceFamily, version: OSVersion, screen size: (Double, Double))
        -> (value: Double, provenance: Provenance)?
    {
        guard family == .pad, version >= windowingFrom else { return nil }
        var bases: [String] = []
        let (measuredWidth, measuredHeight) = marginsMeasuredScreen
        if min(size.0, size.1) != measuredWidth || max(size.0, size.1) != measuredHeight {
            bases.append(marginsOtherScreensBasis)
        }
        if !marginsOS.contains(version) { bases.append(marginsOtherVersionsBasis) }
        guard !bases.isEmpty, marginsProvenance.kind != .derived else {
            return (midWindowEdgeMinimum, marginsProvenance)
        }
        let basis = bases.joined(separator: "; ")
        return (midWindowEdgeMinimum, Provenance(kind: .derived, source: marginsProvenance.source, basis: basis))
    }

    /// The value of `insideEdgeMinimum`, without its provenance (what a layout reads).
    func insideEdgeMinimumValue(family: DeviceFamily, version: OSVersion) -> Double? {
        family == .pad && version >= windowingFrom ? midWindowEdgeMinimum : nil
    }

    /// The two numbers `insideEdgeMinimumValue` reads, taken out of the built-in table once (or its
    /// load error): every iPad layout reads them, and taking the table out of its result copies
    /// all its strings.
    static let builtinInsideEdge: Result<(from: OSVersion, value: Double), SafeAreaError> = builtin.map {
        (from: $0.windowingFrom, value: $0.midWindowEdgeMinimum)
    }

    /// `insideEdgeMinimumValue` of the built-in table, or its load error.
    static func builtinInsideEdgeMinimumValue(family: DeviceFamily, version: OSVersion) throws(SafeAreaError)
        -> Double?
    {
        let rule = try builtinInsideEdge.get()
        return family == .pad && version >= rule.from ? rule.value : nil
    }

    /// Resolves `request` on `screen`, or refuses it: UNSUPPORTED where no window exists or no
    /// source measured it, INVALID_ARGUMENT for a frame or combination that cannot be a window.
    func resolve(_ request: WindowRequest, on screen: Screen) throws(SafeAreaError) -> ResolvedWindow {
        guard screen.family == .pad else {
            throw .unsupported("window: \(screen.deviceName) is not an iPad; \(windowingRefusal)")
        }
        // Before iPadOS 26: Split View, Stage Manager, Slide Over and the iPhone app's box (WindowTable+Earlier).
        guard screen.version >= windowingFrom else { return try resolveEarlier(request, on: screen) }
        // An iPhone-only app before iPadOS 27 runs in its iPhone-sized box, not a window.
        if request.compatibility == .iphone && screen.version < phoneApp.from {
            if request.placement != .floating, let frame = request.frame {
                throw .invalidArgument(
                    "window.frame: only a floating window takes a frame; a \(request.placement.name) window's is the "
                        + "system's (got \(frame.described))")
            }
            return try phoneBox(
                request, on: screen, what: "\(screen.deviceName) on \(screen.osName) \(screen.version.description)")
        }
        if request.placement != .floating, let frame = request.frame {
            throw .invalidArgument(
                "window.frame: only a floating window takes a frame; a \(request.placement.name) window's is the system's "
                    + "(got \(frame.described))"
            )
        }
        var derived: [Provenance] = []
        let (frame, frameProvenance) = try windowFrame(request, on: screen)
        if let frameProvenance, frameProvenance.kind == .derived { derived.append(frameProvenance) }
        // The windows that show controls: not one spanning the screen, nor a UIRequiresFullScreen
        // app's canvas (the system composites its pill, invisible to the process).
        let spansScreen =
            frame.x <= 0 && frame.y <= 0 && frame.width >= screen.size.width && frame.height >= screen.size.height
        let showsControls = !spansScreen && request.compatibility != .requiresFullScreen
        let style = try controlStyle(request.controls, on: screen)

        // Insets: what the window inherits from the screen by position, and its own under the controls.
        var insets: SafeAreaInsets
        var shown: SafeAreaInsets
        var insetsProvenance: Provenance
        var cornerAdaptation: Double? = nil
        var cornerAdaptationProvenance: Provenance? = nil
        if request.compatibility == .iphone {
            (insets, insetsProvenance) = phoneAppInsets(frame, on: screen)
            shown = insets
        } else if request.compatibility == .requiresFullScreen {
            guard screen.version >= fullScreenAppFrom else {
                throw .unsupported(
                    "window: no source measured a UIRequiresFullScreen app's window before \(screen.osName) "
                        + "\(fullScreenAppFrom.description)"
                )
            }
            // The app sees a full-screen canvas: the screen's insets, the top by the status bar.
            shown = screen.insetsShown
            shown.top = fullScreenAppTopShown
            insets = shown
            if screen.statusBarHidden { insets.top = fullScreenAppTopHidden }
            cornerAdaptation = fullScreenAppCornerAdaptation
            cornerAdaptationProvenance = Provenance(
                kind: .derived, source: fullScreenAppProvenance.source, basis: fullScreenAppCornerBasis)
            insetsProvenance = WindowTable.combined([screen.provenance, fullScreenAppProvenance])
        } else if request.placement == .full {
            insets = screen.insets
            shown = screen.insetsShown
            insetsProvenance = screen.provenance
        } else {
            let bottom = frame.maxY >= screen.size.height ? bottomAtEdge : bottomAboveEdge
            var parts: [Provenance] = [bottom.provenance]
            var top: Double
            if frame.y <= 0 {
                top = screen.insetsShown.top
                parts.append(Provenance(kind: .derived, source: screen.provenance.source, basis: topAtEdgeBasis))
            } else {
                guard let own = topAway.first(where: { $0.style == style.style }) else {
                    throw .unsupported("window: no source measured a \(style.style.name) window's own top inset")
                }
                top = own.fact.value
                parts.append(
                    onScreen(own.fact.provenance, own.fact.measuredScreen, screen, own.otherScreensBasis ?? ""))
            }
            let topShown = top
            if screen.statusBarHidden {
                parts.append(
                    Provenance(kind: .derived, source: parts[parts.count - 1].source, basis: statusBarHiddenBasis))
            }
            insets = SafeAreaInsets(top: top, left: 0, bottom: bottom.value, right: 0)
            shown = SafeAreaInsets(top: topShown, left: 0, bottom: bottom.value, right: 0)
            insetsProvenance = WindowTable.combined(parts)
        }
        if insetsProvenance.kind == .derived { derived.append(insetsProvenance) }

        var region: ReservedRegion? = nil
        if showsControls {
            guard
                let row = controls.first(where: {
                    $0.style == style.style && $0.os.contains(screen.version)
                })
            else {
                throw .unsupported(
                    "window: no source measured the \(style.style.name) window controls on \(screen.osName) \(screen.version.description)"
                )
            }
            // An asked style is the caller's; only `automatic`'s resolution has a source of its own.
            let controlsProvenance = WindowTable.combined(
                [style.provenance, onScreen(row.provenance, row.measuredScreen, screen, controlsOtherScreensBasis)]
                    .compactMap { $0 })
            var rect = row.rect
            var provenance = controlsProvenance
            // A window reaching the screen's top edge: the controls keep their place under the window's
            // own top inset, moved down by what the status-bar band adds there (derived, MODEL.md §19).
            if frame.y <= 0, let away = topAway.first(where: { $0.style == style.style }) {
                rect.y += max(0, screen.insetsShown.top - away.fact.value)
                provenance = WindowTable.combined([controlsProvenance, controlsAtTopEdge])
            }
            region = ReservedRegion(
                name: "window_controls", kind: .occlusion, shape: .capsule, frame: rect, margins: .zero,
                isActive: true, provenance: provenance)
        }

        // A floating window's minimum height: no source measured one (only the 375-pt width), so the
        // smallest that holds the window's own top and bottom insets and its controls' rectangle
        // (derived, MODEL.md §19); shorter, the safe area would have a negative height and the
        // pill would stand outside the window.
        if request.placement == .floating {
            let least = max(shown.top + shown.bottom, insets.top + insets.bottom, region?.frame.maxY ?? 0)
            guard frame.height >= least else {
                throw .invalidArgument(
                    "window.frame \(frame.described): a \(formatNumber(frame.height))-pt-tall window is shorter than "
                        + "\(formatNumber(least)) pt, the least that holds its own insets (top \(formatNumber(shown.top)), "
                        + "bottom \(formatNumber(shown.bottom)))"
                        + (region.map { " and its window controls (bottom \(formatNumber($0.frame.maxY)))" } ?? "")
                        + "; no source measured a window's minimum height"
                )
            }
        }

        // Size classes from the window's width.
        let width = frame.width
        let sizeClass: SizeClass
        let sizeProvenance: Provenance
        if request.compatibility == .iphone {
            // An iPhone app's window has size classes of its own (an iPhone's idiom in the window).
            let phone = phoneAppSizeClass(width)
            sizeClass = phone.0
            sizeProvenance = phone.1
        } else if width >= screen.size.width {
            // As wide as the screen: the device's own size class, regular on every iPad (MODEL.md §19).
            sizeClass = .regular
            sizeProvenance = spanningScreenProvenance
        } else if width <= compactAtMost || width >= regularFrom {
            sizeClass = width >= regularFrom ? .regular : .compact
            sizeProvenance = sizeClassProvenance
        } else {
            sizeClass = .compact
            sizeProvenance = Provenance(
                kind: .derived, source: sizeClassProvenance.source, basis: sizeClassBetweenBasis)
        }
        return ResolvedWindow(
            request: request, controls: style.style, frame: frame, frameProvenance: frameProvenance, insets: insets,
            insetsWithStatusBar: shown, insetsProvenance: insetsProvenance, controlsRegion: region,
            horizontalSizeClass: sizeClass, sizeClassProvenance: sizeProvenance, cornerAdaptation: cornerAdaptation,
            cornerAdaptationProvenance: cornerAdaptationProvenance, midWindowEdgeMinimumMargin: midWindowEdgeMinimum,
            marginsProvenance: marginsProvenance)
    }

    /// What the 9.5-pt corner adaptation of a UIRequiresFullScreen app's window is and is not.
    private var fullScreenAppCornerBasis: String {
        "the source states 'corner adaptation \(formatNumber(fullScreenAppCornerAdaptation))pt display-corner only', verified on one "
            + "iPadOS 26.2 simulator whose iPad it does not name, with the status bar hidden (top inset 0); it names no region (it lists "
            + "the corner-adapted layout regions, UIView.LayoutRegion, together), axis or corner: taken as the amount at the window's top "
            + "display corners, the ones a region reaches with the top inset 0, for every region and axis, and carried to every iPad on "
            + "iPadOS 26 and 27"
    }

    /// The frame of the placement on the oriented screen, and where it comes from (nil: given or the screen).
    private func windowFrame(_ request: WindowRequest, on screen: Screen) throws(SafeAreaError) -> (Rect, Provenance?) {
        let (sw, sh) = screen.size
        if request.compatibility == .iphone { return try phoneAppFrame(request, on: screen) }
        if request.compatibility == .requiresFullScreen {
            // The app is laid out on a scaled full-screen canvas whatever its window (scene == screen).
            guard request.placement == .full else {
                throw .unsupported(
                    "window: a UIRequiresFullScreen app is laid out on a scaled full-screen canvas in any window; ask for placement full"
                )
            }
            return (Rect(x: 0, y: 0, width: sw, height: sh), fullScreenAppProvenance)
        }
        switch request.placement {
        case .full:
            return (Rect(x: 0, y: 0, width: sw, height: sh), nil)
        case .slideOver:
            throw .unsupported("window: \(slideOverUnmeasured)")
        case .floating:
            let f = try floatingFrame(request, on: screen)
            guard f.width >= minimumWidth.value, f.height > 0 else {
                throw .invalidArgument(
                    "window.frame \(f.described): a window is at least \(formatNumber(minimumWidth.value)) pt wide and has a height"
                )
            }
            return (f, nil)
        case .halfLeading, .halfTrailing, .thirdLeading, .thirdTrailing, .twoThirdsLeading, .twoThirdsTrailing:
            guard let (share, leading) = request.placement.tile else {
                return (Rect(x: 0, y: 0, width: sw, height: sh), nil)
            }
            var parts: [Provenance] = []
            let landscape = screen.orientation.isLandscape
            let row = tiles.first { screen.isScreen($0.screen) && $0.landscape == landscape }
            var width: Double
            if let row {
                let inRange = row.os.contains(screen.version)
                parts.append(
                    inRange
                        ? row.provenance
                        : Provenance(kind: .derived, source: row.provenance.source, basis: tileOtherVersionsBasis))
                switch share {
                case .half: width = row.half
                case .third: width = row.third
                case .twoThirds:
                    width = sw - row.third - tileGap
                    parts.append(Provenance(kind: .derived, source: row.provenance.source, basis: tileGapBasis))
                }
            } else {
                guard share == .half else { throw .unsupported("window: \(tileOtherScreensThird)") }
                width = (sw - tileGap) / 2
                parts.append(
                    Provenance(
                        kind: .derived, source: tiles.first?.provenance.source ?? "", basis: tileOtherScreensHalfBasis))
            }
            parts.append(Provenance(kind: .derived, source: parts[0].source, basis: tileHeightBasis))
            if !leading { parts.append(Provenance(kind: .derived, source: parts[0].source, basis: tileGapBasis)) }
            return (Rect(x: leading ? 0 : sw - width, y: 0, width: width, height: sh), WindowTable.combined(parts))
        }
    }

    /// The caller's frame of a floating window, refused when not finite, negative or outside the screen.
    func floatingFrame(_ request: WindowRequest, on screen: Screen) throws(SafeAreaError) -> Rect {
        let (sw, sh) = screen.size
        guard let f = request.frame else {
            throw .invalidArgument("window.frame: a floating window needs a frame (x, y, width, height) on the screen")
        }
        let values = [f.x, f.y, f.width, f.height]
        guard values.allSatisfy({ $0.isFinite }) else {
            throw .invalidArgument("window.frame must be finite, got \(f.described)")
        }
        guard values.allSatisfy({ $0 >= 0 }) else {
            throw .invalidArgument("window.frame must not be negative, got \(f.described)")
        }
        guard f.maxX <= sw && f.maxY <= sh else {
            throw .invalidArgument(
                "window.frame \(f.described) is outside the \(formatNumber(sw)) x \(formatNumber(sh)) screen of "
                    + "\(screen.deviceName) in \(screen.orientation.name)"
            )
        }
        return f
    }

    private func phoneAppRow(on screen: Screen) -> PhoneAppRow? {
        phoneApp.rows.first {
            screen.isScreen($0.screen) && $0.landscape == screen.orientation.isLandscape
                && $0.os.contains(screen.version)
        }
    }

    /// The widths an iPhone app's window takes on `screen` (the launch window is the widest), and
    /// where they come from; refused where half the screen is narrower than the minimum.
    private func phoneAppWidths(on screen: Screen) throws(SafeAreaError)
        -> (min: Double, max: Double, provenance: Provenance)
    {
        let rules = phoneApp
        let widest = screen.size.width * rules.maxWidthShare
        guard widest >= rules.minWidth else {
            throw .unsupported(
                "window: \(rules.unmeasured) (\(screen.what): half of \(formatNumber(screen.size.width)) is "
                    + "\(formatNumber(widest)), under \(formatNumber(rules.minWidth)))"
            )
        }
        var parts = [
            rules.limitsProvenance,
            Provenance(kind: .derived, source: rules.limitsProvenance.source, basis: rules.minWidthLimitBasis),
        ]
        if !screen.isScreen(rules.limitsMeasuredScreen) {
            parts.append(
                Provenance(kind: .derived, source: rules.limitsProvenance.source, basis: rules.limitsOtherScreensBasis))
        }
        return (rules.minWidth, widest, WindowTable.combined(parts))
    }

    /// An iPhone app's window on iPadOS 27 (MODEL.md §19): at launch (`full`) half the screen's width
    /// and its full height, centred; resized (`floating` with a frame) as wide as the user drags it
    /// within the limits, at the full height every reading has. Earlier OS lines and other
    /// placements refuse.
    private func phoneAppFrame(_ request: WindowRequest, on screen: Screen) throws(SafeAreaError) -> (Rect, Provenance?)
    {
        let rules = phoneApp
        let (sw, sh) = screen.size
        guard screen.version >= rules.from else { throw .unsupported("window: \(rules.before)") }
        let widths = try phoneAppWidths(on: screen)
        switch request.placement {
        case .full:
            var size = (widths.max, sh)
            var provenance = rules.sizeProvenance
            if let row = phoneAppRow(on: screen) {
                size = row.size
                provenance = row.provenance
            }
            let frame = Rect(x: (sw - size.0) / 2, y: (sh - size.1) / 2, width: size.0, height: size.1)
            let position = Provenance(kind: .derived, source: provenance.source, basis: rules.positionBasis)
            return (frame, WindowTable.combined([provenance, position]))
        case .floating:
            let f = try floatingFrame(request, on: screen)
            guard f.width >= widths.min else {
                throw .invalidArgument(
                    "window.frame \(f.described): an iPhone app's window is at least \(formatNumber(widths.min)) pt wide "
                        + "(\(widths.provenance.source))"
                )
            }
            guard f.width <= widths.max else {
                throw .invalidArgument(
                    "window.frame \(f.described): an iPhone app's window is at most \(formatNumber(widths.max)) pt wide, half "
                        + "the screen's width (\(widths.provenance.source))"
                )
            }
            guard f.y == 0, f.height == sh else {
                throw .unsupported(
                    "window: \(rules.heightUnmeasured) (asked \(f.described) on the \(formatNumber(sw)) x "
                        + "\(formatNumber(sh)) screen)"
                )
            }
            return (f, widths.provenance)
        case .halfLeading, .halfTrailing, .thirdLeading, .thirdTrailing, .twoThirdsLeading, .twoThirdsTrailing,
            .slideOver:
            throw .unsupported(
                "window: no source measured an iPhone app in a \(request.placement.name) window; ask for placement full (the "
                    + "window iPadOS gives it at launch) or floating with a frame (resized)"
            )
        }
    }

    /// An iPhone app window's insets: the row's where it printed them for this window, else the
    /// measured ones carried by rule (the screen's status-bar top; 20 over a home indicator).
    private func phoneAppInsets(_ frame: Rect, on screen: Screen) -> (SafeAreaInsets, Provenance) {
        if let row = phoneAppRow(on: screen), let insets = row.insets, row.size.0 == frame.width,
            row.size.1 == frame.height
        {
            return (insets, row.provenance)
        }
        let bottom = screen.insetsShown.bottom > 0 ? phoneApp.bottomWithHomeIndicator : 0
        return (
            SafeAreaInsets(top: screen.insetsShown.top, left: 0, bottom: bottom, right: 0),
            WindowTable.combined([screen.provenance, phoneApp.insetsProvenance])
        )
    }

    /// An iPhone app window's horizontal size class from its width: compact up to the widest read
    /// compact, regular from the narrowest read regular, compact (derived) between.
    private func phoneAppSizeClass(_ width: Double) -> (SizeClass, Provenance) {
        let rules = phoneApp
        if width <= rules.compactAtMost { return (.compact, rules.sizeClassProvenance) }
        if width >= rules.regularFrom { return (.regular, rules.sizeClassProvenance) }
        return (
            .compact,
            Provenance(kind: .derived, source: rules.sizeClassProvenance.source, basis: rules.sizeClassBetweenBasis)
        )
    }

    private func controlStyle(_ asked: WindowControlStyle, on screen: Screen) throws(SafeAreaError) -> (
        style: WindowControlStyle, provenance: Provenance?
    ) {
        guard asked == .automatic else { return (asked, nil) }
        guard let row = automatic.first(where: { $0.os.contains(screen.version) }) else {
            throw .unsupported(
                "window: no source says which control style automatic is on \(screen.osName) \(screen.version.description)"
            )
        }
        return (row.style, row.provenance)
    }

    /// `provenance` as it holds on `screen`: as measured on the screen it was measured on, carried elsewhere.
    private func onScreen(_ provenance: Provenance, _ measured: (Double, Double)?, _ screen: Screen, _ basis: String)
        -> Provenance
    {
        guard let measured, provenance.kind != .derived, !screen.isScreen(measured) else { return provenance }
        return Provenance(kind: .derived, source: provenance.source, basis: basis)
    }

    /// One provenance for several parts: derived with every basis when any part is, else the
    /// weakest kind; the sources joined without repeats.
    static func combined(_ parts: [Provenance]) -> Provenance {
        var sources: [String] = []
        var bases: [String] = []
        var kind = ProvenanceKind.measured
        for p in parts {
            if !p.source.isEmpty && !sources.contains(p.source) { sources.append(p.source) }
            if p.kind == .derived && !bases.contains(p.basis) { bases.append(p.basis) }
            if p.kind.rawValue > kind.rawValue { kind = p.kind }
        }
        return Provenance(kind: kind, source: sources.joined(separator: "; "), basis: bases.joined(separator: "; "))
    }
}
