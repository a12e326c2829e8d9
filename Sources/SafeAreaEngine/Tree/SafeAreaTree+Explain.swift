/// MODEL.md §5: every inset as an ordered list of contributions.
extension SafeAreaTree {
    /// `explain` as JSON: `[{"kind": ..., "amount": ..., "value": ..., "text": ...}, ...]`.
    public mutating func explainJSON(_ view: NodeHandle, edge: ScreenEdge) throws(SafeAreaError) -> String {
        var writer = JSONWriter()
        writer.raw("[")
        for (index, step) in try explain(view, edge: edge).enumerated() {
            writer.raw(index > 0 ? ", {\"kind\": " : "{\"kind\": ")
            writer.string(step.kind)
            writer.raw(", \"amount\": ")
            writer.number(step.amount)
            writer.raw(", \"value\": ")
            writer.number(step.value)
            writer.raw(", \"text\": ")
            writer.string(step.text)
            if !step.sources.isEmpty {
                writer.raw(", \"sources\": [")
                for (i, source) in step.sources.enumerated() {
                    writer.raw(i > 0 ? ", {\"provenance\": " : "{\"provenance\": ")
                    writer.string(source.kind.name)
                    writer.raw(", \"source\": ")
                    writer.string(source.source)
                    writer.raw(", \"basis\": ")
                    writer.string(source.basis)
                    writer.raw("}")
                }
                writer.raw("]")
            }
            writer.raw("}")
        }
        writer.raw("]")
        return writer.text
    }

    /// The contributions that produced `edge` of the view's safeAreaInsets, from the window down.
    public mutating func explain(_ view: NodeHandle, edge: ScreenEdge) throws(SafeAreaError) -> [InsetContribution] {
        let v = try viewIndex(view)
        try checkSupported(v)
        layout()
        guard views[Int(v)].inWindow else {
            let owner = views[Int(v)].controller
            let why =
                owner >= 0 && !isWindowLevel(owner) && controllers[Int(owner)].parent < 0 && views[Int(v)].parent >= 0
                ? "its view controller was never embedded (addChild), so it has not appeared"
                : "the view is not in the window"
            return [InsetContribution(kind: "not_in_window", amount: 0, value: 0, text: "0: \(why) (MODEL.md §2.2)")]
        }
        var chain: [Int32] = []
        var walker = v
        while walker >= 0 {
            chain.append(walker)
            if isWindowLevel(views[Int(walker)].controller) { break }
            walker = views[Int(walker)].parent
        }
        var steps: [InsetContribution] = []
        for index in stride(from: chain.count - 1, through: 0, by: -1) {
            explainStep(chain[index], edge: edge, into: &steps)
        }
        insideEdgeStep(v, edge: edge, into: &steps)
        return steps
    }

    /// A controller's view with `edge` inside the window: its system minimum margin there is the
    /// window's for such an edge, named with its source (MODEL.md §2.7). The safe area is unchanged.
    private func insideEdgeStep(_ v: Int32, edge: ScreenEdge, into steps: inout [InsetContribution]) {
        let owner = views[Int(v)].controller
        let rule = windowStorage.environment.systemMinimumMargins
        guard owner >= 0, let value = rule.insideEdge, let provenance = rule.insideEdgeProvenance else { return }
        let bit = edge == .left ? InsideEdges.left : edge == .right ? InsideEdges.right : 0
        guard bit != 0, controllers[Int(owner)].insideEdges & bit != 0 else { return }
        let running = views[Int(v)].safeArea[edge]
        let f = { (x: Double) in formatNumber(x) }
        let respects = controllers[Int(owner)].viewRespectsSystemMinimumLayoutMargins
        steps.append(
            InsetContribution(
                kind: "inside_edge_margin", amount: 0, value: running,
                text:
                    "0: the \(edge.name) edge of \(name(v)) lies inside the window, away from its edges, so its system "
                    + "minimum layout margin there is \(f(value)) pt, not \(f(rule.horizontal(width: views[Int(v)].frame.width))) "
                    + "(MODEL.md §2.7)\(respects ? "" : "; viewRespectsSystemMinimumLayoutMargins is false, so its margins ignore it")"
                    + " [\(provenance.summary)]",
                sources: [provenance]))
    }

