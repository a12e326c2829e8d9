/// The layout pass: MODEL.md §2.1–2.6, top down, iteratively.
extension SafeAreaTree {
    /// True when a mutation is waiting for a layout pass.
    public var needsLayout: Bool { windowDirty || !dirtyViews.isEmpty }

    /// MODEL.md §2.3 for a plain view with `frame` in `superview`: each edge is the
    /// covered part of the superview's propagated inset, capped at that inset.
    /// Branch-free min/max (the hot loops of the layout and transition passes).
    @inline(__always)
    static func plainInsets(_ f: Rect, in superview: ViewNode) -> SafeAreaInsets {
        let bx = superview.boundsX
        let by = superview.boundsY
        let inset = superview.propagated
        let sMaxX = bx + superview.frame.width
        let sMaxY = by + superview.frame.height
        return SafeAreaInsets(
            top: min(max(inset.top - (f.y - by), 0), inset.top),
            left: min(max(inset.left - (f.x - bx), 0), inset.left),
            bottom: min(max(inset.bottom - (sMaxY - (f.y + f.height)), 0), inset.bottom),
            right: min(max(inset.right - (sMaxX - (f.x + f.width)), 0), inset.right))
    }

    /// Lays out plain view `v` (no controller, not a scroll view) in memory from its
    /// superview, already laid out: in the window when its superview is, with the
    /// covered part of the superview's insets (`plainInsets`), else out of it with zero
    /// insets. `changed`: its safe area changed (UIKit's safeAreaInsetsDidChange).
    /// The step of the layout pass's fast loop and of the linear transition's.
    @inline(__always)
    static func layOutPlainView(_ v: Int, _ vb: UnsafeMutableBufferPointer<ViewNode>) -> (changed: Bool, inWindow: Bool)
    {
        let p = Int(vb[v].parent)
        let old = vb[v].safeArea
        guard p >= 0 && vb[p].inWindow else {
            let changed = vb[v].inWindow && old != .zero
            vb[v].inWindow = false
            vb[v].safeArea = .zero
            vb[v].propagated = .zero
            return (changed, false)
        }
        let safe = SafeAreaTree.plainInsets(vb[v].frame, in: vb[p])
        vb[v].inWindow = true
        vb[v].safeArea = safe
        vb[v].propagated = safe
        return (old != safe, true)
    }

    /// Runs a layout pass over what changed since the last one.
    public mutating func layout() {
        if !presentations.isEmpty { followPopoverSources() }  // a popover follows its source (MODEL.md §18)
        guard needsLayout else { return }
        pass += 1
        if windowDirty {
            windowDirty = false
            computeWindow()
            for v in dirtyViews { views[Int(v)].dirty = false }
            dirtyViews.removeAll(keepingCapacity: true)
            let coveredAll = root >= 0 && layoutSubtree(controllers[Int(root)].view)
            if !coveredAll {
                for p in presentations { layoutSubtree(controllers[Int(p.controller)].view) }
            }
            return
        }
        let list = dirtyViews
        dirtyViews.removeAll(keepingCapacity: true)
        for v in list where views[Int(v)].alive {
            // Skip a view whose ancestor is also waiting: that subtree covers it
            // (a single change has nothing to compare with).
            var covered = false
            var walker = list.count > 1 ? views[Int(v)].parent : -1
            while walker >= 0 {
                if views[Int(walker)].dirty {
                    covered = true
                    break
                }
                walker = views[Int(walker)].parent
            }
            if !covered { layoutSubtree(v) }
        }
        for v in list { views[Int(v)].dirty = false }
    }

    /// Window insets (MODEL.md §2.1): the device's, with the status bar rule.
    mutating func computeWindow() {
        effectiveStatusBarHidden = statusBarHidden || controllingControllerHidesStatusBar()
        resolveWindow()
        resolvePresentations()
        barsNeedChecks = readsNeedBarChecks
        barsCheckPending = false
    }

