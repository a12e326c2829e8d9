/// App windows on iPads before iPadOS 26 (MODEL.md §19, "Before iPadOS 26"): Split View's splits,
/// Stage Manager's windows, Slide Over's refusal, and an iPhone-only app's box (also on iPadOS 26),
/// each written once over `before_windowing` of `data/windows.json`.
extension WindowTable {
    /// Why `device` cannot show `request` at `version` at all, or nil where it can (or might): iPadOS
    /// 15 has no Stage Manager, an iPad without Stage Manager shows no floating window, and Split View has
    /// no half in portrait, before iPadOS 26. The coverage grid counts these apart from refusals (MODEL.md §8,
    /// docs/coverage.md).
    func inapplicable(
        _ request: WindowRequest, deviceName: String, family: DeviceFamily, version: OSVersion, landscape: Bool
    ) -> String? {
        guard family == .pad, version < windowingFrom, version >= earlier.from, request.compatibility == .none
        else { return nil }
        if !landscape, request.placement == .halfLeading || request.placement == .halfTrailing {
            return earlier.portraitHalf
        }
        guard request.placement == .floating else { return nil }
        if version < earlier.stageManagerFrom { return earlier.stageManagerNoneBefore }
        if !earlier.stageManagerDevices.contains(deviceName) { return earlier.stageManagerDeviceWithout }
        return nil
    }