    /// The last steps of a window-level controller's view (the root, a presented controller):
    /// its additionalSafeAreaInsets, then the floor at 0 (MODEL.md §2.2).
    private func windowLevelTail(
        _ owner: Int32, edge: ScreenEdge, from start: Double, role: String, into steps: inout [InsetContribution]
    ) {
        let f = { (x: Double) in formatNumber(x) }
        var running = start
        let a = controllers[Int(owner)].additional[edge]
        if a != 0 {
            running += a
            steps.append(
                InsetContribution(
                    kind: "additional", amount: a, value: running,
                    text:
                        "\(a > 0 ? "+" : "")\(f(a)): additionalSafeAreaInsets of the \(role) \(controllers[Int(owner)].kind.name) → "
                        + "\(f(running))"
                ))
        }
        if running < 0 {
            steps.append(
                InsetContribution(kind: "clamp", amount: -running, value: 0, text: "floored at 0 (MODEL.md §2.2) → 0"))
        }
    }

    /// The explanation as readable text, one contribution a line.
    public mutating func explainText(_ view: NodeHandle, edge: ScreenEdge) throws(SafeAreaError) -> String {
        let steps = try explain(view, edge: edge)
        let value = views[Int(try viewIndex(view))].safeArea[edge]
        var lines = ["\(edge.name) = \(formatNumber(value))"]
        for (index, step) in steps.enumerated() {
            lines.append("  \(index + 1). \(step.text)")
        }
        return lines.joined(separator: "\n")
    }

    private func name(_ v: Int32) -> String {
        let owner = views[Int(v)].controller
        let kind = views[Int(v)].isScroll ? "scroll view" : "view"
        if owner >= 0 { return "\(controllers[Int(owner)].kind.name) #\(owner) root \(kind)" }
        return "\(kind) #\(v)"
    }

