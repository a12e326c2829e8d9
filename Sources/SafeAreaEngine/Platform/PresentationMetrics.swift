/// The presentation geometry of one window, resolved with the window environment (MODEL.md §18):
/// the sheet row of its OS line, idiom and vertical size class (or the reason none applies) and
/// the window facts the rules read. The tree resolves each presentation from this value; nothing
/// downstream asks which OS or device it is.
public struct PresentationMetrics: Sendable, Equatable {
    let rowIndex: Int?
    /// Why sheets are refused in this window (no row, or an unmeasured one).
    let refusal: String?
    let width, height, top, bottom, left, right: Double
    let pixelScale: Double
    let version: OSVersion
    let osName: String
    /// How the window is named in refusals, made into text only when one is written.
    let naming: WindowNaming
    /// The window in words ("iPhone 17 Pro in portrait", "a half window on iPad Air … in landscape").
    var windowName: String { naming.text }
    let automaticIsFormSheet: Bool
    let windowInsets: SafeAreaInsets
    let windowProvenance: Provenance
    let idiom: DeviceFamily
    /// The window's horizontal size class: an iPad window at compact width adapts its sheets and
    /// popovers (MODEL.md §18), which no source measured.
    let horizontalSizeClass: SizeClass
    /// The screen's longer side (UIKit sizes the default form sheet by the screen, not the window).
    let screenLongestSide: Double
    /// A landscape window: an iPad row answers it by its `landscape` derivation (MODEL.md §18).
    let isLandscape: Bool

    init(
        idiom: DeviceFamily, verticalSizeClass: SizeClass, version: OSVersion, osName: String, frame: Rect,
        insets: SafeAreaInsets, provenance: Provenance, pixelScale: Double, windowName: String,
        isLandscape: Bool = false, horizontalSizeClass: SizeClass = .regular
    ) {
        self.init(
            idiom: idiom, verticalSizeClass: verticalSizeClass, version: version, osName: osName, frame: frame,
            insets: insets, provenance: provenance, pixelScale: pixelScale, naming: .text(windowName),
            isLandscape: isLandscape, horizontalSizeClass: horizontalSizeClass,
            screenLongestSide: max(frame.width, frame.height))
    }

    init(
        idiom: DeviceFamily, verticalSizeClass: SizeClass, version: OSVersion, osName: String, frame: Rect,
        insets: SafeAreaInsets, provenance: Provenance, pixelScale: Double, naming: WindowNaming,
        isLandscape: Bool, horizontalSizeClass: SizeClass, screenLongestSide: Double
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.screenLongestSide = screenLongestSide
        self.isLandscape = isLandscape
        let table = try? PresentationTable.builtin.get()
        let orientation = isLandscape ? "landscape" : "portrait"
        // The first row that applies, by index: no row is copied.
        let index: Int? = (table?.rows ?? []).withUnsafeBufferPointer { rows in
            for i in rows.indices
            where rows[i].idiom == idiom && rows[i].os.contains(version)
                && (rows[i].verticalSizeClass == nil || rows[i].verticalSizeClass == verticalSizeClass)
                && (rows[i].orientation == nil || rows[i].orientation == orientation)
            {
                return i
            }
            return nil
        }
        self.idiom = idiom
        rowIndex = index
        if let index, let table {
            refusal = table.rows[index].unmeasured
        } else if case .failure(let error) = PresentationTable.builtin {
            refusal = error.message
        } else {
            refusal = "no presentation row covers \(osName) \(version.description) on this device family"
        }
        width = frame.width
        height = frame.height
        top = insets.top
        bottom = insets.bottom
        left = insets.left
        right = insets.right
        self.pixelScale = pixelScale > 0 ? pixelScale : 1
        self.version = version
        self.osName = osName
        self.naming = naming
        automaticIsFormSheet = table.map { version >= $0.automaticFormSheetFrom } ?? false
        windowInsets = insets
        windowProvenance = provenance
    }

    private func roundToPixel(_ x: Double) -> Double { (x * pixelScale).rounded() / pixelScale }

    /// The sheet's height at `detent` under `maximum` (maximumDetentValue): the medium is `row`'s ratio of it,
    /// rounded to the pixel, a custom its value; a detent at or above the maximum is the large sheet.
    private func detentHeight(_ row: SheetRow, _ detent: DetentKind, custom: Double?, maximum: Double)
        -> (value: Double, isLarge: Bool)
    {
        let value: Double
        switch detent {
        case .large: value = maximum
        case .medium: value = roundToPixel(maximum * row.mediumRatio.0 / row.mediumRatio.1)
        case .custom: value = custom ?? maximum
        }
        return value >= maximum ? (maximum, true) : (value, false)
    }

