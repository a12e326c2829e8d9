/// Reading results: each read lays out first, as UIKit does on access.
extension SafeAreaTree {
    /// safeAreaInsets of a view.
    public mutating func safeAreaInsets(_ view: NodeHandle) throws(SafeAreaError) -> SafeAreaInsets {
        let v = try viewIndex(view)
        try checkSupported(v)
        layout()
        return views[Int(v)].safeArea
    }

    /// Whether a view is in the window (its insets are zero when it is not).
    public mutating func isInWindow(_ view: NodeHandle) throws(SafeAreaError) -> Bool {
        let v = try viewIndex(view)
        layout()
        return views[Int(v)].inWindow
    }

    static func inset(_ rect: Rect, _ insets: SafeAreaInsets) -> Rect {
        Rect(
            x: rect.x + insets.left, y: rect.y + insets.top,
            width: max(0, rect.width - insets.left - insets.right),
            height: max(0, rect.height - insets.top - insets.bottom))
    }

    /// safeAreaLayoutGuide.layoutFrame, in the view's bounds coordinates.
    public mutating func safeAreaFrame(_ view: NodeHandle) throws(SafeAreaError) -> Rect {
        let v = try viewIndex(view)
        try checkSupported(v)
        layout()
        return SafeAreaTree.inset(bounds(v), views[Int(v)].safeArea)
    }

    public mutating func layoutMargins(_ view: NodeHandle) throws(SafeAreaError) -> SafeAreaInsets {
        let v = try viewIndex(view)
        try checkSupported(v)
        layout()
        if strict { try checkInsideEdgeMinimum(v) }
        return effectiveMargins(v)
    }

    public mutating func layoutMarginsFrame(_ view: NodeHandle) throws(SafeAreaError) -> Rect {
        let v = try viewIndex(view)
        try checkSupported(v)
        layout()
        if strict { try checkInsideEdgeMinimum(v) }
        return SafeAreaTree.inset(bounds(v), effectiveMargins(v))
    }

    /// The controller whose system minimum at an edge inside the window the margins of `v` read:
    /// `v`'s own, or one up the chain of views whose margins `v` preserves (MODEL.md §2.7), or -1.
    func insideEdgeOwner(_ v: Int32) -> Int32 {
        guard windowStorage.environment.systemMinimumMargins.insideEdge != nil else { return -1 }
        var walker = Int(v)
        while true {
            let owner = Int(views[walker].controller)
            if owner >= 0 && controllers[owner].insideEdges != 0
                && controllers[owner].viewRespectsSystemMinimumLayoutMargins
            {
                return Int32(owner)
            }
            guard traitBits(walker) & ViewTraits.preserves != 0, views[walker].parent >= 0 else { return -1 }
            walker = Int(views[walker].parent)
        }
    }

    /// A strict window refuses margins that read a derived system minimum at an edge inside the
    /// window (MODEL.md §2.7, §8), as it refuses derived insets.
    func checkInsideEdgeMinimum(_ v: Int32) throws(SafeAreaError) {
        let rule = windowStorage.environment.systemMinimumMargins
        guard let provenance = rule.insideEdgeProvenance, provenance.kind == .derived else { return }
        let owner = insideEdgeOwner(v)
        guard owner >= 0 else { return }
        throw .invalidOSVersion(
            "strict: the layout margins of view #\(v) read view controller #\(owner)'s system minimum margin at an "
                + "edge inside the window (\(formatNumber(rule.insideEdge ?? 0)) pt on \(device.name), \(window.osName) "
                + "\(window.osVersion.description)), derived, not measured or documented: \(provenance.basis)")
    }

    /// readableContentGuide: at most the window's readable width (default text size), centred in the margins.
    public mutating func readableContentFrame(_ view: NodeHandle) throws(SafeAreaError) -> Rect {
        let margins = try layoutMarginsFrame(view)
        let width = min(window.readableContentWidth, margins.width)
        return Rect(x: margins.x + (margins.width - width) / 2, y: margins.y, width: width, height: margins.height)
    }

    /// The view's frame origin in window coordinates.
    func originInWindow(_ v: Int32) -> (x: Double, y: Double) {
        var x = views[Int(v)].frame.x
        var y = views[Int(v)].frame.y
        var walker = views[Int(v)].parent
        while walker >= 0 {
            x += views[Int(walker)].frame.x - views[Int(walker)].boundsX
            y += views[Int(walker)].frame.y - views[Int(walker)].boundsY
            walker = views[Int(walker)].parent
        }
        return (x, y)
    }