    /// Whether reads must check their bars (`barsNeedChecks`), decided from the window as resolved:
    /// a strict window, a bar without measured metrics, a presentation, or a controller that shows
    /// a search field, a bottom accessory or minimized bars.
    var readsNeedBarChecks: Bool {
        strict || windowStorage.bars.baseUnmeasured || !presentations.isEmpty
            || controllers.contains {
                $0.alive && ($0.searchController || $0.bottomAccessory || $0.minimization != .none)
            }
    }

    /// The preference of the controller that decides the status bar: the root,
    /// through a tab bar's selected child and a navigation controller whose bar
    /// is hidden. A visible navigation bar keeps the status bar area (MODEL.md §2.5).
    func controllingControllerHidesStatusBar() -> Bool {
        var c = root
        var steps = 0
        while c >= 0 && steps < controllers.count {
            steps += 1
            let node = controllers[Int(c)]
            switch node.kind {
            case .navigation:
                if !node.navigationBarHidden { return false }
                guard let top = node.children.last else { return node.prefersStatusBarHidden }
                c = top
            case .tabBar:
                guard !node.children.isEmpty else { return node.prefersStatusBarHidden }
                c = node.children[min(node.selected, node.children.count - 1)]
            case .plain:
                return node.prefersStatusBarHidden
            }
        }
        return false
    }

    /// Calls `visit` for `top` and every view under it in preorder: a superview
    /// before its subviews, siblings in order (no recursion, no allocation).
    @inline(__always)
    func preorder(from top: Int32, _ visit: (Int32) -> Void) {
        var v = top
        while true {
            visit(v)
            let first = views[Int(v)].firstChild
            if first >= 0 {
                v = first
                continue
            }
            while v != top && views[Int(v)].next < 0 { v = views[Int(v)].parent }
            if v == top { break }
            v = views[Int(v)].next
        }
    }

    /// Recomputes `top` and its subtree; `top`'s parent must be up to date.
    /// Returns true when it visited every view of the tree (the whole-window run).
    @discardableResult
    mutating func layoutSubtree(_ top: Int32) -> Bool {
        // The whole window, with every parent stored before its children: visit
        // in memory order, as a plain loop over an array would.
        if isWindowLevel(root) && top == controllers[Int(root)].view && parentsPrecedeChildren() {
            visit(top)
            visitRun(order: nil, from: 0, count: views.count, skip: top)
            return true
        }
        // The order goes into the tree's spare buffer, so that a subtree's pass (a presentation,
        // a moved view) does not grow an array from empty each time.
        var order = layoutScratch.order
        layoutScratch.order = []
        order.removeAll(keepingCapacity: true)
        preorder(from: top) { order.append($0) }
        order.withUnsafeBufferPointer { buffer in
            visitRun(order: buffer, from: 0, count: buffer.count, skip: -1)
        }
        layoutScratch.order = order
        return false
    }

    /// True when every view's superview is stored before it (kept as a count by
    /// `link` and `unlink`, so no walk over the views is needed).
    func parentsPrecedeChildren() -> Bool { viewsAfterSubviews == 0 }

    /// Visits views in `order` (or memory order when nil): runs of plain views
    /// straight from the array's memory, anything else through `visit`.
    mutating func visitRun(order: UnsafeBufferPointer<Int32>?, from start: Int, count: Int, skip: Int32) {
        var position = start
        // The changed plain views, in the tree's spare buffer (its capacity kept between passes),
        // taken out of `self` while the loop holds the views' memory.
        var changedHere = layoutScratch.changed
        layoutScratch.changed = []
        changedHere.removeAll(keepingCapacity: true)
        // During a transition, the old insets of what changes go straight to the undo log,
        // taken out of `self` while the loop holds the views' memory (`visit` logs itself).
        let journaling = transitionState.journal != nil
        while position < count {
            var log = TransitionJournal()
            if journaling { swap(&log, &transitionState.journal!) }  // never shared: appends stay in place
            // The fast loop: plain views (no controller, not a scroll view).
            let stop: Int = views.withUnsafeMutableBufferPointer { vb -> Int in
                var k = position
                while k < count {
                    let v = order.map { Int($0[k]) } ?? k
                    if v == Int(skip) || !vb[v].alive {
                        k += 1
                        continue
                    }
                    if vb[v].controller >= 0 || vb[v].isScroll { return k }
                    let old = vb[v].safeArea
                    if SafeAreaTree.layOutPlainView(v, vb).changed {
                        changedHere.append(Int32(v))
                        if journaling { log.safe.append((Int32(v), old)) }
                    }
                    k += 1
                }
                return k
            }
            if journaling { swap(&log, &transitionState.journal!) }  // back before `visit`, which logs through `self`
            if stop >= count { break }
            let v = order.map { $0[stop] } ?? Int32(stop)
            visit(v)
            position = stop + 1
        }
        changed.append(contentsOf: changedHere)
        layoutScratch.changed = changedHere
        boundChanged()
    }

