/// SVG pictures: a device in an orientation, a UIKit tree, a SwiftUI layout and
/// an audit of a design. Clear at a glance: a title, labelled inset values and a
/// legend, about 420 points on the long side (notebook width).
public enum SVGPicture {
    static let colors: [UnsafeRegionKind: String] = [
        .housing: "#d62728", .corner: "#9467bd", .statusBar: "#ff7f0e",
        .homeIndicator: "#1f77b4", .insetBand: "#bcbd22",
    ]
    static let labels: [(UnsafeRegionKind, String)] = [
        (.housing, "sensor housing (physical)"), (.corner, "rounded corner (physical)"),
        (.statusBar, "status bar"), (.homeIndicator, "home indicator zone"),
        (.insetBand, "other inset band"),
    ]

    static func f(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return formatNumber(rounded == 0 ? 0 : rounded)
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    /// Where the screen is drawn: origin and scale, for overlays.
    public struct Frame: Sendable {
        public var originX: Double
        public var originY: Double
        public var scale: Double
        /// The boxes of the labels the picture drew before its overlay (the inset values): what the
        /// overlay's own labels keep clear of.
        var labels: [ElementLabels.Box] = []

        func rect(_ r: Rect) -> (Double, Double, Double, Double) {
            (originX + r.x * scale, originY + r.y * scale, r.width * scale, r.height * scale)
        }
    }

    /// The screen with its rounded corners, housing, bands and safe area, labelled; `overlay` draws on top.
    /// An inset value whose edge lies in one of `bars` (screen points: a navigation bar at the top inset, a
    /// band holding the bottom inset) is labelled at the start of its edge, leaving the bar's middle free.
    public static func device(
        _ device: DeviceProfile, orientation: Orientation, version: OSVersion?, statusBarHidden: Bool,
        width: Double = 420, caption: String? = nil, legend: [(color: String, label: String)] = [],
        pose: Pose? = nil, bars: [Rect] = [], window request: WindowRequest? = nil,
        overlay: (Frame) -> String = { _ in "" }
    ) throws(SafeAreaError) -> String {
        let window = try WindowEnvironment(
            device: device, orientation: orientation, version: version, statusBarHidden: statusBarHidden,
            window: request)
        // An app window (MODEL.md §19): drawn on its screen, its safe area and labels its own, and
        // the overlay in its coordinates; the screen's own regions stay beneath, greyed outside it.
        let placed = window.placement
        let (screenW, screenH) = (window.screen.width, window.screen.height)
        // Refuses a hidden status bar where the device leaves it unmeasured.
        let deviceInsets = try device.safeArea(orientation, version: version, statusBarHidden: statusBarHidden)
        let regions = try device.unsafeRegions(orientation, version: version, statusBarHidden: statusBarHidden)
        let scale = width / max(screenW, screenH)
        let kinds = Set(regions.map(\.kind))
        let extras = Extras(device, orientation, version: version, pose: pose)
        let pad = 12.0
        let titleH = caption == nil ? 34.0 : 48.0
        let windowLegend = placed.map { windowLegendEntries($0) } ?? []
        let legendH = 18.0 * Double(kinds.count + 1 + legend.count + extras.legend.count + windowLegend.count) + 8
        let drawW = screenW * scale
        let drawH = screenH * scale
        let totalW = max(drawW + 2 * pad, 300)
        let totalH = titleH + drawH + 2 * pad + legendH
        var frame = Frame(originX: (totalW - drawW) / 2, originY: titleH + pad, scale: scale)
        let ox = frame.originX
        let oy = frame.originY
        let radius = device.cornerRadius * scale
        let corners = unequalCorners(device, orientation, scale: scale)
        var out: [String] = []
        out.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(totalW))\" height=\"\(f(totalH))\" viewBox=\"0 0 \(f(totalW)) "
                + "\(f(totalH))\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\" font-size=\"12\">"
        )
        out.append("<title>\(escape(device.name)) \(orientation.name) safe area</title>")
        let posed = pose != nil && device.reservedRegions.hasFold ? " · \(pose!.name)" : ""
        out.append(
            "<text x=\"\(f(totalW / 2))\" y=\"16\" text-anchor=\"middle\" font-weight=\"bold\">\(escape(device.name)) · "
                + "\(orientation.name)\(posed)\(placed.map { " · \($0.request.placement.name) window" } ?? "")</text>"
        )
        let shown = placed?.insets ?? deviceInsets
        let subtitle = placed == nil ? "safe area" : "window safe area"
        out.append(
            "<text x=\"\(f(totalW / 2))\" y=\"30\" text-anchor=\"middle\" fill=\"#555\">\(subtitle) (\(f(shown.top)), \(f(shown.left)), "
                + "\(f(shown.bottom)), \(f(shown.right))) · \(window.osName) \(window.osVersion.description)</text>"
        )
        if let caption {
            out.append(
                "<text x=\"\(f(totalW / 2))\" y=\"44\" text-anchor=\"middle\" fill=\"#333\">\(escape(caption))</text>")
        }
        if let corners {
            // Each corner with its own radius (the iPhone Duo's outer display: 8 pt on the hinge side, 59 on the other).
            let screenPath = roundedPath(x: ox, y: oy, width: drawW, height: drawH, corners: corners)
            out.append("<defs><clipPath id=\"screen\"><path d=\"\(screenPath)\"/></clipPath></defs>")
            out.append(
                "<path d=\"\(roundedPath(x: ox - 4, y: oy - 4, width: drawW + 8, height: drawH + 8, corners: grown(corners, by: 4)))\" "
                    + "fill=\"#222\"/>"
            )
            out.append("<path d=\"\(screenPath)\" fill=\"#f7f7f7\"/>")
        } else {
            out.append(
                "<defs><clipPath id=\"screen\"><rect x=\"\(f(ox))\" y=\"\(f(oy))\" width=\"\(f(drawW))\" height=\"\(f(drawH))\" "
                    + "rx=\"\(f(radius))\"/></clipPath></defs>"
            )
            out.append(
                "<rect x=\"\(f(ox - 4))\" y=\"\(f(oy - 4))\" width=\"\(f(drawW + 8))\" height=\"\(f(drawH + 8))\" rx=\"\(f(radius + 4))\" "
                    + "fill=\"#222\"/>"
            )
            out.append(
                "<rect x=\"\(f(ox))\" y=\"\(f(oy))\" width=\"\(f(drawW))\" height=\"\(f(drawH))\" rx=\"\(f(radius))\" fill=\"#f7f7f7\"/>"
            )
        }
        out.append("<g clip-path=\"url(#screen)\">")
        for region in regions where region.kind != .housing && region.kind != .corner {
            let (x, y, w, h) = frame.rect(region.rect)
            out.append(
                "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(w))\" height=\"\(f(h))\" fill=\"\(colors[region.kind] ?? "#999")\" "
                    + "fill-opacity=\"0.28\"><title>\(region.kind.name) \(region.edge?.name ?? "")</title></rect>"
            )
        }
        // Reserved regions inside the screen's outline (a band in a rounded corner is cut by the corner).
        out.append(contentsOf: drawReserved(extras.regions, frame))
        out.append("</g>")
        for region in regions {
            let (x, y, w, h) = frame.rect(region.rect)
            if region.kind == .housing {
                let r =
                    device.housing.kind == .dynamicIsland || device.housing.kind == .punchHole
                    ? min(w, h) / 2 : 6 * scale
                let dash = region.isApproximate ? " stroke-dasharray=\"4 3\"" : ""
                out.append(
                    "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(w))\" height=\"\(f(h))\" rx=\"\(f(r))\" fill=\"#d62728\" "
                        + "fill-opacity=\"\(region.isApproximate ? "0.35" : "0.9")\" stroke=\"#d62728\"\(dash)>"
                        + "<title>\(device.housing.kind.name)"
                        + "\(region.isApproximate ? " (outline not measured: a conservative bound)" : "")</title></rect>"
                )
            } else if region.kind == .corner {
                out.append(
                    "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(w))\" height=\"\(f(h))\" fill=\"none\" stroke=\"#9467bd\" "
                        + "stroke-width=\"1\" stroke-dasharray=\"2 2\"><title>corner radius \(f(region.cornerRadius))</title></rect>"
                )
            }
        }
        let area = placed?.frame ?? Rect(x: 0, y: 0, width: screenW, height: screenH)
        if let placed { out.append(drawWindow(placed, screen: window.screen, frame)) }
        let insets = shown
        let safe = SafeAreaTree.inset(area, insets)
        let (sx, sy, sw, sh) = frame.rect(safe)
        out.append(
            "<rect x=\"\(f(sx))\" y=\"\(f(sy))\" width=\"\(f(sw))\" height=\"\(f(sh))\" fill=\"#2ca02c\" fill-opacity=\"0.08\" "
                + "stroke=\"#2ca02c\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\"><title>safe area</title></rect>"
        )
        let topInBar = bars.contains { $0.y <= insets.top && insets.top < $0.maxY }
        let bottomInBar = bars.contains {
            $0.y < area.height - insets.bottom && area.height - insets.bottom <= $0.maxY
        }
        let insetLabels: [(Double, Double, Double, String, String)] = [
            (insets.top, topInBar ? sx + 6 : sx + sw / 2, sy + 14, topInBar ? "start" : "middle", "top"),
            (
                insets.bottom, bottomInBar ? sx + 6 : sx + sw / 2, sy + sh - 6, bottomInBar ? "start" : "middle",
                "bottom"
            ),
            (insets.left, sx + 6, sy + sh / 2, "start", "left"),
            (insets.right, sx + sw - 6, sy + sh / 2, "end", "right"),
        ]
        for (value, x, y, anchor, name) in insetLabels where value != 0 {
            frame.labels.append(
                ElementLabels.box("\(name) \(f(value))", x: x, baseline: y, anchor: anchor, fontSize: 12))
            out.append(
                "<text x=\"\(f(x))\" y=\"\(f(y))\" text-anchor=\"\(anchor)\" fill=\"#2ca02c\">\(name) \(f(value))</text>"
            )
        }
        // The overlay draws in the window's coordinates.
        var inWindow = frame
        inWindow.originX += area.x * scale
        inWindow.originY += area.y * scale
        out.append(overlay(inWindow))
        var ly = oy + drawH + pad + 14
        out.append(
            "<rect x=\"\(f(pad))\" y=\"\(f(ly - 10))\" width=\"12\" height=\"12\" fill=\"#2ca02c\" fill-opacity=\"0.2\" "
                + "stroke=\"#2ca02c\"/><text x=\"\(f(pad + 18))\" y=\"\(f(ly))\">safe area</text>"
        )
        for (kind, label) in labels(kinds: kinds) {
            ly += 18
            out.append(
                "<rect x=\"\(f(pad))\" y=\"\(f(ly - 10))\" width=\"12\" height=\"12\" fill=\"\(colors[kind] ?? "#999")\" "
                    + "fill-opacity=\"0.6\"/><text x=\"\(f(pad + 18))\" y=\"\(f(ly))\">\(label)</text>"
            )
        }
        for entry in extras.legend {
            ly += 18
            let dash = entry.dashed ? " stroke-dasharray=\"3 2\"" : ""
            out.append(
                "<rect x=\"\(f(pad))\" y=\"\(f(ly - 10))\" width=\"12\" height=\"12\" fill=\"\(entry.color)\" fill-opacity=\"0.3\" "
                    + "stroke=\"\(entry.color)\"\(dash)/><text x=\"\(f(pad + 18))\" y=\"\(f(ly))\">\(escape(entry.label))</text>"
            )
        }
        for entry in windowLegend + legend {
            ly += 18
            out.append(
                "<rect x=\"\(f(pad))\" y=\"\(f(ly - 10))\" width=\"12\" height=\"12\" fill=\"\(entry.color)\" fill-opacity=\"0.35\" "
                    + "stroke=\"\(entry.color)\"/><text x=\"\(f(pad + 18))\" y=\"\(f(ly))\">\(escape(entry.label))</text>"
            )
        }
        out.append("</svg>")
        return out.filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
    }

    static let windowColors = (outside: "#8c8c8c", frame: "#17becf", controls: "#444")

    /// An app window on its screen: the rest of the screen greyed, the window's frame, and the
    /// window controls' pill labelled with its control style.
    static func drawWindow(_ placed: ResolvedWindow, screen: Rect, _ frame: Frame) -> String {
        let (x, y, w, h) = frame.rect(placed.frame)
        let (ox, oy, ow, oh) = frame.rect(screen)
        var out = [
            "<path d=\"M\(f(ox)) \(f(oy))h\(f(ow))v\(f(oh))h\(f(-ow))Z M\(f(x)) \(f(y))v\(f(h))h\(f(w))v\(f(-h))Z\" "
                + "fill=\"\(windowColors.outside)\" fill-opacity=\"0.55\" fill-rule=\"evenodd\" clip-path=\"url(#screen)\"><title>the "
                + "screen outside the window</title></path>",
            "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(w))\" height=\"\(f(h))\" fill=\"none\" stroke=\"\(windowColors.frame)\" "
                + "stroke-width=\"2\"><title>\(placed.request.placement.name) window (\(f(placed.frame.x)), \(f(placed.frame.y)), "
                + "\(f(placed.frame.width)), \(f(placed.frame.height)))</title></rect>",
        ]
        if let region = placed.controlsRegion {
            let pill = Rect(
                x: placed.frame.x + region.frame.x, y: placed.frame.y + region.frame.y, width: region.frame.width,
                height: region.frame.height)
            let (px, py, pw, ph) = frame.rect(pill)
            out.append(
                "<rect x=\"\(f(px))\" y=\"\(f(py))\" width=\"\(f(pw))\" height=\"\(f(ph))\" rx=\"\(f(min(pw, ph) / 2))\" "
                    + "fill=\"\(windowColors.controls)\" fill-opacity=\"0.85\"><title>window controls (\(placed.controls.name)): "
                    + "(\(f(region.frame.x)), \(f(region.frame.y)), \(f(region.frame.width)), \(f(region.frame.height))) in the "
                    + "window</title></rect>"
            )
            out.append(
                "<text x=\"\(f(px + pw + 4))\" y=\"\(f(py + ph / 2 + 4))\" font-size=\"10\" fill=\"\(windowColors.controls)\">window "
                    + "controls (\(placed.controls.name))</text>"
            )
        }
        return out.joined(separator: "\n")
    }

    static func windowLegendEntries(_ placed: ResolvedWindow) -> [(color: String, label: String)] {
        var entries: [(color: String, label: String)] = [
            (windowColors.frame, "\(placed.request.placement.name) window"),
            (windowColors.outside, "screen outside the window"),
        ]
        if placed.controlsRegion != nil {
            entries.append((windowColors.controls, "window controls (\(placed.controls.name)): they take the taps"))
        }
        return entries
    }

    private static func labels(kinds: Set<UnsafeRegionKind>) -> [(UnsafeRegionKind, String)] {
        labels.filter { kinds.contains($0.0) }
    }

    static let findingColors = (error: "#d62728", warning: "#ff7f0e", clear: "#2ca02c")

    /// A design on one device and orientation, every element coloured by its worst finding.
    /// With `window`, the design in that app window on its screen (MODEL.md §4, §19).
    public static func audit(
        _ design: Design, device: DeviceProfile, orientation: Orientation, version: OSVersion?,
        window: WindowRequest? = nil
    )
        throws(SafeAreaError) -> String
    {
        let report = Auditor.audit(
            design, devices: [device], orientations: [orientation], version: version, recordFrames: true,
            windows: window.map { [$0] })
        guard let layout = report.frames.first else {
            if design.presentation != nil || design.container != nil || window != nil, let reason = report.skipped.first
            {
                throw .unsupported(reason)
            }
            throw .unsupportedOrientation("\(device.name) has no layout for \(orientation.name) on that OS version")
        }
        let placed = report.auditedWindows.first ?? nil
        // A presented design (MODEL.md §18): its card over the dimmed screen, its elements where the card shows them.
        let card = report.audited.first?.presentation.map {
            PresentationLayer(index: 0, presentation: $0, controller: -1)
        }
        let place: (Rect) -> Rect = { rect in card.map { $0.map(rect) } ?? rect }
        var worst: [String: Severity] = [:]
        for finding in report.findings where worst[finding.element] != .error {
            worst[finding.element] = finding.severity
        }
        var roles: [String: DesignRole] = [:]
        var stack = design.elements
        while let element = stack.popLast() {
            roles[element.id] = element.role
            stack.append(contentsOf: element.children)
        }
        let errors = worst.values.filter { $0 == .error }.count
        let warnings = worst.values.filter { $0 == .warning }.count
        let screenSize = try device.screenSize(orientation)
        let (screenW, screenH) = placed.map { ($0.frame.width, $0.frame.height) } ?? screenSize
        // The audit checks a fold where it is active, folded like a book: the picture shows that pose.
        return try SVGPicture.device(
            device, orientation: orientation, version: version, statusBarHidden: false,
            caption: "\(errors) element(s) with errors, \(warnings) with warnings"
                + (card.map { " · presented: \($0.label)" } ?? ""),
            legend: [
                (findingColors.error, "element with an error"), (findingColors.warning, "element with a warning"),
                (findingColors.clear, "element clear"),
            ] + (card.map { ($0.dims ? [dimLegend] : []) + [cardLegend] } ?? []),
            pose: device.reservedRegions.hasFold ? .book : nil, window: placed?.request
        ) { frame in
            var shapes: [String] = []
            if let card {
                shapes.append(presentationCard(card, frame, screen: Rect(x: 0, y: 0, width: screenW, height: screenH)))
            }
            for (id, rect) in layout.elements {
                let (x, y, w, h) = frame.rect(place(rect))
                let state = worst[id]
                let color =
                    state == .error
                    ? findingColors.error : state == .warning ? findingColors.warning : findingColors.clear
                let style =
                    roles[id] == .background
                    ? "fill=\"none\" stroke=\"\(state == nil ? "#777" : color)\" stroke-width=\"1\" stroke-dasharray=\"3 3\""
                    : "fill=\"\(color)\" fill-opacity=\"0.35\" stroke=\"\(color)\" stroke-width=\"1.5\""
                shapes.append(
                    "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(w))\" height=\"\(f(h))\" \(style)><title>\(escape(id)) "
                        + "(\(roles[id]?.rawValue ?? "")): \(state?.rawValue ?? "clear")</title></rect>"
                )
            }
            let flagged = layout.elements.compactMap { item -> ElementLabels.Target? in
                guard let state = worst[item.0] else { return nil }
                return ElementLabels.Target(
                    id: item.0, rect: frame.rect(place(item.1)),
                    color: state == .error ? findingColors.error : findingColors.warning)
            }
            let (bx, by, bw, bh) = frame.rect(Rect(x: 0, y: 0, width: screenW, height: screenH))
            shapes.append(ElementLabels.draw(flagged, within: (bx, by, bw, bh)))
            return shapes.joined(separator: "\n")
        }
    }
}