    /// The style `style` resolves to in this window (automatic by OS line; on an iPhone-width
    /// window a form sheet and an adapted popover are the page sheet).
    func resolvedStyle(_ style: PresentationStyle) -> PresentationStyle {
        switch style {
        case .automatic: return automaticIsFormSheet ? .formSheet : .pageSheet
        default: return style
        }
    }

    /// The refusal of a sheet or popover in an iPad window at compact width (a floating 375-wide
    /// window, a third, a half in portrait), or nil. UIKit adapts there (documented:
    /// UIModalPresentationStyle.popover "for horizontally or vertically compact environments …
    /// behaves the same as formSheet"; .formSheet and .pageSheet "in a compact-width,
    /// regular-height size class" display "as a sheet"), so the style resolves to the
    /// compact-width sheet; no source measured that sheet on an iPad, so its geometry is refused,
    /// never answered by the regular-width rule (MODEL.md §18).
    private func compactWidthAdaptation(
        requested: PresentationStyle, style: PresentationStyle, keepsPopover: Bool
    ) -> SafeAreaError? {
        guard idiom == .pad, horizontalSizeClass == .compact, !(style == .popover && keepsPopover) else { return nil }
        let adapted: String
        switch style {
        case .popover:
            adapted =
                "adapts to the form sheet (UIModalPresentationStyle.popover: 'for horizontally or vertically compact environments, this "
                + "option behaves the same as formSheet'), which at compact width is the sheet (UIModalPresentationStyle.formSheet: "
                + "'In a compact-width, regular-height size class, the system displays the view controller as a sheet')"
        case .formSheet, .pageSheet:
            adapted =
                "adapts to the compact-width sheet (UIModalPresentationStyle.\(style == .formSheet ? "formSheet" : "pageSheet"): 'In a "
                + "compact-width, regular-height size class, the system displays the view controller as a sheet')"
        default: return nil
        }
        let resolution =
            style != requested
            ? " (\(requested.name) resolves to \(style.name) on \(osName) \(version.description))" : ""
        return .unsupported(
            "\(requested.name) presentation\(resolution) in \(windowName), a compact-width window: it \(adapted); no source measured an "
                + "iPad sheet at compact width"
        )
    }

    /// Resolves one presentation; `detentValue` is the custom detent's height.
    func resolve(
        style requested: PresentationStyle, detent: DetentKind, detentValue: Double?, overSheet: Bool
    ) throws(SafeAreaError) -> ResolvedPresentation {
        try resolve(
            PresentationAsk(style: requested, detent: detent, detentValue: detentValue), sourceInWindow: nil,
            overSheet: overSheet)
    }