    /// Computes one view from its (already computed) superview.
    @inline(__always)
    mutating func visit(_ v: Int32) {
        let i = Int(v)
        let old = views[i].safeArea
        let owner = views[i].controller
        let p = views[i].parent
        var safe: SafeAreaInsets
        if isWindowLevel(owner) {
            applyFrame(v, windowLevelFrame(owner))
            views[i].inWindow = true
            let a = controllers[Int(owner)].additional
            let w = windowLevelInsets(owner)
            safe = SafeAreaInsets(
                top: max(0, w.top + a.top), left: max(0, w.left + a.left),
                bottom: max(0, w.bottom + a.bottom), right: max(0, w.right + a.right))
            controllers[Int(owner)].overlay = safe
            controllers[Int(owner)].containerAdds = .zero
            controllers[Int(owner)].insideEdges = 0
        } else if p < 0 || !views[Int(p)].inWindow || (owner >= 0 && controllers[Int(owner)].parent < 0) {
            // Not in the window, or a controller's view placed by hand without containment: zero.
            views[i].inWindow = p >= 0 && views[Int(p)].inWindow && owner < 0
            safe = .zero
            if owner >= 0 { controllers[Int(owner)].insideEdges = 0 }
        } else {
            views[i].inWindow = true
            if owner >= 0 {
                let (anchor, originX, originY) = anchorPosition(v)
                safe = childOverlay(owner, anchor: anchor, originX: originX, originY: originY)
                if windowStorage.environment.systemMinimumMargins.insideEdge != nil {
                    controllers[Int(owner)].insideEdges = insideEdges(owner, anchor: anchor, originX: originX)
                }
            } else {
                safe = SafeAreaTree.plainInsets(views[i].frame, in: views[Int(p)])  // MODEL.md §2.3
            }
        }
        views[i].safeArea = safe
        if views[i].isScroll {
            views[i].propagated = scrollPropagation(v, safe: safe)
        } else {
            views[i].propagated = safe
        }
        if owner >= 0 && controllers[Int(owner)].kind != .plain && views[i].inWindow {
            placeContainerChild(owner)
        }
        if old != safe {
            changed.append(v)
            boundChanged()
            transitionState.journal?.safe.append((v, old))
        }
    }

    /// The nearest ancestor controller root view of `v` and `v`'s frame origin in
    /// that view's bounds coordinates (MODEL.md §2.4), walking up from the superview.
    func anchorPosition(_ v: Int32) -> (anchor: Int32, x: Double, y: Double) {
        var x = views[Int(v)].frame.x
        var y = views[Int(v)].frame.y
        var walker = views[Int(v)].parent
        while walker >= 0 {
            if views[Int(walker)].controller >= 0 { return (walker, x, y) }
            x += views[Int(walker)].frame.x - views[Int(walker)].boundsX
            y += views[Int(walker)].frame.y - views[Int(walker)].boundsY
            walker = views[Int(walker)].parent
        }
        return (-1, x, y)
    }