    /// keyboardLayoutGuide: from the keyboard's top (or, hidden, the safe area's
    /// bottom; the view's bottom when usesBottomSafeArea is false) to the view's bottom.
    public mutating func keyboardLayoutFrame(_ view: NodeHandle) throws(SafeAreaError) -> Rect {
        let v = try viewIndex(view)
        try checkSupported(v)
        layout()
        return keyboardGuide(v, originY: keyboardHeight > 0 ? originInWindow(v).y : 0, windowHeight: windowSize.height)
    }

    /// keyboardLayoutGuide of `v` whose frame origin lies at `originY` in the window.
    func keyboardGuide(_ v: Int32, originY: Double, windowHeight: Double) -> Rect {
        let b = bounds(v)
        let resting = SafeAreaTree.restingKeyboardGuide(
            b, safeBottom: views[Int(v)].safeArea.bottom,
            usesBottom: traits[Int(v)] & ViewTraits.usesBottomSafeArea != 0)
        guard keyboardHeight > 0 && views[Int(v)].inWindow else { return resting }
        let keyboardTop = windowHeight - keyboardHeight - originY + b.y
        let top = min(resting.y, max(b.y, keyboardTop))
        return Rect(x: b.x, y: top, width: b.width, height: max(0, b.maxY - top))
    }

    // MARK: - Legacy layout guides

    /// topLayoutGuide.length / bottomLayoutGuide.length of a controller (deprecated in
    /// iOS 11, replaced by the safe area; MODEL.md §2.8). Apple's rule: the top guide ends at
    /// the bottom of the status bar, or of a visible navigation bar; the bottom guide
    /// starts at the top of a visible tab bar or toolbar ("topLayoutGuide",
    /// "bottomLayoutGuide", UIViewController). Since iOS 11 the system's part is the
    /// window's safe area (housing, home indicator): 64 / 88 on a portrait iPhone 8 /
    /// iPhone X in a navigation controller, 49 / 83 in a tab bar controller (useyourloaf.com,
    /// "Supporting iPhone X": 88 on top, 34 plus any bar at the bottom). Model: the
    /// controller view's inset on that edge without its own additionalSafeAreaInsets —
    /// the window's insets for the root, what the container adds plus the overlap with
    /// the ancestor's insets for a child (MODEL.md §2.4, §2.5); 0 out of the window.
    public mutating func layoutGuideLength(_ controller: NodeHandle, top: Bool) throws(SafeAreaError) -> Double {
        let c = try controllerIndex(controller)
        let v = controllers[Int(c)].view
        try checkSupported(v)
        layout()
        guard views[Int(v)].inWindow else { return 0 }
        let edge: ScreenEdge = top ? .top : .bottom
        if isWindowLevel(c) { return windowLevelInsets(c)[edge] }
        let node = controllers[Int(c)]
        guard node.parent >= 0 else { return 0 }
        let base = max(0, node.containerAdds[edge] + node.additional[edge])
        return node.containerAdds[edge] + max(0, node.overlay[edge] - base)
    }

    // MARK: - Scroll views

    public mutating func adjustedContentInset(_ view: NodeHandle) throws(SafeAreaError) -> SafeAreaInsets {
        let v = try scrollIndex(view)
        try checkSupported(v)
        layout()
        return props[Int(v)].adjustedContentInset
    }

    /// The content offset (the bounds origin).
    public mutating func contentOffset(_ view: NodeHandle) throws(SafeAreaError) -> (x: Double, y: Double) {
        let v = try scrollIndex(view)
        try checkSupported(v)
        layout()
        return (views[Int(v)].boundsX, views[Int(v)].boundsY)
    }

    /// The edges of the safe area the scroll view applies (and absorbs).
    public mutating func appliedEdges(_ view: NodeHandle) throws(SafeAreaError) -> EdgeSet {
        let v = try scrollIndex(view)
        try checkSupported(v)
        layout()
        return props[Int(v)].appliedEdges
    }