extension SafeAreaTree {
    /// A view drawn in a window picture: its frame, guides and label, in window points on the screen.
    private struct ViewBox {
        var frame: Rect
        var safe: Rect
        var margins: Rect
        var depth: Int
        var label: String
        var predicted: Bool
    }

    /// The views under window-level view `top` (pre-order), drawn where they show: `map` takes the tree's
    /// window coordinates to the screen (a floating card's scale; the identity for the root).
    private func viewBoxes(from top: Int32, depth start: Int, limit: Int, map: (Rect) -> Rect) -> [ViewBox] {
        var order: [Int32] = []
        var stack = [top]
        while let v = stack.popLast() {
            order.append(v)
            var child = views[Int(v)].lastChild
            while child >= 0 {
                stack.append(child)
                child = views[Int(child)].prev
            }
        }
        let f = SVGPicture.f
        var boxes: [ViewBox] = []
        for (offset, v) in order.enumerated() where views[Int(v)].inWindow && boxes.count < limit {
            let origin = originInWindow(v)
            let node = views[Int(v)]
            let b = bounds(v)
            let safe = SafeAreaTree.inset(b, node.safeArea)
            let margins = SafeAreaTree.inset(b, effectiveMargins(v))
            let kind =
                node.controller >= 0
                ? "\(controllers[Int(node.controller)].kind.name) root view" : node.isScroll ? "scroll view" : "view"
            let s = node.safeArea
            // A view whose insets the catalog does not predict (under a bar on a vertical bar edge, or with the
            // status bar hidden where unmeasured) is drawn without numbers or guides, as reads refuse it.
            let predicted = !deviceHasUnpredictedStates || (try? checkPredicted(v)) != nil
            let numbers =
                predicted
                ? "(\(f(s.top)), \(f(s.left)), \(f(s.bottom)), \(f(s.right)))"
                : "(not predicted: unmeasured on this device)"
            boxes.append(
                ViewBox(
                    frame: map(Rect(x: origin.x, y: origin.y, width: node.frame.width, height: node.frame.height)),
                    safe: map(
                        Rect(
                            x: origin.x + safe.x - b.x, y: origin.y + safe.y - b.y, width: safe.width,
                            height: safe.height)),
                    margins: map(
                        Rect(
                            x: origin.x + margins.x - b.x, y: origin.y + margins.y - b.y, width: margins.width,
                            height: margins.height)),
                    depth: start + offset, label: "\(kind) #\(v) \(numbers)", predicted: predicted))
        }
        return boxes
    }