    /// MODEL.md §2.7: the left and right edges of child controller `c`'s view that lie inside the
    /// window, away from its edges: an edge more than half a pixel inside its ancestor controller's
    /// view (`anchor`; the view's frame starts at `originX` in its bounds), or on an edge of that
    /// view that is itself inside. UIKit gives such an edge its own system minimum (0 on iPads
    /// from iPadOS 26, where an app's own divider splits the window).
    func insideEdges(_ c: Int32, anchor: Int32, originX: Double) -> UInt8 {
        guard anchor >= 0 else { return 0 }
        let a = views[Int(anchor)]
        let outer = a.controller >= 0 ? controllers[Int(a.controller)].insideEdges : 0
        let half = 0.5 / max(device.scale, 1)
        let maxX = originX + views[Int(controllers[Int(c)].view)].frame.width
        var edges: UInt8 = 0
        if originX > a.boundsX + half || (abs(originX - a.boundsX) <= half && outer & InsideEdges.left != 0) {
            edges |= InsideEdges.left
        }
        let anchorMaxX = a.boundsX + a.frame.width
        if maxX < anchorMaxX - half || (abs(maxX - anchorMaxX) <= half && outer & InsideEdges.right != 0) {
            edges |= InsideEdges.right
        }
        return edges
    }