    /// Resolves one presentation with every option; `sourceInWindow` is a popover's source in
    /// window coordinates (nil: none given).
    func resolve(
        _ options: PresentationAsk, sourceInWindow: Rect?, overSheet: Bool
    ) throws(SafeAreaError) -> ResolvedPresentation {
        let requested = options.style
        let detent = options.detent
        let detentValue = options.detentValue
        try options.validate()
        if detent == .custom {
            guard let d = detentValue, d.isFinite, d > 0, d <= 1e7 else {
                throw .invalidArgument(
                    "detent: a custom detent's height must be a finite number above 0, got "
                        + "\(detentValue.map { formatNumber($0) } ?? "none")"
                )
            }
        } else if let d = detentValue {
            throw .invalidArgument(
                "detent_height: \(formatNumber(d)) is given with the \(detent.name) detent: a height goes only with a custom detent"
            )
        }
        let style = resolvedStyle(requested)
        if let adaptation = compactWidthAdaptation(
            requested: requested, style: style, keepsPopover: options.keepsPopoverInCompact)
        {
            throw adaptation
        }
        // UIKit throws NSGenericException presenting a popover without a source in a regular
        // width; on an iPhone it adapts to a sheet and needs none (MODEL.md §18).
        if style == .popover && idiom == .pad && !options.hasSource {
            throw .invalidArgument(
                "source: a popover on an iPad needs a source view or rectangle (UIKit throws: it 'should have a non-nil sourceView or "
                    + "barButtonItem set before the presentation occurs')"
            )
        }
        if style == .fullScreen || style == .overFullScreen {
            guard detent == .large else {
                throw .invalidArgument("detent: a \(style.name) presentation has no detents; pass large")
            }
            let bounds = Rect(x: 0, y: 0, width: width, height: height)
            let table = try PresentationTable.builtin.get()
            return ResolvedPresentation(
                style: style, detent: .large, detentValue: nil, maximumDetentValue: nil, frame: bounds,
                layoutFrame: bounds, scale: 1, insets: windowInsets, provenance: table.fullScreen)
        }
        let table = try PresentationTable.builtin.get()
        // Custom detents are an API of iOS 16 (documented); before it a sheet has medium and large only.
        if detent == .custom, idiom == .phone || idiom == .pad, version < table.customDetentsFrom {
            throw .invalidArgument(
                "detent: a custom detent needs \(osName) \(table.customDetentsFrom.description) or later "
                    + "(UISheetPresentationController.Detent.custom, source \(table.customDetentsSource)); on \(osName) "
                    + "\(version.description) a sheet offers medium and large"
            )
        }
        if style == .popover && options.keepsPopoverInCompact && idiom != .pad {
            return try resolveKeptPopover(options, table: table, sourceInWindow: sourceInWindow, overSheet: overSheet)
        }
        if let index = rowIndex, index < table.rows.count, let full = table.rows[index].compactHeightFullScreen {
            // At compact height a sheet (and a popover, which adapts to the form sheet) is full screen
            // unless it prefers to stay edge-attached, which no source measured (MODEL.md §18).
            if options.prefersEdgeAttachedInCompactHeight {
                throw .unsupported(
                    "prefers_edge_attached_in_compact_height on \(windowName): \(table.rows[index].edgeAttachedUnmeasured ?? "unmeasured")"
                )
            }
            let bounds = Rect(x: 0, y: 0, width: width, height: height)
            return ResolvedPresentation(
                style: .fullScreen, detent: .large, detentValue: nil, maximumDetentValue: nil, frame: bounds,
                layoutFrame: bounds, scale: 1, insets: windowInsets, provenance: full)
        }
        if let refusal {
            if options.prefersEdgeAttachedInCompactHeight, let index = rowIndex, index < table.rows.count,
                let reason = table.rows[index].edgeAttachedUnmeasured
            {
                throw .unsupported("prefers_edge_attached_in_compact_height on \(windowName): \(reason)")
            }
            // The style is still resolved where the OS line documents it (automatic by version).
            let resolution =
                style != requested
                ? " (\(requested.name) resolves to \(style.name) on \(osName) \(version.description))" : ""
            throw .unsupported(
                "\(requested.name) presentation\(resolution) on \(windowName), \(osName) \(version.description): \(refusal)"
            )
        }
        guard let index = rowIndex, index < table.rows.count else {
            throw .unsupported("\(requested.name) presentation: no presentation row")
        }
        let row = table.rows[index]
        if let pad = row.pad {
            if overSheet {
                throw .unsupported(
                    "a presentation over a sheet on \(osName) \(version.description): no source measured where a nested sheet or popover "
                        + "sits"
                )
            }
            return try resolvePad(options, style: style, row: row, pad: pad, sourceInWindow: sourceInWindow)
        }
        if style == .popover && !row.popoverAdapts {
            throw .unsupported("popover on \(windowName): only its adaptation to a sheet on an iPhone is modelled")
        }
        if overSheet {
            throw .unsupported(
                "a sheet presented over a sheet on \(osName) \(version.description): no source measured where a nested sheet sits (only a "
                    + "pre-26 claim that it peeks 10 pt lower)"
            )
        }
        // On an iPhone (compact width) the page sheet, the form sheet and an adapted popover are one sheet.
        let resolvedStyle: PresentationStyle = .pageSheet
        let sheetTop = max(row.topFloor, top) + row.topGap
        let maximum = height - sheetTop - bottom
        try checkMaximum(maximum, requested)
        // A detent at or above maximumDetentValue is the large sheet (custom 10000 gives the large frame).
        let (value, isLarge) = detentHeight(row, detent, custom: detentValue, maximum: maximum)
        var frame: Rect
        var layoutFrame: Rect
        var scale = 1.0
        var insets = SafeAreaInsets(top: 0, left: 0, bottom: bottom, right: 0)
        var derivedBasis: [String] = []
        var caseName = detent.name
        if isLarge {
            frame = Rect(x: 0, y: sheetTop, width: width, height: height - sheetTop)
            layoutFrame = frame
            caseName = "large"
        } else {
            let unscaled: Double
            let gap: Double
            if value < row.singleGapFrom {
                // The small-detent rule fitted to custom 10, 100 and 144 (MODEL.md §18).
                let t = min(max((value - row.widestGapBelow) / (row.singleGapFrom - row.widestGapBelow), 0), 1)
                gap = row.floatingGap + (row.widestGap - row.floatingGap) * (1 - t)
                unscaled = value
                insets.bottom = roundToPixel(bottom * t)
                derivedBasis.append(
                    "a detent below \(formatNumber(row.singleGapFrom)) follows the rule fitted to the probe's custom 10, 100 and 144"
                )
            } else {
                gap = row.floatingGap
                unscaled = value + bottom
                if value < row.edgeAttachedFrom {
                    derivedBasis.append(
                        "between \(formatNumber(row.singleGapFrom)) and \(formatNumber(row.edgeAttachedFrom)) no detent was measured "
                            + "(where the height switches from d to d + the bottom inset)"
                    )
                }
            }
            scale = (width - 2 * gap) / width
            let h = unscaled * scale
            frame = Rect(x: gap, y: height - gap - h, width: width * scale, height: h)
            let cx = frame.x + frame.width / 2
            let cy = frame.y + frame.height / 2
            layoutFrame = Rect(x: cx - width / 2, y: cy - unscaled / 2, width: width, height: unscaled)
            if detent == .custom { caseName = "custom:\(formatNumber(value))" }
        }
        // Measured where this window, OS version and detent are a probe's; derived (carried) elsewhere.
        let measuredWindow = row.measuredWindows.first {
            $0.width == width && $0.height == height && $0.top == top && $0.bottom == bottom
        }
        let provenance: Provenance
        if version == row.measuredOS, let w = measuredWindow,
            w.detents.contains(caseName)
                || (detent == .custom && !isLarge && value >= row.edgeAttachedFrom && w.detents.contains("custom"))
                || (isLarge && w.detents.contains("large")),
            derivedBasis.isEmpty || w.detents.contains(caseName)
        {
            provenance = w.provenance
        } else {
            var basis = [row.basis]
            if version != row.measuredOS {
                basis.append("carried from \(osName) \(row.measuredOS.description), the version the probes ran")
            }
            if measuredWindow == nil { basis.append("no probe ran in this window (\(windowName))") }
            basis.append(contentsOf: derivedBasis)
            if detent == .medium && measuredWindow.map({ !$0.detents.contains("medium") }) ?? true {
                let windows = row.measuredWindows.filter { $0.detents.contains("medium") }.map {
                    "\(formatNumber($0.width))x\(formatNumber($0.height)) with insets \(formatNumber($0.top))/\(formatNumber($0.bottom))"
                }
                basis.append(
                    windows.isEmpty
                        ? "no probe measured the medium detent on this line"
                        : "the medium detent is measured only in the probes' windows (\(windows.joined(separator: ", ")))"
                )
            }
            provenance = Provenance(kind: .derived, source: row.source, basis: basis.joined(separator: "; "))
        }
        // A probe's window records its own insets, so a measured case stands even where the catalog
        // carries the device's insets to this version from another.
        return ResolvedPresentation(
            style: resolvedStyle, detent: isLarge ? .large : detent, detentValue: value,
            maximumDetentValue: maximum, frame: frame, layoutFrame: layoutFrame, scale: scale, insets: insets,
            provenance: provenance)
    }