    /// Effective scroll indicator insets: the user's, plus the applied safe-area
    /// edges when automaticallyAdjustsScrollIndicatorInsets.
    public mutating func scrollIndicatorInsets(_ view: NodeHandle, vertical: Bool) throws(SafeAreaError)
        -> SafeAreaInsets
    {
        let v = try scrollIndex(view)
        try checkSupported(v)
        layout()
        let p = props[Int(v)]
        let user = vertical ? p.verticalIndicatorInsets : p.horizontalIndicatorInsets
        guard p.automaticallyAdjustsScrollIndicatorInsets else { return user }
        let s = views[Int(v)].safeArea
        let e = p.appliedEdges
        return SafeAreaInsets(
            top: user.top + (e.contains(.top) ? s.top : 0), left: user.left + (e.contains(.left) ? s.left : 0),
            bottom: user.bottom + (e.contains(.bottom) ? s.bottom : 0),
            right: user.right + (e.contains(.right) ? s.right : 0))
    }

    // MARK: - Changes

    /// Keeps `changed` (views whose insets changed since the last `takeChangedViews`)
    /// within four times the number of slots: a caller that never asks must not make
    /// it grow with every layout. Duplicates go, first occurrences stay in order (what
    /// `takeChangedViews` returns is unchanged); amortised O(1) per entry.
    @inline(__always)
    mutating func boundChanged() {
        if changed.count > 4 &* views.count &+ 1024 { compactChanged() }
    }

    @inline(never)
    mutating func compactChanged() {
        let slots = views.count
        var seen = [UInt64](repeating: 0, count: (slots + 63) / 64)
        let kept = seen.withUnsafeMutableBufferPointer { bits in
            changed.withUnsafeMutableBufferPointer { list in
                var kept = 0
                for k in 0..<list.count {
                    let v = Int(list[k])
                    guard v >= 0 && v < slots else { continue }
                    let mask: UInt64 = 1 << UInt64(v & 63)
                    if bits[v >> 6] & mask == 0 {
                        bits[v >> 6] |= mask
                        list[kept] = list[k]
                        kept += 1
                    }
                }
                return kept
            }
        }
        changed.removeLast(changed.count - kept)
    }

    /// Views whose safeAreaInsets changed (UIKit's safeAreaInsetsDidChange) since
    /// this list was last taken; lays out first.
    public mutating func takeChangedViews() -> [NodeHandle] {
        layout()
        var seen = Set<Int32>()
        var result: [NodeHandle] = []
        for v in changed where views[Int(v)].alive && seen.insert(v).inserted {
            result.append(viewHandle(v))
        }
        changed.removeAll(keepingCapacity: true)
        return result
    }

    /// Number of live views.
    public var viewCount: Int { views.count - freeViews.count }
    /// Number of live view controllers.
    public var controllerCount: Int { controllers.count - freeControllers.count }
}

/// The window's own safe area (MODEL.md §19): a UIWindow is a view, whose safeAreaInsets UIKit
/// reports with or without a root view controller.
extension SafeAreaTree {
    /// The window's own safeAreaInsets (UIWindow.safeAreaInsets): the window's insets, status bar
    /// as it is, whether or not a root controller is set. With a root controller its provenance
    /// is the window's; without one it is derived (Apple documents UIView.safeAreaInsets for a view
    /// in a visible hierarchy, which a shown window is; no printout of a window without a root
    /// controller was found). A strict tree refuses a derived answer.
    public func windowSafeArea() throws(SafeAreaError) -> (insets: SafeAreaInsets, provenance: Provenance) {
        let env = window
        let provenance: Provenance
        if root >= 0 {
            provenance = env.provenance
        } else {
            let kind = env.provenance.kind.name
            let carried = env.provenance.basis.isEmpty ? "" : " (\(env.provenance.basis))"
            provenance = Provenance(
                kind: .derived,
                source: SourceRegistry.builtin.citations["apple_uiview_safe_area"] ?? "apple_uiview_safe_area",
                basis:
                    "a window without a root view controller reports its own safe area: the window's insets (\(kind), "
                    + "\(env.provenance.source)\(carried)), as UIView.safeAreaInsets documents for a view installed in a visible "
                    + "hierarchy; no printout of a UIWindow without a root view controller was found")
        }
        if strict && provenance.kind == .derived {
            throw .invalidOSVersion(
                "strict: the window's own safe area is derived, not measured or documented: \(provenance.basis)")
        }
        return (env.insets, provenance)
    }
}