    private func explainStep(_ v: Int32, edge: ScreenEdge, into steps: inout [InsetContribution]) {
        let node = views[Int(v)]
        let value = node.safeArea[edge]
        let owner = node.controller
        let f = { (x: Double) in formatNumber(x) }
        if owner >= 0, owner != root, let i = presentationIndex(owner), case .success(let r) = presentations[i].resolved
        {
            // A presented controller's content: the presentation's insets with their provenance (MODEL.md §18).
            let running = r.insets[edge]
            steps.append(
                InsetContribution(
                    kind: "presentation", amount: running, value: running,
                    text:
                        "\(f(running)): presented as \(r.style.name), \(r.detent.name) detent\(r.detentValue.map { " \(f($0))" } ?? ""), "
                        + "on \(device.name) \(orientation.name), \(window.osName) \(window.osVersion.description) "
                        + "[\(r.provenance.summary)]",
                    sources: [r.provenance]))
            windowLevelTail(owner, edge: edge, from: running, role: "presented", into: &steps)
            return
        }
        if isWindowLevel(owner) {
            // The device's numbers with their provenance: measured, documented, or derived and from what.
            let source = window.provenance.summary
            let placed = window.placement
            let windowWords =
                placed.map {
                    "a \($0.request.placement.name) window at \(SafeAreaTree.describe($0.frame))"
                        + ($0.request.compatibility == WindowCompatibility.none
                            ? "" : " (\($0.request.compatibility.name) app)")
                        + " on "
                } ?? ""
            // A window of its own (a tile, a floating or compatibility window) has insets by its
            // position on the screen (MODEL.md §19); a full one the screen's.
            let ownsInsets = placed.map { $0.request.placement != .full || $0.request.compatibility != .none } ?? false
            let reason = ownsInsets ? "the window's inset by its position on the screen" : deviceReason(edge)
            var running = window[shown: edge]
            steps.append(
                InsetContribution(
                    kind: "device", amount: running, value: running,
                    text:
                        "\(f(running)): \(windowWords)\(device.name) \(orientation.name), \(window.osName) \(window.osVersion.description) "
                        + "(\(reason)) [\(source)]",
                    sources: [window.provenance]))
            if let controls = placed?.controlsRegion {
                let r = controls.frame
                steps.append(
                    InsetContribution(
                        kind: "window_controls", amount: 0, value: running,
                        text:
                            "0: the window controls (\(placed?.controls.name ?? "") style) occlude (\(f(r.x)), \(f(r.y)), \(f(r.width)), "
                            + "\(f(r.height))) of the window, a reserved region outside the safe area [\(controls.provenance.summary)]",
                        sources: [controls.provenance]))
            }
            if window.insets[edge] != running {
                let delta = window.insets[edge] - running
                running = window.insets[edge]
                let who =
                    statusBarHidden
                    ? "the window hides the status bar"
                    : "the controlling view controller prefers the status bar hidden"
                steps.append(
                    InsetContribution(
                        kind: "status_bar", amount: delta, value: running, text: "\(f(delta)): \(who) → \(f(running))"))
            }
            windowLevelTail(owner, edge: edge, from: running, role: "root", into: &steps)
            return
        }
        let p = node.parent
        guard p >= 0 else { return }
        let parent = views[Int(p)]
        if owner >= 0 {
            let c = controllers[Int(owner)]
            let e = c.containerAdds[edge]
            let a = c.additional[edge]
            let base = max(0, e + a)
            var text = "\(f(value)): child \(c.kind.name) #\(owner) (\(name(v)))"
            let bars = containerContribution(owner).bars.filter { $0.edge == edge }
            // A tab bar on the top edge gives a navigation controller 0 by a rule of its own (its basis):
            // that 0 is cited as any amount is.
            let cited = e != 0 || bars.contains { $0.bar.placement == .topEdge && $0.amount == 0 }
            let sources =
                cited ? bars.flatMap { use in [use.provenance] + (use.largeTitle.map { [$0.provenance] } ?? []) } : []
            if cited { text += "; container adds \(f(e)): \(describe(bars))" }
            if a != 0 { text += "; additionalSafeAreaInsets \(a > 0 ? "+" : "")\(f(a))" }
            let updated = [c.updatedAt.0, c.updatedAt.1, c.updatedAt.2, c.updatedAt.3][edge.rawValue - 1]
            let anchor = anchorPosition(v).anchor
            let ancestorInset = anchor >= 0 ? views[Int(anchor)].safeArea[edge] : 0
            if policy == .freeze && updated < c.visitedAt {
                text +=
                    "; frozen since layout pass \(updated) (its view is not inside the ancestor's bounds on this axis, MODEL.md §2.4)"
                steps.append(
                    InsetContribution(kind: "frozen", amount: value, value: value, text: text, sources: sources))
            } else {
                let overlap = value - base
                text +=
                    "; base \(f(base)) + overlap \(f(overlap)) with \(anchor >= 0 ? name(anchor) : "ancestor")'s \(f(ancestorInset)) "
                    + "(MODEL.md §2.4, \(policy.name))"
                steps.append(
                    InsetContribution(kind: "overlap", amount: overlap, value: value, text: text, sources: sources))
            }
            return
        }
        let inherited = parent.safeArea[edge]
        let propagated = parent.propagated[edge]
        if parent.isScroll && propagated != inherited {
            steps.append(
                InsetContribution(
                    kind: "absorbed", amount: -inherited, value: 0,
                    text:
                        "0: \(name(p)) applies its \(f(inherited)) to adjustedContentInset and does not pass it on (MODEL.md §2.6)"
                ))
        }
        let distance = propagated - value
        let text: String
        if value == propagated {
            text =
                "\(f(value)): covered fully by \(name(p))'s \(f(propagated)) (capped at the superview's inset, MODEL.md §2.3)"
        } else if value == 0 {
            text = "0: lies \(f(distance)) pt or more inside \(name(p))'s \(f(propagated)) inset (MODEL.md §2.3)"
        } else {
            text =
                "\(f(value)): \(name(p))'s \(f(propagated)) minus the \(f(distance)) pt between the edges (MODEL.md §2.3)"
        }
        steps.append(InsetContribution(kind: "clamp", amount: value - propagated, value: value, text: text))
    }