    /// The window: every view in it with its frame, safe-area guide and layout-margins guide, labelled; each
    /// presented controller's card over its presenter (MODEL.md §18), its views inside it.
    public mutating func svg() throws(SafeAreaError) -> String {
        layout()
        let identity: (Rect) -> Rect = { $0 }
        let boxes = root >= 0 ? viewBoxes(from: controllers[Int(root)].view, depth: 0, limit: 2000, map: identity) : []
        // The presentation stack, bottom to top; a presentation the window refuses is named, not drawn.
        var layers: [(PresentationLayer, [ViewBox])] = []
        var refused: [String] = []
        for (index, node) in presentations.enumerated() {
            switch node.resolved {
            case .success(let r):
                let layer = PresentationLayer(index: index, presentation: r, controller: node.controller)
                let drawn = viewBoxes(
                    from: controllers[Int(node.controller)].view, depth: 1 + index, limit: max(0, 2000 - boxes.count),
                    map: layer.map)
                layers.append((layer, drawn))
            case .failure(let error):
                refused.append("presentation #\(index + 1) refused: \(error.message)")
            }
        }
        let allBars = barFrames()
        // Each bar in the layer of its container: the root's (nil) or a presentation's (mapped to its card).
        var rootBars: [BarFrame] = []
        var layerBars: [Int: [BarFrame]] = [:]
        for bar in allBars {
            guard let c = try? controllerIndex(bar.container), let i = presentedAncestor(c) else {
                rootBars.append(bar)
                continue
            }
            guard let layer = layers.first(where: { $0.0.index == i })?.0 else { continue }
            var mapped = bar
            mapped.frame = layer.map(bar.frame)
            layerBars[i, default: []].append(mapped)
        }
        let bars = rootBars + layerBars.keys.sorted().flatMap { layerBars[$0] ?? [] }
        let barKinds = BarKind.allCases.filter { kind in bars.contains { $0.kind == kind } }
        let safeArea = SafeAreaTree.inset(window.bounds, window.insets)
        let viewCount = boxes.count + layers.reduce(0) { $0 + $1.1.count }
        var caption = root >= 0 ? "UIKit window: \(viewCount) views" : "window without a root view controller"
        if !layers.isEmpty { caption += " · presented: " + layers.map(\.0.label).joined(separator: ", ") }
        if !refused.isEmpty { caption += " · " + refused.joined(separator: "; ") }
        var legend: [(color: String, label: String)] = [
            ("#444", "view frame, labelled with its safeAreaInsets"), ("#2ca02c", "safe-area layout guide"),
            ("#1f77b4", "layout-margins guide"),
        ]
        if layers.contains(where: { $0.0.dims }) { legend.append(SVGPicture.dimLegend) }
        if !layers.isEmpty { legend.append(SVGPicture.cardLegend) }
        legend += barKinds.map { (SVGPicture.barColor($0), "\($0.words), labelled with its height") }
        let screen = window.bounds
        let rootBoxes = boxes
        return try SVGPicture.device(
            device, orientation: orientation, version: osVersion, statusBarHidden: effectiveStatusBarHidden,
            caption: caption, legend: legend, bars: rootBars.map(\.frame), window: window.placement?.request
        ) { frame in
            var out: [String] = []
            var labels = frame.labels
            // Cards cover what lies under them: a presenter's label there is not drawn.
            let covers = layers.map { frame.rect($0.0.frame) }
            func draw(_ boxes: [ViewBox], under: ArraySlice<(Double, Double, Double, Double)>) {
                let f = SVGPicture.f
                for box in boxes {
                    let (x, y, w, h) = frame.rect(box.frame)
                    let (sx, sy, sw, sh) = frame.rect(box.safe)
                    let (mx, my, mw, mh) = frame.rect(box.margins)
                    let label = SVGPicture.escape(box.label)
                    out.append(
                        "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(w))\" height=\"\(f(h))\" fill=\"none\" stroke=\"#444\" "
                            + "stroke-width=\"1\"><title>\(label)</title></rect>"
                    )
                    if box.predicted {
                        out.append(
                            "<rect x=\"\(f(sx))\" y=\"\(f(sy))\" width=\"\(f(sw))\" height=\"\(f(sh))\" fill=\"none\" stroke=\"#2ca02c\" "
                                + "stroke-dasharray=\"5 3\"/>"
                        )
                        out.append(
                            "<rect x=\"\(f(mx))\" y=\"\(f(my))\" width=\"\(f(mw))\" height=\"\(f(mh))\" fill=\"none\" stroke=\"#1f77b4\" "
                                + "stroke-dasharray=\"1 2\"/>"
                        )
                    }
                    // Labels go inside the safe-area guide, clear of the housing and bars.
                    var top = max(y, sy)
                    if let below = SVGPicture.clearOfTopBars(
                        x: max(box.frame.x, box.safe.x), y: max(box.frame.y, box.safe.y), bars)
                    {
                        top = frame.originY + below * frame.scale
                    }
                    let baseline = top + 11 + 11 * Double(box.depth % 4)
                    let placed = ElementLabels.box(
                        box.label, x: max(x, sx) + 3, baseline: baseline, anchor: "start", fontSize: 10)
                    let hidden = under.contains { c in
                        placed.overlaps(ElementLabels.Box(x: c.0, y: c.1, width: c.2, height: c.3))
                    }
                    guard !hidden else { continue }
                    out.append(
                        "<text x=\"\(f(max(x, sx) + 3))\" y=\"\(f(baseline))\" font-size=\"10\" fill=\"#333\">\(label)</text>"
                    )
                    labels.append(placed)
                }
            }
            if !rootBars.isEmpty { out.append(SVGPicture.barBands(rootBars, frame)) }
            draw(rootBoxes, under: covers[...])
            if !rootBars.isEmpty {
                out.append(SVGPicture.barLabels(rootBars, frame, within: safeArea, avoiding: labels, placed: &labels))
            }
            for (position, (layer, drawn)) in layers.enumerated() {
                out.append(SVGPicture.presentationCard(layer, frame, screen: screen))
                let own = layerBars[layer.index] ?? []
                out.append("<g clip-path=\"url(#card-\(layer.index))\">")
                if !own.isEmpty { out.append(SVGPicture.barBands(own, frame)) }
                draw(drawn, under: covers[(position + 1)...])
                out.append("</g>")
                // The card's safe area on the screen: where its bars and its own label go.
                let content = layer.map(
                    SafeAreaTree.inset(layer.presentation.layoutFrame, layer.presentation.insets))
                if !own.isEmpty {
                    out.append(SVGPicture.barLabels(own, frame, within: content, avoiding: labels, placed: &labels))
                }
                let target = ElementLabels.Target(
                    id: layer.label, rect: frame.rect(layer.frame), color: SheetLook.cardColor, inside: true)
                out.append(
                    ElementLabels.draw(
                        [target], within: frame.rect(layer.isSheet ? content : safeArea), avoiding: labels,
                        placed: &labels))
            }
            return out.joined(separator: "\n")
        }
    }
}