    /// Refuses a sheet whose maximum detent value (the window's height less the sheet's top and
    /// the bottom inset) is 0 or less: the window leaves it no height (MODEL.md §18).
    private func checkMaximum(_ maximum: Double, _ requested: PresentationStyle) throws(SafeAreaError) {
        guard maximum > 0 else {
            throw .unsupported(
                "\(requested.name) presentation on \(windowName): the window, \(formatNumber(height)) pt tall, leaves the sheet no height "
                    + "(maximum detent value \(formatNumber(maximum)) = height - sheet top - bottom inset); no source measured a sheet "
                    + "there"
            )
        }
    }

    /// The landscape derivation of an iPad row in a landscape window (nil in portrait), or the refusal
    /// where the row answers portrait only (MODEL.md §18).
    private func landscapeGeometry(
        _ o: PresentationAsk, style: PresentationStyle, pad: PadGeometry
    ) throws(SafeAreaError) -> LandscapeGeometry? {
        guard isLandscape else { return nil }
        guard let landscape = pad.landscape else {
            throw .unsupported(
                "\(o.style.name) presentation on \(windowName), \(osName) \(version.description): no iPad sheet or popover was "
                    + "read in landscape on this line")
        }
        return landscape
    }

    /// Whether this window is a probe's measured window of `row` at its OS version (the index).
    private func measuredWindowIndex(_ row: SheetRow) -> Int? {
        row.measuredWindows.firstIndex {
            $0.width == width && $0.height == height && $0.top == top && $0.bottom == bottom
        }
    }