    /// The bars a container shows over its child, in words, each with what it takes of the
    /// child's edge and where its numbers come from: "navigation bar 54 [measured: …]".
    private func describe(_ bars: [BarUse]) -> String {
        let f = { (x: Double) in formatNumber(x) }
        var parts: [String] = []
        var sources: [String] = []
        for use in bars {
            var words = use.bar.kind.words
            if let large = use.largeTitle { words += " with a large title (+\(f(large.height)))" }
            switch use.placement {
            case .extendsUnder:
                var text = "\(words) \(f(use.amount))"
                // Where the bar sits, when its amount is not simply its height (`BarMetric.amount`).
                switch use.bar.placement {
                case .top where use.amount != use.height:
                    text += " (\(f(use.height)) tall at y = max(top inset, \(f(use.bar.originFloor))))"
                case .bottomBand:
                    text += " (a \(f(use.bar.height))-pt band from the bottom, the bottom inset inside it)"
                case .topEdge:
                    text +=
                        use.bar.heightUnmeasured != nil
                        ? " (on the top edge, \(f(use.bar.originOffset)) below the top inset, its height unmeasured"
                        : " (on the top edge, \(f(use.bar.height)) tall"
                    text += use.amount == 0 ? "; a navigation controller reads it through its navigation bar)" : ")"
                case .aboveTabBar:
                    text += " (a \(f(use.bar.height))-pt band above the tab bar's \(f(use.amount - use.bar.height)))"
                case .top, .aboveBottomInset, .belowNavigationBar:
                    break
                }
                parts.append(text)
            case .placesBelow:
                parts.append("view placed below the \(use.opaque ? "opaque " : "")\(words)")
            case .placesAbove:
                parts.append("view placed above the \(use.opaque ? "opaque " : "")\(words)")
            }
            for summary in [use.provenance.summary] + (use.largeTitle.map { [$0.provenance.summary] } ?? [])
            where !sources.contains(summary) {
                sources.append(summary)
            }
        }
        return parts.joined(separator: ", ") + (sources.isEmpty ? "" : " [\(sources.joined(separator: "; "))]")
    }

    /// What the device's inset on an edge is for, in words.
    private func deviceReason(_ edge: ScreenEdge) -> String {
        if window.insetsAreOverscan { return "tvOS overscan" }
        if let regions = device.reservedRegions.declared(orientation), !regions.isEmpty {
            return reservedRegionsReason(edge, regions)
        }
        let housingEdge = (try? device.housingEdge(orientation)) ?? nil
        var parts: [String] = []
        if housingEdge == edge {
            parts.append(device.housing.kind == .dynamicIsland ? "Dynamic Island" : "sensor housing")
        }
        if edge == .top && window.statusBarAppears && device.housing.kind == .none {
            parts.append("status bar")
        }
        if edge == .bottom && device.homeIndicator.isPresent { parts.append("home indicator") }
        if window.sideInsetsMirrorHousing && device.housing.kind != .none
            && (edge == .left || edge == .right) && housingEdge != edge
        {
            parts.append("mirrors the housing side: iPhones report symmetric landscape insets")
        }
        return parts.isEmpty ? "no obstruction" : parts.joined(separator: ", ")
    }

    /// On a device with reserved regions: the regions in the edge's inset band (and
    /// the vertical bars, the home indicator) explain it; those inside the safe area
    /// are named as not in it.
    private func reservedRegionsReason(_ edge: ScreenEdge, _ regions: [ReservedRegionDeclaration]) -> String {
        let f = { (x: Double) in formatNumber(x) }
        let insets = window.insetsWithStatusBar
        let (w, h) = windowSize
        let safe = Rect(
            x: insets.left, y: insets.top, width: w - insets.left - insets.right, height: h - insets.top - insets.bottom
        )
        func describe(_ r: ReservedRegionDeclaration) -> String {
            let activity =
                r.dependsOnPose
                ? "active folded like a book, inactive open flat" : (r.activeFlat ? "active" : "inactive")
            return
                "\(r.name) (\(r.kind.name) region \(f(r.frame.width))×\(f(r.frame.height)) at (\(f(r.frame.x)), \(f(r.frame.y))), "
                + "\(activity))"
        }
        func inBand(_ r: Rect) -> Bool {
            let e = 0.01
            switch edge {
            case .top: return insets.top > 0 && r.maxY <= insets.top + e
            case .left: return insets.left > 0 && r.minX <= e && r.maxX <= insets.left + e
            case .bottom: return insets.bottom > 0 && r.minY >= h - insets.bottom - e
            case .right: return insets.right > 0 && r.minX >= w - insets.right - e
            }
        }
        var parts: [String] = []
        let barEdge = device.verticalBarEdges[orientation.rawValue]
        if barEdge != .none && (edge == .right) == (barEdge == .trailing) && (edge == .left || edge == .right)
            && insets[edge] > 0
        {
            parts.append("the vertical bars on the \(barEdge.name) edge")
        }
        parts += regions.filter { inBand($0.frame) }.map(describe)
        if edge == .bottom && device.homeIndicator.isPresent && insets.bottom > 0 { parts.append("home indicator") }
        var text = parts.isEmpty ? "no obstruction" : parts.joined(separator: ", ")
        let inside = regions.filter { Geometry.intersection($0.frame, safe) != nil }
        if !inside.isEmpty {
            text +=
                "; reserved regions inside the safe area, not in its insets: "
                + inside.map(describe).joined(separator: ", ")
        }
        return text
    }
}