    /// MODEL.md §2.5, §17: what a navigation or tab bar controller adds to its visible child,
    /// from the bars of the window environment: each bar on its edge, adding its amount
    /// (`BarMetric.edge` and `amount`, where the placement variants of the platform rows are
    /// implemented once).
    func containerContribution(_ c: Int32) -> ContainerContribution {
        let pc = controllers[Int(c)].parent
        guard pc >= 0 else { return .none }
        let container = controllers[Int(pc)]
        let child = controllers[Int(c)]
        // One reference to the window's storage: the bars are read in place, not copied whole.
        let storage = windowStorage
        let inset = views[Int(container.view)].safeArea
        let extendsOpaque = container.translucent || child.extendedLayoutIncludesOpaqueBars
        let extendsTop = extendsOpaque && child.edgesForExtendedLayout.contains(.top)
        let extendsBottom = extendsOpaque && child.edgesForExtendedLayout.contains(.bottom)
        var result = ContainerContribution()
        var top = 0.0
        var bottom = 0.0

        /// Records a bar over the top (or bottom) of the child and what it takes there.
        func use(_ bar: BarMetric, _ amount: Double, atTop: Bool, largeTitle: BarMetric? = nil, basis: String? = nil) {
            let extends = atTop ? extendsTop : extendsBottom
            var provenance = bar.provenance
            if let basis {
                provenance = Provenance(kind: .derived, source: bar.provenance.source, basis: basis)
            } else if !extends, let opaque = bar.opaqueBasis, bar.provenance.kind != .derived {
                provenance = Provenance(kind: .derived, source: bar.provenance.source, basis: opaque)
            }
            result.bars.append(
                BarUse(
                    bar: bar, largeTitle: largeTitle, amount: amount,
                    placement: extends ? .extendsUnder : (atTop ? .placesBelow : .placesAbove),
                    edge: atTop ? .top : .bottom, opaque: !container.translucent, provenance: provenance))
            if atTop { top += amount } else { bottom = max(bottom, amount) }
        }
        switch container.minimization {
        case .none: break
        case .adjustsSafeArea: result.refusal = storage.bars.minimizedUnmeasured
        case .keepsSafeArea:
            if storage.bars.keepsSafeAreaWhenMinimized == nil {
                result.refusal =
                    "UIBarMinimization's safe-area adjustment is new in \(window.osName) 27; on \(window.osName) "
                    + "\(window.osVersion.description) \(storage.bars.minimizedUnmeasured)"
            }
        }
        switch container.kind {
        case .navigation:
            guard container.children.last == c else { return .none }
            let large =
                container.prefersLargeTitles && storage.bars.largeTitle.height > 0
                ? storage.bars.largeTitle : nil
            if !container.navigationBarHidden {
                let bar = storage.bars.navigationBar
                use(
                    bar, bar.amount(inset: inset, largeTitle: large?.height ?? 0), atTop: bar.edge == .top,
                    largeTitle: large)
            }
            if child.searchController {
                let inTabBar = container.parent >= 0 && controllers[Int(container.parent)].kind == .tabBar
                let search = inTabBar ? storage.bars.searchInTabBar : storage.bars.searchAlone
                if !inTabBar && large != nil && search.edge == .bottom && !container.navigationBarHidden {
                    // Under an expanded large title the search bar keeps a band below the navigation bar
                    // while its field docks at the bottom (MODEL.md §16, §17).
                    let band = storage.bars.searchUnderLargeTitle
                    use(band, band.amount(inset: inset), atTop: band.edge == .top)
                    use(search, search.amount(inset: inset), atTop: false, basis: search.underLargeTitleBasis)
                } else if search.placement != .belowNavigationBar {
                    use(search, search.amount(inset: inset), atTop: search.edge == .top)
                } else if !(container.navigationBarHidden && search.height > 0) {
                    // A band under the bar is part of it (MODEL.md §17): a hidden bar shows none. A band read
                    // under an inline title only is carried under a large title (its basis).
                    let carried = large != nil ? search.underLargeTitleBasis : nil
                    use(search, search.amount(inset: inset), atTop: true, basis: carried)
                }
            }
            if !container.toolbarHidden && !(storage.bars.toolbar.needsItems && child.toolbarItems == 0) {
                let toolbar = storage.bars.toolbar
                use(toolbar, toolbar.amount(inset: inset), atTop: toolbar.edge == .top)
            }
        case .tabBar:
            guard !container.children.isEmpty,
                container.children[min(container.selected, container.children.count - 1)] == c
            else {
                return .none
            }
            let bar = storage.bars.tabBar
            let navigationChild = child.kind == .navigation
            // A navigation child of a tab bar on the top edge reads it by a rule of its own (its basis).
            let basis = bar.placement == .topEdge && navigationChild ? bar.navigationChildBasis : nil
            let tabAmount = bar.amount(inset: inset, navigationChild: navigationChild)
            use(bar, tabAmount, atTop: bar.edge == .top, basis: basis)
            if container.bottomAccessory {
                // The accessory's band sits above a bottom tab bar, adding its height to the tab bar's.
                let accessory = storage.bars.bottomAccessory
                let under = bar.edge == .bottom ? tabAmount : 0
                use(accessory, accessory.amount(inset: inset, tabBar: under), atTop: accessory.edge == .top)
            }
        case .plain:
            return .none
        }
        if extendsTop { result.adds.top = top } else { result.below = top }
        if extendsBottom { result.adds.bottom = bottom } else { result.above = bottom }
        if !presentations.isEmpty, !result.bars.isEmpty, let reason = barsUnplacedReason(pc) {
            result.unplaced = reason
        }
        return result
    }

    /// Places the visible child's view of a navigation or tab bar controller.
    mutating func placeContainerChild(_ c: Int32) {
        let node = controllers[Int(c)]
        guard !node.children.isEmpty else { return }
        let child =
            node.kind == .navigation
            ? node.children[node.children.count - 1] : node.children[min(node.selected, node.children.count - 1)]
        let box = views[Int(node.view)]
        let contribution = containerContribution(child)
        let below = contribution.below
        let above = contribution.above
        var frame = Rect(x: 0, y: 0, width: box.frame.width, height: box.frame.height)
        let overlay = box.safeArea
        if below > 0 {
            frame.y = overlay.top + below
            frame.height = max(0, frame.height - frame.y)
        }
        if above > 0 {
            frame.height = max(0, box.frame.height - overlay.bottom - above - frame.y)
        }
        let view = controllers[Int(child)].view
        if views[Int(view)].parent == node.view { applyFrame(view, frame) }
    }