    /// Why a value measured on `row`'s windows is carried here (empty: this is a probe's window and version).
    private func carried(_ row: SheetRow) -> [String] {
        var basis: [String] = []
        if version != row.measuredOS {
            basis.append(
                row.measuredWindows.isEmpty
                    ? "carried from \(osName) \(row.measuredOS.description), the version UIKit's constants were read at"
                    : "carried from \(osName) \(row.measuredOS.description), the version the probes ran")
        }
        if measuredWindowIndex(row) == nil {
            basis.append(
                row.measuredWindows.isEmpty
                    ? "no frame was read on this line" : "no probe ran in this window (\(windowName))")
        }
        return basis
    }

    /// A popover from a navigation bar's button item in an iPad window (MODEL.md §18): measured on
    /// the iPad (A16) at iPadOS 26.1 for the outermost leading and trailing items of a bar across
    /// the window's top: no arrow (the permitted arrows ignored), the card of the preferred
    /// content size `margin` from the item's side and `topBelowInset` below the top inset.
    /// `bar` is the navigation bar's frame in the window.
    private func resolveBarButtonPopover(
        _ o: PresentationAsk, item: BarButtonSource, row: SheetRow, pad: PadGeometry, bar: Rect?,
        landscape: LandscapeGeometry?
    ) throws(SafeAreaError) -> ResolvedPresentation {
        guard let geometry = pad.barButton else {
            throw .unsupported("a bar button item's popover on \(windowName): no source measured one on this OS line")
        }
        try Self.checkMeasuredItem(item, windowName: windowName)
        guard let bar else {
            throw .invalidArgument("source: the bar button item's navigation bar is not in the window")
        }
        guard bar.x == 0, bar.width == width, bar.y == top else {
            throw .unsupported(
                "a bar button item's popover from a navigation bar at (\(formatNumber(bar.x)), \(formatNumber(bar.y)), "
                    + "\(formatNumber(bar.width)) x \(formatNumber(bar.height))) on \(windowName): measured only from a bar across the "
                    + "window's top at its top inset (\(formatNumber(top)))"
            )
        }
        guard let size = o.contentSize else {
            throw .unsupported(
                "popover on \(windowName): give a \(o.contentSizeName); no source measured UIKit's default popover size"
            )
        }
        let x = item.placement == .navigationLeading ? geometry.margin : width - geometry.margin - size.width
        let y = top + geometry.topBelowInset
        guard x >= geometry.margin, y + size.height <= height - bottom else {
            throw .unsupported(
                "a bar button item's popover (\(formatNumber(size.width)) x \(formatNumber(size.height))) on \(windowName): the card "
                    + "does not fit between \(formatNumber(geometry.margin)) pt from the sides and the bottom inset; no source measured "
                    + "how UIKit squeezes it"
            )
        }
        let frame = Rect(x: x, y: y, width: size.width, height: size.height)
        let windowIndex = version == row.measuredOS ? measuredWindowIndex(row) : nil
        let probeCase = windowIndex.flatMap { i in
            i < geometry.measured.count
                ? geometry.measured[i].first {
                    $0.placement == item.placement && $0.width == size.width && $0.height == size.height
                        && $0.arrows == o.permittedArrowDirections && $0.frame == frame
                } : nil
        }
        var basis: [String] = []
        if probeCase != nil {
            basis.append("the frame is a probe's measured case (no arrow)")
        } else {
            basis.append(
                "the bar button rule measured on the iPad (A16) at iPadOS 26.1 (no arrow whatever directions are permitted, the card "
                    + "\(formatNumber(geometry.margin)) pt from the item's side and \(formatNumber(geometry.topBelowInset)) pt below the "
                    + "top inset), applied to this case")
            basis.append(contentsOf: carried(row))
        }
        if let landscape { basis.append(landscape.provenance.basis) }
        basis.append("no probe recorded the content's safe area: taken as 0, the card having no arrow")
        return ResolvedPresentation(
            style: .popover, detent: .large, detentValue: nil, maximumDetentValue: nil, frame: frame,
            layoutFrame: frame,
            scale: 1, insets: .zero,
            provenance: Provenance(
                kind: .derived, source: geometry.provenance.source, basis: basis.joined(separator: "; ")))
    }

