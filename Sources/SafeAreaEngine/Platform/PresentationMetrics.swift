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
    let windowName: String
    let automaticIsFormSheet: Bool
    let windowInsets: SafeAreaInsets
    let windowProvenance: Provenance

    init(
        idiom: DeviceFamily, verticalSizeClass: SizeClass, version: OSVersion, osName: String, frame: Rect,
        insets: SafeAreaInsets, provenance: Provenance, pixelScale: Double, windowName: String
    ) {
        let table = PresentationTable.builtin
        let index = table.rows.firstIndex {
            $0.idiom == idiom && $0.osMin <= version && version <= $0.osMax
                && ($0.verticalSizeClass == nil || $0.verticalSizeClass == verticalSizeClass)
        }
        rowIndex = index
        if let index {
            refusal = table.rows[index].unmeasured
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
        self.windowName = windowName
        automaticIsFormSheet = version >= table.automaticFormSheetFrom
        windowInsets = insets
        windowProvenance = provenance
    }

    private func roundToPixel(_ x: Double) -> Double { (x * pixelScale).rounded() / pixelScale }

    /// The style `style` resolves to in this window (automatic by OS line; on an iPhone-width
    /// window a form sheet and an adapted popover are the page sheet).
    func resolvedStyle(_ style: PresentationStyle) -> PresentationStyle {
        switch style {
        case .automatic: return automaticIsFormSheet ? .formSheet : .pageSheet
        default: return style
        }
    }

    /// Resolves one presentation; `detentValue` is the custom detent's height.
    func resolve(
        style requested: PresentationStyle, detent: DetentKind, detentValue: Double?, overSheet: Bool
    ) throws(SafeAreaError) -> ResolvedPresentation {
        if detent == .custom {
            guard let d = detentValue, d.isFinite, d > 0, d <= 1e7 else {
                throw .invalidArgument(
                    "detent: a custom detent's height must be a finite number above 0, got \(detentValue.map { formatNumber($0) } ?? "none")"
                )
            }
        } else if detentValue != nil {
            throw .invalidArgument("detent: a height is given only with a custom detent, not \(detent.name)")
        }
        let style = resolvedStyle(requested)
        if style == .fullScreen || style == .overFullScreen {
            guard detent == .large else {
                throw .invalidArgument("detent: a \(style.name) presentation has no detents; pass large")
            }
            let bounds = Rect(x: 0, y: 0, width: width, height: height)
            let table = PresentationTable.builtin
            return ResolvedPresentation(
                style: style, detent: .large, detentValue: nil, maximumDetentValue: nil, frame: bounds,
                layoutFrame: bounds, scale: 1, insets: windowInsets, provenance: table.fullScreen)
        }
        let table = PresentationTable.builtin
        if let refusal {
            throw .unsupported(
                "\(requested.name) presentation on \(windowName), \(osName) \(version.description): \(refusal)")
        }
        guard let index = rowIndex, index < table.rows.count else {
            throw .unsupported("\(requested.name) presentation: no presentation row")
        }
        let row = table.rows[index]
        if style == .popover && !row.popoverAdapts {
            throw .unsupported("popover on \(windowName): only its adaptation to a sheet on an iPhone is modelled")
        }
        if overSheet {
            throw .unsupported(
                "a sheet presented over a sheet on \(osName) \(version.description): no source measured where a nested sheet sits (only a pre-26 claim that it peeks 10 pt lower)"
            )
        }
        // On an iPhone (compact width) the page sheet, the form sheet and an adapted popover are one sheet.
        let resolvedStyle: PresentationStyle = .pageSheet
        let sheetTop = max(row.topFloor, top) + row.topGap
        let maximum = height - sheetTop - bottom
        var value: Double
        switch detent {
        case .large: value = maximum
        case .medium: value = roundToPixel(maximum * row.mediumRatio.0 / row.mediumRatio.1)
        case .custom: value = detentValue ?? maximum
        }
        // A detent at or above maximumDetentValue is the large sheet (custom 10000 gives the large frame).
        let isLarge = value >= maximum
        if isLarge { value = maximum }
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
                        "between \(formatNumber(row.singleGapFrom)) and \(formatNumber(row.edgeAttachedFrom)) no detent was measured (where the height switches from d to d + the bottom inset)"
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
            provenance = Provenance(kind: .measured, source: w.source)
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
                    "the medium detent is measured only in the probes' windows (\(windows.joined(separator: ", ")))")
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
}