    /// MODEL.md §2.4: a child controller's overlay, from its ancestor's, with history.
    mutating func childOverlay(_ c: Int32, anchor: Int32, originX: Double, originY: Double) -> SafeAreaInsets {
        let contribution = containerContribution(c)
        let a = controllers[Int(c)].additional
        let e = contribution.adds
        let base = SafeAreaInsets(
            top: max(0, e.top + a.top), left: max(0, e.left + a.left),
            bottom: max(0, e.bottom + a.bottom), right: max(0, e.right + a.right))
        controllers[Int(c)].containerAdds = e
        controllers[Int(c)].visitedAt = pass
        guard anchor >= 0 else { return .zero }
        let o = views[Int(anchor)].safeArea
        let bounds = views[Int(anchor)]
        let bMinX = bounds.boundsX
        let bMinY = bounds.boundsY
        let bMaxX = bMinX + bounds.frame.width
        let bMaxY = bMinY + bounds.frame.height
        let half = 0.5 / max(device.scale, 1)
        let eMinX = bMinX - half
        let eMinY = bMinY - half
        let eMaxX = bMaxX + half
        let eMaxY = bMaxY + half
        let f = views[Int(controllers[Int(c)].view)].frame
        let rMinX = originX
        let rMinY = originY
        let rMaxX = originX + f.width
        let rMaxY = originY + f.height
        var current = controllers[Int(c)].overlay
        let pass = self.pass

        func vertical(_ value: inout SafeAreaInsets, clampToAncestor: Bool) {
            let topOverlap = o.top - (rMinY - bMinY)
            let bottomOverlap = o.bottom - (bMaxY - rMaxY)
            value.top = base.top + (clampToAncestor ? min(max(0, topOverlap), o.top) : max(0, topOverlap))
            value.bottom =
                base.bottom + (clampToAncestor ? min(max(0, bottomOverlap), o.bottom) : max(0, bottomOverlap))
        }
        func horizontal(_ value: inout SafeAreaInsets, clampToAncestor: Bool) {
            let leftOverlap = o.left - (rMinX - bMinX)
            let rightOverlap = o.right - (bMaxX - rMaxX)
            value.left = base.left + (clampToAncestor ? min(max(0, leftOverlap), o.left) : max(0, leftOverlap))
            value.right = base.right + (clampToAncestor ? min(max(0, rightOverlap), o.right) : max(0, rightOverlap))
        }
        let baseExceeds =
            base.top > current.top || base.left > current.left || base.bottom > current.bottom
            || base.right > current.right

        switch policy {
        case .continuous:
            vertical(&current, clampToAncestor: true)
            horizontal(&current, clampToAncestor: true)
            controllers[Int(c)].updatedAt = (pass, pass, pass, pass)
        case .freeze:
            let intersects = rMinX < eMaxX && rMaxX > eMinX && rMinY < eMaxY && rMaxY > eMinY
            if !intersects {
                if baseExceeds {
                    current = base
                    controllers[Int(c)].updatedAt = (pass, pass, pass, pass)
                }
            } else {
                let inside = rMinX >= eMinX && rMaxX <= eMaxX && rMinY >= eMinY && rMaxY <= eMaxY
                let hUpdated = inside || (rMinX > eMinX && rMaxX < eMaxX)
                let vUpdated = inside || (rMinY > eMinY && rMaxY < eMaxY)
                if (!hUpdated || !vUpdated) && baseExceeds {
                    if !vUpdated {
                        current.top = base.top
                        current.bottom = base.bottom
                        controllers[Int(c)].updatedAt.0 = pass
                        controllers[Int(c)].updatedAt.2 = pass
                    }
                    if !hUpdated {
                        current.left = base.left
                        current.right = base.right
                        controllers[Int(c)].updatedAt.1 = pass
                        controllers[Int(c)].updatedAt.3 = pass
                    }
                }
                if vUpdated {
                    vertical(&current, clampToAncestor: false)
                    controllers[Int(c)].updatedAt.0 = pass
                    controllers[Int(c)].updatedAt.2 = pass
                }
                if hUpdated {
                    horizontal(&current, clampToAncestor: false)
                    controllers[Int(c)].updatedAt.1 = pass
                    controllers[Int(c)].updatedAt.3 = pass
                }
            }
        }
        controllers[Int(c)].overlay = current
        return current
    }