    /// Refuses the bar button items no source measured: toolbar items and items further in than
    /// the outermost (the tree does not model the items' frames).
    static func checkMeasuredItem(_ item: BarButtonSource, windowName: String) throws(SafeAreaError) {
        if item.placement == .toolbar {
            throw .unsupported(
                "a popover from a toolbar's bar button item on \(windowName): no source measured one (only a navigation bar's "
                    + "leading and trailing items, on an iPad)"
            )
        }
        if item.index > 0 {
            throw .unsupported(
                "a popover from the \(item.placement.name) bar button item at index \(item.index) on \(windowName): only the "
                    + "outermost item (index 0) was measured, and the tree does not model the items' frames"
            )
        }
    }

    /// A popover kept a popover on an iPhone (`keepsPopoverInCompact`; MODEL.md §18): the phone
    /// row's rule, fitted to swiftui-web's one reading, derived everywhere.
    private func resolveKeptPopover(
        _ o: PresentationAsk, table: PresentationTable, sourceInWindow: Rect?, overSheet: Bool
    ) throws(SafeAreaError) -> ResolvedPresentation {
        guard let index = rowIndex, index < table.rows.count, let geometry = table.rows[index].keptPopover else {
            let reason =
                rowIndex.flatMap { $0 < table.rows.count ? table.rows[$0].unmeasured : nil }
                ?? "no source measured a popover kept a popover there (only in portrait, at regular height)"
            throw .unsupported(
                "a popover kept a popover (keeps_popover_in_compact) on \(windowName), \(osName) \(version.description): \(reason)"
            )
        }
        if overSheet {
            throw .unsupported(
                "a popover over a sheet on \(osName) \(version.description): no source measured where a nested popover sits"
            )
        }
        if o.barButton != nil {
            throw .unsupported(
                "a bar button item's popover kept a popover on \(windowName): no source measured one (only on an iPad)")
        }
        guard let source = sourceInWindow else {
            throw .invalidArgument(
                "source: a popover kept a popover needs a source view or rectangle (UIKit throws: it 'should have a non-nil "
                    + "sourceView or barButtonItem set before the presentation occurs')"
            )
        }
        guard let size = o.contentSize else {
            throw .unsupported(
                "popover on \(windowName): give a \(o.contentSizeName); no source measured UIKit's default popover size"
            )
        }
        guard
            let placed = geometry.place(
                source: source, width: size.width, height: size.height, permitted: o.permittedArrowDirections,
                bounds: Rect(x: 0, y: 0, width: width, height: height), top: top, bottom: bottom)
        else {
            throw .unsupported(
                "popover (\(formatNumber(size.width)) x \(formatNumber(size.height))) kept a popover on \(windowName): no permitted "
                    + "direction (\(o.permittedArrowDirections.name)) fits the card without squeezing it, which is not modelled"
            )
        }
        let basis = [geometry.basis, "no probe ran in this window (\(windowName))", geometry.insetsBasis]
        return ResolvedPresentation(
            style: .popover, detent: .large, detentValue: nil, maximumDetentValue: nil, frame: placed.frame,
            layoutFrame: placed.frame, scale: 1, insets: geometry.insets(placed.arrow),
            provenance: Provenance(kind: .derived, source: geometry.source, basis: basis.joined(separator: "; ")),
            arrowDirection: placed.arrow)
    }