    /// `request` on an iPad before iPadOS 26: a Split View split, or an iPhone app's box; the rest refused
    /// with the reason.
    func resolveEarlier(_ request: WindowRequest, on screen: Screen) throws(SafeAreaError) -> ResolvedWindow {
        let e = earlier
        let what = "\(screen.deviceName) on \(screen.osName) \(screen.version.description)"
        guard screen.version >= e.from else {
            throw .unsupported(
                "window: \(what): no source gives a window before \(screen.osName) \(e.from.description)")
        }
        guard request.controls == .automatic else {
            throw .unsupported("window: \(what): \(windowingRefusal); a window has no window controls before it")
        }
        if request.placement != .floating, let frame = request.frame {
            throw .invalidArgument(
                "window.frame: only a floating window takes a frame; a \(request.placement.name) window's is the system's "
                    + "(got \(frame.described))"
            )
        }
        if let reason = inapplicable(
            request, deviceName: screen.deviceName, family: screen.family, version: screen.version,
            landscape: screen.orientation.isLandscape)
        {
            throw .unsupported("window: \(what): \(reason)")
        }
        switch request.compatibility {
        case .requiresFullScreen:
            throw .unsupported(
                "window: no source measured a UIRequiresFullScreen app's window before \(screen.osName) "
                    + "\(fullScreenAppFrom.description)")
        case .iphone:
            return try phoneBox(request, on: screen, what: what)
        case .none:
            break
        }
        switch request.placement {
        case .full:
            return earlierWindow(
                request, frame: Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height),
                frameProvenance: nil, insets: screen.insets, shown: screen.insetsShown,
                insetsProvenance: screen.provenance, sizeClass: .regular, sizeClassProvenance: spanningScreenProvenance)
        case .floating:
            return try stageWindow(request, on: screen)
        case .slideOver:
            throw .unsupported("window: \(what): \(e.slideOver)")
        case .halfLeading, .halfTrailing, .thirdLeading, .thirdTrailing, .twoThirdsLeading, .twoThirdsTrailing:
            return try split(request, on: screen, what: what)
        }
    }

    /// A Split View split: its width from the table (documented, carried to the line) or, for a landscape half
    /// elsewhere, (screen - 10) / 2 (derived); the screen's height; the full screen's insets (derived).
    private func split(_ request: WindowRequest, on screen: Screen, what: String) throws(SafeAreaError)
        -> ResolvedWindow
    {
        let e = earlier
        guard let (share, leading) = request.placement.tile else {
            throw .unsupported("window: \(what): \(request.placement.name) is not a split")
        }
        let (sw, sh) = screen.size
        let landscape = screen.orientation.isLandscape
        let row = e.splitRows.first { screen.isScreen($0.screen) && $0.landscape == landscape }
        var parts: [Provenance] = []
        let width: Double
        switch share {
        case .half:
            guard landscape else { throw .unsupported("window: \(what): \(e.portraitHalf)") }
            if let half = row?.half {
                width = half
                parts.append(e.splitProvenance)
                parts.append(
                    Provenance(kind: .derived, source: e.splitProvenance.source, basis: e.splitOtherVersionsBasis))
            } else {
                width = (sw - e.halfGap) / 2
                parts.append(e.halfRule)
            }
        case .third, .twoThirds:
            guard let row else { throw .unsupported("window: \(what): \(e.otherScreensThirds)") }
            width = share == .third ? row.third : row.twoThirds
            parts.append(e.splitProvenance)
            parts.append(Provenance(kind: .derived, source: e.splitProvenance.source, basis: e.splitOtherVersionsBasis))
        }
        parts.append(Provenance(kind: .derived, source: e.splitProvenance.source, basis: e.splitHeightBasis))
        let frame = Rect(x: leading ? 0 : sw - width, y: 0, width: width, height: sh)
        // A split spans the screen's height: the full screen's top (status bar) and bottom (home indicator).
        let insets = SafeAreaInsets(top: screen.insets.top, left: 0, bottom: screen.insets.bottom, right: 0)
        let shown = SafeAreaInsets(top: screen.insetsShown.top, left: 0, bottom: screen.insetsShown.bottom, right: 0)
        let sizeClass: SizeClass
        let sizeProvenance: Provenance
        if width <= e.splitCompactAtMost || width >= e.splitRegularFrom {
            sizeClass = width >= e.splitRegularFrom ? .regular : .compact
            sizeProvenance = e.splitSizeClassProvenance
        } else {
            sizeClass = .compact
            sizeProvenance = Provenance(
                kind: .derived, source: e.splitSizeClassProvenance.source, basis: e.splitSizeClassBetweenBasis)
        }
        return earlierWindow(
            request, frame: frame, frameProvenance: WindowTable.combined(parts), insets: insets, shown: shown,
            insetsProvenance: WindowTable.combined([screen.provenance, e.splitInsetsProvenance]), sizeClass: sizeClass,
            sizeClassProvenance: sizeProvenance)
    }

    /// A Stage Manager window (iPadOS 16-18, on an iPad that has it): the caller's frame where it is at least the
    /// minimum size and keeps max(status bar, edge gap) from each screen edge; the full screen's insets wherever
    /// it sits (SpringBoard gives every app scene but Slide Over the display's edge insets and status bar, and
    /// UIKit keeps them in a window filling its scene); the size class by Split View's widths. All derived.
    private func stageWindow(_ request: WindowRequest, on screen: Screen) throws(SafeAreaError) -> ResolvedWindow {
        let e = earlier
        let f = try floatingFrame(request, on: screen)
        let (sw, sh) = screen.size
        let gap = max(screen.insetsShown.top, e.stageEdgeGap)
        guard f.width >= e.stageMinimum.width, f.height >= e.stageMinimum.height, f.minX >= gap, f.minY >= gap,
            f.maxX <= sw - gap, f.maxY <= sh - gap
        else {
            throw .invalidArgument(
                "window.frame \(f.described): \(e.stageOutside): on \(screen.deviceName) in \(screen.orientation.name), "
                    + "at least \(formatNumber(e.stageMinimum.width)) x \(formatNumber(e.stageMinimum.height)) with x "
                    + "\(formatNumber(gap))-\(formatNumber(sw - gap)) and y \(formatNumber(gap))-\(formatNumber(sh - gap))"
            )
        }
        let sizeClass: SizeClass = f.width >= e.splitRegularFrom ? .regular : .compact
        return earlierWindow(
            request, frame: f, frameProvenance: e.stageFrameProvenance, insets: screen.insets,
            shown: screen.insetsShown,
            insetsProvenance: WindowTable.combined([screen.provenance, e.stageInsetsProvenance]),
            sizeClass: sizeClass, sizeClassProvenance: e.stageSizeClassProvenance)
    }

    /// An iPhone-only app's box before iPadOS 27: 375 x 667 centred, 20 / 0 / 0 / 0, compact (derived).
    func phoneBox(_ request: WindowRequest, on screen: Screen, what: String) throws(SafeAreaError)
        -> ResolvedWindow
    {
        let e = earlier
        guard screen.version <= e.boxUntil else { throw .unsupported("window: \(phoneApp.before)") }
        switch request.placement {
        case .full: break
        case .floating: throw .unsupported("window: \(what): \(e.boxNotResizable)")
        case .halfLeading, .halfTrailing, .thirdLeading, .thirdTrailing, .twoThirdsLeading, .twoThirdsTrailing,
            .slideOver:
            throw .unsupported(
                "window: no source measured an iPhone app in a \(request.placement.name) window; ask for placement full "
                    + "(its iPhone-sized box)")
        }
        guard !screen.orientation.isLandscape else { throw .unsupported("window: \(what): \(e.boxLandscape)") }
        let (sw, sh) = screen.size
        let (bw, bh) = e.boxSize
        let frame = Rect(x: (sw - bw) / 2, y: (sh - bh) / 2, width: bw, height: bh)
        return earlierWindow(
            request, frame: frame, frameProvenance: e.boxProvenance, insets: e.boxInsets, shown: e.boxInsets,
            insetsProvenance: e.boxProvenance, sizeClass: .compact, sizeClassProvenance: e.boxSizeClassProvenance)
    }

    /// A window without controls, with the iPad's margins as before iPadOS 26 (no mid-window minimum).
    private func earlierWindow(
        _ request: WindowRequest, frame: Rect, frameProvenance: Provenance?, insets: SafeAreaInsets,
        shown: SafeAreaInsets, insetsProvenance: Provenance, sizeClass: SizeClass, sizeClassProvenance: Provenance
    ) -> ResolvedWindow {
        ResolvedWindow(
            request: request, controls: request.controls, frame: frame, frameProvenance: frameProvenance,
            insets: insets, insetsWithStatusBar: shown, insetsProvenance: insetsProvenance, controlsRegion: nil,
            horizontalSizeClass: sizeClass, sizeClassProvenance: sizeClassProvenance, cornerAdaptation: nil,
            cornerAdaptationProvenance: nil, midWindowEdgeMinimumMargin: windowMargin,
            marginsProvenance: marginsProvenance)
    }
}