    /// The controller whose content scroll view `s` is (MODEL.md §2.6: root view →
    /// subviews.first → …, the first scroll view on that chain), or -1.
    func contentScrollViewOwner(_ s: Int32) -> Int32 {
        if views[Int(s)].controller >= 0 { return views[Int(s)].controller }
        var v = s
        while true {
            let p = views[Int(v)].parent
            if p < 0 || views[Int(p)].firstChild != v { return -1 }
            if views[Int(p)].controller >= 0 { return views[Int(p)].isScroll ? -1 : views[Int(p)].controller }
            if views[Int(p)].isScroll { return -1 }
            v = p
        }
    }

    /// MODEL.md §2.6: applied edges, adjustedContentInset, the default content
    /// offset, and what the scroll view passes on (applied edges are absorbed).
    mutating func scrollPropagation(_ s: Int32, safe: SafeAreaInsets) -> SafeAreaInsets {
        let i = Int(s)
        let p = props[i]
        var edges = EdgeSet(rawValue: 0)
        switch p.adjustment {
        case .always:
            edges = .all
        case .never:
            edges = EdgeSet(rawValue: 0)
        case .scrollableAxes, .automatic:
            let frame = views[i].frame
            if p.contentWidth > frame.width || p.alwaysBounceHorizontal {
                edges.rawValue |= EdgeSet.left.rawValue | EdgeSet.right.rawValue
            }
            if p.contentHeight > frame.height || p.alwaysBounceVertical {
                edges.rawValue |= EdgeSet.top.rawValue | EdgeSet.bottom.rawValue
            }
            if p.adjustment == .automatic && automaticCompatibilityApplies(s) {
                edges.rawValue |= EdgeSet.top.rawValue | EdgeSet.bottom.rawValue
            }
        }
        let applied = SafeAreaInsets(
            top: edges.contains(.top) ? safe.top : 0, left: edges.contains(.left) ? safe.left : 0,
            bottom: edges.contains(.bottom) ? safe.bottom : 0, right: edges.contains(.right) ? safe.right : 0)
        let adjusted = SafeAreaInsets(
            top: p.contentInset.top + applied.top, left: p.contentInset.left + applied.left,
            bottom: p.contentInset.bottom + applied.bottom, right: p.contentInset.right + applied.right)
        if transitionState.journal != nil && p.adjustedContentInset != adjusted {
            transitionState.journal?.adjusted.append((s, p.adjustedContentInset))
        }
        props[i].adjustedContentInset = adjusted
        props[i].appliedEdges = edges
        if !p.contentOffsetSet {
            let x = 0 - adjusted.left
            let y = 0 - adjusted.top  // 0 - x: never -0.0
            if transitionState.journal != nil && (views[i].boundsX != x || views[i].boundsY != y) {
                transitionState.journal?.bounds.append((s, views[i].boundsX, views[i].boundsY))
            }
            views[i].boundsX = x
            views[i].boundsY = y
        }
        return SafeAreaInsets(
            top: safe.top - applied.top, left: safe.left - applied.left,
            bottom: safe.bottom - applied.bottom, right: safe.right - applied.right)
    }

    /// The automaticallyAdjustsScrollViewInsets compatibility rule of `.automatic`:
    /// the content scroll view of a controller whose parent is a navigation
    /// controller and which still adjusts automatically (model choice: a tab bar
    /// controller alone does not trigger it).
    func automaticCompatibilityApplies(_ s: Int32) -> Bool {
        let owner = contentScrollViewOwner(s)
        guard owner >= 0, controllers[Int(owner)].automaticallyAdjustsScrollViewInsets else { return false }
        let parent = controllers[Int(owner)].parent
        return parent >= 0 && controllers[Int(parent)].kind == .navigation
    }
}