    /// An iPad sheet or popover in a regular-width window (MODEL.md §18).
    private func resolvePad(
        _ o: PresentationAsk, style: PresentationStyle, row: SheetRow, pad: PadGeometry, sourceInWindow: Rect?
    ) throws(SafeAreaError) -> ResolvedPresentation {
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        let landscape = try landscapeGeometry(o, style: style, pad: pad)
        let carriedBasis = carried(row)
        let windowIndex = measuredWindowIndex(row)
        if style == .popover, let item = o.barButton {
            return try resolveBarButtonPopover(
                o, item: item, row: row, pad: pad, bar: sourceInWindow, landscape: landscape)
        }
        if style == .popover {
            guard let source = sourceInWindow else {
                throw .invalidArgument("source: a popover on an iPad needs a source view or rectangle")
            }
            guard let size = o.contentSize else {
                throw .unsupported(
                    "popover on \(windowName): give a \(o.contentSizeName); no source measured UIKit's default popover size"
                )
            }
            guard
                let placed = pad.popover.place(
                    source: source, width: size.width, height: size.height, permitted: o.permittedArrowDirections,
                    bounds: bounds, top: top, bottom: bottom)
            else {
                throw .unsupported(
                    "popover (\(formatNumber(size.width)) x \(formatNumber(size.height))) on \(windowName): no permitted direction "
                        + "(\(o.permittedArrowDirections.name)) fits the card without squeezing it; UIKit squeezes it (measured: a forced "
                        + "right arrow squeezed to 111 wide), which is not modelled"
                )
            }
            var basis: [String] = []
            let probeCase =
                version == row.measuredOS
                ? windowIndex.flatMap { i in
                    i < pad.measuredPopovers.count
                        ? pad.measuredPopovers[i].first {
                            $0.source == source && $0.width == size.width && $0.height == size.height
                                && $0.arrows == o.permittedArrowDirections && $0.frame == placed.frame
                                && $0.arrow == placed.arrow
                        } : nil
                } : nil
            if probeCase != nil {
                basis.append("the frame and arrow are a probe's measured case")
            } else {
                basis.append(pad.popover.basis)
                basis.append(contentsOf: carriedBasis)
            }
            if let landscape { basis.append(landscape.provenance.basis) }
            basis.append(pad.popover.insetsBasis)
            return ResolvedPresentation(
                style: .popover, detent: .large, detentValue: nil, maximumDetentValue: nil, frame: placed.frame,
                layoutFrame: placed.frame, scale: 1, insets: pad.popover.insets(placed.arrow),
                provenance: Provenance(
                    kind: .derived, source: pad.popover.source, basis: basis.joined(separator: "; ")),
                arrowDirection: placed.arrow)
        }
        if style == .pageSheet && o.prefersPageSizing {
            if let landscape {
                let resolution =
                    style != o.style
                    ? " (\(o.style.name) resolves to \(style.name) on \(osName) \(version.description))" : ""
                throw .unsupported(
                    "\(o.style.name) presentation\(resolution) on \(windowName), \(osName) \(version.description): "
                        + landscape.pageSheet)
            }
            return try resolvePadPageSheet(o, row: row, pad: pad, carriedBasis: carriedBasis)
        }
        // The form sheet, and a page sheet that prefers the form sheet's sizing.
        if let reason = pad.formUnmeasured {
            let sizing = style == .pageSheet ? " (prefers_page_sizing false: the form sheet's sizing)" : ""
            throw .unsupported(
                "\(o.style.name) presentation\(sizing) on \(windowName), \(osName) \(version.description): \(reason)")
        }
        let size = o.contentSize ?? pad.formSize(screenLongestSide: screenLongestSide)
        let x = roundToPixel((width - size.width) / 2)
        let largeY = roundToPixel((height - size.height - pad.formCentreSlack) / 2)
        guard x >= left, x + size.width <= width - right, largeY >= top, largeY + size.height <= height - bottom else {
            throw .unsupported(
                "a form sheet \(formatNumber(size.width)) x \(formatNumber(size.height)) does not fit \(windowName) between its insets: no "
                    + "source measured how UIKit fits one"
            )
        }
        let maximum = size.height
        let (value, isLarge) = detentHeight(row, o.detent, custom: o.detentValue, maximum: maximum)
        let caseName = isLarge ? "large" : (o.detent == .custom ? "custom:\(formatNumber(value))" : o.detent.name)
        let frame = Rect(x: x, y: largeY + maximum - value, width: size.width, height: value)
        // In landscape the card is derived whatever the version (no iPad sheet was read in landscape).
        var basis: [String] = landscape.map { [$0.provenance.basis] } ?? []
        if o.contentSize != nil {
            basis.append(
                "the preferred content size sets the form sheet's size (documented); its position follows the measured card's rule, "
                    + "centred with y = (H - height - \(formatNumber(pad.formCentreSlack)))/2"
            )
        }
        if style == .pageSheet {
            basis.append(
                "prefers_page_sizing false gives the page sheet the form sheet's sizing (documented); no source measured it"
            )
        }
        let probeWindow = windowIndex.map { row.measuredWindows[$0] }
        if basis.isEmpty && carriedBasis.isEmpty, let w = probeWindow, w.detents.contains(caseName) {
            return ResolvedPresentation(
                style: style, detent: isLarge ? .large : o.detent, detentValue: value, maximumDetentValue: maximum,
                frame: frame, layoutFrame: frame, scale: 1, insets: .zero,
                provenance: pad.form)
        }
        if !isLarge && probeWindow.map({ !$0.detents.contains(caseName) }) ?? true {
            basis.append(
                row.measuredWindows.isEmpty
                    ? "no partial detent of a form sheet was read on this line: the iPadOS 26.1 rule (height = the detent, the bottom "
                        + "edge fixed) is carried, the medium detent \(formatNumber(row.mediumRatio.0))/\(formatNumber(row.mediumRatio.1)) "
                        + "of the card's height"
                    : "a partial detent other than the measured ones (medium, custom 343) follows their rule: height = the detent, the "
                        + "bottom edge fixed"
            )
        }
        // A size read from UIKit's constants in a decompile, not a probe's window, is derived (MODEL.md §18).
        if pad.form.kind == .derived && !pad.form.basis.isEmpty {
            basis.append("the card's default size and centring: \(pad.form.basis)")
        }
        basis.insert(row.basis, at: 0)
        basis.append(contentsOf: carriedBasis)
        return ResolvedPresentation(
            style: style, detent: isLarge ? .large : o.detent, detentValue: value, maximumDetentValue: maximum,
            frame: frame, layoutFrame: frame, scale: 1, insets: .zero,
            provenance: Provenance(kind: .derived, source: pad.form.source, basis: basis.joined(separator: "; ")))
    }
}

extension PresentationMetrics {
    /// An iPad page sheet in a regular-width window (MODEL.md §18): the large sheet full width from
    /// the top inset + the row's gap; a partial detent edge-attached at the window's bottom where the
    /// row derives one; a window wider than the row's measured width refused where the row says so.
    fileprivate func resolvePadPageSheet(
        _ o: PresentationAsk, row: SheetRow, pad: PadGeometry, carriedBasis: [String]
    ) throws(SafeAreaError) -> ResolvedPresentation {
        if let widest = pad.pageMaxWidth, width > widest {
            throw .unsupported(
                "\(o.style.name) presentation on \(windowName), \(formatNumber(width)) pt wide, \(osName) \(version.description): "
                    + pad.pageWider
            )
        }
        let sheetTop = top + pad.pageTopGap
        let maximum = height - sheetTop - bottom
        try checkMaximum(maximum, o.style)
        let (value, isLarge) = detentHeight(row, o.detent, custom: o.detentValue, maximum: maximum)
        let insets = SafeAreaInsets(top: 0, left: 0, bottom: bottom, right: 0)
        let own = pad.pageBasis.isEmpty ? row.basis : pad.pageBasis
        var basis = carriedBasis.isEmpty ? ["the frame is measured"] : [own] + carriedBasis
        basis.append(pad.pageInsetsBasis)
        if isLarge {
            let frame = Rect(x: 0, y: sheetTop, width: width, height: height - sheetTop)
            return ResolvedPresentation(
                style: .pageSheet, detent: .large, detentValue: maximum, maximumDetentValue: maximum, frame: frame,
                layoutFrame: frame, scale: 1, insets: insets,
                provenance: Provenance(kind: .derived, source: pad.pageSource, basis: basis.joined(separator: "; ")))
        }
        guard let partial = pad.pagePartial else {
            throw .unsupported(
                "a \(o.detent.name) detent of the page sheet on \(windowName): no source measured a partial detent of an iPad page "
                    + "sheet (only its large sheet)"
            )
        }
        basis.append(partial.basis)
        let frame = Rect(x: 0, y: height - bottom - value, width: width, height: value + bottom)
        return ResolvedPresentation(
            style: .pageSheet, detent: o.detent, detentValue: value, maximumDetentValue: maximum, frame: frame,
            layoutFrame: frame, scale: 1, insets: insets,
            provenance: Provenance(kind: .derived, source: partial.source, basis: basis.joined(separator: "; ")))
    }
}

/// A window's name in refusals: the parts it is made of, kept until a message needs the text.
enum WindowNaming: Sendable, Equatable {
    /// A name given whole.
    case text(String)
    /// `device` in `orientation`, in an app window of `placement` (nil: the full screen).
    case device(String, Orientation, placement: String?)

    var text: String {
        switch self {
        case .text(let name): return name
        case .device(let device, let orientation, let placement):
            guard let placement else { return "\(device) in \(orientation.name)" }
            return "a \(placement) window on \(device) in \(orientation.name)"
        }
    }
}
